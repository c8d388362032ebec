/**
 * legalActions for HellRail (HR-19.2). Documented enumeration:
 * - LAY_RAIL lists each distinct rotation only (same path set = same action), per distinct card;
 * - UPGRADE_RAIL likewise lists distinct resulting path sets;
 * - MOVE_START with a Cerberus toll lists the minimal toll sets (no card can be dropped);
 * - ROTATE / False Path list every rotation other than the current one (HR-10.6).
 * Every listed action is accepted by `apply`; every other action of the same kinds is rejected or
 * equivalent to a listed one. See docs/rules/hellrail.md HR-19.2.
 */
import { CELLS, EDGES, WIDTH, at, cardOf, distinctRotations, exitsOf, masksOf, neigh, opp } from './data.js';
import type { CardId, CircleId, EffectId, Rotation } from './data.js';
import { circleOptionAvailable, engineOptionAvailable, gluttonyEligible } from './effects.js';
import { HrErrors } from './errors.js';
import { allowedExits, anyLegalStep, moveStartW, planJump, planStep, tollDue } from './movement.js';
import { actor } from './rules.js';
import { Draft, cellMask, engineCircle, engineOnRail, hasRoom, load, posIndex, topOf } from './state.js';
import { hasCard, isAdjacent, isStrictSuperset } from './track.js';
import type { EffectParams, EffectSource, HrAction, HrState } from './types.js';

const cellOf = (i: number) => ({ x: i % WIDTH, y: Math.floor(i / WIDTH) });
const unique = (xs: readonly CardId[]): CardId[] => [...new Set(xs)];

