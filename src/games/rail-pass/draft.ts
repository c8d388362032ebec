/**
 * Copy-on-write editing of a RailPassState with the engine's one idiom, `Cow` (src/engine/cow.ts):
 * `apply` and `advance` never mutate their input and copy only the parts an action or event changes
 * (one train, one yard, one seat…), never the whole state. Rules: docs/rules/rail-pass.md RP-5.
 *
 * A `Draft` is a `Cow` plus the writable root it made. The `w…` helpers below return a writable part
 * of the draft (copying it the first time); they and their callers mutate only the draft.
 */
import { Cow } from '../../engine/cow.js';
import type { City, TrackKind } from './data.js';
import type { ArrivalEvent, Engineer, Pile, RailPassState, Seat, SeatState, Train } from './types.js';

/** One copy-on-write edit of a state: `s` is writable (a shallow copy of the base). */
export interface Draft {
  readonly cow: Cow;
  readonly s: RailPassState;
}

/** Starts an edit of `base` (which stays untouched). */
export function draftOf(base: RailPassState): Draft {
  const cow = new Cow();
  return { cow, s: cow.own(base) };
}

/** Throws for a part that must exist (an engine bug otherwise). */
function missing(what: string): never {
  throw new Error(`rail-pass: no ${what}`);
}

/** Writable train `id` of the draft (mutates the draft's train map). */
export function wTrain(d: Draft, id: string): Train {
  const trains = d.cow.field(d.s, 'trains');
  return trains[id] === undefined ? missing(`train ${id}`) : d.cow.field(trains, id);
}

/** Writable engineer `id` of the draft. */
export function wEngineer(d: Draft, id: string): Engineer {
  const engineers = d.cow.field(d.s, 'engineers');
  return engineers[id] === undefined ? missing(`engineer ${id}`) : d.cow.field(engineers, id);
}

/** Writable yard of `city` (index 0 = head). */
export function wYard(d: Draft, city: City): City[] {
  return d.cow.field(d.cow.field(d.s, 'yards'), city);
}

/** Writable tracks of `city`. */
export function wTracks(d: Draft, city: City): Record<TrackKind, string | null> {
  return d.cow.field(d.cow.field(d.s, 'tracks'), city);
}

/** Replaces the hotel list of `city` in the draft. */
export function setHotel(d: Draft, city: City, list: string[]): void {
  d.cow.field(d.s, 'hotels')[city] = list;
}

/** Writable storage counts. */
export function wStorage(d: Draft): Record<City, number> {
  return d.cow.field(d.s, 'storage');
}

/** Writable seat `seat` (copy its `held` list before changing it: assign a new array). */
export function wSeat(d: Draft, seat: Seat): SeatState {
  const seats = d.cow.field(d.s, 'seats');
  return seats[seat] === undefined ? missing(`seat ${seat}`) : d.cow.field(seats, seat);
}

/** Writable penalty pile. */
export function wPile(d: Draft): Pile {
  return d.cow.field(d.s, 'pile');
}

/** Writable event list (kept sorted by (at, seq)). */
export function wEvents(d: Draft): ArrivalEvent[] {
  return d.cow.field(d.s, 'events');
}
