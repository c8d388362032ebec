/**
 * The engine registry: every game module. The server, the CLI and the web app's engines find games only
 * through it, so a new game plugs in with one line here (and one entry in the web registry,
 * src/web/boards/registry.ts, which lists the games' metas and lazy UI). Only these two files name games.
 */
import type { AnyGameModule, GameMeta } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { railPass } from './rail-pass/index.js';
import { ticketToRide } from './ticket-to-ride/index.js';
import { trains } from './trains/index.js';
import { hellrail } from './hellrail/index.js';
import { meta as ticketToRideMeta } from './ticket-to-ride/meta.js';
import { meta as railPassMeta } from './rail-pass/meta.js';
import { meta as trainsMeta } from './trains/meta.js';
import { meta as hellrailMeta } from './hellrail/meta.js';

/** Every game module that has landed. */
export const GAMES: readonly AnyGameModule[] = [ticketToRide, railPass, trains, hellrail];

/** The shell's data of every game (titles and blurbs in English and Korean), in GAMES order. */
export const GAME_METAS: readonly GameMeta[] = [ticketToRideMeta, railPassMeta, trainsMeta, hellrailMeta];

/** The module for `id`. Throws RoundhouseError('UNKNOWN_GAME') listing the known ids. */
export function getGame(id: string): AnyGameModule {
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new RoundhouseError('UNKNOWN_GAME', `unknown game "${id}"; known: ${GAMES.map((g) => g.id).join(', ')}`);
  return game;
}

// The bots of a game by name live in src/bots/names.ts (the web app loads one engine at a time).
export { botNames, makeBot } from '../bots/names.js';
