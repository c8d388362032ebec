import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateMessage } from '../../protocol/protocol.js';
import { TableConnection, reconnectDelay } from './connection.js';

/** A stand-in for the browser's WebSocket that records what the client sends. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.OPEN;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.onclose?.();
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const state = (seq: number, rev: number, view: unknown): StateMessage => ({
  type: 'state',
  tableId: 't_1',
  seq,
  rev,
  view,
  legal: [],
  active: [1],
  events: [],
  clocks: null,
  gameTime: null,
  now: 1,
  outcome: null,
});
const delta = (seq: number, rev: number, base: number, patch: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'delta',
  tableId: 't_1',
  seq,
  rev,
  base,
  events: [{ seq, seat: 1, kind: 'DRAW_BLIND', by: 'bot' }],
  patch,
  active: [0],
  clocks: null,
  gameTime: null,
  now: 2,
  outcome: null,
  ...extra,
});

describe('TableConnection (protocol 2)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  function open() {
    const conn = new TableConnection('t_1', 'tok', null, 'ws://x/ws');
    const seen: [StateMessage, StateMessage | null][] = [];
    conn.onState((n, p) => seen.push([n, p]));
    conn.open();
    const ws = FakeSocket.last!;
    ws.onopen!();
    ws.receive({ type: 'welcome', protocol: 2, tableId: 't_1', seat: 0, table: null });
    return { conn, ws, seen };
  }

  it('says hello with the protocol version and lastSeq 0 on a fresh page', () => {
    const { ws, conn } = open();
    expect(ws.sent[0]).toEqual({ type: 'hello', protocol: 2, tableId: 't_1', token: 'tok', lastSeq: 0 });
    conn.close();
  });

  it('patches its view from deltas at its rev, and asks sync on a gap', () => {
    const { ws, conn, seen } = open();
    ws.receive(state(3, 10, { cards: [1, 2], n: 0 }));
    ws.receive(delta(4, 11, 10, [{ op: 'replace', path: '/n', value: 1 }], { legal: [{ type: 'PASS' }] }));
    const s = conn.snapshot().state!;
    expect(s.view).toEqual({ cards: [1, 2], n: 1 });
    expect(s.seq).toBe(4);
    expect(s.legal).toEqual([{ type: 'PASS' }]);
    // The previous view is kept intact for the log.
    expect(seen.at(-1)![1]!.view).toEqual({ cards: [1, 2], n: 0 });
    // No legal in a delta = this seat may not act.
    ws.receive(delta(5, 12, 11, [{ op: 'remove', path: '/cards/1' }]));
    expect(conn.snapshot().state!.legal).toEqual([]);
    // A gap (base 13 while we hold 12): ignored, sync asked.
    ws.receive(delta(7, 14, 13, [{ op: 'replace', path: '/n', value: 9 }]));
    expect(conn.snapshot().state!.rev).toBe(12);
    expect(ws.sent.at(-1)).toEqual({ type: 'sync', tableId: 't_1' });
    // A patch that does not fit the view is a gap too.
    ws.receive(delta(6, 13, 12, [{ op: 'remove', path: '/nope' }]));
    expect(conn.snapshot().state!.rev).toBe(12);
    expect(ws.sent.filter((m) => m.type === 'sync')).toHaveLength(2);
    conn.close();
  });

  it('hands each replayed action to the log, then reconnects with lastSeq', () => {
    vi.useFakeTimers();
    const { ws, conn, seen } = open();
    ws.receive({
      type: 'replay',
      tableId: 't_1',
      from: 0,
      view: { n: 0 },
      steps: [
        { seq: 1, events: [{ seq: 1, seat: 0, kind: 'A', by: 'human' }], patch: [{ op: 'replace', path: '/n', value: 1 }] },
        { seq: 2, events: [{ seq: 2, seat: 1, kind: 'B', by: 'bot' }], patch: [{ op: 'replace', path: '/n', value: 2 }] },
      ],
    });
    ws.receive(state(2, 5, { n: 2 }));
    expect(seen.map(([n, p]) => [p?.view, n.view, n.events.map((e) => e.seq)])).toEqual([
      [{ n: 0 }, { n: 1 }, [1]],
      [{ n: 1 }, { n: 2 }, [2]],
      [{ n: 2 }, { n: 2 }, []],
    ]);
    ws.close();
    expect(conn.snapshot().connection).toBe('reconnecting');
    vi.advanceTimersByTime(10_000 * 1.5);
    const again = FakeSocket.last!;
    expect(again).not.toBe(ws);
    again.onopen!();
    expect(again.sent[0]).toMatchObject({ type: 'hello', protocol: 2, lastSeq: 2 });
    conn.close();
    vi.useRealTimers();
  });

  it('backs off exponentially with jitter, at most 15 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(150);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(450);
    expect(reconnectDelay(3, () => 0.5)).toBe(2400);
    expect(reconnectDelay(20, () => 0.999)).toBeLessThanOrEqual(15_000);
    const spread = new Set(Array.from({ length: 20 }, () => reconnectDelay(2)));
    expect(spread.size).toBeGreaterThan(5);
  });
});
