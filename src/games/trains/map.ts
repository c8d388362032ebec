/**
 * The Tokyo and Osaka boards (TR-5), loaded from the bundled copy of `reference/trains-maps.json`.
 * Hexes are numbered 0–75 in reading order; `neighbors` already omit impassable borders.
 * Rules: docs/rules/trains.md.
 */
import raw from './data/trains-maps.json' with { type: 'json' };

/** Board id (TR-12). */
export type MapId = 'tokyo' | 'osaka';

/** All board ids. */
export const MAP_IDS: readonly MapId[] = ['tokyo', 'osaka'];

/** Hex terrain (TR-5). */
export type Terrain = 'plain' | 'river' | 'mountain' | 'city' | 'remote' | 'sea';

/** One hex of a board. */
export interface Hex {
  /** 0–75, reading order. */
  readonly index: number;
  readonly row: number;
  readonly col: number;
  readonly terrain: Terrain;
  /** Printed name of cities and remote locations, otherwise null. */
  readonly name: string | null;
  /** Korean name of a named hex (standard transliteration of the Japanese place name), otherwise null. */
  readonly nameKo: string | null;
  /** Cities: station slots (1–3); otherwise 0. */
  readonly slots: number;
  /** Remote locations: printed value (2–4), the surcharge and the VP; otherwise 0. */
  readonly value: number;
  /** Adjacent hex indices, impassable borders removed. */
  readonly neighbors: readonly number[];
  /** A starting rail may go here (not sea, not remote; TR-19). */
  readonly startAllowed: boolean;
}

/** One board. */
export interface Board {
  readonly id: MapId;
  readonly name: string;
  readonly hexes: readonly Hex[];
  /** Indices of city hexes. */
  readonly cities: readonly number[];
  /** Indices of remote locations. */
  readonly remotes: readonly number[];
  /** Pairs of hexes split by an impassable border. */
  readonly borders: readonly (readonly [number, number])[];
}

interface RawHex {
  index: number;
  row: number;
  col: number;
  terrain: Terrain;
  name: string | null;
  nameKo?: string;
  stationSlots?: number;
  value?: number;
  neighbors: number[];
  startAllowed: boolean;
}
interface RawMap {
  id: MapId;
  name: string;
  hexes: RawHex[];
  impassableBorders: { a: number; b: number }[];
}

function build(m: RawMap): Board {
  const hexes: Hex[] = m.hexes.map((h) => ({
    index: h.index,
    row: h.row,
    col: h.col,
    terrain: h.terrain,
    name: h.name ?? null,
    nameKo: h.nameKo ?? null,
    slots: h.terrain === 'city' ? (h.stationSlots ?? 0) : 0,
    value: h.terrain === 'remote' ? (h.value ?? 0) : 0,
    neighbors: h.neighbors.slice(),
    startAllowed: h.terrain !== 'sea' && h.terrain !== 'remote',
  }));
  return {
    id: m.id,
    name: m.name,
    hexes,
    cities: hexes.filter((h) => h.terrain === 'city').map((h) => h.index),
    remotes: hexes.filter((h) => h.terrain === 'remote').map((h) => h.index),
    borders: m.impassableBorders.map((b) => [b.a, b.b] as const),
  };
}

const maps = (raw as unknown as { maps: RawMap[] }).maps;

/** The boards by id. */
export const BOARDS: Readonly<Record<MapId, Board>> = { tokyo: build(rawMap('tokyo')), osaka: build(rawMap('osaka')) };

/** The bundled data of board `id`. */
function rawMap(id: MapId): RawMap {
  const m = maps.find((x) => x.id === id);
  if (!m) throw new Error(`trains: the bundled map data has no ${id} board`);
  return m;
}

/** Hex `i` of `board`; throws on an index outside the board (an engine bug, never user input). */
export function hexAt(board: Board, i: number): Hex {
  const h = board.hexes[i];
  if (!h) throw new RangeError(`trains: ${board.id} has no hex ${i}`);
  return h;
}

/** City scoring by station count (TR-105): 0 → 0, 1 → 2, 2 → 4, 3 → 8 VP. */
export const CITY_VP: readonly number[] = [0, 2, 4, 8];

/** Rail tokens per player (TR-6). */
export const RAILS_PER_PLAYER = 20;
/** Station tokens in the shared pool (TR-7). */
export const STATION_POOL = 30;
/** Player colours in seat order (TR-6). */
export const COLORS = ['yellow', 'red', 'blue', 'green'] as const;
