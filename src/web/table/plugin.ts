/**
 * The seam between the table frame and a game's board (src/games/<game>/ui). A board plugin is a
 * React component plus a few pure helpers; the frame supplies the seat's view, its legal actions and
 * a callback, whether the game runs in this browser or on the server.
 */
import type { ComponentType } from 'react';
import type { Outcome } from '../../engine/contract.js';
import type { GameId } from '../boards/registry.js';
import type { IconName } from '../components/Icon.js';

/** One line of the game log: an i18n key (in the plugin's namespace) and its parameters. */
export interface LogLine {
  readonly seat: number | null;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** What the frame gives a board. */
export interface BoardProps<View = unknown, Action = unknown> {
  /** `view(state, seat)` for the seat whose eyes the screen shows (null = spectator). */
  readonly view: View;
  /** The seat shown, or null for a spectator. */
  readonly seat: number | null;
  /** Legal actions of `seat` now (empty when it may not act). */
  readonly legal: readonly Action[];
  /** Display names of every seat. */
  readonly seatNames: readonly string[];
  /** The final result once the game is over, else null. */
  readonly outcome: Outcome | null;
  /**
   * The game's seed once the game is over and this page knows it (the finished record of an online
   * table, the local game's own record), else null or absent: it is never shown before the end
   * (Ticket to Ride TTR-124).
   */
  readonly seed?: string | null;
  /** Public score of every seat after each turn (for the end screen's chart); may be empty. */
  readonly scoreHistory: readonly (readonly number[])[];
  /** Sends an action for `seat`. */
  onAction(action: Action): void;
  /** True while an action is on its way (online) or a bot is moving: boards disable inputs. */
  readonly busy?: boolean;
  /** Real-time games: true while the game is paused (game time stands still, RP-6.8). */
  readonly paused?: boolean;
  /**
   * Real-time games online: the server's game time (ms) when `view` was sent. The view's own clock is
   * the engine's last advance, which may lag (the server advances only at events), so boards count
   * from this. Absent in local play, where the view's clock is the game clock.
   */
  readonly gameTime?: number;
  /**
   * Real-time games: asks to pause (true) or resume (false) the game. Given only when this viewer may
   * pause (local play, or a seated player online); boards then show a Pause / Resume button.
   */
  onPause?(paused: boolean): void;
}

/** A game's board for the table frame. */
export interface BoardPlugin<View = unknown, Action = unknown> {
  readonly game: GameId;
  /** i18next namespace of the board's strings. */
  readonly ns: string;
  /** The board's strings in English and Korean. */
  readonly strings: { readonly en: object; readonly ko: object };
  /** The board itself. */
  readonly Board: ComponentType<BoardProps<View, Action>>;
  /**
   * A log line in plain words for `seat` playing `action`, given the public view just before it.
   * Online, other seats' actions may arrive as `{ type }` only; `after` (the view just after, when
   * known) lets the plugin say more.
   */
  describe(before: View, seat: number, action: Action, after?: View): LogLine;
  /** Public score of every seat (shown beside the seats and charted over turns). */
  publicScores(view: View): number[];
  /** CSS colour of a seat's pieces. */
  seatColor(seat: number): string;
  /**
   * Per-seat figures for the frame's seat list: i18n key in the plugin's namespace (the figure's
   * accessible label), value and icon (every figure has one, so the figures read alike).
   */
  seatStats?(view: View, seat: number): readonly { readonly key: string; readonly value: string | number; readonly icon: IconName }[];
  /** Short status for the frame's turn indicator (e.g. "final round"), as a log line; or null. */
  status?(view: View): LogLine | null;
  /** Variants offered when creating a table: config id and i18n key of its label. */
  readonly variants: readonly {
    readonly id: string;
    readonly labelKey: string;
    readonly config: Readonly<Record<string, unknown>>;
    /** The exact number of seats this variant needs (e.g. a Rail Pass setup), if it fixes one. */
    readonly seats?: number;
  }[];
  /**
   * Further choices on the new-game form (e.g. Rail Pass's timer and rounds): each a select whose
   * chosen entry's `config` is merged over the variant's config. The first choice is the default.
   */
  readonly options?: readonly {
    readonly id: string;
    readonly labelKey: string;
    readonly choices: readonly { readonly labelKey: string; readonly config: Readonly<Record<string, unknown>> }[];
  }[];
  /**
   * The new-game form asks who goes first (e.g. Trains TR-14: "Who most recently travelled by train?"),
   * offering every seat and, first and by default, `randomKey` (a seeded random seat); a chosen seat's
   * index (0-based) goes to `config[configKey]`. Keys are in the plugin's namespace.
   */
  readonly firstPlayer?: { readonly labelKey: string; readonly randomKey: string; readonly configKey: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBoardPlugin = BoardPlugin<any, any>;
