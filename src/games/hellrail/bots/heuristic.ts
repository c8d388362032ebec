/**
 * The `heuristic` HellRail bot (HR-19.4 greedy policy, HR-19.5 safety): decides from its own player
 * view only. It sets out every car it can, picks up the best cars its fuel can haul, builds track
 * along the cheapest route (HR-19.3) toward the circle its cars (or its best hand card) need, moves
 * along built track, uses circle effects by the HR-19.4 effect heuristics, blocks with Heresy by the
 * HR-19.4 notes, and fans the flames when its hand is poor. See docs/rules/hellrail.md HR-19.
 */
import type { Bot, BotContext, BotFactory } from '../../../engine/contract.js';
import { CIRCLE_AT, EDGES, WIDTH, at, cardOf, masksOf, neigh, opp, pairBit, portsOf } from '../data.js';
import type { CardId, CircleId, EffectId, Edge } from '../data.js';
import type { HrAction, HrView } from '../types.js';
import { routeField, type RouteField, type RouteStep } from './route.js';

type Ctx = BotContext<HrView, HrAction>;
const C = cardOf;
const player = (v: HrView, k: number) => at(v.players, k);
const posCell = (v: HrView, k: number) => player(v, k).pos.y * WIDTH + player(v, k).pos.x;
const inCircle = (v: HrView, k: number): CircleId | null => (player(v, k).pos.entry === null ? (CIRCLE_AT[posCell(v, k)] ?? null) : null);
const loadOf = (v: HrView, k: number) => player(v, k).train.length + player(v, k).tender;

/** Chooses the target circle (HR-19.4 step 2) and returns it with the route field. */
function target(v: HrView, seat: number, field: RouteField): CircleId | null {
  const me = player(v, seat);
  if (me.train.length > 0) {
    let best: CircleId | null = null;
    let bc = Infinity;
    for (const car of me.train) {
      const c = field.circleCost(C(car).setOut as CircleId) - C(car).carValue * 0.05;
      if (c < bc) {
        bc = c;
        best = C(car).setOut as CircleId;
      }
    }
    return best;
  }
  let best: CircleId | null = null;
  let bs = -Infinity;
  const here = inCircle(v, seat);
  for (const card of me.hand ?? []) {
    if (C(card).pickup === here) continue;
    const sc = C(card).carValue - 3 * field.circleCost(C(card).pickup as CircleId);
    if (sc > bs) {
      bs = sc;
      best = C(card).pickup as CircleId;
    }
  }
  return best;
}

/** Cards the bot keeps (HR-19.4 step 3): the target pickup card and the best mover. */
function keepers(v: HrView, seat: number, tgt: CircleId | null): Set<CardId> {
  const me = player(v, seat);
  const hand = me.hand ?? [];
  const keep = new Set<CardId>();
  if (me.train.length === 0 && tgt !== null) {
    const pick = hand.filter((c) => C(c).pickup === tgt).sort((a, b) => C(b).carValue - C(a).carValue)[0];
    if (pick) keep.add(pick);
  }
  const load = loadOf(v, seat);
  const mover = hand.filter((c) => !keep.has(c) && C(c).brimstone >= Math.max(1, load)).sort((a, b) => C(b).carValue - C(a).carValue)[0];
  if (mover) keep.add(mover);
  if (me.tender === 0) {
    const fuel = hand.filter((c) => !keep.has(c)).sort((a, b) => C(b).brimstone - C(a).brimstone)[0];
    if (fuel) keep.add(fuel);
  }
  return keep;
}

