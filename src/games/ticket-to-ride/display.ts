/**
 * Train-card piles and the face-up display (TTR-80 to TTR-86, TTR-D3, TTR-D4). Works on a mutable
 * `CardDraft` whose arrays the caller has already copied, so the input state is never mutated.
 */
import { openRng, type Rng } from '../../engine/rng.js';
import type { RngState } from '../../engine/rng.js';
import { CARD_KINDS, LOCO, TRAIN_CARDS } from './data.js';
import type { TtrEvent } from './types.js';

/** The card piles being changed by one action: arrays are private copies (index 0 = top). */
export interface CardDraft {
  drawPile: number[];
  discardPile: number[];
  faceUp: (number | null)[];
  rng: RngState;
  resetCapHit: boolean;
  /** Event sink (TTR-121): slotRefilled, displayReset and reshuffled are pushed here when present. */
  events?: TtrEvent[];
  /** True when `discardPile` is still shared with the previous state: it is copied before any change. */
  sharedDiscard?: boolean;
}

/** Maximum display resets in one maintenance run (TTR-81 step 3). */
export const MAX_RESETS = 1000;
/** Locomotives showing that trigger a reset (TTR-81): 3. */
export const RESET_THRESHOLD: number = TRAIN_CARDS.faceUpLocomotiveResetThreshold;

/**
 * TTR-85: shuffles the whole discard pile with the game generator into the draw pile. Call only when
 * the draw pile is empty and the discard pile is not.
 */
export function reshuffle(d: CardDraft, rngBox: { rng: Rng | null }): void {
  rngBox.rng ??= openRng(d.rng);
  d.drawPile = rngBox.rng.shuffle(d.sharedDiscard ? d.discardPile.slice() : d.discardPile);
  d.discardPile = [];
  d.sharedDiscard = false;
  d.events?.push({ type: 'reshuffled', drawPileSize: d.drawPile.length });
}

/** Takes the top card of the draw pile, reshuffling first if needed (TTR-85); undefined if both piles are empty (TTR-86). */
export function takeTop(d: CardDraft, rngBox: { rng: Rng | null }): number | undefined {
  if (d.drawPile.length === 0) {
    if (d.discardPile.length === 0) return undefined;
    reshuffle(d, rngBox);
  }
  return d.drawPile.shift();
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
 * 3+ locomotives showing. Lets callers skip copying the piles on the hot path.
 */
export function needsMaintenance(drawPile: readonly number[], discardPile: readonly number[], faceUp: readonly (number | null)[]): boolean {
  if (faceUpLocomotives(faceUp) >= RESET_THRESHOLD) return true;
  if (drawPile.length === 0 && discardPile.length === 0) return false;
  for (const c of faceUp) if (c === null) return true;
  return false;
}

/**
 * Display maintenance (TTR-81): fill empty slots in ascending order from the draw pile (reshuffling
 * when needed); if 3+ locomotives show and the pool holds 3+ non-locomotive cards, discard the five
 * face-up cards in slot order and repeat; stop after 1000 resets (TTR-D3). Writes the generator back.
 */
export function maintainDisplay(d: CardDraft): void {
  const box: { rng: Rng | null } = { rng: null };
  let resets = 0;
  for (;;) {
    for (let s = 0; s < d.faceUp.length; s++) {
      if (d.faceUp[s] !== null) continue;
      const card = takeTop(d, box);
      if (card === undefined) break;
      d.faceUp[s] = card;
      d.events?.push({ type: 'slotRefilled', slot: s, card: CARD_KINDS[card]! });
    }
    if (faceUpLocomotives(d.faceUp) < RESET_THRESHOLD) break;
    if (poolNonLocomotives(d.drawPile, d.discardPile, d.faceUp) < RESET_THRESHOLD) break;
    if (resets >= MAX_RESETS) {
      d.resetCapHit = true;
      break;
    }
    const discarded: number[] = [];
    for (let s = 0; s < d.faceUp.length; s++) {
      const c = d.faceUp[s];
      if (c !== null && c !== undefined) discarded.push(c);
      d.faceUp[s] = null;
    }
    if (d.sharedDiscard) {
      d.discardPile = d.discardPile.slice();
      d.sharedDiscard = false;
    }
    for (const c of discarded) d.discardPile.push(c);
    d.events?.push({ type: 'displayReset', discarded: discarded.map((c) => CARD_KINDS[c]!) });
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
