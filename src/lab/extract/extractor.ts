/**
 * The per-game statistics seam of the lab. An extractor watches one game (optionally every applied
 * action, with the states before and after) and condenses it into a small JSON `stats` value; the
 * arena then hands every game's stats to `summarise`, which returns the game's report section. Each
 * extractor reads its game's state through the fields it needs and nothing more, so a change inside a
 * game touches one small file here.
 */
import type { Outcome } from '../../engine/contract.js';
import type { Section } from '../report/charts.js';

/** The end of one game as an extractor sees it. */
export interface GameEnd {
  readonly state: unknown;
  readonly outcome: Outcome;
  /** The parsed config (the module's `parseConfig` output). */
  readonly config: unknown;
  readonly bots: readonly string[];
}

/** One game's stats with what the summary needs beside them. */
export interface ExtractedGame<Stats> {
  readonly stats: Stats;
  readonly bots: readonly string[];
  readonly ranks: readonly number[];
  readonly winners: readonly number[];
  readonly scores: readonly number[];
}

/** The statistics of one game. `Acc` is the per-game scratch value, `Stats` its JSON result. */
export interface GameExtractor<Acc, Stats> {
  /** A fresh accumulator for one game. */
  start(): Acc;
  /** Called after each applied action (optional: many stats need only the end). */
  onAction?(acc: Acc, seat: number, action: unknown, before: unknown, after: unknown): void;
  /** Condenses the game into plain JSON. */
  finish(acc: Acc, end: GameEnd): Stats;
  /** The seat that took the first turn (for seat-order advantage), or null (no turn order). */
  firstSeat(state: unknown): number | null;
  /** The game's report section from every finished game's stats (any order; must not depend on it). */
  summarise(games: readonly ExtractedGame<Stats>[]): Section;
}

/** An extractor with its types erased, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExtractor = GameExtractor<any, any>;

/** Reads `obj[key]` of an unknown value (extractors read state defensively). */
export function field(obj: unknown, key: string): unknown {
  return obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;
}

/** `field(obj, key)` when it is a finite number, else null. */
export function numberField(obj: unknown, key: string): number | null {
  const v = field(obj, key);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
