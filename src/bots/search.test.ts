/**
 * The game-independent root search (src/bots/search.ts) on a one-move toy game whose reward is known:
 * paired rounds play every candidate once per round and, with `narrowAfter`, only the prior and the
 * best challenger after that many rounds; the prior is left only for a clearly better move.
 */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../engine/contract.js';
import { ok } from '../engine/result.js';
import { rngFromSeed } from '../engine/rng.js';
import { marginReward, searchRoot, type SearchGame } from './search.js';

/** One move ends the game; move m scores `VALUE[m]` for seat 0 against 5 for seat 1. */
const VALUE = [5, 4, 9, 5];

const toy = (narrowAfter?: number): SearchGame<number | null, null, number> => ({
  module: {
    apply: (_s: unknown, _seat: number, a: number) => ok(a),
    outcome: (s: number | null): Outcome | null =>
      s === null ? null : { scores: [VALUE[s] ?? 0, 5], ranks: [(VALUE[s] ?? 0) >= 5 ? 1 : 2, 1], winners: [], breakdown: [] },
    activeSeats: () => [0],
    legalActions: () => [0, 1, 2, 3],
    view: () => null,
  },
  determinize: () => null,
  candidates: (_v, _seat, legal) => [...legal],
  playoutBot: () => ({ act: () => 0 }),
  reward: (o, seat) => marginReward(o.scores, seat, 10, o.ranks[seat] === 1, false),
  maxPlayoutActions: 10,
  paired: true,
  ...(narrowAfter === undefined ? {} : { narrowAfter }),
});

describe('root search, paired rounds', () => {
  it('plays every candidate once per round and leaves the prior for a clearly better move', () => {
    const r = searchRoot(toy(), null, 0, [0, 1, 2, 3], rngFromSeed('s'), { iterations: 20 });
    expect(r.stats.visits).toEqual([5, 5, 5, 5]);
    expect(r.action).toBe(2);
  });

  it('narrowAfter: after that many rounds only the prior and the best challenger go on', () => {
    const r = searchRoot(toy(2), null, 0, [0, 1, 2, 3], rngFromSeed('s'), { iterations: 18 });
    expect(r.stats.visits).toEqual([7, 2, 7, 2]);
    expect(r.action).toBe(2);
  });

  it('keeps the prior when no challenger beats it', () => {
    const game = { ...toy(), candidates: () => [0, 1, 3] };
    expect(searchRoot(game, null, 0, [0, 1, 2, 3], rngFromSeed('s'), { iterations: 12 }).action).toBe(0);
  });
});
