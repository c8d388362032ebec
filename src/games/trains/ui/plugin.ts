/**
 * Trains' board plugin for the web table frame (src/web/boards/registry.ts loads it).
 * Rules: docs/rules/trains.md.
 */
import type { BoardPlugin } from '../../../web/table/plugin.js';
import { MAP_IDS, PRESETS, type TrainsAction, type TrainsView } from '../index.js';
import { seatColor } from './geometry.js';
import { logLine } from './log.js';
import { trainsEn, trainsKo } from './strings.js';
import { emptyPileCount } from './Supply.js';
import { TrainsBoard } from './TrainsBoard.js';
import './board.css';

/** Kingdom choices offered in the lobby: the four presets, a random kingdom and the first-game draw. */
const KINGDOMS = [...PRESETS.map((p) => p.id), 'random', 'first-game'];

/** The lobby's variants: every board × every kingdom choice (e.g. "Tokyo · Random kingdom"). */
export const TRAINS_VARIANTS = MAP_IDS.flatMap((map) =>
  KINGDOMS.map((preset) => ({ id: `${map}-${preset}`, labelKey: `variantLabel.${map}.${preset}`, config: { map, preset } })),
);

/** The plugin. */
export const trainsBoardPlugin: BoardPlugin<TrainsView, TrainsAction> = {
  game: 'trains',
  ns: 'trains',
  strings: { en: trainsEn, ko: trainsKo },
  Board: TrainsBoard,
  describe: (before, seat, action, after) => logLine(before, seat, action, after),
  publicScores: (view) => view.players.map((p) => p.score),
  seatColor,
  seatStats: (view, seat) => {
    const p = view.players[seat];
    if (!p) return [];
    return [
      { key: 'stat.rails', value: p.reserve, icon: 'train' },
      { key: 'stat.hand', value: p.handCount, icon: 'cards' },
      { key: 'stat.deck', value: p.deckCount, icon: 'deck' },
    ];
  },
  status: (view) => {
    if (view.phase === 'start') return { seat: null, key: 'status.start' };
    const n = emptyPileCount(view.supply);
    return n > 0 && view.phase === 'main' ? { seat: null, key: 'status.emptyPiles', params: { count: n } } : null;
  },
  variants: TRAINS_VARIANTS,
  firstPlayer: { labelKey: 'newGame.firstPlayer', randomKey: 'newGame.firstPlayerRandom', configKey: 'firstPlayer' },
};
