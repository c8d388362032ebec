/**
 * Test helpers for Rail Pass (used only by *.test.ts; rules in docs/rules/rail-pass.md): start a
 * round, apply stamped actions by seat number (the rules' P1 is seat 0) with an expected result code,
 * and build fixture positions.
 */
import { expect } from 'vitest';
import { railPass } from './index.js';
import { parseConfig } from './config.js';
import { findSetup, type City } from './data.js';
import { advance } from './rules.js';
import { seatOf, trainOf } from './queries.js';
import type { Cargo, Engineer, RailPassAction, RailPassState, RailPassTeam, Seat, SeatState, TrackKind, Train } from './types.js';
import type { RailPassOutcome } from './index.js';

/** A fresh round of `setup` with config overrides (matchSeed defaults to 20190601, as in WE-1). */
export function start(setup: string, extra: Record<string, unknown> = {}): RailPassState {
  const players = findSetup(setup)?.players ?? 6;
  const cfg = parseConfig({ setup, matchSeed: 20190601, ...extra }, players);
  return railPass.setup(cfg, 'test', players);
}

/**
 * Applies `action` by seat `seat` at match time `at`. With `code`, expects that rejection and returns
 * the input state unchanged; otherwise expects success and returns the new state.
 */
export function act(state: RailPassState, seat: Seat, at: number, action: RailPassAction, code?: string): RailPassState {
  const r = railPass.apply(state, seat, action, at);
  if (code) {
    expect(r.ok ? 'OK' : r.error.code).toBe(code);
    return state;
  }
  if (!r.ok) throw new Error(`expected OK, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** advance(state, t). */
/** The outcome of a finished state, or a test failure when the game has not ended (RP-17). */
export function finished(s: RailPassState): RailPassOutcome {
  const o = railPass.outcome(s);
  if (!o) throw new Error('expected a finished Rail Pass game');
  return o;
}

/** The team result of a finished state (RP-17), or a test failure. */
export function teamResult(s: RailPassState): RailPassTeam {
  const team = finished(s).team;
  if (!team) throw new Error('a finished Rail Pass game has a team result');
  return team;
}

export const adv = (state: RailPassState, t: number): RailPassState => advance(state, t);

export const load = (train: string, end: 'head' | 'tail'): RailPassAction => ({ type: 'LOAD', train, end });
export const lift = (train: string): RailPassAction => ({ type: 'LIFT', train });
export const park = (train: string, track: TrackKind): RailPassAction => ({ type: 'PARK', train, track });
export const send = (train: string, to: City, more: { track?: TrackKind; express?: boolean } = {}): RailPassAction => ({
  type: 'SEND',
  train,
  to,
  ...more,
});
export const transfer = (from: string, to: string, give?: Cargo, take?: Cargo): RailPassAction => ({
  type: 'TRANSFER',
  from,
  to,
  ...(give ? { give } : {}),
  ...(take ? { take } : {}),
});
export const moveEng = (engineer: string, to: string): RailPassAction => ({ type: 'MOVE_ENGINEER', engineer, to });

/** The seat's busyUntil. */
export const busy = (s: RailPassState, seat: Seat): number => seatOf(s, seat).busyUntil;

/** Seat `n` of a state (SeatState) or a view (SeatView); throws when there is none. */
export function seat<T extends SeatState>(s: { seats: readonly T[] }, n: Seat): T {
  const st = s.seats[n];
  if (st === undefined) throw new Error(`no seat ${n}`);
  return st;
}

/** Train `id` of a state or view; throws when there is none. */
export const train = (s: { trains: Record<string, Train> }, id: string): Train => trainOf(s, id);

/** Engineer `id` of a state or view; throws when there is none. */
export function engineer(s: { engineers: Record<string, Engineer> }, id: string): Engineer {
  const e = s.engineers[id];
  if (e === undefined) throw new Error(`no engineer ${id}`);
  return e;
}

/** Yard of a city as a string, head first. */
export const yardStr = (s: RailPassState, c: City): string => s.yards[c].join('');

/**
 * Moves a train for a fixture (not a game action): onto a track, or into a seat's hands at a city.
 * Keeps tracks and held lists consistent.
 */
export function fixTrain(s: RailPassState, id: string, loc: { track: TrackKind; city: City } | { held: Seat; city: City }): RailPassState {
  const next: RailPassState = structuredClone(s);
  const z = trainOf(next, id);
  if (z.loc.kind === 'track') next.tracks[z.loc.city][z.loc.track] = null;
  if (z.loc.kind === 'held') {
    const holder = seatOf(next, z.loc.seat);
    holder.held = holder.held.filter((h) => h !== id);
  }
  if ('track' in loc) {
    const other = next.tracks[loc.city][loc.track];
    if (other !== null && other !== id) throw new Error(`fixture: ${loc.city} ${loc.track} holds ${other}`);
    next.tracks[loc.city][loc.track] = id;
    z.loc = { kind: 'track', city: loc.city, track: loc.track };
  } else {
    seatOf(next, loc.held).held.push(id);
    z.loc = { kind: 'held', seat: loc.held, city: loc.city };
  }
  return next;
}
