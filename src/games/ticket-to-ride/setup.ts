/** Game setup (TTR-30 to TTR-37). */
import { openRng, seedRng } from '../../engine/rng.js';
import { COLORS, KINDS, LOCO, ROUTES, TICKETS, TRAIN_CARDS, TRAINS_PER_PLAYER, VARIANTS } from './data.js';
import { startingDeal } from './config.js';
import { maintainDisplay, type CardDraft } from './display.js';
import type { TtrConfig, TtrEvent, TtrState } from './types.js';

/** The 110 train cards as kind indexes, unshuffled: 12 of each colour 0..7, then 14 locomotives (TTR-10). */
export function fullCardDeck(): number[] {
  const cards: number[] = [];
  for (let c = 0; c < COLORS.length; c++) for (let i = 0; i < TRAIN_CARDS.perColor; i++) cards.push(c);
  for (let i = 0; i < TRAIN_CARDS.locomotives; i++) cards.push(LOCO);
  return cards;
}

/**
 * Builds the initial state (TTR-30 to TTR-36): first seat (configured or drawn), shuffled train
 * cards, 4 cards dealt one at a time in turn order, five face-up cards then maintenance, 45 trains
 * each, shuffled ticket deck, `initialDeal` tickets dealt one at a time in turn order as pending
 * offers; phase `initialTickets`.
 */
export function setup(config: TtrConfig, seed: string, seats: number): TtrState {
  const rng = openRng(seedRng(seed));
  const firstSeat = config.firstSeat ?? rng.int(seats);
  const drawPile = rng.shuffle(fullCardDeck());
  const hands = Array.from({ length: seats }, () => new Array<number>(KINDS).fill(0));
  for (let round = 0; round < TRAIN_CARDS.startingHand; round++)
    for (let k = 0; k < seats; k++) hands[(firstSeat + k) % seats]![drawPile.shift()!]!++;
  const faceUp: (number | null)[] = [];
  for (let s = 0; s < TRAIN_CARDS.faceUpSlots; s++) faceUp.push(drawPile.shift()!);
  const ticketPile = rng.shuffle(TICKETS[VARIANTS[config.variant].ticketDeck].map((t) => t.id));
  const { deal } = startingDeal(config);
  const pending: string[][] = Array.from({ length: seats }, () => []);
  for (let round = 0; round < deal; round++) for (let k = 0; k < seats; k++) pending[(firstSeat + k) % seats]!.push(ticketPile.shift()!);
  const events: TtrEvent[] = [];
  const cards: CardDraft = { drawPile, discardPile: [], faceUp, rng: rng.state(), resetCapHit: false, events };
  maintainDisplay(cards);
  return {
    config,
    seats,
    rng: cards.rng,
    phase: 'initialTickets',
    step: 'main',
    firstSeat,
    activeSeat: firstSeat,
    drawPile: cards.drawPile,
    discardPile: cards.discardPile,
    faceUp: cards.faceUp,
    hands,
    trainsLeft: new Array<number>(seats).fill(TRAINS_PER_PLAYER),
    routePoints: new Array<number>(seats).fill(0),
    routeOwner: new Array<number>(ROUTES.length).fill(-1),
    tickets: Array.from({ length: seats }, () => []),
    pendingTickets: pending,
    returnedTickets: Array.from({ length: seats }, () => []),
    ticketPile,
    finalTurnsLeft: null,
    consecutivePasses: 0,
    turns: 0,
    ticketsDrawn: new Array<number>(seats).fill(0),
    resetCapHit: cards.resetCapHit,
    events: [...events, ...pending.map((ids, seat): TtrEvent => ({ type: 'ticketsOffered', seat, count: ids.length, ticketIds: ids }))],
    result: null,
  };
}
