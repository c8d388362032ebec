/**
 * A load-client worker process of `npm run bench:server` (forked by bench/server.ts; never the
 * server's process). It opens tables over HTTP, each with 4 human seats held by WebSocket clients in
 * this process, and plays them: a seat that may act waits a think time drawn uniformly from
 * `thinkMs` (open loop: 1–3 s, like a person; closed loop: 0, act at once) and sends a random legal
 * action. It measures, per accepted action, the time from sending it to the moment the last of the
 * table's 4 seats has seen its `seq` (ms, `performance.now()`), and counts errors. A finished game is
 * replaced by a fresh table, so the number of tables stays constant.
 *
 * IPC (parent → worker): `setup` (open more tables), `measure` (reset counters, start measuring),
 * `report` (stop measuring, answer with the samples), `close`. Messages on the wire go through
 * ./protocol.ts only.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { decode, encodeAction, encodeHello, type Incoming } from './protocol.js';

/** Parent → worker. */
export type WorkerCommand =
  | {
      cmd: 'setup';
      /** The server, or a cluster's nodes: table k is created on node k mod n, its seat s plays on node (k + s) mod n. */
      nodes: { base: string; ws: string }[];
      game: string;
      add: number;
      thinkMs: [number, number];
    }
  | { cmd: 'measure' }
  | { cmd: 'report' }
  | { cmd: 'close' };

/** Worker → parent. */
export type WorkerEvent =
  | { evt: 'ready'; tables: number; failed: number; message?: string }
  | {
      evt: 'report';
      /** Action sent → last seat saw it (ms), one per accepted action in the window. */
      latencies: number[];
      actions: number;
      games: number;
      errors: Record<string, number>;
      /** `STALE_SEQ` answers (two seats of a table acting at the same seq in a simultaneous phase). */
      stale: number;
      /** This process's CPU time in the window (ms). */
      cpuMs: number;
      /** This process's event-loop delay in the window (ms): how late its own clock reads may be. */
      lagP99Ms: number;
      lagMaxMs: number;
    };

const SEATS = 4;
const send = (e: WorkerEvent) => process.send?.(e);

/** Counters of the current window. */
const stats = {
  measuring: false,
  latencies: [] as number[],
  actions: 0,
  games: 0,
  stale: 0,
  errors: new Map<string, number>(),
};
/** Sampling interval of the event-loop delay monitor (ms); its readings include it. */
const LAG_RESOLUTION_MS = 10;
const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
lag.enable();
let cpuAtMeasure = process.cpuUsage();

function error(code: string): void {
  stats.errors.set(code, (stats.errors.get(code) ?? 0) + 1);
}

/** One seat's client. */
interface Seat {
  ws: WebSocket;
  latest: Extract<Incoming, { kind: 'state' }> | null;
  lastActed: number;
  timer: NodeJS.Timeout | null;
}

/** Posts JSON; throws on a non-2xx answer. */
async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

let counter = 0;
/** Tables opened by this process (picks their nodes). */
let opened = 0;
const live = new Set<LoadTable>();
let closing = false;

/** One table and its 4 seat clients. */
class LoadTable {
  private seats: Seat[] = [];
  private id = '';
  /** Highest seq each seat has seen. */
  private seen: number[] = new Array(SEATS).fill(0);
  private minSeen = 0;
  /** Accepted actions not yet seen by every seat: seq → send time. */
  private pending = new Map<number, number>();
  private sentAt = new Map<string, number>();
  private done = false;

  constructor(
    private readonly cfg: Extract<WorkerCommand, { cmd: 'setup' }>,
    private readonly onOver: (t: LoadTable) => void,
  ) {}

  /** Index of this table's first node in `cfg.nodes`. */
  private readonly node = opened++;

  async open(): Promise<void> {
    const { game, nodes } = this.cfg;
    const base = nodes[this.node % nodes.length]!.base;
    const created = (await post(`${base}/api/tables`, {
      game,
      seats: Array.from({ length: SEATS }, () => ({ kind: 'human' })),
      host: { name: 'load0' },
    })) as { table: { id: string }; host: { token: string } };
    this.id = created.table.id;
    const tokens = [created.host.token];
    for (let s = 1; s < SEATS; s++)
      tokens.push(((await post(`${base}/api/tables/${this.id}/join`, { name: `load${s}` })) as { token: string }).token);
    await Promise.all(tokens.map((token, seat) => this.connect(token, seat)));
  }

  close(): void {
    this.done = true;
    for (const s of this.seats) {
      if (s.timer) clearTimeout(s.timer);
      s.ws.terminate();
    }
  }

