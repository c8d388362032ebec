/**
 * A fast planning policy on the playout state (issue 21 item 2: the `hard` bot's rollouts): a light
 * copy of the heuristic bot (bots/heuristic.ts) that reads the playout state's typed arrays instead
 * of a view and a legal-action list, so that a whole 2-seat game takes well under a millisecond.
 * Each seat plans the cheapest routes (in trains) joining its open tickets (greedy Steiner over
 * Dijkstra, replanned only when a route is claimed or its tickets change), keeps the tickets it can
 * finish (TTR-41, TTR-76), claims planned routes it can pay for (longest first, TTR-60 to TTR-64),
 * draws the face-up colours its plan needs (TTR-70 to TTR-74) or blind, draws new tickets when its
 * tickets are done with trains to spare (TTR-75), spends spare trains on the longest routes, and in
 * the end game (someone at `ENDGAME_TRAINS` or fewer) prefers any claim to drawing. It plays every
 * seat, from the full playout state: in a search it runs inside a determinization, so it sees only
 * sampled hidden information. Every move it returns is legal (TTR-44). Rules: docs/rules/ticket-to-ride.md.
 */
import {
  CITIES,
  CITY_ROUTES,
  FINAL_ROUND_TRAINS,
  KINDS,
  LOCO,
  ROUTE_COLOR,
  ROUTE_FROM,
  ROUTE_LEN,
  ROUTE_PAIR,
  ROUTE_SCORING,
  ROUTE_TO,
  ROUTES,
  VARIANTS,
} from '../data.js';
import { startingDeal } from '../config.js';
import { claimMove, KEEP_BASE, MOVE_BLIND, MOVE_PASS, MOVE_TICKETS, actingSeat } from './moves.js';
import { playMove } from './play.js';
import { STAGE, type PlayoutState } from './state.js';

/** Tuning of the rollout policy (trains unless stated). */
export const POLICY = {
  /** Draw new tickets only with more trains than this, and only while every opponent has more too. */
  ticketDrawMinTrains: 14,
  /** End game: someone has this many trains or fewer; any claim beats drawing. */
  endgameTrains: 6,
  /** Trains a starting plan may use (TTR-41 choice). */
  initialBudget: 32,
  /** Points per planned train charged when choosing tickets. */
  trainPenalty: 0.3,
  /** Spend the hand on a spare claim once it holds this many cards and about `lateTurns` turns are left (no stalls)… */
  maxHand: 12,
  lateTurns: 8,
  /** …or this many cards at any time. */
  fullHand: 20,
  /** Opponent pace while racing to the end (trains per turn), for the turns-left estimate. */
  opponentPace: 1.5,
};

const CITY_COUNT = CITIES.length;
const ROUTE_COUNT = ROUTES.length;
const R_LEN = Int8Array.from(ROUTE_LEN);
const R_COLOR = Int8Array.from(ROUTE_COLOR);
const R_PAIR = Int16Array.from(ROUTE_PAIR);
const R_FROM = Int16Array.from(ROUTE_FROM);
const R_TO = Int16Array.from(ROUTE_TO);
const R_POINTS = Int8Array.from(ROUTE_LEN, (n) => ROUTE_SCORING[n] ?? 0);
/** Adjacency: routes of city c are ADJ[ADJ_START[c] .. ADJ_START[c + 1]). */
const ADJ_START = new Int16Array(CITY_COUNT + 1);
const ADJ = new Int16Array(ROUTE_COUNT * 2);
{
  let k = 0;
  for (let c = 0; c < CITY_COUNT; c++) {
    ADJ_START[c] = k;
    for (const r of CITY_ROUTES[c] ?? []) ADJ[k++] = r;
  }
  ADJ_START[CITY_COUNT] = k;
}
const CLAIM_OVERHEAD = 0.5;

/** Per-seat plan cache of one playout: the routes to claim, valid while `openLen` and the ticket count stay. */
export interface PolicyMemory {
  readonly planOpen: Int16Array;
  readonly planTickets: Int16Array;
  /** plans[seat * ROUTE_COUNT + i], i < planLen[seat]: unowned routes of the plan. */
  readonly plans: Int16Array;
  readonly planLen: Int16Array;
  readonly planTrains: Int16Array;
}

