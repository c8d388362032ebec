/**
 * The round clock of the playout path, in place (docs/rules/rail-pass.md RP-6.3, RP-14, RP-15, RP-17.6):
 * placement with delivery and retirement (RP-14.4), arrivals (RP-14.1) with express draws (RP-15.3)
 * and wrecks (RP-15.4), autoPark (RP-14.6), round end and the next round of a match. The same steps,
 * in the same order, as clock.ts and rules.ts `advance`, written against a `Playout` (state.ts):
 * equal inputs give equal states (playout.test.ts). Times: `now` is match time in ms, everything
 * inside the state is round-relative ms.
 */
import { CITIES, HANDLING, inRange, type City, type TrackKind } from '../data.js';
import { Mulberry } from '../prng.js';
import { roundResult } from '../outcome.js';
import { cargoSize } from '../queries.js';
import { setupRound } from '../setup.js';
import type { Train } from '../types.js';
import { addCargo, ci, recountInbound, type Playout } from './state.js';

/** Train `id` of the playout, which must exist. */
export function trainAt(p: Playout, id: string): Train {
  const z = p.s.trains[id];
  if (z === undefined) throw new Error(`rail-pass playout: no train ${id}`);
  return z;
}

/** RP-14.4: puts train `id` on `track` of `city`, delivers its `city` cubes, retires an out-of-range engineer (−2). */
export function placeInPlace(p: Playout, id: string, city: City, track: TrackKind): void {
  const s = p.s;
  const z = trainAt(p, id);
  s.tracks[city][track] = id;
  z.loc = { kind: 'track', city, track };
  const n = z.cargo[city];
  if (n) {
    addCargo(z, city, -n);
    s.storage[city] += n;
  }
  if (z.engineer !== null) {
    const e = s.engineers[z.engineer];
    if (e !== undefined && !inRange(e.home, city)) {
      e.status = 'retired';
      z.engineer = null;
      s.pile.retiredEngineers += 1;
    }
  }
}

/** RP-15.4: wrecks train `id` (cubes dropped, engineer lost, one wreck). */
function wreckInPlace(p: Playout, z: Train): void {
  const pile = p.s.pile;
  pile.droppedCubes += cargoSize(z.cargo);
  z.cargo = {};
  if (z.engineer !== null) {
    const e = p.s.engineers[z.engineer];
    if (e !== undefined) e.status = 'lost';
    pile.retiredEngineers += 1;
    z.engineer = null;
  }
  pile.wreckedTrains += 1;
  z.loc = { kind: 'wrecked' };
}

/** RP-14.1 steps 1–3: the arrival of train `id` at round time `t`. */
function arriveInPlace(p: Playout, id: string, t: number): void {
  const s = p.s;
  const z = trainAt(p, id);
  const loc = z.loc;
  if (loc.kind !== 'transit') return;
  const { from, to, express, targetTrack } = loc;
  const toSeat = p.geo.controller[ci(to)] ?? 0;
  p.inbound[toSeat] = (p.inbound[toSeat] ?? 0) - 1;
  const cfg = s.config;
  if (express && cfg.handlingMode) {
    const type = s.setup.adj[from][to] ?? 'open';
    const rng = new Mulberry(s.rng);
    if (rng.next() < HANDLING.expressWreckChance[type]) {
      s.rng = rng.state;
      wreckInPlace(p, z);
      return;
    }
    for (const c of CITIES) {
      const n = z.cargo[c] ?? 0;
      for (let k = 0; k < n; k++) {
        if (rng.next() < HANDLING.expressCubeDropChance[type]) {
          addCargo(z, c, -1);
          s.pile.droppedCubes += 1;
        }
      }
    }
    s.rng = rng.state;
  }
  const eng = z.engineer === null ? undefined : s.engineers[z.engineer];
  const wouldRetire = eng !== undefined && !inRange(eng.home, to);
  if (targetTrack !== null && s.tracks[to][targetTrack] === null && !(cfg.guardRange && wouldRetire)) {
    placeInPlace(p, id, to, targetTrack);
    return;
  }
  const st = s.seats[toSeat];
  if (st === undefined) throw new Error(`rail-pass playout: no seat ${toSeat}`);
  z.loc = { kind: 'held', seat: toSeat, city: to };
  st.held.push(id);
  if (cfg.autoPark && !wouldRetire) {
    const tr = s.tracks[to];
    const track: TrackKind | null = z.size === 'short' && tr.short === null ? 'short' : tr.long === null ? 'long' : null;
    if (track !== null) {
      st.held.splice(st.held.lastIndexOf(id), 1);
      placeInPlace(p, id, to, track);
      st.busyUntil = Math.max(st.busyUntil, t) + cfg.timing.actionMs.park;
    }
  }
}

/**
 * RP-6.3 at match time `now` (ms), in place: arrivals in (at, seq) order, the round end at T with its
 * result (RP-17.6), the next round of a match, until `now` or the match's end (`over`).
 */
export function advanceInPlace(p: Playout, now: number): void {
  for (;;) {
    const s = p.s;
    if (s.over) return;
    const rel = now - s.roundStart;
    const first = s.events[0];
    if (rel <= s.clock && (first === undefined || first.at > rel)) return;
    const T = s.endsAt;
    for (let ev = s.events[0]; ev !== undefined; ev = s.events[0]) {
      if (ev.at > rel || ev.at >= T) break;
      s.events.shift();
      s.clock = ev.at;
      p.version += 1;
      arriveInPlace(p, ev.train, ev.at);
    }
    if (rel < T) {
      if (rel > s.clock) s.clock = rel;
      return;
    }
    s.clock = T;
    s.events.length = 0;
    p.version += 1;
    s.results.push(roundResult(s));
    if (s.round >= s.config.rounds) {
      s.over = true;
      return;
    }
    const next = setupRound(s.config, s.setup, s.matchSeed, s.round + 1, s.roundStart + s.endsAt);
    p.s = { ...next, results: s.results, actionCount: s.actionCount };
    recountInbound(p);
  }
}
