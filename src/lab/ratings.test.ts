import { describe, expect, it } from 'vitest';
import { rateBots } from './ratings.js';
import type { GameResult } from './types.js';

const game = (index: number, bots: string[], ranks: number[]): GameResult => ({
  index,
  bots,
  configIndex: 0,
  seed: `s-${index}`,
  scores: ranks.map((r) => 10 - r),
  ranks,
  winners: ranks.flatMap((r, s) => (r === 1 ? [s] : [])),
  turns: 1,
  actions: 1,
  firstSeat: 0,
  stats: null,
});

describe('openskill ratings', () => {
  it('a bot that always wins rises above one that always loses; σ shrinks; order of arrival does not matter', () => {
    const results = Array.from({ length: 20 }, (_, i) => (i % 2 ? game(i, ['a', 'b'], [1, 2]) : game(i, ['b', 'a'], [2, 1])));
    const r = rateBots(results);
    expect(r.map((x) => x.bot)).toEqual(['a', 'b']);
    expect(r[0]!.mu).toBeGreaterThan(25);
    expect(r[1]!.mu).toBeLessThan(25);
    expect(r[0]!.sigma).toBeLessThan(25 / 3);
    expect(r[0]!.ordinal).toBeCloseTo(r[0]!.mu - 3 * r[0]!.sigma, 3);
    expect(rateBots([...results].reverse())).toEqual(r);
  });
  it('skips games without a ranking (cooperative: every seat ranked 1)', () => {
    expect(rateBots([game(0, ['a', 'b'], [1, 1])])).toEqual([]);
  });
});
