/**
 * Route planning for the co-operative bot, computed from the public view (docs/rules/rail-pass.md RP-18.1, RP-20.2): hop
 * distances, cube weights that favour the lagging colours, "useful progress" of a cube on a move,
 * the gain of a move, and the room rule that keeps trains from piling up in full hands (bot notes:
 * Routing, Balancing, Keeping engineers within range, Free hands).
 */
import { CAPACITY, CITIES, MAX_HAND, inRange, type City, type TrackKind } from '../data.js';
import { cargoSize, fitsAfter, trainOf } from '../queries.js';
import type { Cargo, RailPassView, Seat, Train } from '../types.js';

/** The home city of engineer `id` in the view (throws for an unknown engineer). */
function engineerHome(v: RailPassView, id: string): City {
  const e = v.engineers[id];
  if (e === undefined) throw new Error(`cooperative bot: no engineer ${id}`);
  return e.home;
}

/** A possible departure of a train: destination, the gain and whether the room rule allows it. */
export interface Move {
  to: City;
  gain: number;
  allowed: boolean;
  /** The free fitting track to name on an own-city send, if any. */
  track: TrackKind | null;
}

/** Planner over one view: caches what every decision of one bot turn reuses. */
export class Planner {
  readonly v: RailPassView;
  readonly seat: Seat;
  /** w(c) = 1 + 0.15 × (highest storage − storage[c]) (bot notes "Cube weight"). */
  readonly weight: Record<City, number>;
  /** Engineer homes present at or heading to each city (hotels, parked, held, inbound). */
  private readonly engines: Record<City, City[]>;
  /** Trains in transit to each city. */
  readonly inbound: Record<City, Train[]>;
  private readonly loads: number[];

  constructor(view: RailPassView, seat: Seat) {
    this.v = view;
    this.seat = seat;
    let hi = 0;
    for (const c of CITIES) hi = Math.max(hi, view.storage[c]);
    this.weight = {} as Record<City, number>;
    for (const c of CITIES) this.weight[c] = 1 + 0.15 * (hi - view.storage[c]);
    this.engines = { A: [], B: [], C: [], D: [], E: [], F: [] };
    this.inbound = { A: [], B: [], C: [], D: [], E: [], F: [] };
    for (const c of CITIES) for (const e of view.hotels[c]) this.engines[c].push(engineerHome(view, e));
    for (const z of Object.values(view.trains)) {
      const loc = z.loc;
      const at = loc.kind === 'track' || loc.kind === 'held' ? loc.city : loc.kind === 'transit' ? loc.to : null;
      if (loc.kind === 'transit') this.inbound[loc.to].push(z);
      if (at !== null && z.engineer !== null) this.engines[at].push(engineerHome(view, z.engineer));
    }
    this.loads = view.seats.map((st) => st.handLoad);
  }

  /** Hop distance in the setup graph. */
  dist(a: City, b: City): number {
    return this.v.setup.dist[a][b];
  }

  /** The engineer's home of a train, or null. */
  homeOf(z: Train): City | null {
    return z.engineer === null ? null : engineerHome(this.v, z.engineer);
  }

  /** Connected neighbours of `x` within range of an engineer with home `h` (RP-3.3: never retire). */
  movesFrom(x: City, h: City): City[] {
    const out: City[] = [];
    for (const y in this.v.setup.adj[x]) if (inRange(h, y as City)) out.push(y as City);
    return out;
  }

  /**
   * Useful progress (bot notes): moving a `c` cube x → y on a train whose engineer's home is h gets
   * closer to c, and the cube can keep moving from y (y = c, or h's range, or an engineer at y can
   * drive towards c).
   */
  useful(c: City, x: City, y: City, h: City): boolean {
    const dy = this.dist(y, c);
    if (dy >= this.dist(x, c)) return false;
    if (dy === 0) return true;
    for (const w in this.v.setup.adj[y]) {
      if (this.dist(w as City, c) >= dy) continue;
      if (inRange(h, w as City)) return true;
      for (const e of this.engines[y]) if (inRange(e, w as City) && inRange(e, y)) return true;
    }
    return false;
  }

  /** Gain of moving `cargo` x → y with engineer home h: Σ w over useful cubes − 0.25 per cube moving away. */
  gain(cargo: Cargo, x: City, y: City, h: City): number {
    let g = 0;
    for (const k in cargo) {
      const c = k as City;
      const n = cargo[c] ?? 0;
      if (this.useful(c, x, y, h)) g += n * this.weight[c];
      else if (this.dist(y, c) > this.dist(x, c)) g -= 0.25 * n;
    }
    return g;
  }

  /** Hand load of a seat (RP-14.2), tracking the bot's own planned sends in this view. */
  handLoad(seat: Seat): number {
    return this.loads[seat] ?? 0;
  }

