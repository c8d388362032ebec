/**
 * One node of a Roundhouse cluster (docs/scaling.md): joins Redis (RedisPresence: table channels and
 * leases), fences writes in PostgreSQL (TableFences), serves other nodes' requests for the tables it
 * owns (ClusterBus), mirrors the tables it does not own (RemoteTable), and scans for running tables
 * whose owner died or stalled (lease expired) to take them over: lease, new fence epoch, then reload
 * from snapshot + log, so bots, clocks and timers resume once, at the new owner only.
 */
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { ClusterOptions } from '../config.js';
import { ServerError } from '../errors.js';
import type { TableHandle } from '../runtime/table.js';
import type { Database } from '../storage/schema.js';
import type { TableCluster, TableService } from '../tables/service.js';
import { ClusterBus, type BusReply, type BusRequest } from './bus.js';
import { TableFences } from './fence.js';
import { RedisPresence } from './redis-presence.js';
import { RemoteTable } from './remote-table.js';

/** A mirror this node keeps, and since when no local client watches it (epoch ms; null: watched). */
interface Mirror {
  table: RemoteTable;
  unsubscribe: () => void;
  idleSince: number | null;
}

/** A mirror nobody here watches is dropped after this long (ms). */
const MIRROR_IDLE_MS = 30_000;

/** Cluster mode of one server process. */
export class ClusterNode implements TableCluster {
  readonly presence: RedisPresence;
  readonly fences: TableFences;
  private readonly bus: ClusterBus;
  private readonly mirrors = new Map<string, Mirror>();
  private readonly opening = new Map<string, Promise<TableHandle | undefined>>();
  private service: TableService | null = null;
  private listRunning: (() => Promise<string[]>) | null = null;
  private scanTimer: NodeJS.Timeout | null = null;
  private scanning = false;
  private stopped = false;

  constructor(
    private readonly options: ClusterOptions,
    db: Kysely<Database>,
    private readonly log: Logger,
  ) {
    this.presence = new RedisPresence({
      url: options.redisUrl,
      prefix: options.prefix,
      nodeId: options.nodeId,
      leaseMs: options.leaseMs,
      renewMs: options.renewMs,
      log,
      onLost: (id) => this.lost(id),
      onResubscribed: () => void this.refreshMirrors(),
    });
    this.fences = new TableFences(
      db,
      options.nodeId,
      (id) => this.presence.valid(id),
      (id) => this.lost(id),
    );
    this.bus = new ClusterBus(this.presence, options.leaseMs + options.renewMs, log);
  }

  /** This node's id. */
  get nodeId(): string {
    return this.options.nodeId;
  }

  /** How long a message waits for a dead owner's table to move (ms): the lease plus one scan. */
  get failoverWaitMs(): number {
    return this.options.leaseMs + 2 * this.options.renewMs;
  }

  /**
   * Starts serving: requests from other nodes, lease renewals and the failover scan (which also
   * takes the running tables nobody owns at start). `listRunning` lists running table ids.
   */
  async start(service: TableService, listRunning: () => Promise<string[]>): Promise<void> {
    this.service = service;
    this.listRunning = listRunning;
    service.attachCluster(this);
    await this.bus.serve((req, reply) => this.serve(req, reply));
    this.presence.startRenewals();
    await this.presence.ready(2_000).catch(() => this.log.warn('redis not reachable at start; retrying in the background'));
    await this.scan();
    this.scheduleScan();
    this.log.info({ node: this.nodeId, leaseMs: this.options.leaseMs, renewMs: this.options.renewMs }, 'cluster node started');
  }

