/**
 * The Rail Pass rules engine (docs/rules/rail-pass.md RP-6, RP-7 to RP-13, RP-17.6): `apply` with the
 * common checks in spec order (RP-6.4, RP-7.2), each action's own checks in spec order (the first
 * failing check decides the code) and its effects; `advance` (RP-6.3) across round ends and into the
 * next round of a match (RP-17.6); `nextEventAt` (RP-6.5); `activeSeats` (RP-6.7). `apply` never
 * mutates its input; a rejected action changes nothing.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { HOTEL_CAPACITY, MAX_HAND, inRange, isCity, type City, type TrackKind } from './data.js';
import { draftOf, setHotel, wEvents, wSeat, wTracks, wTrain, wYard } from './draft.js';
import { advanceRoundInDraft, placeInDraft } from './clock.js';
import { RailPassErrors as RP } from './errors.js';
import { roundResult } from './outcome.js';
import { cargoAdd, cargoSize, effCap, handLoad, seatLabel, trainOf } from './queries.js';
import { setupRound } from './setup.js';
import type { Cargo, RailPassAction, RailPassState, Seat, Train } from './types.js';

/**
 * Match-level advance (RP-6.3): `now` is match time (ms since round 1 started). Ends rounds that reach
 * T, records their results and starts the next round (RP-17.6) at roundStart + T, until the match's
 * last round ends (`over`). Returns the input unchanged when nothing happens.
 */
export function advance(state: RailPassState, now: number): RailPassState {
  let s = state;
  while (!s.over) {
    const rel = now - s.roundStart;
    const first = s.events[0];
    if (rel <= s.clock && (first === undefined || first.at > rel)) return s;
    const d = draftOf(s);
    const ended = advanceRoundInDraft(d, rel);
    s = d.s;
    if (!ended) return s;
    const results = [...s.results, roundResult(s)];
    if (s.round >= s.config.rounds) return { ...s, results, over: true };
    const next = setupRound(s.config, s.setup, s.matchSeed, s.round + 1, s.roundStart + s.endsAt);
    s = { ...next, results, actionCount: s.actionCount };
  }
  return s;
}

/** Match time of the next scheduled event (RP-6.5): the earliest arrival before T, else the round end; null when over. */
export function nextEventAt(state: RailPassState): number | null {
  if (state.over) return null;
  const ev = state.events[0];
  const at = ev !== undefined && ev.at < state.endsAt ? ev.at : state.endsAt;
  return state.roundStart + at;
}

/** Seats that may act now: every seat that is not busy (RP-6.7) while the match runs, ascending. */
export function activeSeats(state: RailPassState): number[] {
  if (state.over) return [];
  const out: number[] = [];
  state.seats.forEach((st, seat) => {
    if (st.busyUntil <= state.clock) out.push(seat);
  });
  return out;
}

const ACTION_TYPES = new Set<unknown>(['LOAD', 'LIFT', 'PARK', 'SEND', 'TRANSFER', 'MOVE_ENGINEER']);
const isTrack = (x: unknown): x is TrackKind => x === 'long' || x === 'short';
const has = (o: object, k: unknown): boolean => typeof k === 'string' && Object.prototype.hasOwnProperty.call(o, k);

/** True when the two cities are a blocked pair of the setup (RP-3.2). */
function isBlocked(state: RailPassState, a: City, b: City): boolean {
  return state.setup.blocked.some((p) => (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a));
}

/** True when `seat` controls `city`. */
const controls = (state: RailPassState, seat: Seat, city: City): boolean => state.setup.controller[city] === seat;

/** Where an engineer is: a hotel city, a train, or nowhere (retired/lost). */
export function engineerPlace(state: RailPassState, id: string): { kind: 'hotel'; city: City } | { kind: 'train'; train: Train } | null {
  for (const c in state.hotels) if (state.hotels[c as City].includes(id)) return { kind: 'hotel', city: c as City };
  for (const t in state.trains) {
    const train = state.trains[t];
    if (train?.engineer === id) return { kind: 'train', train };
  }
  return null;
}

