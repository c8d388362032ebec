/**
 * Playout moves of Ticket to Ride (issue 21 item 1): every action of TTR-50 as one small integer, the
 * legal moves of a playout state counted without listing every payment (TTR-44, TTR-62, TTR-64,
 * TTR-70 to TTR-78), the k-th legal move in `legalActions` order (so a uniform pick equals the random
 * bot's `rng.pick(legalActions(...))`), and conversions to and from `TtrAction`.
 *
 * Encoding: 0..4 DRAW_FACE_UP slot, 5 DRAW_BLIND, 6 DRAW_TICKETS, 7 PASS; `KEEP_BASE + mask` for
 * KEEP_TICKETS (bit i = the i-th offered ticket, TTR-76); `CLAIM_BASE + ((route × 8 + colour) × 7 +
 * count) × 7 + locomotives` for CLAIM_ROUTE (an all-locomotive payment has colour 0, count 0).
 */
import {
  at,
  KIND_INDEX,
  KINDS as KIND_COUNT,
  LOCO as LOCO_KIND,
  ROUTE_COLOR,
  ROUTE_INDEX,
  ROUTE_LEN,
  ROUTE_PAIR,
  ROUTES,
  VARIANTS,
  type CardKind,
} from '../data.js';
import { startingDeal } from '../config.js';
import { makePayment } from '../claim.js';
import type { TtrAction } from '../types.js';
import { STAGE, type PlayoutState } from './state.js';

// Module-local copies of the imported constants: the hot loops read locals, not module bindings.
const LOCO = LOCO_KIND;
const KINDS = KIND_COUNT;
const S_INITIAL = STAGE.initialTickets;
const S_SECOND = STAGE.secondDraw;
const S_KEEP = STAGE.keepTickets;
const S_OVER = STAGE.gameOver;

/** DRAW_BLIND (TTR-71). */
export const MOVE_BLIND = 5;
/** DRAW_TICKETS (TTR-75). */
export const MOVE_TICKETS = 6;
/** PASS (TTR-78). */
export const MOVE_PASS = 7;
/** CLAIM_ROUTE moves start here (TTR-60). */
export const CLAIM_BASE = 64;
/** KEEP_TICKETS moves start here (TTR-41, TTR-76). */
export const KEEP_BASE = 1 << 24;

/** The CLAIM_ROUTE move for `route` paid with `count` cards of `colour` and `locos` locomotives (colour 0 when count is 0). */
export function claimMove(route: number, colour: number, count: number, locos: number): number {
  return CLAIM_BASE + ((route * 8 + (count === 0 ? 0 : colour)) * 7 + count) * 7 + locos;
}

const R_LEN = Int8Array.from(ROUTE_LEN);
const R_COLOR = Int8Array.from(ROUTE_COLOR);
const R_PAIR = Int16Array.from(ROUTE_PAIR);

/** Scratch of the last `countMoves`: per claimable route its index and payment count, and the rest. */
interface Scan {
  /** Face-up slots that may be taken, in slot order. */
  readonly slots: Int8Array;
  slotCount: number;
  blind: boolean;
  readonly routes: Uint8Array;
  readonly payments: Uint8Array;
  routeCount: number;
  tickets: boolean;
  /** KEEP_TICKETS: offer size and minimum kept (TTR-41, TTR-76). */
  keepN: number;
  keepMin: number;
  total: number;
}

const scan: Scan = {
  slots: new Int8Array(5),
  slotCount: 0,
  blind: false,
  routes: new Uint8Array(ROUTES.length),
  payments: new Uint8Array(ROUTES.length),
  routeCount: 0,
  tickets: false,
  keepN: -1,
  keepMin: 0,
  total: 0,
};

/** Scratch of `countMoves`: cards available per route colour, and gray payments per length. */
const AVAIL = new Int16Array(9);
const GRAY_PAY = new Int16Array(7);

