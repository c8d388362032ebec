/**
 * Counted legal actions of HellRail's ACTIONS phase for playouts (issue 21 item 1): how many actions
 * `legalActions` lists (HR-19.2: PICK_UP and SET_OUT in a circle, HR-6.1, HR-6.2; UPGRADE_RAIL per
 * distinct resulting path set, HR-6.4; LAY_RAIL per distinct rotation, HR-6.3; MOVE_START, HR-7.1;
 * STOKE, HR-12; END_TURN) without building the rail actions, and the k-th of them in the same order,
 * so a uniform pick equals the random bot's `rng.pick(legalActions(...))`. Other phases list few
 * actions and use `legalActions` itself.
 *
 * The hot path works on card indices (0 … 44, `CARD_IDS` order) and per-card tables built once, reuses
 * module-level buffers (so a count is valid until the next `countActions`), reads each rail cell's
 * path mask once per cell object (rules replace a cell's object whenever its stack changes, track.ts
 * and effects.ts), and finds the cells open for laying (HR-6.3 check 4) with one 6-bit mask per row.
 */
import {
  CARD_IDS,
  CELLS as CELL_COUNT,
  CIRCLE_AT,
  HEIGHT as BOARD_HEIGHT,
  WIDTH as BOARD_WIDTH,
  cardOf,
  distinctRotations,
  masksOf,
  type CardId,
  type Cell,
  type Rotation,
} from '../data.js';
import { moveStarts } from '../legal.js';
import { anyLegalStep, tollDue } from '../movement.js';
import { engineCircle, hasRoom, load } from '../state.js';
import type { HrAction, HrPlayer, HrState, RailCell } from '../types.js';

// Module-local copies of imported bindings read in the loops (an import is a live binding, checked on every read).
const CELLS = CELL_COUNT;
const WIDTH = BOARD_WIDTH;
const HEIGHT = BOARD_HEIGHT;

/** Card index by id (`CARD_IDS` order, HR-2). */
const CARD_INDEX: ReadonlyMap<CardId, number> = new Map(CARD_IDS.map((id, k) => [id, k]));
/** The index of card `id` in `CARD_IDS`; throws on an unknown id (an engine bug). */
function indexOfCard(id: CardId): number {
  const k = CARD_INDEX.get(id);
  if (k === undefined) throw new RangeError(`hellrail playout: unknown card ${id}`);
  return k;
}
/** Per card index: brimstone (HR-7.1 load check), car value (movement points, HR-7.1), pickup and set-out circles (HR-6.1, HR-6.2). */
const BRIMSTONE = Uint8Array.from(CARD_IDS, (id) => cardOf(id).brimstone);
const CAR_VALUE = Uint8Array.from(CARD_IDS, (id) => cardOf(id).carValue);
const PICKUP = Uint8Array.from(CARD_IDS, (id) => cardOf(id).pickup);
const SET_OUT = Uint8Array.from(CARD_IDS, (id) => cardOf(id).setOut);
/** Per card index: its number of distinct rotations, i.e. LAY_RAIL actions per open cell (HR-19.2). */
const LAYS = Uint8Array.from(CARD_IDS, (id) => distinctRotations(id).length);
/** Path mask (6 bits, data.ts) of card index k at rotation r: `ROT_MASK[k * 4 + r]` (HR-3.4, HR-3.5). */
const ROT_MASK = Uint8Array.from({ length: CARD_IDS.length * 4 }, (_, j) => masksOf(CARD_IDS[j >> 2] ?? '')[j & 3] ?? 0);
/**
 * UPGRADE_RAIL actions of card index k onto a cell of path mask `old`: `UPGRADES[k * 64 + old]`, the
 * distinct rotations whose path set strictly contains `old` (HR-6.4 check 5, HR-19.2).
 */
