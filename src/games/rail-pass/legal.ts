/**
 * Legal-action enumeration (docs/rules/rail-pass.md RP-7 to RP-13) for one seat at the state's current time (RP-7 to RP-13). Documented
 * enumeration: every legal load, lift, park, send (plain, with each legal named track for own-city
 * moves, and express variants in handling mode) and moveEngineer; transfers are enumerated as the
 * single-cube moves (give one cube, take one cube, or swap one for one) — every larger transfer is
 * legal too when its parts fit, but is not listed. A busy seat, or a finished match, has none.
 */
import { HOTEL_CAPACITY, MAX_HAND, inRange, type City, type TrackKind } from './data.js';
import { fitsAfter, handLoad, trainOf } from './queries.js';
import type { RailPassAction, RailPassState, Train } from './types.js';

/** Every legal action (see module doc) for contract seat `seatNo` at `state.clock`. */
export function legalActions(state: RailPassState, seatNo: number): RailPassAction[] {
  if (state.over) return [];
  const seat = seatNo;
  const st = state.seats[seat];
  if (!st || state.clock < st.busyUntil) return [];
  const out: RailPassAction[] = [];
  const cfg = state.config;
  const myLoad = handLoad(state, seat);
  const loads: number[] = [];
  const loadOf = (s: number): number => (loads[s] ??= handLoad(state, s));
  for (const x of st.cities) {
    const parked: Train[] = [];
    for (const k of ['long', 'short'] as const) {
      const id = state.tracks[x][k];
      if (id !== null) parked.push(trainOf(state, id));
    }
    const held = st.held.map((id) => trainOf(state, id)).filter((z) => z.loc.kind === 'held' && z.loc.city === x);
    const yard = state.yards[x];
    // load (RP-8)
    const head = yard[0];
    const tail = yard.length > 1 ? yard[yard.length - 1] : undefined;
    for (const z of parked) {
      if (head === undefined) break;
      if (fitsAfter(z, head, null, cfg.expert)) out.push({ type: 'LOAD', train: z.id, end: 'head' });
      if (tail !== undefined && fitsAfter(z, tail, null, cfg.expert)) out.push({ type: 'LOAD', train: z.id, end: 'tail' });
    }
    // lift (RP-9)
    if (myLoad < MAX_HAND) for (const z of parked) if (z.engineer !== null) out.push({ type: 'LIFT', train: z.id });
    // park (RP-10)
    for (const z of held) {
      for (const k of ['long', 'short'] as TrackKind[]) {
        if (state.tracks[x][k] !== null || (k === 'short' && z.size === 'long')) continue;
        const engineer = z.engineer === null ? undefined : state.engineers[z.engineer];
        if (cfg.guardRange && engineer !== undefined && !inRange(engineer.home, x)) continue;
        out.push({ type: 'PARK', train: z.id, track: k });
      }
    }
    // send (RP-11)
    for (const z of [...parked, ...held]) {
      if (z.engineer === null) continue;
      const adj = state.setup.adj[x];
      for (const to of Object.keys(adj) as City[]) {
        const receiver = state.setup.controller[to];
        const load = loadOf(receiver) - (z.loc.kind === 'held' && receiver === seat ? 1 : 0);
        if (load >= MAX_HAND) continue;
        const tracks: (TrackKind | undefined)[] = [undefined];
        if (receiver === seat) tracks.push('long', ...(z.size === 'short' ? (['short'] as const) : []));
        for (const track of tracks) {
          const base: RailPassAction = track ? { type: 'SEND', train: z.id, to, track } : { type: 'SEND', train: z.id, to };
          out.push(base);
          if (cfg.handlingMode) out.push({ ...base, express: true });
        }
      }
    }
    // transfer (RP-12): single-cube moves and one-for-one swaps
    if (parked.length === 2) {
      const [p, q] = parked as [Train, Train];
      const ex = cfg.expert;
      const pc = Object.keys(p.cargo) as City[];
      const qc = Object.keys(q.cargo) as City[];
      for (const c of pc) if (fitsAfter(q, c, null, ex)) out.push({ type: 'TRANSFER', from: p.id, to: q.id, give: { [c]: 1 } });
      for (const c of qc) if (fitsAfter(p, c, null, ex)) out.push({ type: 'TRANSFER', from: p.id, to: q.id, take: { [c]: 1 } });
      for (const c of pc)
        for (const e of qc) {
          if (c === e) continue;
          if (fitsAfter(p, e, c, ex) && fitsAfter(q, c, e, ex))
            out.push({ type: 'TRANSFER', from: p.id, to: q.id, give: { [c]: 1 }, take: { [e]: 1 } });
        }
    }
    // moveEngineer (RP-13)
    const hotel = state.hotels[x];
    for (const e of hotel) for (const z of parked) if (z.engineer === null) out.push({ type: 'MOVE_ENGINEER', engineer: e, to: z.id });
    for (const z of parked) {
      if (z.engineer === null) continue;
      if (hotel.length < HOTEL_CAPACITY) out.push({ type: 'MOVE_ENGINEER', engineer: z.engineer, to: 'hotel' });
      for (const w of parked) if (w !== z && w.engineer === null) out.push({ type: 'MOVE_ENGINEER', engineer: z.engineer, to: w.id });
    }
  }
  return out;
}
