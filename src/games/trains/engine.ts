/**
 * The Trains state machine: setup (section 3), the turn loop with its commands and pending decisions
 * (section 5), playing (TR-41) and buying (TR-48), clean-up (TR-63) and the end check (TR-103).
 */
import { err, ok, CommonErrors, type Result } from '../../engine/result.js';
import { openRng, seedRng } from '../../engine/rng.js';
import { BASIC_PILES, CARDS, CARD_IDS, KINGDOM_IDS, PRESETS, STARTING_DECK, pileSize, type CardId } from './cards.js';
import {
  commit,
  draw,
  wDiscard,
  gainWaste,
  openDraft,
  reader,
  removeOne,
  returnAllWaste,
  takeFromPile,
  type Draft,
  type Reader,
} from './draft.js';
import { EFFECTS } from './effects.js';
import { TrainsErrors as E } from './errors.js';
import { BOARDS, RAILS_PER_PLAYER, STATION_POOL } from './map.js';
import type { Modifiers, PlayerState, TrainsAction, TrainsConfig, TrainsState } from './types.js';

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
const FRESH_TURN = Object.freeze({
  money: 0,
  acted: false,
  mods: NO_MODS,
  pending: null,
  revealed: Object.freeze([]) as readonly CardId[],
});

/** Shared, frozen action objects for the hot path of `legalActions` (they are plain JSON). */
const PLAY_APPLY = Object.fromEntries(
  CARD_IDS.map((card) => [card, Object.freeze({ type: 'PLAY', card, apply: true } as const)]),
) as Record<CardId, TrainsAction>;
const PLAY_DECLINE = Object.fromEntries(
  CARD_IDS.map((card) => [card, Object.freeze({ type: 'PLAY', card, apply: false } as const)]),
) as Record<CardId, TrainsAction>;
const BUY = Object.fromEntries(CARD_IDS.map((pile) => [pile, Object.freeze({ type: 'BUY', pile } as const)])) as Record<
  CardId,
  TrainsAction
>;
const START_RAIL: readonly TrainsAction[] = Array.from({ length: 76 }, (_, hex) => Object.freeze({ type: 'START_RAIL', hex } as const));
const RECYCLE: TrainsAction = Object.freeze({ type: 'RECYCLE' });
const END_TURN: TrainsAction = Object.freeze({ type: 'END_TURN' });

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
  while (out.length < 8) out.push(pool.splice(rng.int(pool.length), 1)[0]!);
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

/** Seats that may act now: the current seat, or none when the game is over. */
export function activeSeats(state: TrainsState): number[] {
  return state.phase === 'over' ? [] : [state.current];
}

/** Number of non-Waste supply piles that are empty (TR-103 condition 1). */
export function emptyPiles(supply: Readonly<Partial<Record<CardId, number>>>): number {
  let n = 0;
  for (const id in supply) if (id !== 'waste' && supply[id as CardId] === 0) n++;
  return n;
}

/** The END_CHECK test (TR-103): 4 empty non-Waste piles, a reserve at 0, or the station pool empty. */
export function gameEnds(state: Pick<TrainsState, 'supply' | 'players' | 'stationPool'>): boolean {
  if (emptyPiles(state.supply) >= 4) return true;
  if (state.stationPool <= 0) return true;
  for (const p of state.players) if (p.reserve <= 0) return true;
  return false;
}

/** CLEANUP then END_CHECK (TR-63, TR-103): returns the next state. */
function cleanupAndEnd(d: Draft): TrainsState {
  const me = d.me;
  const discard = wDiscard(d);
  for (const c of me.play) discard.push(c);
  for (const c of me.gained) discard.push(c);
  for (const c of me.hand) discard.push(c);
  me.play = [];
  me.gained = [];
  me.hand = [];
  d.money = 0;
  d.acted = false;
  d.mods = NO_MODS as Draft['mods'];
  d.pending = null;
  d.revealed = FRESH_TURN.revealed;
  draw(d, HAND_SIZE);
  const s = d.state;
  const next = commit(d, { turns: s.turns + 1 });
  if (gameEnds(next)) return { ...next, phase: 'over' };
  return { ...next, current: (s.current + 1) % s.seats };
}

/**
 * Whether `apply: true` is allowed for `card` now (TR-41 step 6): feasibility as if the card had been
 * played. Only a rail card's feasibility depends on what playing it changes (its value and the
 * Ironworks bonus, TR-55); the other conditions never involve the played card itself (it is not a
 * Train, and Stationmaster Office never copies an Office).
 */
function canApply(r: Reader, card: CardId): boolean {
  const e = EFFECTS[card];
  if (!e) return false;
  if (!e.feasible) return true;
  const def = CARDS[card];
  if (def.isRail) return e.feasible({ ...r, money: r.money + def.value + 2 * r.mods.ironworks });
  return e.feasible(r);
}

const pileCache = new WeakMap<readonly CardId[], CardId[]>();

/** The supply pile ids of this game in a fixed order (basic piles, then the kingdom), memoised. */
export function pileIds(state: TrainsState): readonly CardId[] {
  let ids = pileCache.get(state.kingdom);
  if (!ids) {
    ids = Object.keys(state.supply) as CardId[];
    pileCache.set(state.kingdom, ids);
  }
  return ids;
}

