/**
 * Per-seat views (TTR-120 to TTR-124): a seat sees its own hand, tickets (with a live completion
 * preview) and pending offer; of others only counts. Spectators (null) see the public view. When the
 * game is over everything is revealed.
 */
import { CARD_KINDS, KINDS, type CardKind } from './data.js';
import { namedHand, routesOf, ticketStatuses } from './scoring.js';
import type { PlayerView, TtrEvent, TtrState, TtrView } from './types.js';

function countKinds(cards: readonly number[]): Record<CardKind, number> {
  const counts = new Array<number>(KINDS).fill(0);
  for (const c of cards) counts[c]!++;
  return namedHand(counts);
}

/** The view of `viewer` (a seat, or null for a spectator). Never contains another seat's hidden information. */
export function view(s: TtrState, viewer: number | null): TtrView {
  const over = s.phase === 'gameOver';
  const players: PlayerView[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const mine = over || seat === viewer;
    const hand = s.hands[seat]!;
    const pending = s.pendingTickets[seat];
    players.push({
      seat,
      trainsLeft: s.trainsLeft[seat]!,
      routePoints: s.routePoints[seat]!,
      handSize: hand.reduce((a, b) => a + b, 0),
      hand: mine ? namedHand(hand) : null,
      ticketCount: s.tickets[seat]!.length,
      tickets: mine ? ticketStatuses(s.config, s.tickets[seat]!, routesOf(s.routeOwner, seat)) : null,
      pendingCount: pending ? pending.length : 0,
      pending: seat === viewer && pending ? [...pending] : null,
      hasKeptInitial: s.phase !== 'initialTickets' || !pending,
      ticketsDrawn: s.ticketsDrawn[seat]!,
    });
  }
  return {
    viewer,
    config: s.config,
    seats: s.seats,
    phase: s.phase,
    step: s.step,
    firstSeat: s.firstSeat,
    activeSeat: s.activeSeat,
    faceUp: s.faceUp.map((c) => (c === null ? null : CARD_KINDS[c]!)),
    drawPileSize: s.drawPile.length,
    discardPile: countKinds(s.discardPile),
    discardPileSize: s.discardPile.length,
    ticketPileSize: s.ticketPile.length,
    routeOwner: s.routeOwner.map((o) => (o < 0 ? null : o)),
    players,
    finalTurnsLeft: s.finalTurnsLeft,
    consecutivePasses: s.consecutivePasses,
    outcome: s.result,
    events: eventsFor(s.events, viewer, over),
  };
}

/**
 * TTR-121: filters events for a viewer — offered/kept ticket ids only to their seat, the card drawn
 * blind only to the drawer; everything once the game is over (TTR-124).
 */
export function eventsFor(events: readonly TtrEvent[], viewer: number | null, revealAll = false): TtrEvent[] {
  return events.map((e) => {
    if (revealAll) return e;
    if ((e.type === 'ticketsOffered' || e.type === 'ticketsKept') && e.seat !== viewer) {
      const { ticketIds: _hidden, ...rest } = e;
      return rest;
    }
    if (e.type === 'cardDrawnBlind' && e.seat !== viewer) return { type: 'cardDrawnBlind', seat: e.seat };
    return e;
  });
}
