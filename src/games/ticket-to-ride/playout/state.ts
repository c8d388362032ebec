/**
 * The playout state of Ticket to Ride (issue 21 item 1): one mutable object of typed arrays that
 * `playMove` (play.ts) changes in place, for bots' search and random playouts. It holds exactly what
 * the pure `TtrState` holds (docs/rules/ticket-to-ride.md: TTR-5, TTR-40) minus the events (TTR-121)
 * and the stored result (computed by `playoutScores` or `toState` instead). `toPlayout` converts a
 * pure state, `toState` converts back; `clonePlayout` copies one for the next playout.
 *
 * Layout: card kinds are 0..7 colours and 8 locomotive (`CARD_KINDS`); `hands[seat * 9 + kind]`; the
 * draw pile is `drawPile[drawHead .. drawEnd)` with its top (TTR-71) at `drawHead`; the discard pile
 * is `discardPile[0 .. discardLen)`, oldest first; the ticket pile is a ring of capacity `deck.size`
 * from `ticketHead`, top first (TTR-75, TTR-76 returns go to its bottom). Tickets are indexes into
 * `deck` (the variant's ticket deck). Offers: `offers[seat * offerCap + i]` with `offerLen[seat]`
 * (-1 = none or answered); in `keepTickets` the active seat's offer (TTR-75), in `initialTickets`
 * every seat's (TTR-41) with the returned tickets held in `held` until all have answered.
 */
import { openRng, type Rng } from '../../../engine/rng.js';
import { startingDeal } from '../config.js';
import { MAIN, SECOND_DRAW } from '../rules.js';
import { score, valuesFor } from '../outcome.js';
import { at, cityIndex, KINDS, ROUTES, TICKETS, TRAIN_CARDS, VARIANTS } from '../data.js';
import type { Stage, TtrConfig, TtrState } from '../types.js';

/** Stage codes (TTR-40): the pure `Stage` kinds. */
export const STAGE = { initialTickets: 0, main: 1, secondDraw: 2, keepTickets: 3, gameOver: 4 } as const;
/** A stage code. */
export type StageCode = (typeof STAGE)[keyof typeof STAGE];

/** The ticket deck of one configured game (TTR-13, TTR-102, TTR-D12): ids, cities, values by index. */
export interface PlayoutDeck {
  readonly size: number;
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** City indexes of each ticket's ends. */
  readonly from: Int16Array;
  readonly to: Int16Array;
  /** Points of each ticket in this game (TTR-102). */
  readonly value: Int16Array;
}

const deckCache = new Map<string, PlayoutDeck>();

/** The playout deck of a configured game (cached per variant and ticket values). */
export function deckFor(config: TtrConfig): PlayoutDeck {
  const key = `${config.variant}/${config.ticketValues ?? ''}`;
  let d = deckCache.get(key);
  if (!d) {
    const tickets = TICKETS[VARIANTS[config.variant].ticketDeck];
    const values = valuesFor(config);
    d = {
      size: tickets.length,
      ids: tickets.map((t) => t.id),
      index: new Map(tickets.map((t, i) => [t.id, i])),
      from: Int16Array.from(tickets, (t) => cityIndex(t.from)),
      to: Int16Array.from(tickets, (t) => cityIndex(t.to)),
      value: Int16Array.from(tickets, (t) => values.get(t.id) ?? t.points),
    };
    deckCache.set(key, d);
  }
  return d;
}

/** Every train card of the game (TTR-10): the capacity of the card piles. */
const CARD_COUNT = TRAIN_CARDS.perColor * TRAIN_CARDS.colors.length + TRAIN_CARDS.locomotives;

