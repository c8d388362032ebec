/**
 * Simulated games (HR-21.4 balance figures are checked by CLI runs; here about 150 games prove
 * that play always ends by the rules): random and heuristic bots at 2, 3 and 4 seats finish without
 * error; heuristic beats random in 2-seat games; bots decide from their own view only (HR-15.1);
 * records replay to the same outcome (HR-4.8).
 * Rules: docs/rules/hellrail.md.
 */
import { seatOf } from './test-helpers.js';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { replayRecord } from '../../engine/record.js';
import { makeBot } from '../index.js';
import { hellrail } from './index.js';
import type { AnyGameModule } from '../../engine/contract.js';
import { rngFromSeed } from '../../engine/rng.js';
import type { HrState } from './types.js';

const game = hellrail as unknown as AnyGameModule;
const play = (bots: string[], seed: string, config: unknown = {}, keepRecord = false) =>
  playGame(game, { config, seed, bots: bots.map((b, k) => makeBot(game, b, k)), botNames: bots, keepRecord });

describe('HellRail simulated games', () => {
  it('random play ends by exhaustion at 2, 3 and 4 seats (HR-13.3, HR-21.4): 3 × 15 games', () => {
    for (const n of [2, 3, 4]) {
      for (let i = 0; i < 15; i++) {
        const g = play(Array(n).fill('random'), `r${n}-${i}`);
        expect(g.outcome.scores).toHaveLength(n);
        expect((g.state as { endReason: string }).endReason).toBe('EXHAUSTION');
      }
    }
  });
  it('HR-19.7: heuristic play finishes at 2, 3 and 4 seats: 3 × 10 games, turns near HR-21.4', () => {
    const target: Record<number, number> = { 2: 28.8, 3: 25.4, 4: 23.4 };
    for (const n of [2, 3, 4]) {
      let turns = 0;
      const games = 10;
      for (let i = 0; i < games; i++) {
        const g = play(Array(n).fill('heuristic'), `h${n}-${i}`);
        turns += hellrail.turns!(g.state as never);
        expect(Math.max(...g.outcome.scores)).toBeGreaterThan(0);
      }
      // Loose band for a small sample; the 5,000-game CLI runs are reported separately.
      expect(turns / games).toBeGreaterThan(target[n]! * 0.7);
      expect(turns / games).toBeLessThan(target[n]! * 1.3);
    }
  });
  it('HR-19.4: heuristic beats random in at least 95 % of 2-seat games (40 games, both seat orders)', () => {
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const hFirst = i % 2 === 0;
      const g = play(hFirst ? ['heuristic', 'random'] : ['random', 'heuristic'], `vs-${i}`);
      const h = hFirst ? 0 : 1;
      if (g.outcome.winners.length === 1 && g.outcome.winners[0] === h) wins++;
    }
    expect(wins / 40).toBeGreaterThanOrEqual(0.95);
  });
  it('HR-19.6: records replay to the same outcome; the same seed gives the same game (HR-4.8)', () => {
    const g = play(['heuristic', 'random', 'heuristic'], 'replay', {}, true);
    const r = replayRecord(game, g.record);
    expect(r.ok && r.outcome).toEqual(g.outcome);
    expect(play(['heuristic', 'random', 'heuristic'], 'replay').outcome).toEqual(g.outcome);
  });
  it('HR-19.1: the heuristic bot decides from its own view only (HR-15.1): hidden cards do not change its choice', () => {
    let checked = 0;
    const g = playGame(game, {
      config: {},
      seed: 'view-only',
      bots: [0, 1, 2].map((k) => makeBot(game, 'heuristic', k)),
      botNames: ['heuristic', 'heuristic', 'heuristic'],
      keepRecord: false,
      onAction(seat, _a, before) {
        if (checked >= 30) return;
        const s = before as HrState;
        if (s.phase !== 'ACTIONS' || s.active !== seat) return;
        // Swap an opponent's hand with cards of the draw pile (same sizes) and reverse the pile.
        const other = (seat + 1) % 3;
        const alt: HrState = structuredClone(s);
        const n = Math.min(seatOf(alt, other).hand.length, alt.drawPile.length);
        const moved = seatOf(alt, other).hand.splice(0, n);
        seatOf(alt, other).hand.push(...alt.drawPile.splice(0, n));
        alt.drawPile.push(...moved);
        alt.drawPile.reverse();
        const legal = hellrail.legalActions(s, seat);
        const pick = (st: HrState) =>
          makeBot(game, 'heuristic', seat).act({ seat, legal, rng: rngFromSeed('x'), now: 0, view: () => hellrail.view(st, seat) });
        expect(pick(alt)).toEqual(pick(s));
        checked++;
      },
    });
    expect(g.outcome.scores).toHaveLength(3);
    expect(checked).toBeGreaterThan(10);
  });
  it('HR-19.5, HR-8.3: in upTo mode the heuristic bot never steps through an open end (12 games)', () => {
    let self = 0;
    let pushedOff = 0;
    for (let i = 0; i < 12; i++) {
      playGame(game, {
        config: {},
        seed: `safe-${i}`,
        bots: [0, 1, 2].map((k) => makeBot(game, 'heuristic', k)),
        botNames: ['heuristic', 'heuristic', 'heuristic'],
        keepRecord: false,
        onAction(seat, _a, _before, after) {
          for (const e of (after as HrState).events)
            if (e.kind === 'DERAIL') {
              if (e.seat === seat) self++;
              else pushedOff++;
            }
        },
      });
    }
    expect(self).toBe(0);
    expect(pushedOff).toBeGreaterThanOrEqual(0);
  });
  it('configuration variants play to the end (HR-16 flags)', () => {
    const configs = [
      { moveMode: 'exact', roundLimit: 40 },
      { railStepCost: 2 },
      { firstVisitorOnly: true, effectTokensFaceUp: false },
      { handLimit: 4, catchUpCard: true },
      { reusableTokens: true, abyssRemovesStack: false, pushDerailDiscardsHand: false },
      { maxCars: null },
    ];
    configs.forEach((config, i) => {
      const g = play(['heuristic', 'heuristic', 'random'], `cfg-${i}`, config);
      expect(g.outcome.ranks).toHaveLength(3);
    });
  });
});