/** Validates a cargo map (RP-12 check 1): keys city ids, values non-negative integers. */
function validCargo(x: unknown): x is Cargo {
  if (x === undefined) return true;
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return false;
  for (const [k, v] of Object.entries(x)) if (!isCity(k) || typeof v !== 'number' || !Number.isInteger(v) || v < 0) return false;
  return true;
}

/**
 * Applies `action` by contract seat number `seatNo` at match time `at` (defaults to the current
 * time). Order (RP-6.4, RP-7.2): time reversed, advance(at), round over, not a player, bad action,
 * hands busy; then the action's own checks and effects.
 */
export function apply(state: RailPassState, seatNo: number, action: RailPassAction, at?: number): Result<RailPassState> {
  const now = at ?? state.roundStart + state.clock;
  if (typeof now !== 'number' || !Number.isFinite(now) || !Number.isInteger(now) || now < 0)
    return err(RP.BAD_ARGUMENT, `time ${String(now)} is not a whole number of ms`);
  if (now < state.roundStart + state.clock)
    return err(RP.TIME_REVERSED, `stamp ${now} is earlier than the clock ${state.roundStart + state.clock}`);
  const s = advance(state, now);
  if (s.over) return err(RP.ROUND_OVER, 'the round has ended');
  const t = now - s.roundStart;
  const seat = seatNo;
  const seatState = Number.isInteger(seat) ? s.seats[seat] : undefined;
  if (seatState === undefined) return err(RP.NOT_A_PLAYER, `seat ${seatNo} drives no seat of ${s.setupId}`);
  const a = action as unknown as Record<string, unknown>;
  if (a === null || typeof a !== 'object' || !ACTION_TYPES.has(a.type))
    return err(RP.BAD_ACTION, `unknown action type ${JSON.stringify((a as { type?: unknown } | null)?.type)}`);
  const busy = seatState.busyUntil;
  if (t < busy) return err(RP.HANDS_BUSY, `${seatLabel(seat)} is busy until ${busy}`);
  let r: Result<RailPassState>;
  switch (action.type) {
    case 'LOAD':
      r = load(s, seat, a, t);
      break;
    case 'LIFT':
      r = lift(s, seat, a, t);
      break;
    case 'PARK':
      r = park(s, seat, a, t);
      break;
    case 'SEND':
      r = send(s, seat, a, t);
      break;
    case 'TRANSFER':
      r = transfer(s, seat, a, t);
      break;
    case 'MOVE_ENGINEER':
      r = moveEngineer(s, seat, a, t);
      break;
  }
  if (r.ok) r.value.actionCount = s.actionCount + 1;
  return r;
}

/** RP-8 `LOAD`: one yard-end cube onto a parked train in your city. Busy + load (1200). */
function load(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if (a.end !== 'head' && a.end !== 'tail') return err(RP.BAD_ARGUMENT, 'end must be head or tail');
  if (!has(s.trains, a.train)) return err(RP.UNKNOWN_TRAIN, `no train ${String(a.train)}`);
  const z = trainOf(s, a.train as string);
  if (z.loc.kind !== 'track') return err(RP.TRAIN_NOT_PARKED, `${z.id} is not on a track`);
  const x = z.loc.city;
  if (!controls(s, seat, x)) return err(RP.NOT_YOUR_CITY, `${x} is not ${seatLabel(seat)}'s city`);
  const yard = s.yards[x];
  if (yard.length === 0) return err(RP.YARD_EMPTY, `${x}'s yard is empty`);
  const cube = a.end === 'head' ? yard[0] : yard[yard.length - 1];
  if (cube === undefined) return err(RP.YARD_EMPTY, `${x}'s yard is empty`);
  const cargo = cargoAdd(z.cargo, cube, 1);
  if (cargoSize(cargo) > effCap(z, cargo, s.config.expert)) return err(RP.TRAIN_FULL, `${z.id} cannot take a ${cube} cube`);
  const d = draftOf(s);
  const y = wYard(d, x);
  if (a.end === 'head') y.shift();
  else y.pop();
  wTrain(d, z.id).cargo = cargo;
  wSeat(d, seat).busyUntil = t + s.config.timing.actionMs.load;
  return ok(d.s);
}

