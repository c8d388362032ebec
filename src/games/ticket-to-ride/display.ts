/**
 * Train-card piles and the face-up display (docs/rules/ticket-to-ride.md: TTR-80 to TTR-86, TTR-D3,
 * TTR-D4). Every helper that changes cards takes the action's `Cow` and its `Draft` first and mutates
 * the draft, copying each pile once through the `Cow`; the input state is never touched.
 */
import type { Cow, Writable } from '../../engine/cow.js';
import { openRng, type Rng } from '../../engine/rng.js';
import { at, CARD_KINDS, LOCO, TRAIN_CARDS } from './data.js';
import type { TtrEvent, TtrState } from './types.js';

/** The writable state of one `apply` (a `Cow.own` copy) whose `events` is this action's own list (TTR-121). */
export type Draft = Omit<Writable<TtrState>, 'events'> & { events: TtrEvent[] };

/** A lazily opened generator: opened from the draft's `rng` on first use, written back by the caller. */
export interface RngBox {
  rng: Rng | null;
}

/** Starts the draft of `s` for one action: a shallow copy owned by `cow` with an empty event list. */
export function startDraft(cow: Cow, s: TtrState): Draft {
  const d = cow.own(s) as Draft;
  d.events = [];
  return d;
}

/** Appends an event of this action to the draft (mutates `d.events`, TTR-121). */
export function emit(d: Draft, e: TtrEvent): void {
  d.events.push(e);
}

/** Maximum display resets in one maintenance run (TTR-81 step 3). */
export const MAX_RESETS = 1000;
/** Locomotives showing that trigger a reset (TTR-81): 3. */
export const RESET_THRESHOLD: number = TRAIN_CARDS.faceUpLocomotiveResetThreshold;

/**
 * TTR-85: shuffles the whole discard pile with the game generator into the draw pile (mutates the
 * draft). Call only when the draw pile is empty and the discard pile is not.
 */
export function reshuffle(cow: Cow, d: Draft, box: RngBox): void {
  box.rng ??= openRng(d.rng);
  d.drawPile = box.rng.shuffle(cow.field(d, 'discardPile'));
  d.discardPile = [];
  emit(d, { type: 'reshuffled', drawPileSize: d.drawPile.length });
}

/**
 * Takes the top card of the draw pile, reshuffling first if needed (TTR-85; mutates the draft);
 * undefined if both piles are empty (TTR-86).
 */
export function takeTop(cow: Cow, d: Draft, box: RngBox): number | undefined {
  if (d.drawPile.length === 0) {
    if (d.discardPile.length === 0) return undefined;
    reshuffle(cow, d, box);
  }
  return cow.field(d, 'drawPile').shift();
}

/** Counts the locomotives showing face up. */
export function faceUpLocomotives(faceUp: readonly (number | null)[]): number {
  let n = 0;
  for (const c of faceUp) if (c === LOCO) n++;
  return n;
}

/** Non-locomotive cards in the pool: draw pile + discard pile + display (TTR-81 step 2, TTR-82). */
export function poolNonLocomotives(
  drawPile: readonly number[],
  discardPile: readonly number[],
  faceUp: readonly (number | null)[],
): number {
  let n = 0;
  for (const c of drawPile) if (c !== LOCO) n++;
  for (const c of discardPile) if (c !== LOCO) n++;
  for (const c of faceUp) if (c !== null && c !== LOCO) n++;
  return n;
}

/**
 * True when maintenance (TTR-81) could change anything: an empty slot with a card available, or
 * 3+ locomotives showing. Lets `maintainDisplay` return before copying anything on the hot path.
 */
export function needsMaintenance(drawPile: readonly number[], discardPile: readonly number[], faceUp: readonly (number | null)[]): boolean {
  if (faceUpLocomotives(faceUp) >= RESET_THRESHOLD) return true;
  if (drawPile.length === 0 && discardPile.length === 0) return false;
  for (const c of faceUp) if (c === null) return true;
  return false;
}

/**
 * Display maintenance (TTR-81; mutates the draft): fill empty slots in ascending order from the draw
 * pile (reshuffling when needed); if 3+ locomotives show and the pool holds 3+ non-locomotive cards,
 * discard the five face-up cards in slot order and repeat; stop after 1000 resets (TTR-D3). Writes
 * the generator back.
 */
export function maintainDisplay(cow: Cow, d: Draft): void {
  if (!needsMaintenance(d.drawPile, d.discardPile, d.faceUp)) return;
  const faceUp = cow.field(d, 'faceUp');
  const box: RngBox = { rng: null };
  let resets = 0;
  for (;;) {
    for (let s = 0; s < faceUp.length; s++) {
      if (faceUp[s] !== null) continue;
      const card = takeTop(cow, d, box);
      if (card === undefined) break;
      faceUp[s] = card;
      emit(d, { type: 'slotRefilled', slot: s, card: at(CARD_KINDS, card, 'card kind') });
    }
    if (faceUpLocomotives(faceUp) < RESET_THRESHOLD) break;
    if (poolNonLocomotives(d.drawPile, d.discardPile, faceUp) < RESET_THRESHOLD) break;
    if (resets >= MAX_RESETS) {
      d.resetCapHit = true;
      break;
    }
    const discarded: number[] = [];
    for (let s = 0; s < faceUp.length; s++) {
      const c = faceUp[s];
      if (c !== null && c !== undefined) discarded.push(c);
      faceUp[s] = null;
    }
    const discardPile = cow.field(d, 'discardPile');
    for (const c of discarded) discardPile.push(c);
    emit(d, { type: 'displayReset', discarded: discarded.map((c) => at(CARD_KINDS, c, 'card kind')) });
    resets++;
  }
  if (box.rng) d.rng = box.rng.state();
}

/** TTR-74: a second card can be taken (draw or discard pile non-empty, or a face-up non-locomotive). */
export function secondCardAvailable(
  drawPile: readonly number[],
  discardPile: readonly number[],
  faceUp: readonly (number | null)[],
): boolean {
  if (drawPile.length > 0 || discardPile.length > 0) return true;
  for (const c of faceUp) if (c !== null && c !== LOCO) return true;
  return false;
}
