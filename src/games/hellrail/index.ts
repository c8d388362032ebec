/**
 * HellRail (Roundhouse edition) game module: rules engine per /rules/hellrail.md (HR-1 … HR-21), bots,
 * and the types and card data the web UI needs.
 */
import type { GameModule } from '../../engine/contract.js';
import { RoundhouseError } from '../../engine/result.js';
import { parseConfig } from './config.js';
import { describeAction } from './describe.js';
import { legalActions } from './legal.js';
import { outcome, type HrOutcome } from './outcome.js';
import { actor, apply, isActionType } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';
import { heuristicBot } from './bots/heuristic.js';
import type { HrAction, HrConfig, HrState, HrView } from './types.js';

export * from './types.js';
export * from './data.js';
export { DEFAULT_CONFIG, HOUSE_RULES } from './config.js';
export type { HrOutcome } from './outcome.js';
export { seatName } from './describe.js';

/**
 * Schema check of an untrusted action at the boundary: an object whose `type` is a HellRail action.
 * Field-level checks are made by `apply` so that they return the rule's own code `HR_BAD_PARAMS`
 * (HR-5.9). Throws RoundhouseError('BAD_ACTION').
 */
export function parseAction(input: unknown): HrAction {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !isActionType((input as { type?: unknown }).type)) {
    throw new RoundhouseError('BAD_ACTION', `not a HellRail action: ${JSON.stringify(input)}`);
  }
  return input as HrAction;
}

/** The HellRail module (ARCHITECTURE "The game contract"). */
export const hellrail: GameModule<HrConfig, HrState, HrAction, HrView, HrOutcome> = {
  id: 'hellrail',
  title: 'HellRail (Roundhouse edition)',
  seats: { min: 2, max: 4 },
  parseConfig,
  parseAction,
  setup,
  activeSeats: (s) => (s.phase === 'GAME_OVER' ? [] : [actor(s)]),
  legalActions,
  apply: (s, seat, action) => apply(s, seat, action),
  view,
  outcome,
  bots: { heuristic: heuristicBot },
  turns: (s) => s.turn,
  describeAction,
};

export default hellrail;
export { apply, legalActions, view, outcome, setup, parseConfig, describeAction };
