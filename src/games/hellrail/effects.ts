/**
 * Circle effects (see docs/rules/hellrail.md HR-9, HR-10): the circle entry procedure, availability,
 * parameter shapes and the resolution of all fifteen effects, and the effect sub-phases FALSE_PATH,
 * GLUTTONY and THIEVERY_GIVE. Heresy reactions (HR-9.8) are resumed by reaction.ts. Checks are pure;
 * `*W` functions mutate the `Draft`.
 *
 * Imports: effects.ts depends on state.ts only (never on movement.ts), which keeps the folder's
 * import graph acyclic.
 */
import { openRng } from '../../engine/rng.js';
import { CELLS, CIRCLE_AT, at, cardOf, inArea, idx } from './data.js';
import type { CardId, CircleId, EffectId } from './data.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import {
  addCarW,
  discardRevealedW,
  discardW,
  engineOnRail,
  idle,
  load,
  revealW,
  setStepW,
  takeCarW,
  takeFromHandW,
  topOf,
  type Draft,
} from './state.js';
import type { EffectSource, HrEntering, HrGluttony, HrState, Resume } from './types.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCell = (v: unknown): boolean => isObj(v) && Object.keys(v).length === 2 && Number.isInteger(v.x) && Number.isInteger(v.y);
const onlyKeys = (o: Record<string, unknown>, req: string[], opt: string[] = []): boolean =>
  req.every((k) => k in o && o[k] !== undefined) && Object.keys(o).every((k) => req.includes(k) || (opt.includes(k) && true));
const isRot = (v: unknown): boolean => v === 0 || v === 1 || v === 2 || v === 3;

/**
 * HR-5.8 EffectParams shape for an effect (HR_BAD_PARAMS when false): Abyss {card, cell}; Delinquency
 * {cell, moveFrom?}; False Path {card, cell, rotation}; Geryon and Thievery {car}; Guard Duty
 * {circle}; Lust {target: seat}; Shift Change {target: {kind…}}; the other effects take no params.
 */
export function paramsShapeOk(token: EffectId, params: unknown): boolean {
  if (params === undefined) return !NEEDS_PARAMS.has(token);
  if (!isObj(params)) return false;
  switch (token) {
    case 'ABYSS':
      return onlyKeys(params, ['card', 'cell']) && typeof params.card === 'string' && isCell(params.cell);
    case 'DELINQUENCY':
      return onlyKeys(params, ['cell'], ['moveFrom']) && isCell(params.cell) && (params.moveFrom === undefined || isCell(params.moveFrom));
    case 'FALSE_PATH':
      return (
        onlyKeys(params, ['card', 'cell', 'rotation']) && typeof params.card === 'string' && isCell(params.cell) && isRot(params.rotation)
      );
    case 'GERYON':
    case 'THIEVERY':
      return onlyKeys(params, ['car']) && typeof params.car === 'string';
    case 'GUARD_DUTY':
      // Any string or number is well-formed; values other than 'G' and 1–9 are HR_BAD_TARGET (HR-10.9).
      return onlyKeys(params, ['circle']) && (typeof params.circle === 'string' || typeof params.circle === 'number');
    case 'LUST':
      return onlyKeys(params, ['target']) && Number.isInteger(params.target);
    case 'SHIFT_CHANGE': {
      if (!onlyKeys(params, ['target']) || !isObj(params.target)) return false;
      const t = params.target;
      if (t.kind === 'circle') return onlyKeys(t, ['kind', 'circle']) && Number.isInteger(t.circle);
      if (t.kind === 'engine') return onlyKeys(t, ['kind', 'player']) && Number.isInteger(t.player);
      if (t.kind === 'reserve') return onlyKeys(t, ['kind']);
      // An unknown kind is a well-formed but disallowed target: HR_BAD_TARGET (HR-10.13).
      return typeof t.kind === 'string';
    }
    default:
      return Object.keys(params).length === 0;
  }
}
const NEEDS_PARAMS = new Set<EffectId>(['ABYSS', 'DELINQUENCY', 'FALSE_PATH', 'GERYON', 'THIEVERY', 'GUARD_DUTY', 'LUST', 'SHIFT_CHANGE']);

