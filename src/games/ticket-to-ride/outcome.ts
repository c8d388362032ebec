/**
 * The outcome and end-of-game scoring (docs/rules/ticket-to-ride.md: TTR-100 to TTR-113): ticket
 * completion by union–find, longest trail by exhaustive DFS over unused routes, bonuses with shared
 * ties, totals, tie-breaks and ranks. `outcome` reads the result the final turn stored (TTR-108).
 */
import {
  at,
  BONUSES,
  CARD_KINDS,
  CITIES,
  cityIndex,
  ROUTE_FROM,
  ROUTE_LEN,
  ROUTE_SCORING,
  ROUTE_TO,
  ROUTES,
  ticketById,
  ticketValues,
  type CardKind,
} from './data.js';
import type { TicketStatus, TtrBreakdown, TtrConfig, TtrOutcome, TtrState } from './types.js';

/** The final result once the game is over (TTR-108), else null. */
export function outcome(s: TtrState): TtrOutcome | null {
  return s.stage.kind === 'gameOver' ? s.stage.result : null;
}

/** Route indexes owned by `seat`, given `routeOwner[routeIndex] = seat | -1`. */
export function routesOf(routeOwner: readonly number[], seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < routeOwner.length; i++) if (routeOwner[i] === seat) out.push(i);
  return out;
}

/** Connected components of the graph made of `routes` (route indexes): comp[cityIndex] = representative (TTR-101). */
export function components(routes: readonly number[]): Int16Array {
  const parent = new Int16Array(CITIES.length);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  const find = (x: number): number => {
    for (let p = at(parent, x); p !== x; p = at(parent, x)) {
      parent[x] = at(parent, p);
      x = at(parent, x);
    }
    return x;
  };
  for (const r of routes) {
    const a = find(at(ROUTE_FROM, r, 'route'));
    const b = find(at(ROUTE_TO, r, 'route'));
    if (a !== b) parent[a] = b;
  }
  for (let i = 0; i < parent.length; i++) parent[i] = find(i);
  return parent;
}

/** TTR-101: is the ticket `ticketId` completed by `routes` (the seat's own route indexes)? */
export function ticketCompleted(ticketId: string, comp: Int16Array): boolean {
  const t = ticketById(ticketId);
  return comp[cityIndex(t.from)] === comp[cityIndex(t.to)];
}

/**
 * TTR-103: the longest trail (in trains) in the graph of `routes`: a sequence of distinct routes,
 * each continuing from where the previous ended; cities may repeat, routes may not (TTR-107).
 * Exhaustive DFS from every city. 0 for no routes.
 */
export function longestPath(routes: readonly number[]): number {
  if (routes.length === 0) return 0;
  const adj: number[][] = CITIES.map(() => []);
  routes.forEach((r, k) => {
    at(adj, at(ROUTE_FROM, r, 'route')).push(k);
    at(adj, at(ROUTE_TO, r, 'route')).push(k);
  });
  const used = new Uint8Array(routes.length);
  let best = 0;
  const dfs = (city: number, len: number): void => {
    if (len > best) best = len;
    for (const k of at(adj, city)) {
      if (used[k]) continue;
      const r = at(routes, k);
      const from = at(ROUTE_FROM, r, 'route');
      used[k] = 1;
      dfs(from === city ? at(ROUTE_TO, r, 'route') : from, len + at(ROUTE_LEN, r, 'route'));
      used[k] = 0;
    }
  };
  adj.forEach((edges, c) => {
    if (edges.length > 0) dfs(c, 0);
  });
  return best;
}

const valueCache = new Map<string, ReadonlyMap<string, number>>();
/** Ticket id → value for a configured game (TTR-102, TTR-D12). Cached per variant/values. */
export function valuesFor(config: TtrConfig): ReadonlyMap<string, number> {
  const key = `${config.variant}/${config.ticketValues ?? ''}`;
  let m = valueCache.get(key);
  if (!m) valueCache.set(key, (m = ticketValues(config.variant, config.ticketValues === 'revised')));
  return m;
}

/** Ticket statuses of one seat (TTR-101, TTR-102): id, cities, value, completed. */
export function ticketStatuses(config: TtrConfig, tickets: readonly string[], ownRoutes: readonly number[]): TicketStatus[] {
  const comp = components(ownRoutes);
  const values = valuesFor(config);
  return tickets.map((id) => {
    const t = ticketById(id);
    return { id, from: t.from, to: t.to, value: values.get(id) ?? t.points, completed: ticketCompleted(id, comp) };
  });
}

/** The inputs of final scoring: what every seat owns and holds. */
export interface ScoringInput {
  readonly config: TtrConfig;
  readonly seats: number;
  readonly routeOwner: readonly number[];
  readonly tickets: readonly (readonly string[])[];
  readonly hands: readonly (readonly number[])[];
  readonly trainsLeft: readonly number[];
}

