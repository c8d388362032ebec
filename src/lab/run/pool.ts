/**
 * The worker-thread executor (`--workers N`, piscina): N threads each play whole tasks; the main
 * thread only collects results. Aborting cancels queued tasks and stops running ones (their games are
 * not reported, so the report holds only finished games).
 */
import { setMaxListeners } from 'node:events';
import { Piscina } from 'piscina';
import type { ArenaTask, TaskResult } from '../types.js';
import { unwrap, type Executor } from './executor.js';

/** The pool worker's module: the .ts source under tsx, the .js file once compiled. */
const WORKER = new URL(`./pool-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/** An executor over `threads` worker threads (≥ 1). */
export function poolExecutor(threads: number): Executor {
  const pool = new Piscina<ArenaTask, TaskResult>({ filename: WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
  return {
    async run(tasks, onResults, signal) {
      let failure: unknown = null;
      // One failed game stops the rest: the inner signal aborts on Ctrl-C or on the first failure.
      const inner = new AbortController();
      setMaxListeners(0, inner.signal); // piscina listens once per queued task
      const stop = (): void => inner.abort();
      signal.addEventListener('abort', stop, { once: true });
      await Promise.all(
        tasks.map(async (task) => {
          try {
            const result = await pool.run(task, { signal: inner.signal });
            if (!signal.aborted && failure === null) onResults(unwrap(result));
          } catch (e) {
            if (inner.signal.aborted && failure === null) return;
            failure ??= e;
            inner.abort();
          }
        }),
      );
      signal.removeEventListener('abort', stop);
      if (failure !== null) throw failure;
    },
    async close() {
      await pool.destroy();
    },
  };
}
