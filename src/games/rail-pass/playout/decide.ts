/**
 * The cooperative decision on the playout path (docs/rules/rail-pass.md RP-20, bot notes; issue 21 item 1):
 * bots/cooperative.ts `decide` and bots/plan.ts `Planner`, step for step and in the same order (so the
 * same position gives the same action, playout.test.ts), but reading the playout state directly
 * instead of a view rebuilt per decision. The per-decision data the Planner computes (cube weights,
 * engineer homes at or heading to each city, trains inbound, free tracks) lives in one reusable
 * `TeamView` per playout, refreshed in place before each decision (`refresh`); the setup tables come
 * from `Geo` (state.ts): neighbour lists, distances and range masks instead of object lookups.
 *
 * Floating-point sums (gains, weights, transfer values) are formed in the same order as the originals
 * (cargo key order, A–F order), so ties break the same way.
 */
import { CAPACITY, CITIES, MAX_HAND, inRange, type City, type EdgeType, type TrackKind } from '../data.js';
import { capacityWith, cargoSize, effCap, fitsAfter } from '../queries.js';
import type { Cargo, RailPassAction, RailPassState, Train } from '../types.js';
import { ci, handLoadOf, type Geo, type Playout } from './state.js';

const EDGE_COST: Record<EdgeType, number> = { open: 0, bridge: 1, tunnel: 2 };
const NO_MOVES: readonly Move[] = [];

/** A possible departure (bots/plan.ts `Move`): destination, gain, room-rule verdict, track to name. */
interface Move {
  to: City;
  gain: number;
  allowed: boolean;
  track: TrackKind | null;
}

/** One decision of the cooperative strategy: the action and the city it happens in. */
export interface Decision {
  action: RailPassAction;
  city: City;
}

/**
 * The per-decision cached view of a playout for one seat (the fields of bots/plan.ts `Planner`),
 * refreshed in place by `refresh`: no allocation per decision beyond the moves it lists.
 */
export class TeamView {
  p: Playout;
  s: RailPassState;
  g: Geo;
  seat = 0;
  /** w(c) = 1 + 0.15 × (highest storage − storage[c]), by city index (bot notes "Cube weight"). */
  readonly weight = new Float64Array(6);
  /** Bit h set when an engineer with home h is at or heading to the city (hotels, parked, held, inbound). */
  readonly engines = new Int8Array(6);
  /** Trains in transit to each city, in train order: `inboundN[c]` of them at `inbound[c × 12 …]`. */
  readonly inbound: (Train | null)[] = new Array<Train | null>(72).fill(null);
  readonly inboundN = new Int8Array(6);
  /** The playout, position version and train map the cached data was computed for. */
  private version = -1;
  private trainMap: RailPassState['trains'] | null = null;
  private trainList: Train[] = [];
  /** Free-track cache per city: -1 unknown, else bit 1 long free, bit 2 short free. */
  private readonly free = new Int8Array(6);
  /** Scratch of one decision: trains parked and held at the seat's k-th city, the cities in decision order. */
  readonly parked: Train[][] = [[], [], []];
  readonly held: Train[][] = [[], [], []];
  readonly ks = new Int8Array(3);
  /** Reused one- and two-train lists for `parked`, by city position. */
  readonly one: Train[][];
  readonly two: Train[][];
  readonly rank = new Int8Array(3);
  /** Scratch of `planTransfer`: value rows (6 per destination, first row all 0), cubes, sides, order, counts. */
  readonly rowsA = new Float64Array(48);
  readonly rowsB = new Float64Array(48);
  readonly cc = new Int8Array(16);
  readonly onA = new Uint8Array(16);
  readonly order = new Int8Array(16);
  readonly ca = [0, 0, 0, 0, 0, 0];
  readonly cb = [0, 0, 0, 0, 0, 0];
  readonly bestCa = [0, 0, 0, 0, 0, 0];

  constructor(p: Playout) {
    const t = Object.values(p.s.trains)[0] as Train;
    this.one = [[t], [t], [t]];
    this.two = [
      [t, t],
      [t, t],
      [t, t],
    ];
    this.p = p;
    this.s = p.s;
    this.g = p.geo;
  }

