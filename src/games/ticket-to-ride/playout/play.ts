/**
 * Plays a legal move on a playout state in place (issue 21 item 1): the same transitions as the pure
 * `apply` (rules.ts, docs/rules/ticket-to-ride.md TTR-41, TTR-60 to TTR-93) and the same draws from
 * the game generator (display maintenance TTR-80 to TTR-86, reshuffles TTR-85), without validation,
 * events or copies. Only for moves listed by `legalMoves` / `nthMove` (moves.ts); anything else
 * leaves the state undefined.
 */
import { FINAL_ROUND_TRAINS as FINAL_TRAINS, KINDS as KIND_COUNT, LOCO as LOCO_KIND, ROUTE_LEN, ROUTE_SCORING, VARIANTS } from '../data.js';
import { MAX_RESETS as RESET_CAP, RESET_THRESHOLD as RESET_AT } from '../display.js';
import { CLAIM_BASE as CLAIM_AT, KEEP_BASE as KEEP_AT, MOVE_BLIND as BLIND, MOVE_PASS as PASS, MOVE_TICKETS as TICKETS } from './moves.js';
import { STAGE, type PlayoutState } from './state.js';

// Module-local copies of the imported constants: the hot paths read locals, not module bindings.
const LOCO = LOCO_KIND;
const KINDS = KIND_COUNT;
const FINAL_ROUND_TRAINS = FINAL_TRAINS;
const MAX_RESETS = RESET_CAP;
const RESET_THRESHOLD = RESET_AT;
const CLAIM_BASE = CLAIM_AT;
const KEEP_BASE = KEEP_AT;
const MOVE_BLIND = BLIND;
const MOVE_PASS = PASS;
const MOVE_TICKETS = TICKETS;
const S_INITIAL = STAGE.initialTickets;
const S_MAIN = STAGE.main;
const S_SECOND = STAGE.secondDraw;
const S_KEEP = STAGE.keepTickets;
const S_OVER = STAGE.gameOver;

const R_LEN = Int8Array.from(ROUTE_LEN);
const R_POINTS = Int8Array.from(ROUTE_LEN, (n) => ROUTE_SCORING[n] ?? 0);

/** TTR-85: the discard pile, shuffled with the game generator exactly as `reshuffle` does, becomes the draw pile. */
function reshuffleW(f: PlayoutState): void {
  const n = f.discardLen;
  const pile = f.drawPile;
  pile.set(f.discardPile.subarray(0, n));
  for (let i = n - 1; i > 0; i--) {
    const j = f.rng.int(i + 1);
    const t = pile[i] ?? 0;
    pile[i] = pile[j] ?? 0;
    pile[j] = t;
  }
  f.drawHead = 0;
  f.drawEnd = n;
  f.discardLen = 0;
}

/** The top card of the draw pile, reshuffling first if it is empty (TTR-85); -1 if both piles are empty (TTR-86). */
function takeTopW(f: PlayoutState): number {
  if (f.drawHead === f.drawEnd) {
    if (f.discardLen === 0) return -1;
    reshuffleW(f);
  }
  return f.drawPile[f.drawHead++] ?? -1;
}

function faceUpLocomotives(f: PlayoutState): number {
  let n = 0;
  for (let s = 0; s < 5; s++) if (f.faceUp[s] === LOCO) n++;
  return n;
}

/** TTR-81 step 2: non-locomotive cards in draw pile, discard pile and display. */
function poolNonLocomotives(f: PlayoutState): number {
  let n = 0;
  for (let i = f.drawHead; i < f.drawEnd; i++) if (f.drawPile[i] !== LOCO) n++;
  for (let i = 0; i < f.discardLen; i++) if (f.discardPile[i] !== LOCO) n++;
  for (let s = 0; s < 5; s++) {
    const c = f.faceUp[s] ?? -1;
    if (c >= 0 && c !== LOCO) n++;
  }
  return n;
}

