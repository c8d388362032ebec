/**
 * HellRail card and table data (HR-2, HR-3), read from the Roundhouse edition data file copied into
 * `./data/hellrail-roundhouse-edition.json`, plus precomputed geometry tables for the hot path.
 *
 * Geometry encoding (internal): edges are indices N=0, E=1, S=2, W=3 (HR-3.3). A path set is a 6-bit
 * mask over the six unordered edge pairs (bit order NE, NS, NW, ES, EW, SW). A port set is a 4-bit
 * mask over edges. Cells are indexed `y * WIDTH + x` inside the play area (HR-3.1).
 * Rules: docs/rules/hellrail.md.
 */
import raw from './data/hellrail-roundhouse-edition.json';

/** A rail card id, 'R01' … 'R45' (HR-2). */
export type CardId = string;
/** A track edge of a cell (HR-3.3). */
export type Edge = 'N' | 'E' | 'S' | 'W';
/** A card rotation: quarter turns clockwise (HR-3.4). */
export type Rotation = 0 | 1 | 2 | 3;
/** A table cell (HR-3.1): x grows east, y grows south. */
export interface Cell {
  x: number;
  y: number;
}
/** A circle card: 'G' (Gates of Hell) or 1–9 (HR-3.2). */
export type CircleId = 'G' | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** The nine track shapes (HR-2.1). */
export type ShapeId = 'STRAIGHT' | 'CURVE' | 'SWITCH_R' | 'SWITCH_L' | 'WYE' | 'TEE' | 'CROSSING' | 'DOUBLE_CURVE' | 'STAR';
/** The fifteen circle effect tokens (HR-2, HR-10). */
export type EffectId =
  | 'ABYSS'
  | 'BOATMAN'
  | 'BRIMSTONE_TENDER'
  | 'CHAOS_REIGNS'
  | 'DELINQUENCY'
  | 'FALSE_PATH'
  | 'GERYON'
  | 'GLUTTONY'
  | 'GUARD_DUTY'
  | 'HERESY'
  | 'INFERNAL_POWER'
  | 'LUST'
  | 'SHIFT_CHANGE'
  | 'SOUL_CATCHER'
  | 'THIEVERY';

/** One rail card as listed in the data file (HR-2): track, car, movement and fuel values. */
export interface RailCard {
  readonly id: CardId;
  readonly shape: ShapeId;
  /** Paths at rotation 0, as edge pairs. */
  readonly paths: readonly (readonly [Edge, Edge])[];
  readonly spaces: number;
  /** Car value 3–9: points when set out, movement points when moved with (HR-2.3, HR-7.1). */
  readonly carValue: number;
  /** Brimstone 1–5: max load when moving with it, cards drawn when fanning (HR-7.1, HR-12). */
  readonly brimstone: number;
  /** Pickup circle 1–9 (HR-6.1). */
  readonly pickup: number;
  /** Set-out circle 1–9 (HR-6.2). */
  readonly setOut: number;
  readonly tripSteps: number;
}

/** The raw Roundhouse edition data file, as shipped (HR-2). */
export const HELLRAIL_DATA = raw as unknown as {
  readonly id: string;
  readonly title: string;
  readonly railCards: readonly RailCard[];
  readonly circles: readonly { id: string; number: number | null; x: number; y: number }[];
  readonly circleDistances: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly shapes: Readonly<Record<ShapeId, { name: string; paths: [Edge, Edge][]; count: number; canBeCoveredBy: ShapeId[] }>>;
  readonly effectTokens: readonly { id: EffectId; name: string; summary: string; rule: string }[];
  readonly specialTokens: readonly { id: string; name: string; count: number }[];
  readonly table: { playArea: { minX: number; maxX: number; minY: number; maxY: number } };
  readonly configDefaults: Record<string, unknown>;
  readonly houseRules: { flags: string[] };
  readonly setup: { handStart: number };
};

/** The 45 rail cards in data-file order (HR-2). */
export const RAIL_CARDS: readonly RailCard[] = HELLRAIL_DATA.railCards;
/** Every card id, R01…R45. */
export const CARD_IDS: readonly CardId[] = RAIL_CARDS.map((c) => c.id);
/** Card lookup by id. */
export const CARDS: Readonly<Record<CardId, RailCard>> = Object.fromEntries(RAIL_CARDS.map((c) => [c.id, c]));

