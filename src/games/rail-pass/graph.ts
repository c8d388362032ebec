/**
 * Setup resolution and the connection graph (docs/rules/rail-pass.md RP-3): adjacency with edge types, hop distances, and
 * the city → seat control map. Validates custom setups (RP-3.6).
 */
import { RoundhouseError } from '../../engine/result.js';
import { BOX, CITIES, RING_PAIRS, areNeighbours, isCity, type City, type EdgeType, type SetupDef } from './data.js';
import type { ResolvedSetup } from './types.js';

const EDGE_TYPES: readonly EdgeType[] = ['open', 'tunnel', 'bridge'];
const samePair = (a: [City, City], b: readonly [City, City]) => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** Breadth-first hop distances between all cities over `adj` (bot notes "Distances"); 99 = unreachable. */
export function hopDistances(adj: Record<City, Partial<Record<City, EdgeType>>>): Record<City, Record<City, number>> {
  const dist = {} as Record<City, Record<City, number>>;
  for (const s of CITIES) {
    const d = { A: 99, B: 99, C: 99, D: 99, E: 99, F: 99 } as Record<City, number>;
    d[s] = 0;
    const q: City[] = [s];
    for (let x = q.shift(); x !== undefined; x = q.shift()) {
      for (const y of Object.keys(adj[x]) as City[]) {
        if (d[y] === 99) {
          d[y] = d[x] + 1;
          q.push(y);
        }
      }
    }
    dist[s] = d;
  }
  return dist;
}

const bad = (msg: string): never => {
  throw new RoundhouseError('BAD_CONFIG', `rail-pass setup: ${msg}`);
};

/**
 * Checks a setup against RP-3.6 and resolves it (adjacency, distances, controllers). Used for the
 * nine shipped setups and for custom ones (`custom = true`: no challenge timer).
 * Throws RoundhouseError('BAD_CONFIG') naming the failed condition.
 */
export function resolveSetup(def: SetupDef, custom: boolean): ResolvedSetup {
  if (!def || typeof def !== 'object') bad('not an object');
  const control = def.control;
  if (!control || typeof control !== 'object') bad('control must map seats to cities');
  const seatNames = Object.keys(control);
  const n = seatNames.length;
  if (n < 2 || n > 6) bad(`needs 2–6 seats, has ${n}`);
  for (let i = 1; i <= n; i++) if (!(`P${i}` in control)) bad(`seats must be P1…P${n} with no gaps`);
  // The data format labels seats P1…Pn; seat P(k + 1) is contract seat k.
  const controller = {} as Record<City, number>;
  const seatCities: City[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const label = `P${seat + 1}`;
    const cities: unknown = control[label];
    if (!Array.isArray(cities) || cities.length === 0) bad(`${label} controls no city`);
    for (const c of cities as unknown[]) {
      if (!isCity(c)) return bad(`${label}: unknown city ${String(c)}`);
      if (controller[c] !== undefined) bad(`city ${c} belongs to two seats`);
      controller[c] = seat;
    }
    seatCities.push([...(cities as City[])]);
  }
  for (const c of CITIES) if (controller[c] === undefined) bad(`city ${c} belongs to no seat`);
  if (def.players !== undefined && def.players !== n) bad(`players ${def.players} differs from ${n} seats`);
  const edges = Array.isArray(def.edges) ? def.edges : bad('edges must be an array');
  const blocked = Array.isArray(def.blocked) ? def.blocked : bad('blocked must be an array');
  if (blocked.length > 1) bad('at most one blocked pair (a second marker would split the table)');
  const adj = { A: {}, B: {}, C: {}, D: {}, E: {}, F: {} } as Record<City, Partial<Record<City, EdgeType>>>;
  let tunnels = 0;
  let bridges = 0;
  for (const e of edges) {
    const [a, b] = (e?.between ?? []) as [City, City];
    if (!isCity(a) || !isCity(b) || !areNeighbours(a, b)) bad(`edge ${String(a)}–${String(b)} is not a ring pair`);
    if (!EDGE_TYPES.includes(e.type)) bad(`edge ${a}–${b} has unknown type ${String(e.type)}`);
    if (adj[a][b]) bad(`edge ${a}–${b} listed twice`);
    adj[a][b] = e.type;
    adj[b][a] = e.type;
    if (e.type === 'tunnel') tunnels++;
    if (e.type === 'bridge') bridges++;
  }
  for (const p of blocked) {
    if (!Array.isArray(p) || !isCity(p[0]) || !isCity(p[1]) || !areNeighbours(p[0], p[1])) bad('blocked pair is not a ring pair');
    if (adj[p[0]][p[1]]) bad(`${p[0]}–${p[1]} is both an edge and blocked`);
  }
  for (const pair of RING_PAIRS) {
    const isEdge = Boolean(adj[pair[0]][pair[1]]);
    const isBlocked = blocked.some((b) => samePair(b, pair));
    if (isEdge === isBlocked) bad(`ring pair ${pair[0]}–${pair[1]} must be exactly one of edge or blocked`);
  }
  if (tunnels > BOX.tunnels) bad(`${tunnels} tunnels (the box holds ${BOX.tunnels})`);
  if (bridges > BOX.bridges) bad(`${bridges} bridges (the box holds ${BOX.bridges})`);
  return {
    id: String(def.id ?? 'custom'),
    name: String(def.name ?? def.id ?? 'Custom setup'),
    players: n,
    custom,
    control: seatCities,
    edges: edges.map((e) => ({ between: [e.between[0], e.between[1]], type: e.type })),
    blocked: blocked.map((b) => [b[0], b[1]]),
    adj,
    dist: hopDistances(adj),
    controller,
    challengeTimerMs: custom ? null : (def.challengeTimerMs ?? null),
  };
}
