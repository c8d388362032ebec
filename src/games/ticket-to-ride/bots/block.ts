/**
 * Blocking for the heuristic bot (spec section 14.1 "Weighs blocking"): infer what an opponent is
 * building from its claimed routes — two separate networks it will likely join — and find the open
 * route whose loss lengthens that connection most. Uses only public information (TTR-120).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CITIES, ROUTE_FROM, ROUTE_LEN, ROUTE_TO, CITY_ROUTES } from '../data.js';
import { otherEnd, routeCosts, type RouteCosts } from './plan.js';

const NO_ROUTES: readonly number[] = [];

/** A blocking candidate: the route to claim, the opponent, and the extra trains it would cost them. */
export interface BlockCandidate {
  readonly route: number;
  readonly opponent: number;
  /** Increase of the opponent's cheapest connection (trains; 99 when it cuts them off). */
  readonly gain: number;
}

/** Multi-source Dijkstra from every city of `sources` to any city of `targets`; returns cost and routes. */
function connect(cost: RouteCosts, sources: readonly number[], targets: ReadonlySet<number>): { cost: number; routes: number[] } | null {
  const n = CITIES.length;
  const dist = new Float64Array(n).fill(Infinity);
  const via = new Int16Array(n).fill(-1);
  const done = new Uint8Array(n);
  for (const c of sources) dist[c] = 0;
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
    if (targets.has(u)) {
      const routes: number[] = [];
      for (let c = u, r = via[c] ?? -1; r !== -1; r = via[c] ?? -1) {
        routes.push(r);
        c = otherEnd(r, c);
      }
      return { cost: best, routes };
    }
    done[u] = 1;
    for (const r of CITY_ROUTES[u] ?? NO_ROUTES) {
      const c = cost[r] ?? Infinity;
      if (c === Infinity) continue;
      const v = otherEnd(r, u);
      if (best + c < (dist[v] ?? Infinity)) {
        dist[v] = best + c;
        via[v] = r;
      }
    }
  }
}

/** City sets of the connected networks formed by `seat`'s routes, largest (most trains) first. */
function networks(routeOwner: readonly (number | null)[], seat: number): Set<number>[] {
  const parent = CITIES.map((_, i) => i);
  const find = (x: number): number => {
    const p = parent[x] ?? x;
    return p === x ? x : (parent[x] = find(p));
  };
  const weight = new Map<number, number>();
  const owned: number[] = [];
  routeOwner.forEach((o, r) => {
    if (o !== seat) return;
    owned.push(r);
    parent[find(ROUTE_FROM[r] ?? 0)] = find(ROUTE_TO[r] ?? 0);
  });
  const groups = new Map<number, Set<number>>();
  for (const r of owned) {
    const from = ROUTE_FROM[r] ?? 0;
    const root = find(from);
    let group = groups.get(root);
    if (!group) groups.set(root, (group = new Set()));
    group.add(from).add(ROUTE_TO[r] ?? 0);
    weight.set(root, (weight.get(root) ?? 0) + (ROUTE_LEN[r] ?? 0));
  }
  return [...groups.entries()].sort((a, b) => (weight.get(b[0]) ?? 0) - (weight.get(a[0]) ?? 0)).map((e) => e[1]);
}

/**
 * Best route to block among `claimable` (route indexes the bot can claim now): for each opponent with
 * two or more networks, the cheapest connection between its two largest networks; each claimable
 * route on it is scored by how much longer that connection becomes without it.
 */
export function bestBlock(
  routeOwner: readonly (number | null)[],
  seats: number,
  doubleMin: number,
  me: number,
  trainsLeft: readonly number[],
  claimable: ReadonlySet<number>,
): BlockCandidate | null {
  let best: BlockCandidate | null = null;
  for (let opp = 0; opp < seats; opp++) {
    if (opp === me) continue;
    const [first, second] = networks(routeOwner, opp);
    if (!first || !second) continue;
    const cost = routeCosts(routeOwner, opp, seats, doubleMin, trainsLeft[opp] ?? 0);
    const from = [...first];
    const path = connect(cost, from, second);
    if (!path || path.cost === 0) continue;
    for (const r of path.routes) {
      if (!claimable.has(r)) continue;
      const saved = cost[r] ?? Infinity;
      cost[r] = Infinity;
      const alt = connect(cost, from, second);
      cost[r] = saved;
      const gain = alt ? alt.cost - path.cost : 99;
      if (!best || gain > best.gain) best = { route: r, opponent: opp, gain };
    }
  }
  return best;
}
