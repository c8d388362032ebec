/**
 * Setup (see docs/rules/hellrail.md HR-4): circle tokens, supply, shuffled deck, hands, engines in G,
 * random first player, and the first player's TURN_START.
 */
import { openRng, seedRng } from '../../engine/rng.js';
import { CARD_IDS, CELLS, EFFECT_IDS, G_CELL, WIDTH, type CardId } from './data.js';
import { Draft, idle } from './state.js';
import { turnStartW } from './turn.js';
import type { HrConfig, HrPlayer, HrState } from './types.js';

/** Builds the initial state for `seats` players (HR-4.1–4.8) and runs the first TURN_START (HR-5.2). */
export function setup(config: HrConfig, seed: string, seats: number): HrState {
  const rng = openRng(seedRng(seed));
  const tokens = rng.shuffle(EFFECT_IDS.slice());
  const deck = rng.shuffle(CARD_IDS.slice());
  const firstSeat = rng.int(seats);
  const players: HrPlayer[] = Array.from({ length: seats }, () => ({
    hand: [],
    stolen: [],
    train: [],
    setOut: [],
    heresy: 0,
    boatman: 0,
    tender: 0,
    soulCatcher: 0,
    engineToken: null,
    pos: { x: G_CELL % WIDTH, y: Math.floor(G_CELL / WIDTH), entry: null },
  }));
  const deal = (): CardId => {
    const c = deck.pop();
    if (c === undefined) throw new Error('hellrail: the deck ran out during setup');
    return c;
  };
  for (let i = 0; i < config.handStart; i++) for (const p of players) p.hand.push(deal());
  const last = players[(firstSeat + seats - 1) % seats];
  if (config.catchUpCard && last) last.hand.push(deal());
  const s: HrState = {
    game: 'hellrail',
    config,
    seats,
    rng: rng.state(),
    ...idle('ACTIONS'),
    active: firstSeat,
    firstSeat,
    round: 0,
    turn: 0,
    drawPile: deck,
    discard: [],
    revealed: null,
    board: new Array(CELLS).fill(null),
    circleTokens: tokens.slice(0, 9),
    circleFaceUp: new Array(9).fill(config.effectTokensFaceUp),
    claimed: new Array(9).fill(false),
    reserve: tokens.slice(9),
    floating: null,
    supply: { HERESY: 2, BOATMAN: 2, TENDER: 2, SOUL_CATCHER: 2, CHECK: 8 },
    cerberus: null,
    players,
    gluttonyUsed: false,
    events: [],
    endReason: null,
    stats: { pushes: 0, derailments: 0, laid: 0, upgrades: 0, reshuffles: 0, deliveries: 0 },
  };
  const d = new Draft(s);
  turnStartW(d);
  return d.s as HrState;
}
