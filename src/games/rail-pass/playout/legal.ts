/**
 * The legal actions of a seat on the playout path (docs/rules/rail-pass.md RP-7 to RP-13), walked
 * without building the list: the same conditions and the same order as legal.ts `legalActions`
 * (load, lift, park, send, transfer, moveEngineer per city of the seat), each action noted as a few
 * numbers and references, and only the one asked for built. The bot loop (engine/play.ts) lets a
 * bot act only when its seat's list is not empty (`hasLegalAction`), and the `random` bot
 * (bots/fuzz.ts) picks an index into the list, or into its parks and sends (`legalCount`, then
 * `countedAction`).
 *
 * One walk at a time: the walk's notes are module state, reused (no allocation per walk).
 */
import { CITIES, HOTEL_CAPACITY, MAX_HAND, inRange } from '../data.js';
import { cargoSize, fitsWith } from '../queries.js';
import type { Cargo, City, RailPassAction, Train } from '../types.js';
import { ci, handLoadOf, type Playout } from './state.js';

/** Kinds of noted actions. */
const enum Kind {
  LoadHead,
  LoadTail,
  Lift,
  /** `aux` = track (0 long, 1 short). */
  Park,
  /** `aux` = destination index | named track (0 none, 1 long, 2 short) << 3 | express << 5. */
  Send,
  /** `aux` = colour given; `other` = the receiving train. */
  Give,
  /** `aux` = colour taken; `other` = the giving train. */
  Take,
  /** `aux` = colour given | colour taken << 3; `other` = the other train. */
  Swap,
  /** `other` = the engineer (from the hotel, or from the train's seat). */
  EngineerToTrain,
  /** `other` = the engineer. */
  EngineerToHotel,
}

/** At most this many actions per seat are noted (the rules allow far fewer, about 250). */
const MAX_NOTES = 1024;

/** The notes of the current walk, by list index: kind, train, number argument, other id. */
const kinds = new Uint8Array(MAX_NOTES);
const trains: Train[] = [];
const auxes = new Int32Array(MAX_NOTES);
const others: string[] = [];
/** List indexes of the parks and sends, in order. */
const movingAt = new Int32Array(MAX_NOTES);
/** Actions noted, parks and sends among them; the walk stops after `stopAfter` actions (-1: never). */
let seen = 0;
let seenMoving = 0;
let stopAfter = -1;

/** Notes one listed action; true when the walk should stop. */
function note(kind: Kind, z: Train, aux: number, other: string): boolean {
  if (seen >= MAX_NOTES) throw new Error('rail-pass playout: too many legal actions');
  kinds[seen] = kind;
  trains[seen] = z;
  auxes[seen] = aux;
  others[seen] = other;
  if (kind === Kind.Park || kind === Kind.Send) movingAt[seenMoving++] = seen;
  return ++seen === stopAfter;
}

/** Counts of the last `legalCount`: every legal action, and the parks and sends among them. */
export const counted = { all: 0, moving: 0 };

/**
 * Counts `legalActions(p.s, seat)`: returns its length and sets `counted` (`all`, and `moving` = the
 * PARK and SEND actions, bots/fuzz.ts `moving`). `countedAction` then builds any of them. A seat
 * with free hands and no legal action has none until the position changes (`Playout.version`; the
 * clock alone changes nothing, RP-7): that answer is kept.
 */
export function legalCount(p: Playout, seat: number): number {
  if (p.noLegalAt[seat] === p.version) seen = seenMoving = 0;
  else walk(p, seat, -1);
  counted.all = seen;
  counted.moving = seenMoving;
  return seen;
}

/**
 * After `legalCount`: `legalActions(p.s, seat)[k]`, or when `moving` the k-th of its PARK and SEND
 * actions, as a new object; null when the list is shorter.
 */
export function countedAction(k: number, moving: boolean): RailPassAction | null {
  if (k < 0 || k >= (moving ? counted.moving : counted.all)) return null;
  return build(moving ? (movingAt[k] ?? 0) : k);
}

/** True when `legalActions(p.s, seat)` would not be empty. */
export function hasLegalAction(p: Playout, seat: number): boolean {
  return p.noLegalAt[seat] !== p.version && walk(p, seat, 1);
}

/** One cube of each colour, by colour index: shared, frozen cargo maps for the transfers built here. */
const ONE_CUBE: readonly Cargo[] = CITIES.map((c) => Object.freeze({ [c]: 1 }));
const oneCube = (c: number): Cargo => ONE_CUBE[c] ?? {};

/** The noted action `i` in `legalActions` form (the same keys in the same order). */
function build(i: number): RailPassAction {
  const z = trains[i] as Train;
  const aux = auxes[i] ?? 0;
  const other = others[i] ?? '';
  switch (kinds[i] as Kind) {
    case Kind.LoadHead:
      return { type: 'LOAD', train: z.id, end: 'head' };
    case Kind.LoadTail:
      return { type: 'LOAD', train: z.id, end: 'tail' };
    case Kind.Lift:
      return { type: 'LIFT', train: z.id };
    case Kind.Park:
      return { type: 'PARK', train: z.id, track: aux === 0 ? 'long' : 'short' };
    case Kind.Send: {
      const to = CITIES[aux & 7] as City;
      const track = (aux >> 3) & 3;
      const a: RailPassAction =
        track === 0 ? { type: 'SEND', train: z.id, to } : { type: 'SEND', train: z.id, to, track: track === 1 ? 'long' : 'short' };
      return aux & 32 ? { ...a, express: true } : a;
    }
    case Kind.Give:
      return { type: 'TRANSFER', from: z.id, to: other, give: oneCube(aux) };
    case Kind.Take:
      return { type: 'TRANSFER', from: other, to: z.id, take: oneCube(aux) };
    case Kind.Swap:
      return { type: 'TRANSFER', from: z.id, to: other, give: oneCube(aux & 7), take: oneCube(aux >> 3) };
    case Kind.EngineerToTrain:
      return { type: 'MOVE_ENGINEER', engineer: other, to: z.id };
    case Kind.EngineerToHotel:
      return { type: 'MOVE_ENGINEER', engineer: other, to: 'hotel' };
  }
}

