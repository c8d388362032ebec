// @vitest-environment jsdom
/**
 * Local Rail Pass pause (RP-6.8) and reload (RP-6.1): while paused the game clock stands still, no
 * event runs and every action is answered RP_PAUSED without being logged; the pause and the game
 * clock are saved, so a reload comes back paused at the game time it left.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyBoardPlugin } from '../table/plugin.js';
import { loadBoard } from '../boards/registry.js';
import { LocalSession } from './session.js';
import { loadRunningGame } from './storage.js';
import type { RailPassState } from '../../games/rail-pass/index.js';

let plugin: AnyBoardPlugin;
let wall = 0;
const setup = {
  game: 'rail-pass' as const,
  config: {},
  seed: 'pause-test',
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Bot', kind: 'bot:cooperative' },
  ],
};

beforeAll(async () => {
  plugin = await loadBoard('rail-pass');
});
beforeEach(() => {
  localStorage.clear();
  wall = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => wall);
});
afterEach(() => vi.restoreAllMocks());

const clockOf = (s: LocalSession) => (s.snapshot().state as RailPassState).clock;

/** Seat 0's first legal action that puts a train in transit (so an arrival is pending), else its first. */
function firstAction(s: LocalSession): unknown {
  const legal = s.module.legalActions(s.snapshot().state, 0) as { type: string }[];
  return legal.find((a) => a.type === 'SEND') ?? legal[0];
}

describe('LocalSession pause (RP-6.8)', () => {
  it('stops game time and events, refuses actions with RP_PAUSED unlogged, and resumes from the same game time', () => {
    const s = LocalSession.start(setup, plugin);
    wall += 1500;
    s.tick();
    expect(s.now()).toBe(1500);
    expect(s.apply(0, firstAction(s))).toBeNull();
    const logged = s.snapshot().record.actions.length;
    s.pause();
    expect(s.paused).toBe(true);
    expect(loadRunningGame(s.id)?.clock).toBe(1500);
    wall += 60_000; // a minute passes on the wall
    s.tick();
    expect(s.now()).toBe(1500);
    expect(clockOf(s)).toBe(1500);
    const legal = s.module.legalActions(s.snapshot().state, 0);
    expect(s.apply(0, legal[0])).toMatchObject({ code: 'RP_PAUSED' });
    expect(s.snapshot().record.actions).toHaveLength(logged);
    s.resume();
    expect(s.paused).toBe(false);
    wall += 500;
    s.tick();
    expect(s.now()).toBe(2000);
    expect(clockOf(s)).toBe(2000);
    expect(s.apply(0, s.module.legalActions(s.snapshot().state, 0)[0])).not.toMatchObject({ code: 'RP_PAUSED' });
  });

  it('a reload resumes paused at the saved game time, with the events due by then run', () => {
    const s = LocalSession.start(setup, plugin);
    wall += 1000;
    expect(s.apply(0, firstAction(s))).toBeNull();
    // The page runs on for 7 s of game time (arrivals happen), then is hidden / left.
    wall += 7000;
    s.tick();
    s.save();
    const saved = loadRunningGame(s.id);
    if (!saved) throw new Error('not saved');
    expect(saved.clock).toBe(8000);
    wall += 120_000; // the page is away for two minutes
    const back = LocalSession.resume(saved.id, saved.at, saved.record, plugin, saved.clock);
    expect(back.paused).toBe(true);
    expect(back.now()).toBe(8000);
    expect(back.snapshot().state).toEqual(s.snapshot().state);
    wall += 5000;
    back.tick();
    expect(back.now()).toBe(8000);
    back.resume();
    wall += 250;
    back.tick();
    expect(back.now()).toBe(8250);
    // A save without a clock (older format) resumes paused at the last action's stamp.
    const old = LocalSession.resume(saved.id, saved.at, saved.record, plugin);
    expect(old.paused).toBe(true);
    expect(old.now()).toBe(1000);
  });

  it('turn-based games never pause', async () => {
    const ttr = await loadBoard('ticket-to-ride');
    const t = LocalSession.start({ ...setup, game: 'ticket-to-ride', config: { variant: 'classic' } }, ttr);
    t.pause();
    expect(t.paused).toBe(false);
    expect(loadRunningGame(t.id)?.clock).toBeUndefined();
  });
});
