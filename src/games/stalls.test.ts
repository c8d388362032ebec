/**
 * No stalls (issue 21 item 6): per bot level, no Ticket to Ride bot ends holding more than 12 train
 * cards with 8 or more trains left (against the route-greedy scripted player), and no bot of a
 * turn-based game draws or passes ten turns in a row while it has a scoring move.
 * `npm run bench:stalls` runs the same check over 1,000 games per case. The searching `hard` level
 * takes seconds per game, so its cases run in the slower `server` project (test/bots/stalls-hard.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { stallReport, STALL_CASES } from './stalls.js';
import { watchStalls } from '../bots/stall.js';
import { playGame } from '../engine/play.js';
import type { Bot } from '../engine/contract.js';
import { getGame } from './index.js';
import { greedyBot } from './ticket-to-ride/bots/greedy.js';
import { ttrStallRules } from './ticket-to-ride/bots/stall.js';
import type { TtrAction, TtrView } from './ticket-to-ride/types.js';

describe('bots never stall', () => {
  it('covers every turn-based game', () => {
    expect(new Set(STALL_CASES.map((c) => c.game.id))).toEqual(new Set(['ticket-to-ride', 'trains', 'hellrail']));
  });
  it('the watch sees a stall: a player that only draws blind idles for many turns while it could claim', () => {
    const ttr = getGame('ticket-to-ride');
    const drawer: Bot<TtrView, TtrAction> = {
      act: (ctx) =>
        ctx.legal.find((a) => a.type === 'DRAW_BLIND') ?? ctx.legal.find((a) => a.type !== 'CLAIM_ROUTE') ?? ctx.legal[0] ?? null,
    };
    const watch = watchStalls(ttr, 2, ttrStallRules);
    playGame(ttr, {
      config: {},
      seed: 'drawer',
      bots: [drawer, greedyBot(1)] as never,
      botNames: ['drawer', 'greedy'],
      keepRecord: false,
      onAction: (s, a, before) => watch.onAction(s, a, before),
    });
    const [drawerRun = 0, greedyRun = 0] = watch.longestIdleRun();
    expect(drawerRun).toBeGreaterThanOrEqual(10);
    expect(greedyRun).toBe(0);
  });
  for (const c of STALL_CASES.filter((x) => x.bot !== 'hard')) {
    it(`${c.name}: no 10 idle turns in a row${c.handLimit ? ', no full hand with trains left at the end' : ''}`, () => {
      const r = stallReport(c, c.testGames);
      expect(r.games).toBe(c.testGames);
      expect(r.longestIdleRun).toBeLessThan(10);
      expect(r.fullHandsAtEnd).toEqual([]);
    });
  }
});