/** TTR-64: fitting payments of a gray route of length `len`: per colour held, one per locomotive count, plus all locomotives. */
function grayPayments(hands: Uint8Array, base: number, loco: number, len: number): number {
  let n = loco >= len ? 1 : 0;
  const hi = Math.min(loco, len - 1);
  for (let c = 0; c < LOCO; c++) {
    const h = hands[base + c] ?? 0;
    if (h === 0) continue;
    const lo = Math.max(0, len - h);
    if (hi >= lo) n += hi - lo + 1;
  }
  return n;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The seat that acts next (TTR-41: the first seat from `firstSeat` still holding an offer), or -1 when the game is over. */
export function actingSeat(f: PlayoutState): number {
  if (f.stage === S_OVER) return -1;
  if (f.stage !== S_INITIAL) return f.activeSeat;
  for (let k = 0; k < f.seats; k++) {
    const seat = (f.firstSeat + k) % f.seats;
    if ((f.offerLen[seat] ?? -1) >= 0) return seat;
  }
  return -1;
}

/**
 * Counts the legal moves of `seat` (TTR-44) and fills the scratch that `nthMove` reads. Payments are
 * counted, not listed: a coloured route has one per locomotive count that fits (TTR-63), a gray one
 * the same per colour held plus one all-locomotive payment (TTR-64). 0 when `seat` may not act.
 */
export function countMoves(f: PlayoutState, seat: number): number {
  const sc = scan;
  sc.slotCount = 0;
  sc.blind = false;
  sc.routeCount = 0;
  sc.tickets = false;
  sc.keepN = -1;
  sc.total = 0;
  const stage = f.stage;
  if (stage === S_OVER) return 0;
  if (stage === S_INITIAL || stage === S_KEEP) {
    if (stage === S_KEEP && seat !== f.activeSeat) return 0;
    const n = f.offerLen[seat] ?? -1;
    if (n < 0) return 0;
    const keep = stage === S_INITIAL ? startingDeal(f.config).keep : VARIANTS[f.config.variant].drawKeepMin;
    sc.keepN = n;
    sc.keepMin = Math.min(keep, n);
    let total = 0;
    for (let mask = 0; mask < 1 << n; mask++) if (popcount(mask) >= sc.keepMin) total++;
    return (sc.total = total);
  }
  if (seat !== f.activeSeat) return 0;
  const second = stage === S_SECOND;
  const faceUp = f.faceUp;
  for (let i = 0; i < 5; i++) {
    const c = faceUp[i] ?? -1;
    if (c >= 0 && !(second && c === LOCO)) sc.slots[sc.slotCount++] = i;
  }
  sc.blind = f.drawEnd > f.drawHead || f.discardLen > 0;
  let total = sc.slotCount + (sc.blind ? 1 : 0);
  if (!second) {
    const base = seat * KINDS;
    const hands = f.hands;
    const loco = hands[base + LOCO] ?? 0;
    // avail[colour + 1]: cards that can pay a route of that colour (index 0 = gray: best colour, TTR-63);
    // grayPay[len]: fitting payments of a gray route of that length (TTR-64), filled on first use.
    const avail = AVAIL;
    let best = 0;
    for (let k = 0; k < LOCO; k++) {
      const h = hands[base + k] ?? 0;
      avail[k + 1] = h + loco;
      if (h > best) best = h;
    }
    avail[0] = best + loco;
    GRAY_PAY.fill(-1);
    const trains = f.trainsLeft[seat] ?? 0;
    const owner = f.routeOwner;
    const closedToAll = f.seats < f.config.doubleRoutesMinPlayers;
    const open = f.openRoutes;
    const routes = sc.routes;
    const payments = sc.payments;
    let count = 0;
    for (let j = 0, n = f.openLen; j < n; j++) {
      const r = open[j] ?? 0;
      const len = R_LEN[r] ?? 0;
      if (len > trains) continue;
      const rc = R_COLOR[r] ?? -1;
      if ((avail[rc + 1] ?? 0) < len) continue;
      const p = R_PAIR[r] ?? -1;
      if (p >= 0) {
        // TTR-62
        const o = owner[p] ?? -1;
        if (o !== -1 && (closedToAll || o === seat)) continue;
      }
      let pay: number;
      if (rc >= 0) pay = Math.min(loco, len) - Math.max(0, len - (hands[base + rc] ?? 0)) + 1;
      else {
        pay = GRAY_PAY[len] ?? -1;
        if (pay < 0) GRAY_PAY[len] = pay = grayPayments(hands, base, loco, len);
      }
      routes[count] = r;
      payments[count++] = pay;
      total += pay;
    }
    sc.routeCount = count;
    sc.tickets = f.ticketLen > 0;
    if (sc.tickets) total++;
    if (total === 0) total = 1; // PASS (TTR-78)
  }
  return (sc.total = total);
}

/** The `k`-th payment of a claimable route (TTR-63, TTR-64 order of `legalActions`) as a move. */
function nthPayment(f: PlayoutState, seat: number, r: number, k: number): number {
  const base = seat * KINDS;
  const hands = f.hands;
  const loco = hands[base + LOCO] ?? 0;
  const len = R_LEN[r] ?? 0;
  const rc = R_COLOR[r] ?? -1;
  if (rc >= 0) {
    const l = Math.max(0, len - (hands[base + rc] ?? 0)) + k;
    return claimMove(r, rc, len - l, l);
  }
  const hi = Math.min(loco, len - 1);
  for (let c = 0; c < LOCO; c++) {
    const h = hands[base + c] ?? 0;
    if (h === 0) continue;
    const lo = Math.max(0, len - h);
    if (hi < lo) continue;
    if (k <= hi - lo) return claimMove(r, c, len - lo - k, lo + k);
    k -= hi - lo + 1;
  }
  return claimMove(r, 0, 0, len);
}

/**
 * The `k`-th legal move (0 ≤ k < the last `countMoves(f, seat)`), in the order of `legalActions`
 * (TTR-44): face-up slots, blind draw, routes by index with their payments, ticket draw, or PASS; for
 * a ticket choice the keep masks in increasing order. Reads the scratch of that `countMoves` call.
 */
export function nthMove(f: PlayoutState, seat: number, k: number): number {
  const sc = scan;
  if (sc.keepN >= 0) {
    for (let mask = 0; mask < 1 << sc.keepN; mask++) if (popcount(mask) >= sc.keepMin && k-- === 0) return KEEP_BASE + mask;
    throw new RangeError(`move ${k} is out of range`);
  }
  if (k < sc.slotCount) return sc.slots[k] ?? 0;
  k -= sc.slotCount;
  if (sc.blind) {
    if (k === 0) return MOVE_BLIND;
    k--;
  }
  for (let j = 0; j < sc.routeCount; j++) {
    const n = sc.payments[j] ?? 0;
    if (k < n) return nthPayment(f, seat, sc.routes[j] ?? 0, k);
    k -= n;
  }
  if (sc.tickets) {
    if (k === 0) return MOVE_TICKETS;
    k--;
  }
  if (k === 0 && sc.slotCount === 0 && !sc.blind && sc.routeCount === 0 && !sc.tickets) return MOVE_PASS;
  throw new RangeError(`move ${k} is out of range`);
}

/** Every legal move of `seat`, in `legalActions` order (TTR-44). */
export function legalMoves(f: PlayoutState, seat: number): number[] {
  const n = countMoves(f, seat);
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(nthMove(f, seat, k));
  return out;
}

/** The `TtrAction` of a move, given the state it is played in (KEEP_TICKETS names the offered ids). */
export function moveToAction(f: PlayoutState, seat: number, move: number): TtrAction {
  if (move < 5) return { type: 'DRAW_FACE_UP', slot: move };
  if (move === MOVE_BLIND) return { type: 'DRAW_BLIND' };
  if (move === MOVE_TICKETS) return { type: 'DRAW_TICKETS' };
  if (move === MOVE_PASS) return { type: 'PASS' };
  if (move >= KEEP_BASE) {
    const mask = move - KEEP_BASE;
    const ticketIds: string[] = [];
    for (let i = 0; i < Math.max(0, f.offerLen[seat] ?? 0); i++)
      if (mask & (1 << i)) ticketIds.push(at(f.deck.ids, at(f.offers, seat * f.offerCap + i), 'ticket'));
    return { type: 'KEEP_TICKETS', ticketIds };
  }
  const x = move - CLAIM_BASE;
  const locos = x % 7;
  const count = Math.floor(x / 7) % 7;
  const colour = Math.floor(x / 49) % 8;
  const route = Math.floor(x / 392);
  return { type: 'CLAIM_ROUTE', routeId: at(ROUTES, route, 'route').id, payment: makePayment(colour, count, locos) };
}

/**
 * The move of a `TtrAction` in `f` for `seat`, or null when it has no move form here (unknown route or
 * ticket, a payment of two colours or too many cards). Legality is not checked: compare with `legalMoves`.
 */
export function actionToMove(f: PlayoutState, seat: number, a: TtrAction): number | null {
  switch (a.type) {
    case 'DRAW_FACE_UP':
      return Number.isInteger(a.slot) && a.slot >= 0 && a.slot < 5 ? a.slot : null;
    case 'DRAW_BLIND':
      return MOVE_BLIND;
    case 'DRAW_TICKETS':
      return MOVE_TICKETS;
    case 'PASS':
      return MOVE_PASS;
    case 'KEEP_TICKETS': {
      const n = f.offerLen[seat] ?? -1;
      let mask = 0;
      for (const id of a.ticketIds) {
        let i = 0;
        while (i < n && f.deck.ids[f.offers[seat * f.offerCap + i] ?? -1] !== id) i++;
        if (i >= n || mask & (1 << i)) return null;
        mask |= 1 << i;
      }
      return KEEP_BASE + mask;
    }
    case 'CLAIM_ROUTE': {
      const r = ROUTE_INDEX.get(a.routeId);
      if (r === undefined) return null;
      let colour = -1;
      let count = 0;
      let locos = 0;
      for (const [kind, n] of Object.entries(a.payment)) {
        const k = KIND_INDEX[kind as CardKind];
        if (!n) continue;
        if (k === LOCO) locos = n;
        else if (colour >= 0) return null;
        else [colour, count] = [k, n];
      }
      if (count > 6 || locos > 6) return null;
      return claimMove(r, colour < 0 ? 0 : colour, count, locos);
    }
  }
}