/** A fresh plan cache for a game of `seats` seats. */
export function policyMemory(seats: number): PolicyMemory {
  return {
    planOpen: new Int16Array(seats).fill(-1),
    planTickets: new Int16Array(seats).fill(-1),
    plans: new Int16Array(seats * ROUTE_COUNT),
    planLen: new Int16Array(seats),
    planTrains: new Int16Array(seats),
  };
}

// Scratch of the planner.
const cost = new Float64Array(ROUTE_COUNT);
const dist = new Float64Array(CITY_COUNT);
const via = new Int16Array(CITY_COUNT);
const done = new Uint8Array(CITY_COUNT);
const parent = new Int16Array(CITY_COUNT);
const inPlan = new Uint8Array(ROUTE_COUNT);
const order = new Int16Array(64);

function find(x: number): number {
  while (parent[x] !== x) {
    const p = parent[x] ?? x;
    parent[x] = parent[p] ?? p;
    x = p;
  }
  return x;
}

/** Is route `r` open to `seat` (unclaimed, and not closed by its double, TTR-62)? */
function openTo(f: PlayoutState, seat: number, r: number): boolean {
  if ((f.routeOwner[r] ?? -1) !== -1) return false;
  const p = R_PAIR[r] ?? -1;
  if (p < 0) return true;
  const o = f.routeOwner[p] ?? -1;
  return o === -1 || (f.seats >= f.config.doubleRoutesMinPlayers && o !== seat);
}

/** Planning costs for `seat` into `cost` (0 owned, Infinity unusable, else length + overhead). */
function fillCosts(f: PlayoutState, seat: number): void {
  const trains = f.trainsLeft[seat] ?? 0;
  for (let r = 0; r < ROUTE_COUNT; r++) {
    const o = f.routeOwner[r] ?? -1;
    if (o === seat) cost[r] = 0;
    else if (o !== -1 || !openTo(f, seat, r) || (R_LEN[r] ?? 0) > trains) cost[r] = Infinity;
    else cost[r] = (R_LEN[r] ?? 0) + CLAIM_OVERHEAD;
  }
}

/** Dijkstra from `from` to `to` over `cost`; fills `via`; the path cost (Infinity if unreachable). */
function dijkstra(from: number, to: number): number {
  dist.fill(Infinity);
  done.fill(0);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    let best = Infinity;
    for (let i = 0; i < CITY_COUNT; i++) {
      const d = dist[i] ?? Infinity;
      if (!done[i] && d < best) {
        best = d;
        u = i;
      }
    }
    if (u < 0) return Infinity;
    if (u === to) return best;
    done[u] = 1;
    for (let e = ADJ_START[u] ?? 0, end = ADJ_START[u + 1] ?? 0; e < end; e++) {
      const r = ADJ[e] ?? 0;
      const c = cost[r] ?? Infinity;
      if (c === Infinity) continue;
      const fr = R_FROM[r] ?? 0;
      const v = fr === u ? (R_TO[r] ?? 0) : fr;
      const nd = best + c;
      if (nd < (dist[v] ?? Infinity)) {
        dist[v] = nd;
        via[v] = r;
      }
    }
  }
}

/**
 * Greedy Steiner plan over `cost` (already filled) for tickets `ids[0 .. n)` (deck indexes, in order),
 * within `budget` trains: marks planned routes in `inPlan`; returns the trains needed, and counts the
 * covered tickets' values in `out[0]` and the dropped ones' in `out[1]`.
 */
function steiner(f: PlayoutState, ids: Int16Array, n: number, budget: number, out: Float64Array): number {
  inPlan.fill(0);
  let trains = 0;
  out[0] = 0;
  out[1] = 0;
  const deck = f.deck;
  const saved: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = ids[i] ?? 0;
    const from = deck.from[t] ?? 0;
    const to = deck.to[t] ?? 0;
    const value = deck.value[t] ?? 0;
    if (dijkstra(from, to) === Infinity) {
      out[1] = (out[1] ?? 0) + value;
      continue;
    }
    let extra = 0;
    for (let c = to; c !== from;) {
      const r = via[c] ?? 0;
      if ((cost[r] ?? 0) > 0) extra += R_LEN[r] ?? 0;
      const fr = R_FROM[r] ?? 0;
      c = fr === c ? (R_TO[r] ?? 0) : fr;
    }
    if (trains + extra > budget) {
      out[1] = (out[1] ?? 0) + value;
      continue;
    }
    trains += extra;
    out[0] = (out[0] ?? 0) + value;
    for (let c = to; c !== from;) {
      const r = via[c] ?? 0;
      if ((cost[r] ?? 0) > 0) {
        inPlan[r] = 1;
        saved.push(r, cost[r] ?? 0);
        cost[r] = 0;
      }
      const fr = R_FROM[r] ?? 0;
      c = fr === c ? (R_TO[r] ?? 0) : fr;
    }
  }
  // Restore the costs of planned routes (so a caller may plan again).
  for (let i = 0; i < saved.length; i += 2) cost[saved[i] ?? 0] = saved[i + 1] ?? 0;
  return trains;
}