  /**
   * Readies the cached data for a decision of `seat` on the playout's current state: recomputed when
   * the playout or its position (`Playout.version`) changed since the last decision, else kept.
   */
  refresh(p: Playout, seat: number): void {
    this.seat = seat;
    if (this.p === p && this.version === p.version && this.s === p.s) return;
    this.p = p;
    this.version = p.version;
    const s = (this.s = p.s);
    this.g = p.geo;
    if (this.trainMap !== s.trains) {
      this.trainMap = s.trains;
      this.trainList = Object.values(s.trains);
      for (const id in s.engineers)
        if (s.engineers[id]?.home !== homeById(id)) throw new Error(`cooperative bot: engineer ${id} is not named after its home`);
    }
    let hi = 0;
    for (const c of CITIES) hi = Math.max(hi, s.storage[c]);
    for (let i = 0; i < 6; i++) this.weight[i] = 1 + 0.15 * (hi - (s.storage[CITIES[i] as City] ?? 0));
    this.engines.fill(0);
    this.free.fill(-1);
    this.inboundN.fill(0);
    for (const c of CITIES) {
      const i = ci(c);
      for (const e of s.hotels[c]) this.engines[i] = (this.engines[i] ?? 0) | (1 << ci(this.homeOfEngineer(e)));
    }
    for (const z of this.trainList) {
      const loc = z.loc;
      const at = loc.kind === 'track' || loc.kind === 'held' ? loc.city : loc.kind === 'transit' ? loc.to : null;
      if (loc.kind === 'transit') {
        const i = ci(loc.to);
        const k = this.inboundN[i] ?? 0;
        this.inbound[i * 12 + k] = z;
        this.inboundN[i] = k + 1;
      }
      if (at !== null && z.engineer !== null) {
        const i = ci(at);
        this.engines[i] = (this.engines[i] ?? 0) | (1 << ci(this.homeOfEngineer(z.engineer)));
      }
    }
  }

  /** The home of engineer `id` (`homeById`, checked for every engineer of the state in `refresh`). */
  private homeOfEngineer(id: string): City {
    return homeById(id);
  }

  dist(a: City, b: City): number {
    return this.g.dist[ci(a) * 6 + ci(b)] ?? 0;
  }

  homeOf(z: Train): City | null {
    return z.engineer === null ? null : this.homeOfEngineer(z.engineer);
  }

  movesFrom(x: City, h: City): readonly City[] {
    return this.g.movesFrom[ci(x) * 6 + ci(h)] ?? [];
  }

  /** bots/plan.ts `useful`. */
  useful(c: City, x: City, y: City, h: City): boolean {
    const g = this.g;
    const cI = ci(c);
    const yI = ci(y);
    const dy = g.dist[yI * 6 + cI] ?? 0;
    if (dy >= (g.dist[ci(x) * 6 + cI] ?? 0)) return false;
    if (dy === 0) return true;
    const hBit = 1 << ci(h);
    const eng = (this.engines[yI] ?? 0) & (g.rangeMask[yI] ?? 0);
    for (const w of g.adj[yI] ?? []) {
      const wI = ci(w);
      if ((g.dist[wI * 6 + cI] ?? 0) >= dy) continue;
      const rw = g.rangeMask[wI] ?? 0;
      if (rw & hBit) return true;
      if (eng & rw) return true;
    }
    return false;
  }

  /** bots/plan.ts `gain`. */
  gain(cargo: Cargo, x: City, y: City, h: City): number {
    let g = 0;
    for (const k in cargo) {
      const c = k as City;
      const n = cargo[c] ?? 0;
      if (this.useful(c, x, y, h)) g += n * (this.weight[ci(c)] ?? 0);
      else if (this.dist(y, c) > this.dist(x, c)) g -= 0.25 * n;
    }
    return g;
  }

  handLoad(seat: number): number {
    return handLoadOf(this.p, seat);
  }