/** `xs[i]`, or a clear error if `i` is out of range (an engine bug, never a player error). */
export function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new RangeError(`hellrail: index ${i} out of range (length ${xs.length})`);
  return x;
}
/** The rail card `id` (HR-2); throws on an unknown id (callers check hand or train membership first). */
export function cardOf(id: CardId): RailCard {
  const c = CARDS[id];
  if (c === undefined) throw new RangeError(`hellrail: unknown card ${id}`);
  return c;
}
/** The fifteen effect token ids (HR-2). */
export const EFFECT_IDS: readonly EffectId[] = HELLRAIL_DATA.effectTokens.map((t) => t.id);
/** Human names of effect tokens (HR-10). */
export const EFFECT_NAMES: Readonly<Record<EffectId, string>> = Object.fromEntries(
  HELLRAIL_DATA.effectTokens.map((t) => [t.id, t.name]),
) as Record<EffectId, string>;

/** Play area width in cells (6, HR-3.1). */
export const WIDTH = HELLRAIL_DATA.table.playArea.maxX - HELLRAIL_DATA.table.playArea.minX + 1;
/** Play area height in cells (13, HR-3.1). */
export const HEIGHT = HELLRAIL_DATA.table.playArea.maxY - HELLRAIL_DATA.table.playArea.minY + 1;
/** Number of cells in the play area (78). */
export const CELLS = WIDTH * HEIGHT;

/** Edge names by index. */
export const EDGES: readonly Edge[] = ['N', 'E', 'S', 'W'];
/** Edge index by name. */
export const EDGE_INDEX: Readonly<Record<Edge, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** Opposite edge index (HR-3.3). */
export const opp = (e: number): number => (e + 2) & 3;
/** Column offsets of the neighbour across N, E, S, W (HR-3.3). */
export const DX = [0, 1, 0, -1] as const;
/** Row offsets of the neighbour across N, E, S, W (HR-3.3). */
export const DY = [-1, 0, 1, 0] as const;

/** True if (x, y) lies in the play area (HR-3.1). */
export const inArea = (x: number, y: number): boolean => x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT;
/** Cell index of (x, y). */
export const idx = (x: number, y: number): number => y * WIDTH + x;
/** Neighbour cell index across edge `e`, or -1 outside the play area. */
export function neighbour(i: number, e: number): number {
  const x = (i % WIDTH) + at(DX, e);
  const y = Math.floor(i / WIDTH) + at(DY, e);
  return inArea(x, y) ? idx(x, y) : -1;
}
/** Precomputed neighbours: NEIGH[i*4+e]. */
export const NEIGH: readonly number[] = Array.from({ length: CELLS * 4 }, (_, k) => neighbour(k >> 2, k & 3));

/** Circle ids in data order: G, 1 … 9 (HR-3.2). */
export const CIRCLE_IDS: readonly CircleId[] = ['G', 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Cell index of each circle. */
export const CIRCLE_CELL: Readonly<Record<string, number>> = Object.fromEntries(HELLRAIL_DATA.circles.map((c) => [c.id, idx(c.x, c.y)]));
/** Circle at a cell index, or null (HR-3.2). */
export const CIRCLE_AT: readonly (CircleId | null)[] = (() => {
  const a: (CircleId | null)[] = new Array(CELLS).fill(null);
  for (const c of HELLRAIL_DATA.circles) a[idx(c.x, c.y)] = c.id === 'G' ? 'G' : (Number(c.id) as CircleId);
  return a;
})();
/** The cell of circle G, where engines start and return after a derailment (HR-4.6, HR-8.1). */
export const G_CELL = circleCell('G');
/** Cell index of a circle (HR-3.2). */
export function circleCell(c: CircleId): number {
  const i = CIRCLE_CELL[String(c)];
  if (i === undefined) throw new RangeError(`hellrail: unknown circle ${c}`);
  return i;
}
/** The number of a circle, 0 for G (HR-11.6 toll). */
export const circleNumber = (c: CircleId): number => (c === 'G' ? 0 : c);
/** Fewest steps between two circles (HR-3.10, informative). */
export const circleDistance = (a: CircleId, b: CircleId): number =>
  a === b ? 0 : (HELLRAIL_DATA.circleDistances[String(a)]?.[String(b)] ?? 99);

const PAIR_BIT: number[][] = [
  [-1, 0, 1, 2],
  [0, -1, 3, 4],
  [1, 3, -1, 5],
  [2, 4, 5, -1],
];
/** Bit of the unordered edge pair {a, b} in a path mask. */
export const pairBit = (a: number, b: number): number => 1 << at(at(PAIR_BIT, a), b);
/** The edge pairs of each path bit. */
export const PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];