/** RP-9 `LIFT`: a parked train with an engineer into your hands (hand load < 2). Busy + lift (500). */
function lift(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if (!has(s.trains, a.train)) return err(RP.UNKNOWN_TRAIN, `no train ${String(a.train)}`);
  const z = trainOf(s, a.train as string);
  if (z.loc.kind !== 'track') return err(RP.TRAIN_NOT_PARKED, `${z.id} is not on a track`);
  const { city, track } = z.loc;
  if (!controls(s, seat, city)) return err(RP.NOT_YOUR_CITY, `${city} is not ${seatLabel(seat)}'s city`);
  if (z.engineer === null) return err(RP.NO_ENGINEER, `${z.id} has no engineer`);
  if (handLoad(s, seat) >= MAX_HAND) return err(RP.HANDS_FULL, `${seatLabel(seat)}'s hand load is ${MAX_HAND}`);
  const d = draftOf(s);
  wTracks(d, city)[track] = null;
  wTrain(d, z.id).loc = { kind: 'held', seat, city };
  const st = wSeat(d, seat);
  st.held = [...st.held, z.id];
  st.busyUntil = t + s.config.timing.actionMs.lift;
  return ok(d.s);
}

/** RP-10 `PARK`: a held train onto a free fitting track of the holding city. Busy + park (2000). */
function park(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if (!isTrack(a.track)) return err(RP.BAD_ARGUMENT, 'track must be long or short');
  if (!has(s.trains, a.train)) return err(RP.UNKNOWN_TRAIN, `no train ${String(a.train)}`);
  const z = trainOf(s, a.train as string);
  if (z.loc.kind !== 'held' || z.loc.seat !== seat) return err(RP.TRAIN_NOT_HELD, `${seatLabel(seat)} does not hold ${z.id}`);
  const city = z.loc.city;
  if (s.tracks[city][a.track] !== null) return err(RP.TRACK_OCCUPIED, `${city}'s ${a.track} track is taken`);
  if (a.track === 'short' && z.size === 'long') return err(RP.TRACK_TOO_SHORT, `${z.id} is a long train`);
  const engineer = z.engineer === null ? undefined : s.engineers[z.engineer];
  if (s.config.guardRange && engineer !== undefined && !inRange(engineer.home, city))
    return err(RP.WOULD_RETIRE, `${z.engineer} would retire at ${city}`);
  const d = draftOf(s);
  const st = wSeat(d, seat);
  st.held = st.held.filter((h) => h !== z.id);
  placeInDraft(d, z.id, city, a.track);
  st.busyUntil = t + s.config.timing.actionMs.park;
  return ok(d.s);
}

