/**
 * Automatic effects and the clock: placement with delivery and retirement (RP-14.4), arrivals
 * (RP-14.1) with express draws (RP-15.3), wrecks (RP-15.4), autoPark (RP-14.6), `advance` (RP-6.3)
 * including the end of a round, scoring it and starting the next round of the match (RP-17.6).
 */
import { HANDLING, inRange, type City, type TrackKind } from './data.js';
import { Draft } from './draft.js';
import { Mulberry } from './prng.js';
import { roundResult } from './score.js';
import { cargoSize, setupRound } from './state.js';
import type { RailPassState, Train } from './types.js';

/**
 * Places train `id` on `track` of `city` (RP-14.4): puts it there, delivers every `city` cube aboard
 * into that city's storage, then retires its engineer if `city` is beyond the engineer's range
 * (retiredEngineers + 1, a −2 penalty).
 */
export function place(d: Draft, id: string, city: City, track: TrackKind): void {
  const z = d.train(id);
  d.tracks(city)[track] = id;
  z.loc = { kind: 'track', city, track };
  const n = z.cargo[city];
  if (n) {
    const cargo = { ...z.cargo };
    delete cargo[city];
    z.cargo = cargo;
    d.storage()[city] += n;
  }
  if (z.engineer !== null) {
    const e = d.s.engineers[z.engineer]!;
    if (!inRange(e.home, city)) {
      d.engineer(e.id).status = 'retired';
      z.engineer = null;
      d.pile().retiredEngineers += 1;
    }
  }
}

/** Wrecks train `id` (RP-15.4): out of play, cubes to droppedCubes, engineer lost, +1 wreck. */
function wreck(d: Draft, id: string): void {
  const z = d.train(id);
  const p = d.pile();
  p.droppedCubes += cargoSize(z.cargo);
  z.cargo = {};
  if (z.engineer !== null) {
    d.engineer(z.engineer).status = 'lost';
    p.retiredEngineers += 1;
    z.engineer = null;
  }
  p.wreckedTrains += 1;
  z.loc = { kind: 'wrecked' };
}

/** The free fitting track autoPark would use (RP-14.6): short then long for a short train; long for a long one. */
function autoParkTrack(state: RailPassState, z: Train, city: City): TrackKind | null {
  const t = state.tracks[city];
  if (z.size === 'short' && t.short === null) return 'short';
  return t.long === null ? 'long' : null;
}

/** Applies the arrival of train `id` at round time `t` (RP-14.1, steps 1–3). */
function arrive(d: Draft, id: string, t: number): void {
  const z0 = d.s.trains[id]!;
  if (z0.loc.kind !== 'transit') return;
  const { from, to, express, targetTrack } = z0.loc;
  const cfg = d.s.config;
  // Step 1: express risk draws (handling mode only).
  if (express && cfg.handlingMode) {
    const type = d.s.setup.adj[from][to] ?? 'open';
    const rng = new Mulberry(d.s.rng);
    const wrecked = rng.next() < HANDLING.expressWreckChance[type];
    if (wrecked) {
      d.s.rng = rng.state;
      wreck(d, id);
      return;
    }
    const z = d.train(id);
    const cargo = { ...z.cargo };
    for (const c of ['A', 'B', 'C', 'D', 'E', 'F'] as City[]) {
      const n = z.cargo[c] ?? 0;
      for (let k = 0; k < n; k++) {
        if (rng.next() < HANDLING.expressCubeDropChance[type]) {
          cargo[c] = cargo[c]! - 1;
          if (cargo[c] === 0) delete cargo[c];
          d.pile().droppedCubes += 1;
        }
      }
    }
    z.cargo = cargo;
    d.s.rng = rng.state;
  }
  const eng = z0.engineer === null ? null : d.s.engineers[z0.engineer]!;
  const wouldRetire = eng !== null && !inRange(eng.home, to);
  // Step 2: target track of an own-city move.
  if (targetTrack !== null && d.s.tracks[to][targetTrack] === null && !(cfg.guardRange && wouldRetire)) {
    place(d, id, to, targetTrack);
    return;
  }
  // Step 3: into the receiving seat's hands, then autoPark.
  const seat = d.s.setup.controller[to];
  const z = d.train(id);
  z.loc = { kind: 'held', seat, city: to };
  const st = d.seat(seat);
  st.held = [...st.held, id];
  if (cfg.autoPark && !wouldRetire) {
    const track = autoParkTrack(d.s, z, to);
    if (track !== null) {
      st.held = st.held.filter((h) => h !== id);
      place(d, id, to, track);
      st.busyUntil = Math.max(st.busyUntil, t) + cfg.timing.actionMs.park;
    }
  }
}

/**
 * Round-level advance (RP-6.3) on a draft, `t` in round time: processes every event with at ≤ t and
 * at < T in (at, seq) order, then sets the clock; at t ≥ T the round ends (clock = T, remaining
 * events discarded). Returns true when the round ended.
 */
export function advanceRound(d: Draft, t: number): boolean {
  const T = d.s.endsAt;
  while (d.s.events.length > 0) {
    const ev = d.s.events[0]!;
    if (ev.at > t || ev.at >= T) break;
    d.events().shift();
    d.s.clock = ev.at;
    arrive(d, ev.train, ev.at);
  }
  if (t >= T) {
    d.s.clock = T;
    if (d.s.events.length) d.s.events = [];
    return true;
  }
  if (t > d.s.clock) d.s.clock = t;
  return false;
}

/**
 * Match-level advance: `now` is match time (ms since round 1 started). Ends rounds that reach T,
 * records their results and starts the next round (RP-17.6) at roundStart + T, until the match's
 * last round ends (`over`). Returns the input unchanged when nothing happens.
 */
export function advanceMatch(state: RailPassState, now: number): RailPassState {
  let s = state;
  while (!s.over) {
    const rel = now - s.roundStart;
    if (rel <= s.clock && (s.events.length === 0 || s.events[0]!.at > rel)) return s;
    const d = new Draft(s);
    const ended = advanceRound(d, rel);
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
export function nextEventAtMatch(state: RailPassState): number | null {
  if (state.over) return null;
  const ev = state.events[0];
  const at = ev !== undefined && ev.at < state.endsAt ? ev.at : state.endsAt;
  return state.roundStart + at;
}
