/**
 * Route claiming checks (docs/rules/ticket-to-ride.md: TTR-60 to TTR-66, TTR-78): double-route rule,
 * payment fit, and whether a hand can pay a route at all. Pure functions on count arrays (index 8 =
 * locomotive; a kind missing from a count array counts 0).
 */
import { at, CARD_KINDS, KIND_INDEX, KINDS, LOCO, ROUTE_COLOR, ROUTE_LEN, ROUTE_PAIR, type CardKind } from './data.js';
import { TtrErrors, type TtrErrorCode } from './errors.js';
import type { Payment } from './types.js';

/**
 * TTR-62: null if the double-route rule lets `seat` claim route `r`, else the error code. Other track
 * owned → closed to all when seats < doubleRoutesMinPlayers, else closed to the owner of the other track.
 */
export function doubleRouteBlock(
  routeOwner: readonly number[],
  seats: number,
  doubleMin: number,
  seat: number,
  r: number,
): TtrErrorCode | null {
  const o = at(ROUTE_PAIR, r, 'route');
  if (o < 0) return null;
  const owner = routeOwner[o] ?? -1;
  if (owner < 0) return null;
  if (seats < doubleMin) return TtrErrors.DOUBLE_ROUTE_CLOSED;
  if (owner === seat) return TtrErrors.DOUBLE_ROUTE_SAME_PLAYER;
  return null;
}

/** True if route `r` passes TTR-60 checks 1–4 for `seat` (open, double rule, trains). */
export function routeOpenFor(
  routeOwner: readonly number[],
  seats: number,
  doubleMin: number,
  trainsLeft: number,
  seat: number,
  r: number,
): boolean {
  return (
    routeOwner[r] === -1 && doubleRouteBlock(routeOwner, seats, doubleMin, seat, r) === null && trainsLeft >= at(ROUTE_LEN, r, 'route')
  );
}

/** TTR-78: can `hand` make some fitting payment for route `r`? Coloured: hand[c] + loco ≥ length; gray: max colour + loco ≥ length. */
export function canPay(hand: readonly number[], r: number): boolean {
  const len = at(ROUTE_LEN, r, 'route');
  const c = at(ROUTE_COLOR, r, 'route');
  const loco = hand[LOCO] ?? 0;
  if (c >= 0) return (hand[c] ?? 0) + loco >= len;
  let best = 0;
  for (let k = 0; k < LOCO; k++) if ((hand[k] ?? 0) > best) best = hand[k] ?? 0;
  return best + loco >= len;
}

/** Payment record → count array of length 9 (validated shape assumed: known kinds, non-negative integers). */
export function paymentCounts(payment: Payment): number[] {
  const counts = new Array<number>(KINDS).fill(0);
  for (const k in payment) {
    const i = KIND_INDEX[k as CardKind];
    counts[i] = (counts[i] ?? 0) + (payment[k as CardKind] ?? 0);
  }
  return counts;
}

/**
 * TTR-63: does the payment fit route `r`? (a) counts sum to the length; (b) at most one colour;
 * (c) that colour is the route's colour (any one on gray). Locomotives are wild.
 */
export function paymentFits(counts: readonly number[], r: number): boolean {
  let sum = 0;
  let colour = -1;
  for (let k = 0; k < KINDS; k++) {
    const n = counts[k] ?? 0;
    if (n === 0) continue;
    sum += n;
    if (k === LOCO) continue;
    if (colour !== -1) return false;
    colour = k;
  }
  if (sum !== ROUTE_LEN[r]) return false;
  const rc = at(ROUTE_COLOR, r, 'route');
  return colour === -1 || rc === -1 || colour === rc;
}

/** TTR-60 step 6: does the hand hold every paid card? */
export function handCovers(hand: readonly number[], counts: readonly number[]): boolean {
  for (let k = 0; k < KINDS; k++) if ((counts[k] ?? 0) > (hand[k] ?? 0)) return false;
  return true;
}

function buildPayment(colour: number, colourCount: number, locos: number): Payment {
  const p: Payment = {};
  if (colourCount > 0) p[at(CARD_KINDS, colour, 'card kind')] = colourCount;
  if (locos > 0) p.locomotive = locos;
  return Object.freeze(p);
}

/** Shared frozen payment records, indexed [colour][colourCount][locos] (0..6 each): legal lists reuse them. */
const PAYMENT_TABLE: readonly (readonly (readonly Payment[])[])[] = Array.from({ length: 8 }, (_, c) =>
  Array.from({ length: 7 }, (_, n) => Array.from({ length: 7 }, (_, l) => buildPayment(c, n, l))),
);

/** The payment record for `colourCount` cards of kind `colour` plus `locos` locomotives (zero counts omitted; frozen, shared). */
export function makePayment(colour: number, colourCount: number, locos: number): Payment {
  return PAYMENT_TABLE[colour]?.[colourCount]?.[locos] ?? buildPayment(colour, colourCount, locos);
}
