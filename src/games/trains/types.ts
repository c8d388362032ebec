/**
 * Plain-JSON types of the Trains engine: config, state, pending decisions (TR-35) and actions (TR-32).
 * Card lists are arrays of card ids; for a deck or a discard pile the LAST element is the top.
 * Rules: docs/rules/trains.md.
 */
import type { CardId } from './cards.js';
import type { MapId } from './map.js';

/**
 * Validated table settings (TR-12).
 * - `map`: board, default Tokyo.
 * - `preset`: a preset id (TR-15 table), or `random` / `first-game` (Landfill + 7 random); null when
 *   `kingdom` lists the host's own 8.
 * - `kingdom`: the host's own 8 kingdom ids (custom) or null.
 * - `firstPlayer`: the seat that starts (TR-14), or null for a seeded random seat (ED-34).
 */
export interface TrainsConfig {
  readonly map: MapId;
  readonly preset: string | null;
  readonly kingdom: readonly CardId[] | null;
  readonly firstPlayer: number | null;
}

/** Active turn modifiers (TR-60). `ironworks` counts Ironworks played (each gives +2 per rail card). */
export interface Modifiers {
  readonly riverFree: boolean;
  readonly mountainFree: boolean;
  readonly cityFree: boolean;
  readonly otherRailsFree: boolean;
  readonly allSurchargesFree: boolean;
  readonly noWasteGain: boolean;
  readonly ironworks: number;
  readonly earlyTrain: boolean;
}

/** A legal rail hex offered by CHOOSE_RAIL_HEX, with its surcharge (money) and Waste (0/1) (TR-51). */
export interface RailOption {
  readonly hex: number;
  readonly surcharge: number;
  readonly waste: number;
}

/** Why a DISCARD_FROM_HAND is open: Conductor's Station (draw k), Mail Train (+k money), Garage (exactly n). */
export type DiscardPurpose = 'conductors-station' | 'mail-train' | 'garage';

/**
 * A pending decision (TR-35). `source` is the card whose effect opened it; `self` is the index in the
 * play area of the card whose effect resolves ("this card", TR-45).
 */
export type Pending =
  | { readonly kind: 'CHOOSE_RAIL_HEX'; readonly source: CardId; readonly options: readonly RailOption[] }
  | { readonly kind: 'CHOOSE_STATION_CITY'; readonly source: CardId; readonly options: readonly number[] }
  | { readonly kind: 'CHOOSE_TRAIN_IN_PLAY'; readonly source: 'amusement-park' | 'switchback' }
  | { readonly kind: 'DISCARD_FROM_HAND'; readonly source: DiscardPurpose; readonly exactly: number | null }
  | { readonly kind: 'RETURN_WASTE_COUNT'; readonly source: 'freight-train' }
  | { readonly kind: 'NAME_CARD'; readonly source: 'command-central' }
  | { readonly kind: 'TAKE_ONE_AND_ORDER'; readonly source: 'information-central'; readonly cards: readonly CardId[] }
  | { readonly kind: 'DISCARD_OR_KEEP_TOP'; readonly source: 'signals'; readonly card: CardId }
  | { readonly kind: 'CHOOSE_OPTION'; readonly source: 'station-crew' }
  | {
      readonly kind: 'CHOOSE_ACTION_IN_HAND';
      readonly source: 'stationmaster-office';
      readonly self: number;
      readonly options: readonly CardId[];
    }
  | { readonly kind: 'CHOOSE_TRAIN_IN_HAND'; readonly source: 'maintenance-factory' }
  | { readonly kind: 'TRASH_AND_GAIN_TRAIN'; readonly source: 'wagon-factory' }
  | { readonly kind: 'CHOOSE_TRAIN_IN_DISCARD'; readonly source: 'pulling' }
  | { readonly kind: 'CHOOSE_BUY_DESTINATION'; readonly source: 'early-train'; readonly card: CardId };

