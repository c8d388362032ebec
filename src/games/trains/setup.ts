/**
 * Initial state (section 3): the kingdom (TR-15), the supply by seat count (TR-16), shuffled starting
 * decks (TR-17), hands of 5 (TR-18) and the starting-rail phase (TR-19) from the first player (TR-14,
 * ED-34); also the fresh turn variables every turn starts with (TR-30).
 * Rules: docs/rules/trains.md.
 */
import { openRng, seedRng } from '../../engine/rng.js';
import { BASIC_PILES, KINGDOM_IDS, PRESETS, STARTING_DECK, pileSize, type CardId } from './cards.js';
import { removeOne } from './draft.js';
import { BOARDS, RAILS_PER_PLAYER, STATION_POOL } from './map.js';
import type { Modifiers, PlayerState, TrainsConfig, TrainsState, TurnState } from './types.js';

/** Modifiers at the start of a turn (TR-30): none active. */
export const NO_MODS: Modifiers = Object.freeze({
  riverFree: false,
  mountainFree: false,
  cityFree: false,
  otherRailsFree: false,
  allSurchargesFree: false,
  noWasteGain: false,
  ironworks: 0,
  earlyTrain: false,
});

/** Fresh turn variables (TR-30). */
export const FRESH_TURN: TurnState = Object.freeze({
  money: 0,
  acted: false,
  mods: NO_MODS,
  pending: null,
  revealed: Object.freeze([]) as readonly CardId[],
});

/** Hand size drawn at setup and clean-up (TR-18, TR-63). */
export const HAND_SIZE = 5;

/**
 * Resolves the 8 kingdom piles (TR-15) from the config: a preset, the host's own list, or a seeded
 * draw (`random`: 8 of 30; `first-game`: Landfill + 7 of the other 29).
 */
export function chooseKingdom(config: TrainsConfig, rng: { int(n: number): number }): CardId[] {
  if (config.kingdom) return config.kingdom.slice();
  const preset = PRESETS.find((p) => p.id === config.preset);
  if (preset) return preset.kingdom.slice();
  const pool = KINGDOM_IDS.slice();
  const out: CardId[] = [];
  if (config.preset === 'first-game') {
    out.push('landfill');
    removeOne(pool, 'landfill');
  }
  while (out.length < 8) {
    const [card] = pool.splice(rng.int(pool.length), 1);
    if (card === undefined) throw new RangeError('trains: the kingdom pool ran out');
    out.push(card);
  }
  return out;
}

/**
 * Initial state (section 3): supply by seat count (TR-16), shuffled starting decks (TR-17), hands of 5
 * (TR-18), the starting-rail phase (TR-19) beginning with the first player (TR-14).
 */
export function setup(config: TrainsConfig, seed: string, seats: number): TrainsState {
  const rng = openRng(seedRng(seed));
  const first = config.firstPlayer ?? rng.int(seats);
  const kingdom = chooseKingdom(config, rng);
  const supply: Partial<Record<CardId, number>> = {};
  for (const id of BASIC_PILES) supply[id] = pileSize(id, seats);
  for (const id of kingdom) supply[id] = pileSize(id, seats);
  const players: PlayerState[] = [];
  for (let s = 0; s < seats; s++) {
    const deck = rng.shuffle(STARTING_DECK.slice());
    const hand = deck.splice(deck.length - HAND_SIZE, HAND_SIZE).reverse();
    players.push({ hand, deck, discard: [], play: [], gained: [], reserve: RAILS_PER_PLAYER, vpTokens: 0, knownTop: 0, publicTop: 0 });
  }
  const n = BOARDS[config.map].hexes.length;
  return {
    config,
    map: config.map,
    seats,
    kingdom,
    supply,
    trash: [],
    stationPool: STATION_POOL,
    stations: new Array<number>(n).fill(0),
    rails: new Array<number>(n).fill(0),
    players,
    phase: 'start',
    first,
    current: first,
    turn: FRESH_TURN,
    turns: 0,
    rng: rng.state(),
  };
}
