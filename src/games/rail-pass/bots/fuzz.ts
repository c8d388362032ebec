/**
 * The `random` fuzzing bot for Rail Pass: picks uniformly among the legal actions (docs/rules/rail-pass.md RP-7 to RP-13),
 * but half of the time prefers a park or a send, so trains keep moving and every rule path (hand
 * limits, retirements, deliveries, transfers, engineer moves) is exercised. Acts every 200–600 ms.
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import type { RailPassAction, RailPassView } from '../types.js';

/** Creates a fuzzing bot for one seat. */
export const fuzzBot: BotFactory<RailPassView, RailPassAction> = (): Bot<RailPassView, RailPassAction> => ({
  act(ctx) {
    const legal = ctx.legal;
    if (ctx.rng.int(2) === 0) {
      const moving = legal.filter((a) => a.type === 'PARK' || a.type === 'SEND');
      const pick = moving.length ? moving[ctx.rng.int(moving.length)] : undefined;
      if (pick !== undefined) return pick;
    }
    return legal[ctx.rng.int(legal.length)] ?? null;
  },
  thinkMs: (rng) => 200 + rng.int(401),
});