/** Union–find of `seat`'s own routes into `parent`. */
function connectOwn(f: PlayoutState, seat: number): void {
  for (let c = 0; c < CITY_COUNT; c++) parent[c] = c;
  for (let r = 0; r < ROUTE_COUNT; r++)
    if (f.routeOwner[r] === seat) {
      const a = find(R_FROM[r] ?? 0);
      const b = find(R_TO[r] ?? 0);
      if (a !== b) parent[a] = b;
    }
}

/** The seat's open (not yet connected) tickets into `order`, highest value first; their count. */
function openTickets(f: PlayoutState, seat: number): number {
  connectOwn(f, seat);
  const size = f.deck.size;
  let n = 0;
  for (let i = 0; i < (f.ticketCount[seat] ?? 0) && n < order.length; i++) {
    const t = f.tickets[seat * size + i] ?? 0;
    if (find(f.deck.from[t] ?? 0) !== find(f.deck.to[t] ?? 0)) order[n++] = t;
  }
  // Insertion sort by value, descending.
  for (let i = 1; i < n; i++) {
    const t = order[i] ?? 0;
    const v = f.deck.value[t] ?? 0;
    let j = i - 1;
    while (j >= 0 && (f.deck.value[order[j] ?? 0] ?? 0) < v) {
      order[j + 1] = order[j] ?? 0;
      j--;
    }
    order[j + 1] = t;
  }
  return n;
}

/** Turns `seat` probably has left (≥ 1), as bots/pace.ts `turnsLeft`. */
function turnsLeft(f: PlayoutState, seat: number): number {
  if (f.finalTurnsLeft >= 0) return Math.max(1, Math.ceil(f.finalTurnsLeft / f.seats));
  let fewest = Infinity;
  for (let s = 0; s < f.seats; s++) if (s !== seat) fewest = Math.min(fewest, f.trainsLeft[s] ?? 0);
  if (fewest === Infinity) return 1;
  return 1 + Math.max(0, Math.ceil((fewest - FINAL_ROUND_TRAINS) / POLICY.opponentPace));
}

/** Cards `seat` still misses for the marked plan routes (coloured by colour, gray from its best colours, locomotives wild). */
function cardsMissing(f: PlayoutState, seat: number, routes: Int16Array, from: number, n: number): number {
  const base = seat * KINDS;
  const left = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < LOCO; k++) left[k] = f.hands[base + k] ?? 0;
  let deficit = 0;
  let grayNeed = 0;
  for (let i = 0; i < n; i++) {
    const r = routes[from + i] ?? 0;
    const c = R_COLOR[r] ?? -1;
    const len = R_LEN[r] ?? 0;
    if (c < 0) grayNeed += len;
    else {
      const have = left[c] ?? 0;
      if (have >= len) left[c] = have - len;
      else {
        left[c] = 0;
        deficit += len - have;
      }
    }
  }
  if (grayNeed > 0) {
    let spare = 0;
    for (let k = 0; k < LOCO; k++) spare += left[k] ?? 0;
    deficit += Math.max(0, grayNeed - spare);
  }
  return Math.max(0, deficit - (f.hands[base + LOCO] ?? 0));
}

const valueScratch = new Float64Array(2);
const ticketScratch = new Int16Array(64);