  /** Stops scanning and answering, releases every lease, closes Redis (after the service stopped its tables). */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.scanTimer) clearTimeout(this.scanTimer);
    for (const m of this.mirrors.values()) m.unsubscribe();
    this.mirrors.clear();
    this.bus.close();
    await this.presence.close();
  }

  // TableCluster ---------------------------------------------------------------------------

  async acquire(tableId: string): Promise<boolean> {
    if (!(await this.presence.claim(tableId))) return false;
    if (this.fences.epochOf(tableId) === undefined) {
      try {
        await this.fences.take(tableId);
      } catch (e) {
        void this.presence.release(tableId);
        throw e;
      }
    }
    this.dropMirror(tableId);
    return true;
  }

  relinquish(tableId: string): void {
    this.fences.forget(tableId);
    void this.presence.release(tableId);
  }

  assertAvailable(): void {
    this.presence.assertAvailable();
  }

  mirror(tableId: string): TableHandle | undefined {
    const m = this.mirrors.get(tableId);
    return m?.table.ready ? m.table : undefined;
  }

  connectionChanged(tableId: string, seat: number | null, delta: 1 | -1): void {
    this.presence.countConnection(tableId, seat, delta);
  }

  connected(tableId: string): Promise<number[]> {
    return this.presence.connectedOf(tableId);
  }

  seen(tableId: string): void {
    this.mirrors.get(tableId)?.table.seen();
  }

  /** Errors: UNAVAILABLE (Redis down, or the table is moving and no owner answered in time). */
  async remote(tableId: string): Promise<TableHandle | undefined> {
    const known = this.mirror(tableId);
    if (known) return known;
    let p = this.opening.get(tableId);
    if (!p) {
      p = this.open(tableId).finally(() => this.opening.delete(tableId));
      this.opening.set(tableId, p);
    }
    return p;
  }

  // ------------------------------------------------------------------------------------------

  /** Mirrors `tableId`: subscribe, wait until Redis delivers its channel, then ask the owner for its state. */
  private async open(tableId: string): Promise<TableHandle | undefined> {
    const service = this.requireService();
    const table = new RemoteTable(tableId, {
      nodeId: this.nodeId,
      failoverWaitMs: this.failoverWaitMs,
      ownerOf: async (id) => (await this.presence.ownersOf([id]))[0] ?? null,
      request: (node: string, req: BusRequest, onReply?: (r: BusReply) => void) => this.bus.request(node, req, onReply),
      takeOver: async (id) => (await service.takeOver(id)) ?? (await this.ended(id)),
    });
    const unsubscribe = this.presence.subscribe(tableId, table.onMessage);
    try {
      await this.presence.subscribed(tableId);
      const got = await table.refresh();
      if (got && 'local' in got) {
        unsubscribe();
        return got.local;
      }
    } catch (e) {
      unsubscribe();
      const code = (e as { code?: unknown }).code;
      if (e instanceof ServerError) throw e;
      throw new ServerError(typeof code === 'string' && code !== 'NOT_OWNER' ? code : 'UNAVAILABLE', (e as Error).message);
    }
    const existing = this.mirrors.get(tableId);
    if (existing) existing.unsubscribe();
    this.mirrors.set(tableId, { table, unsubscribe, idleSince: null });
    return table;
  }

  /** The local runtime of a table that ended meanwhile (loaded from storage), else undefined. */
  private async ended(tableId: string): Promise<TableHandle | undefined> {
    const service = this.requireService();
    const summary = await service.summary(tableId).catch(() => undefined);
    if (!summary || summary.status === 'running') return undefined;
    return service.runtimeOrLoad(tableId);
  }

  private dropMirror(tableId: string): void {
    const m = this.mirrors.get(tableId);
    if (!m) return;
    m.unsubscribe();
    this.mirrors.delete(tableId);
  }

  /** After Redis came back: each mirror asks its owner again and passes on what it missed. */
  private async refreshMirrors(): Promise<void> {
    for (const [id, m] of [...this.mirrors]) {
      try {
        const got = await m.table.refresh();
        if (got && 'local' in got) this.dropMirror(id);
        else if (got) this.presence.deliverLocal(id, { kind: 'state', update: got });
      } catch (e) {
        this.log.debug({ err: e, table: id }, 'mirror refresh failed');
      }
    }
  }

  /** Serves another node's request for a table this node runs. */
  private async serve(req: BusRequest, reply: (r: BusReply) => void): Promise<void> {
    const service = this.requireService();
    const rt = service.runtime(req.tableId);
    if (!rt || (!rt.finished && !this.presence.valid(req.tableId)))
      return reply({ ok: false, code: 'NOT_OWNER', message: `node ${this.nodeId} does not run table ${req.tableId}` });
    switch (req.op) {
      case 'action': {
        const r = await rt.submit(req.seat, req.seq, req.action, 'human', (seq) => reply({ ok: true, seq }));
        // A stopping owner runs nothing more: the sender waits for the next owner instead.
        if (!r.ok && r.code === 'SHUTTING_DOWN') reply({ ok: false, code: 'NOT_OWNER', message: `node ${this.nodeId} is stopping` });
        else if (!r.ok) reply({ ok: false, code: r.code, message: r.message, seq: r.seq });
        return;
      }
      case 'back':
        return reply({ ok: true, value: await rt.back(req.seat) });
      case 'leave':
        await rt.leave(req.seat);
        return reply({ ok: true });
      case 'pause': {
        const r = await rt.setPaused(req.seat, req.paused);
        return reply(r.ok ? { ok: true } : { ok: false, code: r.code, message: r.message });
      }
      case 'state':
        return reply({ ok: true, update: rt.currentUpdate(), away: rt.away });
      case 'seen':
        rt.lastHumanAt = Date.now();
        return reply({ ok: true });
    }
  }

  /** This node lost a table (lease gone or a write fenced): stop it here at once. */
  private lost(tableId: string): void {
    this.fences.forget(tableId);
    const service = this.service;
    if (!service) return;
    service.drop(tableId).catch((e) => this.log.error({ err: e, table: tableId }, 'dropping a lost table failed'));
  }

  private scheduleScan(): void {
    if (this.stopped) return;
    // Jitter, so the nodes do not all race for the same table at the same moment.
    const delay = this.options.renewMs * (0.75 + Math.random() * 0.5);
    this.scanTimer = setTimeout(() => {
      this.scan().finally(() => this.scheduleScan());
    }, delay);
    this.scanTimer.unref();
  }

  /** Takes over every running table without an owner; drops mirrors nobody here watches. */
  private async scan(): Promise<void> {
    if (this.scanning || this.stopped || !this.presence.available || !this.listRunning) return;
    this.scanning = true;
    const service = this.requireService();
    try {
      const ids = (await this.listRunning()).filter((id) => !service.runtime(id));
      const owners = await this.presence.ownersOf(ids);
      for (let i = 0; i < ids.length && !this.stopped; i++) {
        if (owners[i] !== null) continue;
        const id = ids[i]!;
        try {
          await service.takeOver(id);
        } catch (e) {
          this.log.warn({ err: e, table: id }, 'taking over a table failed; will retry');
        }
      }
      const now = Date.now();
      for (const [id, m] of [...this.mirrors]) {
        const watched = this.presence.localSubscribers(id) > 1;
        if (watched) m.idleSince = null;
        else if (m.idleSince === null) m.idleSince = now;
        else if (now - m.idleSince > MIRROR_IDLE_MS) this.dropMirror(id);
      }
    } catch (e) {
      this.log.debug({ err: e }, 'failover scan failed');
    } finally {
      this.scanning = false;
    }
  }

  private requireService(): TableService {
    if (!this.service) throw new Error('cluster node not started');
    return this.service;
  }
}
