/**
 * The stable error codes of Ticket to Ride (docs/rules/ticket-to-ride.md: TTR-52). Every code that
 * `parseConfig`, `parseAction` or `apply` returns or throws is one of these.
 */
export const TtrErrors = {
  /** Game creation refused: bad variant, seats or option (TTR-21). */
  BAD_CONFIG: 'TTR_BAD_CONFIG',
  /** Malformed action payload (TTR-50, TTR-51 step 1). */
  INVALID_ACTION: 'TTR_INVALID_ACTION',
  /** The sender has no seat (TTR-51 step 2). */
  NOT_A_PLAYER: 'TTR_NOT_A_PLAYER',
  /** The game has ended (TTR-51 step 3, TTR-93). */
  GAME_OVER: 'TTR_GAME_OVER',
  /** This action type is not accepted from this seat now (TTR-40, TTR-41, TTR-51 step 4). */
  WRONG_PHASE: 'TTR_WRONG_PHASE',
  /** Another seat is active (TTR-43, TTR-51 step 4). */
  NOT_YOUR_TURN: 'TTR_NOT_YOUR_TURN',
  /** Face-up slot outside 0–4, or empty (TTR-70 step 1). */
  INVALID_SLOT: 'TTR_INVALID_SLOT',
  /** A face-up locomotive chosen as the second card (TTR-70 step 2, TTR-72). */
  LOCOMOTIVE_SECOND_DRAW: 'TTR_LOCOMOTIVE_SECOND_DRAW',
  /** Blind draw while the draw pile and the discard pile are both empty (TTR-71, TTR-86). */
  DECK_EMPTY: 'TTR_DECK_EMPTY',
  /** No route with this id (TTR-60 step 1). */
  UNKNOWN_ROUTE: 'TTR_UNKNOWN_ROUTE',
  /** The route already has an owner (TTR-60 step 2). */
  ROUTE_TAKEN: 'TTR_ROUTE_TAKEN',
  /** Fewer seats than `doubleRoutesMinPlayers` and the other track is claimed (TTR-62). */
  DOUBLE_ROUTE_CLOSED: 'TTR_DOUBLE_ROUTE_CLOSED',
  /** The sender already owns the other track of the double route (TTR-62). */
  DOUBLE_ROUTE_SAME_PLAYER: 'TTR_DOUBLE_ROUTE_SAME_PLAYER',
  /** The route is longer than the sender's remaining trains (TTR-60 step 4). */
  NOT_ENOUGH_TRAINS: 'TTR_NOT_ENOUGH_TRAINS',
  /** The payment does not fit the route: count, colour mix or colour (TTR-60 step 5, TTR-63). */
  WRONG_CARDS: 'TTR_WRONG_CARDS',
  /** The payment uses cards the sender does not hold (TTR-60 step 6). */
  CARDS_NOT_IN_HAND: 'TTR_CARDS_NOT_IN_HAND',
  /** Ticket draw while the ticket pile is empty (TTR-75). */
  TICKET_DECK_EMPTY: 'TTR_TICKET_DECK_EMPTY',
  /** A kept id is not among the offered tickets, or is listed twice (TTR-76). */
  INVALID_TICKETS: 'TTR_INVALID_TICKETS',
  /** Fewer tickets kept than the minimum (TTR-41, TTR-76). */
  MUST_KEEP_MORE: 'TTR_MUST_KEEP_MORE',
  /** Pass while another action is legal (TTR-78). */
  PASS_NOT_ALLOWED: 'TTR_PASS_NOT_ALLOWED',
} as const;

/** One of the TTR-52 error codes. */
export type TtrErrorCode = (typeof TtrErrors)[keyof typeof TtrErrors];