/** RP-11 `SEND`: a parked or held train to a connected city; schedules its arrival (RP-14.1). */
function send(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if ((a.track !== undefined && !isTrack(a.track)) || (a.express !== undefined && typeof a.express !== 'boolean'))
    return err(RP.BAD_ARGUMENT, 'track must be long or short, express a boolean');
  if (!has(s.trains, a.train)) return err(RP.UNKNOWN_TRAIN, `no train ${String(a.train)}`);
  const z = trainOf(s, a.train as string);
  let from: City;
  if (z.loc.kind === 'track') {
    if (!controls(s, seat, z.loc.city)) return err(RP.NOT_YOUR_CITY, `${z.loc.city} is not ${seatLabel(seat)}'s city`);
    from = z.loc.city;
  } else if (z.loc.kind === 'held') {
    if (z.loc.seat !== seat) return err(RP.TRAIN_NOT_HELD, `${z.id} is held by ${seatLabel(z.loc.seat)}`);
    from = z.loc.city;
  } else return err(RP.TRAIN_NOT_AVAILABLE, `${z.id} is ${z.loc.kind === 'transit' ? 'in transit' : 'wrecked'}`);
  if (z.engineer === null) return err(RP.NO_ENGINEER, `${z.id} has no engineer`);
  const to = a.to;
  if (!isCity(to)) return err(RP.UNKNOWN_CITY, `no city ${String(to)}`);
  if (to === from) return err(RP.SAME_CITY, `${z.id} is already in ${to}`);
  const type = s.setup.adj[from][to];
  if (type === undefined) {
    if (isBlocked(s, from, to)) return err(RP.TRACK_BLOCKED, `${from}–${to} is blocked`);
    return err(RP.NOT_CONNECTED, `${from} and ${to} are not connected`);
  }
  const express = a.express === true;
  if (express && !s.config.handlingMode) return err(RP.HANDLING_OFF, 'express needs handling mode');
  const track = a.track as TrackKind | undefined;
  if (track !== undefined && !controls(s, seat, to))
    return err(RP.NOT_YOUR_CITY, `a track can be named only in your own city; ${to} is not ${seatLabel(seat)}'s`);
  if (track === 'short' && z.size === 'long') return err(RP.TRACK_TOO_SHORT, `${z.id} is a long train`);
  const receiver = s.setup.controller[to];
  const load = handLoad(s, receiver) - (z.loc.kind === 'held' && z.loc.seat === receiver ? 1 : 0);
  if (load >= MAX_HAND) return err(RP.RECEIVER_FULL, `${seatLabel(receiver)} already has ${MAX_HAND} trains in hand or on their way`);
  const timing = s.config.timing;
  const d = draftOf(s);
  if (z.loc.kind === 'track') wTracks(d, from)[z.loc.track] = null;
  else {
    const st = wSeat(d, seat);
    st.held = st.held.filter((h) => h !== z.id);
  }
  const arriveAt = t + (express ? timing.expressTransitMs[type] : timing.transitMs[type]);
  wTrain(d, z.id).loc = { kind: 'transit', from, to, departAt: t, arriveAt, express, targetTrack: track ?? null };
  const seq = s.eventSeq;
  d.s.eventSeq = seq + 1;
  const evs = wEvents(d);
  let i = evs.length;
  for (let prev = evs[i - 1]; prev !== undefined && (prev.at > arriveAt || (prev.at === arriveAt && prev.seq > seq)); prev = evs[i - 1])
    i--;
  evs.splice(i, 0, { at: arriveAt, seq, kind: 'arrival', train: z.id });
  wSeat(d, seat).busyUntil = t + timing.actionMs.send + timing.actionMs.sendExtra[type];
  return ok(d.s);
}

/** RP-12 `TRANSFER`: exchange cubes between two parked trains of one of your cities. */
function transfer(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if (!validCargo(a.give) || !validCargo(a.take)) return err(RP.BAD_ARGUMENT, 'give and take must map city ids to whole numbers ≥ 0');
  if (!has(s.trains, a.from) || !has(s.trains, a.to))
    return err(RP.UNKNOWN_TRAIN, `no train ${has(s.trains, a.from) ? String(a.to) : String(a.from)}`);
  if (a.from === a.to) return err(RP.BAD_ARGUMENT, 'from and to are the same train');
  const zf = trainOf(s, a.from as string);
  const zt = trainOf(s, a.to as string);
  if (zf.loc.kind !== 'track' || zt.loc.kind !== 'track') return err(RP.TRAIN_NOT_PARKED, 'both trains must be on a track');
  if (zf.loc.city !== zt.loc.city) return err(RP.NOT_SAME_CITY, `${zf.id} and ${zt.id} are in different cities`);
  const city = zf.loc.city;
  if (!controls(s, seat, city)) return err(RP.NOT_YOUR_CITY, `${city} is not ${seatLabel(seat)}'s city`);
  const give = (a.give ?? {}) as Cargo;
  const take = (a.take ?? {}) as Cargo;
  const moved = cargoSize(give) + cargoSize(take);
  if (moved === 0) return err(RP.EMPTY_TRANSFER, 'no cube moves');
  for (const c in give) {
    const n = give[c as City] ?? 0;
    if ((zf.cargo[c as City] ?? 0) < n) return err(RP.CARGO_MISSING, `${zf.id} lacks ${n} ${c}`);
  }
  for (const c in take) {
    const n = take[c as City] ?? 0;
    if ((zt.cargo[c as City] ?? 0) < n) return err(RP.CARGO_MISSING, `${zt.id} lacks ${n} ${c}`);
  }
  let cf: Cargo = zf.cargo;
  let ct: Cargo = zt.cargo;
  for (const c in give) {
    const n = give[c as City] ?? 0;
    if (n === 0) continue;
    cf = cargoAdd(cf, c as City, -n);
    ct = cargoAdd(ct, c as City, n);
  }
  for (const c in take) {
    const n = take[c as City] ?? 0;
    if (n === 0) continue;
    ct = cargoAdd(ct, c as City, -n);
    cf = cargoAdd(cf, c as City, n);
  }
  const ex = s.config.expert;
  if (cargoSize(cf) > effCap(zf, cf, ex) || cargoSize(ct) > effCap(zt, ct, ex))
    return err(RP.TRAIN_FULL, 'a train would exceed its capacity');
  const d = draftOf(s);
  wTrain(d, zf.id).cargo = cf;
  wTrain(d, zt.id).cargo = ct;
  const tm = s.config.timing.actionMs;
  wSeat(d, seat).busyUntil = t + tm.transfer + tm.transferPerCube * moved;
  return ok(d.s);
}