/** True if some rail cell with no engine has a top card of brimstone `b` in `hand` (Abyss, False Path). */
function brimstoneTargetExists(s: HrState, seat: number): boolean {
  const bs = new Set(at(s.players, seat).hand.map((c) => cardOf(c).brimstone));
  if (bs.size === 0) return false;
  for (let i = 0; i < CELLS; i++) {
    const cell = s.board[i];
    if (cell && bs.has(cardOf(topOf(cell).card).brimstone) && engineOnRail(s, i) < 0) return true;
  }
  return false;
}

/** HR-10 "Available when" of each effect, for `seat` (fromEngine: used from the engine card, HR-10.11). */
export function effectAvailable(s: HrState, seat: number, token: EffectId, fromEngine: boolean): boolean {
  const p = at(s.players, seat);
  switch (token) {
    case 'ABYSS':
    case 'FALSE_PATH':
      return brimstoneTargetExists(s, seat);
    case 'BOATMAN':
      return s.supply.BOATMAN > 0;
    case 'BRIMSTONE_TENDER':
      return s.supply.TENDER > 0 && (s.config.maxCars === null || load(p) + 1 <= s.config.maxCars);
    case 'CHAOS_REIGNS':
    case 'GLUTTONY':
    case 'GUARD_DUTY':
    case 'SHIFT_CHANGE':
      return true;
    case 'LUST':
      return s.seats > 1;
    case 'DELINQUENCY':
      return s.board.some((c) => c !== null && !c.check);
    case 'GERYON':
      return p.train.length > 0;
    case 'HERESY':
      return s.supply.HERESY > 0;
    case 'INFERNAL_POWER':
      return (fromEngine || p.engineToken === null) && s.reserve.length > 0;
    case 'SOUL_CATCHER':
      return p.soulCatcher === 0 && s.supply.SOUL_CATCHER > 0;
    case 'THIEVERY':
      return s.players.some((o, k) => k !== seat && o.train.length > 0);
  }
}

/** With `effectTokensFaceUp = false`, a circle's token turns face up when any engine enters it (HR-16). */
export function flipTokenW(d: Draft, cell: number): void {
  const c = CIRCLE_AT[cell] ?? null;
  if (c !== null && c !== 'G' && !d.s.circleFaceUp[c - 1]) d.arr('circleFaceUp')[c - 1] = true;
}

/** Whether the circle's own token may be used on entry `en` (HR-9.2, HR-9.6). */
export function circleOptionAvailable(s: HrState, seat: number, en: HrEntering): boolean {
  if (en.circle === 'G' || en.claimed) return false;
  return effectAvailable(s, seat, at(s.circleTokens, en.circle - 1), false);
}

/** Whether the engine-card token may be used on this entry (HR-9.2, HR-9.5). */
export function engineOptionAvailable(s: HrState, seat: number): boolean {
  const t = at(s.players, seat).engineToken;
  return t !== null && effectAvailable(s, seat, t, true);
}

/**
 * Circle entry procedure (HR-9.2): after the active engine's own STEP or JUMP into a circle. Goes to
 * CIRCLE_ENTRY if some option is available, else straight back to ACTIONS. Marks the circle claimed
 * with `firstVisitorOnly` (HR-9.6).
 */
export function enterCircleOwnW(d: Draft, seat: number, circle: CircleId): void {
  const s = d.s;
  const claimed = circle !== 'G' && s.config.firstVisitorOnly && at(s.claimed, circle - 1);
  const entering: HrEntering = { circle, claimed };
  if (circle !== 'G' && s.config.firstVisitorOnly) d.arr('claimed')[circle - 1] = true;
  if (circleOptionAvailable(s, seat, entering) || engineOptionAvailable(s, seat))
    setStepW(d, { phase: 'CIRCLE_ENTRY', entering, move: null, gluttony: null, reaction: null, thievery: null });
  else setStepW(d, idle('ACTIONS'));
}