/** Rotates a path mask by r quarter turns clockwise (HR-3.4). */
export function rotateMask(mask: number, r: number): number {
  let out = 0;
  for (let b = 0; b < 6; b++) {
    if (mask & (1 << b)) {
      const [p, q] = at(PAIRS, b);
      out |= pairBit((p + r) & 3, (q + r) & 3);
    }
  }
  return out;
}

/** Path mask at rotation 0 of each shape (HR-2.1). */
export const SHAPE_MASK: Readonly<Record<ShapeId, number>> = Object.fromEntries(
  Object.entries(HELLRAIL_DATA.shapes).map(([k, v]) => [k, v.paths.reduce((m, [a, b]) => m | pairBit(EDGE_INDEX[a], EDGE_INDEX[b]), 0)]),
) as Record<ShapeId, number>;

/** Path masks of each card at rotations 0–3: CARD_MASKS[id][r]. */
export const CARD_MASKS: Readonly<Record<CardId, readonly number[]>> = Object.fromEntries(
  RAIL_CARDS.map((c) => {
    const m0 = c.paths.reduce((m, [a, b]) => m | pairBit(EDGE_INDEX[a], EDGE_INDEX[b]), 0);
    return [c.id, [0, 1, 2, 3].map((r) => rotateMask(m0, r))];
  }),
);

/** Path masks of card `id` at rotations 0–3 (HR-3.4). */
export function masksOf(id: CardId): readonly number[] {
  const m = CARD_MASKS[id];
  if (m === undefined) throw new RangeError(`hellrail: unknown card ${id}`);
  return m;
}

/** Distinct rotations of a card: the first rotation giving each path set (HR-19.2). */
export const DISTINCT_ROTATIONS: Readonly<Record<CardId, readonly Rotation[]>> = Object.fromEntries(
  RAIL_CARDS.map((c) => {
    const seen = new Set<number>();
    const out: Rotation[] = [];
    masksOf(c.id).forEach((m, r) => {
      if (!seen.has(m)) {
        seen.add(m);
        out.push(r as Rotation);
      }
    });
    return [c.id, out];
  }),
);

/** Port mask (4 bits, bit e = edge e) of a path mask (HR-3.5). */
export const PORTS: readonly number[] = Array.from({ length: 64 }, (_, m) => {
  let p = 0;
  for (let b = 0; b < 6; b++) {
    if (!(m & (1 << b))) continue;
    const [x, y] = at(PAIRS, b);
    p |= (1 << x) | (1 << y);
  }
  return p;
});

/** Allowed exits of a path mask from an entry edge (HR-3.7): EXITS[mask*4+entry]. */
export const EXITS: readonly (readonly number[])[] = Array.from({ length: 64 * 4 }, (_, k) => {
  const m = k >> 2;
  const e = k & 3;
  const out: number[] = [];
  for (let y = 0; y < 4; y++) if (y !== e && m & pairBit(e, y)) out.push(y);
  return out;
});

/** All four exits (from a circle, HR-3.7). */
export const ALL_EXITS: readonly number[] = [0, 1, 2, 3];

/** Distinct rotations of card `id` (HR-19.2). */
export function distinctRotations(id: CardId): readonly Rotation[] {
  const r = DISTINCT_ROTATIONS[id];
  if (r === undefined) throw new RangeError(`hellrail: unknown card ${id}`);
  return r;
}
/** Neighbour of cell `i` across edge `e` (NEIGH), −1 outside the play area (HR-3.3). */
export const neigh = (i: number, e: number): number => at(NEIGH, i * 4 + e);
/** Allowed exits of path mask `mask` from entry edge `e` (EXITS, HR-3.7). */
export const exitsOf = (mask: number, e: number): readonly number[] => at(EXITS, mask * 4 + e);
/** Port mask of path mask `mask` (PORTS, HR-3.5). */
export const portsOf = (mask: number): number => at(PORTS, mask);
