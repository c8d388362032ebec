/**
 * State helpers shared by the HellRail rule modules (see docs/rules/hellrail.md): the copy-on-write
 * `Draft` of one `apply`, sub-phase changes (`setStepW`, HR-5.1), loads, hand moves, drawing,
 * reveals and reshuffles (HR-13), derailment (HR-8).
 *
 * Mutation: only functions named `*W` mutate, and each takes the `Draft` as its first argument. A
 * `Draft` copies an object the first time a rule asks for it writable (`Cow`, src/engine/cow.ts),
 * so the caller's state is never changed; everything read through `d.s` without asking is shared
 * with the input and must not be mutated.
 */
import { Cow, type Writable } from '../../engine/cow.js';
import { openRng } from '../../engine/rng.js';
import { CIRCLE_AT, EDGE_INDEX, G_CELL, WIDTH, at, masksOf, type CardId, type CircleId } from './data.js';
import type { HrCore, HrPlayer, HrState, HrStep, RailCell } from './types.js';

/** The writable root of a draft: the state with its top-level fields writable. */
export type DraftState = Writable<HrState>;
/** A writable player of a draft (its arrays still shared until asked for). */
export type DraftPlayer = Writable<HrPlayer>;

/** The array fields of the state that rules append to or splice. */
type StateArray = 'drawPile' | 'discard' | 'board' | 'circleTokens' | 'circleFaceUp' | 'claimed' | 'reserve';
/** The array fields of a player. */
type PlayerArray = 'hand' | 'stolen' | 'train' | 'setOut';

/** The copy-on-write draft of one `apply` (or of one trial move in legal.ts). Never reuse it. */
export class Draft {
  readonly cow: Cow;
  /** The writable root. Nested objects are the input's until made writable through the methods. */
  readonly s: DraftState;

  /** `cow` defaults to a fresh `Cow`; the playout path (playout/play.ts) passes one that copies nothing. */
  constructor(state: HrState, cow: Cow = new Cow()) {
    this.cow = cow;
    this.s = this.cow.own(state);
    this.s.events = [];
  }

  /** A writable state array (copied once). */
  arr<K extends StateArray>(key: K): Writable<HrCore[K]> {
    return this.cow.field(this.s as Writable<HrCore>, key) as Writable<HrCore[K]>;
  }
  /** The writable supply (HR-4.4). */
  supply(): Writable<HrCore['supply']> {
    return this.cow.field(this.s as Writable<HrCore>, 'supply');
  }
  /** The writable statistics counters. */
  stats(): Writable<HrCore['stats']> {
    return this.cow.field(this.s as Writable<HrCore>, 'stats');
  }
  /** Writable player `seat` (copies the players array and that player once). */
  player(seat: number): DraftPlayer {
    return this.cow.field(this.cow.field(this.s as Writable<HrCore>, 'players'), seat);
  }
  /** A writable array of player `seat` (hand, stolen marks, train or set-out pile). */
  pArr(seat: number, key: PlayerArray): CardId[] {
    return this.cow.field(this.player(seat), key);
  }
}

/** Replaces the sub-phase and all its data at once (HR-5.1). */
export function setStepW(d: Draft, step: HrStep): void {
  const s = d.s as Writable<HrCore> & { [K in keyof HrStep]: HrStep[K] | null };
  s.phase = step.phase;
  s.move = step.move;
  s.entering = step.entering;
  s.gluttony = step.gluttony;
  s.reaction = step.reaction;
  s.thievery = step.thievery;
}

/** The sub-phases that carry no data (HR-5.1), one shared frozen step each (`setStepW` copies its fields). */
type IdlePhase = 'ACTIONS' | 'FALSE_PATH' | 'HAND_LIMIT' | 'GAME_OVER';
const IDLE: Readonly<Record<IdlePhase, HrStep>> = {
  ACTIONS: idleStep('ACTIONS'),
  FALSE_PATH: idleStep('FALSE_PATH'),
  HAND_LIMIT: idleStep('HAND_LIMIT'),
  GAME_OVER: idleStep('GAME_OVER'),
};
function idleStep(phase: IdlePhase): HrStep {
  return Object.freeze({ phase, move: null, entering: null, gluttony: null, reaction: null, thievery: null });
}
/** A sub-phase that carries no data (HR-5.1): a shared, frozen step (copy it, as `setStepW` and spreads do). */
export const idle = (phase: IdlePhase): HrStep => IDLE[phase];

/** Cell index of an engine. */
export const posIndex = (p: HrPlayer): number => p.pos.y * WIDTH + p.pos.x;
/** The circle an engine is in, or null if it is on a rail cell (HR-3.7). */
export const engineCircle = (p: HrPlayer): CircleId | null => (p.pos.entry === null ? (CIRCLE_AT[posIndex(p)] ?? null) : null);
/** Entry edge index of an engine on rail, -1 in a circle. */
export const entryIndex = (p: HrPlayer): number => (p.pos.entry === null ? -1 : EDGE_INDEX[p.pos.entry]);

/** The top card of a rail stack (HR-3.6). */
export const topOf = (cell: RailCell) => at(cell.stack, cell.stack.length - 1);

/** Path mask of a rail cell's top card at the cell's rotation (HR-3.5); 0 for no rail. */
export function cellMask(cell: RailCell | null | undefined): number {
  if (!cell) return 0;
  const top = topOf(cell);
  return at(masksOf(top.card), top.rot);
}

