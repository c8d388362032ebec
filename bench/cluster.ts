/**
 * `npm run bench:cluster [-- --json] [options]`: the open-loop load test of bench:server against one
 * cluster node and against two (docs/scaling.md), on PostgreSQL (`BENCH_DATABASE_URL`, else
 * `TEST_DATABASE_URL`; a fresh schema per run, dropped afterwards) and a private `redis-server` on a
 * free port (or `BENCH_REDIS_URL` with a unique key prefix when redis-server is not installed).
 *
 * Each node is the compiled server (`dist/node/cli/main.js serve`, built first) in its own process
 * group, in cluster mode (REDIS_URL). The load clients spread the tables like a round-robin load
 * balancer: table k is created on node k mod n and its seat s plays through node (k + s) mod n, so
 * with two nodes most seats are on a node that does not own their table (their actions are forwarded,
 * the owner's updates relayed). Short by default (about a minute on this box): open loop over
 * `--steps 25,50,100,200,400,800` tables (warm-up 3 s, 6 s measured per step, stop at p99 ≥ 50 ms), then a
 * closed loop over `--tables 200` for 6 s for the saturation figure; every bench:server option works.
 *
 * Prints one JSON object on stdout: `{ "oneNode": {...}, "twoNodes": {...}, "speedup": {...} }`, each
 * node count with `maxTablesAtP99Under50ms` and `saturationActionsPerSec` (and every step's row).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  ROOT,
  cleanups,
  closedLoop,
  freePort,
  log,
  openLoop,
  parseArgs,
  round,
  signalGroup,
  sleep,
  startBenchServer,
  type BenchServer,
  type BenchTarget,
} from './load/runner.js';

const DEFAULTS = [
  '--steps',
  '25,50,100,200,400,800',
  '--warmup',
  '3',
  '--open-seconds',
  '6',
  '--tables',
  '200',
  '--seconds',
  '6',
  '--workers',
  '2',
];

const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!pgBase) {
  log('bench:cluster needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

/** Redis for the run: a private redis-server, else BENCH_REDIS_URL. */
async function startRedis(): Promise<string> {
  const bin = spawnSync('which', ['redis-server']).stdout?.toString().trim();
  if (!bin) {
    const url = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
    if (!url) throw new Error('bench:cluster needs redis-server on the PATH, or BENCH_REDIS_URL');
    return url;
  }
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  cleanups.add(() => signalGroup(child, 'SIGKILL'));
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; ; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error('redis-server did not start');
    await sleep(50);
  }
  probe.disconnect();
  return `redis://127.0.0.1:${port}`;
}

/** One cluster node (compiled server, own process group); resolves once /api/health answers. */
function startNode(databaseUrl: string, env: Record<string, string>): Promise<BenchServer> {
  return startBenchServer({ databaseUrl, env, name: 'a node' });
}

/** `n` nodes on a fresh schema and key prefix; stop() stops them and drops the schema. */
function clusterOf(n: number, redisUrl: string): () => Promise<BenchTarget> {
  return async () => {
    const tag = randomBytes(4).toString('hex');
    const schema = `rh_bench_cluster_${tag}`;
    const u = new URL(pgBase!);
    u.searchParams.set('schema', schema);
    const env = (i: number) => ({ REDIS_URL: redisUrl, ROUNDHOUSE_NODE_ID: `bench-${i}`, ROUNDHOUSE_REDIS_PREFIX: `rh-bench-${tag}:` });
    // The first node migrates the schema; the others start together after it.
    const first = await startNode(u.toString(), env(0));
    const servers = [first, ...(await Promise.all(Array.from({ length: n - 1 }, (_, i) => startNode(u.toString(), env(i + 1)))))];
    return {
      servers,
      async stop() {
        await Promise.all(servers.map((s) => s.stop()));
        const client = new pg.Client({ connectionString: pgBase });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    };
  };
}

const args = parseArgs([...DEFAULTS, ...process.argv.slice(2)]);
log('bench:cluster: building the server (dist/node) …');
execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: ['ignore', 2, 2] });
const redisUrl = await startRedis();
const loadAverageAtStart = round(loadavg()[0]!);

async function run(n: number) {
  log(`bench:cluster: ${n} node${n > 1 ? 's' : ''}`);
  const open = await openLoop(args, clusterOf(n, redisUrl));
  await sleep(1_000);
  const closed = await closedLoop(args, clusterOf(n, redisUrl));
  return {
    nodes: n,
    maxTablesAtP99Under50ms: open.best,
    saturationActionsPerSec: Math.max(...closed.map((r) => r.actionsPerSecond)),
    openLoop: open.steps,
    closedLoop: closed,
  };
}

const oneNode = await run(1);
await sleep(1_000);
const twoNodes = await run(2);
const ratio = (a: number, b: number) => (b > 0 ? round(a / b) : null);
const out = {
  bench: 'cluster',
  node: process.version,
  date: new Date().toISOString(),
  game: args.game,
  db: 'postgres',
  cpus: cpus().length,
  workers: args.workers,
  thinkMs: args.think,
  /** The 1-minute load average before the run: above `cpus`, other processes share the cores. */
  loadAverageAtStart,
  loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
  oneNode,
  twoNodes,
  speedup: {
    tablesAtP99Under50ms: ratio(twoNodes.maxTablesAtP99Under50ms, oneNode.maxTablesAtP99Under50ms),
    saturationActionsPerSec: ratio(twoNodes.saturationActionsPerSec, oneNode.saturationActionsPerSec),
  },
};
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
process.exit(0);
