/**
 * Test helpers for Rail Pass (used only by *.test.ts): start a round, apply stamped actions by seat
 * name with an expected result code, and build fixture positions.
 */
import { expect } from 'vitest';
import { railPass } from './index.js';
import { parseConfig } from './config.js';
import { findSetup, type City } from './data.js';
import { advanceMatch } from './clock.js';
import { seatIndex } from './state.js';
import type { Cargo, RailPassAction, RailPassState, TrackKind } from './types.js';

/** A fresh round of `setup` with config overrides (matchSeed defaults to 20190601, as in WE-1). */
export function start(setup: string, extra: Record<string, unknown> = {}): RailPassState {
  const players = findSetup(setup)?.players ?? 6;
  const cfg = parseConfig({ setup, matchSeed: 20190601, ...extra }, players);
  return railPass.setup(cfg, 'test', players);
}

/**
 * Applies `action` by seat name at match time `at`. With `code`, expects that rejection and returns
 * the input state unchanged; otherwise expects success and returns the new state.
 */
export function act(state: RailPassState, seat: string, at: number, action: RailPassAction, code?: string): RailPassState {
  const r = railPass.apply(state, seatIndex(seat), action, at);
  if (code) {
    expect(r.ok ? 'OK' : r.error.code).toBe(code);
    return state;
  }
  if (!r.ok) throw new Error(`expected OK, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** advance(state, t). */
export const adv = (state: RailPassState, t: number): RailPassState => advanceMatch(state, t);

export const load = (train: string, end: 'head' | 'tail'): RailPassAction => ({ type: 'load', train, end });
export const lift = (train: string): RailPassAction => ({ type: 'lift', train });
export const park = (train: string, track: TrackKind): RailPassAction => ({ type: 'park', train, track });
export const send = (train: string, to: City, more: { track?: TrackKind; express?: boolean } = {}): RailPassAction => ({
  type: 'send',
  train,
  to,
  ...more,
});
export const transfer = (from: string, to: string, give?: Cargo, take?: Cargo): RailPassAction => ({
  type: 'transfer',
  from,
  to,
  ...(give ? { give } : {}),
  ...(take ? { take } : {}),
});
export const moveEng = (engineer: string, to: string): RailPassAction => ({ type: 'moveEngineer', engineer, to });

/** The seat's busyUntil. */
export const busy = (s: RailPassState, seat: string): number => s.seats[seat]!.busyUntil;

/** Yard of a city as a string, head first. */
export const yardStr = (s: RailPassState, c: City): string => s.yards[c].join('');

/**
 * Moves a train for a fixture (not a game action): onto a track, or into a seat's hands at a city.
 * Keeps tracks and held lists consistent.
 */
export function fixTrain(
  s: RailPassState,
  id: string,
  loc: { track: TrackKind; city: City } | { held: string; city: City },
): RailPassState {
  const next: RailPassState = structuredClone(s);
  const z = next.trains[id]!;
  if (z.loc.kind === 'track') next.tracks[z.loc.city][z.loc.track] = null;
  if (z.loc.kind === 'held') {
    const seat = next.seats[z.loc.seat]!;
    seat.held = seat.held.filter((h) => h !== id);
  }
  if ('track' in loc) {
    const other = next.tracks[loc.city][loc.track];
    if (other !== null && other !== id) throw new Error(`fixture: ${loc.city} ${loc.track} holds ${other}`);
    next.tracks[loc.city][loc.track] = id;
    z.loc = { kind: 'track', city: loc.city, track: loc.track };
  } else {
    next.seats[loc.held]!.held.push(id);
    z.loc = { kind: 'held', seat: loc.held, city: loc.city };
  }
  return next;
}
