/**
 * `npm run bench:server [-- --tables 100,1000 --seconds 10 --game ticket-to-ride]`: starts
 * `roundhouse serve` as a child process on a fresh SQLite file (or, with `BENCH_DATABASE_URL=postgres://…`,
 * a fresh PostgreSQL schema that is dropped afterwards), opens N
 * concurrent 4-seat tables whose seats are all random bots playing as WebSocket clients over loopback
 * (every seat joins over HTTP, says hello, and answers each `state` that has legal actions at once),
 * and measures for a fixed wall time:
 * - actions/s: acknowledged (stored) actions per second over all tables;
 * - latency: from the moment a client sends an action to the moment all 4 clients of that table have
 *   received the `state`/`delta` carrying it (p50/p99/max, ms). Send time stands in for arrival time:
 *   loopback adds well under a millisecond.
 * - bytes per server message and per action, messages per action, and the server process's CPU time
 *   per action (ms, from /proc/PID/stat) and in % of one core.
 * A table whose game ends is replaced by a fresh one. Prints one JSON object.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';

interface Args {
  tables: number[];
  seconds: number;
  game: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { tables: [100, 1000], seconds: 10, game: 'ticket-to-ride' };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (!v) continue;
    if (argv[i] === '--tables') args.tables = v.split(',').map(Number);
    else if (argv[i] === '--seconds') args.seconds = Number(v);
    else if (argv[i] === '--game') args.game = v;
    else continue;
    i++;
  }
  return args;
}

/** `url` with `?schema=NAME` (the server puts its tables there). */
function withSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('schema', schema);
  return u.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A JSON response body, loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** POSTs JSON and returns the JSON answer; throws on a non-2xx status. */
async function post(base: string, path: string, body: unknown): Promise<Json> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Shared measurement state of one run. */
class Stats {
  actions = 0;
  /** Server → client messages and their bytes (UTF-8 text) while measuring. */
  messages = 0;
  bytes = 0;
  byType = new Map<string, number>();
  games = 0;
  errors = new Map<string, number>();
  latencies: number[] = [];
  measuring = false;
}

/** Per table: pending latency entries by seq. */
interface Pending {
  sent?: number;
  received: number;
  last: number;
}

/** One table with its four bot clients. */
class BenchTable {
  private sockets: WebSocket[] = [];
  private pending = new Map<number, Pending>();
  private sentAt = new Map<string, number>();
  private lastSent: number[] = [-1, -1, -1, -1];
  private counter = 0;
  private finished = false;
  /** Until `go()`, states that need an action wait here (so setup is not slowed by play). */
  private held: ({ ws: WebSocket; tableId: string; seat: number; text: string } | undefined)[] = [];
  private started = false;

  constructor(
    private readonly base: string,
    private readonly wsUrl: string,
    private readonly game: string,
    private readonly stats: Stats,
    private readonly onFinish: (t: BenchTable) => void,
  ) {}

  async open(): Promise<void> {
    const created = await post(this.base, '/api/tables', {
      game: this.game,
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
      host: { name: 'b0' },
    });
    const id = created.table.id as string;
    const tokens = [created.host.token as string];
    for (let s = 1; s < 4; s++) tokens.push((await post(this.base, `/api/tables/${id}/join`, { name: `b${s}` })).token as string);
    await Promise.all(tokens.map((token, seat) => this.connect(id, token, seat)));
  }

  /** Starts playing. */
  go(): void {
    this.started = true;
    for (const h of this.held) if (h) this.act(h.ws, h.tableId, h.seat, JSON.parse(h.text));
    this.held = [];
  }

  close(): void {
    for (const ws of this.sockets) ws.terminate();
  }

