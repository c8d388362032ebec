/**
 * Turn flow (HR-4.7, HR-5.2, HR-5.5): turn start draws, turn end cleanup, rounds and the round limit,
 * fanning the flames (HR-12).
 */
import { CARDS, type CardId } from './data.js';
import { drawW, gameOverW, takeFromHandW } from './state.js';
import type { HrState } from './types.js';

/** TURN_START (HR-5.2): the active player draws 1 card, or 3 while holding a Tender (HR-11.4). */
export function turnStartW(s: HrState): void {
  s.turn++;
  s.phase = 'ACTIONS';
  const n = s.players[s.active]!.tender > 0 ? 3 : 1;
  for (let i = 0; i < n; i++) {
    if (!drawW(s, s.active)) return;
  }
  s.events.push({ kind: 'DRAW', seat: s.active, count: n });
}

/**
 * TURN_END cleanup (HR-5.5) steps 1–2: stolen cards still in hand are discarded, the Gluttony flag is
 * cleared, then the hand limit (phase HAND_LIMIT) or straight on to steps 3–4.
 */
export function endTurnW(s: HrState): void {
  const p = s.players[s.active]!;
  for (const c of p.stolen) {
    const i = p.hand.indexOf(c);
    if (i >= 0) {
      p.hand.splice(i, 1);
      s.discard.push(c);
    }
  }
  p.stolen = [];
  s.gluttonyUsed = false;
  s.move = null;
  s.entering = null;
  if (s.config.handLimit !== null && p.hand.length > s.config.handLimit) {
    s.phase = 'HAND_LIMIT';
    return;
  }
  nextTurnW(s);
}

/** HR-5.5 steps 3–4: round counter, round limit, then the next seat's TURN_START. */
export function nextTurnW(s: HrState): void {
  const next = (s.active + 1) % s.seats;
  if (next === s.firstSeat) {
    s.round++;
    if (s.config.roundLimit !== null && s.round >= s.config.roundLimit) {
      gameOverW(s, 'ROUND_LIMIT');
      return;
    }
  }
  s.active = next;
  turnStartW(s);
}

/** DISCARD in HAND_LIMIT (HR-5.5 step 2). Returns an error code or null. */
export function handLimitDiscardW(s: HrState, card: CardId): string | null {
  const p = s.players[s.active]!;
  if (!takeFromHandW(p, card)) return 'HR_CARD_NOT_IN_HAND';
  s.discard.push(card);
  if (p.hand.length <= s.config.handLimit!) nextTurnW(s);
  return null;
}

/** STOKE (HR-12): checks in order, discard, draw `brimstone` cards one at a time, end the turn. */
export function stokeW(s: HrState, card: CardId): string | null {
  const p = s.players[s.active]!;
  if (!p.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  if (p.tender > 0) return 'HR_STOKE_WITH_TENDER';
  if (s.gluttonyUsed) return 'HR_STOKE_AFTER_GLUTTONY';
  takeFromHandW(p, card);
  s.discard.push(card);
  const n = CARDS[card]!.brimstone;
  for (let i = 0; i < n; i++) if (!drawW(s, s.active)) return null;
  s.events.push({ kind: 'DRAW', seat: s.active, count: n });
  endTurnW(s);
  return null;
}
