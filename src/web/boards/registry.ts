/**
 * Which games have a board in the browser. Each entry loads its plugin lazily, so a game's board
 * code is only downloaded when someone plays it. A new board plugs in by adding one line here.
 */
import type { GameId } from '../../engine/contract.js';
import type { AnyBoardPlugin } from '../table/plugin.js';

/** Lazy loaders of the boards that exist. */
export const BOARDS: Partial<Record<GameId, () => Promise<AnyBoardPlugin>>> = {
  'rail-pass': () => import('../../games/rail-pass/ui/plugin.js').then((m) => m.rpBoardPlugin as AnyBoardPlugin),
  'ticket-to-ride': () => import('../../games/ticket-to-ride/ui/plugin.js').then((m) => m.ttrBoardPlugin as AnyBoardPlugin),
  trains: () => import('../../games/trains/ui/plugin.js').then((m) => m.trainsBoardPlugin as AnyBoardPlugin),
  hellrail: () => import('../../games/hellrail/ui/plugin.js').then((m) => m.hrBoardPlugin as AnyBoardPlugin),
};

/** The four games in the order the home page lists them, with their seat ranges. */
export const GAME_LIST: readonly { id: GameId; min: number; max: number }[] = [
  { id: 'ticket-to-ride', min: 2, max: 5 },
  { id: 'trains', min: 2, max: 4 },
  { id: 'hellrail', min: 2, max: 4 },
  { id: 'rail-pass', min: 2, max: 6 },
];

/** True if `game` has a board in the browser. */
export function hasBoard(game: string): game is GameId {
  return game in BOARDS;
}

const cache = new Map<GameId, Promise<AnyBoardPlugin>>();

/** Loads (once) the board plugin of `game`. */
export function loadBoard(game: GameId): Promise<AnyBoardPlugin> {
  const loader = BOARDS[game];
  if (!loader) return Promise.reject(new Error(`no board for ${game}`));
  let p = cache.get(game);
  if (!p) {
    p = loader();
    cache.set(game, p);
  }
  return p;
}
