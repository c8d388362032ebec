/** HellRail's board plugin for the web table frame (src/web/boards/registry.ts loads it). */
import type { BoardPlugin, LogLine } from '../../../web/table/plugin.js';
import { CARDS } from '../data.js';
import type { HrAction, HrView } from '../types.js';
import { shownRound } from './labels.js';
import { seatColor } from './geometry.js';
import { HrBoard } from './HrBoard.js';
import { logLine } from './log.js';
import { hrEn, hrKo } from './strings.js';
import './board.css';

/**
 * Public score of every seat: set-out piles are face down until the end (HR-15), so during the game
 * this is the number of cars set out; at the end (all piles revealed) it is the total car value.
 */
export function publicScores(view: HrView): number[] {
  return view.players.map((p) =>
    view.phase === 'GAME_OVER' && p.setOut ? p.setOut.reduce((t, c) => t + (CARDS[c]?.carValue ?? 0), 0) : p.setOutCount,
  );
}

/** The plugin. */
export const hrBoardPlugin: BoardPlugin<HrView, HrAction> = {
  game: 'hellrail',
  ns: 'hr',
  strings: { en: hrEn, ko: hrKo },
  Board: HrBoard,
  describe: (before, seat, action, after) => logLine(before, seat, action, after),
  publicScores,
  seatColor,
  seatStats: (view, seat) => {
    const p = view.players[seat];
    if (!p) return [];
    return [
      { key: 'stat.hand', value: p.handSize, icon: 'cards' },
      { key: 'stat.cars', value: p.train.length, icon: 'train' },
      { key: 'stat.setOut', value: p.setOutCount, icon: 'star' },
    ];
  },
  status: (view): LogLine | null =>
    view.phase === 'GAME_OVER'
      ? null
      : view.config.roundLimit !== null
        ? {
            seat: null,
            key: 'status.roundsLeft',
            params: { round: shownRound(view), limit: view.config.roundLimit },
          }
        : { seat: null, key: 'status.deck', params: { count: view.drawPileSize } },
  variants: [
    { id: 'standard', labelKey: 'variant.standard', config: {} },
    { id: 'quick', labelKey: 'variant.quick', config: { roundLimit: 6 } },
    { id: 'exact', labelKey: 'variant.exact', config: { moveMode: 'exact' } },
    { id: 'house', labelKey: 'variant.house', config: { firstVisitorOnly: true, catchUpCard: true } },
  ],
};