const UPGRADES = Uint8Array.from({ length: CARD_IDS.length * 64 }, (_, j) => {
  const k = j >> 6;
  const old = j & 63;
  let n = 0;
  for (const r of distinctRotations(CARD_IDS[k] ?? '')) {
    const m = ROT_MASK[k * 4 + r] ?? 0;
    if ((m & old) === old && m !== old) n++;
  }
  return n;
});
/** The shared PICK_UP, SET_OUT, MOVE_START (no toll) and STOKE action of each card index; never mutated. */
const PICK_UP_OF: readonly HrAction[] = CARD_IDS.map((card) => ({ type: 'PICK_UP', card }));
const SET_OUT_OF: readonly HrAction[] = CARD_IDS.map((car) => ({ type: 'SET_OUT', car }));
const MOVE_START_OF: readonly HrAction[] = CARD_IDS.map((card) => ({ type: 'MOVE_START', card }));
const STOKE_OF: readonly HrAction[] = CARD_IDS.map((card) => ({ type: 'STOKE', card }));
const END_TURN: HrAction = { type: 'END_TURN' };
/** The shared `{x, y}` of each cell index (HR-3.1); never mutated. */
const CELL_OF: readonly Cell[] = Array.from({ length: CELLS }, (_, i) => ({ x: i % WIDTH, y: Math.floor(i / WIDTH) }));
/** Per row y: bit x set where (x, y) is a circle (always holds a card, HR-3.2). */
const CIRCLE_ROW = Uint8Array.from({ length: HEIGHT }, (_, y) => {
  let row = 0;
  for (let x = 0; x < WIDTH; x++) if (CIRCLE_AT[y * WIDTH + x] !== null) row |= 1 << x;
  return row;
});
/** All cells of a row. */
const FULL_ROW = (1 << WIDTH) - 1;
/** Set bits of each row mask. */
const BITS = Uint8Array.from({ length: 1 << WIDTH }, (_, m) => {
  let n = 0;
  for (let b = m; b > 0; b >>= 1) n += b & 1;
  return n;
});

/** One counted decision (HR-19.2): how many legal actions there are. Valid until the next `countActions`. */
export interface CountedActions {
  /** Number of legal actions. */
  readonly total: number;
}

// Board summary, kept in step with the board last counted: each cell's rail object as last seen (the
// rules replace a cell's object whenever its stack changes, track.ts and effects.ts, so a cell whose
// object is the same has the same top card), its path mask, the rows' card bits and the open cells.
const seenCell: (RailCell | null)[] = Array.from({ length: CELLS }, () => null);
const seenMask = new Uint8Array(CELLS);
/** Rail cells per path mask, and the masks with at least one (bit m of `maskBits[m >> 5]`). */
const railsWithMask = new Int16Array(64);
const maskBits = new Int32Array(2);
/** Per row y: bit x set where (x, y) holds a card (circle or rail). */
const rows = Uint8Array.from(CIRCLE_ROW);
/** Per row y: bit x set where (x, y) is open for laying (HR-6.3 checks 3 and 4), and their number. */
const openRow = new Uint8Array(HEIGHT);
let openCells = 0;

// The latest count. Buffers are filled up to their lengths below (entries past them are stale).
/** PICK_UP and SET_OUT actions (listed first), and their number. */
const head: HrAction[] = [];
let headLength = 0;
/** Rail actions (listed next, in cell order: LAY_RAIL or UPGRADE_RAIL), counted only, and how many are upgrades. */
let railActions = 0;
let upgradeActions = 0;
/** MOVE_START, STOKE and END_TURN actions (listed last), and their number. */
let tail: HrAction[] = [];
let tailLength = 0;
/** The distinct hand cards in hand order, their card indices and number; the count stamp of each card index in it. */
const hand: CardId[] = [];
const handIndex = new Int16Array(CARD_IDS.length);
let handSize = 0;
const handStamp = new Int32Array(CARD_IDS.length);
/** LAY_RAIL actions per open cell (HR-6.3). */
let laysPerCell = 0;
/** Rail cells with an engine on them (HR-3.8), set by a count and cleared by the next. */
const occupied = new Uint8Array(CELLS);
const occupiedCells = new Int16Array(4);
let occupiedLength = 0;
/** UPGRADE_RAIL actions per path mask for the counted hand, valid where `upgradeStamp` is the count's stamp. */
const upgradeCount = new Int16Array(64);
const upgradeStamp = new Int32Array(64);
let stamp = 0;
/** The tail buffer of counts without a toll or Boatman (a `moveStarts` count gets a fresh array). */
const tailBuffer: HrAction[] = [];

