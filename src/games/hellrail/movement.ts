/**
 * Movement (see docs/rules/hellrail.md HR-7): MOVE_START with the brimstone condition and the
 * Cerberus toll, STEP through junctions and exits, pushing (HR-7.6, HR-7.7), Soul Catcher (HR-11.5),
 * Boatman JUMP (HR-7.9), STOP, derailment (HR-8) and Check tokens (HR-11.7). Planning is pure; `*W`
 * functions mutate the `Draft`, and the ones that spend points take the draft's writable move.
 *
 * Imports: movement uses the circle entry of effects.ts; effects.ts never imports movement (the
 * Soul Catcher reaction that resumes a push lives in reaction.ts).
 */
import type { Writable } from '../../engine/cow.js';
import { ALL_EXITS, CIRCLE_AT, EDGES, EDGE_INDEX, WIDTH, at, cardOf, circleNumber, exitsOf, neigh, opp, portsOf } from './data.js';
import type { CardId, Edge } from './data.js';
import { enterCircleOwnW, flipTokenW } from './effects.js';
import { HrErrors, type HrErrorCode } from './errors.js';
import {
  cellMask,
  derailW,
  discardRevealedW,
  discardW,
  engineCircle,
  engineOnRail,
  entryIndex,
  idle,
  load,
  posIndex,
  removeCarW,
  revealW,
  setStepW,
  takeFromHandW,
  type Draft,
} from './state.js';
import { endTurnW } from './turn.js';
import type { HrMove, HrState } from './types.js';

/** The draft's move, writable (copied once); throws outside MOVING (rules.ts checks the phase first). */
export function moveOf(d: Draft): Writable<HrMove> {
  const s = d.s;
  if (s.phase !== 'MOVING') throw new Error(`hellrail: no move in progress in ${s.phase}`);
  return d.cow.field(s, 'move');
}

/** A MOVING sub-phase with move `m` (HR-7). */
const moving = (m: HrMove) => ({ phase: 'MOVING', move: m, entering: null, gluttony: null, reaction: null, thievery: null }) as const;

/** Allowed exits of an engine (HR-3.7): all four in a circle, else the paths from its entry edge. */
export function allowedExits(s: HrState, seat: number): readonly number[] {
  const p = at(s.players, seat);
  const e = entryIndex(p);
  if (e < 0) return ALL_EXITS;
  return exitsOf(cellMask(s.board[posIndex(p)]), e);
}

/** What a step through `exit` would do (HR-7.3). */
export interface StepPlan {
  kind: 'open' | 'circle' | 'rail' | 'push';
  /** Target cell B (−1 outside the play area). */
  b: number;
  /** Entry edge into B. */
  e: number;
  cost: number;
  /** Pushed seat, push exit, and the cell C beyond (push only). */
  q: number;
  y: number;
  c: number;
}

const portAt = (s: HrState, i: number, edge: number): boolean => {
  const cell = s.board[i];
  return cell !== null && cell !== undefined && (portsOf(cellMask(cell)) & (1 << edge)) !== 0;
};

/**
 * Plans a STEP with the checks of HR-7.3 in order (exit, MP, push, Soul Catcher). Returns the plan or
 * an error code. `pushExit` −1 = not given; `car` null = no Soul Catcher.
 */
