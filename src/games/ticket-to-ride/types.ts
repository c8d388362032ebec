/**
 * Ticket to Ride state, action, view, config and outcome types (docs/rules/ticket-to-ride.md: TTR-5,
 * TTR-20, TTR-40, TTR-50, TTR-108, TTR-120). Everything is plain JSON. Card kinds inside the state are indexes into `CARD_KINDS`
 * (0..7 colours, 8 locomotive) and hands are count arrays of length 9, for speed; views and actions use
 * the kind names.
 */
import type { CardKind, Variant } from './data.js';
import type { RngState } from '../../engine/rng.js';

export type { CardKind, Variant } from './data.js';

/** A payment: card kind → count; zero counts are ignored (TTR-63). */
export type Payment = Partial<Record<CardKind, number>>;

/** The actions of TTR-50 (discriminated by `type`). `slot` is 0..4, `routeId` R001..R100. */
export type TtrAction =
  | { readonly type: 'KEEP_TICKETS'; readonly ticketIds: readonly string[] }
  | { readonly type: 'DRAW_FACE_UP'; readonly slot: number }
  | { readonly type: 'DRAW_BLIND' }
  | { readonly type: 'CLAIM_ROUTE'; readonly routeId: string; readonly payment: Payment }
  | { readonly type: 'DRAW_TICKETS' }
  | { readonly type: 'PASS' };

/** A resolved game configuration (TTR-20), every default filled in. */
export interface TtrConfig {
  readonly variant: Variant;
  readonly seats: number;
  /** Seat of the first turn, or null = drawn by the generator (TTR-30). */
  readonly firstSeat: number | null;
  /** Both tracks of a double are usable only when seats ≥ this (TTR-62, TTR-D1); 2..6, default 4. */
  readonly doubleRoutesMinPlayers: number;
  /** Award Longest Continuous Path (TTR-104); default per variant. */
  readonly longestPathBonus: boolean;
  /** Award Globetrotter (TTR-105); default per variant. */
  readonly globetrotterBonus: boolean;
  /** `classic` only: `revised` uses pointsRevised (TTR-D12). Absent for other variants. */
  readonly ticketValues?: 'original' | 'revised';
  /** Overrides the starting deal/keep (TTR-D11), or null. */
  readonly startingTickets: { readonly deal: number; readonly keep: number } | null;
}

/** Game phase (TTR-40), as views report it. */
export type Phase = 'initialTickets' | 'turn' | 'gameOver';
/** Step within a turn (TTR-40), as views report it (`main` outside the `turn` phase). */
export type Step = 'main' | 'secondDraw' | 'keepTickets';

/**
 * Where the game stands (TTR-40): the phase and, during `turn`, the step, each variant carrying only
 * the data it has. `initialTickets` holds every seat's offer (null once the seat has answered) and
 * the tickets each seat returned, held until the phase ends (TTR-41); `keepTickets` holds the active
 * seat's offer (TTR-75); `gameOver` holds the final result (TTR-108).
 */
export type Stage =
  | {
      readonly kind: 'initialTickets';
      readonly offers: readonly (readonly string[] | null)[];
      readonly returned: readonly (readonly string[])[];
    }
  | { readonly kind: 'main' }
  | { readonly kind: 'secondDraw' }
  | { readonly kind: 'keepTickets'; readonly offer: readonly string[] }
  | { readonly kind: 'gameOver'; readonly result: TtrOutcome };

/**
 * The full game state (server side; never sent to players, see `view`). Piles are arrays whose
 * index 0 is the top (TTR-5); cards are kind indexes (0..7 colours, 8 locomotive).
 */
export interface TtrState {
  readonly config: TtrConfig;
  /** Number of seats, 2..5. */
  readonly seats: number;
  /** Generator state (TTR-3). */
  readonly rng: RngState;
  /** Phase and step with their data (TTR-40). */
  readonly stage: Stage;
  readonly firstSeat: number;
  readonly activeSeat: number;
  readonly drawPile: readonly number[];
  readonly discardPile: readonly number[];
  /** Five face-up slots; `null` = empty (TTR-5, TTR-80). */
  readonly faceUp: readonly (number | null)[];
  /** hands[seat][kind] = count (TTR-5). */
  readonly hands: readonly (readonly number[])[];
  readonly trainsLeft: readonly number[];
  readonly routePoints: readonly number[];
  /** routeOwner[routeIndex] = seat, or -1 when unclaimed. */
  readonly routeOwner: readonly number[];
  /** Kept ticket ids per seat, in keep order (TTR-76). */
  readonly tickets: readonly (readonly string[])[];
  /** Ticket pile, index 0 = top. */
  readonly ticketPile: readonly string[];
  /** Turns left in the final round, or null before it starts (TTR-90). */
  readonly finalTurnsLeft: number | null;
  readonly consecutivePasses: number;
  /** Completed player turns (for statistics). */
  readonly turns: number;
  /** How many tickets each seat has drawn in play (public, TTR-120). */
  readonly ticketsDrawn: readonly number[];
  /** True if display maintenance hit its 1000-reset safety cap (TTR-81 step 3). */
  readonly resetCapHit: boolean;
  /** Events of the last accepted action (or of setup), unfiltered; views filter them per viewer (TTR-121). */
  readonly events: readonly TtrEvent[];
}

/**
 * The events of TTR-121. Hidden parts are optional and present only for viewers who may see them:
 * `ticketIds` for the seat itself, `card` of a blind draw for the drawer (TTR-120).
 */
