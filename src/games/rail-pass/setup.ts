/**
 * Setup (docs/rules/rail-pass.md RP-4): the match seed (RP-4.1) and the starting state of every
 * round (RP-4.3–4.6): shuffled yards from the round generator, trains, engineers, hotels, seats.
 */
import { RoundhouseError } from '../../engine/result.js';
import { hashSeed } from '../../engine/rng.js';
import { configSetup } from './config.js';
import { CITIES, CUBES_PER_OTHER_COLOUR, STICKERS, type City } from './data.js';
import { Mulberry, roundSeed } from './prng.js';
import type { Engineer, RailPassConfig, RailPassState, ResolvedSetup, SeatState, Train } from './types.js';

/** Round 1 of a match (RP-4); matchSeed = config.matchSeed, else FNV-1a of `seed` as uint32 (RP-4.1). */
export function setup(config: RailPassConfig, seed: string, seats: number): RailPassState {
  const resolved = configSetup(config);
  if (resolved.players !== seats)
    throw new RoundhouseError('BAD_CONFIG', `setup ${resolved.id} is for ${resolved.players} players, not ${seats}`);
  const matchSeed = config.matchSeed ?? hashSeed(seed) >>> 0;
  return setupRound(config, resolved, matchSeed, 1, 0);
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
      const t = list[i] as City;
      list[i] = list[j] as City;
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
        sticker: config.expert ? (STICKERS[id] ?? null) : null,
        loc: { kind: 'track', city: x, track: size },
      };
    }
    for (let k = 1; k <= 3; k++) engineers[`${x}${k}`] = { id: `${x}${k}`, home: x, status: 'active' };
    tracks[x] = { long: `${x}L`, short: `${x}S` };
    hotels[x] = [`${x}3`];
    storage[x] = 0;
  }
  const seats: SeatState[] = setup.control.map((cities) => ({ cities: [...cities], held: [], busyUntil: 0 }));
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
