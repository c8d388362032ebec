/**
 * Node-to-node requests over Redis pub/sub: each node listens on `node:<id>`; a request carries the
 * sender's id and a number, the answer goes back to the sender's channel. Used by non-owner nodes to
 * run a table message at the table's owner (remote-table.ts). A request to a node that is not
 * listening (dead) answers `NOT_OWNER` at once; one without an answer within `timeoutMs` answers
 * `UNAVAILABLE` (the owner stalled: the request may or may not have run).
 */
import type { Logger } from 'pino';
import type { TableUpdate } from '../presence.js';
import type { RedisPresence } from './redis-presence.js';

/** A table message to run at the owner. `seq` is the client's expected seq (null: none). */
export type BusRequest =
  | { op: 'action'; tableId: string; seat: number; seq: number | null; action: unknown }
  | { op: 'back'; tableId: string; seat: number }
  | { op: 'leave'; tableId: string; seat: number }
  | { op: 'pause'; tableId: string; seat: number; paused: boolean }
  | { op: 'state'; tableId: string }
  | { op: 'seen'; tableId: string };

/** The owner's answer. `NOT_OWNER`: the node does not run the table (ask its owner again). */
export type BusReply =
  | { ok: true; seq?: number; value?: boolean; update?: TableUpdate; away?: boolean[] }
  | { ok: false; code: string; message: string; seq?: number };

/** Serves a request; calls `reply` exactly once (an action replies from its commit, before the broadcast). */
export type BusHandler = (req: BusRequest, reply: (r: BusReply) => void) => Promise<void>;

type Wire = { t: 'q'; id: number; from: string; req: BusRequest } | { t: 'r'; id: number; rep: BusReply };

interface Pending {
  resolve: (r: BusReply) => void;
  onReply?: (r: BusReply) => void;
  timer: NodeJS.Timeout;
}

/** The request bus of one node. */
export class ClusterBus {
  private next = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly presence: RedisPresence,
    private readonly timeoutMs: number,
    private readonly log: Logger,
  ) {}

  /** Starts listening on this node's channel; `handler` serves requests from other nodes. */
  async serve(handler: BusHandler): Promise<void> {
    await this.presence.listen(channelOf(this.presence.nodeId), (payload) => {
      let wire: Wire;
      try {
        wire = JSON.parse(payload) as Wire;
      } catch {
        return;
      }
      if (wire.t === 'r') return this.answered(wire.id, wire.rep);
      let replied = false;
      const reply = (rep: BusReply) => {
        if (replied) return;
        replied = true;
        const out: Wire = { t: 'r', id: wire.id, rep };
        this.presence.send(channelOf(wire.from), JSON.stringify(out)).catch((e: unknown) => this.log.warn({ err: e }, 'bus reply failed'));
      };
      handler(wire.req, reply).then(
        () => reply({ ok: false, code: 'INTERNAL', message: 'no answer from the owner' }),
        (e: unknown) => {
          this.log.error({ err: e, op: wire.req.op }, 'bus request failed');
          reply({ ok: false, code: 'INTERNAL', message: 'the owner node failed on this request' });
        },
      );
    });
  }

  /**
   * Sends `req` to `node`; resolves with its answer. `onReply` runs synchronously when the answer
   * arrives, before any later message from Redis is handled (acks keep their place before updates).
   */
  request(node: string, req: BusRequest, onReply?: (r: BusReply) => void): Promise<BusReply> {
    const id = this.next++;
    return new Promise<BusReply>((resolve) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        resolve({ ok: false, code: 'UNAVAILABLE', message: `the table's node did not answer within ${this.timeoutMs} ms; retry` });
      }, this.timeoutMs);
      this.pending.set(id, { resolve, timer, ...(onReply ? { onReply } : {}) });
      const wire: Wire = { t: 'q', id, from: this.presence.nodeId, req };
      this.presence.send(channelOf(node), JSON.stringify(wire)).then(
        (receivers) => {
          if (receivers === 0) this.answered(id, { ok: false, code: 'NOT_OWNER', message: `node ${node} is gone` });
        },
        () => this.answered(id, { ok: false, code: 'UNAVAILABLE', message: 'the cluster store (Redis) cannot be reached; retry' }),
      );
    });
  }

  /** Fails every request still waiting (shutdown). */
  close(): void {
    for (const id of [...this.pending.keys()])
      this.answered(id, { ok: false, code: 'SHUTTING_DOWN', message: 'the server is shutting down' });
  }

  private answered(id: number, rep: BusReply): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    try {
      p.onReply?.(rep);
    } finally {
      p.resolve(rep);
    }
  }
}

function channelOf(node: string): string {
  return `node:${node}`;
}
