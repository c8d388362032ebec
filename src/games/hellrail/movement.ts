/**
 * Movement (HR-7): MOVE_START with the brimstone condition and the Cerberus toll, STEP through
 * junctions and exits, pushing (HR-7.6, HR-7.7), Soul Catcher (HR-11.5), Boatman JUMP (HR-7.9), STOP,
 * derailment (HR-8) and Check tokens (HR-11.7).
 */
import {
  ALL_EXITS,
  CARDS,
  CIRCLE_AT,
  EDGES,
  EDGE_INDEX,
  EXITS,
  NEIGH,
  PORTS,
  WIDTH,
  circleNumber,
  opp,
  type CardId,
  type Edge,
} from './data.js';
import {
  cellMask,
  derailW,
  discardRevealedW,
  engineCircle,
  engineOnRail,
  entryIndex,
  load,
  posIndex,
  revealW,
  takeFromHandW,
} from './state.js';
import { enterCircleOwnW, flipTokenW } from './effects.js';
import { endTurnW } from './turn.js';
import type { HrState } from './types.js';

/** Allowed exits of an engine (HR-3.7): all four in a circle, else the paths from its entry edge. */
export function allowedExits(s: HrState, seat: number): readonly number[] {
  const p = s.players[seat]!;
  const e = entryIndex(p);
  if (e < 0) return ALL_EXITS;
  return EXITS[cellMask(s.board[posIndex(p)]!) * 4 + e]!;
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
  return cell !== null && cell !== undefined && (PORTS[cellMask(cell)]! & (1 << edge)) !== 0;
};

/**
 * Plans a STEP with the checks of HR-7.3 in order (exit, MP, push, Soul Catcher). Returns the plan or
 * an error code. `pushExit` −1 = not given; `car` null = no Soul Catcher.
 */
export function planStep(s: HrState, seat: number, exit: number, pushExit: number, car: CardId | null, mp: number): StepPlan | string {
  if (!allowedExits(s, seat).includes(exit)) return 'HR_BAD_EXIT';
  const a = posIndex(s.players[seat]!);
  const b = NEIGH[a * 4 + exit]!;
  const e = opp(exit);
  let kind: StepPlan['kind'];
  if (b >= 0 && CIRCLE_AT[b] !== null) kind = 'circle';
  else if (b >= 0 && portAt(s, b, e)) kind = 'rail';
  else kind = 'open';
  const cost = kind === 'rail' ? s.config.railStepCost : 1;
  if (mp < cost) return 'HR_NO_MP';
  const plan: StepPlan = { kind, b, e, cost, q: -1, y: -1, c: -1 };
  if (kind === 'rail') {
    const q = engineOnRail(s, b);
    if (q >= 0) {
      const exits = EXITS[cellMask(s.board[b]!) * 4 + e]!;
      let y: number;
      if (pushExit < 0) {
        if (exits.length > 1) return 'HR_PUSH_EXIT_REQUIRED';
        y = exits[0]!;
      } else {
        if (!exits.includes(pushExit)) return 'HR_BAD_PUSH_EXIT';
        y = pushExit;
      }
      const c = NEIGH[b * 4 + y]!;
      if (c >= 0 && CIRCLE_AT[c] === null && portAt(s, c, opp(y)) && engineOnRail(s, c) >= 0) return 'HR_BLOCKED';
      plan.kind = 'push';
      plan.q = q;
      plan.y = y;
      plan.c = c;
    }
  }
  if (plan.kind !== 'push') {
    if (pushExit >= 0) return 'HR_BAD_PUSH_EXIT';
    if (car !== null) return 'HR_SOUL_CATCHER_INVALID';
  } else if (car !== null) {
    if (s.players[seat]!.soulCatcher < 1 || !s.players[plan.q]!.train.includes(car)) return 'HR_SOUL_CATCHER_INVALID';
  }
  return plan;
}

/** What a JUMP would do (HR-7.9): landing cell and its entry edge. */
export interface JumpPlan {
  land: number;
  e: number;
}

