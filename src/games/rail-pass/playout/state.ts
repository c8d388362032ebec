/**
 * The Rail Pass playout state (issue 21 item 1; docs/rules/rail-pass.md RP-5): a private, mutable copy
 * of a RailPassState that the playout path (step.ts, decide.ts, play.ts) changes in place, behind the
 * pure `apply` (rules.ts), which stays the reference and is never changed by it.
 *
 * Shape: `p.s` has exactly the RailPassState shape (so `playoutState` is a plain copy and every read-only
 * helper of the engine works on it); the playout owns every object reachable from it except `config`,
 * `setup`, the cities lists of the seats, the event and result records and the train locations (all
 * replaced, never written). Incremental structure: `inbound[seat]` counts the trains in transit to the
 * seat's cities, so a hand load (RP-14.2) is `held.length + inbound[seat]` without a scan.
 * Setup tables (`Geo`): adjacency lists, hop distances, controllers, engineer ranges (RP-3.2, RP-3.3)
 * as flat arrays indexed by city index (A = 0 … F = 5), computed once per resolved setup.
 */
import { CITIES, inRange, type City, type EdgeType } from '../data.js';
import type { Cargo, RailPassState, ResolvedSetup, Train } from '../types.js';

/** Flat tables of one resolved setup, cities by index A = 0 … F = 5 (RP-3). */
export interface Geo {
  /** Connected neighbours of each city, in the setup's `adj` key order (the order the bots iterate). */
  readonly adj: readonly (readonly City[])[];
  /** Edge type x–y at [x × 6 + y], or null when not connected (RP-3.2). */
  readonly edge: readonly (EdgeType | null)[];
  /** Hop distance at [x × 6 + y] (RP-3.2). */
  readonly dist: Int8Array;
  /** Controlling seat of each city (RP-3.1). */
  readonly controller: Int8Array;
  /** Neighbours y of x within range of an engineer whose home is h, at [x × 6 + h], `adj` order (RP-3.3). */
  readonly movesFrom: readonly (readonly City[])[];
  /** Bit h set when city index c is within the range of an engineer whose home is h, at [c] (RP-3.3). */
  readonly rangeMask: Int8Array;
}

const geoCache = new WeakMap<ResolvedSetup, Geo>();

/** Index of a city, A = 0 … F = 5. */
export const ci = (c: City): number => c.charCodeAt(0) - 65;

/** The flat tables of `setup` (cached per resolved setup object). */
export function geoOf(setup: ResolvedSetup): Geo {
  const hit = geoCache.get(setup);
  if (hit) return hit;
  const adj: City[][] = [];
  const edge: (EdgeType | null)[] = new Array<EdgeType | null>(36).fill(null);
  const dist = new Int8Array(36);
  const controller = new Int8Array(6);
  const movesFrom: City[][] = [];
  const rangeMask = new Int8Array(6);
  for (const x of CITIES) {
    const xi = ci(x);
    const list: City[] = [];
    for (const y in setup.adj[x]) list.push(y as City);
    adj.push(list);
    for (const y of list) edge[xi * 6 + ci(y)] = setup.adj[x][y] ?? null;
    for (const y of CITIES) dist[xi * 6 + ci(y)] = setup.dist[x][y];
    controller[xi] = setup.controller[x];
    for (const h of CITIES) if (inRange(h, x)) rangeMask[xi] = (rangeMask[xi] ?? 0) | (1 << ci(h));
  }
  for (const x of CITIES) for (const h of CITIES) movesFrom.push((adj[ci(x)] ?? []).filter((y) => inRange(h, y)));
  const geo: Geo = { adj, edge, dist, controller, movesFrom, rangeMask };
  geoCache.set(setup, geo);
  return geo;
}

/** A playout: its own mutable state, the setup tables and the in-transit counts per seat. */
export interface Playout {
  /** The current state, owned and changed in place by the playout path (read it; never keep it across steps). */
  s: RailPassState;
  /** Tables of `s.setup`. */
  geo: Geo;
  /** Trains in transit to each seat's cities (RP-14.2), by seat. */
  inbound: number[];
  /** Counts the changes of the position (accepted actions, arrivals, round ends); the clock alone is no change. */
  version: number;
  /** Per seat: the `version` at which its cooperative decision was last "nothing to do", else -1 (decide.ts). */
  idleAt: number[];
  /** Per seat: the `version` at which its hands were free and it had no legal action, else -1 (legal.ts). */
  noLegalAt: number[];
}