function effectScore(v: HrView, seat: number, token: EffectId, a: HrAction & { params?: unknown }): number {
  const me = player(v, seat);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const params = a.params as any;
  const handSize = me.handSize;
  switch (token) {
    case 'BOATMAN':
    case 'HERESY':
    case 'SOUL_CATCHER':
    case 'INFERNAL_POWER':
      return 5;
    case 'BRIMSTONE_TENDER':
      return me.tender === 0 && loadOf(v, seat) <= 2 ? 6 : -1;
    case 'LUST': {
      const t = player(v, params.target);
      const largest = Math.max(...v.players.map((p, k) => (k === seat ? 0 : p.handSize)));
      return t.handSize >= 3 && t.handSize === largest && t.heresy === 0 ? 3 : -1;
    }
    case 'GLUTTONY':
      return handSize <= 3 && v.players.some((p, k) => k !== seat && p.handSize > handSize) ? 3 : -1;
    case 'THIEVERY': {
      if (me.train.length > 0) return -1;
      const owner = v.players.findIndex((p, k) => k !== seat && p.train.includes(params.car));
      return owner >= 0 && player(v, owner).heresy === 0 ? 2 + C(params.car).carValue / 10 : -1;
    }
    case 'GUARD_DUTY': {
      let best = -1;
      v.players.forEach((p, k) => {
        const c = inCircle(v, k);
        if (k !== seat && c !== null && c !== 'G' && c !== inCircle(v, seat)) best = Math.max(best, c);
      });
      return best > 0 && params.circle === best && v.cerberus !== best ? 2 : -1;
    }
    case 'DELINQUENCY': {
      const cell = params.cell.y * WIDTH + params.cell.x;
      const ahead = v.players.some((p, k) => {
        if (k === seat || p.pos.entry === null || p.train.length === 0) return false;
        const pc = posCell(v, k);
        return Math.abs((pc % WIDTH) - (cell % WIDTH)) + Math.abs(Math.floor(pc / WIDTH) - Math.floor(cell / WIDTH)) === 1;
      });
      return ahead && !params.moveFrom ? 1 : -1;
    }
    default:
      return -1;
  }
}

function circleEntry(ctx: Ctx, v: HrView): HrAction {
  let best: HrAction = { type: 'DECLINE_EFFECT' };
  let bs = 0;
  for (const a of ctx.legal) {
    let token: EffectId | null = null;
    if (a.type === 'USE_CIRCLE_EFFECT') {
      const c = v.entering?.circle ?? 'G';
      token = c === 'G' ? null : (v.circleTokens[c - 1] ?? null);
    } else if (a.type === 'USE_ENGINE_TOKEN') token = player(v, ctx.seat).engineToken;
    if (!token) continue;
    const sc = effectScore(v, ctx.seat, token, a) + (a.type === 'USE_CIRCLE_EFFECT' ? 0.01 : 0);
    if (sc > bs) {
      bs = sc;
      best = a;
    }
  }
  return best;
}

function reaction(ctx: Ctx, v: HrView): HrAction {
  const me = player(v, ctx.seat);
  const r = v.reaction?.resume;
  let block = false;
  if (!r) return at(ctx.legal, 0);
  if (r.kind === 'LUST' || r.kind === 'GLUTTONY') block = me.handSize >= 3;
  else if (r.kind === 'THIEVERY' || r.kind === 'STEP') block = C(r.car).carValue >= 6;
  return ctx.legal.find((a) => a.type === (block ? 'HERESY_BLOCK' : 'HERESY_ALLOW')) ?? at(ctx.legal, 0);
}

