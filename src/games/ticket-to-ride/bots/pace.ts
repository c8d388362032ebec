/**
 * Pace for the heuristic bot (spec section 14.1 "Watches the end"): how many turns the seat probably
 * has left (TTR-91), how many cards a plan still misses, and the open tickets it can still finish in
 * time. A plan it cannot finish is dropped so that its trains go to the
 * best-scoring routes instead of the bot drawing cards to the end (issue 21 "no stalls").
 * Uses only the seat's view. Rules: docs/rules/ticket-to-ride.md.
 */
import { FINAL_ROUND_TRAINS, KINDS, LOCO, ROUTE_COLOR, ROUTE_LEN } from '../data.js';
import type { TtrView } from '../types.js';
import { planTickets, type Plan, type RouteCosts } from './plan.js';

/** Trains an opponent is assumed to spend per turn while racing to the end (trains/turn). */
export const OPPONENT_PACE = 1.5;

/**
 * Turns `seat` probably still has, this one included (≥ 1): in the final round its last turn
 * (TTR-91); otherwise until the seat with the fewest trains reaches the trigger at `OPPONENT_PACE`.
 */
export function turnsLeft(v: TtrView, seat: number): number {
  if (v.finalTurnsLeft !== null) return Math.max(1, Math.ceil(v.finalTurnsLeft / v.seats));
  let fewest = Infinity;
  for (const p of v.players) if (p.seat !== seat) fewest = Math.min(fewest, p.trainsLeft);
  if (fewest === Infinity) return 1;
  return 1 + Math.max(0, Math.ceil((fewest - FINAL_ROUND_TRAINS) / OPPONENT_PACE));
}

/**
 * Train cards still missing to claim every route of `routes` with `hand` (count array by kind,
 * locomotives wild, TTR-63): coloured routes by colour, gray ones (longest first) from the colour
 * with the most cards left over.
 */
export function cardsMissing(hand: readonly number[], routes: readonly number[]): number {
  const left = hand.slice(0, LOCO);
  let deficit = 0;
  const gray: number[] = [];
  for (const r of routes) {
    const c = ROUTE_COLOR[r] ?? -1;
    const len = ROUTE_LEN[r] ?? 0;
    if (c < 0) {
      gray.push(len);
      continue;
    }
    const have = left[c] ?? 0;
    if (have >= len) left[c] = have - len;
    else {
      left[c] = 0;
      deficit += len - have;
    }
  }
  gray.sort((a, b) => b - a);
  for (const len of gray) {
    let best = 0;
    for (let k = 1; k < LOCO; k++) if ((left[k] ?? 0) > (left[best] ?? 0)) best = k;
    const have = left[best] ?? 0;
    if (have >= len) left[best] = have - len;
    else {
      left[best] = 0;
      deficit += len - have;
    }
  }
  return Math.max(0, deficit - (hand[LOCO] ?? 0));
}

/** Turns needed to finish `plan`: one per claim plus one per two missing cards (TTR-70). */
export function turnsNeeded(plan: Plan, hand: readonly number[]): number {
  return plan.routes.length + Math.ceil(cardsMissing(hand, plan.routes) / 2);
}

/**
 * The plan for the tickets of `ticketIds` (best first) that the seat can still finish within `turns`
 * turns and `trains` trains: each ticket is added in order and kept only if the plan stays feasible;
 * the empty plan when none can be finished. `hand` is a count array of length `KINDS`.
 */
export function feasiblePlan(
  costs: RouteCosts,
  ticketIds: readonly string[],
  trains: number,
  hand: readonly number[],
  turns: number,
): Plan {
  if (hand.length !== KINDS) throw new Error(`feasiblePlan: a hand has ${KINDS} kinds, got ${hand.length}`);
  const all = planTickets(costs, ticketIds, trains);
  if (turnsNeeded(all, hand) <= turns) return all;
  const kept: string[] = [];
  let plan = planTickets(costs, kept, trains);
  for (const id of ticketIds) {
    const next = planTickets(costs, [...kept, id], trains);
    if (next.covered.includes(id) && turnsNeeded(next, hand) <= turns) {
      kept.push(id);
      plan = next;
    }
  }
  return plan;
}
