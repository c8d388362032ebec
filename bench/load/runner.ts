/**
 * The load-test machinery shared by `npm run bench:server` (bench/server.ts) and `npm run
 * bench:cluster` (bench/cluster.ts): options, the forked load-client processes (./client.ts), the
 * measurement window (latency percentiles, server CPU from /proc, /metrics before and after) and the
 * closed- and open-loop procedures, each run against a `BenchTarget` (one server or a cluster's nodes).
 */
import { execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { WorkerCommand, WorkerEvent } from './client.js';

/** The repository root. */
export const ROOT = new URL('../../', import.meta.url).pathname;

export interface Args {
  tables: number[];
  seconds: number;
  game: string;
  openLoop: boolean;
  steps: number[];
  openSeconds: number;
  warmup: number;
  workers: number;
  think: [number, number];
}

const list = (v: string) => v.split(',').map(Number);

export function parseArgs(argv: string[]): Args {
  const openLoop = argv.includes('--open-loop');
  const args: Args = {
    tables: openLoop ? [200] : [100, 1000],
    seconds: 10,
    game: 'ticket-to-ride',
    openLoop,
    steps: [250, 500, 1000, 1250, 1500, 2000, 2500, 3000, 4000],
    openSeconds: 20,
    warmup: 8,
    workers: 4,
    think: [1000, 3000],
  };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    const flag = argv[i];
    if (flag === '--open-loop' || flag === '--json' || !v) continue;
    if (flag === '--tables') args.tables = list(v);
    else if (flag === '--seconds') args.seconds = Number(v);
    else if (flag === '--game') args.game = v;
    else if (flag === '--steps') args.steps = list(v);
    else if (flag === '--open-seconds') args.openSeconds = Number(v);
    else if (flag === '--warmup') args.warmup = Number(v);
    else if (flag === '--workers') args.workers = Number(v);
    else if (flag === '--think') args.think = list(v) as [number, number];
    else throw new Error(`unknown option ${flag}`);
    i++;
  }
  return args;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const round = (x: number) => Math.round(x * 100) / 100;
export const log = (s: string) => process.stderr.write(s + '\n');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Clock ticks per second of /proc/<pid>/stat times. */
const CLK_TCK = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) used so far by process `pid`, from /proc/<pid>/stat. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at field 3; utime = 14, stime = 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}

/** Resident memory of process `pid` (MiB), from /proc/<pid>/status. */
export function processRssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** A running server process (its own process group) on a fresh database. */
export interface BenchServer {
  pid: number;
  base: string;
  ws: string;
  stop(): Promise<void>;
}

/** The servers one measurement runs against (one, or the nodes of a cluster), stopped together. */
export interface BenchTarget {
  servers: BenchServer[];
  stop(): Promise<void>;
}

export function signalGroup(child: ChildProcess, sig: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, sig);
  } catch {
    /* already gone */
  }
}