  /** bots/plan.ts `freeTracks` as bits: 1 long free, 2 short free. */
  private freeBits(y: City): number {
    const yi = ci(y);
    const cached = this.free[yi] ?? -1;
    if (cached >= 0) return cached;
    let bits = (this.s.tracks[y].long === null ? 1 : 0) | (this.s.tracks[y].short === null ? 2 : 0);
    for (let k = 0; k < (this.inboundN[yi] ?? 0); k++) bits = claim(bits, this.inbound[yi * 12 + k] as Train);
    const ctl = this.g.controller[yi] ?? 0;
    for (const id of this.s.seats[ctl]?.held ?? []) {
      const z = this.s.trains[id] as Train;
      if (z.loc.kind === 'held' && z.loc.city === y) bits = claim(bits, z);
    }
    this.free[yi] = bits;
    return bits;
  }

  fitting(y: City, size: 'long' | 'short'): TrackKind | null {
    const f = this.freeBits(y);
    if (size === 'short' && f & 2) return 'short';
    return f & 1 ? 'long' : null;
  }

  physicallyFree(y: City, size: 'long' | 'short'): TrackKind | null {
    const t = this.s.tracks[y];
    if (size === 'short' && t.short === null) return 'short';
    return t.long === null ? 'long' : null;
  }

  /** bots/plan.ts `room`: 0 refused; 1 allowed (track in `roomTrack`). */
  roomTrack: TrackKind | null = null;
  room(z: Train, x: City, y: City): boolean {
    const g = this.g;
    const receiver = g.controller[ci(y)] ?? 0;
    const own = receiver === this.seat;
    const heldHere = z.loc.kind === 'held' && z.loc.seat === receiver ? 1 : 0;
    this.roomTrack = null;
    if (this.handLoad(receiver) - heldHere >= MAX_HAND) return false;
    const track = this.fitting(y, z.size);
    if (track !== null) {
      this.roomTrack = own ? track : null;
      return true;
    }
    const named = own ? this.physicallyFree(y, z.size) : null;
    if (!own && this.handLoad(receiver) === 0) return true;
    const h = this.homeOf(z);
    if (h === null) return false;
    if (!z.cargo[y]) {
      for (const k in z.cargo) {
        const c = k as City;
        for (const w of this.movesFrom(y, h)) {
          if (w !== x && this.dist(w, c) < this.dist(y, c) && this.handLoad(g.controller[ci(w)] ?? 0) < MAX_HAND) {
            this.roomTrack = named;
            return true;
          }
        }
      }
    }
    if (z.loc.kind === 'track') {
      const left = z.loc.track;
      const back = g.edge[ci(y) * 6 + ci(x)] ?? null;
      for (const k of ['long', 'short'] as const) {
        const id = this.s.tracks[y][k];
        if (id === null) continue;
        const o = this.s.trains[id] as Train;
        const oh = this.homeOf(o);
        if (oh === null || (left === 'short' && o.size === 'long') || !back || !inRange(oh, x)) continue;
        if (this.gain(o.cargo, y, x, oh) > 0 || (oh === x && cargoSize(o.cargo) === 0)) {
          this.roomTrack = named;
          return true;
        }
      }
    }
    return false;
  }

  /** Pooled move lists by length (`moves` refills them: a list is valid until the next `moves` call). */
  private readonly movePool: Move[][] = [0, 1, 2, 3, 4, 5, 6].map((n) =>
    Array.from({ length: n }, (): Move => ({ to: 'A', gain: 0, allowed: false, track: null })),
  );

  /**
   * bots/plan.ts `moves`: every in-range move of z from x with gain and room. The list and its moves
   * are reused by the next call: copy a move that must outlive it.
   */
  moves(z: Train, x: City): readonly Move[] {
    const h = this.homeOf(z);
    if (h === null) return NO_MOVES;
    const ys = this.movesFrom(x, h);
    const out = this.movePool[ys.length] ?? ys.map((): Move => ({ to: 'A', gain: 0, allowed: false, track: null }));
    for (let i = 0; i < ys.length; i++) {
      const y = ys[i] as City;
      const m = out[i] as Move;
      m.allowed = this.room(z, x, y);
      m.track = this.roomTrack;
      m.to = y;
      m.gain = this.gain(z.cargo, x, y, h);
    }
    return out;
  }

