/**
 * The WebSocket transport (`ws`, path `/ws`, sharing the HTTP server's port), protocol 2. One
 * connection binds to one table with `hello` (as a seat with its token, or as a spectator), then sends
 * actions. Each connection only ever receives its own seat's part of a `TableUpdate` (or the spectator
 * part) — a `delta` when it is at the update's base, else a full `state` — and other seats' events
 * without their actions; each seat's text is serialised once per update and shared by its
 * connections. Writes are coalesced per event-loop turn (outbox.ts). Enforces protocol version,
 * message size, schema and per-connection rates, a cap on open connections per IP (upgrade refused
 * with HTTP 429 `TOO_MANY_CONNECTIONS`) and a deadline for the first valid `hello` (error
 * `HELLO_TIMEOUT`, then close 1008). Every client message gets a reply or an error (docs/protocol.md).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { toErrorInfo } from '../errors.js';
import type { PresenceMessage, TableUpdate, Presence } from '../presence.js';
import {
  LIMITS,
  PROTOCOL_VERSION,
  clientMessageSchema,
  type ClientMessage,
  type DeltaMessage,
  type ErrorMessage,
  type ReplayMessage,
  type ServerMessage,
  type StateMessage,
} from '../../protocol/protocol.js';
import { eventFor } from '../runtime/fanout.js';
import type { TableService } from '../tables/service.js';
import { DEFAULT_LIMITS } from '../limits.js';
import { Outbox } from './outbox.js';
import { TokenBucket } from './rate-limit.js';
import type { ChatService } from '../chat/service.js';
import type { ChatLine } from '../../protocol/accounts.js';

/** Transport options. */
export interface WsOptions {
  /** URL path of the endpoint (default `/ws`). */
  path?: string;
  /** Heartbeat interval (ms): connections that miss a pong are closed. Default 30 000. */
  heartbeatMs?: number;
  /** Close a connection whose unsent buffer exceeds this many bytes (slow consumer). Default 8 MiB. */
  maxBufferedBytes?: number;
  /** Open connections per IP; one more upgrade is refused with 429. Default `DEFAULT_LIMITS.wsPerIp`. */
  maxPerIp?: number;
  /** Reverse proxies in front whose X-Forwarded-For is trusted (`clientIp`). Default 0. */
  trustProxyHops?: number;
  /** A connection without a successful `hello` after this many ms is closed. Default `DEFAULT_LIMITS.helloTimeoutMs`. */
  helloTimeoutMs?: number;
  /** Table chat (issue 17); without it `chat` messages answer `BAD_MESSAGE` and no history is sent. */
  chat?: ChatService;
  /** The signed-in account of an upgrade request (session cookie), or null; a `hello` without a token then binds its seat. */
  identify?: (req: IncomingMessage) => Promise<string | null>;
}

/** A running transport. */
export interface WsTransport {
  /** Number of open connections. */
  readonly connections: number;
  /** Closes every connection (code 1001) and stops accepting. */
  close(): Promise<void>;
}

/** Hard frame limit: frames above it close the socket with 1009 (ws `maxPayload`). */
const HARD_FRAME_LIMIT = 1024 * 1024;
/** The heartbeat period is split into this many ticks, each pinging its share of the connections. */
const HEARTBEAT_SLICES = 30;
/** Consecutive dropped (rate-limited) messages after which the connection is closed (1008). */
const MAX_DROPPED = 200;

// Serialised parts of one update, shared by every connection of the same seat (key: seat or
// "spectator", and whether it is the delta or the full state).
const updateCache = new WeakMap<TableUpdate, Map<string, string>>();
const tableCache = new WeakMap<PresenceMessage, string>();

