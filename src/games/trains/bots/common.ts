/**
 * Planning helpers shared by the Trains bots. They read only a seat's view (TR-115) and static data:
 * game progress (section 18.1), starting-hex choice, rail goals by cheapest path (Dijkstra over the
 * TR-54 surcharges), station choice and hand evaluation.
 * Rules: docs/rules/trains.md.
 */
import { CARDS, type CardId } from '../cards.js';
import { BOARDS, CITY_VP, hexAt, type Board } from '../map.js';
import { popcount } from '../rails.js';
import type { Modifiers, TrainsAction } from '../types.js';
import type { PlayerView, TrainsView } from '../view.js';
import { NO_MODS } from '../setup.js';

/** `list[i]`; throws when the index is out of range (a caller's guarantee that does not hold). */
export function at<T>(list: readonly T[], i: number): T {
  const x = list[i];
  if (x === undefined) throw new RangeError(`trains bot: no element ${i} in a list of ${list.length}`);
  return x;
}

/** Seat `seat`'s public record in the view. */
export function playerOf(v: TrainsView, seat: number): PlayerView {
  return at(v.players, seat);
}

/** The seat's board. */
export function boardOf(v: TrainsView): Board {
  return BOARDS[v.map];
}

/** Non-Waste supply piles that are empty. */
export function emptyPileCount(v: TrainsView): number {
  let keys: readonly CardId[] | undefined = lastKingdom === v.kingdom ? lastKeys : keyCache.get(v.kingdom);
  if (!keys) {
    keys = Object.keys(v.supply) as CardId[];
    keyCache.set(v.kingdom, keys);
  }
  lastKingdom = v.kingdom;
  lastKeys = keys;
  const supply = v.supply;
  let n = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] ?? 'waste';
    if (k !== 'waste' && supply[k] === 0) n++;
  }
  return n;
}
const keyCache = new WeakMap<readonly CardId[], readonly CardId[]>();
/** The last kingdom `emptyPileCount` looked up and its pile ids (a one-entry memo in front of `keyCache`). */
let lastKingdom: readonly CardId[] | null = null;
let lastKeys: readonly CardId[] | undefined;

/**
 * Game progress g in [0, 1] (section 18.1): max(empty non-Waste piles / 4, most rails placed by any
 * player / 20, stations placed / 30).
 */
export function progress(v: TrainsView): number {
  let maxRails = 0;
  for (const p of v.players) maxRails = Math.max(maxRails, 20 - p.reserve);
  return Math.min(1, Math.max(emptyPileCount(v) / 4, maxRails / 20, (30 - v.stationPool) / 30));
}

const ring2 = new WeakMap<Board, number[][]>();

/** Hexes within 2 steps of each hex (including it), precomputed per board. */
function within2(board: Board, hex: number): readonly number[] {
  let all = ring2.get(board);
  if (!all) {
    all = board.hexes.map((h) => within(board, h.index, 2));
    ring2.set(board, all);
  }
  return all[hex] ?? [hex];
}

/** Hexes within `steps` of `hex` (including it). */
function within(board: Board, hex: number, steps: number): number[] {
  let frontier = [hex];
  const seen = new Set([hex]);
  for (let s = 0; s < steps; s++) {
    const next: number[] = [];
    for (const h of frontier)
      for (const n of hexAt(board, h).neighbors)
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    frontier = next;
  }
  return [...seen];
}

/**
 * Starting hex (section 18.1 rule 1): the legal start with the most station slots within 2 steps
 * (counting itself), preferring 2- and 3-slot cities, avoiding hexes next to an opponent's start.
 * `remoteWeight` adds value for remote locations nearby (the heuristic bot uses it).
 */
