/**
 * Result type shared by every rules engine. An engine never throws for bad player input: it returns
 * `err(code, message)` and leaves its input state untouched (ARCHITECTURE principle 4, TTR-4).
 */

/** A stable, machine-readable error code (SCREAMING_SNAKE_CASE), plus a human message. */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

/** Either `{ ok: true, value }` or `{ ok: false, error }`. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError };

/** Wraps a successful value. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a rejection with a stable `code` and a human `message`. */
export function err<T = never>(code: string, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/**
 * Error thrown at the boundary (config or action parsing, record loading) where a Result would only
 * be re-thrown. Carries the same stable `code`.
 */
export class RoundhouseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RoundhouseError';
  }
}

/** Error codes shared by all games. Game-specific codes live beside each game's rules. */
export const CommonErrors = {
  /** The action does not match the game's action schema. */
  BAD_ACTION: 'BAD_ACTION',
  /** The configuration does not match the game's config schema. */
  BAD_CONFIG: 'BAD_CONFIG',
  /** The seat may not act now. */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** The seat number does not exist at this table. */
  BAD_SEAT: 'BAD_SEAT',
  /** The game is over; no more actions are accepted. */
  GAME_OVER: 'GAME_OVER',
  /** A well-formed action that the rules do not allow now. */
  ILLEGAL_ACTION: 'ILLEGAL_ACTION',
} as const;