  fits(z: Train, c: City): boolean {
    return fitsAfter(z, c, null, this.s.config.expert);
  }

  full(z: Train): boolean {
    if (cargoSize(z.cargo) >= CAPACITY[z.size]) return true;
    for (const c of CITIES) if (this.fits(z, c)) return false;
    return true;
  }
}

/** The home of an engineer from its id, `${home}${k}` (setup.ts, RP-4.4). */
const homeById = (id: string): City => CITIES[id.charCodeAt(0) - 65] as City;

const NONE: Train[] = [];
/** Margin for comparing a sum of at most 16 cube values with the same sum in another order. */
const EPS = 1e-9;

/** bots/plan.ts `freeTracks` claim on free-track bits (1 long, 2 short): a short train takes a free short track, else the long one. */
function claim(bits: number, z: Train): number {
  return z.size === 'short' && bits & 2 ? bits & ~2 : bits & ~1;
}

/** cooperative.ts `best`: the allowed move of highest gain, the cheaper edge on a tie. */
function best(g: Geo, x: City, ms: readonly Move[]): Move | null {
  const xi = ci(x) * 6;
  let b: Move | null = null;
  for (const m of ms) {
    if (!m.allowed) continue;
    if (
      !b ||
      m.gain > b.gain + 1e-9 ||
      (Math.abs(m.gain - b.gain) < 1e-9 && EDGE_COST[g.edge[xi + ci(m.to)] ?? 'open'] < EDGE_COST[g.edge[xi + ci(b.to)] ?? 'open'])
    )
      b = m;
  }
  return b;
}

/** The send of move m (naming its track when it has one). */
const sendAction = (z: Train, m: Move): RailPassAction =>
  m.track ? { type: 'SEND', train: z.id, to: m.to, track: m.track } : { type: 'SEND', train: z.id, to: m.to };

/** cooperative.ts `yardHelps`: a yard-end cube that fits z would make useful progress on x → y. */
function yardHelps(tv: TeamView, z: Train, x: City, y: City, h: City, head: City | undefined, tail: City | undefined): boolean {
  return (
    (head !== undefined && tv.fits(z, head) && tv.useful(head, x, y, h)) ||
    (tail !== undefined && tv.fits(z, tail) && tv.useful(tail, x, y, h))
  );
}

/** True when the hotel lists an engineer whose home is x. */
function homeInHotel(s: RailPassState, hotel: readonly string[], x: City): boolean {
  for (const id of hotel) if (s.engineers[id]?.home === x) return true;
  return false;
}

/**
 * One cooperative decision (bots/cooperative.ts `decide` with crew swaps, as `cooperativeBot()` and
 * the planner use it) for `seat` of `p`, read through `tv` (refreshed here). Null when the seat has
 * nothing to do now; a null answer is remembered until the position changes (`Playout.version`):
 * whether some action is found does not depend on `lastCity`, which only orders the cities.
 */
export function decideFast(tv: TeamView, p: Playout, seat: number, lastCity: City | null): Decision | null {
  if (p.idleAt[seat] === p.version) return null;
  const d = decideNow(tv, p, seat, lastCity);
  if (d === null) p.idleAt[seat] = p.version;
  return d;
}

