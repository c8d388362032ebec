/**
 * The server's worker-thread pool for searching bots (issue 21 item 4): a `hard` bot's move runs in a
 * piscina worker (bot-worker.ts), so a 300 ms search never blocks the thread that serves people; the
 * table's clocks keep counting meanwhile. One pool per process, created on first use; `closeBotPool`
 * ends its threads (the app's `close()` calls it).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BotOptions } from '../../engine/contract.js';

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

/** Bot names whose moves run in the pool (the searching level). */
export const POOLED_BOTS: ReadonlySet<string> = new Set(['hard']);

let pool: Piscina | null = null;

/** The worker runs the TypeScript sources: give it tsx's loader unless this process already has it (`tsx … serve`). */
function workerExecArgv(): string[] {
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  return hasTsx ? [...process.execArgv] : [...process.execArgv, '--import', 'tsx'];
}

/** Runs `task` in a worker thread; resolves with the chosen action (null = wait). Rejects if the bot throws. */
export function runInBotPool(task: BotTask): Promise<unknown> {
  pool ??= new Piscina({
    filename: new URL('./bot-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 10_000,
    execArgv: workerExecArgv(),
  });
  return (pool.run(task) as Promise<unknown>).then((action) => {
    completed++;
    return action;
  });
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
  if (p) await p.destroy();
}