/** The mutable playout state (see the module header for the layout). */
export interface PlayoutState {
  readonly config: TtrConfig;
  readonly seats: number;
  readonly deck: PlayoutDeck;
  /** The game generator, live (TTR-3); `toState` stores its state. */
  rng: Rng;
  stage: StageCode;
  firstSeat: number;
  activeSeat: number;
  readonly drawPile: Uint8Array;
  drawHead: number;
  drawEnd: number;
  readonly discardPile: Uint8Array;
  discardLen: number;
  /** Five face-up slots, -1 = empty (TTR-80). */
  readonly faceUp: Int8Array;
  /** hands[seat * 9 + kind] = count (TTR-5). */
  readonly hands: Uint8Array;
  readonly trainsLeft: Int16Array;
  readonly routePoints: Int16Array;
  /** routeOwner[route] = seat or -1. */
  readonly routeOwner: Int8Array;
  /** Unclaimed routes in index order (`openRoutes[0 .. openLen)`), kept as routes are claimed. */
  readonly openRoutes: Uint8Array;
  openLen: number;
  /** Kept tickets: tickets[seat * deck.size + i], i < ticketCount[seat], in keep order (TTR-76). */
  readonly tickets: Int16Array;
  readonly ticketCount: Int16Array;
  readonly ticketPile: Int16Array;
  ticketHead: number;
  ticketLen: number;
  /** Offer slots per seat (max of the starting deal and the in-play draw). */
  readonly offerCap: number;
  readonly offers: Int16Array;
  /** Offer length per seat; -1 = no offer (TTR-41 answered, or none). */
  readonly offerLen: Int8Array;
  /** Tickets returned in `initialTickets`, held until every seat has answered (TTR-41). */
  readonly held: Int16Array;
  readonly heldLen: Int8Array;
  /** Turns left in the final round, -1 before it starts (TTR-90). */
  finalTurnsLeft: number;
  consecutivePasses: number;
  turns: number;
  readonly ticketsDrawn: Int16Array;
  resetCapHit: boolean;
}

function ticketIndex(deck: PlayoutDeck, id: string): number {
  const i = deck.index.get(id);
  if (i === undefined) throw new RangeError(`ticket ${id} is not in this game's deck`);
  return i;
}

/** Converts a pure state to a new playout state (the pure state is not changed). */
export function toPlayout(s: TtrState): PlayoutState {
  const seats = s.seats;
  const deck = deckFor(s.config);
  const offerCap = Math.max(startingDeal(s.config).deal, VARIANTS[s.config.variant].drawCount);
  const routes = ROUTES.length;
  const f: PlayoutState = {
    config: s.config,
    seats,
    deck,
    rng: openRng(s.rng),
    stage: STAGE[s.stage.kind],
    firstSeat: s.firstSeat,
    activeSeat: s.activeSeat,
    drawPile: new Uint8Array(CARD_COUNT),
    drawHead: 0,
    drawEnd: s.drawPile.length,
    discardPile: new Uint8Array(CARD_COUNT),
    discardLen: s.discardPile.length,
    faceUp: Int8Array.from(s.faceUp, (c) => c ?? -1),
    hands: new Uint8Array(seats * KINDS),
    trainsLeft: Int16Array.from(s.trainsLeft),
    routePoints: Int16Array.from(s.routePoints),
    routeOwner: Int8Array.from(s.routeOwner),
    openRoutes: new Uint8Array(routes),
    openLen: 0,
    tickets: new Int16Array(seats * deck.size),
    ticketCount: new Int16Array(seats),
    ticketPile: new Int16Array(deck.size),
    ticketHead: 0,
    ticketLen: s.ticketPile.length,
    offerCap,
    offers: new Int16Array(seats * offerCap),
    offerLen: new Int8Array(seats).fill(-1),
    held: new Int16Array(seats * offerCap),
    heldLen: new Int8Array(seats),
    finalTurnsLeft: s.finalTurnsLeft ?? -1,
    consecutivePasses: s.consecutivePasses,
    turns: s.turns,
    ticketsDrawn: Int16Array.from(s.ticketsDrawn),
    resetCapHit: s.resetCapHit,
  };
  f.drawPile.set(s.drawPile);
  f.discardPile.set(s.discardPile);
  for (let seat = 0; seat < seats; seat++) {
    f.hands.set(at(s.hands, seat, 'seat'), seat * KINDS);
    const own = at(s.tickets, seat, 'seat');
    own.forEach((id, i) => (f.tickets[seat * deck.size + i] = ticketIndex(deck, id)));
    f.ticketCount[seat] = own.length;
  }
  for (let r = 0; r < routes; r++) if (s.routeOwner[r] === -1) f.openRoutes[f.openLen++] = r;
  s.ticketPile.forEach((id, i) => (f.ticketPile[i] = ticketIndex(deck, id)));
  const setOffer = (into: Int16Array, lens: Int8Array, seat: number, ids: readonly string[]): void => {
    ids.forEach((id, i) => (into[seat * offerCap + i] = ticketIndex(deck, id)));
    lens[seat] = ids.length;
  };
  const st = s.stage;
  if (st.kind === 'initialTickets') {
    st.offers.forEach((o, seat) => {
      if (o) setOffer(f.offers, f.offerLen, seat, o);
    });
    st.returned.forEach((ids, seat) => setOffer(f.held, f.heldLen, seat, ids));
  } else if (st.kind === 'keepTickets') setOffer(f.offers, f.offerLen, s.activeSeat, st.offer);
  return f;
}