const counted: { total: number } = { total: 0 };
/** What `nthAction` checks it is given: the state last counted and the result object. */
let countedState: HrState | null = null;
const countedResult: CountedActions = counted;

/** The board array the summary was last brought in step with, and `boardWrites` then. */
let syncedBoard: readonly (RailCell | null)[] | null = null;
let syncedWrites = -1;
/** Times a board array was handed out for writing in place (`noteBoardWrite`). */
let boardWrites = 0;

/**
 * Records that a board array may be changed in place: the in-place `Cow` of the playout path calls it
 * whenever a rule asks for the board writable (play.ts). A board array that no rule asked for since
 * the last count is unchanged (pure states never change; a changed pure board is a new array), so the
 * count skips the scan. Code that writes into a board array by hand must call it too.
 */
export function noteBoardWrite(): void {
  boardWrites++;
}

/** Brings the board summary in step with `board` (78 cells, index y*6+x, HR-3.1): only changed cells are read. */
function syncBoard(board: readonly (RailCell | null)[]): void {
  if (board === syncedBoard && boardWrites === syncedWrites) return;
  syncedBoard = board;
  syncedWrites = boardWrites;
  let changed = false;
  for (let i = 0; i < CELLS; i++) {
    const rail = board[i] ?? null;
    if (rail === seenCell[i]) continue;
    changed = true;
    seeCell(i, rail);
  }
  if (changed) findOpenCells();
}

/**
 * Tells the counting that the action just played in place on `f` wrote only `cell` of its board
 * (LAY_RAIL and UPGRADE_RAIL replace the one target cell, HR-6.3, HR-6.4, track.ts). When the summary
 * was in step with this board before that one write, only that cell is read again; otherwise the
 * next count scans the board.
 */
export function boardCellWritten(f: HrState, cell: Cell): void {
  if (f.board !== syncedBoard || boardWrites !== syncedWrites + 1) return;
  syncedWrites = boardWrites;
  const i = cell.y * WIDTH + cell.x;
  const rail = f.board[i] ?? null;
  if (rail === seenCell[i]) return;
  seeCell(i, rail);
  findOpenCells();
}

/** Updates the summary for cell `i` now holding `rail` (or nothing); the caller then runs `findOpenCells`. */
function seeCell(i: number, rail: RailCell | null): void {
  if (seenCell[i]) {
    const old = seenMask[i] ?? 0;
    const left = (railsWithMask[old] ?? 0) - 1;
    railsWithMask[old] = left;
    if (left === 0) maskBits[old >> 5] = (maskBits[old >> 5] ?? 0) & ~(1 << (old & 31));
  }
  const y = (i / WIDTH) | 0;
  const bit = 1 << (i - y * WIDTH);
  const row = rows[y] ?? 0;
  if (rail) {
    const top = rail.stack[rail.stack.length - 1];
    const m = top ? (ROT_MASK[indexOfCard(top.card) * 4 + top.rot] ?? 0) : 0;
    seenMask[i] = m;
    railsWithMask[m] = (railsWithMask[m] ?? 0) + 1;
    maskBits[m >> 5] = (maskBits[m >> 5] ?? 0) | (1 << (m & 31));
    rows[y] = row | bit;
  } else rows[y] = (row & ~bit) | ((CIRCLE_ROW[y] ?? 0) & bit);
  seenCell[i] = rail;
}

/** Recomputes `openRow` and `openCells` from `rows`: empty cells with an orthogonal neighbour holding a card (HR-6.3). */
function findOpenCells(): void {
  openCells = 0;
  for (let y = 0; y < HEIGHT; y++) {
    const row = rows[y] ?? 0;
    const above = y > 0 ? (rows[y - 1] ?? 0) : 0;
    const below = y + 1 < HEIGHT ? (rows[y + 1] ?? 0) : 0;
    const open = ((row << 1) | (row >> 1) | above | below) & ~row & FULL_ROW;
    openRow[y] = open;
    openCells += BITS[open] ?? 0;
  }
}
findOpenCells();

