/**
 * One action on the playout path, in place (docs/rules/rail-pass.md RP-6.4, RP-7.2, RP-8 to RP-13): the
 * same checks in the same order as rules.ts `apply` (the first failing one decides the code, RP-21)
 * and the same effects, written against a `Playout` (state.ts). A rejected action changes nothing
 * but the clock: unlike `apply`, the advance to `at` (RP-6.3) is kept, which the playout loops never
 * notice because they advance to `at` before they act.
 */
import { HOTEL_CAPACITY, MAX_HAND, inRange, isCity, type City, type TrackKind } from '../data.js';
import { RailPassErrors as RP } from '../errors.js';
import { capacityWith, cargoSize } from '../queries.js';
import type { Cargo, RailPassAction, Seat, Train } from '../types.js';
import { advanceInPlace, placeInPlace, trainAt } from './clock.js';
import { addCargo, ci, handLoadOf, type Playout } from './state.js';

/** An RP-21 error code, or null for an accepted action. */
export type StepResult = string | null;

const ACTION_TYPES = new Set<unknown>(['LOAD', 'LIFT', 'PARK', 'SEND', 'TRANSFER', 'MOVE_ENGINEER']);
const isTrack = (x: unknown): x is TrackKind => x === 'long' || x === 'short';
const has = (o: object, k: unknown): boolean => typeof k === 'string' && Object.prototype.hasOwnProperty.call(o, k);

/**
 * Applies `action` by `seat` at match time `at` (ms; defaults to the current time) in place: advance,
 * then the RP-7.2 common checks and the action's own (RP-8 to RP-13). Returns null when accepted
 * (the state changed, `actionCount` + 1), else the RP-21 code (nothing changed but the advance).
 */
export function stepInPlace(p: Playout, seat: number, action: RailPassAction, at?: number): StepResult {
  const now = at ?? p.s.roundStart + p.s.clock;
  if (typeof now !== 'number' || !Number.isFinite(now) || !Number.isInteger(now) || now < 0) return RP.BAD_ARGUMENT;
  if (now < p.s.roundStart + p.s.clock) return RP.TIME_REVERSED;
  advanceInPlace(p, now);
  const s = p.s;
  if (s.over) return RP.ROUND_OVER;
  const t = now - s.roundStart;
  const st = Number.isInteger(seat) ? s.seats[seat] : undefined;
  if (st === undefined) return RP.NOT_A_PLAYER;
  const a = action as unknown as Record<string, unknown>;
  if (a === null || typeof a !== 'object' || !ACTION_TYPES.has(a.type)) return RP.BAD_ACTION;
  if (t < st.busyUntil) return RP.HANDS_BUSY;
  let r: StepResult;
  switch (action.type) {
    case 'LOAD':
      r = load(p, seat, a, t);
      break;
    case 'LIFT':
      r = lift(p, seat, a, t);
      break;
    case 'PARK':
      r = park(p, seat, a, t);
      break;
    case 'SEND':
      r = send(p, seat, a, t);
      break;
    case 'TRANSFER':
      r = transfer(p, seat, a, t);
      break;
    case 'MOVE_ENGINEER':
      r = moveEngineer(p, seat, a, t);
      break;
  }
  if (r === null) {
    s.actionCount += 1;
    p.version += 1;
  }
  return r;
}

/** True when `seat` controls `city`. */
const controls = (p: Playout, seat: Seat, city: City): boolean => p.geo.controller[ci(city)] === seat;

/** The seat's hands, which exist (checked by `stepInPlace`). */
function seatAt(p: Playout, seat: Seat) {
  const st = p.s.seats[seat];
  if (st === undefined) throw new Error(`rail-pass playout: no seat ${seat}`);
  return st;
}

/** RP-8 `LOAD`: busy + load. */
function load(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if (a.end !== 'head' && a.end !== 'tail') return RP.BAD_ARGUMENT;
  if (!has(s.trains, a.train)) return RP.UNKNOWN_TRAIN;
  const z = trainAt(p, a.train as string);
  if (z.loc.kind !== 'track') return RP.TRAIN_NOT_PARKED;
  const x = z.loc.city;
  if (!controls(p, seat, x)) return RP.NOT_YOUR_CITY;
  const yard = s.yards[x];
  const cube = a.end === 'head' ? yard[0] : yard[yard.length - 1];
  if (cube === undefined) return RP.YARD_EMPTY;
  const stickered = z.sticker === null ? 0 : (z.cargo[z.sticker] ?? 0) + (cube === z.sticker ? 1 : 0);
  if (cargoSize(z.cargo) + 1 > capacityWith(z, stickered, s.config.expert)) return RP.TRAIN_FULL;
  addCargo(z, cube, 1);
  if (a.end === 'head') yard.shift();
  else yard.pop();
  seatAt(p, seat).busyUntil = t + s.config.timing.actionMs.load;
  return null;
}