/** Ends the effect (HR-9.4, HR-9.5): an engine token still floating goes face down to the reserve. */
export function finishEffectW(d: Draft): void {
  if (d.s.phase === 'GAME_OVER') return;
  if (d.s.floating !== null) {
    d.arr('reserve').push(d.s.floating);
    d.s.floating = null;
  }
  setStepW(d, idle('ACTIONS'));
}

/** Cell of a `{x, y}` param, or −1 outside the play area. */
const cellIdx = (c: { x: number; y: number }): number => (inArea(c.x, c.y) ? idx(c.x, c.y) : -1);

/** The checks shared by Abyss and False Path / ROTATE (HR-10.1, HR-10.6), in their order. */
export function checkBrimstoneTarget(s: HrState, seat: number, card: CardId, cell: { x: number; y: number }): HrErrorCode | null {
  if (!at(s.players, seat).hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  const i = cellIdx(cell);
  const rail = i >= 0 ? s.board[i] : null;
  if (!rail) return HrErrors.NO_RAIL_HERE;
  if (engineOnRail(s, i) >= 0) return HrErrors.ENGINE_ON_RAIL;
  if (cardOf(topOf(rail).card).brimstone !== cardOf(card).brimstone) return HrErrors.BRIMSTONE_MISMATCH;
  return null;
}

/** The rail at a checked target cell (checkBrimstoneTarget ran first). */
function railAt(s: HrState, i: number) {
  const rail = s.board[i];
  if (!rail) throw new Error(`hellrail: no rail at cell ${i} (the target was checked)`);
  return rail;
}

/** ROTATE (False Path, HR-10.6): checks, discard, set the rotation. Returns an error code or null. */
export function rotateW(d: Draft, seat: number, card: CardId, cell: { x: number; y: number }, rotation: number): HrErrorCode | null {
  const e = checkBrimstoneTarget(d.s, seat, card, cell);
  if (e) return e;
  const i = cellIdx(cell);
  const rail = railAt(d.s, i);
  const top = topOf(rail);
  if (top.rot === rotation) return HrErrors.BAD_TARGET;
  takeFromHandW(d, seat, card);
  discardW(d, card);
  d.arr('board')[i] = { stack: [...rail.stack.slice(0, -1), { card: top.card, rot: rotation as 0 }], check: rail.check };
  setStepW(d, idle('FALSE_PATH'));
  return null;
}

/**
 * Resolves effect `token` for `seat` with `params` (HR-10.1–10.15). Availability and the params shape
 * were checked by the caller. Returns an error code (nothing must be kept) or null.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function resolveEffectW(d: Draft, seat: number, token: EffectId, params: any, source: EffectSource): HrErrorCode | null {
  const s = d.s;
  switch (token) {
    case 'ABYSS': {
      const e = checkBrimstoneTarget(s, seat, params.card, params.cell);
      if (e) return e;
      takeFromHandW(d, seat, params.card);
      discardW(d, params.card);
      const i = cellIdx(params.cell);
      const rail = railAt(s, i);
      if (s.config.abyssRemovesStack || rail.stack.length === 1) {
        for (const sc of rail.stack) discardW(d, sc.card);
        if (rail.check) d.supply().CHECK++;
        d.arr('board')[i] = null;
      } else {
        discardW(d, topOf(rail).card);
        d.arr('board')[i] = { stack: rail.stack.slice(0, -1), check: rail.check };
      }
      break;
    }
    case 'BOATMAN':
      d.supply().BOATMAN--;
      d.player(seat).boatman++;
      break;
    case 'BRIMSTONE_TENDER':
      d.supply().TENDER--;
      d.player(seat).tender++;
      break;
    case 'HERESY':
      d.supply().HERESY--;
      d.player(seat).heresy++;
      break;
    case 'SOUL_CATCHER':
      d.supply().SOUL_CATCHER--;
      d.player(seat).soulCatcher++;
      break;
    case 'CHAOS_REIGNS': {
      const all: EffectId[] = [...s.circleTokens, ...s.reserve];
      s.players.forEach((o, k) => {
        if (o.engineToken === null) return;
        all.push(o.engineToken);
        d.player(k).engineToken = null;
      });
      if (s.floating !== null) all.push(s.floating);
      s.floating = null;
      const rng = openRng(s.rng);
      rng.shuffle(all);
      s.rng = rng.state();
      s.circleTokens = all.slice(0, 9);
      s.reserve = all.slice(9);
      s.claimed = s.claimed.map(() => false);
      s.circleFaceUp = s.circleFaceUp.map(() => s.config.effectTokensFaceUp);
      break;
    }
    case 'DELINQUENCY': {
      const i = cellIdx(params.cell);
      const target = i < 0 ? null : s.board[i];
      if (!target || target.check) return HrErrors.BAD_TARGET;
      if (s.supply.CHECK > 0) {
        if (params.moveFrom !== undefined) return HrErrors.BAD_TARGET;
        d.supply().CHECK--;
      } else {
        const j = params.moveFrom === undefined ? -1 : cellIdx(params.moveFrom);
        const from = j < 0 ? null : s.board[j];
        if (!from || !from.check) return HrErrors.BAD_TARGET;
        d.arr('board')[j] = { ...from, check: false };
      }
      d.arr('board')[i] = { ...target, check: true };
      break;
    }
    case 'FALSE_PATH':
      return rotateW(d, seat, params.card, params.cell, params.rotation);
    case 'GERYON': {
      if (!at(s.players, seat).train.includes(params.car)) return HrErrors.CAR_NOT_IN_TRAIN;
      const r = revealW(d);
      if (r === null) return null;
      takeCarW(d, seat, params.car);
      if (cardOf(r).brimstone === cardOf(params.car).brimstone) {
        d.pArr(seat, 'setOut').push(params.car);
        d.stats().deliveries++;
      } else discardW(d, params.car);
      discardRevealedW(d);
      break;
    }
    case 'GLUTTONY':
      s.gluttonyUsed = true;
      gluttonyContinueW(d, seat, { blocked: [], source });
      return null;
    case 'GUARD_DUTY': {
      const c = params.circle;
      if (!(c === 'G' || (Number.isInteger(c) && c >= 1 && c <= 9))) return HrErrors.BAD_TARGET;
      s.cerberus = c;
      break;
    }
    case 'INFERNAL_POWER': {
      const rng = openRng(s.rng);
      const k = rng.int(s.reserve.length);
      s.rng = rng.state();
      const [t] = d.arr('reserve').splice(k, 1);
      if (t === undefined) throw new Error('hellrail: Infernal Power with an empty reserve');
      d.player(seat).engineToken = t;
      break;
    }
    case 'LUST': {
      const t = params.target;
      if (!Number.isInteger(t) || t < 0 || t >= s.seats || t === seat) return HrErrors.BAD_TARGET;
      if (at(s.players, t).heresy > 0) return suspendW(d, t, { kind: 'LUST', target: t });
      lustW(d, seat, t);
      return null;
    }
    case 'SHIFT_CHANGE': {
      const t = params.target;
      if (t.kind === 'circle') {
        if (!(t.circle >= 1 && t.circle <= 9) || (source.kind === 'circle' && source.circle === t.circle)) return HrErrors.BAD_TARGET;
      } else if (t.kind === 'engine') {
        if (!(t.player >= 0 && t.player < s.seats) || at(s.players, t.player).engineToken === null) return HrErrors.BAD_TARGET;
        if (t.player !== seat && at(s.players, t.player).heresy > 0)
          return suspendW(d, t.player, { kind: 'SHIFT', player: t.player, source });
      } else if (t.kind !== 'reserve' || s.reserve.length === 0) return HrErrors.BAD_TARGET;
      shiftW(d, seat, t, source);
      return null;
    }
    case 'THIEVERY': {
      const owner = s.players.findIndex((o, k) => k !== seat && o.train.includes(params.car));
      if (owner < 0) return HrErrors.BAD_TARGET;
      if (at(s.players, owner).heresy > 0) return suspendW(d, owner, { kind: 'THIEVERY', target: owner, car: params.car });
      thieveryW(d, seat, owner, params.car);
      return null;
    }
  }
  finishEffectW(d);
  return null;
}

/** Suspends the effect for `seat`'s Heresy reaction (HR-9.8). */
export function suspendW(d: Draft, seat: number, resume: Resume): null {
  setStepW(d, { phase: 'REACTION', reaction: { seat, resume }, move: null, entering: null, gluttony: null, thievery: null });
  return null;
}

/** Lust after any reaction (HR-10.12 steps 2–5). */
export function lustW(d: Draft, seat: number, t: number): void {
  const r = revealW(d);
  if (r === null) return;
  const b = cardOf(r).brimstone;
  const players = () => d.s.players;
  const themHand = at(players(), t).hand;
  d.s.events.push({ kind: 'HAND_PEEK', seat, target: t, hand: themHand.slice(), visibleTo: [seat] });
  const theirs = themHand.filter((c) => cardOf(c).brimstone === b);
  if (theirs.length > 0) {
    for (const c of theirs) {
      takeFromHandW(d, t, c);
      d.pArr(seat, 'hand').push(c);
    }
    d.s.events.push({ kind: 'CARDS_MOVED', from: t, to: seat, cards: theirs, visibleTo: [t, seat] });
  } else {
    const myHand = at(players(), seat).hand;
    d.s.events.push({ kind: 'HAND_SHOWN', seat, hand: myHand.slice() });
    const mine = myHand.filter((c) => cardOf(c).brimstone === b);
    for (const c of mine) {
      takeFromHandW(d, seat, c);
      d.pArr(t, 'hand').push(c);
    }
    if (mine.length > 0) d.s.events.push({ kind: 'CARDS_MOVED', from: seat, to: t, cards: mine, visibleTo: [seat, t] });
  }
  discardRevealedW(d);
  finishEffectW(d);
}

/** A Shift Change target (HR-10.13). */
export type ShiftTarget = { kind: 'circle'; circle: number } | { kind: 'engine'; player: number } | { kind: 'reserve' };

/** Shift Change swap (HR-10.13 steps 2–3). */
export function shiftW(d: Draft, seat: number, t: ShiftTarget, source: EffectSource): void {
  const s = d.s;
  let other: EffectId;
  const place = (circle: number, token: EffectId) => {
    d.arr('circleTokens')[circle - 1] = token;
    d.arr('claimed')[circle - 1] = false;
    if (!s.config.effectTokensFaceUp) d.arr('circleFaceUp')[circle - 1] = false;
  };
  if (t.kind === 'circle') {
    other = at(s.circleTokens, t.circle - 1);
    place(t.circle, 'SHIFT_CHANGE');
  } else if (t.kind === 'engine') {
    const held = at(s.players, t.player).engineToken;
    if (held === null) throw new Error('hellrail: Shift Change with an empty engine card (checked before)');
    other = held;
    d.player(t.player).engineToken = 'SHIFT_CHANGE';
  } else {
    const rng = openRng(s.rng);
    const k = rng.int(s.reserve.length);
    s.rng = rng.state();
    const reserve = d.arr('reserve');
    const [picked] = reserve.splice(k, 1);
    if (picked === undefined) throw new Error('hellrail: Shift Change with an empty reserve (checked before)');
    other = picked;
    reserve.push('SHIFT_CHANGE');
  }
  if (source.kind === 'circle') place(source.circle, other);
  else {
    d.player(seat).engineToken = other;
    s.floating = null;
  }
  finishEffectW(d);
}

/** Thievery after any reaction (HR-10.15 steps 2–6). */
export function thieveryW(d: Draft, seat: number, target: number, car: CardId): void {
  const r = revealW(d);
  if (r === null) return;
  const b = cardOf(r).brimstone;
  if (cardOf(car).brimstone === b) {
    takeCarW(d, target, car);
    addCarW(d, seat, car);
    d.s.events.push({ kind: 'THIEVERY', seat, target, car, result: 'stolen' });
  } else {
    const candidates = at(d.s.players, seat).train.filter((c) => cardOf(c).brimstone === b);
    const [only] = candidates;
    if (candidates.length > 1) {
      setStepW(d, { phase: 'THIEVERY_GIVE', thievery: { target, candidates }, move: null, entering: null, gluttony: null, reaction: null });
      return;
    }
    if (only !== undefined) giveW(d, seat, target, only);
    d.s.events.push({ kind: 'THIEVERY', seat, target, car: only ?? car, result: only !== undefined ? 'given' : 'nothing' });
  }
  discardRevealedW(d);
  finishEffectW(d);
}

function giveW(d: Draft, seat: number, target: number, car: CardId): void {
  takeCarW(d, seat, car);
  addCarW(d, target, car);
}

/** GIVE_CAR (HR-10.15 step 4). Returns an error code or null. */
export function giveCarW(d: Draft, seat: number, car: CardId): HrErrorCode | null {
  const s = d.s;
  if (s.phase !== 'THIEVERY_GIVE') throw new Error(`hellrail: GIVE_CAR in ${s.phase}`);
  const th = s.thievery;
  if (!th.candidates.includes(car)) return HrErrors.BAD_TARGET;
  giveW(d, seat, th.target, car);
  d.s.events.push({ kind: 'THIEVERY', seat, target: th.target, car, result: 'given' });
  discardRevealedW(d);
  finishEffectW(d);
  return null;
}

/** Seats from which a Gluttony may still steal (HR-10.8 step 2), `blocked` = seats that blocked it. */
export function gluttonyEligible(s: HrState, seat: number, blocked: readonly number[]): number[] {
  const out: number[] = [];
  s.players.forEach((o, k) => {
    if (k !== seat && o.hand.length > 0 && !blocked.includes(k)) out.push(k);
  });
  return out;
}

/** HR-10.8 step 2: ends Gluttony when the hand is strictly largest or no one is eligible. */
export function gluttonyContinueW(d: Draft, seat: number, g: HrGluttony): void {
  const s = d.s;
  const mine = at(s.players, seat).hand.length;
  const largest = s.players.every((o, k) => k === seat || o.hand.length < mine);
  if (largest || gluttonyEligible(s, seat, g.blocked).length === 0) finishEffectW(d);
  else setStepW(d, { phase: 'GLUTTONY', gluttony: g, move: null, entering: null, reaction: null, thievery: null });
}

/** STEAL (HR-10.8 step 3). Returns an error code or null. */
export function stealW(d: Draft, seat: number, from: number): HrErrorCode | null {
  const s = d.s;
  if (s.phase !== 'GLUTTONY') throw new Error(`hellrail: STEAL in ${s.phase}`);
  const g = s.gluttony;
  if (!gluttonyEligible(s, seat, g.blocked).includes(from)) return HrErrors.STEAL_NOT_ALLOWED;
  if (at(s.players, from).heresy > 0) return suspendW(d, from, { kind: 'GLUTTONY', from, gluttony: g });
  takeRandomW(d, seat, from);
  gluttonyContinueW(d, seat, g);
  return null;
}

/** Gluttony's random steal from `from` (HR-10.8 step 3, HR-4.8): the card is marked stolen. */
export function takeRandomW(d: Draft, seat: number, from: number): void {
  const s = d.s;
  const hand = at(s.players, from).hand;
  const rng = openRng(s.rng);
  const card = at(hand, rng.int(hand.length));
  s.rng = rng.state();
  takeFromHandW(d, from, card);
  d.pArr(seat, 'hand').push(card);
  d.pArr(seat, 'stolen').push(card);
  s.events.push({ kind: 'STEAL', from, to: seat, card, visibleTo: [from, seat] });
}
