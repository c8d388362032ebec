/**
 * The route-greedy scripted player (issue 21 item 6): what a newcomer does. Keeps the fewest tickets
 * it may (TTR-41, TTR-76), claims the longest route it can pay for every turn (TTR-60), else draws a
 * blind card (TTR-70). Opponent for the no-stall test; reads only its legal actions (TTR-122).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import type { BotFactory } from '../../../engine/contract.js';
import { ROUTE_INDEX, ROUTE_LEN } from '../data.js';
import type { TtrAction, TtrView } from '../types.js';

/** Length (trains) of the route a CLAIM_ROUTE action claims; 0 for an unknown id. */
function claimLength(a: Extract<TtrAction, { type: 'CLAIM_ROUTE' }>): number {
  const r = ROUTE_INDEX.get(a.routeId);
  return r === undefined ? 0 : (ROUTE_LEN[r] ?? 0);
}

/** Creates a route-greedy player for one seat: longest claim, else a blind draw, else the first legal action. */
export const greedyBot: BotFactory<TtrView, TtrAction> = () => ({
  act(ctx) {
    let keep: Extract<TtrAction, { type: 'KEEP_TICKETS' }> | null = null;
    let claim: Extract<TtrAction, { type: 'CLAIM_ROUTE' }> | null = null;
    let claimLen = 0;
    let blind: TtrAction | null = null;
    for (const a of ctx.legal) {
      if (a.type === 'KEEP_TICKETS') {
        if (!keep || a.ticketIds.length < keep.ticketIds.length) keep = a;
      } else if (a.type === 'CLAIM_ROUTE') {
        const len = claimLength(a);
        if (len > claimLen) {
          claimLen = len;
          claim = a;
        }
      } else if (a.type === 'DRAW_BLIND') blind = a;
    }
    return keep ?? claim ?? blind ?? ctx.legal[0] ?? null;
  },
});
