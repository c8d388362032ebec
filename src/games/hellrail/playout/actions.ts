/**
 * Counted legal actions of HellRail's ACTIONS phase for playouts (issue 21 item 1): how many actions
 * `legalActions` lists (HR-19.2: PICK_UP and SET_OUT in a circle, HR-6.1; UPGRADE_RAIL per distinct
 * resulting path set, HR-6.4; LAY_RAIL per distinct rotation, HR-6.3; MOVE_START, HR-7.1; STOKE,
 * HR-12; END_TURN) without building the rail actions, and the k-th of them in the same order, so a
 * uniform pick equals the random bot's `rng.pick(legalActions(...))`. Other phases list few actions
 * and use `legalActions` itself.
 */
import {
  CARD_MASKS,
  CELLS as CELL_COUNT,
  CIRCLE_AT,
  NEIGH,
  WIDTH as BOARD_WIDTH,
  cardOf,
  distinctRotations,
  masksOf,
  type CardId,
  type Rotation,
} from '../data.js';
import { moveStarts as starts } from '../legal.js';
import { cellMask, engineCircle, hasRoom } from '../state.js';
import type { HrAction, HrState } from '../types.js';

// Module-local copies of imported bindings read in the loops.
const CELLS = CELL_COUNT;
const WIDTH = BOARD_WIDTH;
const moveStarts = starts;
/** 1 where a cell is a circle (always holds a card, HR-3.2). */
const IS_CIRCLE = Uint8Array.from(CIRCLE_AT, (c) => (c === null ? 0 : 1));
/** Path masks per card id and rotation (HR-3.4, HR-3.5). */
const MASKS: ReadonlyMap<CardId, readonly number[]> = new Map(Object.entries(CARD_MASKS));
/** Orthogonal neighbours per cell, -1 outside the play area (HR-3.3). */
const NEIGHBOURS = Int16Array.from(NEIGH);

/** Per card: the rotations giving a new path set (HR-19.2, first rotation of each) and their masks. */
interface CardShape {
  readonly rotations: readonly Rotation[];
  readonly masks: readonly number[];
}
const shapes = new Map<CardId, CardShape>();
function shapeOf(card: CardId): CardShape {
  let sh = shapes.get(card);
  if (!sh) {
    const all = masksOf(card);
    const rotations = ([0, 1, 2, 3] as Rotation[]).filter((r) => all.indexOf(all[r] ?? -1) === r);
    sh = { rotations, masks: rotations.map((r) => all[r] ?? 0) };
    shapes.set(card, sh);
  }
  return sh;
}

/** One counted decision: the actions before and after the rail actions, and the rail counts per cell. */
export interface CountedActions {
  readonly total: number;
  /** PICK_UP and SET_OUT actions (listed first). */
  readonly head: readonly HrAction[];
  /** MOVE_START, STOKE and END_TURN actions (listed after the rail actions). */
  readonly tail: readonly HrAction[];
  /** Rail actions per cell (0 = none), in cell order; `upgrade[i]` says which kind. */
  readonly perCell: Int16Array;
  readonly upgrade: Uint8Array;
  /** The seat's distinct hand cards, in hand order. */
  readonly hand: readonly CardId[];
}

const perCell = new Int16Array(CELLS);
const upgradesByMask = new Int16Array(256);
const occupied = new Uint8Array(CELLS);
const upgrade = new Uint8Array(CELLS);

/** Counts the ACTIONS-phase legal actions of `seat` (the actor) in `s` (HR-19.2, `legalActions` order). */
export function countActions(s: HrState, seat: number): CountedActions {
  const p = s.players[seat];
  if (!p) throw new RangeError(`hellrail playout: no seat ${seat}`);
  const head: HrAction[] = [];
  const c = engineCircle(p);
  if (c !== null && c !== 'G') {
    if (hasRoom(s, p)) for (const card of p.hand) if (cardOf(card).pickup === c) head.push({ type: 'PICK_UP', card });
    for (const car of p.train) if (cardOf(car).setOut === c) head.push({ type: 'SET_OUT', car });
  }
  const hand = [...new Set(p.hand)];
  let lay = 0;
  for (const card of hand) lay += distinctRotations(card).length;
  let total = head.length;
  const board = s.board;
  // Rail cells with an engine on them (HR-3.8): no upgrade there (HR-6.4).
  occupied.fill(0);
  for (const q of s.players) if (q.pos.entry !== null) occupied[q.pos.y * WIDTH + q.pos.x] = 1;
  // HR-6.4 upgrades per cell depend only on the cell's path mask: counted once per mask.
  upgradesByMask.fill(-1);
  for (let i = 0; i < CELLS; i++) {
    let n = 0;
    let up = 0;
    const rail = board[i];
    if (rail) {
      if (!occupied[i]) {
        up = 1;
        const top = rail.stack[rail.stack.length - 1];
        const old = top ? (MASKS.get(top.card)?.[top.rot] ?? 0) : 0;
        n = upgradesByMask[old] ?? -1;
        if (n < 0) {
          n = 0;
          for (const card of hand) for (const m of shapeOf(card).masks) if ((m & old) === old && m !== old) n++;
          upgradesByMask[old] = n;
        }
      }
    } else if (!IS_CIRCLE[i]) {
      // HR-6.3 check 4: an orthogonal neighbour holds a card.
      for (let e = 0; e < 4; e++) {
        const j = NEIGHBOURS[i * 4 + e] ?? -1;
        if (j >= 0 && (IS_CIRCLE[j] || board[j])) {
          n = lay;
          break;
        }
      }
    }
    perCell[i] = n;
    upgrade[i] = up;
    total += n;
  }
  const tail: HrAction[] = [];
  moveStarts(s, seat, hand, tail);
  if (p.tender === 0 && !s.gluttonyUsed) for (const card of hand) tail.push({ type: 'STOKE', card });
  tail.push({ type: 'END_TURN' });
  return { total: total + tail.length, head, tail, perCell, upgrade, hand };
}

/** The k-th action of a `countActions` result for state `s` (0 ≤ k < total), in `legalActions` order. */
export function nthAction(s: HrState, counted: CountedActions, k: number): HrAction {
  const { head, tail, hand } = counted;
  if (k < head.length) return head[k] as HrAction;
  k -= head.length;
  for (let i = 0; i < CELLS; i++) {
    const n = counted.perCell[i] ?? 0;
    if (k >= n) {
      k -= n;
      continue;
    }
    const cell = { x: i % WIDTH, y: Math.floor(i / WIDTH) };
    if (counted.upgrade[i]) {
      const old = cellMask(s.board[i]);
      for (const card of hand) {
        const sh = shapeOf(card);
        for (let j = 0; j < sh.masks.length; j++) {
          const m = sh.masks[j] ?? 0;
          if ((m & old) === old && m !== old && k-- === 0) return { type: 'UPGRADE_RAIL', card, cell, rotation: sh.rotations[j] ?? 0 };
        }
      }
    } else
      for (const card of hand) {
        const rots = distinctRotations(card);
        if (k < rots.length) return { type: 'LAY_RAIL', card, cell, rotation: rots[k] ?? 0 };
        k -= rots.length;
      }
    throw new RangeError('hellrail playout: rail action count mismatch');
  }
  const a = tail[k];
  if (!a) throw new RangeError(`hellrail playout: action ${k} is out of range`);
  return a;
}
