/**
 * Rail Pass error codes (docs/rules/rail-pass.md RP-21): every code `parseAction` throws and `apply`
 * returns. The codes are stable and client-visible; each line cites the rule that produces it.
 */
export const RailPassErrors = {
  /** A stamp earlier than the engine clock (RP-6.4 step 1, RP-7.2 row 1). */
  TIME_REVERSED: 'RP_TIME_REVERSED',
  /** The round has ended, at ≥ T (RP-6.4 step 3, RP-7.2 row 2). */
  ROUND_OVER: 'RP_ROUND_OVER',
  /** The game is paused; answered by the server, never logged (RP-21). */
  PAUSED: 'RP_PAUSED',
  /** The sender drives no seat (RP-7.2 row 3). */
  NOT_A_PLAYER: 'RP_NOT_A_PLAYER',
  /** Not an action object, or an unknown action type or field (RP-7.1, RP-7.2 row 4). */
  BAD_ACTION: 'RP_BAD_ACTION',
  /** A malformed or impossible parameter (RP-8 to RP-13, first checks). */
  BAD_ARGUMENT: 'RP_BAD_ARGUMENT',
  /** The seat is still busy from its previous action (RP-7.2 row 5, RP-6.7). */
  HANDS_BUSY: 'RP_HANDS_BUSY',
  /** The seat's hand load is already 2 (RP-9, RP-14.2). */
  HANDS_FULL: 'RP_HANDS_FULL',
  /** The destination's seat already has 2 trains in hand or on their way (RP-11, RP-14.3). */
  RECEIVER_FULL: 'RP_RECEIVER_FULL',
  /** No such train (RP-8 to RP-13). */
  UNKNOWN_TRAIN: 'RP_UNKNOWN_TRAIN',
  /** No such city (RP-11). */
  UNKNOWN_CITY: 'RP_UNKNOWN_CITY',
  /** No such engineer (RP-13). */
  UNKNOWN_ENGINEER: 'RP_UNKNOWN_ENGINEER',
  /** The city involved is not controlled by the seat (RP-7.3). */
  NOT_YOUR_CITY: 'RP_NOT_YOUR_CITY',
  /** The train must be on a track (RP-8, RP-9, RP-12, RP-13). */
  TRAIN_NOT_PARKED: 'RP_TRAIN_NOT_PARKED',
  /** The train must be in the seat's hands (RP-10, RP-11). */
  TRAIN_NOT_HELD: 'RP_TRAIN_NOT_HELD',
  /** The train is in transit or wrecked (RP-11). */
  TRAIN_NOT_AVAILABLE: 'RP_TRAIN_NOT_AVAILABLE',
  /** The trains or engineer are in different cities (RP-12, RP-13). */
  NOT_SAME_CITY: 'RP_NOT_SAME_CITY',
  /** The yard has no cubes (RP-8). */
  YARD_EMPTY: 'RP_YARD_EMPTY',
  /** The result would exceed effective capacity (RP-8, RP-12, RP-16.2). */
  TRAIN_FULL: 'RP_TRAIN_FULL',
  /** A train without an engineer cannot move (RP-9, RP-11). */
  NO_ENGINEER: 'RP_NO_ENGINEER',
  /** Sending a train to the city it is in (RP-11). */
  SAME_CITY: 'RP_SAME_CITY',
  /** The pair is blocked by a Blocked Track marker (RP-3.2, RP-11). */
  TRACK_BLOCKED: 'RP_TRACK_BLOCKED',
  /** No edge joins the pair (RP-11). */
  NOT_CONNECTED: 'RP_NOT_CONNECTED',
  /** `express` needs handling mode (RP-11, RP-15). */
  HANDLING_OFF: 'RP_HANDLING_OFF',
  /** That track already holds a train (RP-10). */
  TRACK_OCCUPIED: 'RP_TRACK_OCCUPIED',
  /** A long train on a short track (RP-10, RP-11). */
  TRACK_TOO_SHORT: 'RP_TRACK_TOO_SHORT',
  /** `guardRange` is on and the park would retire the engineer (RP-10). */
  WOULD_RETIRE: 'RP_WOULD_RETIRE',
  /** A transfer that moves nothing (RP-12). */
  EMPTY_TRANSFER: 'RP_EMPTY_TRANSFER',
  /** A train lacks the cubes named (RP-12). */
  CARGO_MISSING: 'RP_CARGO_MISSING',
  /** Engineer retired or lost, or aboard a train that is not parked (RP-13). */
  ENGINEER_UNAVAILABLE: 'RP_ENGINEER_UNAVAILABLE',
  /** The engineer is already there (RP-13). */
  SAME_PLACE: 'RP_SAME_PLACE',
  /** The hotel holds 3 (RP-13). */
  HOTEL_FULL: 'RP_HOTEL_FULL',
  /** The target train already has an engineer (RP-13). */
  SEAT_TAKEN: 'RP_SEAT_TAKEN',
} as const;

/** A Rail Pass error code. For clients outside the repo. @public */
export type RpCode = (typeof RailPassErrors)[keyof typeof RailPassErrors];
