/**
 * Unit tests of the server's small pure parts: seat clocks, the token bucket, tokens and ids, and the
 * protocol schemas.
 */
import { describe, expect, it } from 'vitest';
import { SeatClocks } from '../../src/server/runtime/clock.js';
import { TokenBucket } from '../../src/server/transport/rate-limit.js';
import { hashToken, newId, newToken } from '../../src/server/security/tokens.js';
import { clientMessageSchema, createTableSchema } from '../../src/protocol/protocol.js';

describe('SeatClocks', () => {
  const humans = [true, false, true];
  it('perMove: a deadline per waiting human seat, none for bots and away seats', () => {
    const c = new SeatClocks({ kind: 'perMove', moveMs: 5_000 }, humans);
    c.sync([0, 1, 2], [false, false, false], 1_000);
    expect(c.deadline(0)).toBe(6_000);
    expect(c.deadline(1)).toBeNull();
    expect(c.deadline(2)).toBe(6_000);
    c.charge(0, 3_000);
    c.sync([0, 2], [false, false, false], 3_000);
    expect(c.deadline(0)).toBe(8_000);
    expect(c.expired(6_000)).toEqual([2]);
    c.expire(2);
    c.sync([0, 2], [false, false, true], 6_000);
    expect(c.deadline(2)).toBeNull();
    expect(c.nextDeadline()).toBe(8_000);
  });

  it('bank: charged while waiting, increment after each own action, returnMs after running out', () => {
    const c = new SeatClocks({ kind: 'bank', initialMs: 10_000, incrementMs: 1_000, returnMs: 4_000 }, humans);
    c.sync([0], [false, false, false], 0);
    expect(c.deadline(0)).toBe(10_000);
    c.charge(0, 3_000);
    expect(c.toStored().banks).toEqual([8_000, null, 10_000]);
    c.sync([2], [false, false, false], 3_000);
    expect(c.view(5_000, [false, false, false]).banks).toEqual([8_000, null, 8_000]);
    c.expire(2);
    expect(c.toStored().banks![2]).toBe(0);
    c.back(2);
    expect(c.toStored().banks![2]).toBe(4_000);
    // A copy is independent (the runtime adopts it only after the action is stored).
    const copy = c.clone();
    copy.sync([0], [false, false, false], 10_000);
    copy.charge(0, 12_000);
    expect(copy.toStored().banks![0]).toBe(7_000);
    expect(c.toStored().banks![0]).toBe(8_000);
    // Restored from storage.
    expect(new SeatClocks(c.tc, humans, c.toStored()).toStored()).toEqual(c.toStored());
  });

  it('a graceful restart goes on charging the time already spent on the current move (bank and perMove)', () => {
    const bank = new SeatClocks({ kind: 'bank', initialMs: 300_000, incrementMs: 0, returnMs: 30_000 }, humans);
    bank.sync([0], [false, false, false], 1_000);
    // Shut down 70 s into seat 0's move; restarted 50 s later.
    const stored = bank.toStored(71_000);
    expect(stored.spent).toEqual([70_000, null, null]);
    const restored = new SeatClocks(bank.tc, humans, JSON.parse(JSON.stringify(stored)));
    restored.sync([0], [false, false, false], 121_000);
    expect(restored.view(121_000, [false, false, false]).banks![0]).toBe(230_000);
    expect(restored.deadline(0)).toBe(121_000 + 230_000);
    // Only the first sync after the restart uses it; without `now` nothing is spent (a crash).
    restored.charge(0, 131_000);
    restored.sync([0], [false, false, false], 140_000);
    expect(restored.deadline(0)).toBe(140_000 + 220_000);
    expect(bank.toStored().spent).toBeUndefined();
    const perMove = new SeatClocks({ kind: 'perMove', moveMs: 30_000 }, humans);
    perMove.sync([0, 2], [false, false, false], 0);
    const again = new SeatClocks(perMove.tc, humans, perMove.toStored(12_000));
    again.sync([0, 2], [false, false, false], 60_000);
    expect([again.deadline(0), again.deadline(2)]).toEqual([78_000, 78_000]);
  });

  it('none: no deadlines', () => {
    const c = new SeatClocks({ kind: 'none' }, humans);
    c.sync([0, 2], [false, false, false], 0);
    expect(c.enabled).toBe(false);
    expect(c.nextDeadline()).toBeNull();
  });
});

describe('TokenBucket', () => {
  it('allows a burst, then the refill rate', () => {
    let now = 0;
    const b = new TokenBucket(10, 3, () => now);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    now += 100;
    expect([b.take(), b.take()]).toEqual([true, false]);
    now += 10_000;
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });
});

describe('tokens and ids', () => {
  it('tokens are 128-bit base64url and stored as SHA-256 hex', () => {
    const t = newToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(t, 'base64url').length).toBe(16);
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
    expect(new Set(Array.from({ length: 1000 }, newToken)).size).toBe(1000);
    expect(newId('t')).toMatch(/^t_[0-9a-z]{12}$/);
  });
});

describe('protocol schemas', () => {
  it('accepts the documented client messages and rejects others', () => {
    expect(clientMessageSchema.safeParse({ type: 'action', tableId: 't_1', seq: 3, action: { type: 'PASS' }, id: 'c1' }).success).toBe(
      true,
    );
    expect(clientMessageSchema.safeParse({ type: 'action', tableId: 't_1', seq: -1, action: {} }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'hello', tableId: 't_1', extra: 1 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'ping' }).success).toBe(true);
  });

  it('fills create-table defaults', () => {
    const r = createTableSchema.parse({ game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(r.timeControl).toEqual({ kind: 'none' });
    expect(r.visibility).toBe('public');
    expect(r.seats[1]).toEqual({ kind: 'bot', bot: 'random' });
    expect(createTableSchema.safeParse({ game: 'x', seats: [], timeControl: { kind: 'perMove', moveMs: 5 } }).success).toBe(false);
  });
});