/** RP-13 `MOVE_ENGINEER`: between the hotel and parked trains of one of your cities. Busy + 1500. */
function moveEngineer(s: RailPassState, seat: Seat, a: Record<string, unknown>, t: number): Result<RailPassState> {
  if (!has(s.engineers, a.engineer)) return err(RP.UNKNOWN_ENGINEER, `no engineer ${String(a.engineer)}`);
  const e = s.engineers[a.engineer as string];
  if (e === undefined) return err(RP.UNKNOWN_ENGINEER, `no engineer ${String(a.engineer)}`);
  const where = e.status === 'active' ? engineerPlace(s, e.id) : null;
  if (where === null || (where.kind === 'train' && where.train.loc.kind !== 'track'))
    return err(RP.ENGINEER_UNAVAILABLE, `${e.id} is not available`);
  const city = where.kind === 'hotel' ? where.city : (where.train.loc as { city: City }).city;
  if (!controls(s, seat, city)) return err(RP.NOT_YOUR_CITY, `${city} is not ${seatLabel(seat)}'s city`);
  const d = draftOf(s);
  if (a.to === 'hotel') {
    if (where.kind === 'hotel') return err(RP.SAME_PLACE, `${e.id} is already in the hotel`);
    if (s.hotels[city].length >= HOTEL_CAPACITY) return err(RP.HOTEL_FULL, `${city}'s hotel holds ${HOTEL_CAPACITY}`);
    wTrain(d, where.train.id).engineer = null;
    setHotel(d, city, [...s.hotels[city], e.id]);
  } else {
    if (!has(s.trains, a.to)) return err(RP.UNKNOWN_TRAIN, `no train ${String(a.to)}`);
    const z = trainOf(s, a.to as string);
    if (where.kind === 'train' && where.train.id === z.id) return err(RP.SAME_PLACE, `${e.id} is already aboard ${z.id}`);
    if (z.loc.kind !== 'track') return err(RP.TRAIN_NOT_PARKED, `${z.id} is not on a track`);
    if (z.loc.city !== city) return err(RP.NOT_SAME_CITY, `${z.id} is in ${z.loc.city}, ${e.id} in ${city}`);
    if (z.engineer !== null) return err(RP.SEAT_TAKEN, `${z.id} already has ${z.engineer}`);
    if (where.kind === 'hotel')
      setHotel(
        d,
        city,
        s.hotels[city].filter((h) => h !== e.id),
      );
    else wTrain(d, where.train.id).engineer = null;
    wTrain(d, z.id).engineer = e.id;
  }
  wSeat(d, seat).busyUntil = t + s.config.timing.actionMs.moveEngineer;
  return ok(d.s);
}