/** A copy of `state` sharing only what the playout never writes (config, setup, seat cities, events, results, locations). */
function cloneState(state: RailPassState): RailPassState {
  const trains: Record<string, Train> = {};
  for (const id in state.trains) {
    const z = state.trains[id] as Train;
    trains[id] = { id: z.id, size: z.size, home: z.home, cargo: { ...z.cargo }, engineer: z.engineer, sticker: z.sticker, loc: z.loc };
  }
  const engineers: RailPassState['engineers'] = {};
  for (const id in state.engineers) {
    const e = state.engineers[id];
    if (e !== undefined) engineers[id] = { id: e.id, home: e.home, status: e.status };
  }
  const yards = {} as RailPassState['yards'];
  const tracks = {} as RailPassState['tracks'];
  const hotels = {} as RailPassState['hotels'];
  for (const c in state.yards) yards[c as City] = state.yards[c as City].slice();
  for (const c in state.tracks) tracks[c as City] = { ...state.tracks[c as City] };
  for (const c in state.hotels) hotels[c as City] = state.hotels[c as City].slice();
  return {
    ...state,
    events: state.events.slice(),
    yards,
    storage: { ...state.storage },
    tracks,
    hotels,
    trains,
    engineers,
    seats: state.seats.map((st) => ({ cities: st.cities, held: st.held.slice(), busyUntil: st.busyUntil })),
    pile: { ...state.pile },
    results: state.results.slice(),
  };
}

/** Recounts the in-transit counts of `p` (RP-14.2) from the train locations. */
export function recountInbound(p: Playout): void {
  p.inbound = p.s.seats.map(() => 0);
  for (const id in p.s.trains) {
    const loc = p.s.trains[id]?.loc;
    if (loc?.kind === 'transit') {
      const seat = p.geo.controller[ci(loc.to)] ?? 0;
      p.inbound[seat] = (p.inbound[seat] ?? 0) + 1;
    }
  }
}

/** Starts a playout from `state`, which is never changed. */
export function toPlayout(state: RailPassState): Playout {
  const p: Playout = {
    s: cloneState(state),
    geo: geoOf(state.setup),
    inbound: [],
    version: 0,
    idleAt: state.seats.map(() => -1),
    noLegalAt: state.seats.map(() => -1),
  };
  recountInbound(p);
  return p;
}

/** A plain RailPassState equal to the playout's current state, sharing nothing the playout writes. */
export function playoutState(p: Playout): RailPassState {
  return cloneState(p.s);
}

/**
 * Adds `n` cubes of colour c to the cargo of z (n may be negative; queries.ts `cargoAdd` in place):
 * an entry that drops to 0 is removed by replacing the map with a copy without it, in the same key
 * order (deleting the key would leave the map in V8's slow dictionary mode).
 */
export function addCargo(z: Train, c: City, n: number): void {
  const cargo = z.cargo;
  const v = (cargo[c] ?? 0) + n;
  if (v !== 0) {
    cargo[c] = v;
    return;
  }
  const out: Cargo = {};
  for (const k in cargo) if (k !== c) out[k as City] = cargo[k as City];
  z.cargo = out;
}

/** Hand load of `seat` (RP-14.2): trains held plus trains in transit to its cities. */
export function handLoadOf(p: Playout, seat: number): number {
  return (p.s.seats[seat]?.held.length ?? 0) + (p.inbound[seat] ?? 0);
}

/**
 * The look-ahead copy of `p` the `planner` team plays forward (bots/rollout.ts `stateFromView`): the
 * same position with match seed and generator 0 (unused without express sends, RP-15.3), the event
 * sequence right after the pending events, no action count, the config's match seed 0.
 */
export function rolloutCopy(p: Playout): Playout {
  const s = cloneState(p.s);
  let seq = 0;
  for (const e of s.events) seq = Math.max(seq, e.seq + 1);
  s.config = { ...s.config, matchSeed: 0 };
  s.matchSeed = 0;
  s.rng = 0;
  s.eventSeq = seq;
  s.actionCount = 0;
  return { s, geo: p.geo, inbound: p.inbound.slice(), version: 0, idleAt: s.seats.map(() => -1), noLegalAt: s.seats.map(() => -1) };
}
