/**
 * `npm run bench:floor [-- --tables 200 --seconds 10 --workers 4 --bytes 926]`: the transport floor
 * of the saturation figure of `npm run bench:server` on this machine: the same shape of traffic with
 * no game server at all.
 *
 * A bare `ws` WebSocketServer (the library and settings of src/server/transport/ws.ts: no
 * per-message deflate) in its own process group holds `--tables` tables of 4 sockets. Each incoming
 * action is parsed (JSON) and answered by one text of `--bytes` characters to each of the table's 4
 * sockets: the least any server does per action when every seat gets its update (protocol 2 sends
 * 926 bytes per seat message on average, `npm run bench:fanout`). The players are `--workers`
 * forked load-client processes, closed loop like bench:server's: the seat whose turn the update
 * names acts at once. Prints one JSON object: actions/s, the server's CPU (% of one core, ms per
 * action) and the clients' CPU, so the gap between this floor and bench:server's saturation is the
 * game server's own work, and the floor itself bounds what any design with one socket per seat can
 * reach on these cores.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { cleanups, freePort, log, percentile, processCpuSeconds, round, signalGroup, sleep } from './load/runner.js';

const SEATS = 4;
const SELF = fileURLToPath(import.meta.url);

/** The value after `--name` in argv, if any. */
function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A numeric `--name value` of argv. */
const option = (name: string, fallback: number): number => Number(flag(name) ?? fallback);

/** Rounded to µs when in ms. */
const micros = (ms: number): number => Math.round(ms * 1000) / 1000;

/** Server role: a table's update to all 4 seats per action, nothing else. */
function serve(port: number, bytes: number): void {
  const tables = new Map<string, WebSocket[]>();
  const pad = 'x'.repeat(Math.max(0, bytes - 40));
  const wss = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false, maxPayload: 64 * 1024 });
  wss.on('connection', (ws, req) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const table = url.searchParams.get('t') ?? '';
    const seats = tables.get(table) ?? [];
    tables.set(table, seats);
    seats[Number(url.searchParams.get('s'))] = ws;
    ws.on('message', (data) => {
      const { seq } = JSON.parse(String(data)) as { seq: number };
      const text = `{"t":"delta","seq":${seq + 1},"pad":"${pad}"}`;
      for (const s of seats) s.send(text);
    });
  });
  process.send?.('listening');
}

/** Client role: `tables` tables of 4 sockets, each seat acting at once when the update names it. */
async function play(url: string, first: number, count: number): Promise<void> {
  let actions = 0;
  let measuring = false;
  const latencies: number[] = [];
  const open = (t: number, s: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${url}/?t=${t}&s=${s}`, { perMessageDeflate: false });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
  const tables: { seats: WebSocket[]; sentAt: number; from: number; seen: number }[] = [];
  for (let t = first; t < first + count; t++) {
    const seats = await Promise.all(Array.from({ length: SEATS }, (_, s) => open(t, s)));
    const table = { seats, sentAt: 0, from: 0, seen: 0 };
    seats.forEach((ws, s) =>
      ws.on('message', (data) => {
        const { seq } = JSON.parse(String(data)) as { seq: number };
        // The acting seat may send the next action before the other seats have seen this update.
        if (table.seen === 0) table.from = table.sentAt;
        if (++table.seen === SEATS) {
          table.seen = 0;
          if (measuring) {
            actions++;
            latencies.push(performance.now() - table.from);
          }
        }
        if (seq % SEATS === s) {
          table.sentAt = performance.now();
          ws.send(JSON.stringify({ t: 'act', seq, action: { type: 'drawCard', from: 'deck' } }));
        }
      }),
    );
    tables.push(table);
  }
  let cpu = process.cpuUsage();
  process.on('message', (cmd: string) => {
    if (cmd === 'start') {
      for (const t of tables) {
        t.sentAt = performance.now();
        t.seats[0]!.send(JSON.stringify({ t: 'act', seq: 0 }));
      }
    } else if (cmd === 'measure') {
      measuring = true;
      cpu = process.cpuUsage();
    } else if (cmd === 'report') {
      const d = process.cpuUsage(cpu);
      process.send?.({ actions, latencies, cpuMs: (d.user + d.system) / 1000 }, () => process.exit(0));
    }
  });
  process.send?.('ready');
}

/** Waits for the next IPC message of `p`. */
const next = <T>(p: ChildProcess) => new Promise<T>((r) => p.once('message', (m) => r(m as T)));

async function main(): Promise<void> {
  const tables = option('tables', 200);
  const seconds = option('seconds', 10);
  const workers = option('workers', 4);
  const bytes = option('bytes', 926);
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [...process.execArgv, SELF, '--role', 'server', '--port', String(port), '--bytes', String(bytes)],
    {
      stdio: ['ignore', 2, 2, 'ipc'],
      detached: true,
    },
  );
  cleanups.add(() => signalGroup(server, 'SIGKILL'));
  await next(server);
  const clients = Array.from({ length: workers }, (_, w) => {
    const share = Math.floor(tables / workers) + (w < tables % workers ? 1 : 0);
    const first = w * Math.ceil(tables / workers);
    const p = fork(SELF, ['--role', 'client', '--url', `ws://127.0.0.1:${port}`, '--first', String(first), '--count', String(share)], {
      execArgv: process.execArgv,
      stdio: ['ignore', 2, 2, 'ipc'],
    });
    cleanups.add(() => p.kill('SIGKILL'));
    return p;
  });
  await Promise.all(clients.map((p) => next(p)));
  log(`bench:floor: ${tables} tables × ${SEATS} sockets, ${bytes} bytes per seat update, closed loop ${seconds} s …`);
  for (const p of clients) p.send('start');
  await sleep(2000);
  const cpu0 = processCpuSeconds(server.pid!);
  for (const p of clients) p.send('measure');
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const reports = await Promise.all(
    clients.map((p) => {
      const r = next<{ actions: number; latencies: number[]; cpuMs: number }>(p);
      p.send('report');
      return r;
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const serverCpu = processCpuSeconds(server.pid!) - cpu0;
  signalGroup(server, 'SIGTERM');
  const actions = reports.reduce((n, r) => n + r.actions, 0);
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const clientCpuMs = reports.reduce((n, r) => n + r.cpuMs, 0);
  const result = {
    bench: 'transport-floor',
    node: process.version,
    date: new Date().toISOString(),
    cpus: cpus().length,
    loadAverage: loadavg().map(round),
    tables,
    bytesPerSeatUpdate: bytes,
    seconds: round(wall),
    actionsPerSecond: round(actions / wall),
    latencyMs: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) },
    serverCpu: { percentOfOneCore: round((serverCpu / wall) * 100), msPerAction: micros((serverCpu * 1000) / actions) },
    clientsCpu: { percentOfOneCore: round(clientCpuMs / 10 / wall), msPerAction: micros(clientCpuMs / actions) },
  };
  console.log(JSON.stringify(result, null, 2));
}

const role = flag('role');
if (role === 'server') serve(option('port', 0), option('bytes', 926));
else if (role === 'client') void play(flag('url') ?? '', option('first', 0), option('count', 0));
else {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