/** Replans `seat` into `mem` (open tickets it can finish in time and trains, highest value first). */
function replan(f: PlayoutState, seat: number, mem: PolicyMemory): void {
  const n = openTickets(f, seat);
  fillCosts(f, seat);
  const trains = f.trainsLeft[seat] ?? 0;
  const turns = turnsLeft(f, seat);
  const base = seat * ROUTE_COUNT;
  let kept = n;
  let planTrains = 0;
  let len = 0;
  for (;;) {
    planTrains = steiner(f, order, kept, trains, valueScratch);
    len = 0;
    for (let r = 0; r < ROUTE_COUNT; r++) if (inPlan[r]) mem.plans[base + len++] = r;
    if (kept === 0 || len + Math.ceil(cardsMissing(f, seat, mem.plans, base, len) / 2) <= turns) break;
    kept--; // drop the least valuable open ticket and try again (pace, issue 21 "no stalls")
  }
  mem.planLen[seat] = len;
  mem.planTrains[seat] = planTrains;
  mem.planOpen[seat] = f.openLen;
  mem.planTickets[seat] = f.ticketCount[seat] ?? 0;
}

/** Best payment colour for claiming `r` (-1 if it cannot be paid): coloured → its colour; gray → the fitting colour with most cards. */
function payColour(f: PlayoutState, seat: number, r: number): number {
  const base = seat * KINDS;
  const len = R_LEN[r] ?? 0;
  const loco = f.hands[base + LOCO] ?? 0;
  const c = R_COLOR[r] ?? -1;
  if (c >= 0) return (f.hands[base + c] ?? 0) + loco >= len ? c : -1;
  let best = -1;
  let bestHave = -1;
  for (let k = 0; k < LOCO; k++) {
    const h = f.hands[base + k] ?? 0;
    if (h + loco >= len && h > bestHave) {
      best = k;
      bestHave = h;
    }
  }
  if (best < 0 && loco >= len) return 0;
  return best;
}

/** The claim move of `r` for `seat` paid with colour `k` (as few locomotives as possible). */
function claimWith(f: PlayoutState, seat: number, r: number, k: number): number {
  const len = R_LEN[r] ?? 0;
  const count = Math.min(f.hands[seat * KINDS + k] ?? 0, len);
  return claimMove(r, k, count, len - count);
}

/** Can `seat` claim `r` now (open, trains, payment)? */
function claimable(f: PlayoutState, seat: number, r: number): boolean {
  return (R_LEN[r] ?? 0) <= (f.trainsLeft[seat] ?? 0) && openTo(f, seat, r) && payColour(f, seat, r) >= 0;
}

/**
 * The best-scoring claim among every open route of length `minLen`..`maxLen` (longest first), or -1.
 * With `mem`, only claims whose payment leaves the seat's plan no more cards short.
 */
function bestSpareClaim(f: PlayoutState, seat: number, maxLen: number, minLen: number, mem?: PolicyMemory): number {
  const base = seat * KINDS;
  const pb = seat * ROUTE_COUNT;
  const pl = mem ? (mem.planLen[seat] ?? 0) : 0;
  const short = mem && pl > 0 ? cardsMissing(f, seat, mem.plans, pb, pl) : 0;
  let best = -1;
  let bestPts = -1;
  for (let j = 0; j < f.openLen; j++) {
    const r = f.openRoutes[j] ?? 0;
    const len = R_LEN[r] ?? 0;
    if (len > maxLen || len < minLen || (R_POINTS[r] ?? 0) <= bestPts) continue;
    if (!claimable(f, seat, r)) continue;
    if (mem && pl > 0) {
      // Pay, measure the plan's shortfall, pay back.
      const k = payColour(f, seat, r);
      const count = Math.min(f.hands[base + k] ?? 0, len);
      f.hands[base + k] = (f.hands[base + k] ?? 0) - count;
      f.hands[base + LOCO] = (f.hands[base + LOCO] ?? 0) - (len - count);
      const after = cardsMissing(f, seat, mem.plans, pb, pl);
      f.hands[base + k] = (f.hands[base + k] ?? 0) + count;
      f.hands[base + LOCO] = (f.hands[base + LOCO] ?? 0) + (len - count);
      if (after > short) continue;
    }
    best = r;
    bestPts = R_POINTS[r] ?? 0;
  }
  return best < 0 ? -1 : claimWith(f, seat, best, payColour(f, seat, best));
}