export function planStep(s: HrState, seat: number, exit: number, pushExit: number, car: CardId | null, mp: number): StepPlan | HrErrorCode {
  if (!allowedExits(s, seat).includes(exit)) return HrErrors.BAD_EXIT;
  const a = posIndex(at(s.players, seat));
  const b = neigh(a, exit);
  const e = opp(exit);
  let kind: StepPlan['kind'];
  if (b >= 0 && CIRCLE_AT[b] !== null) kind = 'circle';
  else if (b >= 0 && portAt(s, b, e)) kind = 'rail';
  else kind = 'open';
  const cost = kind === 'rail' ? s.config.railStepCost : 1;
  if (mp < cost) return HrErrors.NO_MP;
  const plan: StepPlan = { kind, b, e, cost, q: -1, y: -1, c: -1 };
  if (kind === 'rail') {
    const q = engineOnRail(s, b);
    if (q >= 0) {
      const exits = exitsOf(cellMask(s.board[b]), e);
      let y: number;
      if (pushExit < 0) {
        if (exits.length > 1) return HrErrors.PUSH_EXIT_REQUIRED;
        y = at(exits, 0);
      } else {
        if (!exits.includes(pushExit)) return HrErrors.BAD_PUSH_EXIT;
        y = pushExit;
      }
      const c = neigh(b, y);
      if (c >= 0 && CIRCLE_AT[c] === null && portAt(s, c, opp(y)) && engineOnRail(s, c) >= 0) return HrErrors.BLOCKED;
      plan.kind = 'push';
      plan.q = q;
      plan.y = y;
      plan.c = c;
    }
  }
  if (plan.kind !== 'push') {
    if (pushExit >= 0) return HrErrors.BAD_PUSH_EXIT;
    if (car !== null) return HrErrors.SOUL_CATCHER_INVALID;
  } else if (car !== null) {
    if (at(s.players, seat).soulCatcher < 1 || !at(s.players, plan.q).train.includes(car)) return HrErrors.SOUL_CATCHER_INVALID;
  }
  return plan;
}

/** What a JUMP would do (HR-7.9): landing cell and its entry edge. */
export interface JumpPlan {
  land: number;
  e: number;
}

