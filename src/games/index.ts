/**
 * The engine registry: every game module. The server, the CLI and the web app's engines find games only
 * through it, so a new game plugs in with one line here (and one entry in the web registry,
 * src/web/boards/registry.ts, which lists the games' metas and lazy UI). Only these two files name games.
 */
import type { AnyGameModule, Bot, BotOptions } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { randomBot } from '../bots/random.js';
import { railPass } from './rail-pass/index.js';
import { ticketToRide } from './ticket-to-ride/index.js';
import { trains } from './trains/index.js';
import { hellrail } from './hellrail/index.js';

/** Every game module that has landed. */
export const GAMES: readonly AnyGameModule[] = [ticketToRide, railPass, trains, hellrail];

/** The module for `id`. Throws RoundhouseError('UNKNOWN_GAME') listing the known ids. */
export function getGame(id: string): AnyGameModule {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new RoundhouseError('UNKNOWN_GAME', `unknown game "${id}"; known: ${GAMES.map((g) => g.id).join(', ')}`);
  return game;
}

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
