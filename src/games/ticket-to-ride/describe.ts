/**
 * Plain-English lines for actions (for logs, the CLI demo and replays), e.g.
 * "claims Seattle–Portland (1, gray) with 1 blue" or "draws a face-up red card". Blind draws do not
 * reveal the card (TTR-120).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { CARD_KINDS, ROUTE_INDEX, ROUTES, TICKET_BY_ID, VARIANTS, cityName, type CardKind } from './data.js';
import { isWellFormed, pendingOf } from './rules.js';
import type { Payment, TtrAction, TtrState } from './types.js';

/** "Seattle–Portland (1, gray)" for a route id. */
export function describeRoute(routeId: string): string {
  const i = ROUTE_INDEX.get(routeId);
  const r = i === undefined ? undefined : ROUTES[i];
  if (r === undefined) return routeId;
  return `${cityName(r.from)}–${cityName(r.to)} (${r.length}, ${r.color})`;
}

/** "2 red + 1 locomotive" for a payment (kinds in card order). */
export function describePayment(p: Payment): string {
  const parts = CARD_KINDS.flatMap((k: CardKind) => {
    const n = p[k] ?? 0;
    return n > 0 ? [`${n} ${k}${k === 'locomotive' && n > 1 ? 's' : ''}`] : [];
  });
  return parts.length ? parts.join(' + ') : 'nothing';
}

/** "Boston–Miami" for a ticket id. */
export function describeTicket(id: string): string {
  const t = TICKET_BY_ID.get(id);
  return t ? `${cityName(t.from)}–${cityName(t.to)}` : id;
}

/**
 * One line describing what `seat` does with `action` in state `s` (the state before the action).
 * This is an omniscient log line (kept ticket names are shown); a UI for players builds its own from views.
 */
export function describeAction(s: TtrState, seat: number, action: TtrAction): string {
  if (!isWellFormed(action)) return 'sends a malformed action';
  switch (action.type) {
    case 'DRAW_FACE_UP': {
      const c = s.faceUp[action.slot];
      return c === null || c === undefined
        ? `tries an empty face-up slot ${action.slot}`
        : `draws a face-up ${CARD_KINDS[c]} card${s.stage.kind === 'secondDraw' ? ' (second card)' : ''}`;
    }
    case 'DRAW_BLIND':
      return `draws a card from the deck${s.stage.kind === 'secondDraw' ? ' (second card)' : ''}`;
    case 'CLAIM_ROUTE':
      return `claims ${describeRoute(action.routeId)} with ${describePayment(action.payment)}`;
    case 'DRAW_TICKETS':
      return `draws ${Math.min(VARIANTS[s.config.variant].drawCount, s.ticketPile.length)} destination tickets`;
    case 'KEEP_TICKETS': {
      const offered = pendingOf(s, seat)?.length ?? 0;
      const names = action.ticketIds.map((id) => describeTicket(id)).join(', ');
      return `keeps ${action.ticketIds.length} of ${offered} tickets${names ? `: ${names}` : ''}`;
    }
    case 'PASS':
      return 'passes (nothing else is possible)';
  }
}
