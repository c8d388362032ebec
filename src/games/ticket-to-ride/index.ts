/**
 * Ticket to Ride (USA map, classic / USA 1910 / Mega Game / Big Cities), the `GameModule` for
 * Roundhouse. Rules: shared/rules/ticket-to-ride.md (TTR-n ids). Exports the module and the
 * state/action/view/outcome types for the server and the web UI.
 */
import type { GameModule } from '../../engine/contract.js';
import { parseConfig as parseConfig_ } from './config.js';
import { parseAction as parseAction_ } from './actions.js';
import { setup as setup_ } from './setup.js';
import { activeSeats as activeSeats_, apply as apply_, legalActions as legalActions_ } from './rules.js';
import { view as view_ } from './view.js';
import { describeAction as describeAction_ } from './describe.js';
import { heuristicBot as heuristicBot_ } from './bots/heuristic.js';
import type { TtrAction, TtrConfig, TtrOutcome, TtrState, TtrView } from './types.js';
/** Local bindings of imported functions (avoids cross-module getter calls on the hot path under tsx). */
const parseConfig = parseConfig_;
const parseAction = parseAction_;
const setup = setup_;
const activeSeats = activeSeats_;
const apply = apply_;
const legalActions = legalActions_;
const view = view_;
const describeAction = describeAction_;
const heuristicBot = heuristicBot_;

export type * from './types.js';
export { TtrErrors, type TtrErrorCode } from './errors.js';
export { isHouseRules, startingDeal } from './config.js';
export * as ttrData from './data.js';
export { describeRoute, describePayment, describeTicket } from './describe.js';
export { payments } from './claim.js';
export { createHeuristicBot, HEURISTIC, type HeuristicOptions } from './bots/heuristic.js';
export { eventsFor } from './view.js';

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
  outcome: (state) => state.result,
  bots: { heuristic: heuristicBot },
  turns: (state) => state.turns,
  describeAction,
};

export default ticketToRide;
