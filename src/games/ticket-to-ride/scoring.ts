/**
 * End-of-game scoring (TTR-100 to TTR-113): ticket completion by union–find, longest trail by
 * exhaustive DFS over unused routes, bonuses with shared ties, totals, tie-breaks and ranks.
 */
import {
  BONUSES,
  CARD_KINDS,
  CITIES,
  CITY_INDEX,
  ROUTE_FROM,
  ROUTE_LEN,
  ROUTE_SCORING,
  ROUTE_TO,
  ROUTES,
  TICKET_BY_ID,
  ticketValues,
  type CardKind,
} from './data.js';
import type { TicketStatus, TtrBreakdown, TtrConfig, TtrOutcome } from './types.js';

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
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  for (const r of routes) {
    const a = find(ROUTE_FROM[r]!);
    const b = find(ROUTE_TO[r]!);
    if (a !== b) parent[a] = b;
  }
  for (let i = 0; i < parent.length; i++) parent[i] = find(i);
  return parent;
}

/** TTR-101: is the ticket `ticketId` completed by `routes` (the seat's own route indexes)? */
export function ticketCompleted(ticketId: string, comp: Int16Array): boolean {
  const t = TICKET_BY_ID.get(ticketId)!;
  return comp[CITY_INDEX.get(t.from)!] === comp[CITY_INDEX.get(t.to)!];
}

/**
 * TTR-103: the longest trail (in trains) in the graph of `routes`: a sequence of distinct routes,
 * each continuing from where the previous ended; cities may repeat, routes may not (TTR-107).
 * Exhaustive DFS from every city. 0 for no routes.
 */
export function longestPath(routes: readonly number[]): number {
  if (routes.length === 0) return 0;
  const adj: number[][] = CITIES.map(() => []);
  for (let k = 0; k < routes.length; k++) {
    adj[ROUTE_FROM[routes[k]!]!]!.push(k);
    adj[ROUTE_TO[routes[k]!]!]!.push(k);
  }
  const used = new Uint8Array(routes.length);
  let best = 0;
  const dfs = (city: number, len: number): void => {
    if (len > best) best = len;
    for (const k of adj[city]!) {
      if (used[k]) continue;
      const r = routes[k]!;
      used[k] = 1;
      dfs(ROUTE_FROM[r] === city ? ROUTE_TO[r]! : ROUTE_FROM[r]!, len + ROUTE_LEN[r]!);
      used[k] = 0;
    }
  };
  for (let c = 0; c < adj.length; c++) if (adj[c]!.length > 0) dfs(c, 0);
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
    const t = TICKET_BY_ID.get(id)!;
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
    const tickets = ticketStatuses(config, input.tickets[seat]!, own);
    const routePoints = own.reduce((s, r) => s + ROUTE_SCORING[ROUTE_LEN[r]!]!, 0);
    const ticketPoints = tickets.reduce((s, t) => s + (t.completed ? t.value : -t.value), 0);
    const completedTickets = tickets.filter((t) => t.completed).length;
    return { seat, own, tickets, routePoints, ticketPoints, completedTickets, longestPath: longestPath(own) };
  });
  const ranked = rankRows(config, rows);
  const withBonus = rows.map((r, seat) => ({
    ...r,
    lp: ranked.longestPathBonus[seat]!,
    gt: ranked.globetrotterBonus[seat]!,
    total: ranked.totals[seat]!,
  }));
  const ranks = ranked.ranks;
  const breakdown: TtrBreakdown[] = withBonus.map((r, seat) => ({
    seat,
    routes: r.own.map((i) => ({ id: ROUTES[i]!.id, length: ROUTE_LEN[i]!, points: ROUTE_SCORING[ROUTE_LEN[i]!]! })),
    routePoints: r.routePoints,
    tickets: r.tickets,
    ticketPoints: r.ticketPoints,
    completedTickets: r.completedTickets,
    longestPath: r.longestPath,
    longestPathBonus: r.lp,
    globetrotterBonus: r.gt,
    total: r.total,
    rank: ranks[seat]!,
    hand: namedHand(input.hands[seat]!),
    trainsLeft: input.trainsLeft[seat]!,
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
  const totals = rows.map((r, i) => r.routePoints + r.ticketPoints + lp[i]! + gt[i]!);
  const key = (i: number): number[] => [totals[i]!, rows[i]!.completedTickets, lp[i]! > 0 ? 1 : 0, gt[i]! > 0 ? 1 : 0];
  const better = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const keys = rows.map((_, i) => key(i));
  const ranks = keys.map((k) => 1 + keys.filter((o) => better(o, k)).length);
  return { longestPathBonus: lp, globetrotterBonus: gt, totals, ranks, winners: ranks.flatMap((r, seat) => (r === 1 ? [seat] : [])) };
}
