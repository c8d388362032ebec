/**
 * Blocking for the heuristic bot (spec section 14.1 "Weighs blocking"): infer what an opponent is
 * building from its claimed routes — two separate networks it will likely join — and find the open
 * route whose loss lengthens that connection most. Uses only public information (TTR-120).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CITIES, ROUTE_FROM, ROUTE_LEN, ROUTE_TO, CITY_ROUTES } from '../data.js';
import { routeCosts, type RouteCosts } from './plan.js';

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
    for (let i = 0; i < n; i++)
      if (!done[i] && dist[i]! < best) {
        best = dist[i]!;
        u = i;
      }
    if (u < 0) return null;
    if (targets.has(u)) {
      const routes: number[] = [];
      for (let c = u; via[c] !== -1;) {
        const r = via[c]!;
        routes.push(r);
        c = ROUTE_FROM[r] === c ? ROUTE_TO[r]! : ROUTE_FROM[r]!;
      }
      return { cost: best, routes };
    }
    done[u] = 1;
    for (const r of CITY_ROUTES[u]!) {
      const c = cost[r]!;
      if (c === Infinity) continue;
      const v = ROUTE_FROM[r] === u ? ROUTE_TO[r]! : ROUTE_FROM[r]!;
      if (best + c < dist[v]!) {
        dist[v] = best + c;
        via[v] = r;
      }
    }
  }
}

/** City sets of the connected networks formed by `seat`'s routes, largest (most trains) first. */
function networks(routeOwner: readonly (number | null)[], seat: number): Set<number>[] {
  const parent = CITIES.map((_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  const weight = new Map<number, number>();
  const owned: number[] = [];
  routeOwner.forEach((o, r) => {
    if (o !== seat) return;
    owned.push(r);
    parent[find(ROUTE_FROM[r]!)] = find(ROUTE_TO[r]!);
  });
  const groups = new Map<number, Set<number>>();
  for (const r of owned) {
    const root = find(ROUTE_FROM[r]!);
    if (!groups.has(root)) groups.set(root, new Set());
    groups.get(root)!.add(ROUTE_FROM[r]!).add(ROUTE_TO[r]!);
    weight.set(root, (weight.get(root) ?? 0) + ROUTE_LEN[r]!);
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
    const nets = networks(routeOwner, opp);
    if (nets.length < 2) continue;
    const cost = routeCosts(routeOwner, opp, seats, doubleMin, trainsLeft[opp]!);
    const from = [...nets[0]!];
    const path = connect(cost, from, nets[1]!);
    if (!path || path.cost === 0) continue;
    for (const r of path.routes) {
      if (!claimable.has(r)) continue;
      const saved = cost[r]!;
      cost[r] = Infinity;
      const alt = connect(cost, from, nets[1]!);
      cost[r] = saved;
      const gain = alt ? alt.cost - path.cost : 99;
      if (!best || gain > best.gain) best = { route: r, opponent: opp, gain };
    }
  }
  return best;
}
