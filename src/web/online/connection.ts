/**
 * A WebSocket connection to one table (docs/protocol.md, protocol 2): says `hello` with the seat token
 * (or as a spectator) and `lastSeq`, keeps the latest `state` (full states replace it, `delta`s patch
 * its view; a delta that does not start at our `rev` is a gap and we ask `sync`), replays the missed
 * actions of a `replay` to the state listeners one by one (so the game log has no gap after a drop or
 * a reload), sends actions with the current `seq`, pings to keep the line alive and reconnects by
 * itself with exponential backoff and jitter.
 */
import { applyViewPatch } from '../../protocol/patch.js';
import {
  PROTOCOL_VERSION,
  type ClientMessage,
  type DeltaMessage,
  type ReplayMessage,
  type ServerMessage,
  type StateMessage,
  type TableSummary,
} from '../../protocol/protocol.js';
import type { ConnectionState } from '../table/TableFrame.js';
import type { ChatLine, ChatPhrase } from '../../protocol/accounts.js';

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
  /** The table chat, oldest first (the history after each `welcome`, then live lines). */
  readonly chat: readonly ChatLine[];
}

/**
 * Called with every new state (a full `state`, a patched `delta`, or one replayed action) and the
 * previous one (for the log).
 */
export type StateListener = (next: StateMessage, previous: StateMessage | null) => void;

/** Reconnect delay before attempt `n` (0-based), ms: 300 · 2ⁿ capped at 10 s, times a jitter in [0.5, 1.5). */
export function reconnectDelay(n: number, random: () => number = Math.random): number {
  return Math.round(Math.min(10_000, 300 * 2 ** n) * (0.5 + random()));
}

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
    chat: [],
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
        protocol: PROTOCOL_VERSION,
        tableId: this.tableId,
        // The server replays what we missed (everything on a fresh page, for the log).
        lastSeq: this.snap.state?.seq ?? 0,
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
      const delay = reconnectDelay(this.attempts);
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

  /** Sends a chat line: plain text or a quick phrase (seats only; the server broadcasts it back). */
  chat(message: { text: string } | { phrase: ChatPhrase }): void {
    this.send({ type: 'chat', tableId: this.tableId, ...message, id: this.nextId++ });
  }

  /** Real-time tables: pauses (true) or resumes (false) the game (RP-6.8); the reply is a `state`. */
  pause(paused: boolean): void {
    this.send({ type: paused ? 'pause' : 'resume', tableId: this.tableId });
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
      case 'state':
        this.setState(msg);
        break;
      case 'delta':
        this.onDelta(msg);
        break;
      case 'replay':
        this.onReplay(msg);
        break;
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
      case 'chat-history':
        this.update({ chat: msg.lines });
        break;
      case 'chat':
        if (!this.snap.chat.some((l) => l.id === msg.line.id)) this.update({ chat: [...this.snap.chat, msg.line] });
        break;
    }
  }

  private setState(next: StateMessage): void {
    const previous = this.snap.state;
    this.update({ state: next, stateAt: Date.now(), pending: false, error: null, connection: 'open' });
    for (const l of this.stateListeners) l(next, previous);
  }

  /** Applies a delta at our `rev`; anything else is a gap: ask for a full state. */
  private onDelta(d: DeltaMessage): void {
    const state = this.snap.state;
    let view: unknown;
    try {
      if (!state || state.rev !== d.base) throw new Error('gap');
      view = applyViewPatch(state.view, d.patch);
    } catch {
      this.send({ type: 'sync', tableId: this.tableId });
      return;
    }
    const seated = this.snap.seat !== null;
    this.setState({
      type: 'state',
      tableId: d.tableId,
      seq: d.seq,
      rev: d.rev,
      view,
      legal: d.legal ?? (seated ? [] : null),
      active: d.active,
      events: d.events,
      clocks: d.clocks,
      gameTime: d.gameTime,
      ...(d.paused ? { paused: true } : {}),
      now: d.now,
      outcome: d.outcome,
    });
  }

  /** Hands each replayed action to the state listeners as if it had arrived live; a `state` follows. */
  private onReplay(r: ReplayMessage): void {
    const current = this.snap.state;
    let previous: StateMessage = { ...(current ?? emptyState(r.tableId)), seq: r.from, view: r.view, events: [] };
    let view = r.view;
    for (const step of r.steps) {
      try {
        view = applyViewPatch(view, step.patch);
      } catch {
        return; // a broken replay: the full state that follows still renders correctly
      }
      const next: StateMessage = { ...previous, seq: step.seq, view, events: step.events, legal: [], active: [] };
      for (const l of this.stateListeners) l(next, previous);
      previous = next;
    }
    // The state that follows is compared with the last replayed step (it carries no events).
    this.snap = { ...this.snap, state: previous };
  }

  private update(patch: Partial<ConnectionSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of this.listeners) l();
  }
}

function emptyState(tableId: string): StateMessage {
  return {
    type: 'state',
    tableId,
    seq: 0,
    rev: -1,
    view: null,
    legal: [],
    active: [],
    events: [],
    clocks: null,
    gameTime: null,
    now: 0,
    outcome: null,
  };
}

function defaultUrl(): string {
  const proto = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${window.location.host}/ws`;
}