/** Display maintenance (TTR-81, TTR-D3), as `maintainDisplay` in display.ts. */
function maintainW(f: PlayoutState): void {
  const faceUp = f.faceUp;
  let empty = false;
  for (let s = 0; s < 5; s++) if (faceUp[s] === -1) empty = true;
  if (faceUpLocomotives(f) < RESET_THRESHOLD && (!empty || (f.drawHead === f.drawEnd && f.discardLen === 0))) return;
  let resets = 0;
  for (;;) {
    for (let s = 0; s < 5; s++) {
      if (faceUp[s] !== -1) continue;
      const card = takeTopW(f);
      if (card < 0) break;
      faceUp[s] = card;
    }
    if (faceUpLocomotives(f) < RESET_THRESHOLD) break;
    if (poolNonLocomotives(f) < RESET_THRESHOLD) break;
    if (resets >= MAX_RESETS) {
      f.resetCapHit = true;
      break;
    }
    for (let s = 0; s < 5; s++) {
      const c = faceUp[s] ?? -1;
      if (c >= 0) f.discardPile[f.discardLen++] = c;
      faceUp[s] = -1;
    }
    resets++;
  }
}

/** TTR-74: a second card can be taken. */
function secondCardAvailable(f: PlayoutState): boolean {
  if (f.drawHead < f.drawEnd || f.discardLen > 0) return true;
  for (let s = 0; s < 5; s++) {
    const c = f.faceUp[s] ?? -1;
    if (c >= 0 && c !== LOCO) return true;
  }
  return false;
}

/** TTR-90: end of turn — passes, final round countdown/trigger, deadlock, next seat. */
function endTurnW(f: PlayoutState, passed: boolean): void {
  f.consecutivePasses = passed ? f.consecutivePasses + 1 : 0;
  f.turns++;
  let over = false;
  if (f.finalTurnsLeft >= 0) {
    f.finalTurnsLeft--;
    if (f.finalTurnsLeft === 0) over = true;
  } else if ((f.trainsLeft[f.activeSeat] ?? 0) <= FINAL_ROUND_TRAINS) f.finalTurnsLeft = f.seats;
  if (!over && f.consecutivePasses >= f.seats) over = true;
  if (over) {
    f.stage = S_OVER;
    return;
  }
  f.activeSeat = (f.activeSeat + 1) % f.seats;
  f.stage = S_MAIN;
}

/** After a card draw: second draw if possible (TTR-74), else end of turn (TTR-70, TTR-71). */
function afterDrawW(f: PlayoutState, endsNow: boolean): void {
  if (!endsNow && f.stage === S_MAIN && secondCardAvailable(f)) f.stage = S_SECOND;
  else endTurnW(f, false);
}

/** TTR-60, TTR-61: pay, take the route, score it; closes the route's list entry. */
function claimW(f: PlayoutState, seat: number, x: number): void {
  const locos = x % 7;
  const count = Math.floor(x / 7) % 7;
  const colour = Math.floor(x / 49) % 8;
  const r = Math.floor(x / 392);
  const base = seat * KINDS;
  const hands = f.hands;
  if (count > 0) {
    hands[base + colour] = (hands[base + colour] ?? 0) - count;
    for (let i = 0; i < count; i++) f.discardPile[f.discardLen++] = colour;
  }
  if (locos > 0) {
    hands[base + LOCO] = (hands[base + LOCO] ?? 0) - locos;
    for (let i = 0; i < locos; i++) f.discardPile[f.discardLen++] = LOCO;
  }
  f.routeOwner[r] = seat;
  f.trainsLeft[seat] = (f.trainsLeft[seat] ?? 0) - (R_LEN[r] ?? 0);
  f.routePoints[seat] = (f.routePoints[seat] ?? 0) + (R_POINTS[r] ?? 0);
  // Keep `openRoutes` the unclaimed routes in index order.
  const open = f.openRoutes;
  let j = 0;
  while (open[j] !== r) j++;
  open.copyWithin(j, j + 1, f.openLen);
  f.openLen--;
  maintainW(f);
  endTurnW(f, false);
}