/** Plans a Boatman JUMP with the checks of HR-7.9 in order. Returns the plan or an error code. */
export function planJump(s: HrState, seat: number, exit: number, card: CardId, mp: number): JumpPlan | string {
  const p = s.players[seat]!;
  if (p.boatman < 1) return 'HR_NO_BOATMAN';
  if (!allowedExits(s, seat).includes(exit)) return 'HR_BAD_EXIT';
  if (mp < 1) return 'HR_NO_MP';
  const first = NEIGH[posIndex(p) * 4 + exit]!;
  const empty = (i: number) => i >= 0 && CIRCLE_AT[i] === null && s.board[i] === null;
  if (!empty(first)) return 'HR_JUMP_NO_GAP';
  if (!p.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  let k = 0;
  let cur = first;
  while (empty(cur)) {
    k++;
    cur = NEIGH[cur * 4 + exit]!;
  }
  if (k > CARDS[card]!.brimstone) return 'HR_JUMP_TOO_FAR';
  const e = opp(exit);
  if (cur < 0) return 'HR_JUMP_BAD_LANDING';
  if (CIRCLE_AT[cur] !== null) return { land: cur, e };
  if (!portAt(s, cur, e) || engineOnRail(s, cur) >= 0) return 'HR_JUMP_BAD_LANDING';
  return { land: cur, e };
}

/** True if some STEP or JUMP is legal for `seat` with `mp` points (HR-7.1 check 4, HR-7.8 exact). */
export function anyLegalStep(s: HrState, seat: number, mp: number): boolean {
  const p = s.players[seat]!;
  for (const exit of allowedExits(s, seat)) {
    const r = planStep(s, seat, exit, -1, null, mp);
    if (typeof r !== 'string') return true;
    if (r === 'HR_PUSH_EXIT_REQUIRED') {
      const b = NEIGH[posIndex(p) * 4 + exit]!;
      for (const y of EXITS[cellMask(s.board[b]!) * 4 + opp(exit)]!) {
        if (typeof planStep(s, seat, exit, y, null, mp) !== 'string') return true;
      }
    }
    if (p.boatman > 0) for (const c of p.hand) if (typeof planJump(s, seat, exit, c, mp) !== 'string') return true;
  }
  return false;
}

/** The Cerberus toll due for a move starting now (HR-11.6): the circle number, or 0. */
export function tollDue(s: HrState, seat: number): number {
  const c = engineCircle(s.players[seat]!);
  if (c === null || s.cerberus === null || s.cerberus !== c) return 0;
  return circleNumber(c);
}

/** HR-7.1 MOVE_START: checks in order, then discards, MP and phase MOVING. Returns an error code or null. */
export function moveStartW(s: HrState, seat: number, card: CardId, toll: CardId[] | undefined): string | null {
  const p = s.players[seat]!;
  if (!p.hand.includes(card)) return 'HR_CARD_NOT_IN_HAND';
  if (CARDS[card]!.brimstone < load(p)) return 'HR_BRIMSTONE_TOO_LOW';
  const due = tollDue(s, seat);
  const paid = toll ?? [];
  if (due > 0) {
    for (const c of paid) if (!p.hand.includes(c)) return 'HR_CARD_NOT_IN_HAND';
    if (paid.length === 0 || paid.includes(card) || new Set(paid).size !== paid.length) return 'HR_CERBERUS_UNPAID';
    if (paid.reduce((t, c) => t + CARDS[c]!.carValue, 0) < due) return 'HR_CERBERUS_UNPAID';
  } else if (paid.length > 0) return 'HR_CERBERUS_NOT_HERE';
  takeFromHandW(p, card);
  s.discard.push(card);
  for (const c of paid) {
    takeFromHandW(p, c);
    s.discard.push(c);
  }
  const mp = CARDS[card]!.carValue;
  if (!anyLegalStep(s, seat, mp)) return 'HR_NO_LEGAL_STEP';
  s.move = { mp, stepsTaken: 0 };
  s.phase = 'MOVING';
  return null;
}

/** Triggers a Check token for `seat` (HR-11.7). Returns false if the reveal ended the game. */
export function checkTriggerW(s: HrState, seat: number): boolean {
  const card = revealW(s);
  if (card === null) return false;
  const b = CARDS[card]!.brimstone;
  const p = s.players[seat]!;
  const removed: CardId[] = [];
  while (load(p) > b && p.train.length > 0) {
    const car = p.train.pop()!;
    s.discard.push(car);
    removed.push(car);
  }
  discardRevealedW(s);
  s.events.push({ kind: 'CHECK', seat, removed });
  return true;
}

const setPos = (s: HrState, seat: number, i: number, entry: number): void => {
  s.players[seat]!.pos = { x: i % WIDTH, y: Math.floor(i / WIDTH), entry: entry < 0 ? null : EDGES[entry]! };
};

/** Ends the move if the points are spent (HR-7.3 last sentence). */
function afterStepW(s: HrState): void {
  if (s.phase !== 'MOVING' || !s.move) return;
  s.move.stepsTaken++;
  if (s.move.mp <= 0) {
    s.move = null;
    s.phase = 'ACTIONS';
  }
}

/** Executes a planned STEP (HR-7.3, HR-7.6). The Soul Catcher may suspend it for a Heresy reaction. */
export function stepW(s: HrState, seat: number, plan: StepPlan, exit: Edge, pushExit: Edge | null, car: CardId | null): void {
  if (plan.kind === 'open') {
    s.move = null;
    derailW(s, seat, false);
    endTurnW(s);
    return;
  }
  if (plan.kind === 'circle') {
    s.move = null;
    setPos(s, seat, plan.b, -1);
    flipTokenW(s, plan.b);
    enterCircleOwnW(s, seat, CIRCLE_AT[plan.b]!);
    return;
  }
  if (plan.kind === 'rail') {
    setPos(s, seat, plan.b, plan.e);
    s.move!.mp -= plan.cost;
    if (s.board[plan.b]!.check && !checkTriggerW(s, seat)) return;
    afterStepW(s);
    return;
  }
  if (car !== null) {
    const me = s.players[seat]!;
    if (!s.config.reusableTokens) {
      me.soulCatcher--;
      s.supply.SOUL_CATCHER++;
    }
    if (s.players[plan.q]!.heresy > 0) {
      s.reaction = { seat: plan.q, resume: { kind: 'STEP', exit, pushExit, car } };
      s.phase = 'REACTION';
      return;
    }
    removeCarW(s, plan.q, car);
  }
  pushW(s, seat, plan);
}

/** Soul Catcher effect (HR-11.5 step 3): the named car goes to the discard pile. */
export function removeCarW(s: HrState, seat: number, car: CardId): void {
  const t = s.players[seat]!.train;
  const i = t.indexOf(car);
  if (i >= 0) {
    t.splice(i, 1);
    s.discard.push(car);
  }
}

/** Resumes a push after a Soul Catcher reaction (HR-9.8): re-plans without the catcher and pushes. */
export function resumeStepW(s: HrState, seat: number, exit: Edge, pushExit: Edge | null): void {
  s.phase = 'MOVING';
  const plan = planStep(s, seat, EDGE_INDEX[exit], pushExit === null ? -1 : EDGE_INDEX[pushExit], null, s.move!.mp);
  if (typeof plan === 'string') throw new Error(`resumed step became illegal: ${plan}`);
  pushW(s, seat, plan);
}

/** HR-7.6 steps 4–6: Q moves one cell onward (into a circle, onto rail, or derails), then M moves. */
function pushW(s: HrState, seat: number, plan: StepPlan): void {
  const { q, c, y } = plan;
  const f = opp(y);
  let qCheck = false;
  s.stats.pushes++;
  s.events.push({ kind: 'PUSH', seat: q, by: seat });
  if (c >= 0 && CIRCLE_AT[c] !== null) {
    setPos(s, q, c, -1);
    flipTokenW(s, c);
  } else if (c >= 0 && portAt(s, c, f)) {
    setPos(s, q, c, f);
    qCheck = s.board[c]!.check;
  } else {
    derailW(s, q, true);
  }
  setPos(s, seat, plan.b, plan.e);
  s.move!.mp -= plan.cost;
  if (qCheck && !checkTriggerW(s, q)) return;
  if (s.board[plan.b]!.check && !checkTriggerW(s, seat)) return;
  afterStepW(s);
}

/** Executes a planned JUMP (HR-7.9, HR-7.10). */
export function jumpW(s: HrState, seat: number, plan: JumpPlan, card: CardId): void {
  const p = s.players[seat]!;
  takeFromHandW(p, card);
  s.discard.push(card);
  if (!s.config.reusableTokens) {
    p.boatman--;
    s.supply.BOATMAN++;
  }
  s.move!.mp -= 1;
  if (CIRCLE_AT[plan.land] !== null) {
    s.move = null;
    setPos(s, seat, plan.land, -1);
    flipTokenW(s, plan.land);
    enterCircleOwnW(s, seat, CIRCLE_AT[plan.land]!);
    return;
  }
  setPos(s, seat, plan.land, plan.e);
  if (s.board[plan.land]!.check && !checkTriggerW(s, seat)) return;
  afterStepW(s);
}

/** HR-7.8 STOP: checks, then back to ACTIONS. Returns an error code or null. */
export function stopW(s: HrState, seat: number): string | null {
  const m = s.move!;
  if (s.config.moveMode === 'upTo') {
    if (m.stepsTaken < 1) return 'HR_STOP_NOT_ALLOWED';
  } else if (anyLegalStep(s, seat, m.mp)) return 'HR_STOP_NOT_ALLOWED';
  s.move = null;
  s.phase = 'ACTIONS';
  return null;
}
