/**
 * State helpers shared by the HellRail rule modules: the copy-on-write draft, loads, hand moves,
 * drawing, reveals and reshuffles (HR-13), derailment (HR-8). Functions named `*W` mutate a draft
 * produced by `draft()`, never the caller's input.
 */
import { openRng } from '../../engine/rng.js';
import { CARD_MASKS, CIRCLE_AT, EDGES, EDGE_INDEX, G_CELL, WIDTH, type CardId, type CircleId } from './data.js';
import type { HrPlayer, HrState, RailCell } from './types.js';

/**
 * Copies everything an action may change, so the draft can be mutated freely: top-level fields,
 * the card piles, the token arrays, each player with its card arrays. Board cells are replaced (never
 * mutated) when they change. About 20 small array copies: no deep JSON clone.
 */
export function draft(s: HrState): HrState {
  return {
    ...s,
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    board: s.board.slice(),
    circleTokens: s.circleTokens.slice(),
    circleFaceUp: s.circleFaceUp.slice(),
    claimed: s.claimed.slice(),
    reserve: s.reserve.slice(),
    supply: { ...s.supply },
    players: s.players.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      stolen: p.stolen.slice(),
      train: p.train.slice(),
      setOut: p.setOut.slice(),
    })),
    move: s.move ? { ...s.move } : null,
    gluttony: s.gluttony ? { ...s.gluttony, blocked: s.gluttony.blocked.slice() } : null,
    events: [],
    stats: { ...s.stats },
  };
}

/** Cell index of an engine. */
export const posIndex = (p: HrPlayer): number => p.pos.y * WIDTH + p.pos.x;
/** The circle an engine is in, or null if it is on a rail cell (HR-3.7). */
export const engineCircle = (p: HrPlayer): CircleId | null => (p.pos.entry === null ? CIRCLE_AT[posIndex(p)]! : null);
/** Entry edge index of an engine on rail, -1 in a circle. */
export const entryIndex = (p: HrPlayer): number => (p.pos.entry === null ? -1 : EDGE_INDEX[p.pos.entry]);

/** Path mask of a rail cell's top card at the cell's rotation (HR-3.5); 0 for no rail. */
export function cellMask(cell: RailCell | null): number {
  if (!cell) return 0;
  const top = cell.stack[cell.stack.length - 1]!;
  return CARD_MASKS[top.card]![top.rot]!;
}

/** Seat of the engine standing on rail cell `i` (engines in circles excluded), or -1 (HR-3.8). */
export function engineOnRail(s: HrState, i: number): number {
  for (let k = 0; k < s.players.length; k++) {
    const p = s.players[k]!;
    if (p.pos.entry !== null && p.pos.y * WIDTH + p.pos.x === i) return k;
  }
  return -1;
}

/** A train's load: cars plus one per Tender (HR-7.2). */
export const load = (p: HrPlayer): number => p.train.length + p.tender;

/** True if a train at `p` can take one more load under `maxCars` (HR-6.1, HR-9.9). */
export const hasRoom = (s: HrState, p: HrPlayer): boolean => s.config.maxCars === null || load(p) < s.config.maxCars;

/** Removes `card` from a draft player's hand, clearing its stolen mark (HR-9.10). False if absent. */
export function takeFromHandW(p: HrPlayer, card: CardId): boolean {
  const i = p.hand.indexOf(card);
  if (i < 0) return false;
  p.hand.splice(i, 1);
  const j = p.stolen.indexOf(card);
  if (j >= 0) p.stolen.splice(j, 1);
  return true;
}

/** Ends the game at once (HR-13.3, HR-13.4). */
export function gameOverW(s: HrState, reason: 'EXHAUSTION' | 'ROUND_LIMIT'): void {
  s.phase = 'GAME_OVER';
  s.endReason = reason;
  s.move = null;
  s.events.push({ kind: 'GAME_END', reason });
}

/**
 * After the draw pile lost a card: reshuffle the discards into a new draw pile (HR-13.2), or end the
 * game if there is nothing to shuffle (HR-13.3). Returns false when the game ended.
 */
function refillW(s: HrState): boolean {
  if (s.drawPile.length > 0) return true;
  if (s.discard.length === 0) {
    gameOverW(s, 'EXHAUSTION');
    return false;
  }
  const rng = openRng(s.rng);
  s.drawPile = rng.shuffle(s.discard);
  s.discard = [];
  s.rng = rng.state();
  s.stats.reshuffles++;
  s.events.push({ kind: 'RESHUFFLE', size: s.drawPile.length });
  return true;
}

/** Draws one card into `seat`'s hand (HR-13.1), then reshuffles or ends the game. False = game over. */
export function drawW(s: HrState, seat: number): boolean {
  const card = s.drawPile.pop();
  if (card === undefined) {
    gameOverW(s, 'EXHAUSTION');
    return false;
  }
  s.players[seat]!.hand.push(card);
  return refillW(s);
}

/**
 * Reveals the top card (HR-9.7): it is kept in `s.revealed` until `discardRevealedW`. Returns the
 * card, or null if the reveal ended the game (the effect then stops; the card stays revealed).
 */
export function revealW(s: HrState): CardId | null {
  const card = s.drawPile.pop()!;
  s.revealed = card;
  s.events.push({ kind: 'REVEAL', card });
  return refillW(s) ? card : null;
}

/** Puts the revealed card on the discard pile (HR-9.7 step 3). */
export function discardRevealedW(s: HrState): void {
  if (s.revealed !== null) s.discard.push(s.revealed);
  s.revealed = null;
}

/**
 * Derails `seat`'s engine (HR-8.1): hand discarded (unless pushed and `pushDerailDiscardsHand` is
 * false), every car discarded, every Tender back to the supply, engine placed in G without entering.
 * The caller ends the turn if `seat` is the active player (HR-5.6).
 */
export function derailW(s: HrState, seat: number, byPush: boolean): void {
  const p = s.players[seat]!;
  const discarded: CardId[] = [];
  if (!byPush || s.config.pushDerailDiscardsHand) {
    discarded.push(...p.hand);
    p.hand = [];
    p.stolen = [];
  }
  discarded.push(...p.train);
  p.train = [];
  s.supply.TENDER += p.tender;
  p.tender = 0;
  for (const c of discarded) s.discard.push(c);
  p.pos = { x: G_CELL % WIDTH, y: Math.floor(G_CELL / WIDTH), entry: null };
  s.stats.derailments++;
  s.events.push({ kind: 'DERAIL', seat, discarded });
}

/** Adds a car to the rear of a draft train, or discards it if the train is full (HR-9.9). */
export function addCarW(s: HrState, seat: number, car: CardId): void {
  const p = s.players[seat]!;
  if (hasRoom(s, p)) p.train.push(car);
  else s.discard.push(car);
}

/** Edge name of an index. */
export const edgeName = (e: number) => EDGES[e]!;
