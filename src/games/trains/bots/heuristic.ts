/**
 * `heuristic`: a stronger bot following section 18.2: prices Waste, plans its network toward cities
 * with free station slots and remote locations, builds stations where it is alone, uses the kingdom
 * cards (Ironworks, Dump Site, Landfill, draw cards, Wagon/Maintenance Factory) and times the end.
 * Sees only its own view (TR-115).
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import { CARDS, type CardId } from '../cards.js';
import type { TrainsAction } from '../types.js';
import type { TrainsView } from '../view.js';
import { count, handMoney } from './common.js';
import { decide, type PolicyCtx, type PolicyParams } from './policy.js';
import { bigmoneyBuy } from './bigmoney.js';

/** The heuristic settings of the shared policy. */
export const HEURISTIC: PolicyParams = {
  name: 'heuristic',
  startRemoteWeight: 0.5,
  buy: (ctx: PolicyCtx): CardId | null => bigmoneyBuy(ctx),
  goal: () => ({ otherPenalty: 3, cacheKey: 'heuristic' }),
  layRail: (_ctx, goal, s, money) => goal !== null && s <= money,
  buildStation: (_ctx, hex) => hex !== null,
  recycle: (ctx) => {
    const w = count(ctx.hand, 'waste');
    return w >= 3 || (w >= 2 && handMoney(ctx.hand) <= 2);
  },
};

/** Creates a heuristic bot for one seat. */
export const heuristicBot: BotFactory<TrainsView, TrainsAction> = (): Bot<TrainsView, TrainsAction> => ({
  act: (ctx) => decide(ctx.view(), ctx.seat, ctx.legal, HEURISTIC),
});
void CARDS;
