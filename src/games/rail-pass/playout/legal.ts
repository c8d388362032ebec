/**
 * The legal actions of a seat on the playout path (docs/rules/rail-pass.md RP-7 to RP-13), walked
 * without building the list: the same conditions and the same order as legal.ts `legalActions`
 * (load, lift, park, send, transfer, moveEngineer per city of the seat), counting the actions as it
 * goes and building only the one asked for. The bot loop (engine/play.ts) lets a bot act only when
 * its seat's list is not empty (`hasLegalAction`), and the `random` bot (bots/fuzz.ts) picks an index
 * into the list, or into its parks and sends (`legalCount`, `nthLegal`).
 *
 * One walk at a time: the walk's counters are module state (no allocation per walk).
 */
import { CAPACITY, HOTEL_CAPACITY, MAX_HAND, inRange, type TrackKind } from '../data.js';
import { cargoSize, fitsAfter } from '../queries.js';
import type { City, RailPassAction, Train } from '../types.js';
import { ci, handLoadOf, type Playout } from './state.js';

const TRACKS: readonly TrackKind[] = ['long', 'short'];

/** Counters of the current walk: actions seen, parks and sends seen, and the index wanted (-1: none). */
let seen = 0;
let seenMoving = 0;
let want = -1;
let wantMoving = false;

/**
 * Counts one listed action (a park or send when `moving`); true when it is the one wanted: the
 * `want`-th action, or the `want`-th park or send when `wantMoving`.
 */
function hit(moving: boolean): boolean {
  const index = wantMoving ? (moving ? seenMoving : -1) : seen;
  seen++;
  if (moving) seenMoving++;
  return index === want;
}

/** Counts of the last `legalCount`: every legal action, and the parks and sends among them. */
export const counted = { all: 0, moving: 0 };

/**
 * Counts `legalActions(p.s, seat)`: returns its length and sets `counted` (`all`, and `moving` = the
 * PARK and SEND actions, bots/fuzz.ts `moving`).
 */
export function legalCount(p: Playout, seat: number): number {
  walk(p, seat, -1, false);
  counted.all = seen;
  counted.moving = seenMoving;
  return seen;
}

/**
 * `legalActions(p.s, seat)[k]` (or, when `moving`, the k-th of its PARK and SEND actions), built
 * alone; null when the list is shorter.
 */
export function nthLegal(p: Playout, seat: number, k: number, moving: boolean): RailPassAction | null {
  return walk(p, seat, k, moving);
}

/** True when `legalActions(p.s, seat)` would not be empty. */
export function hasLegalAction(p: Playout, seat: number): boolean {
  return walk(p, seat, 0, false) !== null;
}

/** Room for one more cube of colour `add` less one of `remove` (or none) in z holding `n` cubes (queries.ts `fitsAfter`). */
function fits(z: Train, n: number, add: City | null, remove: City | null, expert: boolean): boolean {
  return !expert || z.sticker === null ? n + (add ? 1 : 0) - (remove ? 1 : 0) <= CAPACITY[z.size] : fitsAfter(z, add, remove, expert);
}

