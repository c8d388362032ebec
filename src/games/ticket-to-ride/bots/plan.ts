/**
 * Path planning for the heuristic bot (spec section 14.1 "Plans tickets as paths"): route costs seen
 * from one seat's view, Dijkstra over the 36-city map, and a greedy Steiner approximation that joins
 * several tickets, reusing routes already planned. Uses only public board data and the seat's view.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CITIES, CITY_INDEX, CITY_ROUTES, ROUTE_FROM, ROUTE_LEN, ROUTE_PAIR, ROUTE_TO, TICKET_BY_ID } from '../data.js';

/** Route cost for planning: 0 = owned by the seat, Infinity = unusable, else trains + a per-claim overhead. */
export type RouteCosts = Float64Array;

/** Extra cost per route claimed (a claim takes a turn), in trains. */
export const CLAIM_OVERHEAD = 0.5;

/**
 * Planning costs for `seat` (TTR-62 aware): owned → 0; claimed by others, closed by the double rule,
 * or longer than `trainsLeft` → Infinity; otherwise length + CLAIM_OVERHEAD.
 */
export function routeCosts(
  routeOwner: readonly (number | null)[],
  seat: number,
  seats: number,
  doubleMin: number,
  trainsLeft: number,
): RouteCosts {
  const cost = new Float64Array(routeOwner.length);
  for (let r = 0; r < routeOwner.length; r++) {
    const o = routeOwner[r];
    if (o === seat) cost[r] = 0;
    else if (o !== null && o !== undefined) cost[r] = Infinity;
    else {
      const p = ROUTE_PAIR[r] ?? -1;
      const po = p >= 0 ? routeOwner[p] : null;
      const len = ROUTE_LEN[r] ?? 0;
      if (po !== null && po !== undefined && (seats < doubleMin || po === seat)) cost[r] = Infinity;
      else cost[r] = len > trainsLeft ? Infinity : len + CLAIM_OVERHEAD;
    }
  }
  return cost;
}

const NO_ROUTES: readonly number[] = [];

/** The city at the other end of route `r` from city `c` (route and city indexes). */
export function otherEnd(r: number, c: number): number {
  return ROUTE_FROM[r] === c ? (ROUTE_TO[r] ?? -1) : (ROUTE_FROM[r] ?? -1);
}

/** Cheapest path between two cities: total cost and route indexes, or null if unreachable (Dijkstra, O(V²)). */
export function shortestPath(cost: RouteCosts, from: number, to: number): { cost: number; routes: number[] } | null {
  const n = CITIES.length;
  const dist = new Float64Array(n).fill(Infinity);
  const via = new Int16Array(n).fill(-1);
  const done = new Uint8Array(n);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      const d = dist[i] ?? Infinity;
      if (!done[i] && d < best) {
        best = d;
        u = i;
      }
    }
    if (u < 0) return null;
    if (u === to) break;
    done[u] = 1;
    for (const r of CITY_ROUTES[u] ?? NO_ROUTES) {
      const c = cost[r] ?? Infinity;
      if (c === Infinity) continue;
      const v = otherEnd(r, u);
      const nd = best + c;
      if (nd < (dist[v] ?? Infinity)) {
        dist[v] = nd;
        via[v] = r;
      }
    }
  }
  const routes: number[] = [];
  for (let c = to; c !== from;) {
    const r = via[c] ?? -1;
    if (r < 0) return null;
    routes.push(r);
    c = otherEnd(r, c);
  }
  return { cost: dist[to] ?? Infinity, routes };
}

/** A plan joining tickets: routes still to claim, their total trains, and which tickets it covers. */
export interface Plan {
  /** Unowned route indexes to claim. */
  readonly routes: number[];
  /** Trains needed for `routes`. */
  readonly trains: number;
  /** Ticket ids the plan completes. */
  readonly covered: string[];
  /** Ticket ids that cannot be completed within the budget or at all. */
  readonly dropped: string[];
  /** How many planned tickets use each planned route (route index → count). */
  readonly uses: Map<number, number>;
}

/**
 * Greedy Steiner approximation: plans `ticketIds` in the given order; each ticket's shortest path
 * is found with already-planned routes at cost 0, and kept only if the plan's trains stay ≤ `budget`.
 */
export function planTickets(baseCost: RouteCosts, ticketIds: readonly string[], budget: number): Plan {
  const cost = new Float64Array(baseCost);
  const planned = new Set<number>();
  const uses = new Map<number, number>();
  const covered: string[] = [];
  const dropped: string[] = [];
  let trains = 0;
  for (const id of ticketIds) {
    const t = TICKET_BY_ID.get(id);
    const from = t && CITY_INDEX.get(t.from);
    const to = t && CITY_INDEX.get(t.to);
    const p = from === undefined || to === undefined ? null : shortestPath(cost, from, to);
    if (!p) {
      dropped.push(id);
      continue;
    }
    let extra = 0;
    for (const r of p.routes) if ((cost[r] ?? 0) > 0) extra += ROUTE_LEN[r] ?? 0;
    if (trains + extra > budget) {
      dropped.push(id);
      continue;
    }
    trains += extra;
    covered.push(id);
    for (const r of p.routes) {
      if ((baseCost[r] ?? 0) > 0) {
        planned.add(r);
        uses.set(r, (uses.get(r) ?? 0) + 1);
      }
      cost[r] = 0;
    }
  }
  return { routes: [...planned], trains, covered, dropped, uses };
}
