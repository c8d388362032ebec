/**
 * Turn flow (see docs/rules/hellrail.md HR-4.7, HR-5.2, HR-5.5): turn start draws, turn end cleanup,
 * rounds and the round limit, fanning the flames (HR-12). `*W` functions mutate the `Draft`.
 */
import { at, cardOf, type CardId } from './data.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import { discardW, drawW, gameOverW, idle, setStepW, takeFromHandW, type Draft } from './state.js';

/** TURN_START (HR-5.2): the active player draws 1 card, or 3 while holding a Tender (HR-11.4). */
export function turnStartW(d: Draft): void {
  const s = d.s;
  s.turn++;
  setStepW(d, idle('ACTIONS'));
  const n = at(s.players, s.active).tender > 0 ? 3 : 1;
  for (let i = 0; i < n; i++) {
    if (!drawW(d, s.active)) return;
  }
  s.events.push({ kind: 'DRAW', seat: s.active, count: n });
}

/**
 * TURN_END cleanup (HR-5.5) steps 1–2: stolen cards still in hand are discarded, the Gluttony flag is
 * cleared, then the hand limit (phase HAND_LIMIT) or straight on to steps 3–4.
 */
export function endTurnW(d: Draft): void {
  const s = d.s;
  const seat = s.active;
  const stolen = at(s.players, seat).stolen;
  if (stolen.length > 0) {
    const hand = d.pArr(seat, 'hand');
    for (const c of stolen) {
      const i = hand.indexOf(c);
      if (i >= 0) {
        hand.splice(i, 1);
        discardW(d, c);
      }
    }
    d.player(seat).stolen = [];
  }
  s.gluttonyUsed = false;
  const limit = s.config.handLimit;
  if (limit !== null && at(s.players, seat).hand.length > limit) {
    setStepW(d, idle('HAND_LIMIT'));
    return;
  }
  setStepW(d, idle('ACTIONS'));
  nextTurnW(d);
}

/** HR-5.5 steps 3–4: round counter, round limit, then the next seat's TURN_START. */
export function nextTurnW(d: Draft): void {
  const s = d.s;
  const next = (s.active + 1) % s.seats;
  if (next === s.firstSeat) {
    s.round++;
    if (s.config.roundLimit !== null && s.round >= s.config.roundLimit) {
      gameOverW(d, 'ROUND_LIMIT');
      return;
    }
  }
  s.active = next;
  turnStartW(d);
}

/** DISCARD in HAND_LIMIT (HR-5.5 step 2). Returns an error code or null. */
export function handLimitDiscardW(d: Draft, card: CardId): HrErrorCode | null {
  const s = d.s;
  if (!takeFromHandW(d, s.active, card)) return HrErrors.CARD_NOT_IN_HAND;
  discardW(d, card);
  const limit = s.config.handLimit ?? Infinity;
  if (at(s.players, s.active).hand.length <= limit) nextTurnW(d);
  return null;
}

/** STOKE (HR-12): checks in order, discard, draw `brimstone` cards one at a time, end the turn. */
export function stokeW(d: Draft, card: CardId): HrErrorCode | null {
  const s = d.s;
  const p = at(s.players, s.active);
  if (!p.hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  if (p.tender > 0) return HrErrors.STOKE_WITH_TENDER;
  if (s.gluttonyUsed) return HrErrors.STOKE_AFTER_GLUTTONY;
  takeFromHandW(d, s.active, card);
  discardW(d, card);
  const n = cardOf(card).brimstone;
  for (let i = 0; i < n; i++) if (!drawW(d, s.active)) return null;
  s.events.push({ kind: 'DRAW', seat: s.active, count: n });
  endTurnW(d);
  return null;
}
