/**
 * Cluster mode's `Presence` (docs/scaling.md): table channels over Redis pub/sub (ioredis) and table
 * ownership as per-table leases.
 *
 * - Broadcast: `publish` delivers to this node's subscribers at once (same order as LocalPresence) and
 *   publishes `{ n: nodeId, m: message }` on `<prefix>t:<tableId>`; other nodes deliver it to theirs.
 *   A node subscribes to a table channel while it has local subscribers. State updates are published
 *   only while this node holds the table's lease (checked on the local clock), so an owner that
 *   stalled past its lease never broadcasts again.
 * - Leases: key `<prefix>lease:<tableId>` = node id, taken with `SET NX PX leaseMs`, renewed every
 *   `renewMs` by a compare-and-`PEXPIRE` script, released by compare-and-`DEL`. A lease whose renewal
 *   fails (another owner, or Redis unreachable until the lease ran out on the local clock) is lost:
 *   `onLost` runs and the table must stop at once.
 * - Raw channels (`listen` / `send`) carry the node-to-node requests of bus.ts.
 * - Connection counts: hash `<prefix>conn:<tableId>`, field `<instance>|<seat>` = this process's open
 *   sockets of that seat; an instance (node id + a per-process random part) counts while its key
 *   `<prefix>alive:<instance>` (renewed with the leases) exists, so a dead node's sockets stop counting.
 * Commands fail fast while Redis is down (no offline queue); callers answer `UNAVAILABLE`. Both
 * connections reconnect by themselves and re-subscribe every channel in use.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ServerError } from '../errors.js';
import type { Presence, PresenceMessage } from '../presence.js';

/** Settings of a RedisPresence (ms where timed). */
export interface RedisPresenceOptions {
  url: string;
  /** Prefix of every key and channel. */
  prefix: string;
  nodeId: string;
  leaseMs: number;
  renewMs: number;
  log: Logger;
  /** A lease of this node was lost (taken over, or not renewable in time). */
  onLost: (tableId: string) => void;
  /** The subscriber connection came back and re-subscribed (messages may have been missed meanwhile). */
  onResubscribed?: () => void;
}

type Handler = (message: PresenceMessage) => void;

const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Connection-count hashes of tables nobody touches expire after this long (ms). */
const CONNECTIONS_TTL_MS = 86_400_000;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Redis-backed Presence with table leases. */
export class RedisPresence implements Presence {
  /** Commands and publishes. */
  private readonly cmd: Redis;
  /** Subscriber connection. */
  private readonly sub: Redis;
  private readonly tables = new Map<string, Set<Handler>>();
  private readonly raw = new Map<string, (payload: string) => void>();
  /** Owned tables → lease valid until (epoch ms, local clock). */
  private readonly owned = new Map<string, number>();
  private renewTimer: NodeJS.Timeout | null = null;
  private renewing = false;
  private closed = false;
  /** This process (a restarted node with the same id is another instance). */
  private readonly instance: string;

  constructor(private readonly options: RedisPresenceOptions) {
    this.instance = `${options.nodeId}#${randomBytes(3).toString('hex')}`;
    const common = {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
    };
    this.cmd = new Redis(options.url, { ...common, connectionName: `roundhouse-${options.nodeId}` });
    this.sub = new Redis(options.url, { ...common, autoResubscribe: false, connectionName: `roundhouse-${options.nodeId}-sub` });
    for (const [name, conn] of [
      ['commands', this.cmd],
      ['subscriber', this.sub],
    ] as const) {
      conn.on('error', (e: Error) => options.log.debug({ err: e, conn: name }, 'redis connection error'));
      conn.on('end', () => !this.closed && options.log.warn({ conn: name }, 'redis connection ended'));
    }
    this.cmd.on('ready', () => options.log.info({ node: options.nodeId }, 'redis ready'));
    this.sub.on('ready', () => void this.resubscribe());
    this.sub.on('message', (channel: string, payload: string) => this.onMessage(channel, payload));
  }

  /** This node's id. */
  get nodeId(): string {
    return this.options.nodeId;
  }

  /** The command connection (fails fast while Redis is down), for the shared limits (shared-limits.ts). */
  get commands(): Redis {
    return this.cmd;
  }

  /** Prefix of every key and channel. */
  get prefix(): string {
    return this.options.prefix;
  }

  /** True while both Redis connections are up. */
  get available(): boolean {
    return this.cmd.status === 'ready' && this.sub.status === 'ready';
  }

  /** Throws `UNAVAILABLE` while Redis cannot be reached. */
  assertAvailable(): void {
    if (!this.available) throw new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; nothing changed, retry');
  }

