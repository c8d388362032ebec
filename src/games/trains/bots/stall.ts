/**
 * What scores and what is a pass in Trains, for the no-stall check (src/bots/stall.ts): buying a
 * victory-point card scores (TR-4); a turn with no card played, no card bought and no rail or
 * station placed is a pass (TR-2). Rules: docs/rules/trains.md.
 */
import type { StallRules } from '../../../bots/stall.js';
import { CARDS } from '../cards.js';
import type { TrainsAction } from '../types.js';

/** Trains' stall rules. */
export const trainsStallRules: StallRules = {
  scoring(raw) {
    const a = raw as TrainsAction;
    return a.type === 'BUY' && CARDS[a.pile].isVictory;
  },
  active(raw) {
    const a = raw as TrainsAction;
    return a.type === 'BUY' || a.type === 'PLAY' || a.type === 'CHOOSE_RAIL_HEX' || a.type === 'CHOOSE_STATION_CITY';
  },
};