/** Every legal action for `seat` now ([] if the seat may not act). */
export function legalActions(s: HrState, seat: number): HrAction[] {
  if (s.phase === 'GAME_OVER' || seat !== actor(s)) return [];
  const p = at(s.players, seat);
  const out: HrAction[] = [];
  switch (s.phase) {
    case 'ACTIONS': {
      const c = engineCircle(p);
      if (c !== null && c !== 'G') {
        if (hasRoom(s, p)) for (const card of p.hand) if (cardOf(card).pickup === c) out.push({ type: 'PICK_UP', card });
        for (const car of p.train) if (cardOf(car).setOut === c) out.push({ type: 'SET_OUT', car });
      }
      const hand = unique(p.hand);
      for (let i = 0; i < CELLS; i++) {
        if (hasCard(s, i)) {
          const rail = s.board[i];
          if (!rail || engineOnRail(s, i) >= 0) continue;
          const old = cellMask(rail);
          // Actions of one cell share its (read-only) cell object: fewer allocations on the hot path.
          const cell = cellOf(i);
          for (const card of hand) {
            masksOf(card).forEach((m, r, masks) => {
              if (masks.indexOf(m) === r && isStrictSuperset(m, old))
                out.push({ type: 'UPGRADE_RAIL', card, cell, rotation: r as Rotation });
            });
          }
        } else if (isAdjacent(s, i)) {
          const cell = cellOf(i);
          for (const card of hand) for (const r of distinctRotations(card)) out.push({ type: 'LAY_RAIL', card, cell, rotation: r });
        }
      }
      moveStarts(s, seat, hand, out);
      if (p.tender === 0 && !s.gluttonyUsed) for (const card of hand) out.push({ type: 'STOKE', card });
      out.push({ type: 'END_TURN' });
      break;
    }
    case 'MOVING': {
      const mp = s.move.mp;
      for (const exit of allowedExits(s, seat)) {
        const b = neigh(posIndex(p), exit);
        const r = planStep(s, seat, exit, -1, null, mp);
        const plans: [number, ReturnType<typeof planStep>][] = [];
        if (r === HrErrors.PUSH_EXIT_REQUIRED) {
          for (const y of exitsOf(cellMask(s.board[b]), opp(exit))) plans.push([y, planStep(s, seat, exit, y, null, mp)]);
        } else plans.push([-1, r]);
        const exitName = at(EDGES, exit);
        for (const [y, plan] of plans) {
          if (typeof plan === 'string') continue;
          const base =
            y < 0 ? { type: 'STEP' as const, exit: exitName } : { type: 'STEP' as const, exit: exitName, pushExit: at(EDGES, y) };
          out.push(base);
          if (plan.kind === 'push' && p.soulCatcher > 0) {
            for (const car of at(s.players, plan.q).train) out.push({ ...base, soulCatcherCar: car });
          }
        }
        if (p.boatman > 0) {
          for (const card of unique(p.hand))
            if (typeof planJump(s, seat, exit, card, mp) !== 'string') out.push({ type: 'JUMP', exit: exitName, card });
        }
      }
      const canStop = s.config.moveMode === 'upTo' ? s.move.stepsTaken >= 1 : !anyLegalStep(s, seat, mp);
      if (canStop) out.push({ type: 'STOP' });
      break;
    }
    case 'CIRCLE_ENTRY': {
      out.push({ type: 'DECLINE_EFFECT' });
      const c = s.entering.circle;
      if (c !== 'G' && circleOptionAvailable(s, seat, s.entering)) {
        for (const params of effectParamOptions(s, seat, at(s.circleTokens, c - 1), { kind: 'circle', circle: c }))
          out.push(params === undefined ? { type: 'USE_CIRCLE_EFFECT' } : { type: 'USE_CIRCLE_EFFECT', params });
      }
      if (p.engineToken !== null && engineOptionAvailable(s, seat)) {
        for (const params of effectParamOptions(s, seat, p.engineToken, { kind: 'engine' }))
          out.push(params === undefined ? { type: 'USE_ENGINE_TOKEN' } : { type: 'USE_ENGINE_TOKEN', params });
      }
      break;
    }
    case 'FALSE_PATH':
      out.push({ type: 'FINISH' });
      for (const pr of rotations(s, seat)) out.push({ type: 'ROTATE', ...pr });
      break;
    case 'GLUTTONY':
      for (const from of gluttonyEligible(s, seat, s.gluttony.blocked)) out.push({ type: 'STEAL', from });
      break;
    case 'THIEVERY_GIVE':
      for (const car of s.thievery.candidates) out.push({ type: 'GIVE_CAR', car });
      break;
    case 'REACTION':
      out.push({ type: 'HERESY_ALLOW' });
      if (p.heresy > 0) out.push({ type: 'HERESY_BLOCK' });
      break;
    case 'HAND_LIMIT':
      for (const card of unique(p.hand)) out.push({ type: 'DISCARD', card });
      break;
  }
  return out;
}

/** MOVE_START options: each card with brimstone ≥ load (HR-7.1), with minimal toll sets if due (appended to `out`). */
export function moveStarts(s: HrState, seat: number, hand: CardId[], out: HrAction[]): void {
  const p = at(s.players, seat);
  const due = tollDue(s, seat);
  const stepCache = new Map<number, boolean>();
  for (const card of hand) {
    if (cardOf(card).brimstone < load(p)) continue;
    const tolls: (CardId[] | undefined)[] = due > 0 ? minimalTolls(p.hand, card, due) : [undefined];
    for (const toll of tolls) {
      // Without a Boatman the hand does not matter to HR-7.1 check 4: cache by movement points.
      if (p.boatman === 0) {
        const mp = cardOf(card).carValue;
        let okStep = stepCache.get(mp);
        if (okStep === undefined) stepCache.set(mp, (okStep = anyLegalStep(s, seat, mp)));
        if (!okStep) continue;
      } else if (moveStartW(new Draft(s), seat, card, toll) !== null) continue;
      out.push(toll === undefined ? { type: 'MOVE_START', card } : { type: 'MOVE_START', card, cerberusCards: toll });
    }
  }
}