  /** Resolves once both connections are ready, or rejects after `timeoutMs`. */
  async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.available) {
      if (Date.now() > deadline) throw new Error(`redis not ready after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Runs `PING` (the health check); rejects when Redis does not answer. */
  async ping(): Promise<void> {
    await this.cmd.ping();
  }

  publish(tableId: string, message: PresenceMessage): void {
    if (message.kind === 'state' && !this.valid(tableId)) return;
    this.deliverLocal(tableId, message);
    if (this.cmd.status !== 'ready') return;
    this.cmd
      .publish(this.tableChannel(tableId), JSON.stringify({ n: this.options.nodeId, m: message }))
      .catch((e: unknown) => this.options.log.debug({ err: e, table: tableId }, 'redis publish failed'));
  }

  /** Delivers `message` to this node's subscribers of `tableId` only. */
  deliverLocal(tableId: string, message: PresenceMessage): void {
    const subs = this.tables.get(tableId);
    if (!subs) return;
    for (const handler of [...subs]) handler(message);
  }

  subscribe(tableId: string, handler: Handler): () => void {
    let subs = this.tables.get(tableId);
    if (!subs) {
      this.tables.set(tableId, (subs = new Set()));
      this.redisSubscribe(this.tableChannel(tableId)).catch(() => undefined);
    }
    subs.add(handler);
    return () => {
      subs.delete(handler);
      if (subs.size === 0 && this.tables.get(tableId) === subs) {
        this.tables.delete(tableId);
        if (this.sub.status === 'ready') this.sub.unsubscribe(this.tableChannel(tableId)).catch(() => undefined);
      }
    };
  }

  /** Resolves once this node receives `tableId`'s channel from Redis (subscribe first). Errors: UNAVAILABLE. */
  async subscribed(tableId: string): Promise<void> {
    this.assertAvailable();
    try {
      await this.sub.subscribe(this.tableChannel(tableId));
    } catch {
      throw new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; retry');
    }
  }

  /** Number of this node's subscribers of `tableId`. */
  localSubscribers(tableId: string): number {
    return this.tables.get(tableId)?.size ?? 0;
  }

  /** Receives every payload sent to `channel` (a raw channel, not a table's). */
  async listen(channel: string, handler: (payload: string) => void): Promise<void> {
    this.raw.set(this.options.prefix + channel, handler);
    await this.redisSubscribe(this.options.prefix + channel).catch(() => undefined);
  }

  /** Publishes `payload` on a raw channel; resolves with the number of receivers. Rejects while Redis is down. */
  async send(channel: string, payload: string): Promise<number> {
    return this.cmd.publish(this.options.prefix + channel, payload);
  }

  /**
   * Takes the lease of `tableId` (or keeps it: true at once while it is held and valid). Resolves
   * false when another node holds it. Errors: UNAVAILABLE (Redis down; nothing taken).
   */
  async claim(tableId: string): Promise<boolean> {
    if (this.valid(tableId)) return true;
    const key = this.leaseKey(tableId);
    const started = Date.now();
    try {
      if ((await this.cmd.set(key, this.options.nodeId, 'PX', this.options.leaseMs, 'NX')) === 'OK') {
        this.owned.set(tableId, started + this.options.leaseMs);
        return true;
      }
      const renewed = await this.cmd.eval(RENEW_SCRIPT, 1, key, this.options.nodeId, this.options.leaseMs);
      if (renewed === 1) {
        this.owned.set(tableId, started + this.options.leaseMs);
        return true;
      }
      return false;
    } catch {
      throw new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; retry');
    }
  }

  /** Gives up the lease of `tableId` (after this turn, so a final update still goes out). */
  async release(tableId: string): Promise<void> {
    if (!this.owned.has(tableId)) return;
    await new Promise((r) => setImmediate(r));
    if (!this.owned.delete(tableId)) return;
    await this.cmd.eval(RELEASE_SCRIPT, 1, this.leaseKey(tableId), this.options.nodeId).catch(() => undefined);
  }

  /** True while this node holds `tableId`'s lease with a safety margin left (local clock). */
  valid(tableId: string): boolean {
    const until = this.owned.get(tableId);
    return until !== undefined && until - Date.now() > this.options.leaseMs / 10;
  }

  /** The owner node of each table (null: nobody). Errors: UNAVAILABLE. */
  async ownersOf(tableIds: string[]): Promise<(string | null)[]> {
    if (tableIds.length === 0) return [];
    try {
      return await this.cmd.mget(tableIds.map((t) => this.leaseKey(t)));
    } catch {
      throw new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; retry');
    }
  }

  /** Counts `delta` (+1 / -1) open sockets of `seat` (null: spectator, not counted) at `tableId` here. */
  countConnection(tableId: string, seat: number | null, delta: 1 | -1): void {
    if (seat === null || this.cmd.status !== 'ready') return;
    const key = `${this.options.prefix}conn:${tableId}`;
    this.cmd
      .multi()
      .hincrby(key, `${this.instance}|${seat}`, delta)
      .pexpire(key, CONNECTIONS_TTL_MS)
      .exec()
      .catch(() => undefined);
  }

  /** Open sockets by seat at `tableId` over every live node. Errors: UNAVAILABLE. */
  async connectedOf(tableId: string): Promise<number[]> {
    let fields: Record<string, string>;
    try {
      fields = await this.cmd.hgetall(`${this.options.prefix}conn:${tableId}`);
    } catch {
      throw new ServerError('UNAVAILABLE', 'the cluster store (Redis) cannot be reached; retry');
    }
    const entries = Object.entries(fields).map(([f, n]) => {
      const at = f.lastIndexOf('|');
      return { instance: f.slice(0, at), seat: Number(f.slice(at + 1)), n: Number(n) };
    });
    const instances = [...new Set(entries.map((e) => e.instance))];
    const alive = new Set<string>();
    if (instances.length > 0) {
      const keys = await this.cmd.mget(instances.map((i) => this.aliveKey(i))).catch(() => instances.map(() => null));
      instances.forEach((i, k) => (keys[k] !== null || i === this.instance) && alive.add(i));
    }
    const counts: number[] = [];
    for (const e of entries) {
      if (!alive.has(e.instance) || !Number.isInteger(e.seat) || e.seat < 0 || !(e.n > 0)) continue;
      counts[e.seat] = (counts[e.seat] ?? 0) + e.n;
    }
    return Array.from(counts, (c) => c ?? 0);
  }

  /** Starts renewing this node's leases every `renewMs`. */
  startRenewals(): void {
    if (this.renewTimer) return;
    void this.renew();
    this.renewTimer = setInterval(() => void this.renew(), this.options.renewMs);
    this.renewTimer.unref();
  }

  /** Stops renewals, releases every lease and closes both connections. */
  async close(): Promise<void> {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    const ids = [...this.owned.keys()];
    this.owned.clear();
    this.closed = true;
    if (this.cmd.status === 'ready') {
      await Promise.all(ids.map((t) => this.cmd.eval(RELEASE_SCRIPT, 1, this.leaseKey(t), this.options.nodeId).catch(() => undefined)));
      await this.cmd.del(this.aliveKey(this.instance)).catch(() => undefined);
    }
    this.cmd.disconnect();
    this.sub.disconnect();
  }

  // ------------------------------------------------------------------------------------------

  private async renew(): Promise<void> {
    if (this.renewing || this.closed) return;
    this.renewing = true;
    try {
      // A lease already past its margin on the local clock (this process stalled: GC, SIGSTOP, a VM
      // freeze) is lost before any round trip, so a woken node stops its tables at its first renewal.
      for (const t of [...this.owned.keys()]) if (!this.valid(t)) this.lose(t, 'lease not renewed in time');
      const ids = [...this.owned.keys()];
      const started = Date.now();
      if (this.cmd.status === 'ready') this.cmd.set(this.aliveKey(this.instance), '1', 'PX', this.options.leaseMs).catch(() => undefined);
      if (ids.length > 0 && this.cmd.status === 'ready') {
        const p = this.cmd.pipeline();
        for (const t of ids) p.eval(RENEW_SCRIPT, 1, this.leaseKey(t), this.options.nodeId, this.options.leaseMs);
        const results = await p.exec().catch(() => null);
        ids.forEach((t, i) => {
          const [err, res] = results?.[i] ?? [new Error('no answer'), null];
          if (!this.owned.has(t)) return;
          if (!err && res === 1) this.owned.set(t, started + this.options.leaseMs);
          else if (!err && res === 0) this.lose(t, 'another node holds the lease');
        });
      }
      // Leases that could not be renewed in time are gone too (Redis unreachable or slow).
      for (const t of [...this.owned.keys()]) if (!this.valid(t)) this.lose(t, 'lease not renewed in time');
    } finally {
      this.renewing = false;
    }
  }

  private lose(tableId: string, reason: string): void {
    this.owned.delete(tableId);
    this.options.log.warn({ table: tableId, reason }, 'table lease lost');
    this.options.onLost(tableId);
  }

  private async redisSubscribe(channel: string): Promise<void> {
    if (this.sub.status !== 'ready') return; // subscribed by `resubscribe` once connected
    await this.sub.subscribe(channel);
  }

  private async resubscribe(): Promise<void> {
    const channels = [...this.raw.keys(), ...[...this.tables.keys()].map((t) => this.tableChannel(t))];
    if (channels.length === 0) return;
    try {
      await this.sub.subscribe(...channels);
      this.options.log.info({ channels: channels.length }, 'redis channels subscribed');
      this.options.onResubscribed?.();
    } catch (e) {
      this.options.log.warn({ err: e }, 'redis subscribe failed');
    }
  }

  private onMessage(channel: string, payload: string): void {
    const raw = this.raw.get(channel);
    if (raw) return raw(payload);
    const tableId = channel.slice(this.options.prefix.length + 2);
    if (!this.tables.has(tableId)) return;
    let parsed: { n: string; m: PresenceMessage };
    try {
      parsed = JSON.parse(payload) as { n: string; m: PresenceMessage };
    } catch {
      return;
    }
    if (parsed.n === this.options.nodeId) return;
    this.deliverLocal(tableId, parsed.m);
  }

  private tableChannel(tableId: string): string {
    return `${this.options.prefix}t:${tableId}`;
  }

  private aliveKey(instance: string): string {
    return `${this.options.prefix}alive:${instance}`;
  }

  private leaseKey(tableId: string): string {
    return `${this.options.prefix}lease:${tableId}`;
  }
}