/** Plans a Boatman JUMP with the checks of HR-7.9 in order. Returns the plan or an error code. */
export function planJump(s: HrState, seat: number, exit: number, card: CardId, mp: number): JumpPlan | HrErrorCode {
  const p = at(s.players, seat);
  if (p.boatman < 1) return HrErrors.NO_BOATMAN;
  if (!allowedExits(s, seat).includes(exit)) return HrErrors.BAD_EXIT;
  if (mp < 1) return HrErrors.NO_MP;
  const first = neigh(posIndex(p), exit);
  const empty = (i: number) => i >= 0 && CIRCLE_AT[i] === null && s.board[i] === null;
  if (!empty(first)) return HrErrors.JUMP_NO_GAP;
  if (!p.hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  let k = 0;
  let cur = first;
  while (empty(cur)) {
    k++;
    cur = neigh(cur, exit);
  }
  if (k > cardOf(card).brimstone) return HrErrors.JUMP_TOO_FAR;
  const e = opp(exit);
  if (cur < 0) return HrErrors.JUMP_BAD_LANDING;
  if (CIRCLE_AT[cur] !== null) return { land: cur, e };
  if (!portAt(s, cur, e) || engineOnRail(s, cur) >= 0) return HrErrors.JUMP_BAD_LANDING;
  return { land: cur, e };
}

/** True if some STEP or JUMP is legal for `seat` with `mp` points (HR-7.1 check 4, HR-7.8 exact). */
export function anyLegalStep(s: HrState, seat: number, mp: number): boolean {
  const p = at(s.players, seat);
  for (const exit of allowedExits(s, seat)) {
    const r = planStep(s, seat, exit, -1, null, mp);
    if (typeof r !== 'string') return true;
    if (r === HrErrors.PUSH_EXIT_REQUIRED) {
      const b = neigh(posIndex(p), exit);
      for (const y of exitsOf(cellMask(s.board[b]), opp(exit))) {
        if (typeof planStep(s, seat, exit, y, null, mp) !== 'string') return true;
      }
    }
    if (p.boatman > 0) for (const c of p.hand) if (typeof planJump(s, seat, exit, c, mp) !== 'string') return true;
  }
  return false;
}

/** The Cerberus toll due for a move starting now (HR-11.6): the circle number, or 0. */
export function tollDue(s: HrState, seat: number): number {
  const c = engineCircle(at(s.players, seat));
  if (c === null || s.cerberus === null || s.cerberus !== c) return 0;
  return circleNumber(c);
}

/** HR-7.1 MOVE_START: checks in order, then discards, MP and phase MOVING. Returns an error code or null. */
export function moveStartW(d: Draft, seat: number, card: CardId, toll: CardId[] | undefined): HrErrorCode | null {
  const s = d.s;
  const p = at(s.players, seat);
  if (!p.hand.includes(card)) return HrErrors.CARD_NOT_IN_HAND;
  if (cardOf(card).brimstone < load(p)) return HrErrors.BRIMSTONE_TOO_LOW;
  const due = tollDue(s, seat);
  const paid = toll ?? [];
  if (due > 0) {
    for (const c of paid) if (!p.hand.includes(c)) return HrErrors.CARD_NOT_IN_HAND;
    if (paid.length === 0 || paid.includes(card) || new Set(paid).size !== paid.length) return HrErrors.CERBERUS_UNPAID;
    if (paid.reduce((t, c) => t + cardOf(c).carValue, 0) < due) return HrErrors.CERBERUS_UNPAID;
  } else if (paid.length > 0) return HrErrors.CERBERUS_NOT_HERE;
  takeFromHandW(d, seat, card);
  discardW(d, card);
  for (const c of paid) {
    takeFromHandW(d, seat, c);
    discardW(d, c);
  }
  const mp = cardOf(card).carValue;
  if (!anyLegalStep(d.s, seat, mp)) return HrErrors.NO_LEGAL_STEP;
  setStepW(d, moving({ mp, stepsTaken: 0 }));
  return null;
}

/** Triggers a Check token for `seat` (HR-11.7). Returns false if the reveal ended the game. */
export function checkTriggerW(d: Draft, seat: number): boolean {
  const card = revealW(d);
  if (card === null) return false;
  const b = cardOf(card).brimstone;
  const p = at(d.s.players, seat);
  const removed: CardId[] = [];
  if (load(p) > b && p.train.length > 0) {
    const train = d.pArr(seat, 'train');
    while (train.length + p.tender > b && train.length > 0) {
      const car = at(train, train.length - 1);
      train.pop();
      discardW(d, car);
      removed.push(car);
    }
  }
  discardRevealedW(d);
  d.s.events.push({ kind: 'CHECK', seat, removed });
  return true;
}

/** Moves `seat`'s engine to cell `i`, entry edge `entry` (−1 = in a circle, HR-3.7). */
function setPosW(d: Draft, seat: number, i: number, entry: number): void {
  d.player(seat).pos = { x: i % WIDTH, y: Math.floor(i / WIDTH), entry: entry < 0 ? null : at(EDGES, entry) };
}

/** True if rail cell `i` carries a Check token (HR-11.7). */
const checkAt = (s: HrState, i: number): boolean => s.board[i]?.check === true;

/** Ends the move if the points are spent (HR-7.3 last sentence). */
function afterStepW(d: Draft, m: Writable<HrMove>): void {
  if (d.s.phase !== 'MOVING') return;
  m.stepsTaken++;
  if (m.mp <= 0) setStepW(d, idle('ACTIONS'));
}

/** Enters circle cell `i` at the end of a STEP or JUMP (HR-9.1, HR-9.2). */
function enterCircleCellW(d: Draft, seat: number, i: number): void {
  const circle = CIRCLE_AT[i];
  if (circle === null || circle === undefined) throw new Error(`hellrail: cell ${i} is not a circle`);
  setStepW(d, idle('ACTIONS'));
  setPosW(d, seat, i, -1);
  flipTokenW(d, i);
  enterCircleOwnW(d, seat, circle);
}

/** Executes a planned STEP (HR-7.3, HR-7.6). The Soul Catcher may suspend it for a Heresy reaction. */
export function stepW(
  d: Draft,
  seat: number,
  m: Writable<HrMove>,
  plan: StepPlan,
  exit: Edge,
  pushExit: Edge | null,
  car: CardId | null,
): void {
  const s = d.s;
  if (plan.kind === 'open') {
    setStepW(d, idle('ACTIONS'));
    derailW(d, seat, false);
    endTurnW(d);
    return;
  }
  if (plan.kind === 'circle') {
    enterCircleCellW(d, seat, plan.b);
    return;
  }
  if (plan.kind === 'rail') {
    setPosW(d, seat, plan.b, plan.e);
    m.mp -= plan.cost;
    if (checkAt(s, plan.b) && !checkTriggerW(d, seat)) return;
    afterStepW(d, m);
    return;
  }
  if (car !== null) {
    if (!s.config.reusableTokens) {
      d.player(seat).soulCatcher--;
      d.supply().SOUL_CATCHER++;
    }
    if (at(s.players, plan.q).heresy > 0) {
      setStepW(d, {
        phase: 'REACTION',
        reaction: { seat: plan.q, resume: { kind: 'STEP', exit, pushExit, car, move: m } },
        move: null,
        entering: null,
        gluttony: null,
        thievery: null,
      });
      return;
    }
    removeCarW(d, plan.q, car);
  }
  pushW(d, seat, m, plan);
}

/** Resumes a push after a Soul Catcher reaction (HR-9.8): re-plans without the catcher and pushes. */
export function resumeStepW(d: Draft, seat: number, exit: Edge, pushExit: Edge | null, move: HrMove): void {
  const m = { ...move };
  setStepW(d, moving(m));
  const plan = planStep(d.s, seat, EDGE_INDEX[exit], pushExit === null ? -1 : EDGE_INDEX[pushExit], null, m.mp);
  if (typeof plan === 'string') throw new Error(`resumed step became illegal: ${plan}`);
  pushW(d, seat, m, plan);
}

/** HR-7.6 steps 4–6: Q moves one cell onward (into a circle, onto rail, or derails), then M moves. */
function pushW(d: Draft, seat: number, m: Writable<HrMove>, plan: StepPlan): void {
  const { q, c, y } = plan;
  const f = opp(y);
  let qCheck = false;
  d.stats().pushes++;
  d.s.events.push({ kind: 'PUSH', seat: q, by: seat });
  if (c >= 0 && CIRCLE_AT[c] !== null) {
    setPosW(d, q, c, -1);
    flipTokenW(d, c);
  } else if (c >= 0 && portAt(d.s, c, f)) {
    setPosW(d, q, c, f);
    qCheck = checkAt(d.s, c);
  } else {
    derailW(d, q, true);
  }
  setPosW(d, seat, plan.b, plan.e);
  m.mp -= plan.cost;
  if (qCheck && !checkTriggerW(d, q)) return;
  if (checkAt(d.s, plan.b) && !checkTriggerW(d, seat)) return;
  afterStepW(d, m);
}

/** Executes a planned JUMP (HR-7.9, HR-7.10). */
export function jumpW(d: Draft, seat: number, m: Writable<HrMove>, plan: JumpPlan, card: CardId): void {
  const s = d.s;
  takeFromHandW(d, seat, card);
  discardW(d, card);
  if (!s.config.reusableTokens) {
    d.player(seat).boatman--;
    d.supply().BOATMAN++;
  }
  m.mp -= 1;
  if (CIRCLE_AT[plan.land] !== null) {
    enterCircleCellW(d, seat, plan.land);
    return;
  }
  setPosW(d, seat, plan.land, plan.e);
  if (checkAt(s, plan.land) && !checkTriggerW(d, seat)) return;
  afterStepW(d, m);
}

/** HR-7.8 STOP: checks, then back to ACTIONS. Returns an error code or null. */
export function stopW(d: Draft, seat: number, m: HrMove): HrErrorCode | null {
  if (d.s.config.moveMode === 'upTo') {
    if (m.stepsTaken < 1) return HrErrors.STOP_NOT_ALLOWED;
  } else if (anyLegalStep(d.s, seat, m.mp)) return HrErrors.STOP_NOT_ALLOWED;
  setStepW(d, idle('ACTIONS'));
  return null;
}
