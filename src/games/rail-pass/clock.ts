/**
 * Automatic effects and the round clock (docs/rules/rail-pass.md): placement with delivery and
 * retirement (RP-14.4), arrivals (RP-14.1) with express draws (RP-15.3), wrecks (RP-15.4), autoPark
 * (RP-14.6), and the round-level advance (RP-6.3). Every function here mutates the `Draft` it is
 * given (and nothing else); rules.ts builds the match-level `advance` on top.
 */
import { CITIES, HANDLING, inRange, type City, type TrackKind } from './data.js';
import { wEngineer, wEvents, wPile, wSeat, wStorage, wTracks, wTrain, type Draft } from './draft.js';
import { Mulberry } from './prng.js';
import { cargoSize, trainOf } from './queries.js';
import type { Engineer, RailPassState, Train } from './types.js';

/** Engineer `id`, which must exist. */
function engineerOf(state: RailPassState, id: string): Engineer {
  const e = state.engineers[id];
  if (e === undefined) throw new Error(`rail-pass: no engineer ${id}`);
  return e;
}

/**
 * Places train `id` on `track` of `city` (RP-14.4): puts it there, delivers every `city` cube aboard
 * into that city's storage, then retires its engineer if `city` is beyond the engineer's range
 * (retiredEngineers + 1, a −2 penalty).
 */
export function placeInDraft(d: Draft, id: string, city: City, track: TrackKind): void {
  const z = wTrain(d, id);
  wTracks(d, city)[track] = id;
  z.loc = { kind: 'track', city, track };
  const n = z.cargo[city];
  if (n) {
    const cargo = { ...z.cargo };
    delete cargo[city];
    z.cargo = cargo;
    wStorage(d)[city] += n;
  }
  if (z.engineer !== null) {
    const e = engineerOf(d.s, z.engineer);
    if (!inRange(e.home, city)) {
      wEngineer(d, e.id).status = 'retired';
      z.engineer = null;
      wPile(d).retiredEngineers += 1;
    }
  }
}

/** Wrecks train `id` (RP-15.4): out of play, cubes to droppedCubes, engineer lost, +1 wreck. */
function wreckInDraft(d: Draft, id: string): void {
  const z = wTrain(d, id);
  const p = wPile(d);
  p.droppedCubes += cargoSize(z.cargo);
  z.cargo = {};
  if (z.engineer !== null) {
    wEngineer(d, z.engineer).status = 'lost';
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
function arriveInDraft(d: Draft, id: string, t: number): void {
  const z0 = trainOf(d.s, id);
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
      wreckInDraft(d, id);
      return;
    }
    const z = wTrain(d, id);
    const cargo = { ...z.cargo };
    for (const c of CITIES) {
      const n = z.cargo[c] ?? 0;
      for (let k = 0; k < n; k++) {
        if (rng.next() < HANDLING.expressCubeDropChance[type]) {
          const left = (cargo[c] ?? 0) - 1;
          if (left === 0) delete cargo[c];
          else cargo[c] = left;
          wPile(d).droppedCubes += 1;
        }
      }
    }
    z.cargo = cargo;
    d.s.rng = rng.state;
  }
  const eng = z0.engineer === null ? null : engineerOf(d.s, z0.engineer);
  const wouldRetire = eng !== null && !inRange(eng.home, to);
  // Step 2: target track of an own-city move.
  if (targetTrack !== null && d.s.tracks[to][targetTrack] === null && !(cfg.guardRange && wouldRetire)) {
    placeInDraft(d, id, to, targetTrack);
    return;
  }
  // Step 3: into the receiving seat's hands, then autoPark.
  const seat = d.s.setup.controller[to];
  const z = wTrain(d, id);
  z.loc = { kind: 'held', seat, city: to };
  const st = wSeat(d, seat);
  st.held = [...st.held, id];
  if (cfg.autoPark && !wouldRetire) {
    const track = autoParkTrack(d.s, z, to);
    if (track !== null) {
      st.held = st.held.filter((h) => h !== id);
      placeInDraft(d, id, to, track);
      st.busyUntil = Math.max(st.busyUntil, t) + cfg.timing.actionMs.park;
    }
  }
}

/**
 * Round-level advance (RP-6.3) on a draft, `t` in round time: processes every event with at ≤ t and
 * at < T in (at, seq) order, then sets the clock; at t ≥ T the round ends (clock = T, remaining
 * events discarded). Returns true when the round ended.
 */
export function advanceRoundInDraft(d: Draft, t: number): boolean {
  const T = d.s.endsAt;
  for (let ev = d.s.events[0]; ev !== undefined; ev = d.s.events[0]) {
    if (ev.at > t || ev.at >= T) break;
    wEvents(d).shift();
    d.s.clock = ev.at;
    arriveInDraft(d, ev.train, ev.at);
  }
  if (t >= T) {
    d.s.clock = T;
    if (d.s.events.length) d.s.events = [];
    return true;
  }
  if (t > d.s.clock) d.s.clock = t;
  return false;
}
