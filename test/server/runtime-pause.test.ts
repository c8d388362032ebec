/**
 * Pausing a real-time table (Rail Pass RP-6.8) in the TableRuntime: game time stands still, actions
 * are answered RP_PAUSED and not stored, bots stop; the pause is stored, so a runtime rebuilt from
 * storage (a server restart) comes back paused at the same game time; resuming runs game time on
 * from there, so the log's `at` stamps never go back (RP-6.1). The wall clock (`Date`) is faked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { getGame } from '../../src/games/index.js';
import { LocalPresence } from '../../src/server/presence.js';
import { TableRuntime, type RuntimeStore } from '../../src/server/runtime/table.js';
import type { StoredClock } from '../../src/server/runtime/clock.js';
import type { ActionInsert, CommitExtras } from '../../src/server/storage/repository.js';
import type { RailPassView } from '../../src/games/rail-pass/index.js';

const rp = getGame('rail-pass');
const log = pino({ level: 'silent' });

/** Keeps actions and the `tables.clock` column as the repository would. */
class MemoryStore implements RuntimeStore {
  actions: ActionInsert[] = [];
  clock: string | null = null;
  failNext = 0;
  async appendAction(a: ActionInsert): Promise<void> {
    this.actions.push(a);
  }
  async commitExtras(_t: string, extras: CommitExtras): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('disk on fire');
    }
    if (extras.clock !== undefined) this.clock = extras.clock;
  }
  async setAway(_t: string, _s: number, _a: boolean, clock: string | null): Promise<void> {
    this.clock = clock;
  }
}

const config = rp.parseConfig({ setup: '2p-point-to-point' }, 2);

function runtime(store: MemoryStore, state: unknown, seq: number, gameTime: number, seats: ('human' | 'bot')[]) {
  const rt = new TableRuntime(
    {
      id: 'tp',
      module: rp,
      seed: 'seed-pause',
      seats: seats.map((kind) => ({ kind, bot: kind === 'bot' ? 'cooperative' : null, away: false })),
      timeControl: { kind: 'none' },
      state,
      seq,
      gameTime,
      clock: store.clock ? (JSON.parse(store.clock) as StoredClock) : null,
    },
    store,
    new LocalPresence(),
    { botDelayMs: 1, snapshotEvery: 50, substituteBot: 'cooperative' },
    { seatsChanged: () => undefined, finished: () => undefined },
    log,
  );
  rt.start();
  return rt;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('TableRuntime pause (RP-6.8)', () => {
  it('stands game time still, refuses actions unlogged, stops bots, survives a restart and resumes from the same game time', async () => {
    const store = new MemoryStore();
    const start = rp.setup(config, 'seed-pause', 2);
    const rt = runtime(store, start, 0, 0, ['human', 'bot']);
    vi.setSystemTime(1_001_000);
    const first = rt.stateFor(0).legal![0];
    expect(await rt.submit(0, null, first, 'human')).toEqual({ ok: true, seq: 1 });
    expect(store.actions[0]?.at).toBe(1000);

    vi.setSystemTime(1_001_500);
    expect(await rt.setPaused(0, true)).toEqual({ ok: true });
    expect(JSON.parse(store.clock!)).toMatchObject({ pausedAt: 1500 });
    expect(await rt.setPaused(1, true)).toEqual({ ok: true }); // already paused: nothing changes
    vi.setSystemTime(1_061_500); // a minute on the wall clock
    const paused = rt.stateFor(0);
    expect(paused).toMatchObject({ paused: true, gameTime: 1500 });
    // Checked before every rule (the seat may still be busy, RP-6.7): paused answers come first.
    expect(await rt.submit(0, null, first, 'human')).toMatchObject({ ok: false, code: 'RP_PAUSED' });
    // The cooperative bot reacts within 600–1200 ms while running; paused, it does nothing.
    await sleep(1400);
    expect(store.actions).toHaveLength(1);
    expect((rt.currentUpdate().seats[0]?.view as RailPassView).clock).toBe(1500);
    await rt.stop();

    // A restart rebuilds the runtime from storage: the log and `tables.clock`.
    const replayed = rp.apply(start, 0, rp.parseAction(store.actions[0]!.action), 1000);
    if (!replayed.ok) throw new Error(replayed.error.code);
    const back = runtime(store, replayed.value, 1, 1000, ['human', 'bot']);
    vi.setSystemTime(1_200_000);
    expect(back.stateFor(0)).toMatchObject({ paused: true, gameTime: 1500 });
    expect((back.stateFor(0).view as RailPassView).clock).toBe(1500);

    expect(await back.setPaused(1, false)).toEqual({ ok: true });
    expect(store.clock).toBeNull();
    expect(back.stateFor(0).paused).toBeUndefined();
    vi.setSystemTime(1_200_250);
    expect(back.stateFor(0).gameTime).toBe(1750);
    // The bot plays again, stamped after the pause.
    await vi.waitFor(() => expect(store.actions.length).toBeGreaterThan(1), { timeout: 3000, interval: 50 });
    const stamps = store.actions.map((a) => a.at!);
    expect(stamps[1]).toBeGreaterThanOrEqual(1750);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    await back.stop();
  });

  it('a failed write changes nothing; turn-based tables answer NOT_REAL_TIME', async () => {
    const store = new MemoryStore();
    const rt = runtime(store, rp.setup(config, 'seed-pause', 2), 0, 0, ['human', 'human']);
    store.failNext = 1;
    expect(await rt.setPaused(0, true)).toMatchObject({ ok: false, code: 'STORAGE_ERROR' });
    expect(rt.paused).toBe(false);
    expect(store.clock).toBeNull();
    await rt.stop();

    const ttr = getGame('ticket-to-ride');
    const tb = new TableRuntime(
      {
        id: 'tt',
        module: ttr,
        seed: 's',
        seats: [0, 1].map(() => ({ kind: 'human' as const, bot: null, away: false })),
        timeControl: { kind: 'none' },
        state: ttr.setup(ttr.parseConfig({}, 2), 's', 2),
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
    tb.start();
    expect(await tb.setPaused(0, true)).toMatchObject({ ok: false, code: 'NOT_REAL_TIME' });
    await tb.stop();
  });
});
