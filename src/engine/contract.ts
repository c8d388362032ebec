/**
 * The game contract (ARCHITECTURE "The game contract"). Every game module in src/games/<game>
 * exports one `GameModule`. Engines are pure and deterministic: no I/O, no clocks, no Math.random.
 */
import type { Result } from './result.js';
import type { Rng } from './rng.js';

/**
 * A game as the shell lists it (each game's `meta.ts`): plain data, no React and no engine code, so
 * the home page can show every game without loading one. The engine registry (src/games/index.ts) and
 * the web registry (src/web/boards/registry.ts) read it; nothing outside them names a game.
 */
export interface GameMeta {
  /** The game's id (kebab-case), as in records, URLs and the server's API. */
  readonly id: string;
  /** Human title in English, as the CLI and the server print it (the module's `title`). */
  readonly title: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** Place on the home page (ascending). */
  readonly order: number;
  /** Banner colours: background, foreground. */
  readonly colours: readonly [string, string];
  /** The home page's title and one-line blurb, per language. */
  readonly strings: { readonly [L in 'en' | 'ko']: { readonly title: string; readonly blurb: string } };
}

/**
 * What the end screen, tests and outside checkers need to recompute a result.
 * - `scores[seat]`: the final score (VP) of each seat; for a cooperative game every seat gets the team score.
 * - `ranks[seat]`: 1 = best; tied seats share a rank (after the game's tie-breaks).
 * - `winners`: the seats ranked 1 (empty when a cooperative team lost).
 * - `breakdown[seat]`: the game's own per-seat detail (route points, tickets, bonuses, …).
 * - `team`: cooperative games only (Rail Pass): the team result, at least `{ score, win }`.
 */
export interface Outcome<Breakdown = unknown, Team = unknown> {
  readonly scores: readonly number[];
  readonly ranks: readonly number[];
  readonly winners: readonly number[];
  readonly breakdown: readonly Breakdown[];
  readonly team?: Team & { readonly score: number; readonly win: boolean };
}

/**
 * What a bot is given to choose a move. Bots see only their seat's view (principle 3);
 * `legal` is `legalActions(state, seat)`, which depends only on what the seat may know.
 */
export interface BotContext<View, Action> {
  readonly seat: number;
  /** Every legal action for this seat now (non-empty). */
  readonly legal: readonly Action[];
  /** The bot's own generator (not the game's). */
  readonly rng: Rng;
  /** Real-time games: ms since the round started. Turn-based games: 0. */
  readonly now: number;
  /** `view(state, seat)`, computed on first call (random bots never pay for it). */
  view(): View;
}

/** A bot playing one seat for one game. May keep memory between calls. */
export interface Bot<View, Action> {
  /** Picks an action from `ctx.legal`; real-time bots may return `null` to wait. */
  act(ctx: BotContext<View, Action>): Action | null;
  /** Real-time games: reaction delay in ms before the bot's next action (e.g. 600–1200). */
  thinkMs?(rng: Rng): number;
}

/**
 * Options of a searching bot (the `hard` level); other bots ignore them. `iterations` fixes the work
 * per decision for reproducible runs (same seed + iterations ⇒ same move, CLI `--bot-iterations`);
 * otherwise `budgetMs` of wall time per decision (default 300 ms).
 */
export interface BotOptions {
  readonly iterations?: number;
  readonly budgetMs?: number;
}

/** Creates a fresh bot for one seat of one game. */
export type BotFactory<View, Action> = (seat: number, options?: BotOptions) => Bot<View, Action>;

/** The contract every game implements. State, Action and View are plain JSON. */
export interface GameModule<Config, State, Action, View, O extends Outcome = Outcome> {
  /** The game's id, the same as its `meta.id` (a test checks). */
  readonly id: string;
  /** Human title, e.g. "Ticket to Ride". */
  readonly title: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** Validates untrusted config and fills defaults. Throws RoundhouseError('BAD_CONFIG', …). */
  parseConfig(input: unknown, seats: number): Config;
  /** Schema check of an untrusted action. Throws RoundhouseError('BAD_ACTION', …). */
  parseAction(input: unknown): Action;
  /** Initial state for `seats` players; all randomness flows from `seed`. */
  setup(config: Config, seed: string, seats: number): State;
  /** Seats that may act now (several in simultaneous phases and real-time play; [] when over). */
  activeSeats(state: State): number[];
  /** Every legal action for `seat` now ([] if it may not act). */
  legalActions(state: State, seat: number): Action[];
  /** Applies an action. Never mutates `state`. `at` = ms since start (real-time games). */
  apply(state: State, seat: number, action: Action, at?: number): Result<State>;
  /** What `seat` may know (null = spectator). Never contains another seat's hidden information. */
  view(state: State, seat: number | null): View;
  /** Final result, or null while the game is running. */
  outcome(state: State): O | null;
  /** Real-time games: processes scheduled events (arrivals, timer) up to `now` ms. */
  advance?(state: State, now: number): State;
  /** Real-time games: the time (ms) of the next scheduled event, or null. */
  nextEventAt?(state: State): number | null;
  /**
   * Real-time games: the error code answered to every action while the game is paused (Rail Pass
   * `RP_PAUSED`, RP-6.8). Pausing belongs to whoever keeps the game clock (the server, or the page
   * in local play); such answers are never logged.
   */
  readonly pausedCode?: string;
  /**
   * Real-time games: how long (ms) a human seat may have no open connection before its substitute
   * bot drives it, until the player says hello again (Rail Pass `botTakeoverAfterMs`, RP-20.1);
   * null: never. Absent: never (turn-based games hand a seat to the bot when its clock runs out).
   */
  awayAfterMs?(config: Config): number | null;
  /**
   * Games whose bots each draw from a generator of their own (Rail Pass: `roundSeed XOR n` for seat
   * Pn, RP-20.4): the uint32 seed of `seat`'s bot generator in `state`. Every runner restarts the
   * seat's generator from it whenever it changes (a new round), so bots never share one and never
   * touch the game's. Absent: the runner's one bot generator for all seats.
   */
  botSeed?(state: State, seat: number): number;
  /** Bots for this game by name (`random` is added by the registry if absent). */
  readonly bots: Readonly<Record<string, BotFactory<View, Action>>>;
  /** Number of player turns taken so far (for statistics; defaults to the number of actions). */
  turns?(state: State): number;
  /** One line in plain English describing an action, for logs and the CLI. */
  describeAction?(state: State, seat: number, action: Action): string;
  /**
   * Config keys that fix the shuffles as a seed does (e.g. Rail Pass `matchSeed`, RP-4.1). The server
   * treats a non-null value as a client-chosen seed (refused with `SEED_NOT_ALLOWED` at tables with
   * ≥ 2 humans) and leaves these keys out of every table summary before the end.
   */
  readonly seedConfigKeys?: readonly string[];
}

/** A game module with its types erased, as held by registries, the server and the CLI. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, Outcome>;
