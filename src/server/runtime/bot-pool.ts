/**
 * The server's worker-thread pool for searching bots (issue 21 item 4): a `hard` bot's move runs in a
 * piscina worker (bot-worker.ts), so a 300 ms search never blocks the thread that serves people; the
 * table's clocks keep counting meanwhile. One pool per process, created on first use; `closeBotPool`
 * ends its threads (the app's `close()` calls it).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BotOptions } from '../../engine/contract.js';
import { workerScript } from '../../platform/worker-script.js';

/** One bot decision, as plain JSON sent to a worker. */
export interface BotTask {
  readonly game: string;
  readonly bot: string;
  readonly seat: number;
  readonly state: unknown;
  readonly legal: readonly unknown[];
  /** Seed of the bot's generator for this decision. */
  readonly seed: string;
  /** Game time (ms) for real-time games, else 0. */
  readonly now: number;
  readonly options?: BotOptions;
}

/** Bot names whose moves run in the pool (the searching level, and Rail Pass's look-ahead `planner`). */
export const POOLED_BOTS: ReadonlySet<string> = new Set(['hard', 'planner']);

let pool: Promise<Piscina> | null = null;

/** The pool, started on first use from bot-worker.ts (bundled under tsx) or dist/node/server/bot-worker.js. */
async function openPool(): Promise<Piscina> {
  const script = await workerScript({
    source: new URL('./bot-worker.ts', import.meta.url),
    compiled: 'server/bot-worker.js',
    from: import.meta.url,
  });
  return new Piscina({ ...script, minThreads: 0, maxThreads: Math.max(1, availableParallelism() - 1), idleTimeout: 10_000 });
}

/** Runs `task` in a worker thread; resolves with the chosen action (null = wait). Rejects if the bot throws. */
export async function runInBotPool(task: BotTask): Promise<unknown> {
  pool ??= openPool();
  const action: unknown = await (await pool).run(task);
  completed++;
  return action;
}

let completed = 0;

/** Decisions the pool has completed in this process (for tests and logs). */
export function botPoolCompleted(): number {
  return completed;
}

/** Ends the pool's threads (no-op if none was started). */
export async function closeBotPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await (await p).destroy();
}
