/**
 * The `hard` Ticket to Ride bot (issue 21 item 2, spec section 14.1 "Hard"): information-set Monte
 * Carlo search at the root (src/bots/search.ts, paired rounds) over determinizations sampled from its
 * own view (determinize.ts), with fast rollouts of the planning policy on the playout state
 * (playout/policy.ts, every seat) instead of heuristic playouts. Its prior — the first candidate and
 * the move kept unless another is clearly better — is the heuristic with the `HARD_TUNING` constants.
 * Searched: its ticket choices (the starting one, TTR-41, and in play, TTR-76: every subset it may
 * keep) and the `main` step of its turns (TTR-50: the prior's move, a blind draw, the face-up colours,
 * new tickets, the `SEARCH_CLAIMS` longest claimable routes with their fewest-locomotive payment).
 * A rollout is scored by `hardReward` over the final totals (TTR-106): the win, the margin over the
 * best opponent and the seat's own score (so that it plays for points, not only against the opponent). Rules: docs/rules/ticket-to-ride.md.
 */
import type { Bot, BotOptions } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { RoundhouseError } from '../../../engine/result.js';
import { searchingBot, type SearchGame } from '../../../bots/search.js';
import { ROUTE_INDEX, ROUTE_LEN } from '../data.js';
import type { TtrAction, TtrState, TtrView } from '../types.js';
import { activeSeats, apply } from '../rules.js';
import { legalActions } from '../legal.js';
import { outcome } from '../outcome.js';
import { view } from '../view.js';
import { clonePlayout, toPlayout, type PlayoutState } from '../playout/state.js';
import { actionToMove } from '../playout/moves.js';
import { playMove } from '../playout/play.js';
import { policyMemory, policyPlayout } from '../playout/policy.js';
import { playoutScores } from '../playout/score.js';
import { createHeuristicBot, HEURISTIC, heuristicBot, type HeuristicTuning } from './heuristic.js';
import { canDeterminize, determinize } from './determinize.js';

/** Claimable routes searched per decision (the longest). */
export const SEARCH_CLAIMS = 6;
/** Face-up colours searched per decision (the first in the display). */
export const SEARCH_FACE_UP = 3;
/** Score margin (points) at which the reward's margin part saturates. */
export const SPAN = 40;
/** Paired rounds with every candidate before only the prior and the best challenger go on. */
export const NARROW_AFTER = 12;
/** Complete paired rounds a challenger needs before it may replace the prior (small time budgets keep the prior). */
export const MIN_ROUNDS = 4;
/** Reward a candidate must gain over the prior's (paired rounds; rewards in [0, 1]). */
export const HARD_PRIOR_MARGIN = 0.02;
/**
 * The heuristic constants of `hard`'s prior (bots/heuristic.ts `HEURISTIC` otherwise): new tickets in
 * play (TTR-75) only above 35 trains, and a hand of `maxHand` cards spent on spare routes only in its
 * last 3 turns (25 cards at any time), so that cards go to planned and long routes (TTR-60, TTR-101);
 * the idle rule of `hardBot` still claims after `maxIdleTurns` idle turns (no stalls).
 */
export const HARD_TUNING: Partial<HeuristicTuning> = {
  ticketDrawMinTrains: 35,
  ticketDrawMinOpponentTrains: 35,
  lateTurns: 3,
  fullHand: 25,
};

const locomotives = (a: Extract<TtrAction, { type: 'CLAIM_ROUTE' }>): number => a.payment.locomotive ?? 0;

/** The candidate moves for `seat` (see the module header); the prior's move comes first. */
export function candidates(v: TtrView, seat: number, legal: readonly TtrAction[], prior: TtrAction | null): TtrAction[] {
  const out: TtrAction[] = prior ? [prior] : [];
  const key = (a: TtrAction): string => JSON.stringify(a);
  const seen = new Set(out.map(key));
  const add = (a: TtrAction): void => {
    const k = key(a);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(a);
    }
  };
  const claims = new Map<number, Extract<TtrAction, { type: 'CLAIM_ROUTE' }>>();
  const faceKinds = new Set<string>();
  for (const a of legal) {
    if (a.type === 'KEEP_TICKETS' || a.type === 'DRAW_BLIND' || a.type === 'DRAW_TICKETS') add(a);
    else if (a.type === 'DRAW_FACE_UP') {
      const k = v.faceUp[a.slot];
      if (k && k !== 'locomotive' && !faceKinds.has(k) && faceKinds.size < SEARCH_FACE_UP) {
        faceKinds.add(k);
        add(a);
      }
    } else if (a.type === 'CLAIM_ROUTE') {
      const r = ROUTE_INDEX.get(a.routeId) ?? -1;
      const had = claims.get(r);
      if (!had || locomotives(a) < locomotives(had)) claims.set(r, a);
    }
  }
  [...claims.entries()]
    .sort((x, y) => (ROUTE_LEN[y[0]] ?? 0) - (ROUTE_LEN[x[0]] ?? 0))
    .slice(0, SEARCH_CLAIMS)
    .forEach(([, a]) => add(a));
  if (out.length === 0 && legal[0]) out.push(legal[0]);
  return out;
}

