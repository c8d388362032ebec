/**
 * HellRail (Roundhouse edition) game module: rules engine per docs/rules/hellrail.md (HR-1 … HR-21),
 * bots, and the types and card data the web UI needs. This file only assembles the `GameModule`.
 */
import type { GameModule } from '../../engine/contract.js';
import { parseAction } from './actions.js';
import { parseConfig } from './config.js';
import { describeAction } from './describe.js';
import { legalActions } from './legal.js';
import { outcome, type HrOutcome } from './outcome.js';
import { activeSeats, apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';
import { heuristicBot } from './bots/heuristic.js';
import { easyBot } from './bots/levels.js';
import { hardBot } from './bots/search.js';
import type { HrAction, HrConfig, HrState, HrView } from './types.js';

export * from './types.js';
export * from './data.js';
export type { HrOutcome } from './outcome.js';

/** The HellRail module (ARCHITECTURE "The game contract"). */
export const hellrail: GameModule<HrConfig, HrState, HrAction, HrView, HrOutcome> = {
  id: 'hellrail',
  title: 'HellRail (Roundhouse edition)',
  seats: { min: 2, max: 4 },
  parseConfig,
  parseAction,
  setup,
  activeSeats,
  legalActions,
  apply: (s, seat, action) => apply(s, seat, action),
  view,
  outcome,
  bots: { easy: easyBot, normal: heuristicBot, hard: hardBot, heuristic: heuristicBot },
  turns: (s) => s.turn,
  describeAction,
};
export { apply, legalActions, view, outcome, setup, parseConfig, parseAction, describeAction };
