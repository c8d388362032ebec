/**
 * The worker of the bot pool (bot-pool.ts): makes the named bot fresh for each task and returns its
 * move for the given state, through the same bot context as everywhere else (its seat's view only).
 */
import { botContext } from '../../engine/bot.js';
import { rngFromSeed } from '../../engine/rng.js';
import { getGame, makeBot } from '../../games/index.js';
import type { BotTask } from './bot-pool.js';

/** Piscina's entry point: one bot decision. */
export default function decide(task: BotTask): unknown {
  const game = getGame(task.game);
  const bot = makeBot(game, task.bot, task.seat, task.options);
  return bot.act(botContext(game, task.state, task.seat, rngFromSeed(task.seed), task.now, task.legal));
}