  private connect(tableId: string, token: string, seat: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.wsUrl, { perMessageDeflate: false });
      this.sockets.push(ws);
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'hello', protocol: 2, tableId, token }));
        resolve();
      });
      ws.on('error', reject);
      ws.on('message', (data) => this.onMessage(ws, tableId, seat, String(data)));
    });
  }

  private onMessage(ws: WebSocket, tableId: string, seat: number, text: string): void {
    const now = performance.now();
    if (this.stats.measuring) {
      this.stats.messages++;
      this.stats.bytes += Buffer.byteLength(text);
      const type = /^\{"type":"(\w+)"/.exec(text)?.[1] ?? '?';
      this.stats.byType.set(type, (this.stats.byType.get(type) ?? 0) + 1);
    }
    // Protocol 2: a full `state`, then a `delta` per change (`legal` only when this seat may act).
    if (text.startsWith('{"type":"state"') || text.startsWith('{"type":"delta"')) {
      const seq = Number(/"seq":(\d+)/.exec(text)![1]);
      if (seq > 0) {
        const p = this.pending.get(seq) ?? { received: 0, last: 0 };
        p.received++;
        p.last = now;
        this.pending.set(seq, p);
        this.complete(seq, p);
      }
      if (text.includes('"outcome":null')) {
        if (text.includes('"legal":[{')) {
          if (this.started) this.act(ws, tableId, seat, JSON.parse(text));
          else this.held[seat] = { ws, tableId, seat, text };
        }
      } else if (!this.finished && seat === 0) {
        this.finished = true;
        this.stats.games++;
        this.onFinish(this);
      }
      return;
    }
    const m = JSON.parse(text) as { type: string; id?: string; seq?: number; code?: string };
    if (m.type === 'ack') {
      if (this.stats.measuring) this.stats.actions++;
      const p = this.pending.get(m.seq!) ?? { received: 0, last: 0 };
      p.sent = this.sentAt.get(m.id!);
      this.sentAt.delete(m.id!);
      this.pending.set(m.seq!, p);
      this.complete(m.seq!, p);
    } else if (m.type === 'error') {
      if (m.id) this.sentAt.delete(m.id);
      if (m.code !== 'STALE_SEQ') this.stats.errors.set(m.code!, (this.stats.errors.get(m.code!) ?? 0) + 1);
    }
  }

  private complete(seq: number, p: Pending): void {
    if (p.received >= 4 && p.sent !== undefined) {
      if (this.stats.measuring) this.stats.latencies.push(p.last - p.sent);
      this.pending.delete(seq);
    }
  }

  private act(ws: WebSocket, tableId: string, seat: number, state: { seq: number; legal: unknown[] }): void {
    if (state.seq <= this.lastSent[seat]!) return;
    this.lastSent[seat] = state.seq;
    const action = state.legal[Math.floor(Math.random() * state.legal.length)];
    const id = `${seat}-${++this.counter}`;
    this.sentAt.set(id, performance.now());
    ws.send(JSON.stringify({ type: 'action', tableId, seq: state.seq, action, id }));
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time (user + system, ms) used so far by process `pid` (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

async function runOnce(base: string, wsUrl: string, game: string, n: number, seconds: number, serverPid: number) {
  const stats = new Stats();
  const live = new Set<BenchTable>();
  let stopping = false;
  const replace = (t: BenchTable) => {
    live.delete(t);
    t.close();
    if (stopping) return;
    const fresh = new BenchTable(base, wsUrl, game, stats, replace);
    live.add(fresh);
    fresh
      .open()
      .then(() => fresh.go())
      .catch((e) => process.stderr.write(`table open failed: ${(e as Error).message}\n`));
  };
  const setupStart = performance.now();
  const tables: BenchTable[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from({ length: Math.min(50, n - i) }, () => new BenchTable(base, wsUrl, game, stats, replace));
    await Promise.all(batch.map((t) => t.open()));
    for (const t of batch) {
      live.add(t);
      tables.push(t);
    }
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  for (const t of tables) t.go();
  // Warm-up, then measure.
  await new Promise((r) => setTimeout(r, 2_000));
  stats.measuring = true;
  const t0 = performance.now();
  const cpu0 = cpuMs(serverPid);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stats.measuring = false;
  const serverCpu = cpuMs(serverPid) - cpu0;
  const elapsed = (performance.now() - t0) / 1000;
  stopping = true;
  for (const t of live) t.close();
  const sorted = stats.latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    tables: n,
    connections: n * 4,
    setupSeconds: round(setupSeconds),
    seconds: round(elapsed),
    actions: stats.actions,
    actionsPerSecond: round(stats.actions / elapsed),
    gamesFinished: stats.games,
    messagesPerAction: round(stats.messages / Math.max(1, stats.actions)),
    messagesByType: Object.fromEntries(stats.byType),
    bytesPerMessage: round(stats.bytes / Math.max(1, stats.messages)),
    bytesPerAction: round(stats.bytes / Math.max(1, stats.actions)),
    serverCpuMsPerAction: round((serverCpu / Math.max(1, stats.actions)) * 1000) / 1000,
    serverCpuPercent: round((serverCpu / (elapsed * 1000)) * 100),
    latencyMs: {
      samples: sorted.length,
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? NaN),
    },
    errors: Object.fromEntries(stats.errors),
  };
}

const args = parseArgs(process.argv.slice(2));
const root = new URL('../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'rh-bench-'));
// PostgreSQL: a fresh random schema, dropped at the end.
const pgBase = process.env.BENCH_DATABASE_URL;
const pgSchema = `rh_bench_${process.pid}_${Date.now() % 1e6}`;
const databaseUrl = pgBase ? withSchema(pgBase, pgSchema) : join(dir, 'bench.db');
const port = await freePort();
const child = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    '--import',
    'tsx',
    join(root, 'src/cli/main.ts'),
    'serve',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ],
  {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    // The server's logs go to our stderr so stdout stays one JSON object.
    stdio: ['ignore', 2, 2],
  },
);
const base = `http://127.0.0.1:${port}`;
let exited = false;
child.on('exit', () => (exited = true));
for (let i = 0; ; i++) {
  if (exited) throw new Error('the server exited during start-up (see its output above)');
  try {
    if ((await fetch(base + '/api/health')).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const results = [];
try {
  for (const n of args.tables) {
    process.stderr.write(`bench:server ${n} tables × 4 seats, ${args.seconds}s …\n`);
    const r = await runOnce(base, `ws://127.0.0.1:${port}/ws`, args.game, n, args.seconds, child.pid!);
    process.stderr.write(
      `  ${r.actionsPerSecond} actions/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ` +
        `${r.bytesPerMessage} B/message, ${r.serverCpuMsPerAction} ms server CPU/action\n`,
    );
    results.push(r);
    await new Promise((r) => setTimeout(r, 1_000));
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  rmSync(dir, { recursive: true, force: true });
  if (pgBase) {
    const client = new pg.Client({ connectionString: pgBase });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await client.end();
  }
}
process.stdout.write(
  JSON.stringify(
    {
      bench: 'server',
      node: process.version,
      date: new Date().toISOString(),
      game: args.game,
      db: process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite',
      cpus: cpus().length,
      loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
      results,
    },
    null,
    2,
  ) + '\n',
);
