/**
 * The working copy of a TrainsState inside one `apply` call (the effect API), built on `Cow`
 * (src/engine/cow.ts), and the basic zone operations of section 4 (draw, reshuffle on demand, gain,
 * gain Waste, discard, trash) on the active player. Every exported function taking a `Draft` first
 * mutates it; the others only read. Only what an action changes is copied, once per `apply`: the
 * active player and its hand, play area and gained list eagerly; its deck and discard pile, the
 * supply, the modifiers, the board arrays and the trash on first write (`wDeck`, `wDiscard`,
 * `wSupply`, `wMods`, `addStation`, `addRail`, `trashCard`).
 * Rules: docs/rules/trains.md (TR-21..TR-29, TR-112, TR-114).
 */
import { Cow, type Writable } from '../../engine/cow.js';
import { openRng } from '../../engine/rng.js';
import { CARDS, type CardId } from './cards.js';
import { BOARDS, type Board } from './map.js';
import type { Modifiers, Pending, PlayerState, TrainsState } from './types.js';

/**
 * The active player while a draft is open: counters and hand / play / gained are writable; deck and
 * discard stay shared with the input state until `wDeck` / `wDiscard` copy them.
 */
export interface MPlayer extends Omit<Writable<PlayerState>, 'deck' | 'discard'> {
  deck: readonly CardId[];
  discard: readonly CardId[];
}

/** Writable modifiers (TR-60). */
export type MMods = Writable<Modifiers>;

/**
 * Read-only facts an effect needs (shared by drafts and by `legalActions` on a stored state):
 * the board, counts, the active seat `seat`, its zones `me`, `money` and `mods`.
 */
export interface Reader {
  readonly state: TrainsState;
  readonly board: Board;
  readonly seat: number;
  readonly me: Readonly<MPlayer> | PlayerState;
  readonly supply: Readonly<Partial<Record<CardId, number>>>;
  readonly stations: readonly number[];
  readonly rails: readonly number[];
  readonly stationPool: number;
  readonly money: number;
  readonly mods: Modifiers;
  readonly pending: Pending | null;
}

/** Builds a read-only Reader on a stored state for the active seat (no copying). */
export function reader(state: TrainsState): Reader {
  return {
    state,
    board: BOARDS[state.map],
    seat: state.current,
    me: activePlayer(state),
    supply: state.supply,
    stations: state.stations,
    rails: state.rails,
    stationPool: state.stationPool,
    money: state.turn.money,
    mods: state.turn.mods,
    pending: state.turn.pending,
  };
}

/** The player record of `seat`; throws for a seat the table does not have (an engine bug). */
export function playerAt(state: TrainsState, seat: number): PlayerState {
  const p = state.players[seat];
  if (!p) throw new RangeError(`trains: no player for seat ${seat}`);
  return p;
}

/** The player record of the seat to act. */
export function activePlayer(state: TrainsState): PlayerState {
  return playerAt(state, state.current);
}

/**
 * The working copy. Scalars are mutated freely; shared structures are reached through the `w…`
 * helpers (or `cow`), which copy them once; `commit` builds the new immutable state.
 */
export interface Draft extends Reader {
  /** The copy-on-write tracker of this `apply` call. */
  readonly cow: Cow;
  me: MPlayer;
  supply: Readonly<Partial<Record<CardId, number>>>;
  stations: readonly number[];
  rails: readonly number[];
  stationPool: number;
  trash: readonly CardId[];
  money: number;
  acted: boolean;
  mods: Modifiers;
  pending: Pending | null;
  rngState: readonly number[];
  /** Cards revealed this turn (TR-112); replaced, never mutated in place. */
  revealed: readonly CardId[];
}

/** The supply counts, writable (copied on first write). */
export function wSupply(d: Draft): Partial<Record<CardId, number>> {
  return d.cow.field(d, 'supply');
}

/** The turn modifiers, writable (copied on first write). */
export function wMods(d: Draft): MMods {
  return d.cow.field(d, 'mods');
}

/** The active player's deck, writable (copied on first write). */
export function wDeck(d: Draft): CardId[] {
  return d.cow.field(d.me, 'deck');
}

/** The active player's discard pile, writable (copied on first write). */
export function wDiscard(d: Draft): CardId[] {
  return d.cow.field(d.me, 'discard');
}

/** Opens a draft on `state` for its active seat. */
export function openDraft(state: TrainsState): Draft {
  const cow = new Cow();
  const p = activePlayer(state);
  // The draft's own working record, fresh per call: hand, play area and gained list (which nearly
  // every action changes) are copied at once; the deck and discard pile stay shared until first
  // written through the Cow.
  const me: MPlayer = {
    hand: p.hand.slice(),
    deck: p.deck,
    discard: p.discard,
    play: p.play.slice(),
    gained: p.gained.slice(),
    reserve: p.reserve,
    vpTokens: p.vpTokens,
    knownTop: p.knownTop,
    publicTop: p.publicTop,
  };
  return {
    cow,
    state,
    board: BOARDS[state.map],
    seat: state.current,
    me,
    supply: state.supply,
    stations: state.stations,
    rails: state.rails,
    stationPool: state.stationPool,
    trash: state.trash,
    money: state.turn.money,
    acted: state.turn.acted,
    mods: state.turn.mods,
    pending: state.turn.pending,
    rngState: state.rng,
    revealed: state.turn.revealed,
  };
}

