/**
 * `heuristic`: a stronger bot following section 18.2. It prices Waste (recycles and removes it, buys
 * Landfill and Dump Site), plans its network toward cities with free station slots and remote
 * locations, builds stations where it is alone (a shared station helps the opponents as much),
 * uses the kingdom cards it can exploit, and times the end: it buys victory points as any end
 * trigger nears and will not lay its last rail (which ends the game, TR-103) while behind.
 * Sees only its own view (TR-115).
 * Rules: docs/rules/trains.md.
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import { CARDS, type CardId } from '../cards.js';
import { CITY_VP, hexAt } from '../map.js';
import { popcount } from '../rails.js';
import type { TrainsAction } from '../types.js';
import type { TrainsView } from '../view.js';
import { boardOf, count, emptyPileCount, handMoney, playerOf } from './common.js';
import { decide, type PolicyCtx, type PolicyParams } from './policy.js';

/** Cards the bot owns in total. */
function ownedTotal(ctx: PolicyCtx): number {
  let n = 0;
  for (const id in ctx.owned) n += ctx.owned[id as CardId] ?? 0;
  return n;
}

/** Owned cards matching `pred`. */
function ownedWhere(ctx: PolicyCtx, pred: (c: CardId) => boolean): number {
  let n = 0;
  for (const id in ctx.owned) if (pred(id as CardId)) n += ctx.owned[id as CardId] ?? 0;
  return n;
}

/** My score minus the best opponent's (running estimates, TR-110). */
export function lead(v: TrainsView, seat: number): number {
  let best = -Infinity;
  for (const p of v.players) if (p.seat !== seat) best = Math.max(best, p.score);
  return playerOf(v, seat).score - best;
}

/** How close the end is (0..1): the nearest of the three triggers (TR-103). */
export function endPressure(v: TrainsView): number {
  let minReserve = 20;
  for (const p of v.players) minReserve = Math.min(minReserve, p.reserve);
  const piles = emptyPileCount(v) / 4;
  const rails = (20 - minReserve) / 20;
  const stations = (30 - v.stationPool) / 30;
  return Math.max(piles, rails * rails, stations);
}

/**
 * Station value for this seat on `hex` (section 18.2 "stations are shared"): my VP gain minus half of
 * what it gives each opponent with a rail there.
 */
function stationGain(v: TrainsView, seat: number, hex: number): number {
  const s = v.stations[hex] ?? 0;
  const gain = (CITY_VP[s + 1] ?? 0) - (CITY_VP[s] ?? 0);
  const mine = ((v.rails[hex] ?? 0) >> seat) & 1;
  const others = popcount((v.rails[hex] ?? 0) & ~(1 << seat));
  return mine * gain - others * gain * 0.75;
}

/** Best station city and its gain. */
function bestStation(ctx: PolicyCtx, options: readonly number[]): { hex: number | null; gain: number } {
  let hex: number | null = null;
  let gain = -Infinity;
  const board = boardOf(ctx.v);
  for (const h of options) {
    const g = stationGain(ctx.v, ctx.seat, h) + (hexAt(board, h).slots - (ctx.v.stations[h] ?? 0)) * 0.01;
    if (g > gain) {
      gain = g;
      hex = h;
    }
  }
  return { hex, gain };
}

/** Free station slots in cities where I have a rail (weighted by my gain). */
function stationOpportunity(ctx: PolicyCtx): number {
  const board = boardOf(ctx.v);
  let total = 0;
  if (ctx.v.stationPool <= 0) return 0;
  for (const h of board.cities) {
    if ((ctx.v.stations[h] ?? 0) >= hexAt(board, h).slots) continue;
    const g = stationGain(ctx.v, ctx.seat, h);
    if (g > 0) total += g;
  }
  return total;
}

