/**
 * What one seat may know (section 15). The owner sees their hand, the top deck cards they know
 * (TR-114) and their private looks (Command Central, Information Central, Signals: TR-111); everybody
 * sees counts, play areas, gained cards, discard tops, reserves, the board, the supply, the trash and
 * running scores (TR-112). Views share arrays with the (immutable) state instead of copying them.
 * Rules: docs/rules/trains.md.
 */
import { CARDS, CARD_IDS, type CardId } from './cards.js';
import { playerAt } from './draft.js';
import type { MapId } from './map.js';
import { boardTotals, victoryVp } from './outcome.js';
import type { Modifiers, Pending, Phase, TrainsState } from './types.js';

const INDEX = Object.fromEntries(CARD_IDS.map((c, i) => [c, i])) as Readonly<Record<CardId, number>>;
const scratch = new Int32Array(CARD_IDS.length);
const NONE: readonly CardId[] = Object.freeze([]) as readonly CardId[];
const countCache = new WeakMap<readonly CardId[], Int32Array>();
function countInto(counts: Int32Array, list: readonly CardId[]): void {
  if (list.length > 6) {
    let c = countCache.get(list);
    if (!c) {
      c = new Int32Array(CARD_IDS.length);
      for (const card of list) c[INDEX[card]] = (c[INDEX[card]] ?? 0) + 1;
      countCache.set(list, c);
    }
    for (let i = 0; i < c.length; i++) counts[i] = (counts[i] ?? 0) + (c[i] ?? 0);
    return;
  }
  for (const card of list) counts[INDEX[card]] = (counts[INDEX[card]] ?? 0) + 1;
}

/** One player as seen by the viewer. */
export interface PlayerView {
  readonly seat: number;
  readonly handCount: number;
  /** The viewer's own hand; null for other seats. */
  readonly hand: readonly CardId[] | null;
  readonly deckCount: number;
  /** Top deck cards the viewer knows, top first (own: TR-114; others: public placements only). */
  readonly knownTop: readonly CardId[];
  readonly discardCount: number;
  /** Visible top of the discard pile (TR-113), or null. */
  readonly discardTop: CardId | null;
  readonly play: readonly CardId[];
  readonly gained: readonly CardId[];
  readonly reserve: number;
  readonly vpTokens: number;
  readonly railsOnBoard: number;
  /** Running score estimate (TR-110). */
  readonly score: number;
}

/** Pending kinds whose content is private to the active seat (TR-111). */
export type PrivatePendingKind = 'TAKE_ONE_AND_ORDER' | 'DISCARD_OR_KEEP_TOP' | 'CHOOSE_ACTION_IN_HAND';

/** What other seats see of a private decision: its kind and source, and how many cards are looked at. */
export interface HiddenPending {
  readonly kind: PrivatePendingKind;
  readonly source: CardId;
  readonly hidden: true;
  readonly count?: number;
}

/** The owner's full decision; for Pulling it also lists the Trains in their discard pile (TR-113). */
export type OwnPendingView = Pending & { readonly discardTrains?: readonly CardId[] };

/**
 * The pending decision as the viewer may see it: the owner gets it whole (`OwnPendingView`); other
 * seats get public decisions whole and private ones as `HiddenPending` (narrow with `'hidden' in p`).
 */
export type PendingView = OwnPendingView | HiddenPending;

