/**
 * `bigmoney`: the baseline bot of section 18.1 ("Big Money with rails"): best Train it can afford,
 * rails toward the best city near its network, stations where it has rails, Victory cards late.
 * Deterministic; sees only its own view (TR-115).
 * Rules: docs/rules/trains.md.
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import { CARDS, type CardId } from '../cards.js';
import type { TrainsAction } from '../types.js';
import type { TrainsView } from '../view.js';
import { count, handMoney, type GoalOptions } from './common.js';
import { decide, type PolicyCtx, type PolicyParams } from './policy.js';

/** The first of `cs` that is in supply, not empty and affordable with `m`. */
export function firstBuyable(v: TrainsView, m: number, ...cs: CardId[]): CardId | null {
  for (const c of cs) {
    if ((v.supply[c] ?? 0) > 0 && CARDS[c].cost <= m) return c;
  }
  return null;
}

/** Buys of section 18.1 rule 6 for money `m` and progress `g`: the pile to buy now, or null. */
export function bigmoneyBuy(ctx: PolicyCtx): CardId | null {
  const { v, g } = ctx;
  const m = v.money;
  if (m >= 8)
    return g >= 0.5
      ? firstBuyable(v, m, 'skyscraper', 'limited-express', 'express-train')
      : firstBuyable(v, m, 'limited-express', 'express-train');
  if (m >= 6) return g < 0.6 ? firstBuyable(v, m, 'limited-express', 'express-train') : firstBuyable(v, m, 'tower', 'express-train');
  if (m === 5) {
    if (g >= 0.6) return firstBuyable(v, m, 'tower', 'express-train');
    const kingdom: CardId[] = v.map === 'tokyo' ? ['dump-site', 'viaduct', 'steel-bridge'] : ['dump-site', 'tunnel', 'viaduct'];
    return firstBuyable(v, m, ...kingdom, 'express-train');
  }
  if (m >= 3) {
    if (g >= 0.8) return firstBuyable(v, m, 'apartment', 'express-train');
    let rails = 0;
    let total = 0;
    for (const id in ctx.owned) {
      const n = ctx.owned[id as CardId] ?? 0;
      total += n;
      if (CARDS[id as CardId].isRail) rails += n;
    }
    if (rails * 6 < total) return firstBuyable(v, m, 'lay-rails', 'express-train');
    return firstBuyable(v, m, 'express-train');
  }
  if (m === 2) return (ctx.owned.waste ?? 0) >= 4 ? firstBuyable(v, m, 'landfill') : null;
  return null;
}

/** Goal search settings of section 18.1 rule 4 (one shared object: the search reads it, never keeps it). */
const BIGMONEY_GOAL: GoalOptions = { otherPenalty: 3, cacheKey: 'bigmoney' };

/** The section 18.1 settings of the shared policy. */
export const BIGMONEY: PolicyParams = {
  name: 'bigmoney',
  startRemoteWeight: 0,
  buy: bigmoneyBuy,
  goal: () => BIGMONEY_GOAL,
  layRail: (_ctx, goal, s, money) => goal !== null && s <= money && money - s >= Math.min(3, money),
  buildStation: (_ctx, hex) => hex !== null,
  recycle: (ctx) => {
    const w = count(ctx.hand, 'waste');
    return w >= 3 || (w >= 2 && handMoney(ctx.hand) <= 2);
  },
};

/** Creates a bigmoney bot for one seat. */
export const bigmoneyBot: BotFactory<TrainsView, TrainsAction> = (): Bot<TrainsView, TrainsAction> => ({
  act: (ctx) => decide(ctx.view(), ctx.seat, ctx.legal, BIGMONEY),
});
