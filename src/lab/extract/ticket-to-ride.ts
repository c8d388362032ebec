/**
 * Ticket to Ride statistics: which routes get claimed (drawn on the board with the map coordinates of
 * the game's ui geometry, TTR-15), how often a route's owner wins, and each ticket's completion rate
 * (TTR-102). Reads the outcome's per-seat breakdown (TTR-108) and the state's `firstSeat` (TTR-30).
 */
import { CITIES, ROUTES } from '../../games/ticket-to-ride/data.js';
import { MAP_H, MAP_W, ROUTE_SHAPES } from '../../games/ticket-to-ride/ui/geometry.js';
import type { TtrBreakdown } from '../../games/ticket-to-ride/types.js';
import type { Chart } from '../report/charts.js';
import { round, wilson } from '../stats.js';
import { numberField, type ExtractedGame, type GameExtractor } from './extractor.js';

/** Per game: route ids claimed per seat, and per seat the tickets kept with completion. */
export interface TtrStats {
  readonly variant: string;
  readonly routes: readonly (readonly string[])[];
  readonly tickets: readonly (readonly { readonly id: string; readonly route: string; readonly done: boolean; readonly value: number }[])[];
}

const ROUTE_INDEX = new Map(ROUTES.map((r, i) => [r.id, i]));
const CITY_NAME = new Map(CITIES.map((c) => [c.id, c.name]));

/** The Ticket to Ride extractor. */
export const ticketToRideExtractor: GameExtractor<null, TtrStats> = {
  start: () => null,
  firstSeat: (state) => numberField(state, 'firstSeat'),
  finish(_acc, end) {
    const breakdown = end.outcome.breakdown as readonly TtrBreakdown[];
    return {
      variant: String((end.config as { variant?: unknown }).variant ?? 'classic'),
      routes: breakdown.map((b) => b.routes.map((r) => r.id)),
      tickets: breakdown.map((b) =>
        b.tickets.map((t) => ({
          id: t.id,
          route: `${CITY_NAME.get(t.from) ?? t.from}–${CITY_NAME.get(t.to) ?? t.to}`,
          done: t.completed,
          value: t.value,
        })),
      ),
    };
  },
  summarise(games) {
    return { title: 'Ticket to Ride: routes and tickets', charts: [routeMap(games), ...routeTables(games), ticketChart(games)] };
  },
};

function routeMap(games: readonly ExtractedGame<TtrStats>[]): Chart {
  const claimed = new Array<number>(ROUTES.length).fill(0);
  for (const g of games) for (const seat of g.stats.routes) for (const id of seat) claimed[ROUTE_INDEX.get(id) ?? -1]! += 1;
  const n = Math.max(1, games.length);
  return {
    kind: 'map',
    title: 'Route claim frequency on the board',
    note: `Share of the ${games.length} games in which each track was claimed (double routes drawn side by side).`,
    width: MAP_W,
    height: MAP_H,
    value: 'claimed (share of games)',
    nodes: CITIES.map((c) => ({ name: c.name, x: round(c.x * MAP_W, 1), y: round(c.y * MAP_H, 1) })),
    links: ROUTE_SHAPES.map((s, i) => ({
      label: `${CITY_NAME.get(s.route.from)} – ${CITY_NAME.get(s.route.to)} (${s.route.length}, ${s.route.color}${s.route.pairId ? `, ${s.route.id}` : ''})`,
      x1: round(s.a.x, 1),
      y1: round(s.a.y, 1),
      x2: round(s.b.x, 1),
      y2: round(s.b.y, 1),
      value: round((claimed[i] ?? 0) / n),
    })),
  };
}

/** Per route: claim rate and the claimer's win rate (which routes "decide" games). */
function routeTables(games: readonly ExtractedGame<TtrStats>[]): Chart[] {
  const rows = ROUTES.map((r) => ({ id: r.id, claims: 0, wins: 0 }));
  for (const g of games) {
    g.stats.routes.forEach((ids, seat) => {
      for (const id of ids) {
        const row = rows[ROUTE_INDEX.get(id) ?? -1];
        if (!row) continue;
        row.claims += 1;
        if (g.winners.includes(seat)) row.wins += 1;
      }
    });
  }
  const name = (id: string): string => {
    const r = ROUTES[ROUTE_INDEX.get(id) ?? 0]!;
    return `${CITY_NAME.get(r.from)}–${CITY_NAME.get(r.to)} ${r.length}${r.pairId ? ` (${r.id})` : ''}`;
  };
  const decisive = rows
    .filter((r) => r.claims >= 10)
    .map((r) => ({ ...r, ci: wilson(r.wins, r.claims) }))
    .sort((a, b) => b.ci.estimate - a.ci.estimate || a.id.localeCompare(b.id))
    .slice(0, 20);
  return [
    {
      kind: 'intervals',
      title: 'Routes whose owner wins most often (top 20, ≥ 10 claims)',
      note: 'Win rate of the seat that claimed the route, 95 % Wilson interval.',
      x: 'owner win rate',
      domain: [0, 1],
      data: decisive.map((r) => ({
        label: name(r.id),
        estimate: round(r.ci.estimate),
        low: round(r.ci.low),
        high: round(r.ci.high),
        n: r.claims,
      })),
    },
  ];
}

function ticketChart(games: readonly ExtractedGame<TtrStats>[]): Chart {
  const byId = new Map<string, { kept: number; done: number; value: number; route: string }>();
  for (const g of games) {
    for (const seat of g.stats.tickets) {
      for (const t of seat) {
        const row = byId.get(t.id) ?? { kept: 0, done: 0, value: t.value, route: t.route };
        row.kept += 1;
        if (t.done) row.done += 1;
        byId.set(t.id, row);
      }
    }
  }
  const rows = [...byId.entries()].sort((a, b) => b[1].value - a[1].value || a[0].localeCompare(b[0]));
  return {
    kind: 'intervals',
    title: 'Ticket completion rate (tickets kept, by value)',
    note: 'Share of kept tickets completed by the end (TTR-102), 95 % Wilson interval; label = ticket, value in points.',
    x: 'completed',
    domain: [0, 1],
    data: rows.map(([id, r]) => {
      const ci = wilson(r.done, r.kept);
      return { label: `${r.route} ${r.value} (${id})`, estimate: round(ci.estimate), low: round(ci.low), high: round(ci.high), n: r.kept };
    }),
  };
}
