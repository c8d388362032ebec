/**
 * Rail Pass game data (docs/rules/rail-pass.md RP-2, RP-3, RP-7.4, RP-11, RP-15.3, RP-16, RP-19), read from the copy of the
 * reference file in ./data so the app is self-contained. Every number the engine uses comes from here.
 */
import raw from './data/rail-pass-setups.json' with { type: 'json' };

/** A city id; it also names that city's colour (RP-2.1). */
export type City = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
/** Connection type of a ring link (RP-2.8). */
export type EdgeType = 'open' | 'tunnel' | 'bridge';
/** Track kind of a city (RP-2.3). */
export type TrackKind = 'long' | 'short';
/** Train size (RP-2.2). */
export type TrainSize = 'long' | 'short';

/** The six cities in A–F order (RP-2.1). */
export const CITIES: readonly City[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** True when `x` is a city id. */
export function isCity(x: unknown): x is City {
  return typeof x === 'string' && x.length === 1 && x >= 'A' && x <= 'F';
}

/** City metadata for clients (RP-2.1): colour name, hex, symbol and table position. */
export interface CityInfo {
  id: City;
  colour: string;
  hex: string;
  symbol: string;
  layout: { x: number; y: number };
}

/** One connection of a setup: an unordered ring pair and its type (RP-3.1). */
export interface EdgeDef {
  between: [City, City];
  type: EdgeType;
}

/** A setup as in the data file (RP-3.1, RP-3.4). `control` maps seat names `P1`… to cities. */
export interface SetupDef {
  id: string;
  name: string;
  players: number;
  control: Record<string, City[]>;
  edges: EdgeDef[];
  blocked: [City, City][];
  defaultTimerMs?: number;
  /** Absent on custom setups (RP-3.6). */
  challengeTimerMs?: number;
  difficulty?: string;
  layout?: Partial<Record<City, { x: number; y: number }>>;
}

/** Action busy times in ms (RP-7.4, `timing.actionMs`). */
export interface ActionMs {
  load: number;
  park: number;
  lift: number;
  send: number;
  sendExtra: Record<EdgeType, number>;
  transfer: number;
  transferPerCube: number;
  moveEngineer: number;
}

/** All timing numbers (RP-7.4, RP-11): busy times and transit times in ms. */
export interface Timing {
  actionMs: ActionMs;
  transitMs: Record<EdgeType, number>;
  expressTransitMs: Record<EdgeType, number>;
}

/** A bot timing profile (RP-20.3), all in ms except `jitter` (a fraction). */
export interface BotProfile {
  reactionMs: number;
  thinkMs: number;
  thinkLoadMs: number;
  switchCityMs: number;
  jitter: number;
}

interface RawData {
  cities: CityInfo[];
  trainSizes: Record<TrainSize, { capacity: number; fitsTracks: TrackKind[] }>;
  hotelCapacity: number;
  maxHeldTrainsPerSeat: number;
  perCity: { yardSize: number; cubesPerOtherColour: number };
  components: { cargoCubes: number; engineers: number; tunnels: number; bridges: number; blockedMarkers: number };
  timing: Timing;
  timer: { defaultMsByPlayers: Record<string, number>; minMs: number; maxMs: Record<string, number>; stepMs: number };
  rounds: { min: number; default: number };
  scoring: {
    winTarget: number;
    penalties: Record<'droppedCube' | 'retiredEngineer' | 'wreckedTrain' | 'wrongCityCube', { points: number }>;
  };
  expertMode: { stickerSlots: Record<TrainSize, number>; stickers: Record<string, City> };
  handlingMode: { expressWreckChance: Record<EdgeType, number>; expressCubeDropChance: Record<EdgeType, number> };
  botProfiles: Record<'relaxed' | 'steady' | 'sharp', BotProfile> & { default: string };
  setups: SetupDef[];
}

/** The whole data file, typed. */
export const DATA = raw as unknown as RawData;

/** City metadata in A–F order. */
export const CITY_INFO: readonly CityInfo[] = DATA.cities;
/** Train capacities (RP-2.2): long 5, short 3. */
export const CAPACITY: Readonly<Record<TrainSize, number>> = {
  long: DATA.trainSizes.long.capacity,
  short: DATA.trainSizes.short.capacity,
};
/** Hotel capacity (RP-2.5): 3. */
export const HOTEL_CAPACITY = DATA.hotelCapacity;
/** Hand-load limit per seat (RP-14.2): 2. */
export const MAX_HAND = DATA.maxHeldTrainsPerSeat;
/** Cubes of each other colour in a yard (RP-4.3): 4. */
export const CUBES_PER_OTHER_COLOUR = DATA.perCity.cubesPerOtherColour;
/** Total cubes (RP-5.1 a): 120. */
export const TOTAL_CUBES = DATA.components.cargoCubes;
/** Total engineers (RP-2.4): 18. */
export const TOTAL_ENGINEERS = DATA.components.engineers;
/** Box limits for custom setups (RP-3.6): 3 tunnels, 1 bridge. */
export const BOX = DATA.components;
/** Default timings (RP-7.4, RP-11). */
export const DEFAULT_TIMING: Timing = {
  actionMs: DATA.timing.actionMs,
  transitMs: DATA.timing.transitMs,
  expressTransitMs: DATA.timing.expressTransitMs,
};
/** Timer limits (RP-19, RP-19.1). */
export const TIMER = DATA.timer;
/** Win target (RP-17.4): 100. */
export const WIN_TARGET = DATA.scoring.winTarget;
/** Penalty points per counter (RP-17.3): dropped −1, retired −2, wrecked −5. */
export const PENALTY_POINTS = {
  droppedCubes: -DATA.scoring.penalties.droppedCube.points,
  retiredEngineers: -DATA.scoring.penalties.retiredEngineer.points,
  wreckedTrains: -DATA.scoring.penalties.wreckedTrain.points,
} as const;
/** Expert stickers (RP-16.1): train id → sticker colour, and slots per size (long 2, short 1). */
export const STICKERS: Readonly<Record<string, City>> = DATA.expertMode.stickers;
/** Sticker slots per train size (RP-16.2): long 2, short 1. */
export const STICKER_SLOTS: Readonly<Record<TrainSize, number>> = DATA.expertMode.stickerSlots;
/** Express risks (RP-15.3). */
export const HANDLING = DATA.handlingMode;
/** Bot profiles (RP-20.3). */
export const BOT_PROFILES = DATA.botProfiles;
/** The nine setups (RP-3.4). */
export const SETUPS: readonly SetupDef[] = DATA.setups;

/** The setup with id `id`, or undefined. */
export function findSetup(id: string): SetupDef | undefined {
  return SETUPS.find((s) => s.id === id);
}

/** The six ring pairs of table neighbours (RP-3.2, RP-3.5). */
export const RING_PAIRS: readonly [City, City][] = [
  ['A', 'B'],
  ['B', 'C'],
  ['C', 'D'],
  ['D', 'E'],
  ['E', 'F'],
  ['F', 'A'],
];

/** Index of a city in A–F order (0–5). */
export function cityIndex(c: City): number {
  return c.charCodeAt(0) - 65;
}

/** True when a and b are table neighbours (RP-3.2). */
export function areNeighbours(a: City, b: City): boolean {
  const d = Math.abs(cityIndex(a) - cityIndex(b));
  return d === 1 || d === 5;
}

/**
 * Engineer range (RP-3.3): the home city H plus its two table neighbours, the same in every setup.
 * Returns true when `city` is within the range of an engineer whose home is `home`.
 */
export function inRange(home: City, city: City): boolean {
  return home === city || areNeighbours(home, city);
}