function decideNow(tv: TeamView, p: Playout, seat: number, lastCity: City | null): Decision | null {
  const me = p.s.seats[seat];
  if (me === undefined) return null;
  tv.refresh(p, seat);
  const s = p.s;
  const g = p.geo;
  // parked[k] / held[k] for the seat's k-th city (at most three cities per seat).
  const mc = me.cities;
  const parked = tv.parked;
  const held = tv.held;
  for (let k = 0; k < mc.length; k++) {
    const t = s.tracks[mc[k] as City];
    const a = t.long === null ? undefined : s.trains[t.long];
    const b = t.short === null ? undefined : s.trains[t.short];
    if (a !== undefined && b !== undefined) {
      const two = tv.two[k] as Train[];
      two[0] = a;
      two[1] = b;
      parked[k] = two;
    } else if (a !== undefined || b !== undefined) {
      const one = tv.one[k] as Train[];
      one[0] = (a ?? b) as Train;
      parked[k] = one;
    } else parked[k] = NONE;
    held[k] = NONE;
  }
  for (const id of me.held) {
    const z = s.trains[id] as Train;
    if (z.loc.kind === 'held') {
      const k = mc.indexOf(z.loc.city);
      if (k >= 0) held[k] = held[k] === NONE ? [z] : [...(held[k] as Train[]), z];
    }
  }
  // the seat's city indexes in decision order (cooperative.ts: a stable sort by rank, cities with held
  // trains first, then the last city)
  const ks = tv.ks;
  const nk = mc.length;
  for (let k = 0; k < nk; k++) {
    const r = ((held[k] as Train[]).length > 0 ? 0 : 2) + (mc[k] === lastCity ? 0 : 1);
    let j = k;
    while (j > 0 && (tv.rank[j - 1] ?? 0) > r) {
      ks[j] = ks[j - 1] ?? 0;
      tv.rank[j] = tv.rank[j - 1] ?? 0;
      j--;
    }
    ks[j] = k;
    tv.rank[j] = r;
  }

  // 1. Held trains: park on a free fitting track, or send a would-retire train back within range.
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    for (const z of held[k] as Train[]) {
      const h = tv.homeOf(z);
      if (h === null) continue;
      if (!inRange(h, x)) {
        const b = best(g, x, tv.moves(z, x));
        if (b) return { action: sendAction(z, b), city: x };
        continue;
      }
      const k = tv.physicallyFree(x, z.size);
      if (k) return { action: { type: 'PARK', train: z.id, track: k }, city: x };
    }
  }
  // 2. Empty seats: a hotel engineer into a parked train without one (home engineers first).
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    const hotel = s.hotels[x];
    if (hotel.length === 0) continue;
    for (const z of parked[k] as Train[]) {
      if (z.engineer !== null) continue;
      let e = hotel[0];
      for (const id of hotel)
        if (s.engineers[id]?.home === x) {
          e = id;
          break;
        }
      if (e === undefined) break;
      return { action: { type: 'MOVE_ENGINEER', engineer: e, to: z.id }, city: x };
    }
  }
  // 3. Transfers between the two parked trains of a city.
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    const t = planTransfer(tv, x, parked[k] as Train[]);
    if (t) return { action: t, city: x };
  }
  // 4. Crew swap: a visitor holding ≥ 2 cubes that must go on beyond its engineer's range.
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    const hotel = s.hotels[x];
    if (hotel.length >= 3 || !homeInHotel(s, hotel, x)) continue;
    for (const z of parked[k] as Train[]) {
      const h = tv.homeOf(z);
      if (h === null || h === x) continue;
      let stuck = 0;
      for (const k in z.cargo) {
        const c = k as City;
        let mine = false;
        for (const y of tv.movesFrom(x, h)) if ((mine = tv.useful(c, x, y, h))) break;
        let home = false;
        for (const y of tv.movesFrom(x, x)) if ((home = tv.useful(c, x, y, x))) break;
        if (!mine && home) stuck += z.cargo[c] ?? 0;
      }
      if (stuck >= 2 && z.engineer !== null) return { action: { type: 'MOVE_ENGINEER', engineer: z.engineer, to: 'hotel' }, city: x };
    }
  }
  // 5. Departures.
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    const yard = s.yards[x];
    const head = yard[0];
    const tail = yard.length > 1 ? yard[yard.length - 1] : undefined;
    for (const z of parked[k] as Train[]) {
      const h = tv.homeOf(z);
      if (h === null) continue;
      const ms = tv.moves(z, x);
      const b = best(g, x, ms);
      if (b && b.gain > 0 && (tv.full(z) || !yardHelps(tv, z, x, b.to, h, head, tail))) return { action: sendAction(z, b), city: x };
      let anyHelps = false;
      for (const m of ms) if ((anyHelps = yardHelps(tv, z, x, m.to, h, head, tail))) break;
      if (h !== x && !anyHelps && (b === null || b.gain <= 0)) {
        for (const m of ms) if (m.to === h && m.allowed) return { action: sendAction(z, m), city: x };
      }
      if (h === x && cargoSize(z.cargo) === 0 && yard.length === 0) {
        let fetch: Move | null = null;
        let most = 2;
        for (const m of ms) {
          if (!m.allowed) continue;
          let n = 0;
          for (const c of s.yards[m.to]) if (tv.dist(x, c) < tv.dist(m.to, c)) n++;
          if (n > most) {
            most = n;
            fetch = m;
          }
        }
        if (fetch) return { action: sendAction(z, fetch), city: x };
      }
    }
  }
  // 6. Load the best yard-end cube onto the parked train whose move it helps most.
  const expert = s.config.expert;
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    const yard = s.yards[x];
    if (yard.length === 0) continue;
    let pickTrain: string | null = null;
    let pickEnd: 'head' | 'tail' = 'head';
    let pickScore = 0;
    for (let e = 0; e < 2; e++) {
      if (e === 1 && yard.length === 1) break;
      const c = e === 0 ? yard[0] : yard[yard.length - 1];
      if (c === undefined) break;
      const wc = tv.weight[ci(c)] ?? 0;
      for (const z of parked[k] as Train[]) {
        const h = tv.homeOf(z);
        if (h === null || !tv.fits(z, c)) continue;
        const dir = cargoSize(z.cargo) === 0 ? null : dirOf(tv, z, x, h);
        for (const y of tv.movesFrom(x, h)) {
          if (!tv.useful(c, x, y, h)) continue;
          const sticker = expert && z.sticker === c ? 0.5 : 0;
          const score = wc + (dir === null ? 0 : dir === y ? 1 : -1.5) + (z.size === 'long' ? 0.1 : 0) + sticker;
          if (score > 0 && (pickTrain === null || score > pickScore)) {
            pickTrain = z.id;
            pickEnd = e === 0 ? 'head' : 'tail';
            pickScore = score;
          }
        }
      }
    }
    if (pickTrain !== null) return { action: { type: 'LOAD', train: pickTrain, end: pickEnd }, city: x };
  }
  // 7. Holding a train with no free track: pass it on, or send a parked train away to free a track.
  for (let i = 0; i < nk; i++) {
    const k = ks[i] ?? 0;
    const x = mc[k] as City;
    for (const z of held[k] as Train[]) {
      const h = tv.homeOf(z);
      if (h === null) continue;
      if (!z.cargo[x]) {
        const b = best(g, x, tv.moves(z, x));
        if (b && b.gain >= 1) return { action: sendAction(z, b), city: x };
      }
      let freeZ: Train | null = null;
      let freeM: Move | null = null;
      let freeScore = 0;
      for (const o of parked[k] as Train[]) {
        if (o.loc.kind !== 'track' || (z.size === 'long' && o.loc.track === 'short')) continue;
        const oh = tv.homeOf(o);
        if (oh === null) continue;
        for (const m of tv.moves(o, x)) {
          if (!m.allowed) continue;
          const score = m.gain + (oh !== x && m.to === oh ? 1 : 0);
          if (freeM === null || score > freeScore) {
            freeZ = o;
            freeM = { ...m };
            freeScore = score;
          }
        }
      }
      if (freeZ !== null && freeM !== null && (freeScore > 0 || inRange(h, x))) return { action: sendAction(freeZ, freeM), city: x };
    }
  }
  // 8. Relief: full hands and no held train can be parked.
  if (tv.handLoad(seat) >= 2) {
    let relief: { z: Train; x: City; m: Move; score: number } | null = null;
    for (let i = 0; i < nk; i++) {
      const k = ks[i] ?? 0;
      const x = mc[k] as City;
      for (const z of held[k] as Train[]) {
        for (const m of tv.moves(z, x)) {
          const receiver = g.controller[ci(m.to)] ?? 0;
          const self = receiver === seat ? 1 : 0;
          if (tv.handLoad(receiver) - self >= 2) continue;
          let score = m.gain - (z.cargo[x] ? 2 : 0);
          if (receiver === seat) {
            if (tv.fitting(m.to, z.size) === null) continue;
            score += 3;
          }
          if (!relief || score > relief.score)
            relief = { z, x, m: { ...m, track: receiver === seat ? tv.fitting(m.to, z.size) : null }, score };
        }
      }
    }
    if (relief) return { action: sendAction(relief.z, relief.m), city: relief.x };
  }
  return null;
}