/** A seat's (or a spectator's) view of the game. Plain JSON. */
export interface TrainsView {
  /** The viewer, or null for a spectator. */
  readonly seat: number | null;
  readonly map: MapId;
  readonly seats: number;
  readonly kingdom: readonly CardId[];
  readonly phase: Phase;
  readonly first: number;
  readonly current: number;
  readonly turns: number;
  readonly supply: Readonly<Partial<Record<CardId, number>>>;
  readonly trash: readonly CardId[];
  readonly stationPool: number;
  /** Stations per hex. */
  readonly stations: readonly number[];
  /** Rails per hex as a seat bitmask. */
  readonly rails: readonly number[];
  /** The current player's money, actedThisTurn and modifiers (public, TR-112). */
  readonly money: number;
  readonly acted: boolean;
  readonly mods: Modifiers;
  /** Cards revealed by effects this turn (TR-112). */
  readonly revealed: readonly CardId[];
  readonly pending: PendingView | null;
  readonly players: readonly PlayerView[];
  /** Viewer only: count of each card type the viewer owns (hand, deck, discard, play, gained). */
  readonly owned: Readonly<Partial<Record<CardId, number>>> | null;
}

/** What seats other than the active one see of an open decision (TR-111): private looks hidden. */
export function publicPending(p: Pending): PendingView {
  switch (p.kind) {
    case 'TAKE_ONE_AND_ORDER':
      return { kind: p.kind, source: p.source, hidden: true, count: p.cards.length };
    case 'DISCARD_OR_KEEP_TOP':
    case 'CHOOSE_ACTION_IN_HAND':
      return { kind: p.kind, source: p.source, hidden: true };
    default:
      return p;
  }
}

/** Builds `seat`'s view (null = spectator). Never contains another seat's hand or deck order. */
export function view(state: TrainsState, seat: number | null): TrainsView {
  const totals = boardTotals(state);
  const players: PlayerView[] = [];
  let s = 0;
  for (const p of state.players) {
    const own = s === seat;
    const known = own ? p.knownTop : p.publicTop;
    // Top first: the last `known` deck cards, reversed.
    const knownTop: readonly CardId[] = known > 0 ? p.deck.slice(Math.max(0, p.deck.length - known)).reverse() : NONE;
    players.push({
      seat: s,
      handCount: p.hand.length,
      hand: own ? p.hand : null,
      deckCount: p.deck.length,
      knownTop,
      discardCount: p.discard.length,
      discardTop: p.discard.at(-1) ?? null,
      play: p.play,
      gained: p.gained,
      reserve: p.reserve,
      vpTokens: p.vpTokens,
      railsOnBoard: totals.rails[s] ?? 0,
      score: (totals.vp[s] ?? 0) + victoryVp(p) + p.vpTokens,
    });
    s++;
  }
  const pend = state.turn.pending;
  let pending: PendingView | null = null;
  if (pend) {
    if (seat === state.current) {
      pending =
        pend.kind === 'CHOOSE_TRAIN_IN_DISCARD'
          ? { ...pend, discardTrains: playerAt(state, seat).discard.filter((c) => CARDS[c].isTrain) }
          : pend;
    } else pending = publicPending(pend);
  }
  let owned: Partial<Record<CardId, number>> | null = null;
  if (seat !== null && seat >= 0 && seat < state.seats) {
    const p = playerAt(state, seat);
    const counts = scratch;
    counts.fill(0);
    countInto(counts, p.hand);
    countInto(counts, p.deck);
    countInto(counts, p.discard);
    countInto(counts, p.play);
    countInto(counts, p.gained);
    // Cards set aside by an open Information Central look are still the owner's.
    if (pend && pend.kind === 'TAKE_ONE_AND_ORDER' && seat === state.current) countInto(counts, pend.cards);
    owned = {};
    let i = 0;
    for (const id of CARD_IDS) {
      const n = counts[i++] ?? 0;
      if (n) owned[id] = n;
    }
  }
  return {
    seat,
    map: state.map,
    seats: state.seats,
    kingdom: state.kingdom,
    phase: state.phase,
    first: state.first,
    current: state.current,
    turns: state.turns,
    supply: state.supply,
    trash: state.trash,
    stationPool: state.stationPool,
    stations: state.stations,
    rails: state.rails,
    money: state.turn.money,
    acted: state.turn.acted,
    mods: state.turn.mods,
    revealed: state.turn.revealed,
    pending,
    players,
    owned,
  };
}