/** An independent copy of a playout state (its generator copied too). */
export function clonePlayout(f: PlayoutState): PlayoutState {
  return {
    ...f,
    rng: openRng(f.rng.state()),
    drawPile: f.drawPile.slice(),
    discardPile: f.discardPile.slice(),
    faceUp: f.faceUp.slice(),
    hands: f.hands.slice(),
    trainsLeft: f.trainsLeft.slice(),
    routePoints: f.routePoints.slice(),
    routeOwner: f.routeOwner.slice(),
    openRoutes: f.openRoutes.slice(),
    tickets: f.tickets.slice(),
    ticketCount: f.ticketCount.slice(),
    ticketPile: f.ticketPile.slice(),
    offers: f.offers.slice(),
    offerLen: f.offerLen.slice(),
    held: f.held.slice(),
    heldLen: f.heldLen.slice(),
    ticketsDrawn: f.ticketsDrawn.slice(),
  };
}

/** The ticket pile of a playout state as ids, top first. */
function ticketPileIds(f: PlayoutState): string[] {
  const out: string[] = [];
  for (let i = 0; i < f.ticketLen; i++) out.push(at(f.deck.ids, at(f.ticketPile, (f.ticketHead + i) % f.deck.size), 'ticket'));
  return out;
}

/** Ticket ids of `lens[seat]` entries of an offer-shaped array. */
function offerIds(f: PlayoutState, from: Int16Array, len: number, seat: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < len; i++) out.push(at(f.deck.ids, at(from, seat * f.offerCap + i), 'ticket'));
  return out;
}

/**
 * The pure state equal to a playout state (TTR-5), with no events (TTR-121). A finished game carries
 * its result, scored by the pure `score` (TTR-108).
 */
export function toState(f: PlayoutState): TtrState {
  const seats = f.seats;
  const hands = Array.from({ length: seats }, (_, seat) => Array.from(f.hands.subarray(seat * KINDS, seat * KINDS + KINDS)));
  const tickets = Array.from({ length: seats }, (_, seat) =>
    Array.from(f.tickets.subarray(seat * f.deck.size, seat * f.deck.size + at(f.ticketCount, seat)), (t) => at(f.deck.ids, t, 'ticket')),
  );
  const routeOwner = Array.from(f.routeOwner);
  const trainsLeft = Array.from(f.trainsLeft);
  let stage: Stage;
  switch (f.stage) {
    case STAGE.initialTickets:
      stage = {
        kind: 'initialTickets',
        offers: Array.from({ length: seats }, (_, seat) => {
          const n = at(f.offerLen, seat);
          return n < 0 ? null : offerIds(f, f.offers, n, seat);
        }),
        returned: Array.from({ length: seats }, (_, seat) => offerIds(f, f.held, at(f.heldLen, seat), seat)),
      };
      break;
    case STAGE.main:
      stage = MAIN;
      break;
    case STAGE.secondDraw:
      stage = SECOND_DRAW;
      break;
    case STAGE.keepTickets:
      stage = { kind: 'keepTickets', offer: offerIds(f, f.offers, Math.max(0, at(f.offerLen, f.activeSeat)), f.activeSeat) };
      break;
    default:
      stage = { kind: 'gameOver', result: score({ config: f.config, seats, routeOwner, tickets, hands, trainsLeft }) };
  }
  return {
    config: f.config,
    seats,
    rng: f.rng.state(),
    stage,
    firstSeat: f.firstSeat,
    activeSeat: f.activeSeat,
    drawPile: Array.from(f.drawPile.subarray(f.drawHead, f.drawEnd)),
    discardPile: Array.from(f.discardPile.subarray(0, f.discardLen)),
    faceUp: Array.from(f.faceUp, (c) => (c < 0 ? null : c)),
    hands,
    trainsLeft,
    routePoints: Array.from(f.routePoints),
    routeOwner,
    tickets,
    ticketPile: ticketPileIds(f),
    finalTurnsLeft: f.finalTurnsLeft < 0 ? null : f.finalTurnsLeft,
    consecutivePasses: f.consecutivePasses,
    turns: f.turns,
    ticketsDrawn: Array.from(f.ticketsDrawn),
    resetCapHit: f.resetCapHit,
    events: [],
  };
}
