/**
 * The three bot levels of Ticket to Ride (issue 21 item 4, spec section 14.1 "Difficulty levels"):
 * `easy` follows its ticket paths greedily, never blocks, never draws tickets in play, ignores the
 * bonuses and in two decisions of five makes a mistake of the same
 * kind (another claim, another draw, another ticket choice); `normal` is the heuristic; `hard` searches
 * (search.ts). Rules: docs/rules/ticket-to-ride.md.
 */
import type { BotFactory } from '../../../engine/contract.js';
import { withMistakes } from '../../../bots/mistakes.js';
import type { TtrAction, TtrView } from '../types.js';
import { createHeuristicBot } from './heuristic.js';

/** Share of `easy`'s decisions replaced by a random legal action. */
export const EASY_MISTAKE_RATE = 0.4;

/** The `easy` level. */
export const easyBot: BotFactory<TtrView, TtrAction> = withMistakes(
  () => createHeuristicBot({ block: false, longest: false, globetrotter: false, drawTickets: false }),
  EASY_MISTAKE_RATE,
  (a) => a.type,
);
