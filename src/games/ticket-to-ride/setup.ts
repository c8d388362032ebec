/** Game setup (docs/rules/ticket-to-ride.md: TTR-30 to TTR-37): `setup` builds the initial state. */
import { Cow } from '../../engine/cow.js';
import { openRng, seedRng } from '../../engine/rng.js';
import { at, COLORS, KINDS, LOCO, ROUTES, TICKETS, TRAIN_CARDS, TRAINS_PER_PLAYER, VARIANTS } from './data.js';
import { startingDeal } from './config.js';
import { maintainDisplay, startDraft } from './display.js';
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
  const draw = (): number => at(drawPile.splice(0, 1), 0, 'train card');
  const hands = Array.from({ length: seats }, () => new Array<number>(KINDS).fill(0));
  for (let round = 0; round < TRAIN_CARDS.startingHand; round++)
    for (let k = 0; k < seats; k++) {
      const hand = at(hands, (firstSeat + k) % seats, 'seat');
      const card = draw();
      hand[card] = at(hand, card, 'card kind') + 1;
    }
  const faceUp: (number | null)[] = [];
  for (let s = 0; s < TRAIN_CARDS.faceUpSlots; s++) faceUp.push(draw());
  const ticketPile = rng.shuffle(TICKETS[VARIANTS[config.variant].ticketDeck].map((t) => t.id));
  const { deal } = startingDeal(config);
  const offers: string[][] = Array.from({ length: seats }, () => []);
  for (let round = 0; round < deal; round++)
    for (let k = 0; k < seats; k++) at(offers, (firstSeat + k) % seats, 'seat').push(at(ticketPile.splice(0, 1), 0, 'ticket'));
  const initial: TtrState = {
    config,
    seats,
    rng: rng.state(),
    stage: { kind: 'initialTickets', offers, returned: Array.from({ length: seats }, () => []) },
    firstSeat,
    activeSeat: firstSeat,
    drawPile,
    discardPile: [],
    faceUp,
    hands,
    trainsLeft: new Array<number>(seats).fill(TRAINS_PER_PLAYER),
    routePoints: new Array<number>(seats).fill(0),
    routeOwner: new Array<number>(ROUTES.length).fill(-1),
    tickets: Array.from({ length: seats }, () => []),
    ticketPile,
    finalTurnsLeft: null,
    consecutivePasses: 0,
    turns: 0,
    ticketsDrawn: new Array<number>(seats).fill(0),
    resetCapHit: false,
    events: [],
  };
  const cow = new Cow();
  const d = startDraft(cow, initial);
  maintainDisplay(cow, d);
  d.events.push(...offers.map((ids, seat): TtrEvent => ({ type: 'ticketsOffered', seat, count: ids.length, ticketIds: ids })));
  return d;
}
