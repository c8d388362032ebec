/**
 * The `hard` HellRail bot (issue 21 item 2): the heuristic (HR-19.4) everywhere except the choice of
 * what to do next in its `ACTIONS` phase, where it runs information-set Monte Carlo search at the
 * root (src/bots/search.ts, paired rounds) over determinizations of its own view (determinize.ts).
 * Searched: the decisions where the heuristic would end its turn, fan the flames (`STOKE`, HR-12) or pick up a car
 * (HR-6.1); its builds and moves are kept. Candidates: the heuristic's action, ending the turn,
 * picking up the most valuable car on offer and stoking with the hand's best fuel card. Heuristic
 * playouts are cut after `PLAYOUT_HORIZON` actions (a 2-seat game has about 270; the heuristic is
 * slow) and then scored by `evaluate`: set-out car value (HR-14) plus `TRAIN_WEIGHT` of the car value
 * still in the train. Measured (10 games each, 16 iterations): a horizon of 40 won 6 of 10 against
 * `normal`, 100 won 7 of 10 at twice the time. Rules: docs/rules/hellrail.md.
 */
import type { Bot, BotOptions } from '../../../engine/contract.js';
import { marginReward, outcomeReward, searchingBot, type SearchGame } from '../../../bots/search.js';
import { cardOf } from '../data.js';
import { legalActions } from '../legal.js';
import { outcome } from '../outcome.js';
import { activeSeats, apply } from '../rules.js';
import type { HrAction, HrState, HrView } from '../types.js';
import { view } from '../view.js';
import { canDeterminize, determinize } from './determinize.js';
import { heuristicBot } from './heuristic.js';

/** Playout length in actions before a playout is scored by `evaluate`. */
export const PLAYOUT_HORIZON = 40;
/** Share of a car's value counted while it is still in the train. */
export const TRAIN_WEIGHT = 0.5;
/** Reward a move must gain over the heuristic's (paired rounds). */
export const PRIOR_MARGIN = 0.02;
/** Score margin at which the reward's margin part saturates. */
const SPAN = 15;

/** The candidate actions (see the module header); the heuristic's action comes first. */
export function candidates(v: HrView, seat: number, legal: readonly HrAction[], prior: HrAction): HrAction[] {
  const out: HrAction[] = [prior];
  const same = (a: HrAction): boolean => JSON.stringify(a) === JSON.stringify(prior);
  const end = legal.find((a) => a.type === 'END_TURN');
  if (end && !same(end)) out.push(end);
  let pick: HrAction | null = null;
  for (const a of legal)
    if (a.type === 'PICK_UP' && (pick?.type !== 'PICK_UP' || cardOf(a.card).carValue > cardOf(pick.card).carValue)) pick = a;
  if (pick && !same(pick)) out.push(pick);
  const hand = v.players[seat]?.hand ?? [];
  let stoke: HrAction | null = null;
  for (const a of legal)
    if (a.type === 'STOKE' && hand.includes(a.card) && (stoke?.type !== 'STOKE' || cardOf(a.card).brimstone > cardOf(stoke.card).brimstone))
      stoke = a;
  if (stoke && !same(stoke)) out.push(stoke);
  return out;
}

/** Projected scores of an unfinished state (set-out value + `TRAIN_WEIGHT` × train value), as a reward for `seat`. */
export function evaluate(s: HrState, seat: number): number {
  const scores = s.players.map(
    (p) => p.setOut.reduce((t, c) => t + cardOf(c).carValue, 0) + TRAIN_WEIGHT * p.train.reduce((t, c) => t + cardOf(c).carValue, 0),
  );
  const mine = scores[seat] ?? 0;
  const best = Math.max(...scores.filter((_, k) => k !== seat));
  return marginReward(scores, seat, SPAN, mine >= best, mine === best);
}

const game = (prior: HrAction): SearchGame<HrState, HrView, HrAction> => ({
  module: { apply: (st, seat, a) => apply(st, seat, a), outcome, activeSeats, legalActions, view },
  determinize,
  candidates: (v, seat, legal) => candidates(v, seat, legal, prior),
  playoutBot: (seat) => heuristicBot(seat),
  reward: (o, seat) => outcomeReward(o, seat, SPAN),
  maxPlayoutActions: PLAYOUT_HORIZON,
  evaluate,
  paired: true,
  priorMargin: PRIOR_MARGIN,
});

/** Actions of the heuristic that close or reshape a turn: only those decisions are searched. */
const SEARCHED: ReadonlySet<HrAction['type']> = new Set(['END_TURN', 'STOKE', 'PICK_UP']);

/** Whether `v` is a decision of `seat` worth searching. */
const searchable = (v: HrView, seat: number, prior: HrAction): boolean => SEARCHED.has(prior.type) && canDeterminize(v, seat);

/** Creates the `hard` bot for one seat; `options` sets the search budget (iterations or ms). */
export function hardBot(seat: number, options: BotOptions = {}): Bot<HrView, HrAction> {
  return searchingBot({ prior: heuristicBot, searchable, game }, seat, options);
}
