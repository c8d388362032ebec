/**
 * Stable error codes of the Trains engine, every one with the `TR_` prefix: what `parseConfig` and
 * `parseAction` throw and what `apply` returns. A rejected action changes nothing (TR-33).
 * Rules: docs/rules/trains.md.
 */
export const TrainsErrors = {
  /** The input does not match the action schema (TR-32, TR-35). */
  BAD_ACTION: 'TR_BAD_ACTION',
  /** The table settings do not match the config schema or name no kingdom (TR-12, TR-15). */
  BAD_CONFIG: 'TR_BAD_CONFIG',
  /** The seat number does not exist at this table (TR-14). */
  BAD_SEAT: 'TR_BAD_SEAT',
  /** The game is over; no more actions are accepted (TR-103). */
  GAME_OVER: 'TR_GAME_OVER',
  /** Another seat is to act (TR-31). */
  NOT_YOUR_TURN: 'TR_NOT_YOUR_TURN',
  /** A command was sent while a pending decision is open (TR-33). */
  DECISION_PENDING: 'TR_DECISION_PENDING',
  /** An answer was sent but no decision of that kind is open (TR-35). */
  NO_SUCH_DECISION: 'TR_NO_SUCH_DECISION',
  /** The answer is not one of the valid answers of the open decision (TR-35). */
  BAD_ANSWER: 'TR_BAD_ANSWER',
  /** The played card is not in hand (TR-40). */
  NOT_IN_HAND: 'TR_NOT_IN_HAND',
  /** Victory cards and Waste cannot be played (TR-40, ED-11). */
  NOT_PLAYABLE: 'TR_NOT_PLAYABLE',
  /** `apply: true` for an effect that cannot be carried out now (TR-41 step 6, TR-44). */
  EFFECT_INFEASIBLE: 'TR_EFFECT_INFEASIBLE',
  /** The pile is not in this game's supply, or is Waste / Normal Train (TR-47). */
  NOT_BUYABLE: 'TR_NOT_BUYABLE',
  /** The pile is empty (TR-47). */
  PILE_EMPTY: 'TR_PILE_EMPTY',
  /** Not enough money (TR-47). */
  CANNOT_AFFORD: 'TR_CANNOT_AFFORD',
  /** RECYCLE after a card was played or bought (TR-38). */
  ALREADY_ACTED: 'TR_ALREADY_ACTED',
  /** A starting rail on sea, a remote location or another player's start hex (TR-19). */
  BAD_START_HEX: 'TR_BAD_START_HEX',
  /** A command that belongs to the other phase (starting rails vs turns) (TR-19, TR-31). */
  WRONG_PHASE: 'TR_WRONG_PHASE',
} as const;

/** One Trains error code. For clients outside the repo. @public */
export type TrainsErrorCode = (typeof TrainsErrors)[keyof typeof TrainsErrors];