/** cooperative.ts `dirOf`: the best in-range destination of a loaded train by gain. */
function dirOf(tv: TeamView, z: Train, x: City, h: City): City | null {
  let b: City | null = null;
  let g = 0;
  for (const y of tv.movesFrom(x, h)) {
    const gy = tv.gain(z.cargo, x, y, h);
    if (gy > g) {
      g = gy;
      b = y;
    }
  }
  return b;
}

/** Effective capacity (RP-16.2) of z holding `counts` (A–F order) plus one cube of colour index `c`, in expert mode. */
function capWith(z: Train, counts: readonly number[], c: number): number {
  if (z.sticker === null) return CAPACITY[z.size];
  const si = ci(z.sticker);
  return capacityWith(z, (counts[si] ?? 0) + (c === si ? 1 : 0), true);
}

/** A cargo map from counts in A–F order. */
function toCargo(counts: readonly number[]): Cargo {
  const out: Cargo = {};
  for (let i = 0; i < 6; i++) {
    const n = counts[i] ?? 0;
    if (n > 0) out[CITIES[i] as City] = n;
  }
  return out;
}

/** Appends the cubes of z (colour indexes, cargo key order) to `cc` from `n` with side `side`; returns the new count. */
function listCubes(z: Train, cc: Int8Array, onA: Uint8Array, n: number, side: number): number {
  for (const k in z.cargo) {
    for (let i = 0; i < (z.cargo[k as City] ?? 0); i++) {
      cc[n] = ci(k as City);
      onA[n++] = side;
    }
  }
  return n;
}

