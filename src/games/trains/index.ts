/**
 * Trains (Hisashi Hayashi; AEG 2013) for Roundhouse: the GameModule plus the types and card/board data
 * the web UI needs. Rules: docs/rules/trains.md (TR-n).
 */
import type { GameModule } from '../../engine/contract.js';
import { parseAction } from './actions.js';
import { parseConfig } from './config.js';
import { describeAction } from './describe.js';
import { legalActions } from './legal.js';
import { activeSeats, apply } from './rules.js';
import { setup } from './setup.js';
import { outcome, type TrainsOutcome } from './outcome.js';
import type { TrainsAction, TrainsConfig, TrainsState } from './types.js';
import { view, type TrainsView } from './view.js';
import { bigmoneyBot } from './bots/bigmoney.js';
import { heuristicBot } from './bots/heuristic.js';
import { hardBot } from './bots/search.js';

export * from './types.js';
export type { TrainsView, PlayerView } from './view.js';
export type { TrainsOutcome, TrainsBreakdown } from './outcome.js';
export { CARDS, CARD_IDS, BASIC_PILES, PRESETS, type CardId } from './cards.js';
export { BOARDS, MAP_IDS, hexAt, type Board, type Hex, type MapId } from './map.js';

/** The Trains game module (2–4 seats). */
export const trains: GameModule<TrainsConfig, TrainsState, TrainsAction, TrainsView, TrainsOutcome> = {
  id: 'trains',
  title: 'Trains',
  seats: { min: 2, max: 4 },
  parseConfig,
  parseAction,
  setup,
  activeSeats,
  legalActions,
  apply: (state, seat, action) => apply(state, seat, action),
  view,
  outcome,
  bots: { easy: bigmoneyBot, normal: heuristicBot, hard: hardBot, bigmoney: bigmoneyBot, heuristic: heuristicBot },
  turns: (state) => state.turns,
  describeAction,
};
