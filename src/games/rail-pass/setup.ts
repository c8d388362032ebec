/**
 * Round setup (RP-4) and small state helpers shared by the rules, the clock and the bots: seat
 * names, hand load (RP-14.2), effective capacity (RP-16.2), cargo arithmetic and cheap copies.
 */
import { CAPACITY, CITIES, CUBES_PER_OTHER_COLOUR, STICKERS, STICKER_SLOTS, type City } from './data.js';
import { Mulberry, roundSeed } from './prng.js';
import type { Cargo, Engineer, RailPassConfig, RailPassState, ResolvedSetup, SeatName, SeatState, Train } from './types.js';

/** Seat name of contract seat number `n` (0-based): `P${n + 1}`. */
export function seatName(n: number): SeatName {
  return `P${n + 1}`;
}

/** Contract seat number of a seat name (`P3` → 2). */
export function seatIndex(name: SeatName): number {
  return Number(name.slice(1)) - 1;
}

/** Total cubes in a cargo map. */
export function cargoSize(c: Cargo): number {
  let n = 0;
  for (const k in c) n += c[k as City]!;
  return n;
}

/** A cargo map with `n` cubes of colour `c` added (n may be negative); zero entries removed. */
export function cargoAdd(cargo: Cargo, c: City, n: number): Cargo {
  const out: Cargo = { ...cargo };
  const v = (out[c] ?? 0) + n;
  if (v === 0) delete out[c];
  else out[c] = v;
  return out;
}

/**
 * Effective capacity (RP-16.2): capacity − slots + min(cargo[sticker], slots) in expert mode, else
 * the plain capacity (long 5, short 3).
 */
export function effCap(train: Train, cargo: Cargo, expert: boolean): number {
  const cap = CAPACITY[train.size];
  if (!expert || train.sticker === null) return cap;
  const slots = STICKER_SLOTS[train.size];
  return cap - slots + Math.min(cargo[train.sticker] ?? 0, slots);
}

/**
 * True when `z` stays within its effective capacity (RP-16.2) after gaining a cube of colour `add`
 * (or none) and losing one of colour `remove` (or none). Allocation-free, for enumerations.
 */
export function fitsAfter(z: Train, add: City | null, remove: City | null, expert: boolean): boolean {
  const n = cargoSize(z.cargo) + (add ? 1 : 0) - (remove ? 1 : 0);
  const cap = CAPACITY[z.size];
  if (!expert || z.sticker === null) return n <= cap;
  const slots = STICKER_SLOTS[z.size];
  const st = (z.cargo[z.sticker] ?? 0) + (add === z.sticker ? 1 : 0) - (remove === z.sticker ? 1 : 0);
  return n <= cap - slots + Math.min(st, slots);
}

/** The seat that controls `city` (RP-3.1). */
export function controllerOf(state: RailPassState, city: City): SeatName {
  return state.setup.controller[city];
}

/**
 * A seat's hand load (RP-14.2): trains it holds plus trains in transit to any of its cities.
 * Never more than 2.
 */
export function handLoad(state: RailPassState, seat: SeatName): number {
  let n = state.seats[seat]!.held.length;
  const ctl = state.setup.controller;
  for (const id in state.trains) {
    const loc = state.trains[id]!.loc;
    if (loc.kind === 'transit' && ctl[loc.to] === seat) n++;
  }
  return n;
}

/** The city a train is in when parked or held, else null. */
export function trainCity(t: Train): City | null {
  return t.loc.kind === 'track' || t.loc.kind === 'held' ? t.loc.city : null;
}

/** Builds the starting state of round `round` (RP-4.3–4.6) for a parsed config. */
export function setupRound(
  config: RailPassConfig,
  setup: ResolvedSetup,
  matchSeed: number,
  round: number,
  roundStart: number,
): RailPassState {
  const rng = new Mulberry(roundSeed(matchSeed, round));
  const yards = {} as Record<City, City[]>;
  for (const x of CITIES) {
    const list: City[] = [];
    for (const c of CITIES) if (c !== x) for (let k = 0; k < CUBES_PER_OTHER_COLOUR; k++) list.push(c);
    for (let i = list.length - 1; i >= 1; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      const t = list[i]!;
      list[i] = list[j]!;
      list[j] = t;
    }
    yards[x] = list;
  }
  const trains: Record<string, Train> = {};
  const engineers: Record<string, Engineer> = {};
  const tracks = {} as RailPassState['tracks'];
  const hotels = {} as RailPassState['hotels'];
  const storage = {} as Record<City, number>;
  for (const x of CITIES) {
    for (const size of ['long', 'short'] as const) {
      const id = `${x}${size === 'long' ? 'L' : 'S'}`;
      trains[id] = {
        id,
        size,
        home: x,
        cargo: {},
        engineer: `${x}${size === 'long' ? 1 : 2}`,
        sticker: config.expert ? STICKERS[id]! : null,
        loc: { kind: 'track', city: x, track: size },
      };
    }
    for (let k = 1; k <= 3; k++) engineers[`${x}${k}`] = { id: `${x}${k}`, home: x, status: 'active' };
    tracks[x] = { long: `${x}L`, short: `${x}S` };
    hotels[x] = [`${x}3`];
    storage[x] = 0;
  }
  const seats: Record<SeatName, SeatState> = {};
  for (const [name, cities] of Object.entries(setup.control)) seats[name] = { cities: [...cities], held: [], busyUntil: 0 };
  return {
    config,
    setupId: setup.id,
    setup,
    round,
    roundStart,
    clock: 0,
    endsAt: config.timerMs,
    over: false,
    matchSeed,
    rng: rng.state,
    eventSeq: 0,
    events: [],
    yards,
    storage,
    tracks,
    hotels,
    trains,
    engineers,
    seats,
    pile: { droppedCubes: 0, retiredEngineers: 0, wreckedTrains: 0 },
    results: [],
    actionCount: 0,
  };
}