export function chooseStart(v: TrainsView, legal: readonly TrainsAction[], remoteWeight = 0): TrainsAction {
  const board = boardOf(v);
  let best = at(legal, 0);
  let bestScore = -Infinity;
  for (const a of legal) {
    if (a.type !== 'START_RAIL') continue;
    const h = hexAt(board, a.hex);
    let score = 0;
    for (const x of within2(board, a.hex)) {
      const hx = hexAt(board, x);
      score += hx.slots;
      if (hx.terrain === 'remote') score += remoteWeight * hx.value;
      if (v.rails[x]) score -= 1.5;
    }
    if (h.terrain === 'city' && h.slots >= 2) score += 2;
    for (const n of h.neighbors) if (v.rails[n]) score -= 4;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** A rail goal: target hex, its value, the path cost and the first hex to lay. */
export interface RailGoal {
  readonly target: number;
  readonly value: number;
  readonly cost: number;
  readonly next: number;
  /** Hexes of the path after the network (first = next). */
  readonly path: readonly number[];
}

/** Options for goal search. */
export interface GoalOptions {
  /** Extra cost (money equivalent) for entering a hex with other players' rails (Waste). */
  readonly otherPenalty: number;
  /** Value of a city for this seat: default = VP at one station more than now, capped at its slots. */
  readonly cityValue?: (hex: number, stations: number, slots: number, others: number) => number;
  /** Value of a remote location: default its printed value. */
  readonly remoteValue?: (hex: number, value: number, others: number) => number;
  /** Modifiers to price hexes with (default none). */
  readonly mods?: Modifiers;
  /**
   * Memoisation key: when set, results are cached per (rails, stations) arrays, seat, modifiers and
   * this key. Set it only if the value callbacks depend on nothing but the board and the seat.
   */
  readonly cacheKey?: string;
}

/**
 * Cached goals of one (rails, stations) pair: per `cacheKey`, a list indexed by `seat * 32 + modsBits`
 * (undefined: not computed yet). `map` guards against a rails array read with another board.
 */
interface GoalEntry {
  readonly stations: readonly number[];
  readonly map: string;
  readonly byKey: Map<string, (RailGoal | null | undefined)[]>;
}
const goalCache = new WeakMap<readonly number[], GoalEntry>();
/** The rails array `bestGoal` last looked up and its entry (a one-entry memo in front of `goalCache`). */
let lastGoalRails: readonly number[] | null = null;
let lastGoalEntry: GoalEntry | undefined;

function modsBits(m: Modifiers): number {
  return (
    (m.riverFree ? 1 : 0) | (m.mountainFree ? 2 : 0) | (m.cityFree ? 4 : 0) | (m.otherRailsFree ? 8 : 0) | (m.allSurchargesFree ? 16 : 0)
  );
}

/**
 * Best reachable goal for `seat` (section 18.1 rule 4): the city or remote location without the seat's
 * rail maximising value − cheapest total surcharge (Dijkstra from the network). Null if none.
 * `mods` prices the hexes (TR-54, TR-60); it defaults to `o.mods`, else none.
 */
export function bestGoal(v: TrainsView, seat: number, o: GoalOptions, mods: Modifiers = o.mods ?? NO_MODS): RailGoal | null {
  if (o.cacheKey === undefined) return computeGoal(v, seat, o, mods);
  let entry = lastGoalRails === v.rails ? lastGoalEntry : goalCache.get(v.rails);
  if (!entry || entry.stations !== v.stations || entry.map !== v.map) {
    entry = { stations: v.stations, map: v.map, byKey: new Map() };
    goalCache.set(v.rails, entry);
  }
  lastGoalRails = v.rails;
  lastGoalEntry = entry;
  let goals = entry.byKey.get(o.cacheKey);
  if (!goals) {
    goals = [];
    entry.byKey.set(o.cacheKey, goals);
  }
  const slot = seat * 32 + modsBits(mods);
  let g = goals[slot];
  if (g === undefined) {
    g = computeGoal(v, seat, o, mods);
    goals[slot] = g;
  }
  return g;
}

/**
 * Scratch buffers for `computeGoal` (boards have 76 hexes). Distances are kept in half-steps (integers:
 * every step costs a whole surcharge and penalty plus 0.5, so twice a distance is an integer).
 */
const NO_PATH = 0x3fffffff;
const DIST2 = new Int32Array(128);
const PREV = new Int16Array(128);
const FRONTIER = new Int16Array(128);
/** Distance (half-steps) of each frontier entry, and each hex's index in the frontier (valid while it is in it). */
const FRONTIER_DIST = new Int32Array(128);
const FRONTIER_POS = new Int16Array(128);
/** Per hex of one search: the cost in half-steps of entering it (surcharge, TR-54, Waste penalty and the step), −1: never (the sea, an own rail). */
const STEP2 = new Int32Array(128);
/**
 * Frontier entries per distance (half-steps), all 0 between searches (each entry counted is taken out
 * again); grown when a search could reach further.
 */
let atDist = new Int32Array(1024);

/** Terrain codes of `BoardData.terrain`. */
const T_PLAIN = 0;
const T_RIVER = 1;
const T_MOUNTAIN = 2;
const T_CITY = 3;
const T_REMOTE = 4;
const T_SEA = 5;
const TERRAIN_CODE = { plain: T_PLAIN, river: T_RIVER, mountain: T_MOUNTAIN, city: T_CITY, remote: T_REMOTE, sea: T_SEA } as const;

/**
 * A board flattened into typed arrays for the goal search: per hex its terrain code (T_*), station
 * slots and remote value (map.ts `Hex`); hex h's neighbours are `nb[start[h] .. start[h + 1])`, in
 * `neighbors` order.
 */
interface BoardData {
  readonly terrain: Uint8Array;
  readonly slots: Int32Array;
  readonly value: Int32Array;
  readonly start: Int32Array;
  readonly nb: Int32Array;
}
const boardDataCache = new WeakMap<Board, BoardData>();

function boardData(board: Board): BoardData {
  let f = boardDataCache.get(board);
  if (!f) {
    const n = board.hexes.length;
    const start = new Int32Array(n + 1);
    const terrain = new Uint8Array(n);
    const slots = new Int32Array(n);
    const value = new Int32Array(n);
    const all: number[] = [];
    board.hexes.forEach((h, i) => {
      start[i] = all.length;
      all.push(...h.neighbors);
      terrain[i] = TERRAIN_CODE[h.terrain];
      slots[i] = h.slots;
      value[i] = h.value;
    });
    start[n] = all.length;
    f = { terrain, slots, value, start, nb: Int32Array.from(all) };
    boardDataCache.set(board, f);
  }
  return f;
}

/**
 * The search behind `bestGoal`: Dijkstra from the seat's rails over the cost of entering each hex
 * (TR-54 surcharge with `mods`, plus `o.otherPenalty` where other players have rails, plus 0.5 a
 * step), then the target maximising value − distance. `o.otherPenalty` must be a multiple of 0.5.
 */
function computeGoal(v: TrainsView, seat: number, o: GoalOptions, mods: Modifiers): RailGoal | null {
  const board = boardOf(v);
  // Read once: a view's fields may be computed on access.
  const rails = v.rails;
  const stations = v.stations;
  const n = board.hexes.length;
  const bit = 1 << seat;
  const dist = DIST2;
  const prev = PREV;
  dist.fill(NO_PATH, 0, n);
  prev.fill(-1, 0, n);
  const { terrain, slots, value: remoteValue, start, nb } = boardData(board);
  const penalty2 = o.otherPenalty * 2;
  if (!Number.isInteger(penalty2)) throw new RangeError(`trains bot: otherPenalty ${o.otherPenalty} is not a multiple of 0.5`);
  // The cost of entering a hex does not depend on where from: surcharge (rails.ts `surcharge`, TR-54),
  // the penalty once per hex, and the half step that makes longer paths dearer.
  const free = mods.allSurchargesFree;
  const riverT = mods.riverFree ? 0 : 1;
  const mountainT = mods.mountainFree ? 0 : 2;
  const cityFree = mods.cityFree;
  const countOthers = !mods.otherRailsFree;
  let far = 0;
  for (let x = 0; x < n; x++) {
    const r = rails[x] ?? 0;
    const others = r & ~bit;
    const tc = terrain[x] ?? T_SEA;
    // Never entered: the sea, and the seat's own rails (the search starts from them).
    if (tc === T_SEA || r & bit) {
      STEP2[x] = -1;
      continue;
    }
    let t = 0;
    if (!free) {
      if (tc === T_RIVER) t = riverT;
      else if (tc === T_MOUNTAIN) t = mountainT;
      else if (tc === T_CITY) t = cityFree ? 0 : 1 + (stations[x] ?? 0);
      else if (tc === T_REMOTE) t = remoteValue[x] ?? 0;
      if (countOthers && others) t += popcount(others);
    }
    const c = 2 * t + (others ? penalty2 : 0) + 1;
    STEP2[x] = c;
    far += c;
  }
  if (far >= atDist.length) atDist = new Int32Array(2 * far);
  // Dijkstra with an unsorted frontier list (the frontier stays small on a 76-hex board): the first
  // entry with the least distance is taken and the last entry moved into its place. `fd[i]` mirrors
  // `dist[frontier[i]]` and `pos[h]` is h's index in the frontier; `atDist` counts the entries per
  // distance, so the least distance is known and the scan stops at its first entry.
  const frontier = FRONTIER;
  const fd = FRONTIER_DIST;
  const pos = FRONTIER_POS;
  const count = atDist;
  let fl = 0;
  for (let h = 0; h < n; h++)
    if ((rails[h] ?? 0) & bit) {
      dist[h] = 0;
      pos[h] = fl;
      fd[fl] = 0;
      frontier[fl++] = h;
    }
  count[0] = fl;
  let least = 0;
  while (fl > 0) {
    while (count[least] === 0) least++;
    let bi = 0;
    while (fd[bi] !== least) bi++;
    count[least] = (count[least] ?? 1) - 1;
    const u = frontier[bi] ?? 0;
    const last = frontier[--fl] ?? 0;
    frontier[bi] = last;
    fd[bi] = fd[fl] ?? 0;
    pos[last] = bi;
    for (let k = start[u] ?? 0, end = start[u + 1] ?? 0; k < end; k++) {
      // A hex already taken out has dist <= least < c (every step costs at least one half-step): it is never improved.
      const x = nb[k] ?? 0;
      const s = STEP2[x] ?? -1;
      if (s < 0) continue;
      const c = least + s;
      const dx = dist[x] ?? NO_PATH;
      if (c < dx) {
        if (dx === NO_PATH) {
          pos[x] = fl;
          frontier[fl++] = x;
        } else count[dx] = (count[dx] ?? 1) - 1;
        count[c] = (count[c] ?? 0) + 1;
        fd[pos[x] ?? 0] = c;
        dist[x] = c;
        prev[x] = u;
      }
    }
  }
  let best = -1;
  let bestValue = 0;
  let bestNet = -Infinity;
  for (let h = 0; h < n; h++) {
    const tc = terrain[h];
    if ((tc !== T_CITY && tc !== T_REMOTE) || (rails[h] ?? 0) & bit || dist[h] === NO_PATH) continue;
    let value = 0;
    if (tc === T_CITY) {
      const s = stations[h] ?? 0;
      const sl = slots[h] ?? 0;
      value = o.cityValue ? o.cityValue(h, s, sl, popcount((rails[h] ?? 0) & ~bit)) : (CITY_VP[Math.min(s + 1, sl)] ?? 0);
    } else {
      const rv = remoteValue[h] ?? 0;
      value = o.remoteValue ? o.remoteValue(h, rv, popcount((rails[h] ?? 0) & ~bit)) : rv;
    }
    const net = value - (dist[h] ?? NO_PATH) / 2;
    if (net > bestNet) {
      bestNet = net;
      best = h;
      bestValue = value;
    }
  }
  if (best < 0) return null;
  const path: number[] = [];
  for (let x = best; x >= 0 && !((rails[x] ?? 0) & bit); x = prev[x] ?? -1) path.push(x);
  path.reverse();
  return { target: best, value: bestValue, cost: (dist[best] ?? NO_PATH) / 2, next: path[0] ?? best, path };
}

/** Money the Trains (and money-only cards) left in hand would add if played, ignoring effects. */
export function handMoney(hand: readonly CardId[]): number {
  let m = 0;
  for (const c of hand) if (CARDS[c].isTrain) m += CARDS[c].value;
  return m;
}

/** Counts `card` in `list`. */
export function count(list: readonly CardId[], card: CardId): number {
  let n = 0;
  for (const c of list) if (c === card) n++;
  return n;
}

/** Finds a legal action matching `pred`. */
export function find<T extends TrainsAction['type']>(
  legal: readonly TrainsAction[],
  type: T,
  pred?: (a: Extract<TrainsAction, { type: T }>) => boolean,
): Extract<TrainsAction, { type: T }> | undefined {
  for (const a of legal)
    if (a.type === type && (!pred || pred(a as Extract<TrainsAction, { type: T }>))) return a as Extract<TrainsAction, { type: T }>;
  return undefined;
}

/** City to put a station on (section 18.1 rule 5): own-rail cities, fewest opponents, most free slots; else next to the network. */
export function chooseStation(v: TrainsView, seat: number, options: readonly number[]): number | null {
  const board = boardOf(v);
  const bit = 1 << seat;
  let best: number | null = null;
  let bestScore = -Infinity;
  for (const h of options) {
    const hx = hexAt(board, h);
    const mine = ((v.rails[h] ?? 0) & bit) !== 0;
    const others = popcount((v.rails[h] ?? 0) & ~bit);
    let near = false;
    for (const x of hx.neighbors) if ((v.rails[x] ?? 0) & bit) near = true;
    let score: number;
    if (mine) {
      const gain = (CITY_VP[(v.stations[h] ?? 0) + 1] ?? 0) - (CITY_VP[v.stations[h] ?? 0] ?? 0);
      score = 100 + gain * 3 - others * 4 + (hx.slots - (v.stations[h] ?? 0));
    } else if (near) score = 10 - others * 2 + (hx.slots - (v.stations[h] ?? 0));
    else continue;
    if (score > bestScore) {
      bestScore = score;
      best = h;
    }
  }
  return best;
}