/** One seat's cards and tokens. */
export interface PlayerState {
  /** Private; in draw order. */
  readonly hand: CardId[];
  /** Face down; last element is the top. */
  readonly deck: CardId[];
  /** Face up; last element is the top. */
  readonly discard: CardId[];
  /** Cards played this turn, in play order (TR-21). */
  readonly play: CardId[];
  /** Cards gained this turn, in gain order (TR-21). */
  readonly gained: CardId[];
  /** Rail tokens in reserve (TR-6): 20 at start. */
  readonly reserve: number;
  /** VP gained during play (TR-8, Tourist Train). */
  readonly vpTokens: number;
  /** Number of top deck cards the owner knows (TR-114). */
  readonly knownTop: number;
  /** Number of top deck cards every player knows (Switchback, Early Train; TR-112). */
  readonly publicTop: number;
}

/** Per-turn variables (TR-30). */
export interface TurnState {
  readonly money: number;
  readonly acted: boolean;
  readonly mods: Modifiers;
  readonly pending: Pending | null;
  /**
   * Cards revealed to everybody by effects this turn, in order (TR-112): the Train shown to
   * Maintenance Factory, the card chosen by Stationmaster Office, the cards Temporary Timetable reveals.
   */
  readonly revealed: readonly CardId[];
}

/** Game phase: starting rails (TR-19), the turn loop (TR-31), or over. */
export type Phase = 'start' | 'main' | 'over';

/** The whole game state. Plain JSON; never mutated by the engine. */
export interface TrainsState {
  readonly config: TrainsConfig;
  readonly map: MapId;
  readonly seats: number;
  /** The 8 kingdom piles in use (TR-15). */
  readonly kingdom: readonly CardId[];
  /** Supply pile sizes by id: the 8 basic piles (incl. Waste) and the 8 kingdom piles (TR-16). */
  readonly supply: Readonly<Partial<Record<CardId, number>>>;
  /** Trashed cards, in trash order (TR-28). */
  readonly trash: readonly CardId[];
  /** Station tokens left in the pool (TR-7). */
  readonly stationPool: number;
  /** Station count per hex (length 76). */
  readonly stations: readonly number[];
  /** Rails per hex as a seat bitmask (bit s = seat s has a token there; length 76). */
  readonly rails: readonly number[];
  readonly players: readonly PlayerState[];
  readonly phase: Phase;
  /** First player (TR-14). */
  readonly first: number;
  /** Seat to act. */
  readonly current: number;
  readonly turn: TurnState;
  /** Player turns completed (clean-ups done). */
  readonly turns: number;
  /** Generator state (src/engine/rng.ts). */
  readonly rng: readonly number[];
}

/** Station Crew option (TR-93). */
export type CrewOption = 'draw' | 'money' | 'returnWaste';

/**
 * A player command (TR-32) or an answer to the open pending decision (TR-35). Card arguments are card
 * ids: copies of a card type are interchangeable.
 */
export type TrainsAction =
  | { readonly type: 'START_RAIL'; readonly hex: number }
  | { readonly type: 'PLAY'; readonly card: CardId; readonly apply: boolean }
  | { readonly type: 'BUY'; readonly pile: CardId }
  | { readonly type: 'RECYCLE' }
  | { readonly type: 'END_TURN' }
  | { readonly type: 'CHOOSE_RAIL_HEX'; readonly hex: number }
  | { readonly type: 'CHOOSE_STATION_CITY'; readonly hex: number }
  | { readonly type: 'CHOOSE_TRAIN_IN_PLAY'; readonly card: CardId }
  | { readonly type: 'DISCARD_FROM_HAND'; readonly cards: readonly CardId[] }
  | { readonly type: 'RETURN_WASTE_COUNT'; readonly count: number }
  | { readonly type: 'NAME_CARD'; readonly card: CardId }
  | { readonly type: 'TAKE_ONE_AND_ORDER'; readonly take: CardId | null; readonly order: readonly CardId[] }
  | { readonly type: 'DISCARD_OR_KEEP_TOP'; readonly choice: 'discard' | 'keep' }
  | { readonly type: 'CHOOSE_OPTION'; readonly option: CrewOption }
  | { readonly type: 'CHOOSE_ACTION_IN_HAND'; readonly card: CardId }
  | { readonly type: 'CHOOSE_TRAIN_IN_HAND'; readonly card: CardId }
  | { readonly type: 'TRASH_AND_GAIN_TRAIN'; readonly trash: CardId; readonly gain: CardId }
  | { readonly type: 'CHOOSE_TRAIN_IN_DISCARD'; readonly card: CardId }
  | { readonly type: 'CHOOSE_BUY_DESTINATION'; readonly destination: 'deckTop' | 'gained' };