/**
 * Fills `rows` with one row of 6 values per destination of a train with home h at x (the first row
 * all 0), for the colours whose bit is set in `colours` (the others are left as they were and never
 * read); returns the row count.
 */
function transferRows(tv: TeamView, rows: Float64Array, x: City, h: City | null, colours: number): number {
  rows.fill(0, 0, 6);
  if (h === null) return 1;
  let r = 1;
  for (const y of tv.movesFrom(x, h)) {
    for (let c = 0; c < 6; c++) if (colours & (1 << c)) rows[r * 6 + c] = tv.useful(CITIES[c] as City, x, y, h) ? (tv.weight[c] ?? 0) : 0;
    r++;
  }
  return r;
}

/**
 * cooperative.ts `planTransfer` (bot notes "Transfers"): the same search in the same order, on the
 * scratch arrays of `tv` (value rows per destination pair, cubes by colour index, greedy assignment).
 */
function planTransfer(tv: TeamView, x: City, parked: readonly Train[]): RailPassAction | null {
  if (parked.length < 2) return null;
  const a = parked[0] as Train;
  const b = parked[1] as Train;
  if (cargoSize(a.cargo) + cargoSize(b.cargo) === 0) return null;
  const ha = tv.homeOf(a);
  const hb = tv.homeOf(b);
  if (ha === null && hb === null) return null;
  const { cc, onA, order, ca, cb, bestCa, rowsA, rowsB } = tv;
  let n = 0;
  n = listCubes(a, cc, onA, n, 1);
  n = listCubes(b, cc, onA, n, 0);
  let colours = 0;
  for (let i = 0; i < n; i++) colours |= 1 << (cc[i] ?? 0);
  const nA = transferRows(tv, rowsA, x, ha, colours);
  const nB = transferRows(tv, rowsB, x, hb, colours);
  let any = false;
  for (let r = 0; r < nA && !any; r++) for (let i = 0; i < n; i++) if ((rowsA[r * 6 + (cc[i] ?? 0)] ?? 0) > 0) any = true;
  for (let r = 0; r < nB && !any; r++) for (let i = 0; i < n; i++) if ((rowsB[r * 6 + (cc[i] ?? 0)] ?? 0) > 0) any = true;
  if (!any) return null;
  const expert = tv.s.config.expert;
  const capA = a.size === 'long' ? 5 : 3;
  const capB = b.size === 'long' ? 5 : 3;
  // The current value (best destinations, cubes where they are) over every pair of rows: a transfer
  // must beat it by 1. A pair whose bound (each cube on its better side) cannot reach that, or cannot
  // beat the best pair so far, is skipped: its assignment could not change the answer (bounds are
  // exact sums up to rounding far below EPS).
  let current = 0;
  for (let ra = 0; ra < nA; ra++)
    for (let rb = 0; rb < nB; rb++) {
      const oa = ra * 6;
      const ob = rb * 6;
      let now = 0;
      for (let i = 0; i < n; i++) {
        const c = cc[i] ?? 0;
        now += (onA[i] ? rowsA[oa + c] : rowsB[ob + c]) ?? 0;
      }
      if (now > current) current = now;
    }
  let found = false;
  let bestValue = 0;
  for (let ra = 0; ra < nA; ra++) {
    const oa = ra * 6;
    for (let rb = 0; rb < nB; rb++) {
      const ob = rb * 6;
      let bound = 0;
      for (let i = 0; i < n; i++) {
        const c = cc[i] ?? 0;
        bound += Math.max(rowsA[oa + c] ?? 0, rowsB[ob + c] ?? 0);
      }
      if (bound + EPS < current + 1 || (found && bound + EPS <= bestValue)) continue;
      // stable sort of the cubes by |va − vb|, largest first (insertion sort)
      for (let i = 0; i < n; i++) {
        const c = cc[i] ?? 0;
        const d = Math.abs((rowsA[oa + c] ?? 0) - (rowsB[ob + c] ?? 0));
        let j = i;
        while (j > 0) {
          const prev = order[j - 1] ?? 0;
          const cp = cc[prev] ?? 0;
          if (!(Math.abs((rowsA[oa + cp] ?? 0) - (rowsB[ob + cp] ?? 0)) < d)) break;
          order[j] = prev;
          j--;
        }
        order[j] = i;
      }
      ca.fill(0);
      cb.fill(0);
      let na = 0;
      let nb = 0;
      let value = 0;
      for (let k = 0; k < n; k++) {
        const i = order[k] ?? 0;
        const c = cc[i] ?? 0;
        const vA = rowsA[oa + c] ?? 0;
        const vB = rowsB[ob + c] ?? 0;
        const wantA = vA > vB || (vA === vB && onA[i] === 1);
        const roomA = expert ? na + 1 <= capWith(a, ca, c) : na < capA;
        const roomB = expert ? nb + 1 <= capWith(b, cb, c) : nb < capB;
        if (wantA ? roomA : !roomB) {
          ca[c] = (ca[c] ?? 0) + 1;
          na++;
          value += vA;
        } else {
          cb[c] = (cb[c] ?? 0) + 1;
          nb++;
          value += vB;
        }
      }
      if (na > capA || nb > capB) continue;
      if (expert && (na > effCap(a, toCargo(ca), expert) || nb > effCap(b, toCargo(cb), expert))) continue;
      if (!found || value > bestValue) {
        found = true;
        bestValue = value;
        for (let c = 0; c < 6; c++) bestCa[c] = ca[c] ?? 0;
      }
    }
  }
  if (!found || bestValue < current + 1) return null;
  const give: Cargo = {};
  const take: Cargo = {};
  let moved = 0;
  for (const c of CITIES) {
    const d = (a.cargo[c] ?? 0) - (bestCa[ci(c)] ?? 0);
    if (d > 0) give[c] = d;
    if (d < 0) take[c] = -d;
    moved += Math.abs(d);
  }
  if (moved === 0) return null;
  return { type: 'TRANSFER', from: a.id, to: b.id, ...(cargoSize(give) ? { give } : {}), ...(cargoSize(take) ? { take } : {}) };
}
