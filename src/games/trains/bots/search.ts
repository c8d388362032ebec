/**
 * The `hard` Trains bot (issue 21 item 2): the heuristic (section 18.2) everywhere except its buys
 * and its rail and station choices, where it runs information-set Monte Carlo search at the root
 * (src/bots/search.ts) over determinizations of its own view (determinize.ts), with heuristic
 * playouts. A buy decision is one where the heuristic would buy or end its turn with no decision
 * open; the candidates are the heuristic's move, ending the turn and the `SEARCH_BUYS` dearest affordable piles. The heuristic's
 * move is kept unless another candidate's mean reward is clearly higher (`PRIOR_MARGIN`, two standard
 * errors). The search runs in paired rounds (every candidate from the same determinization and the
 * same shuffles): on one 20-game sample at 36 iterations paired rounds won 15 against `normal` where
 * UCB1 won 9, and playouts cut at 100 actions won 9, so playouts run to the end (a safety cap of
 * `PLAYOUT_HORIZON` actions, then the running scores of TR-110 decide). Over 100 games per map at 32
 * iterations it won 51 of 100 (Tokyo) with every candidate in every round, 56 of 100 when only the
 * heuristic's buy and the best challenger go on after `NARROW_AFTER` rounds (docs/trains.md): the
 * budget is too small to leave the heuristic often. Since then: the reward follows the VP margin
 * (`WIN_WEIGHT`) and the full race lasts `NARROW_AFTER` = 3 rounds. On Osaka that was not enough
 * (58.5 % of 200 against `normal`): it now also searches where to lay each rail (CHOOSE_RAIL_HEX,
 * TR-51) and where to build each station (CHOOSE_STATION_CITY, TR-57), the same way, with the
 * heuristic's answer and up to `SEARCH_HEXES` − 1 other options by `hexWorth` as candidates; on the
 * same 40 Osaka games that took hard from 23 to 30 wins (figures: docs/trains.md).
 * Rules: docs/rules/trains.md.
 */
import type { Bot, BotOptions } from '../../../engine/contract.js';
import { marginReward, outcomeReward, searchingBot, type SearchGame } from '../../../bots/search.js';
import { RoundhouseError } from '../../../engine/result.js';
import { CARDS } from '../cards.js';
import { BOARDS, CITY_VP, hexAt } from '../map.js';
import { popcount } from '../rails.js';
import { legalActions } from '../legal.js';
import { boardTotals, outcome, rankSeats, victoryVp } from '../outcome.js';
import { activeSeats, apply } from '../rules.js';
import type { TrainsAction, TrainsState } from '../types.js';
import { view, type TrainsView } from '../view.js';
import { canDeterminize, determinize } from './determinize.js';
import { HEURISTIC, heuristicBot } from './heuristic.js';
import { playoutAct, playoutState, runPlayout, startPlayout } from '../playout.js';

/** Affordable piles searched per buy decision (the dearest). */
export const SEARCH_BUYS = 5;
/** Playout length in actions before a playout is scored by the running scores (a 2-seat game has about 300). */
export const PLAYOUT_HORIZON = 400;
/** Reward a buy must gain over the heuristic's, in paired rounds (the UCB1 default is 0.05). */
export const PRIOR_MARGIN = 0.02;
/** Paired rounds with every candidate before only the heuristic's buy and the best challenger go on. */
export const NARROW_AFTER = 3;
/** Score margin (VP) at which the reward's margin part saturates. */
const SPAN = 20;
/**
 * Weight of the win in the reward (`marginReward`; the rest follows the VP margin). Low, so that paired
 * rounds compare points rather than a few flipped close games: on 29 buy pairs (Tokyo, 24 rounds
 * each) the mean |t| of the gain was 1.25 at the usual 0.7 and 1.49 at 0.15.
 */
export const WIN_WEIGHT = 0.15;

/** The candidate moves of a buy decision (see the module header); the heuristic's move comes first. */
export function candidates(legal: readonly TrainsAction[], prior: TrainsAction): TrainsAction[] {
  const out: TrainsAction[] = [prior];
  const buys = legal.filter((a): a is Extract<TrainsAction, { type: 'BUY' }> => a.type === 'BUY' && a !== prior);
  buys.sort((x, y) => CARDS[y.pile].cost - CARDS[x.pile].cost);
  for (const a of buys.slice(0, SEARCH_BUYS)) if (!(prior.type === 'BUY' && prior.pile === a.pile)) out.push(a);
  const end = legal.find((a) => a.type === 'END_TURN');
  if (end && prior.type !== 'END_TURN') out.push(end);
  return out;
}

/** An answer to a rail hex (TR-51) or station city (TR-57) choice. */
type HexChoice = Extract<TrainsAction, { type: 'CHOOSE_RAIL_HEX' | 'CHOOSE_STATION_CITY' }>;

/** Whether `a` answers a rail hex or station city choice. */
const isHexChoice = (a: TrainsAction): a is HexChoice => a.type === 'CHOOSE_RAIL_HEX' || a.type === 'CHOOSE_STATION_CITY';

/** Rail hexes (CHOOSE_RAIL_HEX, TR-51) or station cities (CHOOSE_STATION_CITY, TR-57) searched per choice, the heuristic's included. */
export const SEARCH_HEXES = 6;