/** Notes the legal actions of `seat` in `legalActions` order, stopping after `stop` of them (-1: all); true when stopped. */
function walk(p: Playout, seat: number, stop: number): boolean {
  seen = 0;
  seenMoving = 0;
  stopAfter = stop;
  const s = p.s;
  if (s.over) return false;
  const st = s.seats[seat];
  if (!st || s.clock < st.busyUntil) return false;
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
        if (fitsWith(z, n, head, null, ex) && note(Kind.LoadHead, z, 0, '')) return true;
        if (tail !== undefined && fitsWith(z, n, tail, null, ex) && note(Kind.LoadTail, z, 0, '')) return true;
      }
    // lift (RP-9)
    if (myLoad < MAX_HAND) {
      if (z0 !== undefined && z0.engineer !== null && note(Kind.Lift, z0, 0, '')) return true;
      if (z1 !== undefined && z1.engineer !== null && note(Kind.Lift, z1, 0, '')) return true;
    }
    // park (RP-10)
    let heldHere = 0;
    for (const id of st.held) {
      const z = s.trains[id];
      if (z === undefined || z.loc.kind !== 'held' || z.loc.city !== x) continue;
      heldHere++;
      const engineer = z.engineer === null ? undefined : s.engineers[z.engineer];
      if (cfg.guardRange && engineer !== undefined && !inRange(engineer.home, x)) continue;
      if (tr.long === null && note(Kind.Park, z, 0, '')) return true;
      if (tr.short === null && z.size === 'short' && note(Kind.Park, z, 1, '')) return true;
    }
    // send (RP-11): parked trains, then held ones
    if (z0 !== undefined && (sends(p, seat, x, z0, false) || (z1 !== undefined && sends(p, seat, x, z1, false)))) return true;
    if (heldHere > 0)
      for (const id of st.held) {
        const z = s.trains[id];
        if (z === undefined || z.loc.kind !== 'held' || z.loc.city !== x) continue;
        if (sends(p, seat, x, z, true)) return true;
      }
    if (z0 === undefined) continue;
    // transfer (RP-12): single-cube moves and one-for-one swaps
    if (z1 !== undefined && n0 + n1 > 0) {
      for (const c in z0.cargo) if (fitsWith(z1, n1, c as City, null, ex) && note(Kind.Give, z0, ci(c as City), z1.id)) return true;
      for (const c in z1.cargo) if (fitsWith(z0, n0, c as City, null, ex) && note(Kind.Take, z1, ci(c as City), z0.id)) return true;
      for (const c in z0.cargo)
        for (const e in z1.cargo)
          if (
            c !== e &&
            fitsWith(z0, n0, e as City, c as City, ex) &&
            fitsWith(z1, n1, c as City, e as City, ex) &&
            note(Kind.Swap, z0, ci(c as City) | (ci(e as City) << 3), z1.id)
          )
            return true;
    }
    // moveEngineer (RP-13)
    const hotel = s.hotels[x];
    for (const e of hotel) {
      if (z0.engineer === null && note(Kind.EngineerToTrain, z0, 0, e)) return true;
      if (z1 !== undefined && z1.engineer === null && note(Kind.EngineerToTrain, z1, 0, e)) return true;
    }
    for (let i = 0; i < 2; i++) {
      const z = i === 0 ? z0 : z1;
      const w = i === 0 ? z1 : z0;
      if (z === undefined) break;
      if (z.engineer === null) continue;
      if (hotel.length < HOTEL_CAPACITY && note(Kind.EngineerToHotel, z, 0, z.engineer)) return true;
      if (w !== undefined && w.engineer === null && note(Kind.EngineerToTrain, w, 0, z.engineer)) return true;
    }
  }
  if (seen === 0) p.noLegalAt[seat] = p.version;
  return false;
}

/**
 * Notes the sends (RP-11) of train z at x (held by `seat` when `held`) in `legalActions` order: each
 * neighbour whose seat has a free hand, plain, then naming the long and (short trains) the short
 * track when the seat receives it, each followed by its express variant in handling mode (RP-15).
 * True when the walk stopped.
 */
function sends(p: Playout, seat: number, x: City, z: Train, held: boolean): boolean {
  if (z.engineer === null) return false;
  const express = p.s.config.handlingMode;
  for (const to of p.geo.adj[ci(x)] ?? []) {
    const receiver = p.geo.controller[ci(to)] ?? 0;
    if (handLoadOf(p, receiver) - (held && receiver === seat ? 1 : 0) >= MAX_HAND) continue;
    const named = receiver !== seat ? 0 : z.size === 'short' ? 2 : 1;
    for (let t = 0; t <= named; t++) {
      const aux = ci(to) | (t << 3);
      if (note(Kind.Send, z, aux, '')) return true;
      if (express && note(Kind.Send, z, aux | 32, '')) return true;
    }
  }
  return false;
}
