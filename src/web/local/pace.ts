/**
 * Bot pace in local play: how long the page waits before showing a bot's action, so people can
 * follow, without a bot's turn ever dragging. A turn of a deck-builder is many actions (play, buy,
 * lay rail, end turn), so the pace sets a pause before the first action of a bot's turn, a shorter
 * one between its later actions, and a cap on the whole turn's wall time. All figures in ms; the
 * bot's own thinking time counts towards each pause.
 */
import type { BotSpeed } from '../settings/store.js';

/** Pauses of one pace (ms): before a turn's first action, before each later one, whole-turn cap. */
export interface BotPace {
  readonly firstMs: number;
  readonly nextMs: number;
  readonly turnCapMs: number;
}

/**
 * The paces offered (normal is the default). At `normal` the waits of a bot's turn stop at 0.8 s:
 * each action also costs its thinking, the worker round trip, saving and rendering (≈ 50–60 ms on a
 * busy 2-core machine), so a whole turn of up to ~10 actions stays under 1.5 s of wall time
 * (measured with `npm run bench:pace`).
 */
export const BOT_PACES: Readonly<Record<BotSpeed, BotPace>> = {
  slow: { firstMs: 1400, nextMs: 600, turnCapMs: 4000 },
  normal: { firstMs: 400, nextMs: 120, turnCapMs: 800 },
  fast: { firstMs: 200, nextMs: 40, turnCapMs: 400 },
  instant: { firstMs: 0, nextMs: 0, turnCapMs: 0 },
};

/** The paces shown in a table's game menu, slowest first. */
export const MENU_PACES: readonly BotSpeed[] = ['slow', 'normal', 'fast'];

/**
 * How long to wait (ms, ≥ 0) before applying a bot's action that took `thinkMs` to choose:
 * `firstMs` (or `nextMs` within a turn) minus the thinking, and never past the turn's cap counted
 * from `turnStartedAt` (epoch ms, when the bot's turn began) to `now`.
 */
export function botWaitMs(pace: BotPace, firstOfTurn: boolean, thinkMs: number, turnStartedAt: number, now: number): number {
  const pause = (firstOfTurn ? pace.firstMs : pace.nextMs) - thinkMs;
  const left = pace.turnCapMs - (now - turnStartedAt);
  return Math.max(0, Math.min(pause, left));
}
