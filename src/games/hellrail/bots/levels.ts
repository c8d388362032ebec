/**
 * The HellRail bot levels (issue 21 item 4): `easy` is the heuristic (HR-19.4) with a random legal
 * action in place of its choice in a share of its decisions; `normal` is the heuristic. Rules:
 * docs/rules/hellrail.md.
 */
import type { BotFactory } from '../../../engine/contract.js';
import { withMistakes } from '../../../bots/mistakes.js';
import type { HrAction, HrView } from '../types.js';
import { heuristicBot } from './heuristic.js';

/** Share of `easy`'s decisions replaced by a random legal action (0.15: it loses about 90 % of 2-seat games to normal, docs/hellrail.md). */
export const EASY_MISTAKE_RATE = 0.15;

/** The `easy` level. */
export const easyBot: BotFactory<HrView, HrAction> = withMistakes(heuristicBot, EASY_MISTAKE_RATE);
