/**
 * The game-independent random bot: picks uniformly among `legalActions`. Used for fuzzing, as the
 * baseline opponent and for random-playout benchmarks. Real-time games: acts every 200–600 ms.
 */
import type { Bot, BotFactory } from '../engine/contract.js';

/** Creates a random bot for any game. */
export const randomBot: BotFactory<unknown, unknown> = (): Bot<unknown, unknown> => ({
  act: (ctx) => ctx.legal[ctx.rng.int(ctx.legal.length)] ?? null,
  thinkMs: (rng) => 200 + rng.int(401),
});