/** UPGRADE_RAIL actions of the counted hand onto a cell of path mask `old` (HR-6.4, HR-19.2). */
function upgradesOnto(old: number): number {
  if (upgradeStamp[old] === stamp) return upgradeCount[old] ?? 0;
  let total = 0;
  for (let j = 0; j < handSize; j++) total += UPGRADES[(handIndex[j] ?? 0) * 64 + old] ?? 0;
  upgradeStamp[old] = stamp;
  upgradeCount[old] = total;
  return total;
}

/**
 * Fills `tail` with the MOVE_START actions of `legal.ts` `moveStarts` (HR-7.1, same order). Without a
 * toll due (HR-11.6) or a Boatman (HR-7.9) a card's move depends only on its movement points, and the
 * actions are the shared ones; otherwise `moveStarts` runs. HR-7.1 check 4 (`anyLegalStep`) reads the
 * points only as "enough for the step" (HR-7.3 check 2, HR-7.9), so it holds for every value at or
 * above one where it holds and fails at or below one where it fails: it runs for other values only.
 */
function addMoveStarts(s: HrState, seat: number, p: HrPlayer): void {
  if (p.boatman > 0 || tollDue(s, seat) > 0) {
    tail = [];
    moveStarts(s, seat, hand.slice(0, handSize), tail);
    tailLength = tail.length;
    return;
  }
  tail = tailBuffer;
  tailLength = 0;
  const l = load(p);
  // Movement points known to allow a step (this many and more) and known not to (this many and fewer).
  let enough = Infinity;
  let tooFew = -Infinity;
  for (let j = 0; j < handSize; j++) {
    const k = handIndex[j] ?? 0;
    if ((BRIMSTONE[k] ?? 0) < l) continue;
    const mp = CAR_VALUE[k] ?? 0;
    if (mp < enough) {
      if (mp <= tooFew) continue;
      if (!anyLegalStep(s, seat, mp)) {
        tooFew = mp;
        continue;
      }
      enough = mp;
    }
    tail[tailLength++] = MOVE_START_OF[k] as HrAction;
  }
}

/**
 * Counts the ACTIONS-phase legal actions of `seat` (the actor) in `s` (HR-19.2, `legalActions` order).
 * The result is reused: valid until the next call, and only while `s` is unchanged. Pass it to `nthAction`.
 */
export function countActions(s: HrState, seat: number): CountedActions {
  const p = s.players[seat];
  if (!p) throw new RangeError(`hellrail playout: no seat ${seat}`);
  if (++stamp === 0x7fffffff) {
    // Stamps never repeat while a stale entry could still match.
    stamp = 1;
    handStamp.fill(0);
    upgradeStamp.fill(0);
  }
  // HR-6.1, HR-6.2: pick-ups and set-outs in a circle other than G.
  headLength = 0;
  const c = engineCircle(p);
  if (c !== null && c !== 'G') {
    if (hasRoom(s, p))
      for (const card of p.hand) {
        const k = indexOfCard(card);
        if (PICKUP[k] === c) head[headLength++] = PICK_UP_OF[k] as HrAction;
      }
    for (const car of p.train) {
      const k = indexOfCard(car);
      if (SET_OUT[k] === c) head[headLength++] = SET_OUT_OF[k] as HrAction;
    }
  }
  // The distinct hand cards, in hand order, and their LAY_RAIL actions per open cell (HR-6.3).
  let n = 0;
  let lay = 0;
  for (const card of p.hand) {
    const k = indexOfCard(card);
    if (handStamp[k] === stamp) continue;
    handStamp[k] = stamp;
    hand[n] = card;
    handIndex[n++] = k;
    lay += LAYS[k] ?? 0;
  }
  handSize = n;
  laysPerCell = lay;
  syncBoard(s.board);
  // HR-6.4: upgrades onto every rail cell, by path mask, less those with an engine on them (HR-3.8).
  let rails = lay * openCells;
  for (let w = 0; w < 2; w++)
    for (let bits = maskBits[w] ?? 0; bits !== 0; bits &= bits - 1) {
      const m = (w << 5) | (31 - Math.clz32(bits & -bits));
      rails += (railsWithMask[m] ?? 0) * upgradesOnto(m);
    }
  for (let j = 0; j < occupiedLength; j++) occupied[occupiedCells[j] ?? 0] = 0;
  occupiedLength = 0;
  for (const q of s.players) {
    const pos = q.pos;
    if (pos.entry === null) continue;
    const i = pos.y * WIDTH + pos.x;
    if (occupied[i] || !seenCell[i]) continue;
    occupied[i] = 1;
    occupiedCells[occupiedLength++] = i;
    rails -= upgradesOnto(seenMask[i] ?? 0);
  }
  railActions = rails;
  upgradeActions = rails - lay * openCells;
  // HR-7.1 MOVE_START, HR-12 STOKE, END_TURN.
  addMoveStarts(s, seat, p);
  if (p.tender === 0 && !s.gluttonyUsed) for (let j = 0; j < n; j++) tail[tailLength++] = STOKE_OF[handIndex[j] ?? 0] as HrAction;
  tail[tailLength++] = END_TURN;
  counted.total = headLength + rails + tailLength;
  countedState = s;
  return counted;
}

