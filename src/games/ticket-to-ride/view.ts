/**
 * Per-seat views (docs/rules/ticket-to-ride.md: TTR-120 to TTR-124): a seat sees its own hand, tickets (with a live completion
 * preview) and pending offer; of others only counts. Spectators (null) see the public view. When the
 * game is over everything is revealed, the remaining piles too (TTR-124).
 */
import { at, CARD_KINDS, KINDS, type CardKind } from './data.js';
import { namedHand, outcome, routesOf, ticketStatuses } from './outcome.js';
import { pendingOf, phaseOf, stepOf } from './rules.js';
import type { PlayerView, TicketStatus, TtrEvent, TtrPiles, TtrState, TtrView } from './types.js';

function countKinds(cards: readonly number[]): Record<CardKind, number> {
  const counts = new Array<number>(KINDS).fill(0);
  for (const c of cards) counts[c] = at(counts, c, 'card kind') + 1;
  return namedHand(counts);
}

/*
 * View parts built once per source array and shared (read-only) by every view that shows them: the
 * rules copy an array before writing it (engine/cow.ts), so the same array means the same content.
 * Views of one state for different viewers, and of consecutive states, then hold the same objects
 * where nothing changed, which the server's view diff (protocol/patch.ts) skips by reference. What a
 * viewer is shown is still decided per viewer below (TTR-120); only the building is shared.
 */
const routeOwnerViews = new WeakMap<readonly number[], readonly (number | null)[]>();
const handViews = new WeakMap<readonly number[], Readonly<Record<CardKind, number>>>();
const pileCounts = new WeakMap<readonly number[], Readonly<Record<CardKind, number>>>();
const ticketViews = new WeakMap<
  readonly string[],
  { routeOwner: readonly number[]; seat: number; config: TtrState['config']; statuses: readonly TicketStatus[] }
>();

/** TTR-120 (public): route owners, -1 → null. */
function routeOwnerView(routeOwner: readonly number[]): readonly (number | null)[] {
  let out = routeOwnerViews.get(routeOwner);
  if (!out) routeOwnerViews.set(routeOwner, (out = routeOwner.map((o) => (o < 0 ? null : o))));
  return out;
}

/** A hand (counts by card index) as named counts. */
function handView(hand: readonly number[]): Readonly<Record<CardKind, number>> {
  let out = handViews.get(hand);
  if (!out) handViews.set(hand, (out = namedHand(hand)));
  return out;
}

/** A pile's cards counted by kind (the discard pile, TTR-120: public). */
function pileCountsView(cards: readonly number[]): Readonly<Record<CardKind, number>> {
  let out = pileCounts.get(cards);
  if (!out) pileCounts.set(cards, (out = countKinds(cards)));
  return out;
}

/** `seat`'s kept tickets with their completion preview over its routes (TTR-101, TTR-102). */
function ticketsView(s: TtrState, seat: number): readonly TicketStatus[] {
  const tickets = at(s.tickets, seat, 'seat');
  const hit = ticketViews.get(tickets);
  if (hit && hit.routeOwner === s.routeOwner && hit.seat === seat && hit.config === s.config) return hit.statuses;
  const statuses = ticketStatuses(s.config, tickets, routesOf(s.routeOwner, seat));
  ticketViews.set(tickets, { routeOwner: s.routeOwner, seat, config: s.config, statuses });
  return statuses;
}

/**
 * The view of `viewer` (a seat, or null for a spectator). Never contains another seat's hidden
 * information, nor the order of the draw and ticket piles, before the game is over (TTR-120, TTR-124).
 */
export function view(s: TtrState, viewer: number | null): TtrView {
  const over = s.stage.kind === 'gameOver';
  const initial = s.stage.kind === 'initialTickets';
  const players: PlayerView[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const mine = over || seat === viewer;
    const hand = at(s.hands, seat, 'seat');
    const tickets = at(s.tickets, seat, 'seat');
    const pending = pendingOf(s, seat);
    players.push({
      seat,
      trainsLeft: at(s.trainsLeft, seat, 'seat'),
      routePoints: at(s.routePoints, seat, 'seat'),
      handSize: hand.reduce((a, b) => a + b, 0),
      hand: mine ? handView(hand) : null,
      ticketCount: tickets.length,
      tickets: mine ? ticketsView(s, seat) : null,
      pendingCount: pending ? pending.length : 0,
      pending: seat === viewer && pending ? [...pending] : null,
      hasKeptInitial: !initial || !pending,
      ticketsDrawn: at(s.ticketsDrawn, seat, 'seat'),
    });
  }
  return {
    viewer,
    config: s.config,
    seats: s.seats,
    phase: phaseOf(s.stage),
    step: stepOf(s.stage),
    firstSeat: s.firstSeat,
    activeSeat: s.activeSeat,
    faceUp: s.faceUp.map((c) => (c === null ? null : at(CARD_KINDS, c, 'card kind'))),
    drawPileSize: s.drawPile.length,
    discardPile: pileCountsView(s.discardPile),
    discardPileSize: s.discardPile.length,
    ticketPileSize: s.ticketPile.length,
    routeOwner: routeOwnerView(s.routeOwner),
    players,
    finalTurnsLeft: s.finalTurnsLeft,
    consecutivePasses: s.consecutivePasses,
    outcome: outcome(s),
    piles: over ? pilesOf(s) : null,
    events: eventsFor(s.events, viewer, over),
  };
}

/** TTR-124: the remaining piles in pile order, for the end of the game only. */
function pilesOf(s: TtrState): TtrPiles {
  const kind = (c: number) => at(CARD_KINDS, c, 'card kind');
  return {
    drawPile: s.drawPile.map(kind),
    discardPile: s.discardPile.map(kind),
    ticketPile: ticketStatuses(s.config, s.ticketPile, []).map(({ completed: _unused, ...t }) => t),
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
