/**
 * `apply` for HellRail: the validation order of HR-5.9 (game over, actor, phase, payload shape, then
 * each action's own checks) and dispatch to the rule modules. A rejected action returns an error
 * code and leaves the input state untouched (all changes happen on a draft).
 */
import { err, ok, type Result } from '../../engine/result.js';
import { CARDS, EDGE_INDEX, idx, type CardId, type Edge } from './data.js';
import {
  circleOptionAvailable,
  effectAvailable,
  finishEffectW,
  giveCarW,
  paramsShapeOk,
  reactW,
  resolveEffectW,
  rotateW,
  stealW,
} from './effects.js';
import { moveStartW, planJump, planStep, jumpW, stepW, stopW } from './movement.js';
import { draft, engineCircle, hasRoom, takeFromHandW } from './state.js';
import { checkLay, checkUpgrade, layW, upgradeW } from './track.js';
import { endTurnW, handLimitDiscardW, stokeW } from './turn.js';
import type { HrAction, HrActionType, HrState, Phase } from './types.js';

/** Actions legal in each phase (HR-5.1). Anything else → HR_WRONG_PHASE. */
export const PHASE_ACTIONS: Readonly<Record<Phase, readonly HrActionType[]>> = {
  ACTIONS: ['PICK_UP', 'SET_OUT', 'LAY_RAIL', 'UPGRADE_RAIL', 'MOVE_START', 'STOKE', 'END_TURN'],
  MOVING: ['STEP', 'JUMP', 'STOP'],
  CIRCLE_ENTRY: ['USE_CIRCLE_EFFECT', 'USE_ENGINE_TOKEN', 'DECLINE_EFFECT'],
  FALSE_PATH: ['ROTATE', 'FINISH'],
  GLUTTONY: ['STEAL'],
  THIEVERY_GIVE: ['GIVE_CAR'],
  REACTION: ['HERESY_BLOCK', 'HERESY_ALLOW'],
  HAND_LIMIT: ['DISCARD'],
  GAME_OVER: [],
};

type Check = (v: unknown) => boolean;
const str: Check = (v) => typeof v === 'string';
const edge: Check = (v) => v === 'N' || v === 'E' || v === 'S' || v === 'W';
const rot: Check = (v) => v === 0 || v === 1 || v === 2 || v === 3;
const int: Check = (v) => Number.isInteger(v);
const cell: Check = (v) =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length === 2 &&
  int((v as { x: unknown }).x) &&
  int((v as { y: unknown }).y);
const cards: Check = (v) => Array.isArray(v) && v.every(str);
const any: Check = () => true;

/** Payload fields of each action (HR-5.8): [required, optional]. */
const SHAPES: Readonly<Record<HrActionType, [Record<string, Check>, Record<string, Check>]>> = {
  PICK_UP: [{ card: str }, {}],
  SET_OUT: [{ car: str }, {}],
  LAY_RAIL: [{ card: str, cell, rotation: rot }, {}],
  UPGRADE_RAIL: [{ card: str, cell, rotation: rot }, {}],
  MOVE_START: [{ card: str }, { cerberusCards: cards }],
  STEP: [{ exit: edge }, { pushExit: edge, soulCatcherCar: str }],
  JUMP: [{ exit: edge, card: str }, {}],
  STOP: [{}, {}],
  USE_CIRCLE_EFFECT: [{}, { params: any }],
  USE_ENGINE_TOKEN: [{}, { params: any }],
  DECLINE_EFFECT: [{}, {}],
  ROTATE: [{ card: str, cell, rotation: rot }, {}],
  FINISH: [{}, {}],
  STEAL: [{ from: int }, {}],
  GIVE_CAR: [{ car: str }, {}],
  HERESY_BLOCK: [{}, {}],
  HERESY_ALLOW: [{}, {}],
  STOKE: [{ card: str }, {}],
  END_TURN: [{}, {}],
  DISCARD: [{ card: str }, {}],
};

/** True if `type` names a HellRail action. */
export const isActionType = (t: unknown): t is HrActionType => typeof t === 'string' && Object.prototype.hasOwnProperty.call(SHAPES, t);

/** HR_BAD_PARAMS check: exactly the fields of HR-5.8, each well-formed (absent optional fields allowed). */
export function shapeOk(a: Record<string, unknown>): boolean {
  const [req, opt] = SHAPES[a.type as HrActionType];
  for (const k of Object.keys(a)) {
    if (k === 'type') continue;
    const c = req[k] ?? opt[k];
    if (!c) return false;
    if (a[k] === undefined) {
      if (req[k]) return false;
      continue;
    }
    if (!c(a[k])) return false;
  }
  for (const k of Object.keys(req)) if (!(k in a) || a[k] === undefined) return false;
  return true;
}

/** The seat that may act now: the reacting player in REACTION, else the active player (HR-5.7). */
export const actor = (s: HrState): number => (s.phase === 'REACTION' ? s.reaction!.seat : s.active);

const E = (e: Edge): number => EDGE_INDEX[e];

/**
 * Applies `action` for `seat` (HR-5). Never mutates `state`. Errors are the `HR_*` codes of HR-17,
 * reported in the order of HR-5.9.
 */