/** Cards `seat` still misses for route `r` (best colour for gray, locomotives wild). */
function missingFor(f: PlayoutState, seat: number, r: number): number {
  const base = seat * KINDS;
  const c = R_COLOR[r] ?? -1;
  let have = 0;
  if (c >= 0) have = f.hands[base + c] ?? 0;
  else for (let k = 0; k < LOCO; k++) have = Math.max(have, f.hands[base + k] ?? 0);
  return Math.max(0, (R_LEN[r] ?? 0) - have - (f.hands[base + LOCO] ?? 0));
}

/** The ticket choice (TTR-41, TTR-76) of `seat`: the keep mask with the best planned value. */
function chooseKeep(f: PlayoutState, seat: number): number {
  const n = f.offerLen[seat] ?? 0;
  const initial = f.stage === STAGE.initialTickets;
  const keepMin = Math.min(initial ? startingDeal(f.config).keep : VARIANTS[f.config.variant].drawKeepMin, n);
  const open = openTickets(f, seat);
  fillCosts(f, seat);
  const trains = f.trainsLeft[seat] ?? 0;
  let oppMin = Infinity;
  for (let s = 0; s < f.seats; s++) if (s !== seat) oppMin = Math.min(oppMin, f.trainsLeft[s] ?? 0);
  const hand = handSize(f, seat);
  const budget = initial ? POLICY.initialBudget : Math.max(0, Math.min(trains - 2, Math.round(oppMin * 0.9 + hand * 0.5)));
  let bestMask = (1 << n) - 1;
  let bestScore = -Infinity;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) bits++;
    if (bits < keepMin) continue;
    let k = 0;
    for (let i = 0; i < open; i++) ticketScratch[k++] = order[i] ?? 0;
    let chosenValue = 0;
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        const t = f.offers[seat * f.offerCap + i] ?? 0;
        ticketScratch[k++] = t;
        chosenValue += f.deck.value[t] ?? 0;
      }
    const planTrains = steiner(f, ticketScratch, k, budget, valueScratch);
    // covered value counts once; a dropped chosen ticket costs its value (it scores negative) half again.
    const dropped = valueScratch[1] ?? 0;
    const score = (valueScratch[0] ?? 0) - 1.5 * Math.min(dropped, chosenValue) - POLICY.trainPenalty * planTrains - bits * 0.01;
    if (score > bestScore) {
      bestScore = score;
      bestMask = mask;
    }
  }
  return KEEP_BASE + bestMask;
}

function handSize(f: PlayoutState, seat: number): number {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += f.hands[seat * KINDS + k] ?? 0;
  return n;
}

const need = new Int16Array(KINDS);

/** A card draw for `seat` (TTR-70 to TTR-74): a face-up colour the plan needs, a face-up locomotive when one card short, else blind. */
function draw(f: PlayoutState, seat: number, mem: PolicyMemory, target: number): number {
  const second = f.stage === STAGE.secondDraw;
  const base = seat * KINDS;
  need.fill(0);
  const pl = mem.planLen[seat] ?? 0;
  const pb = seat * ROUTE_COUNT;
  let bestHand = 0;
  for (let k = 1; k < LOCO; k++) if ((f.hands[base + k] ?? 0) > (f.hands[base + bestHand] ?? 0)) bestHand = k;
  let oneShort = false;
  const addNeed = (r: number): void => {
    const c = R_COLOR[r] ?? -1;
    const len = R_LEN[r] ?? 0;
    const k = c >= 0 ? c : bestHand;
    need[k] = (need[k] ?? 0) + len;
    if ((f.hands[base + k] ?? 0) + (f.hands[base + LOCO] ?? 0) === len - 1) oneShort = true;
  };
  for (let i = 0; i < pl; i++) addNeed(mem.plans[pb + i] ?? 0);
  if (target >= 0) addNeed(target);
  let pick = -1;
  let pickScore = 0;
  let locoSlot = -1;
  let anySlot = -1;
  for (let s = 0; s < 5; s++) {
    const k = f.faceUp[s] ?? -1;
    if (k < 0) continue;
    if (k === LOCO) {
      if (!second) locoSlot = s;
      continue;
    }
    anySlot = s;
    const short = (need[k] ?? 0) - (f.hands[base + k] ?? 0);
    if (short > pickScore) {
      pickScore = short;
      pick = s;
    }
  }
  if (pick >= 0) return pick;
  if (locoSlot >= 0 && oneShort) return locoSlot;
  if (f.drawHead < f.drawEnd || f.discardLen > 0) return MOVE_BLIND;
  if (anySlot >= 0) return anySlot;
  if (locoSlot >= 0) return locoSlot;
  return -1;
}

