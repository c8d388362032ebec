/**
 * A WebSocket connection to one table (docs/protocol.md): says `hello` with the seat token (or as a
 * spectator), keeps the latest `state` and `table`, sends actions with the current `seq`, pings to
 * keep the line alive and reconnects automatically with backoff (the server answers a new `hello`
 * with a fresh `state`, so a reload or a dropped line carries on where it was).
 */
import type { ClientMessage, ServerMessage, StateMessage, TableSummary } from '../../protocol/protocol.js';
import type { ConnectionState } from '../table/TableFrame.js';
import { at } from '../../engine/at.js';

/** Everything the page renders about the connection. */
export interface ConnectionSnapshot {
  readonly connection: ConnectionState;
  /** Our seat, or null when spectating (known after `welcome`). */
  readonly seat: number | null;
  readonly table: TableSummary | null;
  readonly state: StateMessage | null;
  /** Local epoch ms when `state` arrived (clocks count from here). */
  readonly stateAt: number;
  /** An action is on its way (no ack/state yet). */
  readonly pending: boolean;
  /** Last error from the server (code and message), cleared on the next state. */
  readonly error: { readonly code: string; readonly message: string } | null;
}

/** Called with every state message and the previous one (for the log). */
export type StateListener = (next: StateMessage, previous: StateMessage | null) => void;

const BACKOFF = [300, 800, 1500, 3000, 5000];

/** One table's live connection. */
export class TableConnection {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private snap: ConnectionSnapshot = {
    connection: 'connecting',
    seat: null,
    table: null,
    state: null,
    stateAt: 0,
    pending: false,
    error: null,
  };
  private listeners = new Set<() => void>();
  private stateListeners = new Set<StateListener>();

  constructor(
    readonly tableId: string,
    private readonly token: string | null,
    private readonly invite: string | null,
    private readonly url: string = defaultUrl(),
  ) {}

  /** Opens the connection (idempotent; reopens after `close`, as React's strict mode does). */
  open(): void {
    this.closed = false;
    if (this.ws) return;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      const hello: ClientMessage = {
        type: 'hello',
        tableId: this.tableId,
        ...(this.token ? { token: this.token } : {}),
        ...(this.invite ? { invite: this.invite } : {}),
      };
      ws.send(JSON.stringify(hello));
      this.ping = setInterval(() => this.send({ type: 'ping' }), 20_000);
    };
    ws.onmessage = (e) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      this.ws = null;
      if (this.closed) return;
      this.update({ connection: 'reconnecting', pending: false });
      const delay = at(BACKOFF, Math.min(this.attempts, BACKOFF.length - 1), 'attempt');
      this.attempts++;
      this.retry = setTimeout(() => this.open(), delay);
    };
  }

  /** Closes for good. */
  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    this.retry = null;
    this.ping = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close();
      else ws.close();
    }
    this.update({ connection: 'closed' });
  }

  /** Sends a game action at the current seq. */
  act(action: unknown): void {
    const state = this.snap.state;
    if (!state || this.snap.seat === null) return;
    this.update({ pending: true, error: null });
    this.send({ type: 'action', tableId: this.tableId, seq: state.seq, action, seat: this.snap.seat, id: this.nextId++ });
  }

  /** Takes the seat back from the substitute bot. */
  back(): void {
    this.send({ type: 'back', tableId: this.tableId });
  }

  /** Current snapshot (stable until the next change). */
  snapshot = (): ConnectionSnapshot => this.snap;

  /** Subscribes to snapshot changes. */
  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  /** Subscribes to every state message (with the previous one). */
  onState(l: StateListener): () => void {
    this.stateListeners.add(l);
    return () => this.stateListeners.delete(l);
  }

  private send(msg: ClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  private onMessage(msg: ServerMessage): void {
    switch (msg.type) {
      case 'welcome':
        this.update({ connection: 'open', seat: msg.seat, table: msg.table });
        break;
      case 'state': {
        const previous = this.snap.state;
        this.update({ state: msg, stateAt: Date.now(), pending: false, error: null, connection: 'open' });
        for (const l of this.stateListeners) l(msg, previous);
        break;
      }
      case 'table':
        this.update({ table: msg.table });
        // The game started (or ended) while we had no state for it: ask for one.
        if (msg.table.status !== 'open' && !this.snap.state) this.send({ type: 'sync', tableId: this.tableId });
        break;
      case 'ack':
        break;
      case 'error':
        this.update({ pending: false, error: { code: msg.code, message: msg.message } });
        if (msg.code === 'BAD_TOKEN' || msg.code === 'TABLE_NOT_FOUND') this.close();
        break;
      case 'pong':
        break;
    }
  }

  private update(patch: Partial<ConnectionSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of this.listeners) l();
  }
}

function defaultUrl(): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}/ws`;
}
