/**
 * Read-only state queries shared by the rules, the clock, the legal-action list, the view and the bots
 * (docs/rules/rail-pass.md): hand load (RP-14.2), effective capacity (RP-16.2), cargo arithmetic
 * (RP-5), the seat of a city (RP-3.1). Nothing here mutates.
 */
import { CAPACITY, STICKER_SLOTS, type City } from './data.js';
import type { Cargo, RailPassState, Seat, SeatState, Train } from './types.js';

/** The rules' name of seat `seat` (RP-1.4): seat 0 is `P1`. For messages and descriptions only. */
export function seatLabel(seat: Seat): string {
  return `P${seat + 1}`;
}

/** The state of `seat`, which must exist (throws a clear error otherwise). */
export function seatOf(state: { seats: readonly SeatState[] }, seat: Seat): SeatState {
  const st = state.seats[seat];
  if (st === undefined) throw new Error(`rail-pass: no seat ${seat}`);
  return st;
}

/** Train `id`, which must exist (throws a clear error otherwise). */
export function trainOf(state: { trains: Record<string, Train> }, id: string): Train {
  const z = state.trains[id];
  if (z === undefined) throw new Error(`rail-pass: no train ${id}`);
  return z;
}

/** Total cubes in a cargo map. */
export function cargoSize(c: Cargo): number {
  let n = 0;
  for (const k in c) n += c[k as City] ?? 0;
  return n;
}

/** A cargo map with `n` cubes of colour `c` added (n may be negative); zero entries removed. */
export function cargoAdd(cargo: Cargo, c: City, n: number): Cargo {
  const out: Cargo = { ...cargo };
  const v = (out[c] ?? 0) + n;
  if (v === 0) delete out[c];
  else out[c] = v;
  return out;
}

/**
 * Effective capacity (RP-16.2): capacity − slots + min(cargo[sticker], slots) in expert mode, else
 * the plain capacity (long 5, short 3).
 */
export function effCap(train: Train, cargo: Cargo, expert: boolean): number {
  return capacityWith(train, train.sticker === null ? 0 : (cargo[train.sticker] ?? 0), expert);
}

/**
 * Effective capacity (RP-16.2) of `train` when it holds `stickered` cubes of its sticker's colour:
 * capacity − slots + min(stickered, slots) in expert mode, else (or without a sticker) the plain
 * capacity (long 5, short 3). The one formula behind `effCap`, `fitsAfter` and the playout path.
 */
export function capacityWith(train: Train, stickered: number, expert: boolean): number {
  const cap = CAPACITY[train.size];
  if (!expert || train.sticker === null) return cap;
  const slots = STICKER_SLOTS[train.size];
  return cap - slots + Math.min(stickered, slots);
}

/**
 * True when `z` stays within its effective capacity (RP-16.2) after gaining a cube of colour `add`
 * (or none) and losing one of colour `remove` (or none). Allocation-free, for enumerations.
 */
export function fitsAfter(z: Train, add: City | null, remove: City | null, expert: boolean): boolean {
  return fitsWith(z, cargoSize(z.cargo), add, remove, expert);
}

/** `fitsAfter` for a train known to hold `n` cubes (saves counting them again). */
export function fitsWith(z: Train, n: number, add: City | null, remove: City | null, expert: boolean): boolean {
  const st = z.sticker === null ? 0 : (z.cargo[z.sticker] ?? 0) + (add === z.sticker ? 1 : 0) - (remove === z.sticker ? 1 : 0);
  return n + (add ? 1 : 0) - (remove ? 1 : 0) <= capacityWith(z, st, expert);
}

/**
 * A seat's hand load (RP-14.2): trains it holds plus trains in transit to any of its cities.
 * Never more than 2.
 */
export function handLoad(state: RailPassState, seat: Seat): number {
  let n = seatOf(state, seat).held.length;
  const ctl = state.setup.controller;
  for (const id in state.trains) {
    const loc = state.trains[id]?.loc;
    if (loc?.kind === 'transit' && ctl[loc.to] === seat) n++;
  }
  return n;
}
