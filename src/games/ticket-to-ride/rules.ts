/**
 * The transition function (TTR-40 to TTR-93): `apply` validates in the order of TTR-51 and returns
 * a new state (copying only what changes) or an error with a TTR-52 code; the input is never mutated.
 * `legalActions` lists every legal action (TTR-44).
 */
import { err, ok, type Result } from '../../engine/result.js';
import {
  CARD_KINDS,
  FINAL_ROUND_TRAINS,
  KIND_INDEX,
  LOCO,
  ROUTE_INDEX,
  ROUTE_LEN,
  ROUTE_COLOR,
  ROUTE_PAIR,
  ROUTE_SCORING,
  ROUTES,
  VARIANTS,
  type CardKind,
} from './data.js';
import { startingDeal } from './config.js';
import { maintainDisplay, needsMaintenance, secondCardAvailable, takeTop, type CardDraft } from './display.js';
import type { Rng } from '../../engine/rng.js';
import { canPay, doubleRouteBlock, handCovers, paymentCounts, paymentFits, makePayment, routeOpenFor } from './claim.js';
import { score } from './scoring.js';
import { TtrErrors } from './errors.js';
import type { Payment, TtrAction, TtrEvent, TtrState } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** A shallow, writable copy of the state used while applying one action. */
type Draft = Mutable<TtrState>;

const ACTION_TYPES = new Set(['KEEP_TICKETS', 'DRAW_FACE_UP', 'DRAW_BLIND', 'CLAIM_ROUTE', 'DRAW_TICKETS', 'PASS']);

/** TTR-51 step 1: is `a` a well-formed action payload? Cheap hand-written check (parseAction uses zod). */
export function isWellFormed(a: unknown): a is TtrAction {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const x = a as Record<string, unknown>;
  if (typeof x.type !== 'string' || !ACTION_TYPES.has(x.type)) return false;
  switch (x.type) {
    case 'KEEP_TICKETS':
      return Array.isArray(x.ticketIds) && x.ticketIds.every((t) => typeof t === 'string');
    case 'DRAW_FACE_UP':
      return Number.isInteger(x.slot);
    case 'CLAIM_ROUTE': {
      if (typeof x.routeId !== 'string') return false;
      const p = x.payment;
      if (typeof p !== 'object' || p === null || Array.isArray(p)) return false;
      for (const [k, v] of Object.entries(p)) {
        if (!Object.prototype.hasOwnProperty.call(KIND_INDEX, k)) return false;
        if (!Number.isInteger(v) || (v as number) < 0) return false;
      }
      return true;
    }
    default:
      return true;
  }
}

/** TTR-40/TTR-51 step 4: action types each step accepts. */
const STEP_ALLOWS: Record<TtrState['step'], ReadonlySet<string>> = {
  main: new Set(['DRAW_FACE_UP', 'DRAW_BLIND', 'CLAIM_ROUTE', 'DRAW_TICKETS', 'PASS']),
  secondDraw: new Set(['DRAW_FACE_UP', 'DRAW_BLIND']),
  keepTickets: new Set(['KEEP_TICKETS']),
};

/** Seats that may act (TTR-41: all seats with pending tickets in `initialTickets`; else the active seat). */
export function activeSeats(s: TtrState): number[] {
  if (s.phase === 'gameOver') return [];
  if (s.phase === 'initialTickets') {
    const out: number[] = [];
    for (let k = 0; k < s.seats; k++) {
      const seat = (s.firstSeat + k) % s.seats;
      if (s.pendingTickets[seat]) out.push(seat);
    }
    return out;
  }
  return [s.activeSeat];
}

