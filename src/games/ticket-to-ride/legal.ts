/**
 * The legal actions of a seat (docs/rules/ticket-to-ride.md: TTR-44, with TTR-41, TTR-62, TTR-64,
 * TTR-70 to TTR-78): ticket keep subsets, face-up slots, blind draw, every claimable route with every
 * fitting payment, ticket draw, or PASS when nothing else is legal. Actions are shared frozen objects.
 */
import { at, LOCO, ROUTE_COLOR, ROUTE_LEN, ROUTE_PAIR, ROUTES, VARIANTS } from './data.js';
import { startingDeal } from './config.js';
import { makePayment } from './claim.js';
import type { TtrAction, TtrState } from './types.js';

/** All ticket subsets of `offer` with at least `min` tickets, ids in dealt order (TTR-76). */
function keepOptions(offer: readonly string[], min: number): TtrAction[] {
  const out: TtrAction[] = [];
  const n = offer.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const ids = offer.filter((_, i) => (mask & (1 << i)) !== 0);
    if (ids.length >= min) out.push({ type: 'KEEP_TICKETS', ticketIds: ids });
  }
  return out;
}

const BLIND: TtrAction = { type: 'DRAW_BLIND' };
const TICKETS_DRAW: TtrAction = { type: 'DRAW_TICKETS' };
const PASS: TtrAction = { type: 'PASS' };
const FACE_UP: readonly TtrAction[] = [0, 1, 2, 3, 4].map((slot) => ({ type: 'DRAW_FACE_UP', slot }));

/**
 * Every legal action for `seat` now (TTR-44): ticket keep subsets, face-up slots, blind draw, every
 * claimable route with every fitting payment (TTR-64), ticket draw, or PASS when nothing else is legal.
 */
export function legalActions(s: TtrState, seat: number): TtrAction[] {
  const st = s.stage;
  if (st.kind === 'gameOver' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  if (st.kind === 'initialTickets') {
    const offer = st.offers[seat];
    return offer ? keepOptions(offer, Math.min(startingDeal(s.config).keep, offer.length)) : [];
  }
  if (seat !== s.activeSeat) return [];
  if (st.kind === 'keepTickets') return keepOptions(st.offer, Math.min(VARIANTS[s.config.variant].drawKeepMin, st.offer.length));
  const out: TtrAction[] = [];
  const second = st.kind === 'secondDraw';
  const faceUp = s.faceUp;
  for (let i = 0; i < faceUp.length; i++) {
    const c = faceUp[i];
    if (c !== null && c !== undefined && !(second && c === LOCO)) out.push(at(FACE_UP, i, 'slot'));
  }
  if (s.drawPile.length > 0 || s.discardPile.length > 0) out.push(BLIND);
  if (second) return out;
  // A hand is a count per card kind: a kind it lacks counts 0.
  const hand = at(s.hands, seat, 'seat');
  const trains = at(s.trainsLeft, seat, 'seat');
  // Cheap pre-filter (TTR-78): cards available per route colour, and for gray the best colour.
  const loco = hand[LOCO] ?? 0;
  let best = 0;
  for (let k = 0; k < LOCO; k++) {
    const h = hand[k] ?? 0;
    if (h > best) best = h;
  }
  const gray = best + loco;
  const owner = s.routeOwner;
  const closedToAll = s.seats < s.config.doubleRoutesMinPlayers;
  const routes = ROUTE_LEN.length;
  for (let r = 0; r < routes; r++) {
    const len = ROUTE_LEN[r] ?? Infinity;
    if (owner[r] !== -1 || len > trains) continue;
    const rc = ROUTE_COLOR[r] ?? -1;
    const colourHeld = rc < 0 ? 0 : (hand[rc] ?? 0);
    if ((rc < 0 ? gray : colourHeld + loco) < len) continue;
    const p = ROUTE_PAIR[r] ?? -1;
    if (p >= 0) {
      // TTR-62
      const o = owner[p] ?? -1;
      if (o !== -1 && (closedToAll || o === seat)) continue;
    }
    // Every fitting payment: coloured routes by increasing locomotives (TTR-63); gray routes colour by
    // colour, then all-locomotive once (TTR-64).
    if (rc >= 0) {
      for (let k = Math.max(0, len - colourHeld); k <= Math.min(loco, len); k++) out.push(claimAction(r, rc, len - k, k));
      continue;
    }
    for (let c = 0; c < LOCO; c++) {
      const h = hand[c] ?? 0;
      if (h === 0) continue;
      for (let k = Math.max(0, len - h); k <= Math.min(loco, len - 1); k++) out.push(claimAction(r, c, len - k, k));
    }
    if (loco >= len) out.push(claimAction(r, 0, 0, len));
  }
  if (s.ticketPile.length > 0) out.push(TICKETS_DRAW);
  if (out.length === 0) out.push(PASS);
  return out;
}

/** Shared frozen CLAIM_ROUTE actions, built on first use: index ((route × 8 + colour) × 7 + count) × 7 + locos. */
const CLAIM_CACHE: (TtrAction | undefined)[] = new Array<TtrAction | undefined>(100 * 8 * 7 * 7).fill(undefined);

/** The (shared, frozen) CLAIM_ROUTE action for route index `r` paid with `count` of `colour` and `locos` locomotives. */
function claimAction(r: number, colour: number, count: number, locos: number): TtrAction {
  const key = ((r * 8 + colour) * 7 + count) * 7 + locos;
  let a = CLAIM_CACHE[key];
  if (!a) {
    a = Object.freeze({ type: 'CLAIM_ROUTE', routeId: at(ROUTES, r, 'route').id, payment: makePayment(colour, count, locos) });
    CLAIM_CACHE[key] = a;
  }
  return a;
}