/** Seat of the engine standing on rail cell `i` (engines in circles excluded), or -1 (HR-3.8). */
export function engineOnRail(s: HrState, i: number): number {
  const players = s.players;
  for (let k = 0; k < players.length; k++) {
    const p = at(players, k);
    if (p.pos.entry !== null && p.pos.y * WIDTH + p.pos.x === i) return k;
  }
  return -1;
}

/** A train's load: cars plus one per Tender (HR-7.2). */
export const load = (p: HrPlayer): number => p.train.length + p.tender;

/** True if a train at `p` can take one more load under `maxCars` (HR-6.1, HR-9.9). */
export const hasRoom = (s: HrState, p: HrPlayer): boolean => s.config.maxCars === null || load(p) < s.config.maxCars;

/** Removes `card` from `seat`'s hand, clearing its stolen mark (HR-9.10). False if absent. */
export function takeFromHandW(d: Draft, seat: number, card: CardId): boolean {
  const p = at(d.s.players, seat);
  const i = p.hand.indexOf(card);
  if (i < 0) return false;
  d.pArr(seat, 'hand').splice(i, 1);
  const j = p.stolen.indexOf(card);
  if (j >= 0) d.pArr(seat, 'stolen').splice(j, 1);
  return true;
}

/** Puts cards on the discard pile (HR-13). */
export function discardW(d: Draft, ...cards: CardId[]): void {
  const pile = d.arr('discard');
  for (const c of cards) pile.push(c);
}

/** Ends the game at once (HR-13.3, HR-13.4). */
export function gameOverW(d: Draft, reason: 'EXHAUSTION' | 'ROUND_LIMIT'): void {
  setStepW(d, idle('GAME_OVER'));
  d.s.endReason = reason;
  d.s.events.push({ kind: 'GAME_END', reason });
}

/**
 * After the draw pile lost a card: reshuffle the discards into a new draw pile (HR-13.2), or end the
 * game if there is nothing to shuffle (HR-13.3). Returns false when the game ended.
 */
function refillW(d: Draft): boolean {
  const s = d.s;
  if (s.drawPile.length > 0) return true;
  if (s.discard.length === 0) {
    gameOverW(d, 'EXHAUSTION');
    return false;
  }
  const rng = openRng(s.rng);
  s.drawPile = rng.shuffle(s.discard.slice());
  s.discard = [];
  s.rng = rng.state();
  d.stats().reshuffles++;
  s.events.push({ kind: 'RESHUFFLE', size: s.drawPile.length });
  return true;
}

/** Draws one card into `seat`'s hand (HR-13.1), then reshuffles or ends the game. False = game over. */
export function drawW(d: Draft, seat: number): boolean {
  const card = d.arr('drawPile').pop();
  if (card === undefined) {
    gameOverW(d, 'EXHAUSTION');
    return false;
  }
  d.pArr(seat, 'hand').push(card);
  return refillW(d);
}

/**
 * Reveals the top card (HR-9.7): it is kept in `s.revealed` until `discardRevealedW`. Returns the
 * card, or null if the reveal ended the game (the effect then stops; the card stays revealed).
 */
export function revealW(d: Draft): CardId | null {
  const card = d.arr('drawPile').pop();
  if (card === undefined) throw new Error('hellrail: reveal from an empty draw pile (HR-13.2 keeps it non-empty)');
  d.s.revealed = card;
  d.s.events.push({ kind: 'REVEAL', card });
  return refillW(d) ? card : null;
}

/** Puts the revealed card on the discard pile (HR-9.7 step 3). */
export function discardRevealedW(d: Draft): void {
  if (d.s.revealed !== null) discardW(d, d.s.revealed);
  d.s.revealed = null;
}

/**
 * Derails `seat`'s engine (HR-8.1): hand discarded (unless pushed and `pushDerailDiscardsHand` is
 * false), every car discarded, every Tender back to the supply, engine placed in G without entering.
 * The caller ends the turn if `seat` is the active player (HR-5.6).
 */
export function derailW(d: Draft, seat: number, byPush: boolean): void {
  const p = d.player(seat);
  const discarded: CardId[] = [];
  if (!byPush || d.s.config.pushDerailDiscardsHand) {
    discarded.push(...p.hand);
    p.hand = [];
    p.stolen = [];
  }
  discarded.push(...p.train);
  p.train = [];
  if (p.tender > 0) d.supply().TENDER += p.tender;
  p.tender = 0;
  discardW(d, ...discarded);
  p.pos = { x: G_CELL % WIDTH, y: Math.floor(G_CELL / WIDTH), entry: null };
  d.stats().derailments++;
  d.s.events.push({ kind: 'DERAIL', seat, discarded });
}

/** Adds a car to the rear of `seat`'s train, or discards it if the train is full (HR-9.9). */
export function addCarW(d: Draft, seat: number, car: CardId): void {
  if (hasRoom(d.s, at(d.s.players, seat))) d.pArr(seat, 'train').push(car);
  else discardW(d, car);
}

/** Removes `car` from `seat`'s train if it is there (HR-11.5 step 3); true if it was. */
export function takeCarW(d: Draft, seat: number, car: CardId): boolean {
  const i = at(d.s.players, seat).train.indexOf(car);
  if (i < 0) return false;
  d.pArr(seat, 'train').splice(i, 1);
  return true;
}

/** Soul Catcher effect (HR-11.5 step 3): the named car goes to the discard pile. */
export function removeCarW(d: Draft, seat: number, car: CardId): void {
  if (takeCarW(d, seat, car)) discardW(d, car);
}
