/**
 * Ticket to Ride (USA map, classic / USA 1910 / Mega Game / Big Cities), the `GameModule` for
 * Roundhouse. Rules: docs/rules/ticket-to-ride.md (TTR-n ids). Exports the module and the
 * state/action/view/outcome types for the server and the web UI.
 */
import type { GameModule } from '../../engine/contract.js';
import { parseConfig } from './config.js';
import { parseAction } from './actions.js';
import { setup } from './setup.js';
import { activeSeats, apply } from './rules.js';
import { legalActions } from './legal.js';
import { outcome } from './outcome.js';
import { view } from './view.js';
import { describeAction } from './describe.js';
import { heuristicBot } from './bots/heuristic.js';
import { easyBot } from './bots/levels.js';
import { hardBot } from './bots/search.js';
import type { TtrAction, TtrConfig, TtrOutcome, TtrState, TtrView } from './types.js';

export type * from './types.js';
export * as ttrData from './data.js';

/** The Ticket to Ride game module (2–5 seats). Bots: `random` (generic) and `heuristic` (TTR section 14). */
export const ticketToRide: GameModule<TtrConfig, TtrState, TtrAction, TtrView, TtrOutcome> = {
  id: 'ticket-to-ride',
  title: 'Ticket to Ride',
  seats: { min: 2, max: 5 },
  parseConfig,
  parseAction,
  setup,
  activeSeats,
  legalActions,
  apply: (state, seat, action) => apply(state, seat, action),
  view,
  outcome,
  bots: { easy: easyBot, normal: heuristicBot, hard: hardBot, heuristic: heuristicBot },
  turns: (state) => state.turns,
  describeAction,
};
