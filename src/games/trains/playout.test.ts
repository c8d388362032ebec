/**
 * The playout path (playout.ts) against the pure engine: from the same seeds and policies, whole bot
 * games take the same actions and end in equal states and outcomes; random legal and illegal actions
 * leave equal states and equal rejection codes after every step; the per-decision view equals
 * `view(state, seat)` (section 15, TR-111). Slow: 107 s at load average 20 on the shared 2-core machine.
 * Rules: docs/rules/trains.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { openRng } from '../../engine/rng.js';
import { makeBot } from '../index.js';
import { BIGMONEY } from './bots/bigmoney.js';
import { HEURISTIC } from './bots/heuristic.js';
import { CARD_IDS } from './cards.js';
import { parseConfig } from './config.js';
import { trains } from './index.js';
import { legalActions } from './legal.js';
import { decisionView, playoutAct, playoutState, runPlayout, startPlayout } from './playout.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { at } from './test-helpers.js';
import type { TrainsAction, TrainsState } from './types.js';
import { view } from './view.js';

const POLICIES = { bigmoney: BIGMONEY, heuristic: HEURISTIC } as const;
type PolicyName = keyof typeof POLICIES;

/** Plain JSON of a value (drops frozen-ness and getters, keeps every field). */
const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('trains playout path', () => {
  it('bot games: same actions, equal final states and outcomes as the pure engine (2–4 seats, both maps, random kingdoms)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        fc.array(fc.constantFrom<PolicyName>('bigmoney', 'heuristic'), { minLength: 4, maxLength: 4 }),
        (seats, osaka, seed, names) => {
          const bots = names.slice(0, seats);
          const config = parseConfig({ map: osaka ? 'osaka' : 'tokyo', preset: 'random' }, seats);
          const pure = playGame(trains, { config, seed, bots: bots.map((b, s) => makeBot(trains, b, s)), botNames: bots });
          const p = startPlayout(setup(config, seed, seats));
          const actions: { seat: number; action: TrainsAction }[] = [];
          const r = runPlayout(
            p,
            bots.map((b) => POLICIES[b]),
            100_000,
            (seat, action) => actions.push({ seat, action }),
          );
          expect(plain(actions)).toEqual(plain(pure.record.actions));
          expect(plain(playoutState(p))).toEqual(plain(pure.state));
          expect(r.outcome).toEqual(pure.outcome);
          expect(r.actions).toBe(pure.actions);
        },
      ),
      { numRuns: 1000, seed: 20261203 },
    );
  }, 300_000);

  it('random actions step by step: equal states after every action, equal rejections (TR-33), views equal to view()', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (seats, osaka, seed, botSeed) => {
          const config = parseConfig({ map: osaka ? 'osaka' : 'tokyo', preset: 'random' }, seats);
          let s: TrainsState = setup(config, seed, seats);
          const p = startPlayout(s);
          const rng = openRng([botSeed, botSeed ^ 0x5bd1e995, 3, 5]);
          for (let step = 0; step < 300 && s.phase !== 'over'; step++) {
            const seat = s.current;
            if (step % 5 === 0) expect(plain(decisionView(p, seat))).toEqual(plain(view(s, seat)));
            // An action that may be illegal: a card that may not be in hand, a pile that may be empty or too dear.
            const wild: TrainsAction[] = [
              { type: 'PLAY', card: at(CARD_IDS, rng.int(CARD_IDS.length)), apply: rng.int(2) === 0 },
              { type: 'BUY', pile: at(CARD_IDS, rng.int(CARD_IDS.length)) },
              { type: 'RECYCLE' },
            ];
            for (const w of wild) {
              const pure = apply(s, seat, w);
              const fast = playoutAct(p, seat, w);
              expect(fast.ok).toBe(pure.ok);
              if (!pure.ok && !fast.ok) expect(fast.error.code).toBe(pure.error.code);
              if (pure.ok) s = pure.value;
              expect(playoutState(p)).toEqual(s);
              if (s.phase === 'over') return;
            }
            const cur = s.current;
            const legal = legalActions(s, cur);
            const ends = legal.filter((a) => a.type === 'END_TURN');
            const a = ends.length && rng.int(5) === 0 ? at(ends, 0) : at(legal, rng.int(legal.length));
            const pure = apply(s, cur, a);
            expect(pure.ok).toBe(true);
            if (pure.ok) s = pure.value;
            expect(playoutAct(p, cur, a).ok).toBe(true);
            expect(playoutState(p)).toEqual(s);
          }
        },
      ),
      { numRuns: 30, seed: 20261203 },
    );
  }, 300_000);
});
