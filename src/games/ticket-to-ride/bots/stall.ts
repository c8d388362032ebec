/**
 * What scores and what is a draw in Ticket to Ride, for the no-stall check (src/bots/stall.ts):
 * claiming a route scores (TTR-60, TTR-100); drawing cards or tickets and passing do not (TTR-70,
 * TTR-75, TTR-78). Rules: docs/rules/ticket-to-ride.md.
 */
import type { StallRules } from '../../../bots/stall.js';
import type { TtrAction } from '../types.js';

const claims = (a: unknown): boolean => (a as TtrAction).type === 'CLAIM_ROUTE';

/** Ticket to Ride's stall rules: a claim is both the scoring and the only active action. */
export const ttrStallRules: StallRules = { scoring: claims, active: claims };
