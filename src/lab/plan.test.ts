import { describe, expect, it } from 'vitest';
import { getGame } from '../games/index.js';
import { RoundhouseError } from '../engine/result.js';
import { coveringMultisets, planArena, subsets, type ArenaSpec } from './plan.js';

const ttr = getGame('ticket-to-ride');
const base: ArenaSpec = {
  game: ttr.id,
  mode: 'round-robin',
  bots: ['random', 'heuristic'],
  players: [2],
  configs: [{}],
  games: 12,
  seed: 's',
  records: false,
};

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return e instanceof RoundhouseError ? e.code : 'OTHER';
  }
  return 'NONE';
};

describe('arena plan', () => {
  it('subsets and covering multisets', () => {
    expect(subsets(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(coveringMultisets(['a', 'b'], 3)).toEqual([
      ['a', 'a', 'b'],
      ['a', 'b', 'b'],
    ]);
  });

  it('rotates seats: every bot sits in every seat equally often', () => {
    const plan = planArena(ttr, { ...base, bots: ['random', 'heuristic'], players: [3], games: 36 });
    // 2 lineups (aab, abb) × 3 rotations = 6 cells; 36 games = 6 rounds of the cells.
    expect(plan.cells).toBe(6);
    for (const bot of ['random', 'heuristic']) {
      const perSeat = [0, 1, 2].map((s) => plan.jobs.filter((j) => j.bots[s] === bot).length);
      expect(new Set(perSeat).size, bot).toBe(1);
    }
    expect(plan.jobs.map((j) => j.seed)).toEqual(plan.jobs.map((_, i) => `s-${i}`));
  });

  it('gauntlet: the challenger is in every game, each field bot meets it', () => {
    const plan = planArena(ttr, { ...base, mode: 'gauntlet', challenger: 'heuristic', bots: ['random'], players: [2, 3], games: 30 });
    expect(plan.jobs.every((j) => j.bots.includes('heuristic') && j.bots.includes('random'))).toBe(true);
    expect(new Set(plan.jobs.map((j) => j.bots.length))).toEqual(new Set([2, 3]));
  });

  it('configs that fix the seat count keep only the counts they accept', () => {
    const rp = getGame('rail-pass');
    const plan = planArena(rp, {
      ...base,
      game: rp.id,
      bots: ['cooperative'],
      players: [2, 3],
      configs: [{ setup: '3p-circle' }],
      games: 6,
    });
    expect(plan.jobs.every((j) => j.bots.length === 3)).toBe(true);
  });

  it('rejects bad specs with stable codes', () => {
    expect(codeOf(() => planArena(ttr, { ...base, games: 0 }))).toBe('BAD_OPTION');
    expect(codeOf(() => planArena(ttr, { ...base, bots: ['random', 'random'] }))).toBe('BAD_OPTION');
    expect(codeOf(() => planArena(ttr, { ...base, players: [9] }))).toBe('BAD_OPTION');
    expect(codeOf(() => planArena(ttr, { ...base, bots: ['nobody'] }))).toBe('UNKNOWN_BOT');
    expect(codeOf(() => planArena(ttr, { ...base, mode: 'gauntlet' }))).toBe('BAD_OPTION');
    expect(codeOf(() => planArena(ttr, { ...base, configs: [{ variant: 'nope' }] }))).toBe('TTR_BAD_CONFIG');
  });
});
