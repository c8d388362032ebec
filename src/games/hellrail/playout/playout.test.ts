/**
 * The HellRail playout path against the pure rules (issue 21 item 1): thousands of random games
 * played both ways from the same seeds with the same random policy, over varied configurations
 * (HR-16), must list the same actions (HR-19.2), pass through the same states (events included) and
 * end the same way (HR-13.3 exhaustion, HR-13.4 round limit) with the same outcome (HR-14 scores,
 * load tie-break, ranks, winners).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseConfig } from '../config.js';
import { legalActions } from '../legal.js';
import { outcome } from '../outcome.js';
import { actor, apply } from '../rules.js';
import { setup } from '../setup.js';
import { rngFromSeed } from '../../../engine/rng.js';
import type { HrConfig, HrState } from '../types.js';
import { countActions, nthAction } from './actions.js';
import { playInPlace, randomPlayout, toPlayout } from './play.js';
import { PROPERTY_CONFIGS } from '../test-helpers.js';

/** The property configurations plus a short game. */
const CONFIGS: Partial<HrConfig>[] = [...PROPERTY_CONFIGS, { roundLimit: 8 }];

/** Throws naming `what` when `got` and `want` differ (cheaper than `expect` on every step). */
function same(got: unknown, want: unknown, what: string): void {
  const g = JSON.stringify(got);
  const w = JSON.stringify(want);
  if (g !== w) throw new Error(`${what}: playout path ${g.slice(0, 400)}, pure rules ${w.slice(0, 400)}`);
}

describe('HellRail playout path (issue 21 item 1)', () => {
  it('same seeds, same random policy ⇒ same actions, states and outcome as the pure apply (HR-5, HR-13, HR-14, HR-19.2)', () => {
    const ends = new Set<string>();
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom(...CONFIGS),
        (seed, seats, raw) => {
          const config = parseConfig(raw, seats);
          let s: HrState = setup(config, seed, seats);
          const f = toPlayout(s);
          const start = toPlayout(s);
          const pureRng = rngFromSeed(`${seed}/bots`);
          const fastRng = rngFromSeed(`${seed}/bots`);
          for (let step = 0; s.phase !== 'GAME_OVER'; step++) {
            const seat = actor(s);
            same(actor(f), seat, `step ${step}: actor`);
            const legal = legalActions(s, seat);
            const action = pureRng.pick(legal);
            if (f.phase === 'ACTIONS') {
              const counted = countActions(f, seat);
              same(counted.total, legal.length, `step ${step}: number of legal actions`);
              const k = fastRng.int(counted.total);
              same(nthAction(f, counted, k), action, `step ${step}: chosen action`);
              if (step % 20 === 0)
                same(
                  legal.map((_, i) => nthAction(f, counted, i)),
                  legal,
                  `step ${step}: every legal action`,
                );
            } else same(fastRng.pick(legalActions(f, seat)), action, `step ${step}: chosen action`);
            const r = apply(s, seat, action);
            if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
            s = r.value;
            playInPlace(f, seat, action);
            if (step % 25 === 0) same(f, s, `step ${step}: state`);
          }
          same(f, s, 'final state');
          same(outcome(f), outcome(s), 'outcome');
          if (s.endReason) ends.add(s.endReason);
          // The playout loop itself, from a copy of the start, plays the same game.
          randomPlayout(start, rngFromSeed(`${seed}/bots`));
          same(start, s, 'final state of randomPlayout');
        },
      ),
      { numRuns: 1000 },
    );
    expect([...ends].sort()).toEqual(['EXHAUSTION', 'ROUND_LIMIT']);
  });

  it('counts pure states and a playout state in turn, each the same as legalActions (HR-19.2; the board summary follows whichever board it is given)', () => {
    for (let g = 0; g < 60; g++) {
      const seats = 2 + (g % 3);
      const config = parseConfig(CONFIGS[g % CONFIGS.length], seats);
      let s: HrState = setup(config, `interleaved-${g}`, seats);
      // An unrelated playout state, counted between the pure states' counts.
      const other = toPlayout(setup(config, `other-${g}`, seats));
      const rng = rngFromSeed(`interleaved-${g}/bots`);
      const otherRng = rngFromSeed(`other-${g}/bots`);
      for (let step = 0; s.phase !== 'GAME_OVER'; step++) {
        const seat = actor(s);
        const legal = legalActions(s, seat);
        if (s.phase === 'ACTIONS') {
          const counted = countActions(s, seat);
          same(counted.total, legal.length, `game ${g} step ${step}: number of legal actions`);
          same(nthAction(s, counted, step % legal.length), legal[step % legal.length], `game ${g} step ${step}: action`);
        }
        if (other.phase === 'ACTIONS') {
          const o = actor(other);
          const counted = countActions(other, o);
          same(counted.total, legalActions(other, o).length, `game ${g} step ${step}: playout state's number of legal actions`);
          playInPlace(other, o, nthAction(other, counted, otherRng.int(counted.total)));
        } else if (other.phase !== 'GAME_OVER') playInPlace(other, actor(other), otherRng.pick(legalActions(other, actor(other))));
        const r = apply(s, seat, rng.pick(legal));
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        s = r.value;
      }
    }
  });
});