/** TTR-75: draw min(drawCount, pile) tickets as the active seat's offer. */
function drawTicketsW(f: PlayoutState, seat: number): void {
  const size = f.deck.size;
  const k = Math.min(VARIANTS[f.config.variant].drawCount, f.ticketLen);
  for (let i = 0; i < k; i++) f.offers[seat * f.offerCap + i] = f.ticketPile[(f.ticketHead + i) % size] ?? 0;
  f.offerLen[seat] = k;
  f.ticketHead = (f.ticketHead + k) % size;
  f.ticketLen -= k;
  f.ticketsDrawn[seat] = (f.ticketsDrawn[seat] ?? 0) + k;
  f.stage = S_KEEP;
}

/** TTR-76 / TTR-41: keep the tickets of `mask` (offer order); returns go to the pile's bottom or are held. */
function keepW(f: PlayoutState, seat: number, mask: number): void {
  const size = f.deck.size;
  const n = f.offerLen[seat] ?? 0;
  const at0 = seat * f.offerCap;
  const initial = f.stage === S_INITIAL;
  let held = 0;
  for (let i = 0; i < n; i++) {
    const t = f.offers[at0 + i] ?? 0;
    if (mask & (1 << i)) {
      const c = f.ticketCount[seat] ?? 0;
      f.tickets[seat * size + c] = t;
      f.ticketCount[seat] = c + 1;
    } else if (initial) f.held[at0 + held++] = t;
    else f.ticketPile[(f.ticketHead + f.ticketLen++) % size] = t;
  }
  f.offerLen[seat] = -1;
  if (!initial) {
    endTurnW(f, false);
    return;
  }
  f.heldLen[seat] = held;
  for (let k = 0; k < f.seats; k++) if ((f.offerLen[k] ?? -1) >= 0) return;
  for (let k = 0; k < f.seats; k++) {
    const s = (f.firstSeat + k) % f.seats;
    for (let i = 0; i < (f.heldLen[s] ?? 0); i++) f.ticketPile[(f.ticketHead + f.ticketLen++) % size] = f.held[s * f.offerCap + i] ?? 0;
  }
  f.stage = S_MAIN;
  f.activeSeat = f.firstSeat;
}

/**
 * Plays legal move `move` (moves.ts encoding) for `seat` in place (TTR-41, TTR-60 to TTR-93), drawing
 * from the game generator exactly as the pure `apply` does.
 */
export function playMove(f: PlayoutState, seat: number, move: number): void {
  if (move < 5) {
    // TTR-70, TTR-72: face-up card; refill the slot from the top (no reshuffle), then maintenance.
    const second = f.stage === S_SECOND;
    const card = f.faceUp[move] ?? 0;
    f.hands[seat * KINDS + card] = (f.hands[seat * KINDS + card] ?? 0) + 1;
    f.faceUp[move] = f.drawHead < f.drawEnd ? (f.drawPile[f.drawHead++] ?? -1) : -1;
    maintainW(f);
    afterDrawW(f, card === LOCO || second);
  } else if (move === MOVE_BLIND) {
    // TTR-71
    const second = f.stage === S_SECOND;
    const card = takeTopW(f);
    f.hands[seat * KINDS + card] = (f.hands[seat * KINDS + card] ?? 0) + 1;
    maintainW(f);
    afterDrawW(f, second);
  } else if (move === MOVE_TICKETS) drawTicketsW(f, seat);
  else if (move === MOVE_PASS) endTurnW(f, true);
  else if (move >= KEEP_BASE) keepW(f, seat, move - KEEP_BASE);
  else claimW(f, seat, move - CLAIM_BASE);
}
