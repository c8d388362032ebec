/**
 * The `heuristic` bot (spec section 14.1), playing only from its seat's view and the legal action
 * list (TTR-122): plans shortest paths joining its tickets (greedy Steiner), draws the colours those
 * routes need, claims planned routes (threatened and long ones first), takes new tickets when its
 * tickets are done and it has trains to spare, avoids tickets it cannot finish late in the game, and
 * spends spare trains on long routes at the end; writes off tickets it cannot finish in time (pace.ts),
 * spends a full hand late in the game instead of drawing, and races to the end when ahead.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import type { Bot, BotContext, BotFactory } from '../../../engine/contract.js';
import {
  CARD_KINDS,
  KINDS,
  KIND_INDEX,
  LOCO,
  ROUTE_COLOR,
  ROUTE_INDEX,
  ROUTE_LEN,
  ROUTE_PAIR,
  ROUTE_SCORING,
  ROUTES,
  ROUTE_FROM,
  ROUTE_TO,
  CITIES,
  ticketValues,
} from '../data.js';
import type { Payment, PlayerView, TicketStatus, TtrAction, TtrView } from '../types.js';
import { planTickets, routeCosts, type Plan, type RouteCosts } from './plan.js';
import { bestBlock } from './block.js';
import { cardsMissing, feasiblePlan, turnsLeft } from './pace.js';

const CITY_COUNT = CITIES.length;

/** Tuning constants of the heuristic bot (trains unless stated). */
export const HEURISTIC = {
  /** Draw new tickets only with more trains than this (spec 14.1: about 12–15). */
  ticketDrawMinTrains: 14,
  /** …and only while every opponent has more trains than this. */
  ticketDrawMinOpponentTrains: 14,
  /** End-game alarm: someone has this many trains or fewer (spec 14.1: about 6). */
  endgameTrains: 6,
  /** Initial ticket budget: trains a starting plan may use. */
  initialBudget: 32,
  /** Penalty per planned train when scoring a ticket choice (points per train). */
  trainPenalty: 0.3,
  /** Block an opponent's likely connection when it costs them at least this many extra trains. */
  blockMinGain: 4,
  /** …and only while the bot has at least this many spare trains beyond its plan. */
  blockMinSpare: 6,
  /** Extra value (points) per completable ticket when choosing tickets in Globetrotter games (spec 14.1: favour several cheap tickets). */
  globetrotterTicketBonus: 2,
  /** Extra value (points) of a spare-train route that touches the bot's network in Longest Path games. */
  extendBonus: 3,
  /** …and only with routes this short (a block should be cheap). */
  blockMaxLength: 2,
  /** Holding this many train cards, claim a spare-train route before drawing more (issue 21 "no stalls"). */
  maxHand: 12,
  /** …when it probably has this many turns left or fewer (pace.ts `turnsLeft`). */
  lateTurns: 8,
  /** Holding this many cards, spend them at any time of the game. */
  fullHand: 20,
  /** Drawing or passing this many turns in a row while a claim is legal, claim next time (issue 21: never ten). */
  maxIdleTurns: 6,
};

/** Options of one heuristic bot (defaults: `HEURISTIC`); `block: false` gives the never-blocking "easy" style. */
export interface HeuristicOptions {
  readonly block: boolean;
  /** In Longest Path games, prefer spare-train routes that touch the bot's own network (default true). */
  readonly longest?: boolean;
  /** In Globetrotter games, value each ticket it can complete a little more (default true; spec 14.1 "favour several cheap tickets"). */
  readonly globetrotter?: boolean;
  /** Draws new tickets in play when its tickets are done (default true; the `easy` level does not). */
  readonly drawTickets?: boolean;
  /** Overrides of the `HEURISTIC` constants for this bot (the `hard` level's planner). */
  readonly tuning?: Partial<HeuristicTuning>;
}

/** The tuning constants of one heuristic bot (`HEURISTIC` by default). */
export type HeuristicTuning = { readonly [K in keyof typeof HEURISTIC]: number };

type Hand = number[];

