/**
 * The designer's lab (issue #20): the shapes shared by the arena's planner, its executors (serial,
 * worker threads, BullMQ queue), the statistics and the report. Everything here is plain JSON, so a
 * job can cross a thread or a Redis queue and a result can come back the same way.
 */
import type { GameRecord } from '../engine/record.js';

/** One game of an arena: which bots sit where, under which config, with which seeds. */
export interface ArenaJob {
  /** Position in the plan (0-based); results are reported in this order. */
  readonly index: number;
  /** Game id (registry key). */
  readonly game: string;
  /** Bot name per seat, seat 0 first (already rotated). */
  readonly bots: readonly string[];
  /** Index into the arena's config list (`ArenaPlan.configs`). */
  readonly configIndex: number;
  /** Raw config given to the module's `parseConfig`. */
  readonly config: Readonly<Record<string, unknown>>;
  /** Game seed: all of the game's randomness. */
  readonly seed: string;
  /** Seed of the bots' generator. */
  readonly botSeed: string;
  /** Return the game's record with the result (`--records`). */
  readonly record: boolean;
}

/** A batch of jobs sent to one worker in one message (amortises messaging cost). */
export interface ArenaTask {
  readonly jobs: readonly ArenaJob[];
}

/** What one finished game contributes to the statistics. Deterministic: no clock readings. */
export interface GameResult {
  readonly index: number;
  readonly bots: readonly string[];
  readonly configIndex: number;
  readonly seed: string;
  /** Final scores (VP) per seat. */
  readonly scores: readonly number[];
  /** Ranks per seat, 1 = best, ties share. */
  readonly ranks: readonly number[];
  readonly winners: readonly number[];
  /** Player turns (the module's `turns`, else actions). */
  readonly turns: number;
  /** Applied actions. */
  readonly actions: number;
  /** The seat that took the first turn, or null when the game has no turn order (real-time). */
  readonly firstSeat: number | null;
  /** Cooperative games: the team result. */
  readonly team?: { readonly score: number; readonly win: boolean };
  /** The game's own statistics (its extractor's output, src/lab/extract). */
  readonly stats: unknown;
  /** The record, when the job asked for it. */
  readonly record?: GameRecord;
}

/** A failed game: the arena reports it and stops (an engine or bot bug, never bad input). */
export interface GameFailure {
  readonly index: number;
  readonly code: string;
  readonly message: string;
}

/** The outcome of a task: results in job order, or the first failure. */
export type TaskResult =
  { readonly ok: true; readonly results: readonly GameResult[] } | { readonly ok: false; readonly failure: GameFailure };
