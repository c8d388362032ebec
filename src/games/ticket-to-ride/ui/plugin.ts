/**
 * Ticket to Ride's board plugin for the web table frame (src/web/boards/registry.ts loads it).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import type { BoardPlugin } from '../../../web/table/plugin.js';
import type { TtrAction, TtrView } from '../types.js';
import { logLine } from './log.js';
import { seatColor } from './palette.js';
import { ttrEn, ttrKo } from './strings.js';
import { TtrBoard } from './TtrBoard.js';
import './board.css';

/** The plugin. */
export const ttrBoardPlugin: BoardPlugin<TtrView, TtrAction> = {
  game: 'ticket-to-ride',
  ns: 'ttr',
  strings: { en: ttrEn, ko: ttrKo },
  Board: TtrBoard,
  describe: (before, seat, action, after) => logLine(before, seat, action, after),
  publicScores: (view) => (view.outcome ? [...view.outcome.scores] : view.players.map((p) => p.routePoints)),
  seatColor,
  seatStats: (view, seat) => {
    const p = view.players[seat];
    if (!p) return [];
    return [
      { key: 'stat.trains', value: p.trainsLeft, icon: 'train' },
      { key: 'stat.cards', value: p.handSize, icon: 'cards' },
      { key: 'stat.tickets', value: p.ticketCount + (view.phase === 'initialTickets' ? p.pendingCount : 0), icon: 'ticket' },
    ];
  },
  status: (view) =>
    view.finalTurnsLeft !== null && !view.outcome ? { seat: null, key: 'finalRoundLeft', params: { count: view.finalTurnsLeft } } : null,
  variants: [
    { id: 'classic', labelKey: 'variant.classic', config: { variant: 'classic' } },
    { id: 'usa1910', labelKey: 'variant.usa1910', config: { variant: 'usa1910' } },
    { id: 'mega', labelKey: 'variant.mega', config: { variant: 'mega' } },
    { id: 'bigCities', labelKey: 'variant.bigCities', config: { variant: 'bigCities' } },
  ],
};
