/**
 * HellRail error codes (HR-17): every code that `parseConfig`, `parseAction` and `apply` throw or
 * return. Clients see these strings; see docs/rules/hellrail.md HR-17 for the table and HR-5.9 for
 * their order.
 */
export const HrErrors = {
  /** A config with unknown keys or bad values, or a seat count outside 2–4 (HR-16, HR-4.1). */
  BAD_CONFIG: 'HR_BAD_CONFIG',
  /** Not a HellRail action at all: not an object, or an unknown `type` (HR-5.8). */
  BAD_ACTION: 'HR_BAD_ACTION',
  /** The game has ended (HR-5.9). */
  GAME_OVER: 'HR_GAME_OVER',
  /** The actor may not act now (HR-5.7). */
  NOT_YOUR_TURN: 'HR_NOT_YOUR_TURN',
  /** The action is not legal in the current phase (HR-5.1). */
  WRONG_PHASE: 'HR_WRONG_PHASE',
  /** Malformed payload, or a field that does not apply (HR-5.9). */
  BAD_PARAMS: 'HR_BAD_PARAMS',
  /** A named hand card is not in the actor's hand (HR-6.1). */
  CARD_NOT_IN_HAND: 'HR_CARD_NOT_IN_HAND',
  /** The engine is on a rail cell, not in a circle (HR-6.1, HR-6.2). */
  NOT_IN_CIRCLE: 'HR_NOT_IN_CIRCLE',
  /** The card's pickup circle is not this circle (HR-6.1). */
  WRONG_PICKUP_CIRCLE: 'HR_WRONG_PICKUP_CIRCLE',
  /** Load already equals `maxCars` (HR-6.1). */
  TRAIN_FULL: 'HR_TRAIN_FULL',
  /** The car is not in the actor's train (HR-6.2, HR-10.7). */
  CAR_NOT_IN_TRAIN: 'HR_CAR_NOT_IN_TRAIN',
  /** The car's set-out circle is not this circle (HR-6.2). */
  WRONG_SETOUT_CIRCLE: 'HR_WRONG_SETOUT_CIRCLE',
  /** The cell is outside the play area (HR-6.3, HR-6.4). */
  OUT_OF_BOUNDS: 'HR_OUT_OF_BOUNDS',
  /** The cell holds a circle or rail (HR-6.3). */
  CELL_NOT_EMPTY: 'HR_CELL_NOT_EMPTY',
  /** No orthogonal neighbour holds a card (HR-6.3). */
  NOT_ADJACENT: 'HR_NOT_ADJACENT',
  /** The cell holds no rail (HR-6.4, HR-10.1, HR-10.6). */
  NO_RAIL_HERE: 'HR_NO_RAIL_HERE',
  /** An engine stands on the cell (HR-6.4, HR-10.1, HR-10.6). */
  ENGINE_ON_RAIL: 'HR_ENGINE_ON_RAIL',
  /** The new paths are not a strict superset of the old ones (HR-6.4). */
  UPGRADE_NOT_SUPERSET: 'HR_UPGRADE_NOT_SUPERSET',
  /** Move card brimstone < load (HR-7.1). */
  BRIMSTONE_TOO_LOW: 'HR_BRIMSTONE_TOO_LOW',
  /** Toll missing or its car values total less than the circle number (HR-11.6). */
  CERBERUS_UNPAID: 'HR_CERBERUS_UNPAID',
  /** Toll cards given where no toll is due (HR-11.6). */
  CERBERUS_NOT_HERE: 'HR_CERBERUS_NOT_HERE',
  /** Every exit is blocked (HR-7.1). */
  NO_LEGAL_STEP: 'HR_NO_LEGAL_STEP',
  /** Not an allowed exit (HR-3.7, HR-7.3). */
  BAD_EXIT: 'HR_BAD_EXIT',
  /** Not enough movement points left (HR-7.3). */
  NO_MP: 'HR_NO_MP',
  /** Several push exits and none was given (HR-7.6). */
  PUSH_EXIT_REQUIRED: 'HR_PUSH_EXIT_REQUIRED',
  /** The push exit is not a path of the pushed engine's cell, or nobody is pushed (HR-7.6). */
  BAD_PUSH_EXIT: 'HR_BAD_PUSH_EXIT',
  /** The push would move an engine into a cell holding a third engine (HR-7.7). */
  BLOCKED: 'HR_BLOCKED',
  /** No Soul Catcher, no push, or the car is not in the pushed train (HR-11.5). */
  SOUL_CATCHER_INVALID: 'HR_SOUL_CATCHER_INVALID',
  /** No step taken yet (`upTo`), or a step is still legal (`exact`) (HR-7.8). */
  STOP_NOT_ALLOWED: 'HR_STOP_NOT_ALLOWED',
  /** The player holds no Boatman (HR-7.9). */
  NO_BOATMAN: 'HR_NO_BOATMAN',
  /** The next cell is not an empty in-area cell (HR-7.9). */
  JUMP_NO_GAP: 'HR_JUMP_NO_GAP',
  /** The gap is longer than the card's brimstone (HR-7.9). */
  JUMP_TOO_FAR: 'HR_JUMP_TOO_FAR',
  /** The landing cell is outside, has no matching port, or holds an engine (HR-7.9). */
  JUMP_BAD_LANDING: 'HR_JUMP_BAD_LANDING',
  /** No token here, circle claimed, or the effect's condition fails (HR-9.2, HR-9.6). */
  EFFECT_UNAVAILABLE: 'HR_EFFECT_UNAVAILABLE',
  /** The engine card is empty (HR-10.11). */
  NO_ENGINE_TOKEN: 'HR_NO_ENGINE_TOKEN',
  /** The card's brimstone differs from the target rail's (HR-10.1, HR-10.6). */
  BRIMSTONE_MISMATCH: 'HR_BRIMSTONE_MISMATCH',
  /** The target is not allowed (HR-10.5, HR-10.6, HR-10.9, HR-10.12, HR-10.13, HR-10.15). */
  BAD_TARGET: 'HR_BAD_TARGET',
  /** The player named is not eligible (HR-10.8). */
  STEAL_NOT_ALLOWED: 'HR_STEAL_NOT_ALLOWED',
  /** The reacting player holds no Heresy (HR-11.2). */
  NO_HERESY: 'HR_NO_HERESY',
  /** The player holds a Tender (HR-12). */
  STOKE_WITH_TENDER: 'HR_STOKE_WITH_TENDER',
  /** Gluttony was used this turn (HR-12). */
  STOKE_AFTER_GLUTTONY: 'HR_STOKE_AFTER_GLUTTONY',
} as const;

/** One HellRail error code. */
export type HrErrorCode = (typeof HrErrors)[keyof typeof HrErrors];
