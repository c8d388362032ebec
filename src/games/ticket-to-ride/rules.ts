/**
 * The transition function (docs/rules/ticket-to-ride.md: TTR-40 to TTR-93): `apply` validates in the
 * order of TTR-51 and returns a new state or an error with a TTR-52 code. It copies only what changes
 * through one `Cow` per call, so the input is never mutated (TTR-4). Also `activeSeats` (TTR-41,
 * TTR-43) and the stage accessors views and legal actions read.
 */
import { Cow } from '../../engine/cow.js';
import { err, ok, type Result } from '../../engine/result.js';
import { at, CARD_KINDS, FINAL_ROUND_TRAINS, KIND_INDEX, LOCO, ROUTE_INDEX, ROUTE_LEN, ROUTE_SCORING, ROUTES, VARIANTS } from './data.js';
import { startingDeal } from './config.js';
import { emit, maintainDisplay, secondCardAvailable, startDraft, takeTop, type Draft, type RngBox } from './display.js';
import { canPay, doubleRouteBlock, handCovers, paymentCounts, paymentFits, routeOpenFor } from './claim.js';
import { score } from './outcome.js';
import { TtrErrors } from './errors.js';
import type { Payment, Phase, Stage, Step, TtrAction, TtrState } from './types.js';

/** The stage of step `main` (shared: stages are never mutated). */
export const MAIN: Stage = Object.freeze({ kind: 'main' });
/** The stage of step `secondDraw` (TTR-74). */
export const SECOND_DRAW: Stage = Object.freeze({ kind: 'secondDraw' });

/** The phase a stage belongs to (TTR-40), as views report it. */
export function phaseOf(stage: Stage): Phase {
  switch (stage.kind) {
    case 'initialTickets':
    case 'gameOver':
      return stage.kind;
    default:
      return 'turn';
  }
}

/** The step of a stage (TTR-40), as views report it: `main` outside the `turn` phase. */
export function stepOf(stage: Stage): Step {
  return stage.kind === 'secondDraw' || stage.kind === 'keepTickets' ? stage.kind : 'main';
}

/** The tickets offered to `seat` and not yet decided (TTR-41, TTR-75), or null. */
export function pendingOf(s: TtrState, seat: number): readonly string[] | null {
  const st = s.stage;
  if (st.kind === 'initialTickets') return st.offers[seat] ?? null;
  if (st.kind === 'keepTickets' && seat === s.activeSeat) return st.offer;
  return null;
}

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

/** TTR-40/TTR-51 step 4: action types each turn step accepts. */
const STEP_ALLOWS: Record<Step, ReadonlySet<string>> = {
  main: new Set(['DRAW_FACE_UP', 'DRAW_BLIND', 'CLAIM_ROUTE', 'DRAW_TICKETS', 'PASS']),
  secondDraw: new Set(['DRAW_FACE_UP', 'DRAW_BLIND']),
  keepTickets: new Set(['KEEP_TICKETS']),
};

/** Seats that may act (TTR-41: all seats with pending tickets in `initialTickets`; else the active seat). */
export function activeSeats(s: TtrState): number[] {
  const st = s.stage;
  if (st.kind === 'gameOver') return [];
  if (st.kind === 'initialTickets') {
    const out: number[] = [];
    for (let k = 0; k < s.seats; k++) {
      const seat = (s.firstSeat + k) % s.seats;
      if (st.offers[seat]) out.push(seat);
    }
    return out;
  }
  return [s.activeSeat];
}