export type TtrEvent =
  | { readonly type: 'ticketsOffered'; readonly seat: number; readonly count: number; readonly ticketIds?: readonly string[] }
  | {
      readonly type: 'ticketsKept';
      readonly seat: number;
      readonly kept: number;
      readonly returned: number;
      readonly ticketIds?: readonly string[];
    }
  | { readonly type: 'cardDrawnBlind'; readonly seat: number; readonly card?: CardKind }
  | { readonly type: 'cardTakenFaceUp'; readonly seat: number; readonly slot: number; readonly card: CardKind }
  | { readonly type: 'slotRefilled'; readonly slot: number; readonly card: CardKind }
  | { readonly type: 'displayReset'; readonly discarded: readonly CardKind[] }
  | { readonly type: 'reshuffled'; readonly drawPileSize: number }
  | { readonly type: 'routeClaimed'; readonly seat: number; readonly routeId: string; readonly payment: Payment; readonly points: number }
  | { readonly type: 'passed'; readonly seat: number }
  | { readonly type: 'finalRoundStarted'; readonly seat: number; readonly trainsLeft: number }
  | { readonly type: 'gameEnded'; readonly winners: readonly number[] };

/** A ticket as reported in views and the outcome: id, cities, value, completion (TTR-101, TTR-102). */
export interface TicketStatus {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  /** Value in points in this game's deck (TTR-102). */
  readonly value: number;
  /** Joined by the seat's routes (live preview during play, final at the end). */
  readonly completed: boolean;
}

/** One seat's public and (for the seat itself) private information (TTR-120). */
export interface PlayerView {
  readonly seat: number;
  readonly trainsLeft: number;
  readonly routePoints: number;
  /** Number of train cards held. */
  readonly handSize: number;
  /** Cards by kind; only for the viewer's own seat or after the game (TTR-120, TTR-124), else null. */
  readonly hand: Readonly<Record<CardKind, number>> | null;
  readonly ticketCount: number;
  /** Kept tickets with a live completion preview; own seat or after the game, else null. */
  readonly tickets: readonly TicketStatus[] | null;
  /** Number of pending offered tickets (0 when none). */
  readonly pendingCount: number;
  /** The pending offer's ticket ids; own seat only, else null. */
  readonly pending: readonly string[] | null;
  /** In `initialTickets`: has this seat already answered (TTR-41)? */
  readonly hasKeptInitial: boolean;
  /** Tickets drawn during play (public). */
  readonly ticketsDrawn: number;
}

/** What one seat (or a spectator, seat null) may know (TTR-120 to TTR-124). */
export interface TtrView {
  readonly viewer: number | null;
  readonly config: TtrConfig;
  readonly seats: number;
  readonly phase: Phase;
  readonly step: Step;
  readonly firstSeat: number;
  readonly activeSeat: number;
  /** Face-up display, five slots (TTR-80). */
  readonly faceUp: readonly (CardKind | null)[];
  readonly drawPileSize: number;
  /** Discard pile contents are public (TTR-120): counts by kind. */
  readonly discardPile: Readonly<Record<CardKind, number>>;
  readonly discardPileSize: number;
  readonly ticketPileSize: number;
  /** routeOwner[routeIndex] = seat or null, aligned with `ROUTES` (R001 first). */
  readonly routeOwner: readonly (number | null)[];
  readonly players: readonly PlayerView[];
  readonly finalTurnsLeft: number | null;
  readonly consecutivePasses: number;
  /** The full result once the game is over (TTR-124), else null. */
  readonly outcome: TtrOutcome | null;
  /** The remaining piles once the game is over (TTR-124), else null: never shown during play. */
  readonly piles: TtrPiles | null;
  /** Events of the last action, filtered for this viewer (TTR-121). */
  readonly events: readonly TtrEvent[];
}

/** A ticket left in the ticket pile at the end: id, cities and value in this game's deck (TTR-102). */
export type PileTicket = Omit<TicketStatus, 'completed'>;

/**
 * The piles as they were when the game ended, revealed to everyone (TTR-124). Cards are named kinds
 * (TTR-10); every list is in pile order.
 */
export interface TtrPiles {
  /** The draw pile, top card (the next blind draw, TTR-71) first. */
  readonly drawPile: readonly CardKind[];
  /** The discard pile, oldest discard first (its counts are public during play, TTR-120). */
  readonly discardPile: readonly CardKind[];
  /** The ticket pile, top ticket (the next one offered, TTR-75) first. */
  readonly ticketPile: readonly PileTicket[];
}

/** A claimed route in the breakdown: id, length, points (TTR-108). */
export interface ClaimedRoute {
  readonly id: string;
  readonly length: number;
  readonly points: number;
}

/** One seat's score breakdown (TTR-108). */
export interface TtrBreakdown {
  readonly seat: number;
  readonly routes: readonly ClaimedRoute[];
  readonly routePoints: number;
  readonly tickets: readonly TicketStatus[];
  /** Sum of + value (completed) and − value (not completed) (TTR-102). */
  readonly ticketPoints: number;
  readonly completedTickets: number;
  /** Longest trail in trains (TTR-103), always computed. */
  readonly longestPath: number;
  /** Longest Path bonus points won (0 or 10) (TTR-104). */
  readonly longestPathBonus: number;
  /** Globetrotter bonus points won (0 or 15) (TTR-105). */
  readonly globetrotterBonus: number;
  /** Route points + ticket points + bonuses (TTR-106). */
  readonly total: number;
  /** Place, 1 = best; seats equal on every tie-break share it (TTR-113). */
  readonly rank: number;
  /** Train cards left in hand at the end (revealed, TTR-124). */
  readonly hand: Readonly<Record<CardKind, number>>;
  readonly trainsLeft: number;
}

/** The end-of-game result (TTR-108 to TTR-113). */
export interface TtrOutcome {
  readonly scores: readonly number[];
  readonly ranks: readonly number[];
  readonly winners: readonly number[];
  readonly breakdown: readonly TtrBreakdown[];
}
