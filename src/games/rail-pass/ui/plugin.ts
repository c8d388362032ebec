/** Rail Pass's board plugin for the web table frame (src/web/boards/registry.ts loads it). Rules: docs/rules/rail-pass.md. */
import type { BoardPlugin } from '../../../web/table/plugin.js';
import { SETUPS } from '../data.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { clockText, liveScore } from './actions.js';
import { logLine } from './log.js';
import { rpEn, rpKo } from './strings.js';
import { RpBoard } from './RpBoard.js';
import './board.css';

/** Seat colours (players, not cities: cities keep their own colours). */
const SEAT_COLORS = ['#1565c0', '#6a1b9a', '#00838f', '#ef6c00', '#2e7d32', '#ad1457'];

/** The plugin: every seat shares the live team score (RP-17.3). */
export const rpBoardPlugin: BoardPlugin<RailPassView, RailPassAction> = {
  game: 'rail-pass',
  ns: 'rp',
  strings: { en: rpEn, ko: rpKo },
  Board: RpBoard,
  describe: (before, seat, action) => logLine(before, seat, action),
  publicScores: (view) => view.seats.map(() => liveScore(view).score),
  seatColor: (seat) => SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#1565c0',
  seatStats: (view, seat) => {
    const s = view.seats[seat];
    if (!s) return [];
    return [
      { key: 'stat.cities', value: s.cities.join(' '), icon: 'pin' },
      { key: 'stat.held', value: s.handLoad, icon: 'train' },
    ];
  },
  status: (view) =>
    view.over ? null : { seat: null, key: 'status.timeLeft', params: { time: clockText(view.endsAt - view.clock), round: view.round } },
  variants: SETUPS.map((s) => ({ id: s.id, labelKey: `setup.${s.id}`, config: { setup: s.id }, seats: s.players })),
  options: [
    {
      id: 'timer',
      labelKey: 'option.timer',
      choices: [
        { labelKey: 'option.timerDefault', config: {} },
        { labelKey: 'option.timerChallenge', config: { timerPreset: 'challenge' } },
        { labelKey: 'option.timer1', config: { timerMs: 60_000 } },
        { labelKey: 'option.timer3', config: { timerMs: 180_000 } },
      ],
    },
    {
      id: 'rounds',
      labelKey: 'option.rounds',
      choices: [1, 2, 3].map((n) => ({ labelKey: `option.rounds${n}`, config: { rounds: n } })),
    },
    {
      id: 'expert',
      labelKey: 'option.expert',
      choices: [
        { labelKey: 'option.off', config: {} },
        { labelKey: 'option.on', config: { expert: true } },
      ],
    },
  ],
};