/** The playout state of each determinization, converted once and cloned for each candidate. */
const converted = new WeakMap<TtrState, PlayoutState>();

/**
 * One rollout: `first` for `seat` in a copy of `state`, then the planning policy for every seat to the
 * end (playout/policy.ts); `seat`'s `marginReward` of the final totals. `state` is not changed.
 */
export function rollout(state: TtrState, seat: number, first: TtrAction, _rng?: Rng): number {
  let base = converted.get(state);
  if (!base) converted.set(state, (base = toPlayout(state)));
  const f = clonePlayout(base);
  const move = actionToMove(f, seat, first);
  if (move === null) throw new RoundhouseError('BOT_ILLEGAL', `search: candidate ${first.type} has no playout move`);
  playMove(f, seat, move);
  policyPlayout(f, policyMemory(f.seats));
  const s = playoutScores(f);
  return hardReward(s.totals, seat, s.ranks[seat] === 1, s.winners.length > 1);
}

/** Own-score range (points) mapped onto the own-score part of `hardReward`. */
export const OWN_SCORE = { low: 40, high: 160 } as const;

/**
 * Reward in [0, 1] of final totals `scores` (points, by seat) for `seat`: 0.6 for a sole win (0.3 for a
 * shared one, `rank1`/`shared` from TTR-113), up to 0.2 for the margin over the best opponent within
 * ±`SPAN` points, and up to 0.2 for its own total between `OWN_SCORE.low` and `OWN_SCORE.high`.
 */
export function hardReward(scores: readonly number[], seat: number, rank1: boolean, shared: boolean): number {
  const mine = scores[seat] ?? 0;
  let best = -Infinity;
  scores.forEach((x, k) => {
    if (k !== seat && x > best) best = x;
  });
  if (best === -Infinity) best = mine;
  const margin = Math.max(-SPAN, Math.min(SPAN, mine - best));
  const own = Math.max(0, Math.min(1, (mine - OWN_SCORE.low) / (OWN_SCORE.high - OWN_SCORE.low)));
  return (rank1 ? (shared ? 0.3 : 0.6) : 0) + 0.2 * (0.5 + margin / (2 * SPAN)) + 0.2 * own;
}

const game = (prior: TtrAction): SearchGame<TtrState, TtrView, TtrAction> => ({
  module: { apply: (st, seat, a) => apply(st, seat, a), outcome, activeSeats, legalActions, view },
  determinize,
  candidates: (v, seat, legal) => candidates(v, seat, legal, prior),
  playoutBot: (seat) => heuristicBot(seat),
  reward: (o, seat) => hardReward(o.scores, seat, o.ranks[seat] === 1, o.winners.length > 1),
  maxPlayoutActions: 2000,
  rollout,
  paired: true,
  narrowAfter: NARROW_AFTER,
  minRounds: MIN_ROUNDS,
  priorMargin: HARD_PRIOR_MARGIN,
});

/**
 * Creates the `hard` bot for one seat; `options` sets the search budget (iterations or ms). After
 * `HEURISTIC.maxIdleTurns` turns in a row of drawing while a claim was legal it does not search and
 * claims (the prior's claim, else its longest claimable route): issue 21 "no stalls", never ten idle turns.
 */
export function hardBot(seat: number, options: BotOptions = {}): Bot<TtrView, TtrAction> {
  let idle = 0;
  const bot = searchingBot(
    {
      prior: () => createHeuristicBot({ block: true, tuning: HARD_TUNING }),
      searchable: (v) => idle < HEURISTIC.maxIdleTurns && canDeterminize(v, seat),
      game,
    },
    seat,
    options,
  );
  return {
    act(ctx) {
      let a = bot.act(ctx);
      if (idle >= HEURISTIC.maxIdleTurns && a?.type !== 'CLAIM_ROUTE') {
        // The prior's own idle count follows its suggestions, not the moves played: claim here.
        const claim = candidates(ctx.view(), seat, ctx.legal, null).find((c) => c.type === 'CLAIM_ROUTE');
        if (claim) a = claim;
      }
      if (a && ctx.legal.length > 1 && ctx.view().step === 'main')
        idle = a.type === 'CLAIM_ROUTE' || !ctx.legal.some((l) => l.type === 'CLAIM_ROUTE') ? 0 : idle + 1;
      return a;
    },
  };
}
