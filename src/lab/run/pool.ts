/**
 * The worker-thread executor (`--workers N`, piscina): N threads each play whole tasks; the main
 * thread only collects results. Aborting cancels queued tasks and stops running ones (their games are
 * not reported, so the report holds only finished games).
 *
 * The threads start from pool-worker.ts, bundled without tsx or compiled (src/platform/worker-script.ts).
 */
import { setMaxListeners } from 'node:events';
import { Piscina } from 'piscina';
import { workerScript } from '../../platform/worker-script.js';
import type { ArenaTask, TaskResult } from '../types.js';
import { unwrap, type Executor } from './executor.js';

/** An executor over `threads` worker threads (≥ 1). The threads start on the first `run`. */
export function poolExecutor(threads: number): Executor {
  let pool: Piscina<ArenaTask, TaskResult> | null = null;
  const open = async (): Promise<Piscina<ArenaTask, TaskResult>> => {
    const script = await workerScript({
      source: new URL('./pool-worker.ts', import.meta.url),
      compiled: 'cli/pool-worker.js',
      from: import.meta.url,
    });
    pool = new Piscina<ArenaTask, TaskResult>({ ...script, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
    return pool;
  };
  return {
    async run(tasks, onResults, signal) {
      const workers = pool ?? (await open());
      let failure: unknown = null;
      // One failed game stops the rest: the inner signal aborts on Ctrl-C or on the first failure.
      const inner = new AbortController();
      setMaxListeners(0, inner.signal); // piscina listens once per queued task
      const stop = (): void => inner.abort();
      signal.addEventListener('abort', stop, { once: true });
      await Promise.all(
        tasks.map(async (task) => {
          try {
            const result = await workers.run(task, { signal: inner.signal });
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
      await pool?.destroy();
    },
  };
}
