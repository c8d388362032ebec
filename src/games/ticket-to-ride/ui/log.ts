/**
 * Game log lines in plain words (keys in the `ttr` namespace). Built from the public view before the
 * action, so nothing hidden leaks: blind draws do not name the card and kept tickets are only counted.
 * Actions seen from other seats online may carry only their type; what became public is then read
 * from the TTR-121 events of the view after (the face-up card taken, the route claimed and the cards
 * paid), else from comparing the views. City names are `$t(city.<id>)`
 * references, so the frame shows them in the current language.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { ROUTES, ROUTE_SCORING, VARIANTS } from '../data.js';
import type { TtrAction, TtrView } from '../types.js';
import type { LogLine } from '../../../web/table/plugin.js';
import { paymentParts } from './payment.js';

/** The log line for `seat` playing `action` (possibly `{type}` only), given the views around it. */
export function logLine(before: TtrView, seat: number, action: Partial<TtrAction> & { type: string }, after?: TtrView): LogLine {
  switch (action.type) {
    case 'KEEP_TICKETS': {
      const ids = (action as { ticketIds?: readonly string[] }).ticketIds;
      const count = ids
        ? ids.length
        : after
          ? Math.max(0, (after.players[seat]?.ticketCount ?? 0) - (before.players[seat]?.ticketCount ?? 0))
          : 0;
      return { seat, key: 'log.keepTickets', params: { count } };
    }
    case 'DRAW_FACE_UP': {
      const slot = (action as { slot?: number }).slot;
      const taken = after?.events.find((e) => e.type === 'cardTakenFaceUp' && e.seat === seat);
      const kind = slot !== undefined ? before.faceUp[slot] : taken?.type === 'cardTakenFaceUp' ? taken.card : null;
      return kind ? { seat, key: 'log.drawFaceUp', params: { color: `$t(color.${kind})` } } : { seat, key: 'log.drawBlind' };
    }
    case 'DRAW_BLIND':
      return { seat, key: 'log.drawBlind' };
    case 'CLAIM_ROUTE': {
      const claimed = after?.events.find((e) => e.type === 'routeClaimed' && e.seat === seat);
      const a = (claimed?.type === 'routeClaimed' && !('routeId' in action) ? claimed : action) as {
        routeId?: string;
        payment?: Partial<Record<string, number>>;
      };
      let index = a.routeId ? ROUTES.findIndex((r) => r.id === a.routeId) : -1;
      if (index < 0 && after) index = after.routeOwner.findIndex((o, i) => o === seat && before.routeOwner[i] !== seat);
      const r = ROUTES[index];
      if (!r) return { seat, key: 'log.claimSome' };
      const payment = a.payment
        ? paymentParts(a.payment)
            .map((p) => `$t(paid.${p.kind}, {"count": ${p.count}})`)
            .join(' + ')
        : '';
      return {
        seat,
        key: payment ? 'log.claim' : 'log.claimRoute',
        params: { from: `$t(city.${r.from})`, to: `$t(city.${r.to})`, length: r.length, points: ROUTE_SCORING[r.length] ?? 0, payment },
      };
    }
    case 'DRAW_TICKETS':
      return {
        seat,
        key: 'log.drawTickets',
        params: { count: Math.min(VARIANTS[before.config.variant].drawCount, before.ticketPileSize) },
      };
    case 'PASS':
      return { seat, key: 'log.pass' };
    default:
      return { seat, key: 'log.other' };
  }
}