/**
 * The k-th action (0 ≤ k < total) of `counted`, the latest `countActions` result, for state `s` (unchanged
 * since), in `legalActions` order (HR-19.2). Rail actions are new objects; the others are shared and
 * must not be mutated.
 */
export function nthAction(s: HrState, counted: CountedActions, k: number): HrAction {
  if (s !== countedState || counted !== countedResult)
    throw new Error('hellrail playout: nthAction needs the latest countActions of this state');
  if (!(k >= 0 && k < counted.total)) throw new RangeError(`hellrail playout: action ${k} is out of range`);
  if (k < headLength) return head[k] as HrAction;
  k -= headLength;
  if (k >= railActions) return tail[k - railActions] as HrAction;
  for (let y = 0; y < HEIGHT; y++) {
    const open = openRow[y] ?? 0;
    const railBits = (rows[y] ?? 0) & ~(CIRCLE_ROW[y] ?? 0);
    // A row's rail actions: lays onto its open cells, upgrades onto its rail cells.
    let inRow = laysPerCell * (BITS[open] ?? 0);
    if (upgradeActions > 0) for (let x = 0; x < WIDTH; x++) if ((railBits >> x) & 1) inRow += upgradesAt(y * WIDTH + x);
    if (k >= inRow) {
      k -= inRow;
      continue;
    }
    for (let x = 0, i = y * WIDTH; x < WIDTH; x++, i++) {
      const isOpen = (open >> x) & 1;
      const n = isOpen ? laysPerCell : (railBits >> x) & 1 ? upgradesAt(i) : 0;
      if (k >= n) {
        k -= n;
        continue;
      }
      return isOpen ? layAction(i, k) : upgradeAction(i, k);
    }
  }
  throw new RangeError('hellrail playout: rail action count mismatch');
}

/** UPGRADE_RAIL actions onto rail cell `i` in the latest count: none under an engine (HR-3.8, HR-6.4). */
function upgradesAt(i: number): number {
  return occupied[i] ? 0 : upgradesOnto(seenMask[i] ?? 0);
}

/** The k-th LAY_RAIL action onto open cell `i`: hand cards in order, each at its distinct rotations (HR-6.3). */
function layAction(i: number, k: number): HrAction {
  for (let j = 0; j < handSize; j++) {
    const card = hand[j] as CardId;
    const rots = distinctRotations(card);
    if (k < rots.length) return { type: 'LAY_RAIL', card, cell: CELL_OF[i] as Cell, rotation: rots[k] as Rotation };
    k -= rots.length;
  }
  throw new RangeError('hellrail playout: rail action count mismatch');
}

/** The k-th UPGRADE_RAIL action onto rail cell `i`: hand cards in order, distinct rotations strictly covering its paths (HR-6.4). */
function upgradeAction(i: number, k: number): HrAction {
  const old = seenMask[i] ?? 0;
  for (let j = 0; j < handSize; j++) {
    const card = hand[j] as CardId;
    const masks = masksOf(card);
    for (const r of distinctRotations(card)) {
      const m = masks[r] ?? 0;
      if ((m & old) === old && m !== old && k-- === 0) return { type: 'UPGRADE_RAIL', card, cell: CELL_OF[i] as Cell, rotation: r };
    }
  }
  throw new RangeError('hellrail playout: rail action count mismatch');
}
