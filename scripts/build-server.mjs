#!/usr/bin/env node
/**
 * `npm run build:server`: compiles the CLI and the server (src/cli/main.ts and everything it imports:
 * src/server, src/engine, src/games, src/bots, src/protocol, src/lab) and the arena's worker-thread entry to plain ES modules under dist/node with
 * esbuild, so production runs `node dist/node/cli/main.js` without tsx. npm packages stay external
 * (resolved from node_modules at run time); JSON data files are inlined; source maps point back to src/.
 * `serve` is a separate chunk, so `roundhouse simulate` never loads Fastify.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Output directory of the compiled CLI and server. */
const outdir = join(root, 'dist/node');

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  // Worker-thread entries (src/platform/worker-script.ts finds them): the arena's (src/lab/run/pool.ts),
  // the server's bot pool (src/server/runtime/bot-pool.ts) and its SQLite writer (src/server/storage/sqlite-writer.ts).
  entryPoints: {
    'cli/main': 'src/cli/main.ts',
    'cli/pool-worker': 'src/lab/run/pool-worker.ts',
    'server/bot-worker': 'src/server/runtime/bot-worker.ts',
    'server/sqlite-writer-worker': 'src/server/storage/sqlite-writer-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
// The arena report's drawing script is read as text at run time (src/lab/report/html.ts), not imported.
mkdirSync(join(outdir, 'lab'), { recursive: true });
copyFileSync(join(root, 'src/lab/report/client.js'), join(outdir, 'lab/report-client.js'));
process.stderr.write(`build:server: dist/node/cli/main.js in ${Math.round(performance.now() - started)} ms\n`);