/** The bot's own player view. Throws if the view is not the seat's own (a bot sees only its view, TTR-122). */
function ownPlayer(
  v: TtrView,
  seat: number,
): PlayerView & { readonly hand: NonNullable<PlayerView['hand']>; readonly tickets: readonly TicketStatus[] } {
  const me = v.players[seat];
  if (!me || !me.hand || !me.tickets) throw new Error(`heuristic bot: the view is not seat ${seat}'s own`);
  return me as PlayerView & { readonly hand: NonNullable<PlayerView['hand']>; readonly tickets: readonly TicketStatus[] };
}

function handArray(h: NonNullable<PlayerView['hand']>): Hand {
  return CARD_KINDS.map((k) => h[k] ?? 0);
}

/** Route index of a claim (-1 for an unknown id). */
function claimRoute(a: { readonly routeId: string }): number {
  return ROUTE_INDEX.get(a.routeId) ?? -1;
}

/** Cards still missing to claim route `r` with `hand` (best colour for gray), counting locomotives as wild. */
function missing(hand: Hand, r: number): number {
  const len = ROUTE_LEN[r] ?? 0;
  const c = ROUTE_COLOR[r] ?? -1;
  let have: number;
  if (c >= 0) have = hand[c] ?? 0;
  else {
    have = 0;
    for (let k = 0; k < LOCO; k++) {
      const n = hand[k] ?? 0;
      if (n > have) have = n;
    }
  }
  return Math.max(0, len - have - (hand[LOCO] ?? 0));
}

/** Is route `r` contested: a single track, or a double that closes after one claim (TTR-62)? */
function threatened(v: TtrView, r: number): boolean {
  const p = ROUTE_PAIR[r] ?? -1;
  if (p < 0) return true;
  return v.seats < v.config.doubleRoutesMinPlayers || v.routeOwner[p] !== null;
}

/** `hand` (count array by kind) after paying `p` (TTR-63). */
function afterPayment(hand: Hand, p: Payment): Hand {
  const left = hand.slice();
  for (const k in p) {
    const i = KIND_INDEX[k as keyof Payment];
    left[i] = (left[i] ?? 0) - (p[k as keyof Payment] ?? 0);
  }
  return left;
}

/** Scores a claim payment: fewer locomotives, and colours not needed by other planned routes. */
function paymentCost(p: Payment, needed: readonly number[]): number {
  let cost = 0;
  for (const k in p) {
    const n = p[k as keyof Payment] ?? 0;
    const i = CARD_KINDS.indexOf(k as (typeof CARD_KINDS)[number]);
    cost += i === LOCO ? n * 4 : n * ((needed[i] ?? 0) > 0 ? 1.5 : 1);
  }
  return cost;
}

/** Ticket-choice evaluation: value of the plan joining kept + chosen tickets within `budget`. */
function evaluateKeep(
  v: TtrView,
  seat: number,
  costs: RouteCosts,
  kept: readonly string[],
  choice: readonly string[],
  budget: number,
  globetrotterWeight: number,
  trainPenalty: number,
): number {
  const values = ticketValueMap(v);
  const done = new Set(
    ownPlayer(v, seat)
      .tickets.filter((t) => t.completed)
      .map((t) => t.id),
  );
  const open = kept.filter((id) => !done.has(id));
  const order = [...open, ...[...choice].sort((a, b) => (values.get(b) ?? 0) - (values.get(a) ?? 0))];
  const plan = planTickets(costs, order, budget);
  let score = 0;
  const perTicket = globetrotterWeight;
  for (const id of choice)
    score += plan.covered.includes(id) || done.has(id) ? (values.get(id) ?? 0) + perTicket : -(values.get(id) ?? 0) * 1.5;
  for (const id of open) if (!plan.covered.includes(id)) score -= (values.get(id) ?? 0) * 0.5;
  return score - trainPenalty * plan.trains;
}

const valueCache = new WeakMap<object, Map<string, number>>();
function ticketValueMap(v: TtrView): Map<string, number> {
  let m = valueCache.get(v);
  if (!m) {
    m = new Map();
    for (const p of v.players) for (const t of p.tickets ?? []) m.set(t.id, t.value);
    valueCache.set(v, m);
  }
  return m;
}

const deckValues = new Map<string, ReadonlyMap<string, number>>();
/** Ticket values for offered ids that are not yet in a view (pending offers). */
function valueOf(v: TtrView, id: string): number {
  const key = `${v.config.variant}/${v.config.ticketValues ?? ''}`;
  let m = deckValues.get(key);
  if (!m) deckValues.set(key, (m = ticketValues(v.config.variant, v.config.ticketValues === 'revised')));
  return m.get(id) ?? 0;
}