  /** Free tracks at y not yet claimed by trains on their way there or held there: [long, short]. */
  freeTracks(y: City): { long: boolean; short: boolean } {
    return (this.free[y] ??= this.computeFree(y));
  }

  private readonly free: Partial<Record<City, { long: boolean; short: boolean }>> = {};

  private computeFree(y: City): { long: boolean; short: boolean } {
    let long = this.v.tracks[y].long === null;
    let short = this.v.tracks[y].short === null;
    const claim = (z: Train) => {
      if (z.size === 'short' && short) short = false;
      else if (long) long = false;
      else if (z.size === 'short') short = false;
    };
    for (const z of this.inbound[y]) claim(z);
    const ctl = this.v.setup.controller[y];
    for (const id of this.v.seats[ctl]?.held ?? []) {
      const z = trainOf(this.v, id);
      if (z.loc.kind === 'held' && z.loc.city === y) claim(z);
    }
    return { long, short };
  }

  /** The track a train of `size` would take at y among free ones (short first for a short train). */
  fitting(y: City, size: 'long' | 'short'): TrackKind | null {
    const f = this.freeTracks(y);
    if (size === 'short' && f.short) return 'short';
    return f.long ? 'long' : null;
  }

  /**
   * Room rule (bot notes "Free hands"): may z go x → y? Receiver must have a free hand; then a
   * fitting free track at y, or (other seat) an empty-handed receiver, or a pass-through, or a swap.
   */
  room(z: Train, x: City, y: City): { ok: boolean; track: TrackKind | null } {
    const receiver = this.v.setup.controller[y];
    const own = receiver === this.seat;
    const heldHere = z.loc.kind === 'held' && z.loc.seat === receiver ? 1 : 0;
    if (this.handLoad(receiver) - heldHere >= MAX_HAND) return { ok: false, track: null };
    const track = this.fitting(y, z.size);
    if (track !== null) return { ok: true, track: own ? track : null };
    const named = own ? this.physicallyFree(y, z.size) : null;
    if (!own && this.handLoad(receiver) === 0) return { ok: true, track: null };
    const h = this.homeOf(z);
    if (h === null) return { ok: false, track: null }; // only trains with an engineer move (RP-11)
    // pass-through: no y cube aboard, a cube can move on from y in range, next seat has a free hand.
    if (!z.cargo[y]) {
      for (const k in z.cargo) {
        const c = k as City;
        for (const w of this.movesFrom(y, h)) {
          if (w !== x && this.dist(w, c) < this.dist(y, c) && this.handLoad(this.v.setup.controller[w]) < MAX_HAND)
            return { ok: true, track: named };
        }
      }
    }
    // swap: a train parked at y wants to come to x and fits the track z leaves.
    if (z.loc.kind === 'track') {
      const left = z.loc.track;
      for (const k of ['long', 'short'] as const) {
        const id = this.v.tracks[y][k];
        if (id === null) continue;
        const o = trainOf(this.v, id);
        const oh = this.homeOf(o);
        if (oh === null || (left === 'short' && o.size === 'long') || !this.v.setup.adj[y][x] || !inRange(oh, x)) continue;
        if (this.gain(o.cargo, y, x, oh) > 0 || (oh === x && cargoSize(o.cargo) === 0)) return { ok: true, track: named };
      }
    }
    return { ok: false, track: null };
  }

  /** A track of y that is free right now and fits a train of `size` (short first for a short train). */
  physicallyFree(y: City, size: 'long' | 'short'): TrackKind | null {
    const t = this.v.tracks[y];
    if (size === 'short' && t.short === null) return 'short';
    return t.long === null ? 'long' : null;
  }

  /** Every in-range move of train z from x, with gain and room. */
  moves(z: Train, x: City, cargo: Cargo = z.cargo): Move[] {
    const h = this.homeOf(z);
    if (h === null) return [];
    return this.movesFrom(x, h).map((y) => {
      const r = this.room(z, x, y);
      return { to: y, gain: this.gain(cargo, x, y, h), allowed: r.ok, track: r.track };
    });
  }

  /** True when z can take one more `c` cube (effective capacity, RP-16.2). */
  fits(z: Train, c: City): boolean {
    return fitsAfter(z, c, null, this.v.config.expert);
  }

  /** True when z is full for every colour. */
  full(z: Train): boolean {
    return cargoSize(z.cargo) >= CAPACITY[z.size] || !CITIES.some((c) => this.fits(z, c));
  }

  /** Records a planned send so later checks in the same decision see the receiver's load. */
  noteSend(receiver: Seat): void {
    this.loads[receiver] = (this.loads[receiver] ?? 0) + 1;
    for (const k in this.free) delete this.free[k as City];
  }
}
