/**
 * Determinization for the `hard` bot (issue 21 item 2): builds one full game state consistent with
 * what `seat` sees, from its view only (TTR-120 to TTR-122). The hidden parts are sampled with the
 * bot's generator: the other seats' hands and the order of the draw pile from the train cards the seat
 * cannot see (110 − own hand − face-up − discard pile, TTR-10), and the other seats' tickets and the
 * ticket pile from the tickets it cannot see (the variant's deck − its own kept and offered tickets).
 * Opponents' tickets are drawn uniformly (no inference from their routes). Determinized: the `main`
 * step of the seat's turn, its in-play ticket choice (`keepTickets`, TTR-75/76: its own offer is in
 * its view) and its starting ticket choice (`initialTickets`, TTR-41: the other seats' offers or the
 * tickets they returned are sampled too). Rules: docs/rules/ticket-to-ride.md.
 */
import { seedRng, type Rng } from '../../../engine/rng.js';
import { CARD_KINDS, KIND_INDEX, KINDS, TICKETS, VARIANTS } from '../data.js';
import { fullCardDeck } from '../setup.js';
import { startingDeal } from '../config.js';
import type { TtrState, TtrView } from '../types.js';

/**
 * Can `v` be determinized for `seat`: its own view, in the `main` step of its turn, in its in-play
 * ticket choice, or in the starting ticket choice before it has answered?
 */
export function canDeterminize(v: TtrView, seat: number): boolean {
  const me = v.players[seat];
  if (v.viewer !== seat || !me?.hand || !me.tickets) return false;
  if (v.phase === 'initialTickets') return !me.hasKeptInitial && !!me.pending && me.pending.length > 0;
  return v.phase === 'turn' && v.activeSeat === seat && (v.step === 'main' || (v.step === 'keepTickets' && !!me.pending?.length));
}

/**
 * One state consistent with `v` (seat `seat`'s view; see `canDeterminize`), the hidden information
 * sampled with `rng`. Throws if the view is not determinizable or its card counts do not add up.
 */
export function determinize(v: TtrView, seat: number, rng: Rng): TtrState {
  const me = v.players[seat];
  if (!canDeterminize(v, seat) || !me?.hand || !me.tickets) throw new Error(`determinize: not seat ${seat}'s own view of a searched step`);
  const ownHand = me.hand;
  const ownTickets = me.tickets;
  // Train cards the seat cannot see.
  const unseen = new Array<number>(KINDS).fill(0);
  for (const c of fullCardDeck()) unseen[c] = (unseen[c] ?? 0) + 1;
  const take = (k: number, n: number): void => {
    unseen[k] = (unseen[k] ?? 0) - n;
  };
  for (const kind of CARD_KINDS) {
    take(KIND_INDEX[kind], me.hand[kind] ?? 0);
    take(KIND_INDEX[kind], v.discardPile[kind] ?? 0);
  }
  const faceUp = v.faceUp.map((k) => (k === null ? null : KIND_INDEX[k]));
  for (const k of faceUp) if (k !== null) take(k, 1);
  const pool: number[] = [];
  unseen.forEach((n, k) => {
    if (n < 0) throw new Error(`determinize: more ${CARD_KINDS[k]} cards seen than exist`);
    for (let i = 0; i < n; i++) pool.push(k);
  });
  rng.shuffle(pool);
  const hidden = v.players.reduce((t, p) => t + (p.seat === seat ? 0 : p.handSize), 0);
  if (pool.length !== hidden + v.drawPileSize)
    throw new Error(`determinize: ${pool.length} unseen cards for ${hidden} in hands + ${v.drawPileSize} in the pile`);
  const hands = v.players.map((p) => {
    const h = new Array<number>(KINDS).fill(0);
    if (p.seat === seat) for (const kind of CARD_KINDS) h[KIND_INDEX[kind]] = ownHand[kind] ?? 0;
    else
      for (let i = 0; i < p.handSize; i++) {
        const c = pool.pop() ?? 0;
        h[c] = (h[c] ?? 0) + 1;
      }
    return h;
  });
  const drawPile = pool;
  const discardPile: number[] = [];
  for (const kind of CARD_KINDS) for (let i = 0; i < (v.discardPile[kind] ?? 0); i++) discardPile.push(KIND_INDEX[kind]);
  // Tickets the seat cannot see: the other seats' kept tickets and offers (and, in the starting choice,
  // the tickets they returned, held until everyone has answered, TTR-41), then the pile.
  const mine = new Set([...me.tickets.map((t) => t.id), ...(me.pending ?? [])]);
  const unseenTickets = rng.shuffle(TICKETS[VARIANTS[v.config.variant].ticketDeck].map((t) => t.id).filter((id) => !mine.has(id)));
  const tickets = v.players.map((p) => (p.seat === seat ? ownTickets.map((t) => t.id) : unseenTickets.splice(0, p.ticketCount)));
  const initial = v.phase === 'initialTickets';
  const deal = startingDeal(v.config).deal;
  const offers = v.players.map((p) => (p.seat === seat ? [...(me.pending ?? [])] : unseenTickets.splice(0, p.pendingCount)));
  const returned = v.players.map((p) =>
    initial && p.seat !== seat && p.hasKeptInitial ? unseenTickets.splice(0, Math.max(0, deal - p.ticketCount)) : [],
  );
  const ticketPile = unseenTickets.slice(0, v.ticketPileSize);
  const stage: TtrState['stage'] = initial
    ? {
        kind: 'initialTickets',
        offers: v.players.map((p, k) => (p.pendingCount > 0 || p.seat === seat ? (offers[k] ?? []) : null)),
        returned,
      }
    : v.step === 'keepTickets'
      ? { kind: 'keepTickets', offer: offers[seat] ?? [] }
      : { kind: 'main' };
  return {
    config: v.config,
    seats: v.seats,
    rng: seedRng(`determinization/${rng.int(0x7fffffff)}`),
    stage,
    firstSeat: v.firstSeat,
    activeSeat: initial ? v.activeSeat : seat,
    drawPile,
    discardPile,
    faceUp,
    hands,
    trainsLeft: v.players.map((p) => p.trainsLeft),
    routePoints: v.players.map((p) => p.routePoints),
    routeOwner: v.routeOwner.map((o) => (o === null ? -1 : o)),
    tickets,
    ticketPile,
    finalTurnsLeft: v.finalTurnsLeft,
    consecutivePasses: v.consecutivePasses,
    turns: 0,
    ticketsDrawn: v.players.map((p) => p.ticketsDrawn),
    resetCapHit: false,
    events: [],
  };
}
