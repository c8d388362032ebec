/** Types shared by local play (the page) and the bot worker. */

/** A request to the bot worker: choose an action for `seat` in `state`. */
export interface BotRequest {
  readonly id: number;
  /** Identifies the game, so each game keeps its own bots and bot generator. */
  readonly session: string;
  readonly game: string;
  readonly bot: string;
  readonly seat: number;
  readonly state: unknown;
  /** Seed of the bots' own generator. */
  readonly seed: string;
  /** Real-time games: the game clock (ms) the bot decides at. */
  readonly now?: number;
}

/** The worker's answer: an action, or an error message. */
export type BotReply = { readonly id: number; readonly action: unknown } | { readonly id: number; readonly error: string };
