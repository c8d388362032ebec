/**
 * The web registry: every game the browser offers, with its meta (plain data: title, blurb, seats,
 * colours), its home-page banner, and lazy loaders of its rules engine, its board plugin and its rules
 * page, so a game's engine, board and rules are only downloaded when someone opens them (the home page
 * loads no engine; test/e2e/bundle.test.ts holds it to 150 KB of gzipped JavaScript). `GameId`, the home page, the
 * lobby, the new-game and the rules pages all derive from this list. A new game plugs in here with one
 * entry (its folder's meta, banner, plugin and rules) and one in the engine registry, src/games/index.ts.
 */
import type { ComponentType } from 'react';
import type { AnyGameModule, GameMeta } from '../../engine/contract.js';
import type { GameRules } from '../rules/content.js';
import type { AnyBoardPlugin } from '../table/plugin.js';
import type { Tour } from '../tour/types.js';
import { meta as ticketToRide } from '../../games/ticket-to-ride/meta.js';
import { meta as trains } from '../../games/trains/meta.js';
import { meta as hellrail } from '../../games/hellrail/meta.js';
import { meta as railPass } from '../../games/rail-pass/meta.js';
import { Banner as TicketToRideBanner } from '../../games/ticket-to-ride/ui/Banner.js';
import { Banner as TrainsBanner } from '../../games/trains/ui/Banner.js';
import { Banner as HellRailBanner } from '../../games/hellrail/ui/Banner.js';
import { Banner as RailPassBanner } from '../../games/rail-pass/ui/Banner.js';

/** One game in the browser. */
export interface WebGame<M extends GameMeta = GameMeta> {
  readonly meta: M;
  /** The home page's banner (pure SVG). */
  readonly Banner: ComponentType;
  /** Loads the rules engine (the module the engine registry, src/games/index.ts, lists). */
  readonly engine: () => Promise<AnyGameModule>;
  /** Loads the board plugin. */
  readonly board: () => Promise<AnyBoardPlugin>;
  /** Loads the player-facing rules page. */
  readonly rules: () => Promise<GameRules>;
  /** Loads the guided first game (src/web/tour). */
  readonly tour: () => Promise<Tour>;
}

const WEB_GAMES = [
  {
    meta: ticketToRide,
    Banner: TicketToRideBanner,
    engine: () => import('../../games/ticket-to-ride/index.js').then((m) => m.ticketToRide as AnyGameModule),
    board: () => import('../../games/ticket-to-ride/ui/plugin.js').then((m) => m.ttrBoardPlugin as AnyBoardPlugin),
    rules: () => import('../../games/ticket-to-ride/ui/rules.js').then((m) => m.rules),
    tour: () => import('../../games/ticket-to-ride/ui/tour.js').then((m) => m.tour),
  },
  {
    meta: trains,
    Banner: TrainsBanner,
    engine: () => import('../../games/trains/index.js').then((m) => m.trains as AnyGameModule),
    board: () => import('../../games/trains/ui/plugin.js').then((m) => m.trainsBoardPlugin as AnyBoardPlugin),
    rules: () => import('../../games/trains/ui/rules.js').then((m) => m.rules),
    tour: () => import('../../games/trains/ui/tour.js').then((m) => m.tour),
  },
  {
    meta: hellrail,
    Banner: HellRailBanner,
    engine: () => import('../../games/hellrail/index.js').then((m) => m.hellrail as AnyGameModule),
    board: () => import('../../games/hellrail/ui/plugin.js').then((m) => m.hrBoardPlugin as AnyBoardPlugin),
    rules: () => import('../../games/hellrail/ui/rules.js').then((m) => m.rules),
    tour: () => import('../../games/hellrail/ui/tour.js').then((m) => m.tour),
  },
  {
    meta: railPass,
    Banner: RailPassBanner,
    engine: () => import('../../games/rail-pass/index.js').then((m) => m.railPass as AnyGameModule),
    board: () => import('../../games/rail-pass/ui/plugin.js').then((m) => m.rpBoardPlugin as AnyBoardPlugin),
    rules: () => import('../../games/rail-pass/ui/rules.js').then((m) => m.rules),
    tour: () => import('../../games/rail-pass/ui/tour.js').then((m) => m.tour),
  },
] as const satisfies readonly WebGame[];

/** The id of a game the browser offers. */
export type GameId = (typeof WEB_GAMES)[number]['meta']['id'];

/** The games in the order the home page lists them. */
export const GAME_LIST: readonly WebGame[] = [...WEB_GAMES].sort((a, b) => a.meta.order - b.meta.order);

/** The ids of the games the browser offers (e.g. for `parseRecord`). */
export const GAME_IDS: readonly string[] = GAME_LIST.map((g) => g.meta.id);

/** True if `game` is a game the browser offers (it then has a board). */
export function hasBoard(game: string): game is GameId {
  return GAME_LIST.some((g) => g.meta.id === game);
}

/** The entry of `game`, or undefined for an unknown id. */
export function webGame(game: string): WebGame | undefined {
  return GAME_LIST.find((g) => g.meta.id === game);
}

const boards = new Map<string, Promise<AnyBoardPlugin>>();
const engines = new Map<string, AnyGameModule>();

/**
 * Loads (once) the board plugin of `game` together with its rules engine; once it resolves,
 * `engineOf(game)` returns the engine synchronously.
 */
export function loadBoard(game: GameId): Promise<AnyBoardPlugin> {
  const entry = webGame(game);
  if (!entry) return Promise.reject(new Error(`no board for ${game}`));
  let p = boards.get(game);
  if (!p) {
    p = Promise.all([entry.board(), entry.engine()]).then(([plugin, engine]) => {
      engines.set(game, engine);
      return plugin;
    });
    p.catch(() => boards.delete(game)); // a failed download may be retried
    boards.set(game, p);
  }
  return p;
}

/** The rules engine of `game`, loaded with its board. Throws if `loadBoard(game)` has not resolved yet. */
export function engineOf(game: string): AnyGameModule {
  const engine = engines.get(game);
  if (!engine) throw new Error(`the engine of ${game} is not loaded yet (loadBoard first)`);
  return engine;
}

/** The home-page strings of every game, as the `games` section of the app namespace in `language`. */
export function gameStrings(language: 'en' | 'ko'): Record<string, { title: string; blurb: string }> {
  return Object.fromEntries(GAME_LIST.map((g) => [g.meta.id, { ...g.meta.strings[language] }]));
}
