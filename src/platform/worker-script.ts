/**
 * Where a worker thread's entry module is, for piscina pools (the arena's src/lab/run/pool.ts and the
 * server's bot pool src/server/runtime/bot-pool.ts), whether this process runs the TypeScript sources
 * under tsx or the compiled JavaScript of scripts/build-server.mjs.
 *
 * - Under tsx a thread would load the tsx loader and transpile every module again (about 1.5 s of CPU
 *   per thread, and slower code after), so the entry is bundled once with esbuild into one plain ES
 *   module in the temp folder, named by its content hash, and the threads start without tsx. If esbuild
 *   cannot bundle it, the threads load the TypeScript entry through tsx (slower start, same results).
 * - Compiled, the entry is its own file under dist/node (build-server.mjs lists it), found from this
 *   module's own place: dist/node/<dir>/ or a shared chunk in dist/node/chunks/.
 */
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';

/** A worker entry and the Node flags its threads start with (piscina's `filename` and `execArgv`). */
export interface WorkerScript {
  readonly filename: string;
  readonly execArgv?: string[];
}

/** Where one worker entry lives in the sources and in dist/node. */
export interface WorkerEntry {
  /** The TypeScript entry, e.g. `new URL('./bot-worker.ts', import.meta.url)` from the pool's module. */
  readonly source: URL;
  /** The compiled entry relative to dist/node, e.g. `server/bot-worker.js` (an entry of build-server.mjs). */
  readonly compiled: string;
  /** `import.meta.url` of the module asking: tells sources (`.ts`) from compiled code. */
  readonly from: string;
}

/** The compiled dist/node folder of the module at `from` (it sits in dist/node/<dir>/ or dist/node/chunks/). */
function distRoot(from: string): URL {
  return new URL('../', from);
}

/** Bundles `source` (and everything it imports) into one .mjs file in the temp folder; cached by content hash. */
async function bundled(source: URL): Promise<WorkerScript> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // Bundled CommonJS dependencies may call require(): give the module one.
    banner: {
      js: "import { createRequire as __rh_createRequire } from 'node:module'; const require = __rh_createRequire(import.meta.url);",
    },
  });
  const code = out.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild produced no output');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `roundhouse-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    // Written under a private name and renamed into place: processes starting pools at the same time
    // (parallel test files, cluster nodes) never import a half-written bundle.
    const part = `${file}.${process.pid}.${threadId}.part`;
    writeFileSync(part, code);
    renameSync(part, file);
  }
  return { filename: pathToFileURL(file).href, execArgv: [] };
}

/**
 * The script a pool's threads start from (see the module comment). Throws if compiled code cannot find
 * its compiled entry (run `npm run build:server`).
 */
export async function workerScript(entry: WorkerEntry): Promise<WorkerScript> {
  if (entry.from.endsWith('.ts')) {
    try {
      return await bundled(entry.source);
    } catch (e) {
      process.emitWarning(`worker bundle of ${entry.source.pathname} failed (${(e as Error).message}); threads will load tsx`);
      const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
      return { filename: entry.source.href, execArgv: hasTsx ? [...process.execArgv] : [...process.execArgv, '--import', 'tsx'] };
    }
  }
  const url = new URL(entry.compiled, distRoot(entry.from));
  if (existsSync(fileURLToPath(url))) return { filename: url.href };
  throw new Error(`the compiled worker dist/node/${entry.compiled} is missing (npm run build:server)`);
}
