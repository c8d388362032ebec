import type { BotFactory } from '../../../engine/contract.js';
import type { TtrAction, TtrView } from '../types.js';
export const heuristicBot: BotFactory<TtrView, TtrAction> = () => ({ act: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)]! });