/** Creates the heuristic bot for one seat. */
export const heuristicBot: BotFactory<HrView, HrAction> = (): Bot<HrView, HrAction> => {
  let moveTarget: CircleId | null = null;
  let builtThisTurn = 0;
  let lastTurn = -1;
  return {
    act(ctx) {
      const v = ctx.view();
      const seat = ctx.seat;
      const legal = ctx.legal;
      if (v.turn !== lastTurn) {
        lastTurn = v.turn;
        builtThisTurn = 0;
      }
      const find = (pred: (a: HrAction) => boolean) => legal.find(pred);
      switch (v.phase) {
        case 'CIRCLE_ENTRY':
          return circleEntry(ctx, v);
        case 'REACTION':
          return reaction(ctx, v);
        case 'GLUTTONY': {
          let best = at(legal, 0);
          for (const a of legal)
            if (a.type === 'STEAL' && best.type === 'STEAL' && player(v, a.from).handSize > player(v, best.from).handSize) best = a;
          return best;
        }
        case 'THIEVERY_GIVE':
          return legal.reduce((b, a) => (a.type === 'GIVE_CAR' && b.type === 'GIVE_CAR' && C(a.car).carValue < C(b.car).carValue ? a : b));
        case 'FALSE_PATH':
          return find((a) => a.type === 'FINISH') ?? at(legal, 0);
        case 'HAND_LIMIT':
          return legal.reduce((b, a) => (a.type === 'DISCARD' && b.type === 'DISCARD' && C(a.card).carValue < C(b.card).carValue ? a : b));
        case 'MOVING':
          return moving(ctx, v, moveTarget);
        default:
          break;
      }
      // ACTIONS
      const me = player(v, seat);
      const hand = me.hand ?? [];
      const setOut = find((a) => a.type === 'SET_OUT');
      if (setOut) return setOut;
      const picks = legal
        .filter((a): a is Extract<HrAction, { type: 'PICK_UP' }> => a.type === 'PICK_UP')
        .sort((a, b) => C(b.card).carValue - C(a.card).carValue);
      const load = loadOf(v, seat);
      for (const pk of picks) {
        const newLoad = load + 1;
        if (newLoad > 4) break;
        if (hand.some((c) => c !== pk.card && C(c).brimstone >= newLoad)) return pk;
      }
      const field = routeField(v, me.pos, seat);
      const tgt = target(v, seat, field);
      const keep = keepers(v, seat, tgt);
      if (tgt !== null) {
        const path = field.path(tgt);
        const firstGap = path.findIndex((st) => st.kind === 'build' || st.kind === 'upgrade');
        if (firstGap >= 0 && builtThisTurn < 4) {
          const build = buildAction(legal, path, firstGap, keep);
          if (build) {
            builtThisTurn++;
            return build;
          }
        }
        // Move along built track.
        const built = firstGap < 0 ? path.length : firstGap;
        const firstCircle = path.findIndex((st) => st.kind === 'circle');
        const reach = firstCircle >= 0 && firstCircle < built ? firstCircle + 1 : built;
        const gain = firstGap < 0 || firstCircle < built ? reach : built - 1;
        if (reach >= 1 && gain >= 1 && (firstGap < 0 || firstCircle < built || (gain >= 4 && !canBuild(legal, keep)))) {
          const mv = chooseMove(legal, reach, keep, hand);
          if (mv) {
            moveTarget = tgt;
            return mv;
          }
        }
      }
      if (me.tender === 0 && !v.gluttonyUsed && hand.length <= 4 && hand.length > 0) {
        const spare = hand.filter((c) => !keep.has(c));
        const pool = spare.length ? spare : hand;
        const card = pool.reduce((b, c) => (C(c).brimstone > C(b).brimstone ? c : b));
        const stoke = find((a) => a.type === 'STOKE' && a.card === card);
        if (stoke) return stoke;
      }
      return find((a) => a.type === 'END_TURN') ?? at(legal, 0);
    },
  };
};

/** True if some spare card could still be laid or used for an upgrade. */
function canBuild(legal: readonly HrAction[], keep: Set<CardId>): boolean {
  return legal.some((a) => (a.type === 'LAY_RAIL' || a.type === 'UPGRADE_RAIL') && !keep.has(a.card));
}

