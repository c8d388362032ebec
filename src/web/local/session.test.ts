// @vitest-environment jsdom
/**
 * Local play without a server: a session applies actions with the engine, refuses illegal ones,
 * saves its record after every move, resumes from storage, and the bot core picks legal moves.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyBoardPlugin } from '../table/plugin.js';
import { loadBoard } from '../boards/registry.js';
import { decide } from './botCore.js';
import type { RoundhouseError } from '../../engine/result.js';
import { LocalSession } from './session.js';
import { loadFinished, loadRunning, loadRunningGame, saveRunning, MAX_RUNNING } from './storage.js';
import { at } from '../../engine/at.js';

let plugin: AnyBoardPlugin;
const setup = {
  game: 'ticket-to-ride' as const,
  config: { variant: 'classic' },
  seed: 'session-test',
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Bot', kind: 'bot:heuristic' },
  ],
};

// The session takes its engine from the web registry, which loads it with the board.
beforeAll(async () => {
  plugin = await loadBoard('ticket-to-ride');
});
beforeEach(() => localStorage.clear());

/** Plays the game to its end with the bot core for every seat. */
function finish(session: LocalSession): void {
  for (let guard = 0; guard < 5000 && !session.snapshot().over; guard++) {
    const seat = at(session.activeSeats(), 0, 'active seat');
    const reply = decide({
      id: guard,
      session: session.id,
      game: 'ticket-to-ride',
      bot: 'heuristic',
      seat,
      state: session.snapshot().state,
      seed: 'b',
    });
    if (!('action' in reply)) throw new Error(reply.error);
    expect(session.apply(seat, reply.action)).toBeNull();
  }
}

describe('LocalSession', () => {
  it('applies legal actions, refuses illegal ones and saves after every move', () => {
    const session = LocalSession.start(setup, plugin);
    expect(loadRunningGame(session.id)?.id).toBe(session.id);
    expect(session.apply(0, { type: 'DRAW_BLIND' })).toMatchObject({ code: 'TTR_WRONG_PHASE' });
    // A malformed action is refused with the game's own parse code, as the server refuses it.
    const badCode = (() => {
      try {
        session.module.parseAction({ type: 'NOPE' });
      } catch (e) {
        return (e as RoundhouseError).code;
      }
      return 'accepted';
    })();
    expect(badCode).toMatch(/^TTR_/);
    expect(session.apply(0, { type: 'NOPE' })).toMatchObject({ code: badCode });
    const legal = session.module.legalActions(session.snapshot().state, 0);
    expect(session.apply(0, legal[legal.length - 1])).toBeNull();
    expect(session.snapshot().record.actions).toHaveLength(1);
    expect(session.snapshot().log[0]).toMatchObject({ seat: 0, key: 'log.keepTickets' });
    expect(loadRunningGame(session.id)?.record.actions).toHaveLength(1);
  });

  it('resumes from the saved record and moves a finished game to the replay list', () => {
    const first = LocalSession.start(setup, plugin);
    const legal = first.module.legalActions(first.snapshot().state, 0);
    first.apply(0, legal[0]);
    const saved = loadRunningGame(first.id);
    if (!saved) throw new Error('the game was not saved after its first move');
    const resumed = LocalSession.resume(saved.id, saved.at, saved.record, plugin);
    expect(resumed.snapshot().state).toEqual(first.snapshot().state);
    finish(resumed);
    expect(loadRunning()).toEqual([]);
    const done = at(loadFinished(), 0, 'finished game');
    expect(done.id).toBe(first.id);
    expect(done.record.outcome).toBeTruthy();
    expect(resumed.snapshot().scores.length).toBe(done.record.actions.length + 1);
  });

  it('starting another game keeps the unfinished one; the game played last comes first', () => {
    const a = LocalSession.start(setup, plugin);
    a.apply(0, at(a.module.legalActions(a.snapshot().state, 0), 0, 'legal action'));
    const b = LocalSession.start({ ...setup, seed: 'other' }, plugin);
    expect(loadRunning().map((g) => g.id)).toEqual([b.id, a.id]);
    expect(loadRunningGame(a.id)?.record.actions).toHaveLength(1);
    // A move in the older game brings it to the front; the other stays.
    a.apply(1, at(a.module.legalActions(a.snapshot().state, 1), 0, 'legal action'));
    expect(loadRunning().map((g) => g.id)).toEqual([a.id, b.id]);
    // Finishing one removes only that one.
    finish(b);
    expect(loadRunning().map((g) => g.id)).toEqual([a.id]);
    expect(at(loadFinished(), 0, 'finished game').id).toBe(b.id);
  });

  it(`keeps at most ${MAX_RUNNING} unfinished games and moves the single slot of earlier versions into the list`, () => {
    const legacy = LocalSession.start(setup, plugin);
    const saved = loadRunningGame(legacy.id);
    if (!saved) throw new Error('not saved');
    localStorage.clear();
    localStorage.setItem('roundhouse.local.current', JSON.stringify(saved));
    expect(loadRunning().map((g) => g.id)).toEqual([legacy.id]);
    expect(localStorage.getItem('roundhouse.local.current')).toBeNull();
    for (let i = 0; i < MAX_RUNNING + 3; i++) saveRunning({ ...saved, id: `g${i}` });
    const ids = loadRunning().map((g) => g.id);
    expect(ids).toHaveLength(MAX_RUNNING);
    expect(ids[0]).toBe(`g${MAX_RUNNING + 2}`);
    expect(ids).not.toContain(legacy.id);
  });
});