/** Kill-on-exit hooks: nothing this benchmark starts outlives it. */
export const cleanups = new Set<() => void>();
process.on('exit', () => {
  for (const c of cleanups) c();
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

/** How `startBenchServer` runs one server: its database, extra env and node flags, and its name in errors. */
export interface BenchServerOptions {
  databaseUrl: string;
  /** Extra environment (REDIS_URL and the node id in cluster mode); wins over the inherited one. */
  env?: Record<string, string>;
  /** Flags before the script (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
  /** "server" or "a node", for the start-up errors. */
  name?: string;
  /** Runs after the process exited on `stop()` (drop its database). */
  cleanup?: () => Promise<void>;
}

/**
 * Starts the compiled server (`dist/node/cli/main.js serve`, build it first) on a free port in its own
 * process group, its logs on our stderr (stdout stays one JSON object), with the per-IP abuse limits
 * lifted (the load generator is one IP opening thousands of seats; limits.ts). Resolves once
 * `/api/health` answers 200; rejects if it exits or is not up within 30 s.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const name = options.name ?? 'the server';
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), join(ROOT, 'dist/node/cli/main.js'), 'serve', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: {
        ROUNDHOUSE_HTTP_WRITES_PER_WINDOW: '100000000',
        ROUNDHOUSE_WS_PER_IP: '1000000',
        ROUNDHOUSE_OPEN_TABLES_PER_CREATOR: '1000000',
        ...process.env,
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 2, 2],
      detached: true,
    },
  );
  cleanups.add(() => signalGroup(child, 'SIGKILL'));
  let exited = false;
  const exit = new Promise<void>((r) => child.on('exit', () => r()));
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`${name} exited during start-up (see its output above)`);
    try {
      if ((await fetch(base + '/api/health')).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error(`${name} did not start`);
    await sleep(100);
  }
  return {
    pid: child.pid!,
    base,
    ws: `ws://127.0.0.1:${port}/ws`,
    async stop() {
      signalGroup(child, 'SIGTERM');
      await exit;
      await options.cleanup?.();
    },
  };
}

/** The load-client processes. */
export class LoadClients {
  private readonly procs: ChildProcess[] = [];
  private readonly waiting = new Map<ChildProcess, ((e: WorkerEvent) => void)[]>();
  tables = 0;

  constructor(count: number) {
    for (let i = 0; i < count; i++) {
      const p = fork(join(ROOT, 'bench/load/client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 2, 2, 'ipc'] });
      cleanups.add(() => p.kill('SIGKILL'));
      this.waiting.set(p, []);
      p.on('message', (e: WorkerEvent) => this.waiting.get(p)!.shift()?.(e));
      this.procs.push(p);
    }
  }

  private ask(p: ChildProcess, cmd: WorkerCommand): Promise<WorkerEvent> {
    return new Promise((resolve) => {
      this.waiting.get(p)!.push(resolve);
      p.send(cmd);
    });
  }

  /** Opens tables until there are `total`, spread over the processes; resolves with failures. */
  async grow(servers: BenchServer[], game: string, total: number, think: [number, number]): Promise<{ failed: number; message?: string }> {
    const add = total - this.tables;
    const share = this.procs.map((_, i) => Math.floor(add / this.procs.length) + (i < add % this.procs.length ? 1 : 0));
    const ready = await Promise.all(
      this.procs.map((p, i) =>
        this.ask(p, {
          cmd: 'setup',
          nodes: servers.map((s) => ({ base: s.base, ws: s.ws })),
          game,
          add: share[i]!,
          thinkMs: think,
        }),
      ),
    );
    this.tables = total;
    let failed = 0;
    let message: string | undefined;
    for (const r of ready) {
      if (r.evt !== 'ready') continue;
      failed += r.failed;
      message ??= r.message;
    }
    return { failed, ...(message ? { message } : {}) };
  }

  measure(): void {
    for (const p of this.procs) p.send({ cmd: 'measure' } satisfies WorkerCommand);
  }

  async report() {
    const reports = (await Promise.all(this.procs.map((p) => this.ask(p, { cmd: 'report' })))).filter((r) => r.evt === 'report');
    const errors: Record<string, number> = {};
    for (const r of reports) for (const [k, n] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + n;
    return {
      latencies: reports.flatMap((r) => r.latencies).sort((a, b) => a - b),
      actions: reports.reduce((s, r) => s + r.actions, 0),
      games: reports.reduce((s, r) => s + r.games, 0),
      stale: reports.reduce((s, r) => s + r.stale, 0),
      errors,
      cpuMs: reports.reduce((s, r) => s + r.cpuMs, 0),
      lagP99Ms: Math.max(...reports.map((r) => r.lagP99Ms)),
      lagMaxMs: Math.max(...reports.map((r) => r.lagMaxMs)),
    };
  }

  close(): void {
    for (const p of this.procs) p.send({ cmd: 'close' } satisfies WorkerCommand);
  }
}

/** The server's `/metrics`, as `name{labels}` → value. */
async function scrape(server: BenchServer): Promise<Map<string, number>> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

/** Sum of every sample whose key starts with `prefix` (all label sets). */
function sum(m: Map<string, number>, prefix: string): number {
  let t = 0;
  for (const [k, v] of m) if (k.startsWith(prefix)) t += v;
  return t;
}

/**
 * What the server says about a window, from /metrics before and after (prom-client resets its
 * event-loop histogram at each scrape, so `after` covers the window): its event-loop delay, GC time
 * by kind, and SQL queries (count, total time, how many took over 50 ms).
 */
function serverSide(before: Map<string, number>, after: Map<string, number>) {
  const d = (prefix: string) => sum(after, prefix) - sum(before, prefix);
  const ms = (x: number) => round(x * 1000);
  return {
    eventLoopLagP99Ms: ms(after.get('nodejs_eventloop_lag_p99_seconds') ?? NaN),
    eventLoopLagMaxMs: ms(after.get('nodejs_eventloop_lag_max_seconds') ?? NaN),
    gcMs: Object.fromEntries(['major', 'minor', 'incremental'].map((k) => [k, ms(d(`nodejs_gc_duration_seconds_sum{kind="${k}"`))])),
    dbQueries: d('roundhouse_db_query_duration_seconds_count'),
    dbMs: ms(d('roundhouse_db_query_duration_seconds_sum')),
    dbQueriesOver50ms: d('roundhouse_db_query_duration_seconds_count') - d('roundhouse_db_query_duration_seconds_bucket{le="0.05"'),
  };
}

/**
 * Measures `seconds` of play on `servers` (one server, or the nodes of a cluster) with `clients`;
 * returns one result row. CPU and memory are the servers' sums; `server` is the one server's
 * /metrics summary, or with several, one per node.
 */
export async function window(servers: BenchServer[], clients: LoadClients, seconds: number) {
  const before = await Promise.all(servers.map(scrape));
  const cpu0 = servers.map((s) => processCpuSeconds(s.pid));
  const t0 = performance.now();
  clients.measure();
  await sleep(seconds * 1000);
  const r = await clients.report();
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = servers.reduce((t, s, i) => t + processCpuSeconds(s.pid) - cpu0[i]!, 0);
  const after = await Promise.all(servers.map(scrape));
  const sides = servers.map((_, i) => serverSide(before[i]!, after[i]!));
  return {
    seconds: round(elapsed),
    actions: r.actions,
    actionsPerSecond: round(r.actions / elapsed),
    gamesFinished: r.games,
    latencyMs: {
      samples: r.latencies.length,
      p50: round(percentile(r.latencies, 50)),
      p99: round(percentile(r.latencies, 99)),
      max: round(r.latencies.at(-1) ?? NaN),
    },
    serverCpu: { seconds: round(cpu), percentOfOneCore: round((cpu / elapsed) * 100) },
    serverRssMiB: servers.reduce((t, s) => t + processRssMiB(s.pid), 0),
    server: sides.length === 1 ? sides[0]! : sides,
    clients: {
      cpuPercentOfOneCore: round(r.cpuMs / 10 / elapsed),
      eventLoopLagP99Ms: round(r.lagP99Ms),
      eventLoopLagMaxMs: round(r.lagMaxMs),
    },
    staleSeq: r.stale,
    errors: r.errors,
    /** The machine's 1-minute load average at the end of the window (the box is shared). */
    loadAverage1m: round(loadavg()[0]!),
  };
}

/** Closed loop at each of `args.tables` on a fresh target (`start`). */
export async function closedLoop(args: Args, start: () => Promise<BenchTarget>) {
  const target = await start();
  const results = [];
  try {
    for (const n of args.tables) {
      log(`bench:server closed loop: ${n} tables × 4 seats, ${args.seconds}s …`);
      const clients = new LoadClients(args.workers);
      const t = performance.now();
      const setup = await clients.grow(target.servers, args.game, n, [0, 0]);
      const setupSeconds = round((performance.now() - t) / 1000);
      await sleep(2_000);
      const r = await window(target.servers, clients, args.seconds);
      clients.close();
      if (setup.failed) r.errors.TABLE_SETUP_FAILED = setup.failed;
      log(
        `  ${r.actionsPerSecond} actions/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, server CPU ${r.serverCpu.percentOfOneCore} %`,
      );
      results.push({ tables: n, connections: n * 4, setupSeconds, ...r });
      await sleep(1_000);
    }
  } finally {
    await target.stop();
  }
  return results;
}

/** Open loop on a fresh target (`start`): N steps up until p99 ≥ 50 ms or errors. */
export async function openLoop(args: Args, start: () => Promise<BenchTarget>) {
  const target = await start();
  const clients = new LoadClients(args.workers);
  const steps = [];
  let best = 0;
  try {
    for (const n of args.steps) {
      log(`bench:server open loop: ${n} tables × 4 seats (think ${args.think.join('–')} ms) …`);
      const t = performance.now();
      const setup = await clients.grow(target.servers, args.game, n, args.think);
      const setupSeconds = round((performance.now() - t) / 1000);
      await sleep(args.warmup * 1000);
      const r = await window(target.servers, clients, args.openSeconds);
      if (setup.failed) r.errors.TABLE_SETUP_FAILED = setup.failed;
      const errorCount = Object.values(r.errors).reduce((s, x) => s + x, 0);
      const sides = Array.isArray(r.server) ? r.server : [r.server];
      const pass = r.latencyMs.samples > 0 && r.latencyMs.p99 < 50 && errorCount === 0;
      log(
        `  ${r.actionsPerSecond} actions/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms, server CPU ${r.serverCpu.percentOfOneCore} %, server loop lag max ${Math.max(...sides.map((x) => x.eventLoopLagMaxMs))} ms, DB queries > 50 ms ${sides.reduce((t, x) => t + x.dbQueriesOver50ms, 0)}, errors ${errorCount}${setup.message ? ` (${setup.message})` : ''}`,
      );
      steps.push({ tables: n, players: n * 4, setupSeconds, ...r, pass });
      if (!pass) break;
      best = n;
    }
  } finally {
    clients.close();
    await target.stop();
  }
  return { steps, best };
}