/** RP-9 `LIFT`: busy + lift. */
function lift(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if (!has(s.trains, a.train)) return RP.UNKNOWN_TRAIN;
  const z = trainAt(p, a.train as string);
  if (z.loc.kind !== 'track') return RP.TRAIN_NOT_PARKED;
  const { city, track } = z.loc;
  if (!controls(p, seat, city)) return RP.NOT_YOUR_CITY;
  if (z.engineer === null) return RP.NO_ENGINEER;
  if (handLoadOf(p, seat) >= MAX_HAND) return RP.HANDS_FULL;
  s.tracks[city][track] = null;
  z.loc = { kind: 'held', seat, city };
  const st = seatAt(p, seat);
  st.held.push(z.id);
  st.busyUntil = t + s.config.timing.actionMs.lift;
  return null;
}

/** RP-10 `PARK`: busy + park. */
function park(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if (!isTrack(a.track)) return RP.BAD_ARGUMENT;
  if (!has(s.trains, a.train)) return RP.UNKNOWN_TRAIN;
  const z = trainAt(p, a.train as string);
  if (z.loc.kind !== 'held' || z.loc.seat !== seat) return RP.TRAIN_NOT_HELD;
  const city = z.loc.city;
  if (s.tracks[city][a.track] !== null) return RP.TRACK_OCCUPIED;
  if (a.track === 'short' && z.size === 'long') return RP.TRACK_TOO_SHORT;
  const engineer = z.engineer === null ? undefined : s.engineers[z.engineer];
  if (s.config.guardRange && engineer !== undefined && !inRange(engineer.home, city)) return RP.WOULD_RETIRE;
  const st = seatAt(p, seat);
  st.held.splice(st.held.indexOf(z.id), 1);
  placeInPlace(p, z.id, city, a.track);
  st.busyUntil = t + s.config.timing.actionMs.park;
  return null;
}

/** True when the two cities are a blocked pair of the setup (RP-3.2). */
function isBlocked(p: Playout, a: City, b: City): boolean {
  return p.s.setup.blocked.some((q) => (q[0] === a && q[1] === b) || (q[0] === b && q[1] === a));
}

/** RP-11 `SEND`: schedules the arrival (RP-14.1); busy + send + the edge's extra. */
function send(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if ((a.track !== undefined && !isTrack(a.track)) || (a.express !== undefined && typeof a.express !== 'boolean')) return RP.BAD_ARGUMENT;
  if (!has(s.trains, a.train)) return RP.UNKNOWN_TRAIN;
  const z = trainAt(p, a.train as string);
  const loc = z.loc;
  let from: City;
  if (loc.kind === 'track') {
    if (!controls(p, seat, loc.city)) return RP.NOT_YOUR_CITY;
    from = loc.city;
  } else if (loc.kind === 'held') {
    if (loc.seat !== seat) return RP.TRAIN_NOT_HELD;
    from = loc.city;
  } else return RP.TRAIN_NOT_AVAILABLE;
  if (z.engineer === null) return RP.NO_ENGINEER;
  const to = a.to;
  if (!isCity(to)) return RP.UNKNOWN_CITY;
  if (to === from) return RP.SAME_CITY;
  const type = p.geo.edge[ci(from) * 6 + ci(to)] ?? null;
  if (type === null) return isBlocked(p, from, to) ? RP.TRACK_BLOCKED : RP.NOT_CONNECTED;
  const express = a.express === true;
  if (express && !s.config.handlingMode) return RP.HANDLING_OFF;
  const track = a.track as TrackKind | undefined;
  if (track !== undefined && !controls(p, seat, to)) return RP.NOT_YOUR_CITY;
  if (track === 'short' && z.size === 'long') return RP.TRACK_TOO_SHORT;
  const receiver = p.geo.controller[ci(to)] ?? 0;
  if (handLoadOf(p, receiver) - (loc.kind === 'held' && loc.seat === receiver ? 1 : 0) >= MAX_HAND) return RP.RECEIVER_FULL;
  const timing = s.config.timing;
  const st = seatAt(p, seat);
  if (loc.kind === 'track') s.tracks[from][loc.track] = null;
  else st.held.splice(st.held.indexOf(z.id), 1);
  const arriveAt = t + (express ? timing.expressTransitMs[type] : timing.transitMs[type]);
  z.loc = { kind: 'transit', from, to, departAt: t, arriveAt, express, targetTrack: track ?? null };
  p.inbound[receiver] = (p.inbound[receiver] ?? 0) + 1;
  const seq = s.eventSeq;
  s.eventSeq = seq + 1;
  const evs = s.events;
  let i = evs.length;
  for (let prev = evs[i - 1]; prev !== undefined && (prev.at > arriveAt || (prev.at === arriveAt && prev.seq > seq)); prev = evs[i - 1])
    i--;
  evs.splice(i, 0, { at: arriveAt, seq, kind: 'arrival', train: z.id });
  st.busyUntil = t + timing.actionMs.send + timing.actionMs.sendExtra[type];
  return null;
}

/** Validates a cargo map (RP-12 check 1): keys city ids, values non-negative integers. */
function validCargo(x: unknown): x is Cargo {
  if (x === undefined) return true;
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  for (const k in x) {
    if (!Object.prototype.hasOwnProperty.call(x, k)) continue;
    const v = (x as Record<string, unknown>)[k];
    if (!isCity(k) || typeof v !== 'number' || !Number.isInteger(v) || v < 0) return false;
  }
  return true;
}