/** Minimal sets of hand cards (besides `card`) whose car values total at least `due` (HR-11.6). */
export function minimalTolls(hand: readonly CardId[], card: CardId, due: number): CardId[][] {
  const rest = hand.filter((c, i) => c !== card && hand.indexOf(c) === i);
  const out: CardId[][] = [];
  const n = Math.min(rest.length, 12);
  for (let mask = 1; mask < 1 << n; mask++) {
    let total = 0;
    let minV = 99;
    for (let k = 0; k < n; k++)
      if (mask & (1 << k)) {
        const v = cardOf(at(rest, k)).carValue;
        total += v;
        minV = Math.min(minV, v);
      }
    if (total >= due && total - minV < due) out.push(rest.filter((_, k) => mask & (1 << k)));
  }
  return out;
}

/** ROTATE / False Path targets: hand card × unoccupied rail of equal brimstone × other rotations. */
function rotations(s: HrState, seat: number): { card: CardId; cell: { x: number; y: number }; rotation: Rotation }[] {
  const out: { card: CardId; cell: { x: number; y: number }; rotation: Rotation }[] = [];
  const hand = unique(at(s.players, seat).hand);
  for (let i = 0; i < CELLS; i++) {
    const rail = s.board[i];
    if (!rail || engineOnRail(s, i) >= 0) continue;
    const top = topOf(rail);
    const b = cardOf(top.card).brimstone;
    for (const card of hand) {
      if (cardOf(card).brimstone !== b) continue;
      for (let r = 0; r < 4; r++) if (r !== top.rot) out.push({ card, cell: cellOf(i), rotation: r as Rotation });
    }
  }
  return out;
}

/** Every parameter choice of an available effect (HR-10); `undefined` = no params. */
export function effectParamOptions(s: HrState, seat: number, token: EffectId, source: EffectSource): (EffectParams | undefined)[] {
  const p = at(s.players, seat);
  switch (token) {
    case 'ABYSS': {
      const seen = new Set<string>();
      const out: EffectParams[] = [];
      for (const r of rotations(s, seat)) {
        const k = `${r.card}/${r.cell.x}/${r.cell.y}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push({ card: r.card, cell: r.cell });
        }
      }
      return out;
    }
    case 'FALSE_PATH':
      return rotations(s, seat);
    case 'DELINQUENCY': {
      const out: EffectParams[] = [];
      const checks: number[] = [];
      for (let i = 0; i < CELLS; i++) if (s.board[i]?.check) checks.push(i);
      for (let i = 0; i < CELLS; i++) {
        const rail = s.board[i];
        if (!rail || rail.check) continue;
        if (s.supply.CHECK > 0) out.push({ cell: cellOf(i) });
        else for (const j of checks) out.push({ cell: cellOf(i), moveFrom: cellOf(j) });
      }
      return out;
    }
    case 'GERYON':
      return unique(p.train).map((car) => ({ car }));
    case 'THIEVERY':
      return s.players.flatMap((o, k) => (k === seat ? [] : unique(o.train).map((car) => ({ car }))));
    case 'GUARD_DUTY':
      return (['G', 1, 2, 3, 4, 5, 6, 7, 8, 9] as CircleId[]).map((circle) => ({ circle }));
    case 'LUST':
      return s.players.flatMap((_, k) => (k === seat ? [] : [{ target: k }]));
    case 'SHIFT_CHANGE': {
      const out: EffectParams[] = [];
      for (let c = 1; c <= 9; c++)
        if (!(source.kind === 'circle' && source.circle === c)) out.push({ target: { kind: 'circle', circle: c } });
      s.players.forEach((o, k) => {
        if (o.engineToken !== null && !(source.kind === 'engine' && k === seat)) out.push({ target: { kind: 'engine', player: k } });
      });
      if (s.reserve.length > 0) out.push({ target: { kind: 'reserve' } });
      return out;
    }
    default:
      return [undefined];
  }
}
