/**
 * Circle effects (HR-9, HR-10): the circle entry procedure, availability, parameter shapes and the
 * resolution of all fifteen effects, Heresy reactions (HR-9.8) and the effect sub-phases
 * (FALSE_PATH, GLUTTONY, THIEVERY_GIVE, REACTION).
 */
import { openRng } from '../../engine/rng.js';
import { CARDS, CIRCLE_AT, CIRCLE_CELL, CELLS, EFFECT_IDS, inArea, idx, type CardId, type CircleId, type EffectId } from './data.js';
import { addCarW, discardRevealedW, engineOnRail, hasRoom, load, revealW, takeFromHandW } from './state.js';
import { removeCarW, resumeStepW } from './movement.js';
import type { EffectSource, HrState, Resume } from './types.js';

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
  const bs = new Set(s.players[seat]!.hand.map((c) => CARDS[c]!.brimstone));
  if (bs.size === 0) return false;
  for (let i = 0; i < CELLS; i++) {
    const cell = s.board[i];
    if (cell && bs.has(CARDS[cell.stack[cell.stack.length - 1]!.card]!.brimstone) && engineOnRail(s, i) < 0) return true;
  }
  return false;
}

/** HR-10 "Available when" of each effect, for `seat` (fromEngine: used from the engine card, HR-10.11). */
export function effectAvailable(s: HrState, seat: number, token: EffectId, fromEngine: boolean): boolean {
  const p = s.players[seat]!;
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
export function flipTokenW(s: HrState, cell: number): void {
  const c = CIRCLE_AT[cell] ?? null;
  if (c !== null && c !== 'G' && !s.circleFaceUp[c - 1]) s.circleFaceUp[c - 1] = true;
}

/** Whether the circle's own token may be used on this entry (HR-9.2, HR-9.6). */
export function circleOptionAvailable(s: HrState, seat: number): boolean {
  const en = s.entering;
  if (!en || en.circle === 'G' || en.claimed) return false;
  return effectAvailable(s, seat, s.circleTokens[en.circle - 1]!, false);
}

/** Whether the engine-card token may be used on this entry (HR-9.2, HR-9.5). */
export function engineOptionAvailable(s: HrState, seat: number): boolean {
  const t = s.players[seat]!.engineToken;
  return t !== null && effectAvailable(s, seat, t, true);
}

/**
 * Circle entry procedure (HR-9.2): after the active engine's own STEP or JUMP into a circle. Goes to
 * CIRCLE_ENTRY if some option is available, else straight back to ACTIONS. Marks the circle claimed
 * with `firstVisitorOnly` (HR-9.6).
 */
export function enterCircleOwnW(s: HrState, seat: number, circle: CircleId): void {
  const claimed = circle !== 'G' && s.config.firstVisitorOnly && s.claimed[circle - 1]!;
  s.entering = { circle, claimed };
  if (circle !== 'G' && s.config.firstVisitorOnly) s.claimed[circle - 1] = true;
  if (circleOptionAvailable(s, seat) || engineOptionAvailable(s, seat)) s.phase = 'CIRCLE_ENTRY';
  else {
    s.entering = null;
    s.phase = 'ACTIONS';
  }
}

/** Ends the effect (HR-9.4, HR-9.5): an engine token still floating goes face down to the reserve. */
export function finishEffectW(s: HrState): void {
  if (s.phase === 'GAME_OVER') return;
  if (s.floating !== null) {
    s.reserve.push(s.floating);
    s.floating = null;
  }
  s.entering = null;
  s.phase = 'ACTIONS';
}

/** Cell of a `{x, y}` param, or −1 outside the play area. */
const cellIdx = (c: { x: number; y: number }): number => (inArea(c.x, c.y) ? idx(c.x, c.y) : -1);

/** The checks shared by Abyss and False Path / ROTATE (HR-10.1, HR-10.6), in their order. */
export function checkBrimstoneTarget(s: HrState, seat: number, card: CardId, cell: { x: number; y: number }): string | null {
  if (!s.players[seat]!.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  const i = cellIdx(cell);
  const rail = i >= 0 ? s.board[i] : null;
  if (!rail) return 'HR_NO_RAIL_HERE';
  if (engineOnRail(s, i) >= 0) return 'HR_ENGINE_ON_RAIL';
  if (CARDS[rail.stack[rail.stack.length - 1]!.card]!.brimstone !== CARDS[card]!.brimstone) return 'HR_BRIMSTONE_MISMATCH';
  return null;
}

/** ROTATE (False Path, HR-10.6): checks, discard, set the rotation. Returns an error code or null. */
export function rotateW(s: HrState, seat: number, card: CardId, cell: { x: number; y: number }, rotation: number): string | null {
  const e = checkBrimstoneTarget(s, seat, card, cell);
  if (e) return e;
  const i = cellIdx(cell);
  const rail = s.board[i]!;
  const top = rail.stack[rail.stack.length - 1]!;
  if (top.rot === rotation) return 'HR_BAD_TARGET';
  takeFromHandW(s.players[seat]!, card);
  s.discard.push(card);
  s.board[i] = { stack: [...rail.stack.slice(0, -1), { card: top.card, rot: rotation as 0 }], check: rail.check };
  s.phase = 'FALSE_PATH';
  return null;
}

/**
 * Resolves effect `token` for `seat` with `params` (HR-10.1–10.15). Availability and the params shape
 * were checked by the caller. Returns an error code (nothing must be kept) or null.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function resolveEffectW(s: HrState, seat: number, token: EffectId, params: any, source: EffectSource): string | null {
  const p = s.players[seat]!;
  switch (token) {
    case 'ABYSS': {
      const e = checkBrimstoneTarget(s, seat, params.card, params.cell);
      if (e) return e;
      takeFromHandW(p, params.card);
      s.discard.push(params.card);
      const i = cellIdx(params.cell);
      const rail = s.board[i]!;
      if (s.config.abyssRemovesStack || rail.stack.length === 1) {
        for (const sc of rail.stack) s.discard.push(sc.card);
        if (rail.check) s.supply.CHECK++;
        s.board[i] = null;
      } else {
        s.discard.push(rail.stack[rail.stack.length - 1]!.card);
        s.board[i] = { stack: rail.stack.slice(0, -1), check: rail.check };
      }
      break;
    }
    case 'BOATMAN':
      s.supply.BOATMAN--;
      p.boatman++;
      break;
    case 'BRIMSTONE_TENDER':
      s.supply.TENDER--;
      p.tender++;
      break;
    case 'HERESY':
      s.supply.HERESY--;
      p.heresy++;
      break;
    case 'SOUL_CATCHER':
      s.supply.SOUL_CATCHER--;
      p.soulCatcher++;
      break;
    case 'CHAOS_REIGNS': {
      const all: EffectId[] = [...s.circleTokens, ...s.reserve];
      for (const o of s.players) {
        if (o.engineToken !== null) all.push(o.engineToken);
        o.engineToken = null;
      }
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
      if (i < 0 || !s.board[i] || s.board[i]!.check) return 'HR_BAD_TARGET';
      if (s.supply.CHECK > 0) {
        if (params.moveFrom !== undefined) return 'HR_BAD_TARGET';
        s.supply.CHECK--;
      } else {
        const j = params.moveFrom === undefined ? -1 : cellIdx(params.moveFrom);
        if (j < 0 || !s.board[j] || !s.board[j]!.check) return 'HR_BAD_TARGET';
        s.board[j] = { ...s.board[j]!, check: false };
      }
      s.board[i] = { ...s.board[i]!, check: true };
      break;
    }
    case 'FALSE_PATH':
      return rotateW(s, seat, params.card, params.cell, params.rotation);
    case 'GERYON': {
      if (!p.train.includes(params.car)) return 'HR_CAR_NOT_IN_TRAIN';
      const r = revealW(s);
      if (r === null) return null;
      p.train.splice(p.train.indexOf(params.car), 1);
      if (CARDS[r]!.brimstone === CARDS[params.car]!.brimstone) {
        p.setOut.push(params.car);
        s.stats.deliveries++;
      } else s.discard.push(params.car);
      discardRevealedW(s);
      break;
    }
    case 'GLUTTONY':
      s.gluttonyUsed = true;
      s.gluttony = { blocked: [], source };
      gluttonyContinueW(s, seat);
      return null;
    case 'GUARD_DUTY': {
      const c = params.circle;
      if (!(c === 'G' || (Number.isInteger(c) && c >= 1 && c <= 9))) return 'HR_BAD_TARGET';
      s.cerberus = c;
      break;
    }
    case 'INFERNAL_POWER': {
      const rng = openRng(s.rng);
      const k = rng.int(s.reserve.length);
      s.rng = rng.state();
      p.engineToken = s.reserve.splice(k, 1)[0]!;
      break;
    }
    case 'LUST': {
      const t = params.target;
      if (!Number.isInteger(t) || t < 0 || t >= s.seats || t === seat) return 'HR_BAD_TARGET';
      if (s.players[t]!.heresy > 0) return suspend(s, t, { kind: 'LUST', target: t });
      lustW(s, seat, t);
      return null;
    }
    case 'SHIFT_CHANGE': {
      const t = params.target;
      if (t.kind === 'circle') {
        if (!(t.circle >= 1 && t.circle <= 9) || (source.kind === 'circle' && source.circle === t.circle)) return 'HR_BAD_TARGET';
      } else if (t.kind === 'engine') {
        if (!(t.player >= 0 && t.player < s.seats) || s.players[t.player]!.engineToken === null) return 'HR_BAD_TARGET';
        if (t.player !== seat && s.players[t.player]!.heresy > 0) return suspend(s, t.player, { kind: 'SHIFT', player: t.player, source });
      } else if (t.kind !== 'reserve' || s.reserve.length === 0) return 'HR_BAD_TARGET';
      shiftW(s, seat, t, source);
      return null;
    }
    case 'THIEVERY': {
      const owner = s.players.findIndex((o, k) => k !== seat && o.train.includes(params.car));
      if (owner < 0) return 'HR_BAD_TARGET';
      if (s.players[owner]!.heresy > 0) return suspend(s, owner, { kind: 'THIEVERY', target: owner, car: params.car });
      thieveryW(s, seat, owner, params.car);
      return null;
    }
  }
  finishEffectW(s);
  return null;
}

function suspend(s: HrState, seat: number, resume: Resume): null {
  s.reaction = { seat, resume };
  s.phase = 'REACTION';
  return null;
}

/** Lust after any reaction (HR-10.12 steps 2–5). */
function lustW(s: HrState, seat: number, t: number): void {
  const r = revealW(s);
  if (r === null) return;
  const b = CARDS[r]!.brimstone;
  const me = s.players[seat]!;
  const them = s.players[t]!;
  s.events.push({ kind: 'HAND_PEEK', seat, target: t, hand: them.hand.slice(), visibleTo: [seat] });
  const theirs = them.hand.filter((c) => CARDS[c]!.brimstone === b);
  if (theirs.length > 0) {
    for (const c of theirs) {
      takeFromHandW(them, c);
      me.hand.push(c);
    }
    s.events.push({ kind: 'CARDS_MOVED', from: t, to: seat, cards: theirs, visibleTo: [t, seat] });
  } else {
    s.events.push({ kind: 'HAND_SHOWN', seat, hand: me.hand.slice() });
    const mine = me.hand.filter((c) => CARDS[c]!.brimstone === b);
    for (const c of mine) {
      takeFromHandW(me, c);
      them.hand.push(c);
    }
    if (mine.length > 0) s.events.push({ kind: 'CARDS_MOVED', from: seat, to: t, cards: mine, visibleTo: [seat, t] });
  }
  discardRevealedW(s);
  finishEffectW(s);
}

type ShiftTarget = { kind: 'circle'; circle: number } | { kind: 'engine'; player: number } | { kind: 'reserve' };

/** Shift Change swap (HR-10.13 steps 2–3). */
function shiftW(s: HrState, seat: number, t: ShiftTarget, source: EffectSource): void {
  let other: EffectId;
  const place = (circle: number, token: EffectId) => {
    s.circleTokens[circle - 1] = token;
    s.claimed[circle - 1] = false;
    if (!s.config.effectTokensFaceUp) s.circleFaceUp[circle - 1] = false;
  };
  if (t.kind === 'circle') {
    other = s.circleTokens[t.circle - 1]!;
    place(t.circle, 'SHIFT_CHANGE');
  } else if (t.kind === 'engine') {
    other = s.players[t.player]!.engineToken!;
    s.players[t.player]!.engineToken = 'SHIFT_CHANGE';
  } else {
    const rng = openRng(s.rng);
    const k = rng.int(s.reserve.length);
    s.rng = rng.state();
    other = s.reserve.splice(k, 1)[0]!;
    s.reserve.push('SHIFT_CHANGE');
  }
  if (source.kind === 'circle') place(source.circle, other);
  else {
    s.players[seat]!.engineToken = other;
    s.floating = null;
  }
  finishEffectW(s);
}

/** Thievery after any reaction (HR-10.15 steps 2–6). */
function thieveryW(s: HrState, seat: number, target: number, car: CardId): void {
  const r = revealW(s);
  if (r === null) return;
  const b = CARDS[r]!.brimstone;
  if (CARDS[car]!.brimstone === b) {
    const t = s.players[target]!.train;
    t.splice(t.indexOf(car), 1);
    addCarW(s, seat, car);
  } else {
    const candidates = s.players[seat]!.train.filter((c) => CARDS[c]!.brimstone === b);
    if (candidates.length > 1) {
      s.thievery = { target, candidates };
      s.phase = 'THIEVERY_GIVE';
      return;
    }
    if (candidates.length === 1) giveW(s, seat, target, candidates[0]!);
  }
  discardRevealedW(s);
  finishEffectW(s);
}

function giveW(s: HrState, seat: number, target: number, car: CardId): void {
  const mine = s.players[seat]!.train;
  mine.splice(mine.indexOf(car), 1);
  addCarW(s, target, car);
}

/** GIVE_CAR (HR-10.15 step 4). Returns an error code or null. */
export function giveCarW(s: HrState, seat: number, car: CardId): string | null {
  const th = s.thievery!;
  if (!th.candidates.includes(car)) return 'HR_BAD_TARGET';
  giveW(s, seat, th.target, car);
  s.thievery = null;
  discardRevealedW(s);
  finishEffectW(s);
  return null;
}

/** Seats from which a Gluttony may still steal (HR-10.8 step 2). */
export function gluttonyEligible(s: HrState, seat: number): number[] {
  const blocked = s.gluttony?.blocked ?? [];
  const out: number[] = [];
  for (let k = 0; k < s.seats; k++) if (k !== seat && s.players[k]!.hand.length > 0 && !blocked.includes(k)) out.push(k);
  return out;
}

/** HR-10.8 step 2: ends Gluttony when the hand is strictly largest or no one is eligible. */
function gluttonyContinueW(s: HrState, seat: number): void {
  const mine = s.players[seat]!.hand.length;
  const largest = s.players.every((o, k) => k === seat || o.hand.length < mine);
  if (largest || gluttonyEligible(s, seat).length === 0) {
    s.gluttony = null;
    finishEffectW(s);
  } else s.phase = 'GLUTTONY';
}

/** STEAL (HR-10.8 step 3). Returns an error code or null. */
export function stealW(s: HrState, seat: number, from: number): string | null {
  if (!gluttonyEligible(s, seat).includes(from)) return 'HR_STEAL_NOT_ALLOWED';
  if (s.players[from]!.heresy > 0) {
    suspend(s, from, { kind: 'GLUTTONY', from });
    return null;
  }
  takeRandomW(s, seat, from);
  gluttonyContinueW(s, seat);
  return null;
}

function takeRandomW(s: HrState, seat: number, from: number): void {
  const them = s.players[from]!;
  const rng = openRng(s.rng);
  const card = them.hand[rng.int(them.hand.length)]!;
  s.rng = rng.state();
  takeFromHandW(them, card);
  const me = s.players[seat]!;
  me.hand.push(card);
  me.stolen.push(card);
  s.events.push({ kind: 'STEAL', from, to: seat, card, visibleTo: [from, seat] });
}

/** HERESY_BLOCK / HERESY_ALLOW (HR-9.8, HR-11.2). Returns an error code or null. */
export function reactW(s: HrState, block: boolean): string | null {
  const r = s.reaction!;
  const reactor = s.players[r.seat]!;
  if (block) {
    if (reactor.heresy < 1) return 'HR_NO_HERESY';
    reactor.heresy--;
    s.supply.HERESY++;
  }
  s.reaction = null;
  const seat = s.active;
  const res = r.resume;
  switch (res.kind) {
    case 'LUST':
      if (block) finishEffectW(s);
      else lustW(s, seat, res.target);
      break;
    case 'THIEVERY':
      if (block) finishEffectW(s);
      else thieveryW(s, seat, res.target, res.car);
      break;
    case 'SHIFT':
      if (block) finishEffectW(s);
      else shiftW(s, seat, { kind: 'engine', player: res.player }, res.source);
      break;
    case 'GLUTTONY':
      if (block) s.gluttony!.blocked.push(res.from);
      else takeRandomW(s, seat, res.from);
      gluttonyContinueW(s, seat);
      break;
    case 'STEP':
      if (!block) removeCarW(s, r.seat, res.car);
      resumeStepW(s, seat, res.exit, res.pushExit);
      break;
  }
  return null;
}

/** Whether a car may join `seat`'s train (exported for bots/tests). */
export const canTakeCar = (s: HrState, seat: number): boolean => hasRoom(s, s.players[seat]!);

/** All effect ids (re-export for legal-action generation). */
export const ALL_EFFECTS = EFFECT_IDS;
/** Cell index of a circle (re-export). */
export const circleCell = (c: CircleId): number => CIRCLE_CELL[String(c)]!;