  private connect(token: string, seat: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const nodes = this.cfg.nodes;
      const ws = new WebSocket(nodes[(this.node + seat) % nodes.length]!.ws, { perMessageDeflate: false });
      const s: Seat = { ws, latest: null, lastActed: -1, timer: null };
      this.seats[seat] = s;
      ws.on('open', () => {
        ws.send(encodeHello(this.id, token));
        resolve();
      });
      ws.on('error', (e) => {
        if (!this.done && stats.measuring) error('SOCKET_ERROR');
        reject(e);
      });
      ws.on('close', () => {
        if (!this.done && !closing && stats.measuring) error('SOCKET_CLOSED');
      });
      ws.on('message', (data) => this.onMessage(seat, s, String(data)));
    });
  }

  private onMessage(seat: number, s: Seat, text: string): void {
    const now = performance.now();
    const m = decode(text);
    if (m.kind === 'state') {
      s.latest = m;
      this.saw(seat, m.seq, now);
      if (m.over) {
        if (!this.done && seat === 0) {
          this.done = true;
          if (stats.measuring) stats.games++;
          this.onOver(this);
        }
        return;
      }
      if (m.canAct && !s.timer && m.seq > s.lastActed) this.think(s);
    } else if (m.kind === 'ack') {
      const sent = this.sentAt.get(m.id);
      this.sentAt.delete(m.id);
      if (sent === undefined) return;
      if (stats.measuring) stats.actions++;
      if (m.seq > this.minSeen) this.pending.set(m.seq, sent);
    } else if (m.kind === 'error') {
      if (m.id !== null) this.sentAt.delete(m.id);
      if (m.code === 'STALE_SEQ') {
        if (stats.measuring) stats.stale++;
      } else if (stats.measuring) error(m.code);
      // Let the seat decide again on the next state (the server sends one after STALE_SEQ).
      s.lastActed = -1;
      if (s.latest?.canAct && !s.timer) this.think(s);
    }
  }

  /** Seat `seat` has seen `seq` at `now`: actions every seat has now seen are complete. */
  private saw(seat: number, seq: number, now: number): void {
    if (seq <= this.seen[seat]!) return;
    this.seen[seat] = seq;
    const min = Math.min(...this.seen);
    if (min <= this.minSeen) return;
    this.minSeen = min;
    for (const [k, sent] of this.pending) {
      if (k > min) continue;
      if (stats.measuring) stats.latencies.push(now - sent);
      this.pending.delete(k);
    }
  }

  private think(s: Seat): void {
    const [lo, hi] = this.cfg.thinkMs;
    if (hi <= 0) return this.act(s);
    s.timer = setTimeout(
      () => {
        s.timer = null;
        this.act(s);
      },
      lo + Math.random() * (hi - lo),
    );
  }

  private act(s: Seat): void {
    const state = s.latest;
    if (this.done || !state || !state.canAct || state.seq <= s.lastActed) return;
    const legal = state.legal();
    if (legal.length === 0) return;
    s.lastActed = state.seq;
    const id = String(++counter);
    this.sentAt.set(id, performance.now());
    s.ws.send(encodeAction(this.id, state.seq, legal[Math.floor(Math.random() * legal.length)], id));
  }
}

/** Opens `cfg.add` tables, 20 at a time. */
async function setup(cfg: Extract<WorkerCommand, { cmd: 'setup' }>): Promise<void> {
  let failed = 0;
  let message: string | undefined;
  const replace = (t: LoadTable) => {
    live.delete(t);
    t.close();
    if (closing) return;
    const fresh = new LoadTable(cfg, replace);
    live.add(fresh);
    fresh.open().catch((e: Error) => {
      live.delete(fresh);
      error('TABLE_OPEN_FAILED');
      process.stderr.write(`load client: replacing a finished table failed: ${e.message}\n`);
    });
  };
  for (let i = 0; i < cfg.add; i += 20) {
    const batch = Array.from({ length: Math.min(20, cfg.add - i) }, () => new LoadTable(cfg, replace));
    const results = await Promise.allSettled(batch.map((t) => t.open()));
    results.forEach((r, j) => {
      if (r.status === 'fulfilled') live.add(batch[j]!);
      else {
        failed++;
        message ??= (r.reason as Error).message;
        batch[j]!.close();
      }
    });
  }
  send({ evt: 'ready', tables: live.size, failed, ...(message ? { message } : {}) });
}

process.on('message', (c: WorkerCommand) => {
  if (c.cmd === 'setup') void setup(c);
  else if (c.cmd === 'measure') {
    stats.latencies = [];
    stats.actions = stats.games = stats.stale = 0;
    stats.errors.clear();
    lag.reset();
    cpuAtMeasure = process.cpuUsage();
    stats.measuring = true;
  } else if (c.cmd === 'report') {
    stats.measuring = false;
    const cpu = process.cpuUsage(cpuAtMeasure);
    send({
      evt: 'report',
      latencies: stats.latencies,
      actions: stats.actions,
      games: stats.games,
      errors: Object.fromEntries(stats.errors),
      stale: stats.stale,
      cpuMs: (cpu.user + cpu.system) / 1000,
      lagP99Ms: Math.max(0, lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS),
      lagMaxMs: Math.max(0, lag.max / 1e6 - LAG_RESOLUTION_MS),
    });
  } else if (c.cmd === 'close') {
    closing = true;
    for (const t of live) t.close();
    process.exit(0);
  }
});
// The parent went away: stop at once (nothing may outlive the benchmark).
process.on('disconnect', () => process.exit(0));