/** Builds the new state from a draft (the input state is untouched). */
export function commit(d: Draft, extra?: Partial<TrainsState>): TrainsState {
  const s = d.state;
  const players = s.players.slice();
  players[d.seat] = d.me as PlayerState;
  const next: TrainsState = {
    config: s.config,
    map: s.map,
    seats: s.seats,
    kingdom: s.kingdom,
    supply: d.supply,
    trash: d.trash,
    stationPool: d.stationPool,
    stations: d.stations,
    rails: d.rails,
    players,
    phase: s.phase,
    first: s.first,
    current: s.current,
    turn: { money: d.money, acted: d.acted, mods: d.mods, pending: d.pending, revealed: d.revealed },
    turns: s.turns,
    rng: d.rngState,
  };
  return extra ? { ...next, ...extra } : next;
}

/** Records cards revealed to everybody (TR-112). */
export function reveal(d: Draft, cards: readonly CardId[]): void {
  if (cards.length) d.revealed = [...d.revealed, ...cards];
}

/** Places a station on `hex` (TR-57; copy on write). */
export function addStation(d: Draft, hex: number): void {
  const stations = d.cow.field(d, 'stations');
  stations[hex] = (stations[hex] ?? 0) + 1;
  d.stationPool -= 1;
}

/** Puts one of the active seat's rail tokens on `hex` (TR-51; copy on write). */
export function addRail(d: Draft, hex: number): void {
  const rails = d.cow.field(d, 'rails');
  rails[hex] = (rails[hex] ?? 0) | (1 << d.seat);
  d.me.reserve -= 1;
}

/** Moves `card` to the trash (TR-28). */
export function trashCard(d: Draft, card: CardId): void {
  d.cow.field(d, 'trash').push(card);
}

const NO_CARDS: readonly CardId[] = Object.freeze([]);

/** Shuffles the discard pile into a new deck (TR-22/23), only ever called when the deck is empty. */
export function reshuffle(d: Draft): void {
  const rng = openRng(d.rngState);
  d.me.deck = rng.shuffle(wDiscard(d));
  d.me.discard = NO_CARDS;
  d.me.knownTop = 0;
  d.me.publicTop = 0;
  d.rngState = rng.state();
}

/**
 * Takes the top card of the deck, reshuffling the discard pile first if the deck is empty (TR-23,
 * TR-24). Returns null when deck and discard are both empty.
 */
export function takeTop(d: Draft): CardId | null {
  const me = d.me;
  if (me.deck.length === 0) {
    if (me.discard.length === 0) return null;
    reshuffle(d);
  }
  const c = wDeck(d).pop();
  if (c === undefined) return null;
  if (me.knownTop > 0) me.knownTop -= 1;
  if (me.publicTop > 0) me.publicTop -= 1;
  return c;
}

/** Peeks at the top card (reshuffling if needed, TR-24) without taking it; null if none. */
export function peekTop(d: Draft): CardId | null {
  const me = d.me;
  if (me.deck.length === 0) {
    if (me.discard.length === 0) return null;
    reshuffle(d);
  }
  return me.deck.at(-1) ?? null;
}

/** Puts `card` on top of the deck. `publicly`: every player saw it go there (TR-112, TR-114). */
export function putOnDeck(d: Draft, card: CardId, publicly: boolean): void {
  wDeck(d).push(card);
  d.me.knownTop += 1;
  d.me.publicTop = publicly ? d.me.publicTop + 1 : 0;
}

/** Draw n (TR-22): as many as possible, reshuffling only when needed. Returns the number drawn. */
export function draw(d: Draft, n: number): number {
  let k = 0;
  for (; k < n; k++) {
    const c = takeTop(d);
    if (c === null) break;
    d.me.hand.push(c);
  }
  return k;
}

/** Gain Waste (TR-26): skipped if the pile is empty or `noWasteGain` is active. Returns 1 if gained. */
export function gainWaste(d: Draft): number {
  if (d.mods.noWasteGain) return 0;
  const left = d.supply.waste ?? 0;
  if (left <= 0) return 0;
  wSupply(d).waste = left - 1;
  d.me.gained.push('waste');
  return 1;
}

/** Takes the top card of supply pile `id` (TR-25); false if the pile is empty or not in this game. */
export function takeFromPile(d: Draft, id: CardId): boolean {
  const left = d.supply[id];
  if (left === undefined || left <= 0) return false;
  wSupply(d)[id] = left - 1;
  return true;
}

/** Removes one copy of `card` from `list` (the last one); false if absent. */
export function removeOne(list: CardId[], card: CardId): boolean {
  const i = list.lastIndexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Returns every Waste in hand to the Waste pile (TR-29, TR-38, TR-86). Returns the number returned. */
export function returnAllWaste(d: Draft): number {
  const hand = d.me.hand;
  let n = 0;
  for (let i = hand.length - 1; i >= 0; i--) {
    if (hand[i] === 'waste') {
      hand.splice(i, 1);
      n++;
    }
  }
  if (n) wSupply(d).waste = (d.supply.waste ?? 0) + n;
  return n;
}

/** Returns up to `k` Waste from hand to the Waste pile (TR-29). Returns the number returned. */
export function returnWaste(d: Draft, k: number): number {
  let n = 0;
  while (n < k && removeOne(d.me.hand, 'waste')) n++;
  if (n) wSupply(d).waste = (d.supply.waste ?? 0) + n;
  return n;
}

/** Counts copies of `card` in `list`. */
export function countOf(list: readonly CardId[], card: CardId): number {
  let n = 0;
  for (const c of list) if (c === card) n++;
  return n;
}

/** True if `list` holds a Train card. */
export function hasTrain(list: readonly CardId[]): boolean {
  for (const c of list) if (CARDS[c].isTrain) return true;
  return false;
}

/** Checks that `cards` is a sub-multiset of `list`. */
export function isSubMultiset(cards: readonly CardId[], list: readonly CardId[]): boolean {
  if (cards.length > list.length) return false;
  const left = list.slice();
  for (const c of cards) if (!removeOne(left, c)) return false;
  return true;
}
