/**
 * End-of-game scoring of a playout state (issue 21 item 1; docs/rules/ticket-to-ride.md TTR-100 to
 * TTR-113) without building the breakdown: route points (TTR-100), tickets by union–find (TTR-101,
 * TTR-102), the longest trail by exhaustive search (TTR-103, TTR-107), then the pure `rankRows` for
 * Longest Path and Globetrotter (TTR-104, TTR-105), totals (TTR-106) and ranks (TTR-110 to TTR-113).
 */
import { CITIES, ROUTE_FROM, ROUTE_LEN, ROUTE_SCORING, ROUTE_TO, ROUTES } from '../data.js';
import { rankRows, type RankedScores, type ScoreComponents } from '../outcome.js';
import type { PlayoutState } from './state.js';

const R_FROM = Int16Array.from(ROUTE_FROM);
const R_TO = Int16Array.from(ROUTE_TO);
const R_LEN = Int8Array.from(ROUTE_LEN);
const R_POINTS = Int8Array.from(ROUTE_LEN, (n) => ROUTE_SCORING[n] ?? 0);
const CITY_COUNT = CITIES.length;

/** A seat's score components (TTR-106) and the ranked result (TTR-113) of a playout state. */
export interface PlayoutScores extends RankedScores {
  readonly rows: readonly ScoreComponents[];
}

const parent = new Int16Array(CITY_COUNT);
function find(x: number): number {
  while (parent[x] !== x) {
    const p = parent[x] ?? x;
    parent[x] = parent[p] ?? p;
    x = p;
  }
  return x;
}

/** Adjacency scratch for the trail search: per city its own-route slots. */
const adjStart = new Int16Array(CITY_COUNT + 1);
const adjRoute = new Int16Array(ROUTES.length * 2);
const used = new Uint8Array(ROUTES.length);
let best = 0;

function trail(city: number, len: number): void {
  if (len > best) best = len;
  for (let e = adjStart[city] ?? 0; e < (adjStart[city + 1] ?? 0); e++) {
    const r = adjRoute[e] ?? 0;
    if (used[r]) continue;
    used[r] = 1;
    const from = R_FROM[r] ?? 0;
    trail(from === city ? (R_TO[r] ?? 0) : from, len + (R_LEN[r] ?? 0));
    used[r] = 0;
  }
}

/** TTR-103: the longest trail (in trains) of the routes `own[0 .. n)`; 0 for none. */
function longestTrail(own: Int16Array, n: number): number {
  if (n === 0) return 0;
  adjStart.fill(0);
  for (let i = 0; i < n; i++) {
    const r = own[i] ?? 0;
    const a = (R_FROM[r] ?? 0) + 1;
    const b = (R_TO[r] ?? 0) + 1;
    adjStart[a] = (adjStart[a] ?? 0) + 1;
    adjStart[b] = (adjStart[b] ?? 0) + 1;
  }
  for (let c = 0; c < CITY_COUNT; c++) adjStart[c + 1] = (adjStart[c + 1] ?? 0) + (adjStart[c] ?? 0);
  const fill = adjStart.slice(0, CITY_COUNT);
  for (let i = 0; i < n; i++) {
    const r = own[i] ?? 0;
    for (const c of [R_FROM[r] ?? 0, R_TO[r] ?? 0]) {
      adjRoute[fill[c] ?? 0] = r;
      fill[c] = (fill[c] ?? 0) + 1;
    }
  }
  best = 0;
  for (let c = 0; c < CITY_COUNT; c++) if ((adjStart[c + 1] ?? 0) > (adjStart[c] ?? 0)) trail(c, 0);
  return best;
}

/** Scores a playout state as the pure `score` would (TTR-100 to TTR-113); meaningful once the game is over. */
export function playoutScores(f: PlayoutState): PlayoutScores {
  const own = new Int16Array(ROUTES.length);
  const rows: ScoreComponents[] = [];
  for (let seat = 0; seat < f.seats; seat++) {
    let n = 0;
    let routePoints = 0;
    for (let r = 0; r < ROUTES.length; r++)
      if (f.routeOwner[r] === seat) {
        own[n++] = r;
        routePoints += R_POINTS[r] ?? 0;
      }
    for (let c = 0; c < CITY_COUNT; c++) parent[c] = c;
    for (let i = 0; i < n; i++) {
      const r = own[i] ?? 0;
      const a = find(R_FROM[r] ?? 0);
      const b = find(R_TO[r] ?? 0);
      if (a !== b) parent[a] = b;
    }
    let ticketPoints = 0;
    let completedTickets = 0;
    const size = f.deck.size;
    for (let i = 0; i < (f.ticketCount[seat] ?? 0); i++) {
      const t = f.tickets[seat * size + i] ?? 0;
      const v = f.deck.value[t] ?? 0;
      if (find(f.deck.from[t] ?? 0) === find(f.deck.to[t] ?? 0)) {
        ticketPoints += v;
        completedTickets++;
      } else ticketPoints -= v;
    }
    rows.push({ routePoints, ticketPoints, completedTickets, longestPath: longestTrail(own, n) });
  }
  return { ...rankRows(f.config, rows), rows };
}
