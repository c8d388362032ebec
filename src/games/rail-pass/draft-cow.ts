/**
 * Copy-on-write editing of a RailPassState: the engine never mutates its input, and copies only
 * the parts an action or event changes (one train, one yard, one seat…), never the whole state.
 */
import type { City } from './data.js';
import type { ArrivalEvent, Engineer, Pile, RailPassState, SeatName, SeatState, Train } from './types.js';

/** A shallow copy of a state plus helpers that copy a sub-object the first time it is written. */
export class Draft {
  readonly s: RailPassState;
  private readonly owned: Record<string, true> = {};

  constructor(base: RailPassState) {
    this.s = { ...base };
  }

  private own(key: string): boolean {
    if (this.owned[key]) return false;
    this.owned[key] = true;
    return true;
  }

  /** A writable train `id`. */
  train(id: string): Train {
    if (this.own('trains')) this.s.trains = { ...this.s.trains };
    if (this.own(`t:${id}`)) this.s.trains[id] = { ...this.s.trains[id]! };
    return this.s.trains[id]!;
  }

  /** A writable engineer `id`. */
  engineer(id: string): Engineer {
    if (this.own('engineers')) this.s.engineers = { ...this.s.engineers };
    if (this.own(`e:${id}`)) this.s.engineers[id] = { ...this.s.engineers[id]! };
    return this.s.engineers[id]!;
  }

  /** A writable yard of `city` (index 0 = head). */
  yard(city: City): City[] {
    if (this.own('yards')) this.s.yards = { ...this.s.yards };
    if (this.own(`y:${city}`)) this.s.yards[city] = [...this.s.yards[city]];
    return this.s.yards[city];
  }

  /** Writable tracks of `city`. */
  tracks(city: City): { long: string | null; short: string | null } {
    if (this.own('tracks')) this.s.tracks = { ...this.s.tracks };
    if (this.own(`k:${city}`)) this.s.tracks[city] = { ...this.s.tracks[city] };
    return this.s.tracks[city];
  }

  /** Replaces the hotel list of `city`. */
  setHotel(city: City, list: string[]): void {
    if (this.own('hotels')) this.s.hotels = { ...this.s.hotels };
    this.s.hotels[city] = list;
  }

  /** Writable storage counts. */
  storage(): Record<City, number> {
    if (this.own('storage')) this.s.storage = { ...this.s.storage };
    return this.s.storage;
  }

  /** Writable seat `name` (copy its `held` list before changing it: use setHeld). */
  seat(name: SeatName): SeatState {
    if (this.own('seats')) this.s.seats = { ...this.s.seats };
    if (this.own(`s:${name}`)) this.s.seats[name] = { ...this.s.seats[name]! };
    return this.s.seats[name]!;
  }

  /** Writable penalty pile. */
  pile(): Pile {
    if (this.own('pile')) this.s.pile = { ...this.s.pile };
    return this.s.pile;
  }

  /** Writable event list (kept sorted by (at, seq)). */
  events(): ArrivalEvent[] {
    if (this.own('events')) this.s.events = [...this.s.events];
    return this.s.events;
  }
}
