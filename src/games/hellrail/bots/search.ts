/**
 * The `hard` HellRail bot (issue 21 item 2): the heuristic (HR-19.4) everywhere except the choice of
 * what to do next in its `ACTIONS` phase, where it runs information-set Monte Carlo search at the
 * root (src/bots/search.ts, paired rounds) over determinizations of its own view (determinize.ts).
 * Searched: the decisions where the heuristic would end its turn, fan the flames (`STOKE`, HR-12) or
 * pick up a car (HR-6.1); its builds and moves are kept. Candidates (`candidates`): the heuristic's
 * action, ending the turn, picking up the most valuable car on offer and stoking with each of the
 * `STOKE_CANDIDATES` hand cards of the highest brimstone; after `NARROW_AFTER` paired rounds only the
 * heuristic's action and the best challenger go on. Heuristic playouts run on the in-place playout
 * path (`heuristicPlayout`, playout/play.ts) and are cut after `PLAYOUT_HORIZON` actions (a 2-seat
 * game has about 270) and then scored by `evaluate`: set-out car value (HR-14) plus `TRAIN_WEIGHT` of
 * the car value still in the train. The reward follows the score margin (`WIN_WEIGHT`). Measured
 * (10 games each, 16 iterations): a horizon of 40 won 6 of 10 against `normal`, 100 won 7 of 10 at
 * twice the time. Figures: docs/hellrail.md. Rules: docs/rules/hellrail.md.
 */
import type { Bot, BotOptions } from '../../../engine/contract.js';
import { marginReward, outcomeReward, searchingBot, type SearchGame } from '../../../bots/search.js';
import { RoundhouseError } from '../../../engine/result.js';
import type { Rng } from '../../../engine/rng.js';
import { cardOf } from '../data.js';
import { legalActions } from '../legal.js';
import { outcome } from '../outcome.js';
import { playInPlace, toPlayout } from '../playout/play.js';
import { activeSeats, actor, apply } from '../rules.js';
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
/**
 * Weight of the win in the reward (`marginReward`; the rest follows the margin). Low, so that paired
 * rounds compare points: on 27 decision pairs (24 rounds each) the mean |t| of the gain was 1.54 at
 * the usual 0.7 and 1.78 at 0.15.
 */
export const WIN_WEIGHT = 0.15;
/** Paired rounds with every candidate before only the heuristic's move and the best challenger go on. */
export const NARROW_AFTER = 4;

/** Distinct cards of the hand whose `STOKE` is searched (the highest brimstone, HR-12.2: more draws). */
export const STOKE_CANDIDATES = 3;

/**
 * The candidate actions (see the module header), the heuristic's action first: ending the turn, the
 * most valuable pick-up (HR-6.1) and stoking (HR-12) with each of the `STOKE_CANDIDATES` hand cards of
 * the highest brimstone (the heuristic's own stoke keeps its route cards; another discard may draw
 * more or keep a better hand). No duplicates.
 */
export function candidates(v: HrView, seat: number, legal: readonly HrAction[], prior: HrAction): HrAction[] {
  const out: HrAction[] = [prior];
  const seen = new Set<string>([JSON.stringify(prior)]);
  const add = (a: HrAction | null | undefined): void => {
    if (!a) return;
    const key = JSON.stringify(a);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(a);
  };
  add(legal.find((a) => a.type === 'END_TURN'));
  let pick: HrAction | null = null;
  for (const a of legal)
    if (a.type === 'PICK_UP' && (pick?.type !== 'PICK_UP' || cardOf(a.card).carValue > cardOf(pick.card).carValue)) pick = a;
  add(pick);
  const hand = v.players[seat]?.hand ?? [];
  const stokes = legal
    .filter((a): a is Extract<HrAction, { type: 'STOKE' }> => a.type === 'STOKE' && hand.includes(a.card))
    .sort((x, y) => cardOf(y.card).brimstone - cardOf(x.card).brimstone || cardOf(x.card).carValue - cardOf(y.card).carValue);
  for (const a of stokes.slice(0, STOKE_CANDIDATES)) add(a);
  return out;
}

/** Projected scores of an unfinished state (set-out value + `TRAIN_WEIGHT` × train value), as a reward for `seat`. */
export function evaluate(s: HrState, seat: number): number {
  const scores = s.players.map(
    (p) => p.setOut.reduce((t, c) => t + cardOf(c).carValue, 0) + TRAIN_WEIGHT * p.train.reduce((t, c) => t + cardOf(c).carValue, 0),
  );
  const mine = scores[seat] ?? 0;
  const best = Math.max(...scores.filter((_, k) => k !== seat));
  return marginReward(scores, seat, SPAN, mine >= best, mine === best, WIN_WEIGHT);
}

/**
 * One heuristic playout on the in-place path (playout/play.ts): a copy of `state`, `first` for `seat`,
 * then the heuristic for every seat (fresh bots, drawing from `rng`) for at most `PLAYOUT_HORIZON`
 * actions or to the end (HR-13); the state reached, equal to the generic loop's (src/bots/search.ts)
 * without its pure `apply` (payload validation and copy-on-write copies on every action).
 */
export function heuristicPlayout(state: HrState, seat: number, first: HrAction, rng: Rng): HrState {
  const f = toPlayout(state);
  try {
    playInPlace(f, seat, first);
  } catch (e) {
    throw new RoundhouseError('BOT_ILLEGAL', `search: candidate not legal in a determinization (${String(e)})`);
  }
  const bots: (Bot<HrView, HrAction> | undefined)[] = [];
  for (let n = 0; n < PLAYOUT_HORIZON && f.phase !== 'GAME_OVER'; n++) {
    const active = actor(f);
    const legal = legalActions(f, active);
    if (legal.length === 0) break;
    const bot = (bots[active] ??= heuristicBot(active));
    const a = bot.act({ seat: active, legal, rng, now: 0, view: () => view(f, active) });
    if (a === null) break;
    playInPlace(f, active, a);
  }
  return f;
}

/** The search description of one decision whose heuristic move is `prior`. */
export const searchGame = (prior: HrAction): SearchGame<HrState, HrView, HrAction> => ({
  module: { apply: (st, seat, a) => apply(st, seat, a), outcome, activeSeats, legalActions, view },
  determinize,
  candidates: (v, seat, legal) => candidates(v, seat, legal, prior),
  playoutBot: (seat) => heuristicBot(seat),
  reward: (o, seat) => outcomeReward(o, seat, SPAN, WIN_WEIGHT),
  maxPlayoutActions: PLAYOUT_HORIZON,
  playout: heuristicPlayout,
  evaluate,
  paired: true,
  narrowAfter: NARROW_AFTER,
  priorMargin: PRIOR_MARGIN,
});

/** Actions of the heuristic that close or reshape a turn: only those decisions are searched. */
const SEARCHED: ReadonlySet<HrAction['type']> = new Set(['END_TURN', 'STOKE', 'PICK_UP']);

/** Whether `v` is a decision of `seat` worth searching. */
export const searchable = (v: HrView, seat: number, prior: HrAction): boolean => SEARCHED.has(prior.type) && canDeterminize(v, seat);

/** Creates the `hard` bot for one seat; `options` sets the search budget (iterations or ms). */
export function hardBot(seat: number, options: BotOptions = {}): Bot<HrView, HrAction> {
  return searchingBot({ prior: heuristicBot, searchable, game: searchGame }, seat, options);
}