/**
 * Quick worth (VP-like) of answering `v`'s open rail or station choice with `hex`, to pick which
 * options the search tries: for a rail (TR-51..TR-54) the city's VP at one more station (CITY_VP) or
 * the remote location's printed value, less the surcharge (money) and 2 per Waste; for a station
 * (TR-57..TR-59) the VP step it adds, counted for me if I have a rail there and against me (0.75 each)
 * for every other seat with one.
 */
export function hexWorth(v: TrainsView, seat: number, hex: number): number {
  const board = BOARDS[v.map];
  const hx = hexAt(board, hex);
  const p = v.pending;
  const s = v.stations[hex] ?? 0;
  if (p && !('hidden' in p) && p.kind === 'CHOOSE_RAIL_HEX') {
    const o = p.options.find((x) => x.hex === hex);
    const value = hx.terrain === 'city' ? (CITY_VP[Math.min(s + 1, hx.slots)] ?? 0) : hx.terrain === 'remote' ? hx.value : 0;
    return value - (o?.surcharge ?? 0) - 2 * (o?.waste ?? 0);
  }
  const gain = (CITY_VP[s + 1] ?? 0) - (CITY_VP[s] ?? 0);
  const rails = v.rails[hex] ?? 0;
  return (((rails >> seat) & 1) - 0.75 * popcount(rails & ~(1 << seat))) * gain;
}

/**
 * Candidates of an open rail hex or station city choice of `seat` in `v` (TR-51, TR-57): the
 * heuristic's answer `prior` first, then the other legal answers by `hexWorth` (ties: lower hex),
 * `SEARCH_HEXES` in all.
 */
export function hexCandidates(v: TrainsView, seat: number, legal: readonly TrainsAction[], prior: TrainsAction): TrainsAction[] {
  const others = legal.filter(
    (a): a is HexChoice => isHexChoice(a) && a.type === prior.type && !(isHexChoice(prior) && prior.hex === a.hex),
  );
  const worth = new Map(others.map((a) => [a.hex, hexWorth(v, seat, a.hex)]));
  others.sort((x, y) => (worth.get(y.hex) ?? 0) - (worth.get(x.hex) ?? 0) || x.hex - y.hex);
  return [prior, ...others.slice(0, SEARCH_HEXES - 1)];
}

/** Running scores (TR-110: board VP + Victory cards + VP tokens) of an unfinished state, as a reward for `seat`. */
export function evaluate(s: TrainsState, seat: number): number {
  const board = boardTotals(s);
  const scores = s.players.map((p, k) => (board.vp[k] ?? 0) + victoryVp(p) + p.vpTokens);
  const ranks = rankSeats(scores, board.rails);
  return marginReward(scores, seat, SPAN, ranks[seat] === 1, ranks.filter((r) => r === 1).length > 1, WIN_WEIGHT);
}

/**
 * One playout on the in-place path (playout.ts): `first` for `seat`, then the heuristic for every seat
 * for at most PLAYOUT_HORIZON actions; the state reached, equal to the generic loop's.
 */
function heuristicPlayout(state: TrainsState, seat: number, first: TrainsAction): TrainsState {
  const p = startPlayout(state);
  const r = playoutAct(p, seat, first);
  if (!r.ok) throw new RoundhouseError('BOT_ILLEGAL', `search: candidate not legal in a determinization (${r.error.code})`);
  runPlayout(
    p,
    state.players.map(() => HEURISTIC),
    PLAYOUT_HORIZON,
  );
  return playoutState(p);
}

/** The search description of one decision whose heuristic answer is `prior` (buy or rail/station candidates, heuristic playouts). */
export const searchGame = (prior: TrainsAction): SearchGame<TrainsState, TrainsView, TrainsAction> => ({
  module: { apply: (st, seat, a) => apply(st, seat, a), outcome, activeSeats, legalActions, view },
  determinize,
  candidates: (v, seat, legal) => (isHexChoice(prior) ? hexCandidates(v, seat, legal, prior) : candidates(legal, prior)),
  playoutBot: (seat) => heuristicBot(seat),
  reward: (o, seat) => outcomeReward(o, seat, SPAN, WIN_WEIGHT),
  maxPlayoutActions: PLAYOUT_HORIZON,
  playout: heuristicPlayout,
  evaluate,
  paired: true,
  narrowAfter: NARROW_AFTER,
  priorMargin: PRIOR_MARGIN,
});

/** Search the rail hex and station city choices too (env TRAINS_HARD_HEXES=0 turns it off, for A/B runs). */
const HARD_HEXES = typeof process === 'undefined' || process.env.TRAINS_HARD_HEXES !== '0';

/**
 * Whether `v` is a decision of `seat` worth searching: a buy (the heuristic buys or ends its turn with
 * no decision open) or, when `HARD_HEXES` is on, a rail hex or station city choice (TR-51, TR-57).
 */
export const searchable = (v: TrainsView, seat: number, prior: TrainsAction): boolean =>
  (v.pending === null ? prior.type === 'BUY' || prior.type === 'END_TURN' : HARD_HEXES && isHexChoice(prior)) && canDeterminize(v, seat);

/** Creates the `hard` bot for one seat; `options` sets the search budget (iterations or ms). */
export function hardBot(seat: number, options: BotOptions = {}): Bot<TrainsView, TrainsAction> {
  return searchingBot({ prior: heuristicBot, searchable, game: searchGame }, seat, options);
}