/** Lay or upgrade the first unbuilt cell of the route with a spare card whose paths fit (HR-19.4 step 4). */
function buildAction(legal: readonly HrAction[], path: RouteStep[], gap: number, keep: Set<CardId>): HrAction | null {
  const st = path[gap];
  const next = path[gap + 1];
  if (!st || !next) return null;
  const need = pairBit(st.entry, next.exit);
  const x = st.cell % WIDTH;
  const y = Math.floor(st.cell / WIDTH);
  let best: HrAction | null = null;
  let bs = Infinity;
  for (const a of legal) {
    if ((a.type !== 'LAY_RAIL' && a.type !== 'UPGRADE_RAIL') || a.cell.x !== x || a.cell.y !== y) continue;
    if (keep.has(a.card)) continue;
    const m = at(masksOf(a.card), a.rotation);
    if (!(m & need)) continue;
    const sc = C(a.card).carValue + 0.8 * C(a.card).brimstone;
    if (sc < bs) {
      bs = sc;
      best = a;
    }
  }
  return best;
}

/** MOVE_START with the cheapest card that covers `steps` (else the strongest), paying the least toll. */
function chooseMove(legal: readonly HrAction[], steps: number, keep: Set<CardId>, hand: readonly CardId[]): HrAction | null {
  const moves = legal.filter((a): a is Extract<HrAction, { type: 'MOVE_START' }> => a.type === 'MOVE_START');
  if (moves.length === 0) return null;
  const pickup = [...keep].filter((c) => hand.includes(c));
  const tollCost = (a: Extract<HrAction, { type: 'MOVE_START' }>) => (a.cerberusCards ?? []).reduce((t, c) => t + C(c).carValue, 0);
  const score = (a: Extract<HrAction, { type: 'MOVE_START' }>) => {
    const v = C(a.card).carValue;
    const enough = v >= steps;
    // Prefer enough points; among those the smallest value; avoid spending the kept pickup card.
    return (enough ? 0 : 100 + (steps - v) * 10) + v + (pickup[0] === a.card && keep.size > 1 ? 5 : 0) + tollCost(a) * 0.5;
  };
  return moves.reduce((b, a) => (score(a) < score(b) ? a : b));
}

/** During a move: follow the cheapest route toward the target through built track; never derail. */
function moving(ctx: Ctx, v: HrView, tgt: CircleId | null): HrAction {
  const legal = ctx.legal;
  const stop = legal.find((a) => a.type === 'STOP');
  const me = player(v, ctx.seat);
  if (tgt !== null) {
    const field = routeField(v, me.pos, ctx.seat);
    const path = field.path(tgt);
    const first = path[0];
    if (first && (first.kind === 'rail' || first.kind === 'circle')) {
      const exit = at(EDGES, first.exit);
      const second = path[1];
      const steps = legal.filter((a): a is Extract<HrAction, { type: 'STEP' }> => a.type === 'STEP' && a.exit === exit);
      if (steps.length > 0) {
        const withPush = second ? steps.find((a) => a.pushExit === EDGES[second.exit]) : undefined;
        const sc = steps.find((a) => a.soulCatcherCar !== undefined);
        return sc ?? withPush ?? steps.find((a) => !a.soulCatcherCar) ?? at(steps, 0);
      }
    }
  }
  if (stop) return stop;
  // Forced (exact mode or first step): a step that stays on track if there is one (HR-19.5: never
  // step through an open end by choice).
  const moves = legal.filter((a) => a.type !== 'STOP');
  const safe = moves.filter((a) => a.type === 'JUMP' || (a.type === 'STEP' && !isOpenEnd(v, me.pos, a.exit)));
  const pool = safe.length > 0 ? safe : moves;
  return pool[ctx.rng.int(pool.length)] ?? at(legal, 0);
}

/** True if stepping through `exit` from `pos` would derail (HR-3.9), judged from the view. */
function isOpenEnd(v: HrView, pos: { x: number; y: number }, exit: Edge): boolean {
  const e = EDGES.indexOf(exit);
  const n = neigh(pos.y * WIDTH + pos.x, e);
  if (n < 0) return true;
  if (CIRCLE_AT[n] !== null) return false;
  const rail = v.board[n];
  if (!rail) return true;
  const top = at(rail.stack, rail.stack.length - 1);
  return (portsOf(at(masksOf(top.card), top.rot)) & (1 << opp(e))) === 0;
}