/** Walks the legal actions of `seat` in `legalActions` order until the `k`-th (see `hit`); null when not reached. */
function walk(p: Playout, seat: number, k: number, moving: boolean): RailPassAction | null {
  seen = 0;
  seenMoving = 0;
  want = k;
  wantMoving = moving;
  const s = p.s;
  if (s.over) return null;
  const st = s.seats[seat];
  if (!st || s.clock < st.busyUntil) return null;
  const cfg = s.config;
  const ex = cfg.expert;
  const myLoad = handLoadOf(p, seat);
  for (const x of st.cities) {
    const tr = s.tracks[x];
    const a = tr.long === null ? undefined : s.trains[tr.long];
    const b = tr.short === null ? undefined : s.trains[tr.short];
    // the parked trains: z0, then z1 (long track first), with their cube counts
    const z0 = a ?? b;
    const z1 = a === undefined ? undefined : b;
    const n0 = z0 === undefined ? 0 : cargoSize(z0.cargo);
    const n1 = z1 === undefined ? 0 : cargoSize(z1.cargo);
    const yard = s.yards[x];
    // load (RP-8)
    const head = yard[0];
    const tail = yard.length > 1 ? yard[yard.length - 1] : undefined;
    if (head !== undefined)
      for (let i = 0; i < 2; i++) {
        const z = i === 0 ? z0 : z1;
        if (z === undefined) break;
        const n = i === 0 ? n0 : n1;
        if (fits(z, n, head, null, ex) && hit(false)) return { type: 'LOAD', train: z.id, end: 'head' };
        if (tail !== undefined && fits(z, n, tail, null, ex) && hit(false)) return { type: 'LOAD', train: z.id, end: 'tail' };
      }
    // lift (RP-9)
    if (myLoad < MAX_HAND) {
      if (z0 !== undefined && z0.engineer !== null && hit(false)) return { type: 'LIFT', train: z0.id };
      if (z1 !== undefined && z1.engineer !== null && hit(false)) return { type: 'LIFT', train: z1.id };
    }
    // park (RP-10)
    let heldHere = 0;
    for (const id of st.held) {
      const z = s.trains[id];
      if (z === undefined || z.loc.kind !== 'held' || z.loc.city !== x) continue;
      heldHere++;
      const engineer = z.engineer === null ? undefined : s.engineers[z.engineer];
      if (cfg.guardRange && engineer !== undefined && !inRange(engineer.home, x)) continue;
      for (const track of TRACKS) {
        if (tr[track] !== null || (track === 'short' && z.size === 'long')) continue;
        if (hit(true)) return { type: 'PARK', train: z.id, track };
      }
    }
    // send (RP-11): parked trains, then held ones
    if (z0 !== undefined) {
      const r = sends(p, seat, x, z0, false) ?? (z1 === undefined ? null : sends(p, seat, x, z1, false));
      if (r !== null) return r;
    }
    if (heldHere > 0)
      for (const id of st.held) {
        const z = s.trains[id];
        if (z === undefined || z.loc.kind !== 'held' || z.loc.city !== x) continue;
        const r = sends(p, seat, x, z, true);
        if (r !== null) return r;
      }
    if (z0 === undefined) continue;
    // transfer (RP-12): single-cube moves and one-for-one swaps
    if (z1 !== undefined && n0 + n1 > 0) {
      for (const c in z0.cargo)
        if (fits(z1, n1, c as City, null, ex) && hit(false)) return { type: 'TRANSFER', from: z0.id, to: z1.id, give: { [c]: 1 } };
      for (const c in z1.cargo)
        if (fits(z0, n0, c as City, null, ex) && hit(false)) return { type: 'TRANSFER', from: z0.id, to: z1.id, take: { [c]: 1 } };
      for (const c in z0.cargo)
        for (const e in z1.cargo)
          if (c !== e && fits(z0, n0, e as City, c as City, ex) && fits(z1, n1, c as City, e as City, ex) && hit(false))
            return { type: 'TRANSFER', from: z0.id, to: z1.id, give: { [c]: 1 }, take: { [e]: 1 } };
    }
    // moveEngineer (RP-13)
    const hotel = s.hotels[x];
    for (const e of hotel) {
      if (z0.engineer === null && hit(false)) return { type: 'MOVE_ENGINEER', engineer: e, to: z0.id };
      if (z1?.engineer === null && hit(false)) return { type: 'MOVE_ENGINEER', engineer: e, to: z1.id };
    }
    for (let i = 0; i < 2; i++) {
      const z = i === 0 ? z0 : z1;
      const w = i === 0 ? z1 : z0;
      if (z === undefined) break;
      if (z.engineer === null) continue;
      if (hotel.length < HOTEL_CAPACITY && hit(false)) return { type: 'MOVE_ENGINEER', engineer: z.engineer, to: 'hotel' };
      if (w?.engineer === null && hit(false)) return { type: 'MOVE_ENGINEER', engineer: z.engineer, to: w.id };
    }
  }
  return null;
}

/**
 * The sends (RP-11) of train z at x (held by `seat` when `held`), in `legalActions` order: each
 * neighbour whose seat has a free hand, plain, then naming the long and (short trains) the short
 * track when the seat receives it, each followed by its express variant in handling mode (RP-15).
 */
function sends(p: Playout, seat: number, x: City, z: Train, held: boolean): RailPassAction | null {
  if (z.engineer === null) return null;
  const express = p.s.config.handlingMode;
  for (const to of p.geo.adj[ci(x)] ?? []) {
    const receiver = p.geo.controller[ci(to)] ?? 0;
    if (handLoadOf(p, receiver) - (held && receiver === seat ? 1 : 0) >= MAX_HAND) continue;
    const named = receiver !== seat ? 0 : z.size === 'short' ? 2 : 1;
    for (let t = 0; t <= named; t++) {
      const track = t === 0 ? undefined : TRACKS[t - 1];
      if (hit(true)) return track ? { type: 'SEND', train: z.id, to, track } : { type: 'SEND', train: z.id, to };
      if (express && hit(true))
        return track ? { type: 'SEND', train: z.id, to, track, express: true } : { type: 'SEND', train: z.id, to, express: true };
    }
  }
  return null;
}
