/**
 * The playout path against the pure rules (issue 21 item 1): thousands of random games played both
 * ways from the same seeds with the same random policy must visit the same actions and states and end
 * with the same scores (TTR-100 to TTR-113: tickets, Longest Path, Globetrotter, ranks and winners).
 * Also the conversions (TTR-5) round-trip every state a game visits.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, activeSeats } from '../rules.js';
import { legalActions } from '../legal.js';
import { parseConfig } from '../config.js';
import { setup } from '../setup.js';
import { outcome } from '../outcome.js';
import { TICKETS, VARIANT_IDS, VARIANTS } from '../data.js';
import { rngFromSeed } from '../../../engine/rng.js';
import type { TtrState } from '../types.js';
import { clonePlayout, toPlayout, toState } from './state.js';
import { actingSeat, actionToMove, countMoves, legalMoves, moveToAction, nthMove } from './moves.js';
import { playMove } from './play.js';
import { randomPlayout } from './random.js';
import { playoutScores } from './score.js';

/** Throws naming `what` when `got` and `want` differ (cheaper than `expect` on every step of every game). */
function same(got: unknown, want: unknown, what: string): void {
  const g = JSON.stringify(got);
  const w = JSON.stringify(want);
  if (g !== w) throw new Error(`${what}: playout path ${g}, pure rules ${w}`);
}

/** A state without its events (the playout path keeps none, TTR-121). */
const bare = (s: TtrState): TtrState => ({ ...s, events: [] });

const arbConfig = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    seats: fc.integer({ min: 2, max: 5 }),
    house: fc.boolean(),
    doubleRoutesMinPlayers: fc.integer({ min: 2, max: 6 }),
    longestPathBonus: fc.boolean(),
    globetrotterBonus: fc.boolean(),
    revised: fc.boolean(),
    deal: fc.integer({ min: 1, max: 5 }),
    keep: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ variant, seats, house, deal, keep, revised, ...flags }) => {
    if (!house) return { seats, config: { variant } };
    const fits = deal * seats <= TICKETS[VARIANTS[variant].ticketDeck].length;
    return {
      seats,
      config: {
        variant,
        ...flags,
        ...(variant === 'classic' ? { ticketValues: revised ? 'revised' : 'original' } : {}),
        startingTickets: fits ? { deal, keep: Math.min(keep, deal) } : null,
      },
    };
  });

/**
 * Plays one random game both ways: the pure `apply` with the random bot's pick, and the playout path
 * with the same pick from the same bot seed, checking every step; returns the final states.
 */
function bothWays(seed: string, seats: number, config: unknown): { pure: TtrState; fast: ReturnType<typeof toPlayout> } {
  const cfg = parseConfig(config, seats);
  let s = setup(cfg, seed, seats);
  const f = toPlayout(s);
  const pureRng = rngFromSeed(`${seed}/bots`);
  const fastRng = rngFromSeed(`${seed}/bots`);
  for (let step = 0; ; step++) {
    const seat = activeSeats(s)[0];
    same(actingSeat(f), seat ?? -1, `step ${step}: acting seat`);
    if (seat === undefined) break;
    const legal = legalActions(s, seat);
    const n = countMoves(f, seat);
    same(n, legal.length, `step ${step}: number of legal moves`);
    const move = nthMove(f, seat, fastRng.int(n));
    const action = pureRng.pick(legal);
    same(moveToAction(f, seat, move), action, `step ${step}: chosen move`);
    same(actionToMove(f, seat, action), move, `step ${step}: move of the action`);
    if (step % 40 === 0)
      same(
        legalMoves(f, seat).map((m) => moveToAction(f, seat, m)),
        legal,
        `step ${step}: legal moves`,
      );
    const r = apply(s, seat, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value;
    playMove(f, seat, move);
    if (step % 30 === 0) {
      same(toState(f), bare(s), `step ${step}: state`);
      same(toState(toPlayout(s)), bare(s), `step ${step}: state converted both ways`);
    }
  }
  return { pure: s, fast: f };
}

describe('playout path (issue 21 item 1)', () => {
  it('same seeds, same random policy ⇒ same moves, states and outcome as the pure apply (TTR-44, TTR-100 to TTR-113)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), arbConfig, (seed, { seats, config }) => {
        const start = toPlayout(setup(parseConfig(config, seats), seed, seats));
        const { pure, fast } = bothWays(seed, seats, config);
        expect(toState(fast)).toEqual(bare(pure));
        const o = outcome(pure);
        if (!o) throw new Error('the pure game did not end');
        const scored = playoutScores(fast);
        expect(scored.totals).toEqual(o.scores);
        expect(scored.ranks).toEqual(o.ranks);
        expect(scored.winners).toEqual(o.winners);
        expect(scored.longestPathBonus).toEqual(o.breakdown.map((b) => b.longestPathBonus));
        expect(scored.globetrotterBonus).toEqual(o.breakdown.map((b) => b.globetrotterBonus));
        expect(scored.rows).toEqual(
          o.breakdown.map((b) => ({
            routePoints: b.routePoints,
            ticketPoints: b.ticketPoints,
            completedTickets: b.completedTickets,
            longestPath: b.longestPath,
          })),
        );
        // The playout loop itself, from a copy of the start, plays the same game.
        const copy = clonePlayout(start);
        randomPlayout(copy, rngFromSeed(`${seed}/bots`));
        expect(toState(copy)).toEqual(bare(pure));
        expect(toState(start)).toEqual(bare(setup(parseConfig(config, seats), seed, seats)));
      }),
      { numRuns: 1000 },
    );
  });

  it('a playout started mid-game (conversion from any reachable state) ends as the pure game does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.integer({ min: 2, max: 5 }), fc.nat(400), (seed, seats, cut) => {
        const cfg = parseConfig({ variant: 'classic' }, seats);
        let s = setup(cfg, seed, seats);
        const rng = rngFromSeed(`${seed}/bots`);
        for (let i = 0; i < cut && activeSeats(s)[0] !== undefined; i++) {
          const seat = activeSeats(s)[0] ?? 0;
          const r = apply(s, seat, rng.pick(legalActions(s, seat)));
          if (!r.ok) throw new Error(r.error.code);
          s = r.value;
        }
        const f = toPlayout(s);
        const fastRng = rngFromSeed(`${seed}/rest`);
        const pureRng = rngFromSeed(`${seed}/rest`);
        randomPlayout(f, fastRng);
        while (activeSeats(s)[0] !== undefined) {
          const seat = activeSeats(s)[0] ?? 0;
          const r = apply(s, seat, pureRng.pick(legalActions(s, seat)));
          if (!r.ok) throw new Error(r.error.code);
          s = r.value;
        }
        expect(toState(f)).toEqual(bare(s));
      }),
      { numRuns: 200 },
    );
  });
});
