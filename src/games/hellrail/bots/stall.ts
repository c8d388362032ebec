/**
 * What scores and what is a pass in HellRail, for the no-stall check (src/bots/stall.ts): setting out
 * a car scores its value (HR-6.2, HR-14); stoking, discarding and ending the turn are the
 * draw-or-pass actions. Rules: docs/rules/hellrail.md.
 */
import type { StallRules } from '../../../bots/stall.js';
import type { HrAction } from '../types.js';

/** HellRail's stall rules. */
export const hellrailStallRules: StallRules = {
  scoring: (a) => (a as HrAction).type === 'SET_OUT',
  active(raw) {
    const t = (raw as HrAction).type;
    return t !== 'STOKE' && t !== 'END_TURN' && t !== 'DISCARD';
  },
};