/** Creates a heuristic bot for one seat (blocking on). */
export const heuristicBot: BotFactory<TtrView, TtrAction> = () => createHeuristicBot({ block: true });

/** Creates a heuristic bot with options (spec section 14.1). */
export function createHeuristicBot(options: HeuristicOptions): Bot<TtrView, TtrAction> {
  const H: HeuristicTuning = { ...HEURISTIC, ...options.tuning };
  // Turns in a row this bot has drawn or passed while it could claim (its only memory).
  let idleTurns = 0;
  const decide = (ctx: BotContext<TtrView, TtrAction>): TtrAction | null => {
    const legal = ctx.legal;
    const [first] = legal;
    if (!first) return null;
    if (legal.length === 1) return first;
    const v = ctx.view();
    const seat = ctx.seat;
    const me = ownPlayer(v, seat);
    const trains = me.trainsLeft;
    const costs = routeCosts(v.routeOwner, seat, v.seats, v.config.doubleRoutesMinPlayers, trains);
    const oppMin = Math.min(...v.players.filter((p) => p.seat !== seat).map((p) => p.trainsLeft));

    // Ticket choice (initial and in play).
    if (first.type === 'KEEP_TICKETS') {
      const m = ticketValueMap(v);
      for (const id of me.pending ?? []) m.set(id, valueOf(v, id));
      const kept = (me.tickets ?? []).map((t) => t.id);
      const budget =
        v.phase === 'initialTickets' ? H.initialBudget : Math.max(0, Math.min(trains - 2, Math.round(oppMin * 0.9 + me.handSize * 0.5)));
      let best = first;
      let bestScore = -Infinity;
      for (const a of legal) {
        if (a.type !== 'KEEP_TICKETS') continue;
        const gw = (options.globetrotter ?? true) && v.config.globetrotterBonus ? H.globetrotterTicketBonus : 0;
        const s = evaluateKeep(v, seat, costs, kept, a.ticketIds, budget, gw, H.trainPenalty) - a.ticketIds.length * 0.01;
        if (s > bestScore) {
          bestScore = s;
          best = a;
        }
      }
      return best;
    }

    const hand = handArray(me.hand);
    const open = me.tickets.filter((t) => !t.completed).sort((a, b) => b.value - a.value);
    // Only tickets it can still finish before the end (pace.ts): the others are written off, and
    // their trains go to the best-scoring routes instead (issue 21 "no stalls").
    const turns = turnsLeft(v, seat);
    const plan: Plan = feasiblePlan(
      costs,
      open.map((t) => t.id),
      trains,
      hand,
      turns,
    );
    const endgame = oppMin <= H.endgameTrains || trains <= H.endgameTrains;
    // Ahead on what it knows (its own tickets, everyone's route points): race to end the game (spec 14.1).
    const rush = endgame && plan.routes.length === 0 && aheadOnBoard(v, seat, plan);
    const claims = legal.filter((a): a is Extract<TtrAction, { type: 'CLAIM_ROUTE' }> => a.type === 'CLAIM_ROUTE');

    // Colour needs of the planned routes (coloured ones exactly; gray ones by the best colour in hand).
    const needed = new Array<number>(KINDS).fill(0);
    for (const r of plan.routes) {
      const c = ROUTE_COLOR[r] ?? -1;
      if (c >= 0) needed[c] = (needed[c] ?? 0) + (ROUTE_LEN[r] ?? 0);
    }

    const bestClaimOn = (routes: ReadonlySet<number>, rank: (r: number) => number): TtrAction | null => {
      let best: TtrAction | null = null;
      let bestScore = -Infinity;
      for (const a of claims) {
        const r = claimRoute(a);
        if (!routes.has(r)) continue;
        const s = rank(r) * 100 - paymentCost(a.payment, needed);
        if (s > bestScore) {
          bestScore = s;
          best = a;
        }
      }
      return best;
    };

    // 1. Claim a planned route when affordable: threatened, shared and long ones first.
    if (plan.routes.length > 0) {
      const a = bestClaimOn(
        new Set(plan.routes),
        (r) => (ROUTE_LEN[r] ?? 0) + (threatened(v, r) ? 3 : 0) + 2 * ((plan.uses.get(r) ?? 1) - 1),
      );
      if (a) return a;
    }

    // 1b. Block an opponent's likely connection when it is cheap for us (spec 14.1 "Weighs blocking").
    if (options.block && !endgame && claims.length > 0 && trains - plan.trains >= H.blockMinSpare) {
      const claimable = new Set(claims.map(claimRoute).filter((r) => r >= 0 && (ROUTE_LEN[r] ?? 0) <= H.blockMaxLength));
      const block = bestBlock(
        v.routeOwner,
        v.seats,
        v.config.doubleRoutesMinPlayers,
        seat,
        v.players.map((p) => p.trainsLeft),
        claimable,
      );
      if (block && block.gain >= H.blockMinGain && (ROUTE_LEN[block.route] ?? 0) <= Math.min(H.blockMaxLength, trains - plan.trains)) {
        const a = bestClaimOn(new Set([block.route]), () => 0);
        if (a) return a;
      }
    }

    // 2. Tickets done: take new ones with trains to spare, early enough.
    const canDrawTickets = legal.some((a) => a.type === 'DRAW_TICKETS');
    if (
      plan.routes.length === 0 &&
      (options.drawTickets ?? true) &&
      canDrawTickets &&
      !endgame &&
      trains > H.ticketDrawMinTrains &&
      oppMin > H.ticketDrawMinOpponentTrains
    ) {
      return { type: 'DRAW_TICKETS' };
    }

    // 3. Spare trains (plan done or end game): claim the best-scoring route in reach; in Longest Path
    // games, routes touching the bot's network score a little more (they may extend its trail).
    const spare = trains - plan.trains;
    const touches = new Uint8Array(CITY_COUNT);
    if ((options.longest ?? true) && v.config.longestPathBonus)
      v.routeOwner.forEach((o, r) => {
        if (o === seat) touches[ROUTE_FROM[r] ?? 0] = touches[ROUTE_TO[r] ?? 0] = 1;
      });
    const spareValue = (r: number): number =>
      routePoints(r) + (touches[ROUTE_FROM[r] ?? 0] || touches[ROUTE_TO[r] ?? 0] ? H.extendBonus : 0);
    const freeRoutes = new Set<number>();
    for (let r = 0; r < ROUTES.length; r++) {
      const c = costs[r] ?? Infinity;
      if (c > 0 && c < Infinity && (ROUTE_LEN[r] ?? 0) <= spare) freeRoutes.add(r);
    }
    if (plan.routes.length === 0 || (endgame && spare > 0)) {
      const a = bestClaimOn(freeRoutes, rush ? (r) => ROUTE_LEN[r] ?? 0 : spareValue);
      if (a && (endgame || (ROUTE_LEN[r0(a)] ?? 0) >= 3 || trains <= 8)) return a;
    }
    // A full hand is spent, not grown: with HEURISTIC.maxHand cards or more, claim the best spare
    // route whose payment leaves the plan no further from done (issue 21 "no stalls").
    // After HEURISTIC.maxIdleTurns idle turns in a row, claim whatever sets the plan back least.
    const restless = idleTurns >= H.maxIdleTurns;
    if (claims.length > 0 && (restless || me.handSize >= H.fullHand || (me.handSize >= H.maxHand && turns <= H.lateTurns))) {
      const short = cardsMissing(hand, plan.routes);
      let best: TtrAction | null = null;
      let bestScore = -Infinity;
      for (const a of claims) {
        const r = claimRoute(a);
        const setback = cardsMissing(afterPayment(hand, a.payment), plan.routes) - short;
        if (!restless && (!freeRoutes.has(r) || setback > 0)) continue;
        const s = (freeRoutes.has(r) ? spareValue(r) : routePoints(r)) * 100 - paymentCost(a.payment, needed) - setback * 1000;
        if (s > bestScore) {
          bestScore = s;
          best = a;
        }
      }
      if (best) return best;
    }
    if (endgame && plan.routes.length > 0) {
      // In the end game any planned claim beats drawing; else spend cards on points.
      const a = bestClaimOn(freeRoutes, routePoints);
      if (a && plan.routes.every((r) => missing(hand, r) > 2)) return a;
    }

    // 4. Draw cards toward the targets: planned routes, else the best spare-train route.
    let targets = plan.routes;
    if (targets.length === 0) {
      let best = -1;
      let bestScore = -Infinity;
      for (const r of freeRoutes) {
        const s = spareValue(r) / (Math.ceil(missing(hand, r) / 2) + 1);
        if (s > bestScore) {
          bestScore = s;
          best = r;
        }
      }
      targets = best >= 0 ? [best] : [];
      const bc = best >= 0 ? (ROUTE_COLOR[best] ?? -1) : -1;
      if (bc >= 0) needed[bc] = (needed[bc] ?? 0) + (ROUTE_LEN[best] ?? 0);
    }
    const usefulness = (k: number): number => {
      if (k === LOCO) return 0;
      let u = 0;
      const hk = hand[k] ?? 0;
      const locos = hand[LOCO] ?? 0;
      for (const r of targets) {
        const c = ROUTE_COLOR[r] ?? -1;
        const len = ROUTE_LEN[r] ?? 0;
        if (c === k) {
          if (hk + locos < len) u += 2 + len / 6;
        } else if (c < 0) {
          let most = hand[0] ?? 0;
          for (let j = 1; j < LOCO; j++) most = Math.max(most, hand[j] ?? 0);
          if (hk + locos < len && (needed[k] ?? 0) <= hk) u += hk === most ? 1.5 : hk > 0 ? 0.8 : 0.3;
        }
      }
      return u;
    };
    let pick: TtrAction | null = null;
    let pickScore = 0;
    for (const a of legal) {
      if (a.type !== 'DRAW_FACE_UP') continue;
      const k = faceUpKind(v, a.slot);
      const u = usefulness(k);
      if (u > pickScore) {
        pickScore = u;
        pick = a;
      }
    }
    if (pick) return pick;
    // A face-up locomotive, only as the first card and only if it makes a planned claim possible next turn.
    if (v.step === 'main') {
      const locoSlot = legal.find((a) => a.type === 'DRAW_FACE_UP' && faceUpKind(v, a.slot) === LOCO);
      if (locoSlot && targets.some((r) => missing(hand, r) === 1)) return locoSlot;
    }
    const blind = legal.find((a) => a.type === 'DRAW_BLIND');
    if (blind) return blind;
    const anyFace = legal.find((a) => a.type === 'DRAW_FACE_UP');
    if (anyFace) return anyFace;
    // Nothing to draw: claim whatever scores most, else tickets (only if no card move exists), else pass.
    const anyClaim = bestClaimOn(new Set(claims.map(claimRoute)), routePoints);
    if (anyClaim) return anyClaim;
    return legal.find((a) => a.type === 'DRAW_TICKETS') ?? first;
  };
  return {
    act(ctx) {
      const a = decide(ctx);
      if (a && ctx.legal.length > 1 && ctx.view().step === 'main') {
        if (a.type === 'CLAIM_ROUTE' || !ctx.legal.some((l) => l.type === 'CLAIM_ROUTE')) idleTurns = 0;
        else idleTurns++;
      }
      return a;
    },
  };
}

function r0(a: TtrAction): number {
  return a.type === 'CLAIM_ROUTE' ? claimRoute(a) : 0;
}

/**
 * Is `seat` ahead on what its view shows? Its route points plus its completed tickets minus the open
 * tickets outside `plan` (TTR-102), against every opponent's public route points (TTR-100).
 */
function aheadOnBoard(v: TtrView, seat: number, plan: Plan): boolean {
  const me = ownPlayer(v, seat);
  let mine = me.routePoints;
  for (const t of me.tickets) mine += t.completed || plan.covered.includes(t.id) ? t.value : -t.value;
  for (const p of v.players) if (p.seat !== seat && p.routePoints >= mine) return false;
  return true;
}

/** Points for claiming route `r` (TTR-100). */
function routePoints(r: number): number {
  return ROUTE_SCORING[ROUTE_LEN[r] ?? 0] ?? 0;
}

function faceUpKind(v: TtrView, slot: number): number {
  const k = v.faceUp[slot];
  return k ? CARD_KINDS.indexOf(k) : -1;
}
