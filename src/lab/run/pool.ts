/**
 * The worker-thread executor (`--workers N`, piscina): N threads each play whole tasks; the main
 * thread only collects results. Aborting cancels queued tasks and stops running ones (their games are
 * not reported, so the report holds only finished games).
 *
 * Under tsx (the CLI runs from TypeScript sources) each thread would load the tsx loader and
 * transpile every module again: about 1.5 s of CPU per thread, and slower code after. So the worker
 * entry is bundled once per run with esbuild into one plain ES module in the temp folder (named by
 * its content hash) and the threads start without tsx. Compiled JavaScript uses pool-worker.js as is.
 */
import { createHash } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ArenaTask, TaskResult } from '../types.js';
import { unwrap, type Executor } from './executor.js';

/** The worker script and the Node flags its threads start with. */
interface WorkerScript {
  readonly filename: string;
  readonly execArgv?: string[];
}

/** Bundles pool-worker.ts (and everything it imports) into one .mjs file; cached by content hash. */
async function bundledWorker(): Promise<WorkerScript> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./pool-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // Bundled CommonJS dependencies may call require(): give the module one.
    banner: {
      js: "import { createRequire as __lab_createRequire } from 'node:module'; const require = __lab_createRequire(import.meta.url);",
    },
  });
  const code = out.outputFiles[0]!.contents;
  const file = join(tmpdir(), `roundhouse-arena-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) writeFileSync(file, code);
  return { filename: pathToFileURL(file).href, execArgv: [] };
}

/** The worker script for this process: bundled under tsx, pool-worker.js when compiled. */
async function workerScript(): Promise<WorkerScript> {
  if (import.meta.url.endsWith('.ts')) {
    try {
      return await bundledWorker();
    } catch (e) {
      // No usable esbuild: the threads load the TypeScript entry through tsx (slower start, same results).
      process.emitWarning(`arena: worker bundle failed (${(e as Error).message}); threads will load tsx`);
      return { filename: new URL('./pool-worker.ts', import.meta.url).href };
    }
  }
  // Compiled (scripts/build-server.mjs): dist/node/cli/pool-worker.js is its own entry; this module sits
  // in dist/node/cli/main.js or in a chunk under dist/node/chunks/.
  for (const rel of ['./pool-worker.js', '../cli/pool-worker.js']) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(fileURLToPath(url))) return { filename: url.href };
  }
  throw new Error('arena: the compiled worker dist/node/cli/pool-worker.js is missing (npm run build:server)');
}

/** An executor over `threads` worker threads (≥ 1). The threads start on the first `run`. */
export function poolExecutor(threads: number): Executor {
  let pool: Piscina<ArenaTask, TaskResult> | null = null;
  const open = async (): Promise<Piscina<ArenaTask, TaskResult>> => {
    const script = await workerScript();
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
