/**
 * TableRuntime unit tests with the real Ticket to Ride module, an in-memory store that can be told to
 * fail, and LocalPresence: stored-before-acknowledged, failed writes change nothing, stale seqs,
 * rule errors, bots, and the move clock handing a seat to the substitute bot.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { getGame } from '../../src/games/index.js';
import { LocalPresence, type PresenceMessage } from '../../src/server/presence.js';
import { TableRuntime, type RuntimeStore } from '../../src/server/runtime/table.js';
import type { ActionInsert } from '../../src/server/storage/repository.js';
import type { TimeControl } from '../../src/protocol/protocol.js';
import { botPoolCompleted, closeBotPool } from '../../src/server/runtime/bot-pool.js';

const ttr = getGame('ticket-to-ride');
const log = pino({ level: 'silent' });

class MemoryStore implements RuntimeStore {
  actions: ActionInsert[] = [];
  away: [number, boolean][] = [];
  failNext = 0;
  async appendAction(a: ActionInsert): Promise<void> {
    await new Promise((r) => setTimeout(r, 1));
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('disk on fire');
    }
    if (this.actions.some((x) => x.seq === a.seq)) throw new Error('duplicate');
    this.actions.push(a);
  }
  async commitExtras(): Promise<void> {}
  async setAway(_t: string, seat: number, away: boolean): Promise<void> {
    this.away.push([seat, away]);
  }
}

function makeRuntime(seats: ('human' | 'bot')[], tc: TimeControl = { kind: 'none' }, bot = 'random') {
  const store = new MemoryStore();
  const presence = new LocalPresence();
  const updates: PresenceMessage[] = [];
  presence.subscribe('t1', (m) => updates.push(m));
  const rt = new TableRuntime(
    {
      id: 't1',
      module: ttr,
      seed: 'seed-1',
      seats: seats.map((kind) => ({ kind, bot: kind === 'bot' ? bot : null, away: false })),
      timeControl: tc,
      state: ttr.setup(ttr.parseConfig({}, seats.length), 'seed-1', seats.length),
      seq: 0,
      gameTime: 0,
      clock: null,
    },
    store,
    presence,
    { botDelayMs: 1, snapshotEvery: 50, substituteBot: 'random' },
    { seatsChanged: () => undefined, finished: () => undefined },
    log,
  );
  rt.start();
  return { rt, store, updates };
}

describe('TableRuntime', () => {
  it('acknowledges only stored actions; a failed write, a stale seq or an illegal action changes nothing', async () => {
    const { rt, store, updates } = makeRuntime(['human', 'human']);
    const legal = rt.stateFor(0).legal!;
    expect(legal.length).toBeGreaterThan(0);
    const published = updates.length;

    store.failNext = 1;
    let acked: number | null = null;
    const failed = await rt.submit(0, 0, legal[0], 'human', (seq) => (acked = seq));
    expect(failed).toMatchObject({ ok: false, code: 'STORAGE_ERROR', seq: 0 });
    expect(acked).toBeNull();
    expect(rt.seq).toBe(0);
    expect(rt.stateFor(0).legal).toEqual(legal);
    expect(updates.length).toBe(published);

    expect(await rt.submit(0, 3, legal[0], 'human')).toMatchObject({ ok: false, code: 'STALE_SEQ', seq: 0 });
    const bad = await rt.submit(0, 0, { type: 'NOPE' }, 'human');
    expect(bad.ok).toBe(false);
    expect(rt.seq).toBe(0);

    const ok = await rt.submit(0, 0, legal[0], 'human', (seq) => (acked = seq));
    expect(ok).toEqual({ ok: true, seq: 1 });
    expect(acked).toBe(1);
    expect(store.actions.map((a) => a.seq)).toEqual([1]);
    const last = updates.at(-1)!;
    expect(last.kind).toBe('state');
    if (last.kind === 'state') {
      expect(last.update.seq).toBe(1);
      expect(last.update.events).toEqual([{ seq: 1, seat: 0, kind: 'KEEP_TICKETS', by: 'human', action: legal[0] }]);
    }
    // Concurrent submissions at the same seq: exactly one wins.
    const legal1 = rt.stateFor(1).legal!;
    const [r1, r2] = await Promise.all([rt.submit(1, 1, legal1[0], 'human'), rt.submit(1, 1, legal1[0], 'human')]);
    expect([r1.ok, r2.ok].sort()).toEqual([false, true]);
    expect(store.actions.length).toBe(2);
    await rt.stop();
  });

  it('bots play their seats until the game ends', async () => {
    const { rt, store, updates } = makeRuntime(['bot', 'bot']);
    for (let i = 0; i < 400 && !rt.finished; i++) await new Promise((r) => setTimeout(r, 10));
    expect(rt.finished).toBe(true);
    expect(store.actions.length).toBe(rt.seq);
    expect(store.actions.every((a) => a.by === 'bot')).toBe(true);
    const final = updates.at(-1)!;
    expect(final.kind === 'state' && final.update.outcome).toBeTruthy();
    await rt.stop();
  });

  it('hard bots think in the worker-thread pool: the serving thread keeps running while they search', async () => {
    const { rt, store } = makeRuntime(['bot', 'bot'], { kind: 'none' }, 'hard');
    const pooled = botPoolCompleted();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const tickAt: number[] = [];
    // Wait for the first main-step decisions (each a 300 ms search) and note the ticks at each stored action.
    for (let i = 0; i < 1500 && store.actions.length < 5; i++) {
      await new Promise((r) => setTimeout(r, 10));
      while (tickAt.length < store.actions.length) tickAt.push(ticks);
    }
    clearInterval(ticker);
    await rt.stop();
    await closeBotPool();
    expect(store.actions.length).toBeGreaterThanOrEqual(5);
    expect(botPoolCompleted() - pooled).toBeGreaterThanOrEqual(5); // every move came back from a worker
    // Between two searched moves (≥ 300 ms apart) the 10 ms ticker fired: the search did not block this thread.
    const gaps = tickAt.slice(1).map((t, i) => t - (tickAt[i] ?? 0));
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('a human out of move time is played by the substitute bot until back', async () => {
    const { rt, store } = makeRuntime(['human', 'bot'], { kind: 'perMove', moveMs: 30 });
    for (let i = 0; i < 200 && !store.actions.some((a) => a.seat === 0 && a.by === 'substitute'); i++)
      await new Promise((r) => setTimeout(r, 5));
    expect(rt.away[0]).toBe(true);
    expect(store.away[0]).toEqual([0, true]);
    await rt.back(0);
    expect(rt.away[0]).toBe(false);
    expect(rt.stateFor(0).clocks!.away).toEqual([false, false]);
    await rt.stop();
  });

  it('real-time tables (Rail Pass) accept an action chosen on an older seq and judge it at the server clock', async () => {
    const rp = getGame('rail-pass');
    const store = new MemoryStore();
    const rt = new TableRuntime(
      {
        id: 't2',
        module: rp,
        seed: 'seed-rp',
        seats: [0, 1].map(() => ({ kind: 'human' as const, bot: null, away: false })),
        timeControl: { kind: 'none' },
        state: rp.setup(rp.parseConfig({ setup: '2p-point-to-point' }, 2), 'seed-rp', 2),
        seq: 0,
        gameTime: 0,
        clock: null,
      },
      store,
      new LocalPresence(),
      { botDelayMs: 1, snapshotEvery: 50, substituteBot: 'random' },
      { seatsChanged: () => undefined, finished: () => undefined },
      log,
    );
    rt.start();
    const legal0 = rt.stateFor(0).legal!;
    const legal1 = rt.stateFor(1).legal!;
    expect(await rt.submit(0, 0, legal0[0], 'human')).toEqual({ ok: true, seq: 1 });
    // Seat 1 chose its move while seat 0's was on its way: still seq 0, still accepted.
    expect(await rt.submit(1, 0, legal1[0], 'human')).toEqual({ ok: true, seq: 2 });
    // A seq from the future is refused.
    expect(await rt.submit(1, 9, legal1[1], 'human')).toMatchObject({ ok: false, code: 'STALE_SEQ', seq: 2 });
    expect(store.actions.map((a) => a.seq)).toEqual([1, 2]);
    await rt.stop();
  });
});
