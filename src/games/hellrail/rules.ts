/**
 * `apply` and `activeSeats` for HellRail (see docs/rules/hellrail.md HR-5): the validation order of
 * HR-5.9 (game over, actor, phase, payload shape, then each action's own checks) and dispatch to the
 * rule modules. A rejected action returns an error code and leaves the input state untouched: all
 * changes happen on a copy-on-write `Draft`.
 */
import { err, ok, type Result } from '../../engine/result.js';
import { payloadOk, isActionType } from './actions.js';
import { EDGE_INDEX, at, cardOf, type Edge } from './data.js';
import {
  circleOptionAvailable,
  effectAvailable,
  finishEffectW,
  giveCarW,
  paramsShapeOk,
  resolveEffectW,
  rotateW,
  stealW,
} from './effects.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import { jumpW, moveOf, moveStartW, planJump, planStep, stepW, stopW } from './movement.js';
import { reactW } from './reaction.js';
import { Draft, engineCircle, hasRoom, idle, setStepW, takeCarW, takeFromHandW } from './state.js';
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

/** The seat that may act now: the reacting player in REACTION, else the active player (HR-5.7). */
export const actor = (s: HrState): number => (s.phase === 'REACTION' ? s.reaction.seat : s.active);

/** Seats that may act now: none once the game is over, else the actor (HR-5.7). */
export const activeSeats = (s: HrState): number[] => (s.phase === 'GAME_OVER' ? [] : [actor(s)]);

const E = (e: Edge): number => EDGE_INDEX[e];

/**
 * Applies `action` for `seat` (HR-5). Never mutates `state`. Errors are the `HR_*` codes of HR-17,
 * reported in the order of HR-5.9.
 */
export function apply(state: HrState, seat: number, action: HrAction): Result<HrState> {
  if (state.phase === 'GAME_OVER') return err(HrErrors.GAME_OVER, 'the game has ended');
  if (seat !== actor(state)) return err(HrErrors.NOT_YOUR_TURN, `seat ${seat} may not act now`);
  const a = action as unknown;
  const type = typeof a === 'object' && a !== null ? (a as { type?: unknown }).type : undefined;
  if (!isActionType(type)) return err(HrErrors.BAD_PARAMS, 'unknown action type');
  if (!PHASE_ACTIONS[state.phase].includes(type)) return err(HrErrors.WRONG_PHASE, `${type} is not legal in ${state.phase}`);
  if (!payloadOk(a)) return err(HrErrors.BAD_PARAMS, `malformed ${type} payload`);
  const d = new Draft(state);
  const code = dispatch(d, seat, action);
  if (code !== null) return err(code, `${action.type} rejected: ${code}`);
  return ok(d.s as HrState);
}

/**
 * Runs the checks and effects of one well-formed action on draft `d` (HR-5.9 from each action's own
 * checks on); null when accepted, else the error code (the draft may then be partly changed). Shared
 * by `apply` and the in-place playout path (playout/play.ts).
 */
export function dispatch(d: Draft, seat: number, a: HrAction): HrErrorCode | null {
  const s = d.s;
  const p = at(s.players, seat);
  switch (a.type) {
    case 'PICK_UP': {
      if (!p.hand.includes(a.card)) return HrErrors.CARD_NOT_IN_HAND;
      const c = engineCircle(p);
      if (c === null) return HrErrors.NOT_IN_CIRCLE;
      if (cardOf(a.card).pickup !== c) return HrErrors.WRONG_PICKUP_CIRCLE;
      if (!hasRoom(s, p)) return HrErrors.TRAIN_FULL;
      takeFromHandW(d, seat, a.card);
      d.pArr(seat, 'train').push(a.card);
      return null;
    }
    case 'SET_OUT': {
      if (!p.train.includes(a.car)) return HrErrors.CAR_NOT_IN_TRAIN;
      const c = engineCircle(p);
      if (c === null) return HrErrors.NOT_IN_CIRCLE;
      if (cardOf(a.car).setOut !== c) return HrErrors.WRONG_SETOUT_CIRCLE;
      takeCarW(d, seat, a.car);
      d.pArr(seat, 'setOut').push(a.car);
      d.stats().deliveries++;
      s.events.push({ kind: 'DELIVERED', seat, count: 1 });
      return null;
    }
    case 'LAY_RAIL': {
      const e = checkLay(s, seat, a.card, a.cell);
      if (e) return e;
      layW(d, seat, a.card, a.cell, a.rotation);
      return null;
    }
    case 'UPGRADE_RAIL': {
      const e = checkUpgrade(s, seat, a.card, a.cell, a.rotation);
      if (e) return e;
      upgradeW(d, seat, a.card, a.cell, a.rotation);
      return null;
    }
    case 'MOVE_START':
      return moveStartW(d, seat, a.card, a.cerberusCards);
    case 'STEP': {
      const m = moveOf(d);
      const plan = planStep(s, seat, E(a.exit), a.pushExit ? E(a.pushExit) : -1, a.soulCatcherCar ?? null, m.mp);
      if (typeof plan === 'string') return plan;
      stepW(d, seat, m, plan, a.exit, a.pushExit ?? null, a.soulCatcherCar ?? null);
      return null;
    }
    case 'JUMP': {
      const m = moveOf(d);
      const plan = planJump(s, seat, E(a.exit), a.card, m.mp);
      if (typeof plan === 'string') return plan;
      jumpW(d, seat, m, plan, a.card);
      return null;
    }
    case 'STOP':
      return stopW(d, seat, moveOf(d));
    case 'USE_CIRCLE_EFFECT': {
      if (s.phase !== 'CIRCLE_ENTRY') return HrErrors.WRONG_PHASE;
      const entering = s.entering;
      const c = entering.circle;
      if (c === 'G') return HrErrors.EFFECT_UNAVAILABLE;
      const token = at(s.circleTokens, c - 1);
      if (!paramsShapeOk(token, a.params)) return HrErrors.BAD_PARAMS;
      if (!circleOptionAvailable(s, seat, entering)) return HrErrors.EFFECT_UNAVAILABLE;
      return resolveEffectW(d, seat, token, a.params, { kind: 'circle', circle: c });
    }
    case 'USE_ENGINE_TOKEN': {
      const token = p.engineToken;
      if (token === null) return HrErrors.NO_ENGINE_TOKEN;
      if (!paramsShapeOk(token, a.params)) return HrErrors.BAD_PARAMS;
      if (!effectAvailable(s, seat, token, true)) return HrErrors.EFFECT_UNAVAILABLE;
      d.player(seat).engineToken = null;
      s.floating = token;
      return resolveEffectW(d, seat, token, a.params, { kind: 'engine' });
    }
    case 'DECLINE_EFFECT':
      setStepW(d, idle('ACTIONS'));
      return null;
    case 'ROTATE':
      return rotateW(d, seat, a.card, a.cell, a.rotation);
    case 'FINISH':
      finishEffectW(d);
      return null;
    case 'STEAL':
      return stealW(d, seat, a.from);
    case 'GIVE_CAR':
      return giveCarW(d, seat, a.car);
    case 'HERESY_BLOCK':
      return reactW(d, true);
    case 'HERESY_ALLOW':
      return reactW(d, false);
    case 'STOKE':
      return stokeW(d, a.card);
    case 'END_TURN':
      endTurnW(d);
      return null;
    case 'DISCARD':
      return handLimitDiscardW(d, a.card);
  }
}
