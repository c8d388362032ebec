/**
 * Laying and upgrading rail cards (see docs/rules/hellrail.md HR-6.3, HR-6.4). Checks are pure;
 * `*W` functions mutate the `Draft`.
 */
import { CIRCLE_AT, at, inArea, idx, masksOf, neigh, type CardId, type Cell, type Rotation } from './data.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import { cellMask, engineOnRail, takeFromHandW, type Draft } from './state.js';
import type { HrState } from './types.js';

/** True if cell `i` holds a card (a circle or rail). */
export const hasCard = (s: HrState, i: number): boolean => CIRCLE_AT[i] !== null || s.board[i] !== null;

/** True if some orthogonal neighbour of cell `i` holds a card (HR-6.3 check 4). */
export function isAdjacent(s: HrState, i: number): boolean {
  for (let e = 0; e < 4; e++) {
    const n = neigh(i, e);
    if (n >= 0 && hasCard(s, n)) return true;
  }
  return false;
}

/** HR-6.3 checks, in order. Returns an error code or null. */
export function checkLay(s: HrState, seat: number, card: CardId, cell: Cell): HrErrorCode | null {
  if (!at(s.players, seat).hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  if (!inArea(cell.x, cell.y)) return HrErrors.OUT_OF_BOUNDS;
  const i = idx(cell.x, cell.y);
  if (hasCard(s, i)) return HrErrors.CELL_NOT_EMPTY;
  if (!isAdjacent(s, i)) return HrErrors.NOT_ADJACENT;
  return null;
}

/** HR-6.3 effect: the card becomes the only card of the cell, at `rotation`. */
export function layW(d: Draft, seat: number, card: CardId, cell: Cell, rotation: Rotation): void {
  takeFromHandW(d, seat, card);
  d.arr('board')[idx(cell.x, cell.y)] = { stack: [{ card, rot: rotation }], check: false };
  d.stats().laid++;
}

/** HR-6.4 strict-superset rule: `next` contains every path of `old` and at least one more. */
export const isStrictSuperset = (next: number, old: number): boolean => (next & old) === old && next !== old;

/** HR-6.4 checks, in order. Returns an error code or null. */
export function checkUpgrade(s: HrState, seat: number, card: CardId, cell: Cell, rotation: Rotation): HrErrorCode | null {
  if (!at(s.players, seat).hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  if (!inArea(cell.x, cell.y)) return HrErrors.OUT_OF_BOUNDS;
  const i = idx(cell.x, cell.y);
  const rail = s.board[i];
  if (!rail) return HrErrors.NO_RAIL_HERE;
  if (engineOnRail(s, i) >= 0) return HrErrors.ENGINE_ON_RAIL;
  if (!isStrictSuperset(at(masksOf(card), rotation), cellMask(rail))) return HrErrors.UPGRADE_NOT_SUPERSET;
  return null;
}

/** HR-6.4 effect: the card goes on top of the stack; a Check token stays. The cell must hold rail. */
export function upgradeW(d: Draft, seat: number, card: CardId, cell: Cell, rotation: Rotation): void {
  takeFromHandW(d, seat, card);
  const i = idx(cell.x, cell.y);
  const old = d.s.board[i];
  if (!old) throw new Error('hellrail: upgrade of a cell without rail (checkUpgrade runs first)');
  d.arr('board')[i] = { stack: [...old.stack, { card, rot: rotation }], check: old.check };
  d.stats().upgrades++;
}
