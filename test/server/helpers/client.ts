/**
 * Test helpers: a recording WebSocket client (protocol 2: it applies each `delta` to its view as a
 * real client does and records the result as a `state`, marked `fromDelta`) and a tiny HTTP client for
 * the server's API.
 */
import WebSocket from 'ws';
import { applyViewPatch, type JsonPatch } from '../../../src/protocol/patch.js';
import { PROTOCOL_VERSION } from '../../../src/protocol/protocol.js';

/** Any server message (loosely typed for tests). */
export type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A WebSocket client that records every message and can wait for one. */
export class TestClient {
  readonly messages: Msg[] = [];
  readonly raw: string[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void; from: number }[] = [];
  closed = false;
  /** Deltas that did not start at the client's `rev` (a correct server never sends one). */
  gaps = 0;
  /** Seat from the last `welcome`. */
  seat: number | null = null;
  onMessage?: (m: Msg) => void;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      const wire = JSON.parse(text) as Msg;
      if (wire.type === 'welcome') this.seat = wire.seat;
      const m = wire.type === 'delta' ? this.applyDelta(wire) : wire;
      if (!m) return;
      this.messages.push(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
      this.onMessage?.(m);
    });
    ws.on('close', () => (this.closed = true));
  }

  /** The full state a client renders after `d` (null on a gap). */
  private applyDelta(d: Msg): Msg | null {
    const prev = this.lastState();
    if (!prev || prev.rev !== d.base) {
      this.gaps++;
      return null;
    }
    const { base: _base, patch, legal, ...rest } = d;
    void _base;
    return {
      ...rest,
      type: 'state',
      fromDelta: true,
      view: applyViewPatch(prev.view, patch as JsonPatch),
      legal: legal ?? (this.seat === null ? null : []),
    };
  }

  /** Opens a connection to `url` (with extra upgrade `headers`, e.g. a session cookie and its Origin). */
  static async open(url: string, headers?: Record<string, string>): Promise<TestClient> {
    const ws = new WebSocket(url, headers ? { headers } : {});
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  /** Sends a JSON message (or a raw string). */
  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Resolves with the first message (from now on, or already received when `past`) matching `pred`. */
  waitFor(pred: (m: Msg) => boolean, timeoutMs = 20_000, past = false): Promise<Msg> {
    if (past) {
      const found = this.messages.find(pred);
      if (found) return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const w = { pred, resolve, from: this.messages.length };
      this.waiters.push(w);
      setTimeout(() => {
        if (this.waiters.includes(w)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          reject(new Error(`timed out waiting for a message; last: ${JSON.stringify(this.messages.slice(-3)).slice(0, 800)}`));
        }
      }, timeoutMs);
    });
  }

  /** Sends `hello` and waits for `welcome` (or an error). */
  async hello(tableId: string, token?: string, invite?: string, lastSeq?: number): Promise<Msg> {
    const reply = this.waitFor((m) => m.type === 'welcome' || m.type === 'error');
    this.send({
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      tableId,
      ...(token ? { token } : {}),
      ...(invite ? { invite } : {}),
      ...(lastSeq !== undefined ? { lastSeq } : {}),
    });
    return reply;
  }

  /** The latest `state` message received (or rendered from a delta). */
  lastState(): Msg | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i]!.type === 'state') return this.messages[i];
    return undefined;
  }

  /** Closes the socket and waits for the close. */
  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** Calls the HTTP API; returns status and JSON body. */
export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Msg }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let json: Msg = {};
  try {
    json = JSON.parse(text) as Msg;
  } catch {
    json = { text };
  }
  return { status: res.status, body: json };
}
