/**
 * Runs an arena: plans the games, hands them in tasks to an executor (this thread, worker threads or a
 * BullMQ queue), collects results as they finish and summarises them. An aborted run (Ctrl-C) still
 * summarises every game that finished; `interrupted` says so.
 */
import type { AnyGameModule } from '../engine/contract.js';
import { planArena, type ArenaSpec } from './plan.js';
import { chunk, type Executor } from './run/executor.js';
import { poolExecutor } from './run/pool.js';
import { queueExecutor, type QueueTarget } from './run/queue.js';
import { serialExecutor } from './run/serial.js';
import { summarise, type ArenaReport } from './summary.js';
import type { GameResult } from './types.js';

/** Where and how the games run. */
export interface RunOptions {
  /** Worker threads (1 = this thread). Ignored with `queue`. */
  readonly workers: number;
  /** Run on a BullMQ queue instead of locally. */
  readonly queue?: QueueTarget;
  /** Games per task; default from the executor and the number of games. */
  readonly batch?: number;
  /** Stops the run; finished games are kept. */
  readonly signal?: AbortSignal;
  /** Called for each finished game, in completion order (records, progress). */
  onResult?(result: GameResult, finished: number, planned: number): void;
}

/** Default games per task: enough for cheap messaging, small enough to balance threads and to interrupt. */
export function defaultBatch(games: number, workers: number, queue: boolean): number {
  if (queue) return 4;
  return Math.max(1, Math.min(25, Math.ceil(games / (workers * 8))));
}

/** Plays the arena and returns its report. Throws RoundhouseError on bad options or a failed game. */
export async function runArena(game: AnyGameModule, spec: ArenaSpec, opts: RunOptions): Promise<ArenaReport> {
  const plan = planArena(game, spec);
  const workers = Math.max(1, Math.floor(opts.workers));
  const executor: Executor = opts.queue ? queueExecutor(opts.queue) : workers > 1 ? poolExecutor(workers) : serialExecutor();
  const batch = opts.batch ?? defaultBatch(plan.jobs.length, workers, Boolean(opts.queue));
  const tasks = chunk(plan.jobs, batch).map((jobs) => ({ jobs }));
  const seen = new Map<number, GameResult>();
  const signal = opts.signal ?? new AbortController().signal;
  const started = performance.now();
  try {
    await executor.run(
      tasks,
      (results) => {
        for (const r of results) {
          if (seen.has(r.index)) continue;
          seen.set(r.index, r);
          opts.onResult?.(r, seen.size, plan.jobs.length);
        }
      },
      signal,
    );
  } finally {
    await executor.close();
  }
  const elapsedMs = performance.now() - started;
  return summarise(game, plan, [...seen.values()], {
    executor: opts.queue ? 'queue' : workers > 1 ? 'threads' : 'serial',
    workers: opts.queue ? 0 : workers,
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: Math.round((seen.size / Math.max(elapsedMs / 1000, 1e-9)) * 100) / 100,
  });
}