/** Applies `action` for `seat` (TTR-51 validation order, TTR-52 codes). Never mutates `s` (TTR-4). */
export function apply(s: TtrState, seat: number, action: TtrAction): Result<TtrState> {
  if (!isWellFormed(action)) return err(TtrErrors.INVALID_ACTION, `malformed action: ${safeJson(action)}`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return err(TtrErrors.NOT_A_PLAYER, `seat ${String(seat)} is not a player`);
  const st = s.stage;
  if (st.kind === 'gameOver') return err(TtrErrors.GAME_OVER, 'the game is over');
  if (st.kind === 'initialTickets') {
    const offer = st.offers[seat];
    if (action.type !== 'KEEP_TICKETS' || !offer)
      return err(TtrErrors.WRONG_PHASE, `${action.type} is not accepted from seat ${seat} during the initial ticket choice`);
    return keepInitialTickets(s, st, seat, offer, action.ticketIds);
  }
  if (seat !== s.activeSeat) return err(TtrErrors.NOT_YOUR_TURN, `seat ${s.activeSeat} is active, not seat ${seat}`);
  if (!STEP_ALLOWS[st.kind].has(action.type)) return err(TtrErrors.WRONG_PHASE, `${action.type} is not allowed in step ${st.kind}`);
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
      // STEP_ALLOWS admits KEEP_TICKETS only in step keepTickets.
      return st.kind === 'keepTickets' ? keepTurnTickets(s, seat, st.offer, action.ticketIds) : err(TtrErrors.WRONG_PHASE, 'no offer');
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

/** Adds one card of kind `card` to `seat`'s hand (mutates the draft). */
function addCard(cow: Cow, d: Draft, seat: number, card: number): void {
  const hand = cow.field(cow.field(d, 'hands'), seat);
  hand[card] = at(hand, card, 'card kind') + 1;
}

/** After a card draw: second draw if possible (TTR-74), else end of turn (TTR-70, TTR-71). Mutates the draft. */
function afterDraw(d: Draft, endsNow: boolean): TtrState {
  if (!endsNow && d.stage.kind === 'main' && secondCardAvailable(d.drawPile, d.discardPile, d.faceUp)) {
    d.stage = SECOND_DRAW;
    return d;
  }
  return endTurn(d, false);
}

/** TTR-70, TTR-72: take a face-up card. */
function drawFaceUp(s: TtrState, seat: number, slot: number): Result<TtrState> {
  const card = slot >= 0 && slot < s.faceUp.length ? s.faceUp[slot] : null;
  if (card === null || card === undefined) return err(TtrErrors.INVALID_SLOT, `face-up slot ${slot} is outside 0–4 or empty`);
  const second = s.stage.kind === 'secondDraw';
  if (second && card === LOCO) return err(TtrErrors.LOCOMOTIVE_SECOND_DRAW, 'a face-up locomotive cannot be the second card');
  const cow = new Cow();
  const d = startDraft(cow, s);
  emit(d, { type: 'cardTakenFaceUp', seat, slot, card: at(CARD_KINDS, card, 'card kind') });
  addCard(cow, d, seat, card);
  const faceUp = cow.field(d, 'faceUp');
  faceUp[slot] = null;
  // Fast path of TTR-80/81: refill the slot from the top; full maintenance only if 3+ locomotives show.
  const top = d.drawPile.length > 0 ? cow.field(d, 'drawPile').shift() : undefined;
  if (top !== undefined) {
    faceUp[slot] = top;
    emit(d, { type: 'slotRefilled', slot, card: at(CARD_KINDS, top, 'card kind') });
  }
  maintainDisplay(cow, d);
  return ok(afterDraw(d, card === LOCO || second));
}

/** TTR-71: draw the top card of the draw pile (reshuffling first if it is empty, TTR-85). */
function drawBlind(s: TtrState, seat: number): Result<TtrState> {
  if (s.drawPile.length === 0 && s.discardPile.length === 0)
    return err(TtrErrors.DECK_EMPTY, 'the draw pile and the discard pile are both empty');
  const cow = new Cow();
  const d = startDraft(cow, s);
  const box: RngBox = { rng: null };
  const card = takeTop(cow, d, box); // TTR-85: reshuffles first if the draw pile is empty
  if (card === undefined) throw new Error('drawBlind: no card although a pile is non-empty');
  if (box.rng) d.rng = box.rng.state();
  emit(d, { type: 'cardDrawnBlind', seat, card: at(CARD_KINDS, card, 'card kind') });
  addCard(cow, d, seat, card);
  maintainDisplay(cow, d);
  return ok(afterDraw(d, s.stage.kind === 'secondDraw'));
}

/** TTR-60, TTR-61: claim a route with an explicit payment. */
function claimRoute(s: TtrState, seat: number, routeId: string, payment: Payment): Result<TtrState> {
  const r = ROUTE_INDEX.get(routeId);
  if (r === undefined) return err(TtrErrors.UNKNOWN_ROUTE, `no route ${routeId}`);
  const owner = at(s.routeOwner, r, 'route');
  if (owner !== -1) return err(TtrErrors.ROUTE_TAKEN, `${routeId} already belongs to seat ${owner}`);
  const block = doubleRouteBlock(s.routeOwner, s.seats, s.config.doubleRoutesMinPlayers, seat, r);
  if (block)
    return err(
      block,
      block === TtrErrors.DOUBLE_ROUTE_CLOSED
        ? `the other track of ${routeId} is claimed and doubles are closed`
        : `seat ${seat} owns the other track of ${routeId}`,
    );
  const len = at(ROUTE_LEN, r, 'route');
  const trains = at(s.trainsLeft, seat, 'seat');
  if (trains < len) return err(TtrErrors.NOT_ENOUGH_TRAINS, `${routeId} needs ${len} trains, seat ${seat} has ${trains}`);
  const counts = paymentCounts(payment);
  const route = at(ROUTES, r, 'route');
  if (!paymentFits(counts, r))
    return err(TtrErrors.WRONG_CARDS, `payment ${safeJson(payment)} does not fit ${routeId} (${len}, ${route.color})`);
  if (!handCovers(at(s.hands, seat, 'seat'), counts))
    return err(TtrErrors.CARDS_NOT_IN_HAND, `seat ${seat} does not hold ${safeJson(payment)}`);
  const points = at(ROUTE_SCORING, len, 'route length');
  const cow = new Cow();
  const d = startDraft(cow, s);
  emit(d, { type: 'routeClaimed', seat, routeId: route.id, payment, points });
  const hand = cow.field(cow.field(d, 'hands'), seat);
  const discard = cow.field(d, 'discardPile');
  counts.forEach((n, k) => {
    if (n === 0) return;
    hand[k] = at(hand, k, 'card kind') - n;
    for (let i = 0; i < n; i++) discard.push(k);
  });
  cow.field(d, 'routeOwner')[r] = seat;
  cow.field(d, 'trainsLeft')[seat] = trains - len;
  const routePoints = cow.field(d, 'routePoints');
  routePoints[seat] = at(routePoints, seat, 'seat') + points;
  maintainDisplay(cow, d);
  return ok(endTurn(d, false));
}

/** TTR-75: draw min(drawCount, pile) tickets as a pending offer (step keepTickets). */
function drawTickets(s: TtrState, seat: number): Result<TtrState> {
  if (s.ticketPile.length === 0) return err(TtrErrors.TICKET_DECK_EMPTY, 'the ticket pile is empty');
  const k = Math.min(VARIANTS[s.config.variant].drawCount, s.ticketPile.length);
  const cow = new Cow();
  const d = startDraft(cow, s);
  const offer = s.ticketPile.slice(0, k);
  d.stage = { kind: 'keepTickets', offer };
  d.ticketPile = s.ticketPile.slice(k);
  const drawn = cow.field(d, 'ticketsDrawn');
  drawn[seat] = at(drawn, seat, 'seat') + k;
  emit(d, { type: 'ticketsOffered', seat, count: k, ticketIds: offer });
  return ok(d);
}

/** TTR-76: the chosen tickets of `offer` (dealt order) and the rest, or an error code for a bad choice. */
function splitOffer(
  seat: number,
  offer: readonly string[],
  ids: readonly string[],
  keepMin: number,
): Result<{ kept: string[]; returned: string[] }> {
  const chosen = new Set<string>();
  for (const id of ids) {
    if (!offer.includes(id) || chosen.has(id))
      return err(TtrErrors.INVALID_TICKETS, `ticket ${id} is not offered to seat ${seat} or is listed twice`);
    chosen.add(id);
  }
  const need = Math.min(keepMin, offer.length);
  if (ids.length < need) return err(TtrErrors.MUST_KEEP_MORE, `keep at least ${need} tickets`);
  return ok({ kept: offer.filter((id) => chosen.has(id)), returned: offer.filter((id) => !chosen.has(id)) });
}

/** Adds `kept` to `seat`'s tickets and records the ticketsKept event (mutates the draft). */
function keepInto(cow: Cow, d: Draft, seat: number, kept: readonly string[], returned: number): void {
  emit(d, { type: 'ticketsKept', seat, kept: kept.length, returned, ticketIds: kept });
  const tickets = cow.field(d, 'tickets');
  tickets[seat] = [...at(tickets, seat, 'seat'), ...kept];
}

/** TTR-76: keep some tickets of a turn's offer; the others go to the bottom at once; end of turn. */
function keepTurnTickets(s: TtrState, seat: number, offer: readonly string[], ids: readonly string[]): Result<TtrState> {
  const split = splitOffer(seat, offer, ids, VARIANTS[s.config.variant].drawKeepMin);
  if (!split.ok) return split;
  const { kept, returned } = split.value;
  const cow = new Cow();
  const d = startDraft(cow, s);
  keepInto(cow, d, seat, kept, returned.length);
  d.ticketPile = [...s.ticketPile, ...returned];
  return ok(endTurn(d, false));
}

/**
 * TTR-41: keep some initial tickets; returned ones are held until every seat has answered, then go to
 * the bottom seat by seat from the first seat, and the first turn starts.
 */
function keepInitialTickets(
  s: TtrState,
  st: Extract<Stage, { kind: 'initialTickets' }>,
  seat: number,
  offer: readonly string[],
  ids: readonly string[],
): Result<TtrState> {
  const split = splitOffer(seat, offer, ids, startingDeal(s.config).keep);
  if (!split.ok) return split;
  const { kept, returned } = split.value;
  const cow = new Cow();
  const d = startDraft(cow, s);
  keepInto(cow, d, seat, kept, returned.length);
  const offers = st.offers.slice();
  offers[seat] = null;
  const held = st.returned.slice();
  held[seat] = returned;
  if (offers.some((p) => p !== null)) {
    d.stage = { kind: 'initialTickets', offers, returned: held };
    return ok(d);
  }
  const pile = [...s.ticketPile];
  for (let k = 0; k < s.seats; k++) pile.push(...at(held, (s.firstSeat + k) % s.seats, 'seat'));
  d.ticketPile = pile;
  d.stage = MAIN;
  d.activeSeat = s.firstSeat;
  return ok(d);
}

/** TTR-78: can `seat` do anything but pass in step main? */
export function hasNonPassOption(s: TtrState, seat: number): boolean {
  if (s.drawPile.length > 0 || s.discardPile.length > 0) return true;
  for (const c of s.faceUp) if (c !== null) return true;
  if (s.ticketPile.length > 0) return true;
  const hand = at(s.hands, seat, 'seat');
  const trains = at(s.trainsLeft, seat, 'seat');
  for (let r = 0; r < ROUTE_LEN.length; r++)
    if (routeOpenFor(s.routeOwner, s.seats, s.config.doubleRoutesMinPlayers, trains, seat, r) && canPay(hand, r)) return true;
  return false;
}

/** TTR-78: pass, only when nothing else is possible. */
function pass(s: TtrState, seat: number): Result<TtrState> {
  if (hasNonPassOption(s, seat)) return err(TtrErrors.PASS_NOT_ALLOWED, 'another action is possible');
  const d = startDraft(new Cow(), s);
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
  } else {
    const trainsLeft = at(d.trainsLeft, d.activeSeat, 'seat');
    if (trainsLeft <= FINAL_ROUND_TRAINS) {
      d.finalTurnsLeft = d.seats;
      emit(d, { type: 'finalRoundStarted', seat: d.activeSeat, trainsLeft });
    }
  }
  if (!over && d.consecutivePasses >= d.seats) over = true;
  if (over) {
    const result = score(d);
    d.stage = { kind: 'gameOver', result };
    emit(d, { type: 'gameEnded', winners: result.winners });
    return d;
  }
  d.activeSeat = (d.activeSeat + 1) % d.seats;
  d.stage = MAIN;
  return d;
}
