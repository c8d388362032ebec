/**
 * The RP-5.1 invariants (a–h) of docs/rules/rail-pass.md as a checker: returns a list of violations (empty when the state is
 * sound). Used by the property tests and available to the server for debugging bad states.
 */
import { CITIES, HOTEL_CAPACITY, MAX_HAND, TOTAL_CUBES, TOTAL_ENGINEERS, inRange, type City } from './data.js';
import { cargoSize, effCap, handLoad, seatLabel } from './queries.js';
import type { RailPassState } from './types.js';

/** Every violated invariant of RP-5.1, as human-readable lines tagged with the invariant letter. */
export function checkInvariants(s: RailPassState): string[] {
  const bad: string[] = [];
  // a: 120 cubes
  let cubes = s.pile.droppedCubes;
  for (const c of CITIES) cubes += s.yards[c].length + s.storage[c];
  for (const z of Object.values(s.trains)) cubes += cargoSize(z.cargo);
  if (cubes !== TOTAL_CUBES) bad.push(`a: ${cubes} cubes`);
  // b: tracks ↔ train locations; short track never holds a long train
  for (const c of CITIES) {
    for (const k of ['long', 'short'] as const) {
      const id = s.tracks[c][k];
      if (id === null) continue;
      const z = s.trains[id];
      if (!z || z.loc.kind !== 'track' || z.loc.city !== c || z.loc.track !== k) bad.push(`b: ${c} ${k} holds ${id} whose loc disagrees`);
      if (k === 'short' && z?.size === 'long') bad.push(`b: long train ${id} on ${c}'s short track`);
    }
  }
  const heldBy: Record<string, number> = {};
  s.seats.forEach((st, seat) => {
    for (const id of st.held) {
      if (heldBy[id] !== undefined) bad.push(`g: ${id} held twice`);
      heldBy[id] = seat;
    }
  });
  const aboard: Record<string, string> = {};
  for (const [id, z] of Object.entries(s.trains)) {
    const loc = z.loc;
    if (loc.kind === 'track' && s.tracks[loc.city][loc.track] !== id) bad.push(`b: ${id} thinks it is on ${loc.city} ${loc.track}`);
    const holder = heldBy[id];
    if (loc.kind === 'held' && holder !== loc.seat) bad.push(`g: ${id} held by ${seatLabel(loc.seat)} but not in its list`);
    if (loc.kind !== 'held' && holder !== undefined) bad.push(`g: ${id} in ${seatLabel(holder)}'s hands but ${loc.kind}`);
    if (loc.kind === 'held' && !s.seats[loc.seat]?.cities.includes(loc.city))
      bad.push(`g: ${id} held by ${seatLabel(loc.seat)} at a city it does not control`);
    // c: parked trains carry no cubes of their city
    if (loc.kind === 'track' && z.cargo[loc.city]) bad.push(`c: ${id} parked at ${loc.city} with ${loc.city} cubes`);
    // h: capacity
    if (cargoSize(z.cargo) > effCap(z, z.cargo, s.config.expert)) bad.push(`h: ${id} over capacity`);
    if (loc.kind === 'wrecked' && (z.engineer !== null || cargoSize(z.cargo) > 0)) bad.push(`d: wrecked ${id} still has crew or cargo`);
    if (z.engineer !== null) {
      if (aboard[z.engineer]) bad.push(`d: ${z.engineer} aboard two trains`);
      aboard[z.engineer] = id;
      const e = s.engineers[z.engineer];
      if (e === undefined) {
        bad.push(`d: ${id} carries unknown engineer ${z.engineer}`);
        continue;
      }
      if (e.status !== 'active') bad.push(`d: ${e.status} ${e.id} aboard ${id}`);
      // e: engineers aboard parked trains are within range
      if (loc.kind === 'track' && !inRange(e.home, loc.city)) bad.push(`e: ${e.id} parked beyond range at ${loc.city}`);
    }
  }
  // d, e, f: engineers and hotels
  const inHotel: Record<string, City> = {};
  for (const c of CITIES) {
    if (s.hotels[c].length > HOTEL_CAPACITY) bad.push(`f: ${c}'s hotel holds ${s.hotels[c].length}`);
    for (const e of s.hotels[c]) {
      if (inHotel[e] || aboard[e]) bad.push(`d: ${e} in two places`);
      inHotel[e] = c;
      const eng = s.engineers[e];
      if (eng === undefined) {
        bad.push(`d: unknown engineer ${e} in ${c}'s hotel`);
        continue;
      }
      if (eng.status !== 'active') bad.push(`d: ${eng.status} ${e} in a hotel`);
      if (!inRange(eng.home, c)) bad.push(`e: ${e} in ${c}'s hotel beyond range`);
    }
  }
  let n = 0;
  for (const [id, e] of Object.entries(s.engineers)) {
    n++;
    if (e.status === 'active' && !inHotel[id] && !aboard[id]) bad.push(`d: active ${id} is nowhere`);
  }
  if (n !== TOTAL_ENGINEERS) bad.push(`d: ${n} engineers`);
  // g: hand loads
  s.seats.forEach((_, seat) => {
    if (handLoad(s, seat) > MAX_HAND) bad.push(`g: ${seatLabel(seat)} hand load ${handLoad(s, seat)}`);
  });
  // events match trains in transit
  const transit = Object.values(s.trains).filter((z) => z.loc.kind === 'transit').length;
  if (!s.over && transit !== s.events.length) bad.push(`events: ${s.events.length} for ${transit} trains in transit`);
  return bad;
}
