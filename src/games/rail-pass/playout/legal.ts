/**
 * Whether a seat has any legal action on the playout path (docs/rules/rail-pass.md RP-7 to RP-13): the
 * same conditions as legal.ts `legalActions`, in the same order, stopping at the first action found
 * and building none. The bot loop (engine/play.ts) lets a bot act only when its seat's list is not
 * empty, so the playout loop asks this instead of listing every action.
 */
import { HOTEL_CAPACITY, MAX_HAND, inRange, type TrackKind } from '../data.js';
import { fitsAfter } from '../queries.js';
import type { City, Train } from '../types.js';
import { ci, handLoadOf, type Playout } from './state.js';

const TRACKS: readonly TrackKind[] = ['long', 'short'];

/** True when `legalActions(p.s, seat)` would not be empty. */
export function hasLegalAction(p: Playout, seat: number): boolean {
  const s = p.s;
  if (s.over) return false;
  const st = s.seats[seat];
  if (!st || s.clock < st.busyUntil) return false;
  const cfg = s.config;
  const ex = cfg.expert;
  const myLoad = handLoadOf(p, seat);
  for (const x of st.cities) {
    const tr = s.tracks[x];
    const a = tr.long === null ? undefined : s.trains[tr.long];
    const b = tr.short === null ? undefined : s.trains[tr.short];
    const parked: Train[] = a === undefined ? (b === undefined ? [] : [b]) : b === undefined ? [a] : [a, b];
    const yard = s.yards[x];
    const head = yard[0];
    const tail = yard.length > 1 ? yard[yard.length - 1] : undefined;
    // load (RP-8), lift (RP-9)
    for (const z of parked) {
      if (head === undefined) break;
      if (fitsAfter(z, head, null, ex) || (tail !== undefined && fitsAfter(z, tail, null, ex))) return true;
    }
    if (myLoad < MAX_HAND) for (const z of parked) if (z.engineer !== null) return true;
    // park (RP-10), send (RP-11) of held trains
    for (const id of st.held) {
      const z = s.trains[id];
      if (z === undefined || z.loc.kind !== 'held' || z.loc.city !== x) continue;
      const engineer = z.engineer === null ? undefined : s.engineers[z.engineer];
      for (const k of TRACKS) {
        if (tr[k] !== null || (k === 'short' && z.size === 'long')) continue;
        if (cfg.guardRange && engineer !== undefined && !inRange(engineer.home, x)) continue;
        return true;
      }
      if (z.engineer !== null && canSendFrom(p, seat, x, true)) return true;
    }
    // send (RP-11) of parked trains
    for (const z of parked) if (z.engineer !== null && canSendFrom(p, seat, x, false)) return true;
    // transfer (RP-12): single-cube moves and one-for-one swaps
    if (a !== undefined && b !== undefined) {
      for (const c in a.cargo) if (fitsAfter(b, c as City, null, ex)) return true;
      for (const c in b.cargo) if (fitsAfter(a, c as City, null, ex)) return true;
      for (const c in a.cargo)
        for (const e in b.cargo)
          if (c !== e && fitsAfter(a, e as City, c as City, ex) && fitsAfter(b, c as City, e as City, ex)) return true;
    }
    // moveEngineer (RP-13)
    const hotel = s.hotels[x];
    if (hotel.length > 0) for (const z of parked) if (z.engineer === null) return true;
    for (const z of parked) {
      if (z.engineer === null) continue;
      if (hotel.length < HOTEL_CAPACITY) return true;
      for (const w of parked) if (w !== z && w.engineer === null) return true;
    }
  }
  return false;
}

/** True when a train with an engineer at x (held by `seat` when `held`) has a neighbour whose seat has a free hand. */
function canSendFrom(p: Playout, seat: number, x: City, held: boolean): boolean {
  for (const to of p.geo.adj[ci(x)] ?? []) {
    const receiver = p.geo.controller[ci(to)] ?? 0;
    if (handLoadOf(p, receiver) - (held && receiver === seat ? 1 : 0) < MAX_HAND) return true;
  }
  return false;
}
