/**
 * The executor seam: runs arena tasks somewhere (this thread, a worker-thread pool, a BullMQ queue)
 * and reports each finished task's results. Executors may finish tasks in any order; the arena sorts
 * by game index, so every executor gives the same report.
 */
import { RoundhouseError } from '../../engine/result.js';
import type { ArenaTask, GameResult, TaskResult } from '../types.js';

/** Runs tasks. `run` resolves when every task is done or `signal` aborted (finished results kept). */
export interface Executor {
  /**
   * Runs `tasks`, calling `onResults` once per finished task. Rejects with RoundhouseError
   * ('GAME_FAILED' or the engine's code) on the first failed game; aborting is not an error.
   */
  run(tasks: readonly ArenaTask[], onResults: (results: readonly GameResult[]) => void, signal: AbortSignal): Promise<void>;
  /** Releases threads and connections. */
  close(): Promise<void>;
}

/** The results of a task, or throws its failure as a RoundhouseError. */
export function unwrap(result: TaskResult): readonly GameResult[] {
  if (!result.ok) throw new RoundhouseError(result.failure.code, result.failure.message);
  return result.results;
}

/** Splits jobs into tasks of at most `size` jobs, in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) out.push(items.slice(i, i + Math.max(1, size)));
  return out;
}
