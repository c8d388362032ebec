/**
 * Laying and upgrading rail cards (HR-6.3, HR-6.4). Checks are pure; `*W` functions mutate a draft.
 */
import { CARD_MASKS, CIRCLE_AT, NEIGH, inArea, idx, type CardId, type Cell, type Rotation } from './data.js';
import { cellMask, engineOnRail, takeFromHandW } from './state.js';
import type { HrState } from './types.js';

/** True if cell `i` holds a card (a circle or rail). */
export const hasCard = (s: HrState, i: number): boolean => CIRCLE_AT[i] !== null || s.board[i] !== null;

/** True if some orthogonal neighbour of cell `i` holds a card (HR-6.3 check 4). */
export function isAdjacent(s: HrState, i: number): boolean {
  for (let e = 0; e < 4; e++) {
    const n = NEIGH[i * 4 + e]!;
    if (n >= 0 && hasCard(s, n)) return true;
  }
  return false;
}

/** HR-6.3 checks, in order. Returns an error code or null. */
export function checkLay(s: HrState, seat: number, card: CardId, cell: Cell): string | null {
  if (!s.players[seat]!.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  if (!inArea(cell.x, cell.y)) return 'HR_OUT_OF_BOUNDS';
  const i = idx(cell.x, cell.y);
  if (hasCard(s, i)) return 'HR_CELL_NOT_EMPTY';
  if (!isAdjacent(s, i)) return 'HR_NOT_ADJACENT';
  return null;
}

/** HR-6.3 effect: the card becomes the only card of the cell, at `rotation`. */
export function layW(s: HrState, seat: number, card: CardId, cell: Cell, rotation: Rotation): void {
  takeFromHandW(s.players[seat]!, card);
  s.board[idx(cell.x, cell.y)] = { stack: [{ card, rot: rotation }], check: false };
  s.stats.laid++;
}

/** HR-6.4 strict-superset rule: `next` contains every path of `old` and at least one more. */
export const isStrictSuperset = (next: number, old: number): boolean => (next & old) === old && next !== old;

/** HR-6.4 checks, in order. Returns an error code or null. */
export function checkUpgrade(s: HrState, seat: number, card: CardId, cell: Cell, rotation: Rotation): string | null {
  if (!s.players[seat]!.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  if (!inArea(cell.x, cell.y)) return 'HR_OUT_OF_BOUNDS';
  const i = idx(cell.x, cell.y);
  const rail = s.board[i];
  if (!rail) return 'HR_NO_RAIL_HERE';
  if (engineOnRail(s, i) >= 0) return 'HR_ENGINE_ON_RAIL';
  if (!isStrictSuperset(CARD_MASKS[card]![rotation]!, cellMask(rail))) return 'HR_UPGRADE_NOT_SUPERSET';
  return null;
}

/** HR-6.4 effect: the card goes on top of the stack; a Check token stays. */
export function upgradeW(s: HrState, seat: number, card: CardId, cell: Cell, rotation: Rotation): void {
  takeFromHandW(s.players[seat]!, card);
  const i = idx(cell.x, cell.y);
  const old = s.board[i]!;
  s.board[i] = { stack: [...old.stack, { card, rot: rotation }], check: old.check };
  s.stats.upgrades++;
}