export function apply(state: HrState, seat: number, action: HrAction): Result<HrState> {
  if (state.phase === 'GAME_OVER') return err('HR_GAME_OVER', 'the game has ended');
  if (seat !== actor(state)) return err('HR_NOT_YOUR_TURN', `seat ${seat} may not act now`);
  const a = action as unknown as Record<string, unknown>;
  if (typeof a !== 'object' || a === null || !isActionType(a.type)) return err('HR_BAD_PARAMS', 'unknown action type');
  if (!PHASE_ACTIONS[state.phase].includes(a.type)) return err('HR_WRONG_PHASE', `${a.type} is not legal in ${state.phase}`);
  if (!shapeOk(a)) return err('HR_BAD_PARAMS', `malformed ${a.type} payload`);
  const s = draft(state);
  const code = dispatch(s, seat, action);
  if (code !== null) return err(code, `${action.type} rejected: ${code}`);
  return ok(s);
}

function dispatch(s: HrState, seat: number, a: HrAction): string | null {
  const p = s.players[seat]!;
  switch (a.type) {
    case 'PICK_UP': {
      if (!p.hand.includes(a.card)) return 'HR_CARD_NOT_IN_HAND';
      const c = engineCircle(p);
      if (c === null) return 'HR_NOT_IN_CIRCLE';
      if (CARDS[a.card]!.pickup !== c) return 'HR_WRONG_PICKUP_CIRCLE';
      if (!hasRoom(s, p)) return 'HR_TRAIN_FULL';
      takeFromHandW(p, a.card);
      p.train.push(a.card);
      return null;
    }
    case 'SET_OUT': {
      if (!p.train.includes(a.car)) return 'HR_CAR_NOT_IN_TRAIN';
      const c = engineCircle(p);
      if (c === null) return 'HR_NOT_IN_CIRCLE';
      if (CARDS[a.car]!.setOut !== c) return 'HR_WRONG_SETOUT_CIRCLE';
      p.train.splice(p.train.indexOf(a.car), 1);
      p.setOut.push(a.car);
      s.stats.deliveries++;
      s.events.push({ kind: 'DELIVERED', seat, count: 1 });
      return null;
    }
    case 'LAY_RAIL': {
      const e = checkLay(s, seat, a.card, a.cell);
      if (e) return e;
      layW(s, seat, a.card, a.cell, a.rotation);
      return null;
    }
    case 'UPGRADE_RAIL': {
      const e = checkUpgrade(s, seat, a.card, a.cell, a.rotation);
      if (e) return e;
      upgradeW(s, seat, a.card, a.cell, a.rotation);
      return null;
    }
    case 'MOVE_START':
      return moveStartW(s, seat, a.card, a.cerberusCards);
    case 'STEP': {
      const plan = planStep(s, seat, E(a.exit), a.pushExit ? E(a.pushExit) : -1, a.soulCatcherCar ?? null, s.move!.mp);
      if (typeof plan === 'string') return plan;
      stepW(s, seat, plan, a.exit, a.pushExit ?? null, a.soulCatcherCar ?? null);
      return null;
    }
    case 'JUMP': {
      const plan = planJump(s, seat, E(a.exit), a.card, s.move!.mp);
      if (typeof plan === 'string') return plan;
      jumpW(s, seat, plan, a.card);
      return null;
    }
    case 'STOP':
      return stopW(s, seat);
    case 'USE_CIRCLE_EFFECT': {
      const c = s.entering!.circle;
      if (c === 'G') return 'HR_EFFECT_UNAVAILABLE';
      const token = s.circleTokens[c - 1]!;
      if (!paramsShapeOk(token, a.params)) return 'HR_BAD_PARAMS';
      if (!circleOptionAvailable(s, seat)) return 'HR_EFFECT_UNAVAILABLE';
      s.entering = null;
      return resolveEffectW(s, seat, token, a.params, { kind: 'circle', circle: c });
    }
    case 'USE_ENGINE_TOKEN': {
      const token = p.engineToken;
      if (token === null) return 'HR_NO_ENGINE_TOKEN';
      if (!paramsShapeOk(token, a.params)) return 'HR_BAD_PARAMS';
      if (!effectAvailable(s, seat, token, true)) return 'HR_EFFECT_UNAVAILABLE';
      p.engineToken = null;
      s.floating = token;
      s.entering = null;
      return resolveEffectW(s, seat, token, a.params, { kind: 'engine' });
    }
    case 'DECLINE_EFFECT':
      s.entering = null;
      s.phase = 'ACTIONS';
      return null;
    case 'ROTATE':
      return rotateW(s, seat, a.card, a.cell, a.rotation);
    case 'FINISH':
      finishEffectW(s);
      return null;
    case 'STEAL':
      return stealW(s, seat, a.from);
    case 'GIVE_CAR':
      return giveCarW(s, seat, a.car);
    case 'HERESY_BLOCK':
      return reactW(s, true);
    case 'HERESY_ALLOW':
      return reactW(s, false);
    case 'STOKE':
      return stokeW(s, a.card);
    case 'END_TURN':
      endTurnW(s);
      return null;
    case 'DISCARD':
      return handLimitDiscardW(s, a.card);
  }
}

/** Cell index helper re-exported for legal-action generation. */
export const cellIndex = (c: { x: number; y: number }): number => idx(c.x, c.y);
/** Card ids type re-export. */
export type { CardId };
