/**
 * The `hard` Ticket to Ride bot (issue 21 item 2, spec section 14.1 "Hard"): information-set Monte
 * Carlo search at the root (src/bots/search.ts) in the `main` step of its turns, over determinizations
 * sampled from its own view (determinize.ts), with the heuristic as the playout policy and as one of
 * the candidates. Other steps (second card, ticket choice) are the heuristic's. Candidates: the
 * heuristic's move, a blind draw, face-up cards of the first two colours, new tickets while it has trains to
 * spare, and the longest claimable routes (one payment each, fewest locomotives). Rules:
 * docs/rules/ticket-to-ride.md.
 */
import type { Bot, BotOptions, Outcome } from '../../../engine/contract.js';
import { outcomeReward, searchingBot, type SearchGame } from '../../../bots/search.js';
import { ROUTE_INDEX, ROUTE_LEN } from '../data.js';
import type { TtrAction, TtrState, TtrView } from '../types.js';
import { activeSeats, apply } from '../rules.js';
import { legalActions } from '../legal.js';
import { outcome } from '../outcome.js';
import { view } from '../view.js';
import { createHeuristicBot, heuristicBot, HEURISTIC } from './heuristic.js';
import { canDeterminize, determinize } from './determinize.js';

/** Claimable routes searched per decision (the longest). */
export const SEARCH_CLAIMS = 3;
/** Face-up colours searched per decision (the first in the display). */
export const SEARCH_FACE_UP = 2;

const locomotives = (a: Extract<TtrAction, { type: 'CLAIM_ROUTE' }>): number => a.payment.locomotive ?? 0;

/** The candidate moves for `seat` (see the module header); the heuristic's move comes first. */
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
  const trains = v.players[seat]?.trainsLeft ?? 0;
  for (const a of legal) {
    if (a.type === 'DRAW_BLIND') add(a);
    else if (a.type === 'DRAW_TICKETS' && trains > HEURISTIC.ticketDrawMinTrains) add(a);
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

/** Playout reward for `seat`: 0.7 for a win (0.35 shared), plus up to 0.3 for the score margin over the best opponent (±50). */
export function reward(o: Outcome, seat: number): number {
  return outcomeReward(o, seat, 50);
}

const game = (prior: TtrAction): SearchGame<TtrState, TtrView, TtrAction> => ({
  module: { apply: (st, seat, a) => apply(st, seat, a), outcome, activeSeats, legalActions, view },
  determinize,
  candidates: (v, seat, legal) => candidates(v, seat, legal, prior),
  playoutBot: (seat) => heuristicBot(seat),
  reward,
  maxPlayoutActions: 2000,
});

/** Creates the `hard` bot for one seat; `options` sets the search budget (iterations or ms). */
export function hardBot(seat: number, options: BotOptions = {}): Bot<TtrView, TtrAction> {
  return searchingBot(
    { prior: () => createHeuristicBot({ block: true }), searchable: (v) => canDeterminize(v, seat), game },
    seat,
    options,
  );
}
