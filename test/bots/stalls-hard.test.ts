/**
 * No stalls (issue 21 item 6) for the searching `hard` level: the same check as
 * src/games/stalls.test.ts, kept out of the fast `unit` project because each game takes seconds.
 */
import { describe, expect, it } from 'vitest';
import { stallReport, STALL_CASES } from '../../src/games/stalls.js';

const HARD = STALL_CASES.filter((c) => c.bot === 'hard');

describe('the hard bots never stall', () => {
  it('there is a hard case to check', () => {
    expect(HARD.length).toBeGreaterThan(0);
  });
  for (const c of HARD) {
    it(`${c.name}: no 10 idle turns in a row${c.handLimit ? ', no full hand with trains left at the end' : ''}`, () => {
      const r = stallReport(c, c.testGames);
      expect(r.games).toBe(c.testGames);
      expect(r.longestIdleRun).toBeLessThan(10);
      expect(r.fullHandsAtEnd).toEqual([]);
    });
  }
});