/** Attaches the WebSocket endpoint to `server`. */
export function attachWebSocket(
  server: Server,
  service: TableService,
  presence: Presence,
  log: Logger,
  options: WsOptions = {},
): WsTransport {
  const path = options.path ?? '/ws';
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT, perMessageDeflate: false });
  const live = new Set<Connection>();
  const perIp = new Map<string, number>();
  const maxPerIp = options.maxPerIp ?? DEFAULT_LIMITS.wsPerIp;
  const helloTimeoutMs = options.helloTimeoutMs ?? DEFAULT_LIMITS.helloTimeoutMs;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = '';
    }
    if (pathname !== path) return refuse(socket, 404, 'Not Found', 'NOT_FOUND', `no WebSocket endpoint at ${req.url ?? ''}`);
    const ip = clientIp(req, options.trustProxyHops ?? 0);
    const open = perIp.get(ip) ?? 0;
    if (open >= maxPerIp) {
      log.debug({ ip }, 'websocket refused: too many connections');
      return refuse(socket, 429, 'Too Many Requests', 'TOO_MANY_CONNECTIONS', `at most ${maxPerIp} open connections per address`);
    }
    perIp.set(ip, open + 1);
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n <= 0) perIp.delete(ip);
      else perIp.set(ip, n);
    };
    socket.once('close', uncount);
    wss.handleUpgrade(req, socket, head, (ws) => {
      const account = options.identify ? options.identify(req).catch(() => null) : Promise.resolve(null);
      const conn = new Connection(ws, service, presence, log, options.maxBufferedBytes ?? 8 * 1024 * 1024, helloTimeoutMs, {
        account,
        ...(options.chat ? { chat: options.chat } : {}),
      });
      live.add(conn);
      const slice = slices[nextSlice]!;
      nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
      slice.add(conn);
      ws.on('close', () => {
        uncount();
        live.delete(conn);
        slice.delete(conn);
        conn.unbind();
      });
    });
  };
  server.on('upgrade', onUpgrade);

  // Heartbeat in slices: every connection is pinged once per `heartbeatMs`, but a slice at a time
  // (HEARTBEAT_SLICES per period, each connection in the slice it opened in), not all at once: one
  // ping per socket is a system call, and 5,000 of them (plus their pongs) in one task stalled the
  // event loop for 100–250 ms at 1,250 tables.
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const slices: Set<Connection>[] = Array.from({ length: HEARTBEAT_SLICES }, () => new Set());
  let nextSlice = 0;
  let tickSlice = 0;
  const heartbeat = setInterval(() => {
    const slice = slices[tickSlice]!;
    tickSlice = (tickSlice + 1) % HEARTBEAT_SLICES;
    for (const c of slice) c.heartbeat();
  }, heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  return {
    get connections() {
      return live.size;
    },
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const c of live) c.close(1001, 'server shutting down');
      // Give clients 2 s to answer the close handshake, then cut the rest.
      for (let waited = 0; live.size > 0 && waited < 2_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      for (const c of live) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** One client connection. */
class Connection {
  private tableId: string | null = null;
  private seat: number | null = null;
  /** The table update (`rev`) this connection's client is at; -1 before its first state. */
  private rev = -1;
  private readonly outbox: Outbox;
  private unsubscribe: (() => void) | null = null;
  private readonly bucket = new TokenBucket(LIMITS.messagesPerSecond, LIMITS.messageBurst);
  private readonly helloBucket = new TokenBucket(1000 / LIMITS.helloRefillMs, LIMITS.helloBurst);
  private dropped = 0;
  private alive = true;
  private helloTimer: NodeJS.Timeout | null;
  /** Serialises message handling so replies keep the order of requests. */
  private queue: Promise<void> = Promise.resolve();
  /** Live chat lines held back while this connection's chat history is read (null: none pending). */
  private chatBuffer: ChatLine[] | null = null;
  /** Table updates held back while `hello` reads the replay (null: none held). */
  private heldUpdates: Extract<PresenceMessage, { kind: 'state' }>[] | null = null;

  constructor(
    private readonly ws: WebSocket,
    private readonly service: TableService,
    private readonly presence: Presence,
    private readonly log: Logger,
    maxBuffered: number,
    helloTimeoutMs: number,
    private readonly extras: { account: Promise<string | null>; chat?: ChatService },
  ) {
    this.outbox = new Outbox(ws, maxBuffered, () => {
      this.log.warn({ table: this.tableId }, 'closing a slow consumer');
      this.ws.terminate();
    });
    this.helloTimer = setTimeout(() => {
      this.sendError('HELLO_TIMEOUT', `no valid hello within ${helloTimeoutMs} ms`);
      this.close(1008, 'no hello');
    }, helloTimeoutMs);
    this.helloTimer.unref();
    ws.on('close', () => this.clearHelloTimer());
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('pong', () => (this.alive = true));
    ws.on('error', (e) => log.debug({ err: e }, 'websocket error'));
  }

  private clearHelloTimer(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
  }

  heartbeat(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.ws.ping();
  }

  close(code: number, reason: string): void {
    this.outbox.flush();
    this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }

  unbind(): void {
    if (this.unsubscribe) this.unsubscribe();
    this.unsubscribe = null;
    if (this.tableId !== null) this.service.connectionChanged(this.tableId, this.seat, -1);
    this.tableId = null;
    this.seat = null;
    this.rev = -1;
    this.heldUpdates = null;
  }

  /**
   * Every message gets its reply (or error) in the order sent: replies found at once (rate limit,
   * size, JSON, shape) queue behind the handling of earlier messages like every other reply.
   */
  private onMessage(data: RawData, isBinary: boolean): void {
    const checked = this.check(data, isBinary);
    this.queue = this.queue
      .then(() =>
        'error' in checked ? this.sendError(checked.error.code, checked.error.message, checked.error.id) : this.handle(checked.msg),
      )
      .catch((e) => {
        const info = toErrorInfo(e);
        if (info.internal) this.log.error({ err: e }, 'websocket handler failed');
        this.sendError(info.code, info.message, 'msg' in checked && 'id' in checked.msg ? checked.msg.id : undefined);
      });
  }

  /** Rate limit, size, JSON and schema checks of one incoming message: the parsed message or the error to answer. */
  private check(
    data: RawData,
    isBinary: boolean,
  ): { msg: ClientMessage } | { error: { code: string; message: string; id?: string | number | undefined } } {
    if (!this.bucket.take()) {
      if (++this.dropped >= MAX_DROPPED) this.close(1008, 'rate limit');
      return { error: { code: 'RATE_LIMITED', message: `at most ${LIMITS.messagesPerSecond} messages per second` } };
    }
    this.dropped = 0;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
    if (size > LIMITS.maxMessageBytes)
      return { error: { code: 'MESSAGE_TOO_LARGE', message: `messages are limited to ${LIMITS.maxMessageBytes} bytes, got ${size}` } };
    if (isBinary) return { error: { code: 'BAD_MESSAGE', message: 'only JSON text messages are accepted' } };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    } catch {
      return { error: { code: 'BAD_JSON', message: 'the message is not valid JSON' } };
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (parsed.success) return { msg: parsed.data };
    const issue = parsed.error.issues[0] ?? { path: [], message: 'invalid' };
    const id = json && typeof json === 'object' && 'id' in json ? (json as { id: unknown }).id : undefined;
    return {
      error: {
        code: 'BAD_MESSAGE',
        message: `${issue.path.join('.') || '(root)'}: ${issue.message}`,
        id: typeof id === 'string' || typeof id === 'number' ? id : undefined,
      },
    };
  }

  private async handle(msg: ClientMessage): Promise<void> {
    switch (msg.type) {
      case 'ping':
        this.send({ type: 'pong', ...(msg.id !== undefined ? { id: msg.id } : {}), now: Date.now() });
        return;
      case 'hello':
        if (!this.helloBucket.take())
          return this.sendError('RATE_LIMITED', `at most ${LIMITS.helloBurst} hello at once, then one per ${LIMITS.helloRefillMs} ms`);
        if (msg.protocol !== PROTOCOL_VERSION)
          return this.sendError(
            'PROTOCOL_VERSION',
            `this server speaks protocol ${PROTOCOL_VERSION}; send hello with "protocol": ${PROTOCOL_VERSION} (docs/protocol.md)`,
          );
        return this.hello(msg.tableId, msg.token, msg.invite, msg.lastSeq);
      case 'sync': {
        if (!this.bound(msg.tableId)) return;
        const rt = await this.service.runtimeOrLoad(msg.tableId);
        if (rt) this.sendState(rt.stateFor(this.seat));
        else this.send({ type: 'table', table: await this.service.summary(msg.tableId) });
        return;
      }
      case 'back': {
        if (!this.bound(msg.tableId)) return;
        if (this.seat === null) return this.sendError('SPECTATOR', 'spectators have no seat');
        const rt = await this.service.live(msg.tableId);
        if (!rt) {
          const table = await this.service.summary(msg.tableId);
          if (table.status === 'open') return this.sendError('NOT_STARTED', 'the game has not started');
          return this.sendError('GAME_OVER', 'the game is over', undefined, table.seq);
        }
        if (rt.finished) return this.sendError('GAME_OVER', 'the game is over', undefined, rt.seq);
        // Taken back: the reply is the `table` message (this seat `away: false`) that goes to everyone.
        if (!(await rt.back(this.seat))) return this.sendError('NOT_AWAY', `seat ${this.seat} is not away`);
        return;
      }
      case 'pause':
      case 'resume': {
        if (!this.bound(msg.tableId)) return;
        if (this.seat === null) return this.sendError('SPECTATOR', 'spectators cannot pause the game');
        const rt = await this.service.live(msg.tableId);
        if (!rt) {
          const table = await this.service.summary(msg.tableId);
          if (table.status === 'open') return this.sendError('NOT_STARTED', 'the game has not started');
          return this.sendError('GAME_OVER', 'the game is over', undefined, table.seq);
        }
        // Done (or nothing to do): the reply is a `state` with `paused` set or cleared; the other
        // connections see it in the next broadcast.
        const r = await rt.setPaused(this.seat, msg.type === 'pause');
        if (!r.ok) return this.sendError(r.code, r.message, undefined, rt.seq);
        return this.sendState(rt.stateFor(this.seat));
      }
      case 'action':
        return this.action(msg);
      case 'chat': {
        if (!this.bound(msg.tableId, msg.id)) return;
        if (!this.extras.chat) return this.sendError('BAD_MESSAGE', 'chat is not enabled on this server', msg.id);
        if (this.seat === null) return this.sendError('SPECTATOR', 'spectators read the chat but cannot write', msg.id);
        await this.extras.chat.post(msg.tableId, this.seat, { text: msg.text, phrase: msg.phrase });
        return;
      }
    }
  }

  private async hello(tableId: string, token: string | undefined, invite: string | undefined, lastSeq?: number): Promise<void> {
    let seat: number | null = null;
    const account = token === undefined ? await this.extras.account : null;
    const own = account ? await this.service.authenticate(tableId, undefined, account).catch(() => null) : null;
    if (token !== undefined) {
      seat = (await this.service.authenticate(tableId, token)).seat;
    } else if (own) {
      seat = own.seat;
    } else {
      await this.service.spectate(tableId, invite);
    }
    const table = await this.service.summary(tableId);
    const loaded = await this.service.runtimeOrLoad(tableId);
    this.unbind();
    // Subscribe first and hold live updates back while the missed actions are read from the log:
    // the replay ends at the state taken now, and every later update follows it, so the client's log
    // has no hole however fast the table moves (actions by this connection wait: `queue`).
    const held: Extract<PresenceMessage, { kind: 'state' }>[] = [];
    this.tableId = tableId;
    this.seat = seat;
    this.chatBuffer = this.extras.chat ? [] : null;
    this.heldUpdates = held;
    this.unsubscribe = this.presence.subscribe(tableId, (m) => this.deliver(m));
    this.service.connectionChanged(tableId, seat, 1);
    this.clearHelloTimer();
    this.send({ type: 'welcome', protocol: PROTOCOL_VERSION, tableId, seat, table });
    // Re-read: the table may have started while we awaited.
    const rt = this.service.handle(tableId) ?? loaded;
    if (rt) {
      const state = rt.stateFor(seat);
      const replay = lastSeq !== undefined && lastSeq < state.seq ? await this.readReplay(tableId, seat, lastSeq, state.seq) : null;
      if (this.heldUpdates !== held) return; // closed meanwhile
      this.heldUpdates = null;
      if (replay) this.send(replay);
      this.sendState(state);
      for (const m of held) if (m.update.rev > state.rev) this.deliver(m);
      if (seat !== null && rt.away[seat]) await rt.back(seat);
    }
    this.heldUpdates = null;
    if (this.extras.chat) await this.sendChatHistory(tableId, this.extras.chat);
  }

  /**
   * The `replay` of the actions after `lastSeq` up to `upTo` from the stored log, or null (logged)
   * when it cannot be read: the client then gets the state alone, its view exact but its log short.
   */
  private async readReplay(tableId: string, seat: number | null, lastSeq: number, upTo: number): Promise<ReplayMessage | null> {
    try {
      return await this.service.replay(tableId, seat, lastSeq, upTo);
    } catch (e) {
      this.log.warn({ err: e, table: tableId }, 'could not read the replay');
      return null;
    }
  }

  /** Sends the table's stored chat with the live lines that arrived while it was read (each once, in order). */
  private async sendChatHistory(tableId: string, chat: ChatService): Promise<void> {
    let lines: ChatLine[] = [];
    try {
      lines = await chat.history(tableId);
    } catch (e) {
      this.log.warn({ err: e, table: tableId }, 'could not read the chat history');
    }
    if (this.tableId !== tableId) return;
    const seen = new Set(lines.map((l) => l.id));
    for (const l of this.chatBuffer ?? []) if (!seen.has(l.id)) lines.push(l);
    this.chatBuffer = null;
    this.send({ type: 'chat-history', tableId, lines });
  }

  private async action(msg: Extract<ClientMessage, { type: 'action' }>): Promise<void> {
    if (!this.bound(msg.tableId, msg.id)) return;
    if (this.seat === null) return this.sendError('SPECTATOR', 'spectators cannot act', msg.id);
    if (msg.seat !== undefined && msg.seat !== this.seat)
      return this.sendError('NOT_YOUR_SEAT', `this connection holds seat ${this.seat}, not ${msg.seat}`, msg.id);
    const rt = await this.service.live(msg.tableId);
    if (!rt) {
      const table = await this.service.summary(msg.tableId);
      if (table.status === 'open') return this.sendError('NOT_STARTED', 'the game has not started', msg.id);
      return this.sendError('GAME_OVER', 'the game is over', msg.id, table.seq);
    }
    const seat = this.seat;
    const result = await rt.submit(seat, msg.seq, msg.action, 'human', (seq) =>
      this.send({ type: 'ack', ...(msg.id !== undefined ? { id: msg.id } : {}), seq }),
    );
    if (!result.ok) {
      this.sendError(result.code, result.message, msg.id, result.seq);
      if (result.code === 'STALE_SEQ' && this.seat === seat) this.sendState(rt.stateFor(seat));
    }
  }

  private bound(tableId: string, id?: string | number): boolean {
    if (this.tableId === null) {
      this.sendError('NOT_AUTHENTICATED', 'send hello first', id);
      return false;
    }
    if (this.tableId !== tableId) {
      this.sendError('WRONG_TABLE', `this connection is bound to table ${this.tableId}`, id);
      return false;
    }
    return true;
  }

  private deliver(m: PresenceMessage): void {
    if (m.kind === 'chat') {
      if (this.chatBuffer) this.chatBuffer.push(m.line);
      else if (this.tableId !== null) this.send({ type: 'chat', tableId: this.tableId, line: m.line });
      return;
    }
    if (m.kind === 'table') {
      let text = tableCache.get(m);
      if (text === undefined) tableCache.set(m, (text = JSON.stringify({ type: 'table', table: m.table })));
      this.sendText(text);
      return;
    }
    if (this.heldUpdates) {
      this.heldUpdates.push(m);
      return;
    }
    const u = m.update;
    const seat = this.seat;
    // A delta needs this audience's patch; the spectator patch is null when nobody built the base's view.
    const delta = u.base !== null && this.rev === u.base && (seat === null ? u.spectatorPatch : u.seats[seat]?.patch) != null;
    const key = `${seat === null ? 'spectator' : seat}:${delta ? 'delta' : 'state'}`;
    let cache = updateCache.get(u);
    if (!cache) updateCache.set(u, (cache = new Map()));
    let text = cache.get(key);
    if (text === undefined) {
      cache.set(key, (text = JSON.stringify(delta ? deltaFor(u, seat) : stateOf(u, seat))));
    }
    this.rev = u.rev;
    this.sendText(text);
  }

  /** Sends a full state and records its `rev` as this connection's base. */
  private sendState(state: StateMessage): void {
    this.rev = state.rev;
    this.send(state);
  }

  private sendError(code: string, message: string, id?: string | number, seq?: number): void {
    const msg: ErrorMessage = { type: 'error', code, message };
    if (id !== undefined) msg.id = id;
    if (seq !== undefined) msg.seq = seq;
    this.send(msg);
  }

  private send(msg: ServerMessage): void {
    this.sendText(JSON.stringify(msg));
  }

  private sendText(text: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.outbox.push(text);
  }
}

/** Refuses an upgrade with an HTTP status and the documented error body, then closes the socket. */
function refuse(socket: Duplex, status: number, reason: string, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The client address of an upgrade request, IPv4-mapped IPv6 written as IPv4: the peer, or behind
 * `hops` trusted reverse proxies the address that many hops back along X-Forwarded-For (the same
 * choice as Fastify's numeric `trustProxy`, so HTTP and WebSocket limits count the same client).
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number): string {
  const chain = [req.socket.remoteAddress ?? 'unknown'];
  const xff = req.headers['x-forwarded-for'];
  if (hops > 0 && xff) {
    const forwarded = (Array.isArray(xff) ? xff.join(',') : xff).split(',').map((x) => x.trim());
    chain.push(...forwarded.filter((x) => x.length > 0).reverse());
  }
  const a = chain[Math.min(hops, chain.length - 1)]!;
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/** The full state message of `u` for `seat` (null: spectator). */
function stateOf(u: TableUpdate, seat: number | null): StateMessage {
  const part = seat === null ? null : u.seats[seat];
  return {
    type: 'state',
    tableId: u.tableId,
    seq: u.seq,
    rev: u.rev,
    view: part ? part.view : u.spectator,
    legal: part ? part.legal : null,
    active: u.active,
    events: u.events.map((e) => eventFor(e, seat)),
    clocks: u.clocks,
    gameTime: u.gameTime,
    ...(u.paused ? { paused: true } : {}),
    now: u.now,
    outcome: u.outcome,
  };
}

/** The delta of `u` for `seat` (null: spectator); `legal` only when the seat may act. */
function deltaFor(u: TableUpdate, seat: number | null): DeltaMessage {
  const part = seat === null ? null : u.seats[seat];
  const msg: DeltaMessage = {
    type: 'delta',
    tableId: u.tableId,
    seq: u.seq,
    rev: u.rev,
    base: u.base!,
    events: u.events.map((e) => eventFor(e, seat)),
    patch: (part ? part.patch : u.spectatorPatch) ?? [],
    active: u.active,
    clocks: u.clocks,
    gameTime: u.gameTime,
    ...(u.paused ? { paused: true } : {}),
    now: u.now,
    outcome: u.outcome,
  };
  if (part && seat !== null && u.active.includes(seat)) msg.legal = part.legal;
  return msg;
}