/** Every legal action of `seat` (TR-32, TR-35; documented enumeration of answers per decision). */
export function legalActions(state: TrainsState, seat: number): TrainsAction[] {
  if (state.phase === 'over' || seat !== state.current) return [];
  const board = BOARDS[state.map];
  if (state.phase === 'start') {
    const out: TrainsAction[] = [];
    for (const h of board.hexes) if (h.startAllowed && state.rails[h.index] === 0) out.push(START_RAIL[h.index]!);
    return out;
  }
  const r = reader(state);
  const p = state.turn.pending;
  if (p) return EFFECTS[p.source]!.answers!(r, p);
  const out: TrainsAction[] = [];
  const seen: CardId[] = [];
  for (const c of r.me.hand) {
    if (seen.includes(c)) continue;
    seen.push(c);
    const def = CARDS[c];
    if (!def.playable) continue;
    if (def.hasEffect && canApply(r, c)) out.push(PLAY_APPLY[c]);
    out.push(PLAY_DECLINE[c]);
  }
  const piles = pileIds(state);
  for (let i = 0; i < piles.length; i++) {
    const c = piles[i]!;
    if (c !== 'waste' && state.supply[c]! > 0 && CARDS[c].cost <= r.money) out.push(BUY[c]);
  }
  if (!state.turn.acted) out.push(RECYCLE);
  out.push(END_TURN);
  return out;
}

/** PLAY(card, apply) (TR-41). */
function play(state: TrainsState, card: CardId, apply: boolean): Result<TrainsState> {
  const def = CARDS[card];
  if (!def.playable) return err(E.NOT_PLAYABLE, `${def.name} cannot be played (TR-40)`);
  if (!state.players[state.current]!.hand.includes(card)) return err(E.NOT_IN_HAND, `${def.name} is not in your hand`);
  const d = openDraft(state);
  removeOne(d.me.hand, card);
  d.me.play.push(card);
  d.money += def.value;
  if (def.isRail) d.money += 2 * d.mods.ironworks;
  d.acted = true;
  const e = EFFECTS[card];
  if (e && apply) {
    if (e.feasible && !e.feasible(d))
      return err(E.EFFECT_INFEASIBLE, `${def.name}'s effect cannot be carried out now (TR-44); play it with apply: false`);
    e.run(d, d.me.play.length - 1);
  }
  return ok(commit(d));
}

/** BUY(pile) (TR-47, TR-48). */
function buy(state: TrainsState, pile: CardId): Result<TrainsState> {
  const def = CARDS[pile];
  const left = state.supply[pile];
  if (left === undefined || pile === 'waste') return err(E.NOT_BUYABLE, `${def.name} is not a buyable pile in this game (TR-47)`);
  if (left <= 0) return err(E.PILE_EMPTY, `the ${def.name} pile is empty`);
  if (state.turn.money < def.cost) return err(E.CANNOT_AFFORD, `${def.name} costs ${def.cost}, you have ${state.turn.money}`);
  const d = openDraft(state);
  d.money -= def.cost;
  d.acted = true;
  takeFromPile(d, pile);
  if (d.mods.earlyTrain) {
    d.pending = { kind: 'CHOOSE_BUY_DESTINATION', source: 'early-train', card: pile };
  } else {
    d.me.gained.push(pile);
    if (def.isVictory) gainWaste(d);
  }
  return ok(commit(d));
}

/** START_RAIL(hex) (TR-19): free, not sea or remote, not another player's start hex. */
function startRail(state: TrainsState, hex: number): Result<TrainsState> {
  const h = BOARDS[state.map].hexes[hex];
  if (!h || !h.startAllowed) return err(E.BAD_START_HEX, `hex ${hex} may not hold a starting rail (sea or remote location, TR-19)`);
  if (state.rails[hex] !== 0) return err(E.BAD_START_HEX, `hex ${hex} is already another player's starting hex (TR-19)`);
  const rails = state.rails.slice();
  rails[hex] = 1 << state.current;
  const players = state.players.slice();
  const me = players[state.current]!;
  players[state.current] = { ...me, reserve: me.reserve - 1 };
  const next = (state.current + 1) % state.seats;
  const done = next === state.first;
  return ok({ ...state, rails, players, current: next, phase: done ? 'main' : 'start' });
}

/** Applies one action of `seat` (never mutates `state`). */
export function apply(state: TrainsState, seat: number, action: TrainsAction): Result<TrainsState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return err(CommonErrors.BAD_SEAT, `seat ${seat} does not exist`);
  if (state.phase === 'over') return err(CommonErrors.GAME_OVER, 'the game is over');
  if (seat !== state.current) return err(CommonErrors.NOT_YOUR_TURN, `it is seat ${state.current}'s turn`);
  if (state.phase === 'start') {
    if (action.type !== 'START_RAIL') return err(E.WRONG_PHASE, 'place your starting rail first (TR-19)');
    return startRail(state, action.hex);
  }
  if (action.type === 'START_RAIL') return err(E.WRONG_PHASE, 'starting rails are already placed');
  const pending = state.turn.pending;
  if (pending) {
    if (action.type !== pending.kind) return err(E.DECISION_PENDING, `answer the open ${pending.kind} decision first (TR-33)`);
    const d = openDraft(state);
    d.pending = null;
    const e = EFFECTS[pending.source]!.resolve!(d, pending, action);
    if (e !== null) return err(E.BAD_ANSWER, e);
    return ok(commit(d));
  }
  switch (action.type) {
    case 'PLAY':
      return play(state, action.card, action.apply);
    case 'BUY':
      return buy(state, action.pile);
    case 'RECYCLE': {
      if (state.turn.acted) return err(E.ALREADY_ACTED, 'RECYCLE is allowed only before playing or buying anything (TR-38)');
      const d = openDraft(state);
      returnAllWaste(d);
      return ok(cleanupAndEnd(d));
    }
    case 'END_TURN':
      return ok(cleanupAndEnd(openDraft(state)));
    default:
      return err(E.NO_SUCH_DECISION, `no ${action.type} decision is open`);
  }
}
