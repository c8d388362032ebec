/**
 * Rail placement (section 8): the surcharge table (TR-54), legal targets (TR-52) and
 * `railPlacementPossible` (TR-55). Pure functions over board, stations, rails and modifiers.
 * Rules: docs/rules/trains.md.
 */
import { hexAt, type Board } from './map.js';
import type { Modifiers, RailOption } from './types.js';

/** Number of set bits (other players' tokens on a hex). */
export function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/**
 * Surcharge in money of laying a rail of `seat` on `hex` (TR-54), with modifiers `mods`:
 * terrain part (plain 0, river 1, mountain 2, city 1 + stations, remote its value) plus 1 per other
 * player's token; `allSurchargesFree` makes it 0. Returns -1 for sea.
 */
export function surcharge(
  board: Board,
  stations: readonly number[],
  rails: readonly number[],
  seat: number,
  hex: number,
  mods: Modifiers,
): number {
  const h = board.hexes[hex];
  if (!h || h.terrain === 'sea') return -1;
  if (mods.allSurchargesFree) return 0;
  let t = 0;
  switch (h.terrain) {
    case 'river':
      t = mods.riverFree ? 0 : 1;
      break;
    case 'mountain':
      t = mods.mountainFree ? 0 : 2;
      break;
    case 'city':
      t = mods.cityFree ? 0 : 1 + (stations[hex] ?? 0);
      break;
    case 'remote':
      t = h.value;
      break;
    default:
      t = 0;
  }
  const others = mods.otherRailsFree ? 0 : popcount((rails[hex] ?? 0) & ~(1 << seat));
  return t + others;
}

/**
 * Waste a rail of `seat` on `hex` brings (TR-53): 1 if another player has a token there, unless
 * `otherRailsFree` or `noWasteGain` is active or the Waste pile is empty.
 */
export function railWaste(rails: readonly number[], seat: number, hex: number, mods: Modifiers, wastePile: number): number {
  if (((rails[hex] ?? 0) & ~(1 << seat)) === 0) return 0;
  if (mods.otherRailsFree || mods.noWasteGain || wastePile <= 0) return 0;
  return 1;
}

/** Reused scratch marks for `railOptions` (one board at a time; 76 hexes). */
const seen = new Uint8Array(128);

/**
 * Legal rail targets for `seat` (TR-52) that `money` can pay, each with surcharge and Waste, sorted by
 * hex. Empty if the seat has no token in reserve.
 */
export function railOptions(
  board: Board,
  stations: readonly number[],
  rails: readonly number[],
  seat: number,
  reserve: number,
  mods: Modifiers,
  money: number,
  wastePile: number,
): RailOption[] {
  const out: RailOption[] = [];
  if (reserve <= 0) return out;
  const bit = 1 << seat;
  const n = board.hexes.length;
  // Mark the hexes next to the network without a rail of the seat, then list them in hex order.
  seen.fill(0, 0, n);
  for (const hex of board.hexes) {
    if (((rails[hex.index] ?? 0) & bit) === 0) continue;
    for (const x of hex.neighbors) if (((rails[x] ?? 0) & bit) === 0) seen[x] = 1;
  }
  for (let x = 0; x < n; x++) {
    if (!seen[x]) continue;
    const s = surcharge(board, stations, rails, seat, x, mods);
    if (s < 0 || s > money) continue;
    out.push({ hex: x, surcharge: s, waste: railWaste(rails, seat, x, mods, wastePile) });
  }
  return out;
}

/** `railPlacementPossible` (TR-55): a token in reserve and at least one payable legal target. */
export function railPossible(
  board: Board,
  stations: readonly number[],
  rails: readonly number[],
  seat: number,
  reserve: number,
  mods: Modifiers,
  money: number,
): boolean {
  if (reserve <= 0) return false;
  const bit = 1 << seat;
  for (const hex of board.hexes) {
    if (((rails[hex.index] ?? 0) & bit) === 0) continue;
    for (const x of hex.neighbors) {
      if ((rails[x] ?? 0) & bit) continue;
      const s = surcharge(board, stations, rails, seat, x, mods);
      if (s >= 0 && s <= money) return true;
    }
  }
  return false;
}

/** City hexes with a free station slot (TR-57), sorted. Empty if the pool is empty (TR-59). */
export function stationOptions(board: Board, stations: readonly number[], pool: number): number[] {
  const out: number[] = [];
  if (pool <= 0) return out;
  for (const c of board.cities) if ((stations[c] ?? 0) < hexAt(board, c).slots) out.push(c);
  return out;
}

/** Whether a station can be placed now (TR-57, TR-59): `stationOptions(…).length > 0` without the list. */
export function stationPossible(board: Board, stations: readonly number[], pool: number): boolean {
  if (pool <= 0) return false;
  for (const c of board.cities) if ((stations[c] ?? 0) < hexAt(board, c).slots) return true;
  return false;
}