/** Applies `action` for `seat` (TTR-51 validation order, TTR-52 codes). Never mutates `s` (TTR-4). */
export function apply(s: TtrState, seat: number, action: TtrAction): Result<TtrState> {
  if (!isWellFormed(action)) return err(TtrErrors.INVALID_ACTION, `malformed action: ${safeJson(action)}`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return err(TtrErrors.NOT_A_PLAYER, `seat ${String(seat)} is not a player`);
  if (s.phase === 'gameOver') return err(TtrErrors.GAME_OVER, 'the game is over');
  if (s.phase === 'initialTickets') {
    if (action.type !== 'KEEP_TICKETS' || !s.pendingTickets[seat])
      return err(TtrErrors.WRONG_PHASE, `${action.type} is not accepted from seat ${seat} during the initial ticket choice`);
    return keepTickets(s, seat, action.ticketIds);
  }
  if (seat !== s.activeSeat) return err(TtrErrors.NOT_YOUR_TURN, `seat ${s.activeSeat} is active, not seat ${seat}`);
  if (!STEP_ALLOWS[s.step].has(action.type)) return err(TtrErrors.WRONG_PHASE, `${action.type} is not allowed in step ${s.step}`);
  switch (action.type) {
    case 'DRAW_FACE_UP':
      return drawFaceUp(s, seat, action.slot);
    case 'DRAW_BLIND':
      return drawBlind(s, seat);
    case 'CLAIM_ROUTE':
      return claimRoute(s, seat, action.routeId, action.payment);
    case 'DRAW_TICKETS':
      return drawTickets(s, seat);
    case 'KEEP_TICKETS':
      return keepTickets(s, seat, action.ticketIds);
    case 'PASS':
      return pass(s, seat);
  }
}

function safeJson(x: unknown): string {
  try {
    return String(JSON.stringify(x)).slice(0, 200);
  } catch {
    return String(x);
  }
}

/** Copies the card piles into a draft, runs maintenance if it could change anything, and writes them back (TTR-81). */
function withMaintenance(d: Draft, drawPile: number[] | null, discardPile: number[] | null, faceUp: (number | null)[] | null): void {
  const dp = drawPile ?? (d.drawPile as number[]);
  const dc = discardPile ?? (d.discardPile as number[]);
  const fu = faceUp ?? (d.faceUp as (number | null)[]);
  if (!needsMaintenance(dp, dc, fu)) {
    d.drawPile = dp;
    d.discardPile = dc;
    d.faceUp = fu;
    return;
  }
  const cards: CardDraft = {
    drawPile: drawPile ?? [...dp],
    discardPile: dc,
    sharedDiscard: discardPile === null,
    faceUp: faceUp ?? [...fu],
    rng: d.rng,
    resetCapHit: d.resetCapHit,
    events: d.events as TtrEvent[],
  };
  maintainDisplay(cards);
  d.drawPile = cards.drawPile;
  d.discardPile = cards.discardPile;
  d.faceUp = cards.faceUp;
  d.rng = cards.rng;
  d.resetCapHit = cards.resetCapHit;
}

/** Starts a fresh event list for this action (TTR-121). */
function emit(d: Draft, e: TtrEvent): void {
  (d.events as TtrEvent[]).push(e);
}

function addCard(d: Draft, seat: number, card: number): void {
  const hands = d.hands.slice();
  const h = hands[seat]!.slice();
  h[card]!++;
  hands[seat] = h;
  d.hands = hands;
}

/** After a card draw: second draw if possible (TTR-74), else end of turn (TTR-70, TTR-71). */
function afterDraw(d: Draft, endsNow: boolean): TtrState {
  if (!endsNow && d.step === 'main' && secondCardAvailable(d.drawPile, d.discardPile, d.faceUp)) {
    d.step = 'secondDraw';
    return d;
  }
  return endTurn(d, false);
}

/** TTR-70, TTR-72: take a face-up card. */
function drawFaceUp(s: TtrState, seat: number, slot: number): Result<TtrState> {
  const card = slot >= 0 && slot < s.faceUp.length ? s.faceUp[slot] : null;
  if (card === null || card === undefined) return err(TtrErrors.INVALID_SLOT, `face-up slot ${slot} is outside 0–4 or empty`);
  if (s.step === 'secondDraw' && card === LOCO)
    return err(TtrErrors.LOCOMOTIVE_SECOND_DRAW, 'a face-up locomotive cannot be the second card');
  const d: Draft = { ...s, events: [] };
  emit(d, { type: 'cardTakenFaceUp', seat, slot, card: CARD_KINDS[card]! });
  addCard(d, seat, card);
  const faceUp = s.faceUp.slice();
  faceUp[slot] = null;
  if (s.drawPile.length > 0) {
    // Fast path of TTR-80/81: refill the slot from the top; full maintenance only if 3+ locomotives show.
    const top = s.drawPile[0]!;
    faceUp[slot] = top;
    emit(d, { type: 'slotRefilled', slot, card: CARD_KINDS[top]! });
    withMaintenance(d, s.drawPile.slice(1), null, faceUp);
  } else withMaintenance(d, s.discardPile.length > 0 ? [] : null, null, faceUp);
  return ok(afterDraw(d, card === LOCO || s.step === 'secondDraw'));
}

/** TTR-71: draw the top card of the draw pile (reshuffling first if it is empty, TTR-85). */
function drawBlind(s: TtrState, seat: number): Result<TtrState> {
  if (s.drawPile.length === 0 && s.discardPile.length === 0)
    return err(TtrErrors.DECK_EMPTY, 'the draw pile and the discard pile are both empty');
  const d: Draft = { ...s, events: [] };
  if (s.drawPile.length > 0) {
    // Fast path: the draw pile is not empty, so no reshuffle (TTR-85) and the display is unchanged.
    const top = s.drawPile[0]!;
    emit(d, { type: 'cardDrawnBlind', seat, card: CARD_KINDS[top]! });
    addCard(d, seat, top);
    withMaintenance(d, s.drawPile.slice(1), null, null);
    return ok(afterDraw(d, s.step === 'secondDraw'));
  }
  const cards: CardDraft = {
    drawPile: s.drawPile.slice(),
    discardPile: s.discardPile.slice(),
    faceUp: s.faceUp.slice(),
    rng: s.rng,
    resetCapHit: s.resetCapHit,
    events: d.events as TtrEvent[],
  };
  const box: { rng: Rng | null } = { rng: null };
  const card = takeTop(cards, box)!; // TTR-85: reshuffles first if the draw pile is empty
  if (box.rng) cards.rng = box.rng.state();
  emit(d, { type: 'cardDrawnBlind', seat, card: CARD_KINDS[card]! });
  addCard(d, seat, card);
  d.rng = cards.rng;
  withMaintenance(d, cards.drawPile, cards.discardPile, cards.faceUp);
  return ok(afterDraw(d, s.step === 'secondDraw'));
}

/** TTR-60, TTR-61: claim a route with an explicit payment. */
function claimRoute(s: TtrState, seat: number, routeId: string, payment: Payment): Result<TtrState> {
  const r = ROUTE_INDEX.get(routeId);
  if (r === undefined) return err(TtrErrors.UNKNOWN_ROUTE, `no route ${routeId}`);
  if (s.routeOwner[r] !== -1) return err(TtrErrors.ROUTE_TAKEN, `${routeId} already belongs to seat ${s.routeOwner[r]}`);
  const block = doubleRouteBlock(s.routeOwner, s.seats, s.config.doubleRoutesMinPlayers, seat, r);
  if (block)
    return err(
      block,
      block === TtrErrors.DOUBLE_ROUTE_CLOSED
        ? `the other track of ${routeId} is claimed and doubles are closed`
        : `seat ${seat} owns the other track of ${routeId}`,
    );
  const len = ROUTE_LEN[r]!;
  if (s.trainsLeft[seat]! < len)
    return err(TtrErrors.NOT_ENOUGH_TRAINS, `${routeId} needs ${len} trains, seat ${seat} has ${s.trainsLeft[seat]}`);
  const counts = paymentCounts(payment);
  if (!paymentFits(counts, r))
    return err(TtrErrors.WRONG_CARDS, `payment ${safeJson(payment)} does not fit ${routeId} (${len}, ${ROUTES[r]!.color})`);
  const hand = s.hands[seat]!;
  if (!handCovers(hand, counts)) return err(TtrErrors.CARDS_NOT_IN_HAND, `seat ${seat} does not hold ${safeJson(payment)}`);
  const d: Draft = { ...s, events: [] };
  emit(d, { type: 'routeClaimed', seat, routeId: ROUTES[r]!.id, payment, points: ROUTE_SCORING[len]! });
  const hands = s.hands.slice();
  const h = hand.slice();
  const discard = s.discardPile.slice();
  for (let k = 0; k < counts.length; k++) {
    const n = counts[k]!;
    if (n === 0) continue;
    h[k]! -= n;
    for (let i = 0; i < n; i++) discard.push(k);
  }
  hands[seat] = h;
  d.hands = hands;
  const owner = s.routeOwner.slice();
  owner[r] = seat;
  d.routeOwner = owner;
  const trains = s.trainsLeft.slice();
  trains[seat]! -= len;
  d.trainsLeft = trains;
  const points = s.routePoints.slice();
  points[seat]! += ROUTE_SCORING[len]!;
  d.routePoints = points;
  withMaintenance(d, null, discard, null);
  return ok(endTurn(d, false));
}

/** TTR-75: draw min(drawCount, pile) tickets as a pending offer. */
function drawTickets(s: TtrState, seat: number): Result<TtrState> {
  if (s.ticketPile.length === 0) return err(TtrErrors.TICKET_DECK_EMPTY, 'the ticket pile is empty');
  const k = Math.min(VARIANTS[s.config.variant].drawCount, s.ticketPile.length);
  const pending = s.pendingTickets.slice();
  pending[seat] = s.ticketPile.slice(0, k);
  const drawn = s.ticketsDrawn.slice();
  drawn[seat]! += k;
  const events: TtrEvent[] = [{ type: 'ticketsOffered', seat, count: k, ticketIds: pending[seat]! }];
  return ok({ ...s, pendingTickets: pending, ticketPile: s.ticketPile.slice(k), step: 'keepTickets', ticketsDrawn: drawn, events });
}

/** TTR-76, TTR-41: keep some offered tickets (dealt order); return the others to the bottom. */
function keepTickets(s: TtrState, seat: number, ids: readonly string[]): Result<TtrState> {
  const offer = s.pendingTickets[seat]!;
  const chosen = new Set<string>();
  for (const id of ids) {
    if (!offer.includes(id) || chosen.has(id))
      return err(TtrErrors.INVALID_TICKETS, `ticket ${id} is not offered to seat ${seat} or is listed twice`);
    chosen.add(id);
  }
  const initial = s.phase === 'initialTickets';
  const keepMin = initial ? startingDeal(s.config).keep : VARIANTS[s.config.variant].drawKeepMin;
  const need = Math.min(keepMin, offer.length);
  if (ids.length < need) return err(TtrErrors.MUST_KEEP_MORE, `keep at least ${need} tickets`);
  const kept = offer.filter((id) => chosen.has(id));
  const returned = offer.filter((id) => !chosen.has(id));
  const d: Draft = { ...s, events: [] };
  emit(d, { type: 'ticketsKept', seat, kept: kept.length, returned: returned.length, ticketIds: kept });
  const tickets = s.tickets.slice();
  tickets[seat] = [...s.tickets[seat]!, ...kept];
  d.tickets = tickets;
  const pending = s.pendingTickets.slice();
  pending[seat] = null;
  d.pendingTickets = pending;
  if (!initial) {
    d.ticketPile = [...s.ticketPile, ...returned];
    return ok(endTurn(d, false));
  }
  const held = s.returnedTickets.slice();
  held[seat] = returned;
  d.returnedTickets = held;
  if (pending.some((p) => p !== null)) return ok(d);
  // TTR-41: everyone has answered: returned tickets go to the bottom seat by seat from the first seat.
  const pile = [...s.ticketPile];
  for (let k = 0; k < s.seats; k++) pile.push(...held[(s.firstSeat + k) % s.seats]!);
  d.ticketPile = pile;
  d.returnedTickets = held.map(() => []);
  d.phase = 'turn';
  d.step = 'main';
  d.activeSeat = s.firstSeat;
  return ok(d);
}

/** TTR-78: can `seat` do anything but pass in step main? */
export function hasNonPassOption(s: TtrState, seat: number): boolean {
  if (s.drawPile.length > 0 || s.discardPile.length > 0) return true;
  for (const c of s.faceUp) if (c !== null) return true;
  if (s.ticketPile.length > 0) return true;
  const hand = s.hands[seat]!;
  const trains = s.trainsLeft[seat]!;
  for (let r = 0; r < ROUTE_LEN.length; r++)
    if (routeOpenFor(s.routeOwner, s.seats, s.config.doubleRoutesMinPlayers, trains, seat, r) && canPay(hand, r)) return true;
  return false;
}

/** TTR-78: pass, only when nothing else is possible. */
function pass(s: TtrState, seat: number): Result<TtrState> {
  if (hasNonPassOption(s, seat)) return err(TtrErrors.PASS_NOT_ALLOWED, 'another action is possible');
  const d: Draft = { ...s, events: [] };
  emit(d, { type: 'passed', seat });
  return ok(endTurn(d, true));
}

/** TTR-90: end of turn — passes, final round countdown/trigger, deadlock, next seat. Mutates the draft. */
function endTurn(d: Draft, passed: boolean): TtrState {
  d.consecutivePasses = passed ? d.consecutivePasses + 1 : 0;
  d.turns = d.turns + 1;
  let over = false;
  if (d.finalTurnsLeft !== null) {
    d.finalTurnsLeft = d.finalTurnsLeft - 1;
    if (d.finalTurnsLeft === 0) over = true;
  } else if (d.trainsLeft[d.activeSeat]! <= FINAL_ROUND_TRAINS) {
    d.finalTurnsLeft = d.seats;
    emit(d, { type: 'finalRoundStarted', seat: d.activeSeat, trainsLeft: d.trainsLeft[d.activeSeat]! });
  }
  if (!over && d.consecutivePasses >= d.seats) over = true;
  if (over) {
    d.phase = 'gameOver';
    d.step = 'main';
    d.result = score(d);
    emit(d, { type: 'gameEnded', winners: d.result.winners });
    return d;
  }
  d.activeSeat = (d.activeSeat + 1) % d.seats;
  d.step = 'main';
  return d;
}

/** All ticket subsets of `offer` with at least `min` tickets, ids in dealt order (TTR-76). */
function keepOptions(offer: readonly string[], min: number): TtrAction[] {
  const out: TtrAction[] = [];
  const n = offer.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) ids.push(offer[i]!);
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
  if (s.phase === 'gameOver' || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  if (s.phase === 'initialTickets') {
    const offer = s.pendingTickets[seat];
    return offer ? keepOptions(offer, Math.min(startingDeal(s.config).keep, offer.length)) : [];
  }
  if (seat !== s.activeSeat) return [];
  if (s.step === 'keepTickets') {
    const offer = s.pendingTickets[seat]!;
    return keepOptions(offer, Math.min(VARIANTS[s.config.variant].drawKeepMin, offer.length));
  }
  const out: TtrAction[] = [];
  const second = s.step === 'secondDraw';
  for (let i = 0; i < s.faceUp.length; i++) {
    const c = s.faceUp[i];
    if (c === null || c === undefined || (second && c === LOCO)) continue;
    out.push(FACE_UP[i]!);
  }
  if (s.drawPile.length > 0 || s.discardPile.length > 0) out.push(BLIND);
  if (second) return out;
  const hand = s.hands[seat]!;
  const trains = s.trainsLeft[seat]!;
  // Cheap pre-filter (TTR-78b): cards available per route colour, and for gray the best colour.
  const loco = hand[LOCO]!;
  let gray = 0;
  for (let k = 0; k < LOCO; k++) if (hand[k]! > gray) gray = hand[k]!;
  gray += loco;
  const owner = s.routeOwner;
  const closedToAll = s.seats < s.config.doubleRoutesMinPlayers;
  for (let r = 0; r < ROUTE_LEN.length; r++) {
    const len = ROUTE_LEN[r]!;
    if (owner[r] !== -1 || len > trains) continue;
    const rc = ROUTE_COLOR[r]!;
    if ((rc < 0 ? gray : hand[rc]! + loco) < len) continue;
    const p = ROUTE_PAIR[r]!; // TTR-62
    if (p >= 0) {
      const o = owner[p]!;
      if (o !== -1 && (closedToAll || o === seat)) continue;
    }
    // Every fitting payment (same order as claim.ts `payments`).
    if (rc >= 0) {
      for (let k = Math.max(0, len - hand[rc]!); k <= Math.min(loco, len); k++) out.push(claimAction(r, rc, len - k, k));
      continue;
    }
    for (let c = 0; c < LOCO; c++) {
      const h = hand[c]!;
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
  if (!a) CLAIM_CACHE[key] = a = Object.freeze({ type: 'CLAIM_ROUTE', routeId: ROUTES[r]!.id, payment: makePayment(colour, count, locos) });
  return a;
}

/** Card kind name of a kind index (for logs). */
export function kindName(k: number): CardKind {
  return CARD_KINDS[k]!;
}
