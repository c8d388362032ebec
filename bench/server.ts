/**
 * `npm run bench:server [-- options]`: the server under load, measured from outside its process.
 *
 * The server is the compiled production build (`node dist/node/cli/main.js serve`, built first), in
 * its own process group, on a fresh SQLite file or, with `BENCH_DATABASE_URL=postgres://…`, a fresh
 * PostgreSQL schema (dropped afterwards). The players are WebSocket clients in `--workers` separate
 * load-client processes (bench/load/client.ts, forked; never the server's process), 4 human seats per
 * table, each table created and joined over HTTP. Latency is "action sent → the last of the table's 4
 * seats has seen its seq" (ms, measured inside the client process that holds all 4 seats).
 *
 * Two modes, both printing one JSON object on stdout (progress on stderr; `--json` is accepted for
 * clarity, stdout is always JSON):
 * - closed loop (default): `--tables 100,1000 --seconds 10`: every seat answers each state that lets
 *   it act at once (zero think time), so actions/s is the server's saturation throughput and the
 *   latencies are queue lengths.
 * - `--open-loop`: real-time tables at their own pace: each seat acts a human-like `--think 1000,3000`
 *   ms (uniform) after its turn arrives. N steps up through `--steps 250,500,1000,1250,1500,2000,…`
 *   (tables are added to the running ones; `--warmup 8` s, then `--open-seconds 20` s measured) and
 *   stops at the first step whose p99 ≥ 50 ms or that has errors. Then the closed loop runs on a fresh
 *   server (`--tables`, default 200) for the saturation figure. The JSON ends with
 *   `"maxTablesAtP99Under50ms": N` and `"saturationActionsPerSec": X`.
 *
 * Each step reports server CPU (utime + stime of the server process from /proc/<pid>/stat, % of one
 * core), the load clients' CPU and their own event-loop delay (so a saturated load generator is
 * visible), errors (every error answer but STALE_SEQ, socket drops, failed table set-ups) and
 * STALE_SEQ answers separately (two seats of a table acting at the same seq in a simultaneous phase).
 * `BENCH_CPU_PROF=DIR` runs the server with `node --cpu-prof` and writes its profile to DIR
 * (summarise it with `npx tsx bench/profile.ts DIR/*.cpuprofile`); `BENCH_SERVER_NODE_ARGS="--flag …"`
 * replaces the Node flags of the server process alone (default: those of `npm start`; for an A/B of a V8 setting).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  ROOT,
  closedLoop,
  log,
  openLoop,
  parseArgs,
  round,
  sleep,
  startBenchServer,
  type BenchServer,
  type BenchTarget,
} from './load/runner.js';

/** The Node flags `npm start` and the Docker image run the server with (package.json, Dockerfile). */
const SERVE_NODE_ARGS = '--enable-source-maps --max-semi-space-size=32';

async function startServer(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'rh-bench-'));
  const pgBase = process.env.BENCH_DATABASE_URL;
  const pgSchema = `rh_bench_${process.pid}_${Date.now() % 1e6}`;
  let databaseUrl = join(dir, 'bench.db');
  if (pgBase) {
    const u = new URL(pgBase);
    u.searchParams.set('schema', pgSchema);
    databaseUrl = u.toString();
  }
  const prof = process.env.BENCH_CPU_PROF;
  // Node flags of the server process only (not the load clients): those `npm start` runs with, unless
  // BENCH_SERVER_NODE_ARGS says otherwise (an A/B of a V8 setting; empty for none).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? SERVE_NODE_ARGS).split(/\s+/).filter(Boolean);
  return startBenchServer({
    databaseUrl,
    nodeArgs: [...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []), ...extra],
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
      if (pgBase) {
        const client = new pg.Client({ connectionString: pgBase });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
    },
  });
}

/** One fresh server as a bench target. */
async function single(): Promise<BenchTarget> {
  const server = await startServer();
  return { servers: [server], stop: () => server.stop() };
}

const args = parseArgs(process.argv.slice(2));
log('bench:server: building the server (dist/node) …');
execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
const head = {
  bench: 'server',
  mode: args.openLoop ? 'open-loop' : 'closed-loop',
  node: process.version,
  date: new Date().toISOString(),
  game: args.game,
  db: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
  cpus: cpus().length,
  workers: args.workers,
  /** The 1-minute load average before the run: above `cpus`, other processes share the cores. */
  loadAverageAtStart: round(loadavg()[0]!),
};
let out: Record<string, unknown>;
if (args.openLoop) {
  const open = await openLoop(args, single);
  await sleep(1_000);
  const closed = await closedLoop(args, single);
  out = {
    ...head,
    thinkMs: args.think,
    openLoop: open.steps,
    closedLoop: closed,
    loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
    maxTablesAtP99Under50ms: open.best,
    saturationActionsPerSec: Math.max(...closed.map((r) => r.actionsPerSecond)),
  };
} else {
  const results = await closedLoop(args, single);
  out = { ...head, loadAverage: loadavg().map((x) => Math.round(x * 10) / 10), results };
}
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
