/**
 * A game's bots by name: the module's own bots plus the game-independent `random` bot. Kept apart from
 * the engine registry (src/games/index.ts) so code that loads one engine on demand (the web app) can
 * name and build its bots without importing every game.
 */
import type { AnyGameModule, Bot, BotOptions } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { randomBot } from './random.js';

/** Bot names available for a game (always includes `random`). */
export function botNames(game: AnyGameModule): string[] {
  return [...new Set(['random', ...Object.keys(game.bots)])];
}

/** A fresh bot `name` for `seat`; `options` sets a searching bot's budget. Throws RoundhouseError('UNKNOWN_BOT'). */
export function makeBot(game: AnyGameModule, name: string, seat: number, options?: BotOptions): Bot<unknown, unknown> {
  const factory = game.bots[name] ?? (name === 'random' ? randomBot : undefined);
  if (!factory) throw new RoundhouseError('UNKNOWN_BOT', `${game.id} has no bot "${name}"; known: ${botNames(game).join(', ')}`);
  return factory(seat, options);
}