/** The policy's move for `seat`, the seat that acts in `f` (`actingSeat`). Always legal (TTR-44). */
export function policyMove(f: PlayoutState, seat: number, mem: PolicyMemory): number {
  const stage = f.stage;
  if (stage === STAGE.initialTickets || stage === STAGE.keepTickets) return chooseKeep(f, seat);
  if (mem.planOpen[seat] !== f.openLen || mem.planTickets[seat] !== (f.ticketCount[seat] ?? 0)) replan(f, seat, mem);
  if (stage === STAGE.secondDraw) {
    const d = draw(f, seat, mem, -1);
    if (d < 0) throw new Error('ticket-to-ride policy: no second card to draw');
    return d;
  }
  const trains = f.trainsLeft[seat] ?? 0;
  let oppMin = Infinity;
  for (let s = 0; s < f.seats; s++) if (s !== seat) oppMin = Math.min(oppMin, f.trainsLeft[s] ?? 0);
  const endgame = oppMin <= POLICY.endgameTrains || trains <= POLICY.endgameTrains;
  const pl = mem.planLen[seat] ?? 0;
  const pb = seat * ROUTE_COUNT;
  // 1. The longest planned route it can pay for.
  let best = -1;
  for (let i = 0; i < pl; i++) {
    const r = mem.plans[pb + i] ?? 0;
    if ((best < 0 || (R_LEN[r] ?? 0) > (R_LEN[best] ?? 0)) && claimable(f, seat, r)) best = r;
  }
  if (best >= 0) return claimWith(f, seat, best, payColour(f, seat, best));
  const spare = trains - (mem.planTrains[seat] ?? 0);
  const hand = handSize(f, seat);
  if (pl === 0) {
    // 2. Tickets done: new tickets with trains to spare; else the best spare route of 3+ (any in the end game).
    if (!endgame && trains > POLICY.ticketDrawMinTrains && oppMin > POLICY.ticketDrawMinTrains && f.ticketLen > 0) return MOVE_TICKETS;
    const c = bestSpareClaim(f, seat, trains, endgame || trains <= 8 ? 1 : 3);
    if (c >= 0) return c;
  } else {
    // 3. A full hand late in the game (or a very full one), or the end game with every planned route
    // more than two cards away: points now beat more cards, if the payment sets the plan back by nothing.
    const late = (hand >= POLICY.maxHand && turnsLeft(f, seat) <= POLICY.lateTurns) || hand >= POLICY.fullHand;
    let far = endgame && spare > 0;
    for (let i = 0; far && i < pl; i++) if (missingFor(f, seat, mem.plans[pb + i] ?? 0) <= 2) far = false;
    if (late || far) {
      const c = bestSpareClaim(f, seat, Math.max(1, spare), 1, mem);
      if (c >= 0) return c;
    }
  }
  // 4. Draw toward the plan (or toward the longest route it could still claim).
  let target = -1;
  if (pl === 0)
    for (let j = 0; j < f.openLen; j++) {
      const r = f.openRoutes[j] ?? 0;
      if ((R_LEN[r] ?? 0) <= trains && openTo(f, seat, r) && (target < 0 || (R_LEN[r] ?? 0) > (R_LEN[target] ?? 0))) target = r;
    }
  const d = draw(f, seat, mem, target);
  if (d >= 0) return d;
  const c = bestSpareClaim(f, seat, trains, 1);
  if (c >= 0) return c;
  if (f.ticketLen > 0) return MOVE_TICKETS;
  return MOVE_PASS;
}

/** Plays the policy for every seat in place until the game is over or `maxMoves` moves; the moves played. */
export function policyPlayout(f: PlayoutState, mem: PolicyMemory = policyMemory(f.seats), maxMoves = 5000): number {
  let moves = 0;
  while (moves < maxMoves) {
    const seat = actingSeat(f);
    if (seat < 0) break;
    playMove(f, seat, policyMove(f, seat, mem));
    moves++;
  }
  return moves;
}
