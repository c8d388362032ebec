/**
 * Look-ahead for the Rail Pass `planner` team (docs/rules/rail-pass.md RP-6, RP-18.1, RP-20.2): rebuilds a
 * playable state from the public view (everything but the round generator and the match seed is
 * public; bots never use express, so without handling-mode draws the generator is never read) and
 * plays the whole team forward in game time with the cooperative decisions, from one candidate
 * action of the seat to move. The planner compares candidates by the storages they reach.
 */
import { DEFAULT_TIMING, type City } from '../data.js';
import { apply, advance } from '../rules.js';
import { view } from '../view.js';
import { cargoSize } from '../queries.js';
import type { RailPassAction, RailPassConfig, RailPassState, RailPassView } from '../types.js';
import { decide } from './cooperative.js';

/** Reaction delay of the simulated team after each decision, ms (the cooperative bot's mean, 600–1200). */
export const SIM_REACTION_MS = 900;

/**
 * A state that plays like the one behind `v` (RP-5): the view's public fields, match seed 0 and
 * generator state 0 (unused without express sends, RP-15.3), event sequence after the pending ones.
 */
export function stateFromView(v: RailPassView): RailPassState {
  let seq = 0;
  for (const e of v.events) seq = Math.max(seq, e.seq + 1);
  const config: RailPassConfig = { ...v.config, matchSeed: 0 };
  return {
    config,
    setupId: v.setupId,
    setup: v.setup,
    round: v.round,
    roundStart: v.roundStart,
    clock: v.clock,
    endsAt: v.endsAt,
    over: v.over,
    matchSeed: 0,
    rng: 0,
    eventSeq: seq,
    events: v.events,
    yards: v.yards,
    storage: v.storage,
    tracks: v.tracks,
    hotels: v.hotels,
    trains: v.trains,
    engineers: v.engineers,
    seats: v.seats.map((s) => ({ cities: s.cities, held: s.held, busyUntil: s.busyUntil })),
    pile: v.pile,
    results: v.results,
    actionCount: 0,
  };
}

/** Busy time in ms of an accepted action (RP-7.4) under the default timings or the configured ones. */
function busyMs(s: RailPassState, seat: number, before: RailPassState): number {
  const a = s.seats[seat]?.busyUntil ?? 0;
  const b = before.seats[seat]?.busyUntil ?? 0;
  return Math.max(0, a - Math.max(b, s.clock));
}

/**
 * Plays `state` forward to match time `until` (clamped to the round end) with every seat making
 * the cooperative decision (crew swaps on), each acting `SIM_REACTION_MS` after its busy time.
 * `first` is applied for `seat` at match time `now` before that (null = the seat waits). Returns
 * the state reached, or null when `first` is rejected by the engine.
 */
export function playForward(
  state: RailPassState,
  seat: number,
  first: RailPassAction | null,
  now: number,
  until: number,
): RailPassState | null {
  let s = state;
  const seats = s.seats.length;
  const nextAct: number[] = Array.from(
    { length: seats },
    (_, k) => Math.max(now, s.roundStart + (s.seats[k]?.busyUntil ?? 0)) + SIM_REACTION_MS / 2,
  );
  const lastCity: (City | null)[] = Array.from({ length: seats }, () => null);
  if (first !== null) {
    const r = apply(s, seat, first, now);
    if (!r.ok) return null;
    nextAct[seat] = now + busyMs(r.value, seat, s) + SIM_REACTION_MS;
    s = r.value;
  } else {
    nextAct[seat] = now + SIM_REACTION_MS;
  }
  const end = Math.min(until, s.roundStart + s.endsAt - 1);
  let t = now;
  for (;;) {
    const ev = s.events[0];
    const evAt = ev === undefined ? Infinity : s.roundStart + ev.at;
    let next = evAt;
    for (const x of nextAct) next = Math.min(next, x);
    if (next > end) break;
    t = Math.max(t, next);
    s = advance(s, t);
    if (s.over || s.round !== state.round) break;
    for (let k = 0; k < seats; k++) {
      if ((nextAct[k] ?? 0) > t) continue;
      const busy = s.roundStart + (s.seats[k]?.busyUntil ?? 0);
      if (busy > t) {
        nextAct[k] = busy;
        continue;
      }
      const d = decide(view(s, k), { crewSwap: true, lastCity: lastCity[k] ?? null });
      if (d === null) {
        nextAct[k] = t + SIM_REACTION_MS;
        continue;
      }
      const r = apply(s, k, d.action, t);
      if (!r.ok) {
        nextAct[k] = t + SIM_REACTION_MS;
        continue;
      }
      lastCity[k] = d.city;
      nextAct[k] = t + busyMs(r.value, k, s) + SIM_REACTION_MS;
      s = r.value;
    }
  }
  return s;
}

/**
 * Value of a position for the team (RP-17.3): Σ over cities of 10·√storage, concave so that the
 * lagging cities (the two lowest decide the score) count most, minus the penalty points, plus a
 * small credit per cube aboard a train that is one hop from its city.
 */
export function positionValue(s: RailPassState): number {
  let v = 0;
  for (const c in s.storage) v += 10 * Math.sqrt(s.storage[c as City]);
  v -= s.pile.droppedCubes + 2 * s.pile.retiredEngineers + 5 * s.pile.wreckedTrains;
  for (const z of Object.values(s.trains)) {
    if (cargoSize(z.cargo) === 0) continue;
    const loc = z.loc;
    const at = loc.kind === 'track' || loc.kind === 'held' ? loc.city : loc.kind === 'transit' ? loc.to : null;
    if (at === null) continue;
    for (const k in z.cargo) if (s.setup.dist[at][k as City] === 1) v += 0.2 * (z.cargo[k as City] ?? 0);
  }
  return v;
}

/** The default transit time over open track, ms (RP-11): the unit of the planner's horizons. */
export const OPEN_TRANSIT_MS = DEFAULT_TIMING.transitMs.open;