/** Points of route index `r` by its length (TTR-100). */
function routeScore(r: number): number {
  return at(ROUTE_SCORING, at(ROUTE_LEN, r, 'route'), 'route length');
}

/** Hand count array → named counts. */
export function namedHand(hand: readonly number[]): Record<CardKind, number> {
  const out = {} as Record<CardKind, number>;
  CARD_KINDS.forEach((k, i) => (out[k] = hand[i] ?? 0));
  return out;
}

/**
 * Final scoring (TTR-100 to TTR-113): route points, ticket points, path length, Longest Path
 * (10, ties share, 0 never qualifies), Globetrotter (15, ties share, 0 never qualifies), totals,
 * ranks by total → completed tickets → Longest Path holder (if on) → Globetrotter holder (if on).
 */
export function score(input: ScoringInput): TtrOutcome {
  const { config, seats } = input;
  const rows = Array.from({ length: seats }, (_, seat) => {
    const own = routesOf(input.routeOwner, seat);
    const tickets = ticketStatuses(config, at(input.tickets, seat, 'seat'), own);
    const routePoints = own.reduce((s, r) => s + routeScore(r), 0);
    const ticketPoints = tickets.reduce((s, t) => s + (t.completed ? t.value : -t.value), 0);
    const completedTickets = tickets.filter((t) => t.completed).length;
    return { seat, own, tickets, routePoints, ticketPoints, completedTickets, longestPath: longestPath(own) };
  });
  const ranked = rankRows(config, rows);
  const withBonus = rows.map((r, seat) => ({
    ...r,
    lp: at(ranked.longestPathBonus, seat, 'seat'),
    gt: at(ranked.globetrotterBonus, seat, 'seat'),
    total: at(ranked.totals, seat, 'seat'),
  }));
  const ranks = ranked.ranks;
  const breakdown: TtrBreakdown[] = withBonus.map((r, seat) => ({
    seat,
    routes: r.own.map((i) => ({ id: at(ROUTES, i, 'route').id, length: at(ROUTE_LEN, i, 'route'), points: routeScore(i) })),
    routePoints: r.routePoints,
    tickets: r.tickets,
    ticketPoints: r.ticketPoints,
    completedTickets: r.completedTickets,
    longestPath: r.longestPath,
    longestPathBonus: r.lp,
    globetrotterBonus: r.gt,
    total: r.total,
    rank: at(ranks, seat, 'seat'),
    hand: namedHand(at(input.hands, seat, 'seat')),
    trainsLeft: at(input.trainsLeft, seat, 'seat'),
  }));
  return { scores: ranked.totals, ranks, winners: ranked.winners, breakdown };
}

/** The score components of one seat before bonuses (TTR-106). */
export interface ScoreComponents {
  readonly routePoints: number;
  readonly ticketPoints: number;
  readonly completedTickets: number;
  readonly longestPath: number;
}

/** Bonuses, totals, ranks and winners computed from every seat's components. */
export interface RankedScores {
  readonly longestPathBonus: readonly number[];
  readonly globetrotterBonus: readonly number[];
  readonly totals: readonly number[];
  readonly ranks: readonly number[];
  readonly winners: readonly number[];
}

/**
 * TTR-104/105 bonuses (ties share, a 0 never qualifies, TTR-D9), TTR-106 totals, TTR-110/111/113
 * ranking: total, then completed tickets, then Longest Path holder (if on), then Globetrotter holder
 * (if on); seats equal on all share a place (1 + number of strictly better seats); winners = rank 1.
 */
export function rankRows(
  config: Pick<TtrConfig, 'longestPathBonus' | 'globetrotterBonus'>,
  rows: readonly ScoreComponents[],
): RankedScores {
  const maxPath = Math.max(...rows.map((r) => r.longestPath));
  const maxDone = Math.max(...rows.map((r) => r.completedTickets));
  const lp = rows.map((r) => (config.longestPathBonus && r.longestPath > 0 && r.longestPath === maxPath ? BONUSES.longestPath : 0));
  const gt = rows.map((r) =>
    config.globetrotterBonus && r.completedTickets > 0 && r.completedTickets === maxDone ? BONUSES.globetrotter : 0,
  );
  const totals = rows.map((r, i) => r.routePoints + r.ticketPoints + at(lp, i) + at(gt, i));
  const keys = rows.map((r, i) => [at(totals, i), r.completedTickets, at(lp, i) > 0 ? 1 : 0, at(gt, i) > 0 ? 1 : 0]);
  const better = (a: readonly number[], b: readonly number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return at(a, i) > at(b, i);
    return false;
  };
  const ranks = keys.map((k) => 1 + keys.filter((o) => better(o, k)).length);
  return { longestPathBonus: lp, globetrotterBonus: gt, totals, ranks, winners: ranks.flatMap((r, seat) => (r === 1 ? [seat] : [])) };
}