/** The heuristic buy rule (section 18.2), returning the pile to buy now or null. */
export function heuristicBuy(ctx: PolicyCtx): CardId | null {
  const { v } = ctx;
  const m = v.money;
  const can = (c: CardId): boolean => (v.supply[c] ?? 0) > 0 && CARDS[c].cost <= m;
  const pick = (...cs: CardId[]): CardId | null => cs.find(can) ?? null;
  const e = Math.max(endPressure(v), ctx.g * 0.9);
  const total = ownedTotal(ctx);
  const waste = ctx.owned.waste ?? 0;
  const railCards = ownedWhere(ctx, (c) => CARDS[c].isRail);
  const stationCards = ctx.owned['station-expansion'] ?? 0;
  const reserve = playerOf(v, ctx.seat).reserve;
  const railsWanted = reserve > 2 && railCards * 5 < total;
  const stationsWanted = stationOpportunity(ctx) >= 2 && stationCards * 9 < total && v.stationPool > 2;
  if (m >= 8) return e >= 0.35 ? pick('skyscraper', 'limited-express') : pick('limited-express', 'control-room', 'express-train');
  if (m >= 6) {
    if (e >= 0.5) return pick('tower', 'limited-express');
    return pick('limited-express', 'express-train');
  }
  if (m === 5) {
    if (e >= 0.5) return pick('tower', 'express-train');
    const prefs: CardId[] = [];
    if (waste >= 4 && !ctx.owned['dump-site']) prefs.push('dump-site');
    if (railCards >= 3 && (ctx.owned.ironworks ?? 0) < 1) prefs.push('ironworks');
    prefs.push(v.map === 'tokyo' ? 'viaduct' : 'tunnel');
    if (railsWanted) prefs.push('lay-rails');
    return pick(...prefs, 'express-train');
  }
  if (m >= 3) {
    if (e >= 0.7) return pick('apartment', 'express-train');
    if (stationsWanted) {
      const s = pick('station-expansion');
      if (s) return s;
    }
    if (railsWanted) return pick('lay-rails', 'express-train');
    if (m === 4 && (ctx.owned.ironworks ?? 0) < 1 && railCards >= 4) {
      const i = pick('ironworks');
      if (i) return i;
    }
    return pick('express-train');
  }
  if (m === 2) {
    if (waste >= 3 && (ctx.owned.landfill ?? 0) < 1) return pick('landfill');
    return null;
  }
  return null;
}

/**
 * Goal values for the network plan (section 18.2): a city is worth its VP at one more station plus
 * its other free slots (stations we can add later), less for cities other players already reach; a
 * remote location its printed value.
 */
const HEURISTIC_GOAL = {
  otherPenalty: 3,
  cacheKey: 'heuristic',
  cityValue: (_hex: number, stations: number, slots: number, others: number): number =>
    (CITY_VP[Math.min(stations + 1, slots)] ?? 0) + (slots - stations - 1) * 0.5 - others * 0.5,
};

/** The heuristic settings of the shared policy. */
export const HEURISTIC: PolicyParams = {
  name: 'heuristic',
  startRemoteWeight: 0.5,
  buy: heuristicBuy,
  goal: () => HEURISTIC_GOAL,
  layRail: (ctx, goal, s, money) => {
    if (goal === null || s > money) return false;
    const me = playerOf(ctx.v, ctx.seat);
    // The last rail ends the game (TR-103 condition 2): only lay it when it leaves us ahead.
    if (me.reserve === 1) return lead(ctx.v, ctx.seat) + goal.value > 0;
    return true;
  },
  buildStation: (ctx, hex) => hex !== null && stationGain(ctx.v, ctx.seat, hex) > 0,
  pickStation: (ctx, options) => {
    const b = bestStation(ctx, options);
    return b.hex;
  },
  recycle: (ctx) => {
    const w = count(ctx.hand, 'waste');
    return w >= 3 || (w >= 2 && handMoney(ctx.hand) <= 2);
  },
};

/** Creates a heuristic bot for one seat. */
export const heuristicBot: BotFactory<TrainsView, TrainsAction> = (): Bot<TrainsView, TrainsAction> => ({
  act: (ctx) => decide(ctx.view(), ctx.seat, ctx.legal, HEURISTIC),
});