/** Cubes of z's sticker colour after it gains `gain` and loses `lose` (0 without a sticker). */
function stickeredAfter(z: Train, gain: Cargo, lose: Cargo): number {
  const c = z.sticker;
  return c === null ? 0 : (z.cargo[c] ?? 0) + (gain[c] ?? 0) - (lose[c] ?? 0);
}

/** RP-12 `TRANSFER`: busy + transfer + per cube. */
function transfer(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if (!validCargo(a.give) || !validCargo(a.take)) return RP.BAD_ARGUMENT;
  if (!has(s.trains, a.from) || !has(s.trains, a.to)) return RP.UNKNOWN_TRAIN;
  if (a.from === a.to) return RP.BAD_ARGUMENT;
  const zf = trainAt(p, a.from as string);
  const zt = trainAt(p, a.to as string);
  if (zf.loc.kind !== 'track' || zt.loc.kind !== 'track') return RP.TRAIN_NOT_PARKED;
  if (zf.loc.city !== zt.loc.city) return RP.NOT_SAME_CITY;
  if (!controls(p, seat, zf.loc.city)) return RP.NOT_YOUR_CITY;
  const give = (a.give ?? {}) as Cargo;
  const take = (a.take ?? {}) as Cargo;
  const given = cargoSize(give);
  const taken = cargoSize(take);
  const moved = given + taken;
  if (moved === 0) return RP.EMPTY_TRANSFER;
  for (const c in give) if ((zf.cargo[c as City] ?? 0) < (give[c as City] ?? 0)) return RP.CARGO_MISSING;
  for (const c in take) if ((zt.cargo[c as City] ?? 0) < (take[c as City] ?? 0)) return RP.CARGO_MISSING;
  // RP-16.2 on the sizes and sticker cubes after the move, then the move in place: the pure rules
  // edit copies of both cargo maps with the same steps, so the key orders are the same.
  const ex = s.config.expert;
  if (cargoSize(zf.cargo) - given + taken > capacityWith(zf, stickeredAfter(zf, take, give), ex)) return RP.TRAIN_FULL;
  if (cargoSize(zt.cargo) + given - taken > capacityWith(zt, stickeredAfter(zt, give, take), ex)) return RP.TRAIN_FULL;
  for (const c in give) {
    const n = give[c as City] ?? 0;
    if (n === 0) continue;
    addCargo(zf, c as City, -n);
    addCargo(zt, c as City, n);
  }
  for (const c in take) {
    const n = take[c as City] ?? 0;
    if (n === 0) continue;
    addCargo(zt, c as City, -n);
    addCargo(zf, c as City, n);
  }
  const tm = s.config.timing.actionMs;
  seatAt(p, seat).busyUntil = t + tm.transfer + tm.transferPerCube * moved;
  return null;
}

/** Where an engineer is (rules.ts `engineerPlace`): a hotel city, a train, or nowhere. */
function engineerPlace(p: Playout, id: string): { hotel: City | null; train: Train | null } | null {
  const s = p.s;
  for (const c in s.hotels) if (s.hotels[c as City].includes(id)) return { hotel: c as City, train: null };
  for (const k in s.trains) {
    const z = s.trains[k];
    if (z?.engineer === id) return { hotel: null, train: z };
  }
  return null;
}

/** RP-13 `MOVE_ENGINEER`: busy + moveEngineer. */
function moveEngineer(p: Playout, seat: Seat, a: Record<string, unknown>, t: number): StepResult {
  const s = p.s;
  if (!has(s.engineers, a.engineer)) return RP.UNKNOWN_ENGINEER;
  const e = s.engineers[a.engineer as string];
  if (e === undefined) return RP.UNKNOWN_ENGINEER;
  const where = e.status === 'active' ? engineerPlace(p, e.id) : null;
  if (where === null || (where.train !== null && where.train.loc.kind !== 'track')) return RP.ENGINEER_UNAVAILABLE;
  const city = where.hotel ?? (where.train?.loc as { city: City }).city;
  if (!controls(p, seat, city)) return RP.NOT_YOUR_CITY;
  const hotel = s.hotels[city];
  if (a.to === 'hotel') {
    if (where.train === null) return RP.SAME_PLACE;
    if (hotel.length >= HOTEL_CAPACITY) return RP.HOTEL_FULL;
    where.train.engineer = null;
    hotel.push(e.id);
  } else {
    if (!has(s.trains, a.to)) return RP.UNKNOWN_TRAIN;
    const z = trainAt(p, a.to as string);
    if (where.train === z) return RP.SAME_PLACE;
    if (z.loc.kind !== 'track') return RP.TRAIN_NOT_PARKED;
    if (z.loc.city !== city) return RP.NOT_SAME_CITY;
    if (z.engineer !== null) return RP.SEAT_TAKEN;
    if (where.train === null) hotel.splice(hotel.indexOf(e.id), 1);
    else where.train.engineer = null;
    z.engineer = e.id;
  }
  seatAt(p, seat).busyUntil = t + s.config.timing.actionMs.moveEngineer;
  return null;
}
