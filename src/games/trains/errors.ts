/**
 * Stable error codes of the Trains engine (besides the shared CommonErrors). A rejected action changes
 * nothing (TR-33).
 */
export const TrainsErrors = {
  /** A command was sent while a pending decision is open (TR-33). */
  DECISION_PENDING: 'DECISION_PENDING',
  /** An answer was sent but no decision of that kind is open. */
  NO_SUCH_DECISION: 'NO_SUCH_DECISION',
  /** The answer is not one of the valid answers of the open decision (TR-35). */
  BAD_ANSWER: 'BAD_ANSWER',
  /** The played card is not in hand (TR-40). */
  NOT_IN_HAND: 'NOT_IN_HAND',
  /** Victory cards and Waste cannot be played (TR-40, ED-11). */
  NOT_PLAYABLE: 'NOT_PLAYABLE',
  /** `apply: true` for an effect that cannot be carried out now (TR-41 step 6, TR-44). */
  EFFECT_INFEASIBLE: 'EFFECT_INFEASIBLE',
  /** The pile is not in this game's supply, or is Waste / Normal Train (TR-47). */
  NOT_BUYABLE: 'NOT_BUYABLE',
  /** The pile is empty (TR-47). */
  PILE_EMPTY: 'PILE_EMPTY',
  /** Not enough money (TR-47). */
  CANNOT_AFFORD: 'CANNOT_AFFORD',
  /** RECYCLE after a card was played or bought (TR-38). */
  ALREADY_ACTED: 'ALREADY_ACTED',
  /** A starting rail on sea, a remote location or another player's start hex (TR-19). */
  BAD_START_HEX: 'BAD_START_HEX',
  /** A command that belongs to the other phase (starting rails vs turns). */
  WRONG_PHASE: 'WRONG_PHASE',
} as const;
