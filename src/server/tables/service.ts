/**
 * Table lifecycle: create, list, join, leave, start, rematch, record, seat authentication, and the
 * running tables' runtimes (created at start, reloaded from storage after a restart). Game-agnostic:
 * every game is reached through the registry's `GameModule`s. Every method throws `ServerError` with a
 * stable code (see protocol.ts) and changes nothing when it does.
 */
import type { Logger } from 'pino';
import type { AnyGameModule } from '../../engine/contract.js';
import { RECORD_FORMAT, type GameRecord } from '../../engine/record.js';
import { RoundhouseError } from '../../engine/result.js';
import { step } from '../../engine/step.js';
import { botNames } from '../../games/index.js';
import { ServerError } from '../errors.js';
import type { CreateTableRequest, JoinTableRequest, ReplayMessage, SeatGrant, TableSummary, TimeControl } from '../../protocol/protocol.js';
import type { Presence } from '../presence.js';
import { DEFAULT_LIMITS, type ServerLimits } from '../limits.js';
import { drawSeed, seedCommitment } from '../security/seed.js';
import { hashToken, newId, newInviteCode, newToken } from '../security/tokens.js';
import type { Repository, SeatRow, TableRow } from '../storage/repository.js';
import { substituteBotName } from '../runtime/bots.js';
import type { StoredClock } from '../runtime/clock.js';
import { TableRuntime, type RuntimeHooks, type RuntimeSeat, type RuntimeStore, type TableHandle } from '../runtime/table.js';
import { BatchingStore } from '../storage/batch.js';
import { buildReplay, replayStart } from './replay.js';
import { summarize } from './summary.js';
import { at } from '../../engine/at.js';

/** Options of the table service (ms where timed). */
export interface TableServiceOptions {
  /** The playable games (normally the registry's GAMES). */
  games: readonly AnyGameModule[];
  /** Turn-based bot think delay (ms). */
  botDelayMs: number;
  /** Snapshot every N actions. */
  snapshotEvery: number;
  /** How long a finished table's runtime stays in memory (ms) for late `hello`s. */
  keepFinishedMs?: number;
  /** Sees every decided action (the `/metrics` counters). */
  onAction?: RuntimeHooks['actionDone'];
  /** Abuse limits (limits.ts); default `DEFAULT_LIMITS`. */
  limits?: ServerLimits;
  /** A table ended with a result (stored): the ratings hook (issue 17). */
  onFinished?: (tableId: string) => void;
}

/**
 * Who asks: `creator` names the client for the open-tables cap (`ip:<address>`; none = no cap);
 * `account` is the signed-in account, whose seats then belong to it (named by its username).
 */
export interface RequestContext {
  creator?: string;
  account?: { id: string; username: string };
}

/** What one expiry sweep did (table ids). */
export interface SweepResult {
  /** Open tables deleted after `openTableTtlMs` without a join. */
  expired: string[];
  /** Running tables ended as abandoned after `abandonAfterMs` with every human away. */
  abandoned: string[];
}

/** A seat hello persists the table's activity at most this often (ms). */
const TOUCH_EVERY_MS = 3_600_000;

/**
 * Cluster mode: a lobby list (by status) is read from the database at most once per this long (ms) by
 * each node, however many clients ask; a change of a table on this node reads it afresh, one on
 * another node shows within this long.
 */
export const LOBBY_CACHE_MS = 500;

/** What a game lists in `GET /api/games`. */
export interface GameInfo {
  id: string;
  title: string;
  seats: { min: number; max: number };
  bots: string[];
  realTime: boolean;
}

/** A connection's identity at a table after `authenticate`. */
export interface SeatAuth {
  tableId: string;
  seat: number;
}

/**
 * Cluster mode as the table service sees it (cluster/node.ts); absent = this process owns every
 * table. Errors: `UNAVAILABLE` (ServerError) while Redis cannot be reached.
 */
export interface TableCluster {
  /** Takes ownership of a running table before it runs here (lease + write fence). False: another node owns it. */
  acquire(tableId: string): Promise<boolean>;
  /** Gives up ownership of a table that no longer runs here (finished, abandoned, lost, stopping). */
  relinquish(tableId: string): void;
  /** Throws UNAVAILABLE while Redis cannot be reached. */
  assertAvailable(): void;
  /** A running table owned elsewhere (mirrored and forwarded), or the local runtime after taking an ownerless one over. */
  remote(tableId: string): Promise<TableHandle | undefined>;
  /** This node's mirror of a table owned elsewhere, if it has one. */
  mirror(tableId: string): TableHandle | undefined;
  /** A human of `tableId`, which runs elsewhere, said hello here. */
  seen(tableId: string): void;
  /** A socket of `seat` (null: spectator) opened (+1) or closed (-1) here. */
  connectionChanged(tableId: string, seat: number | null, delta: 1 | -1): void;
  /** Open sockets by seat over the whole cluster. */
  connected(tableId: string): Promise<number[]>;
}

/** The table service. */
export class TableService {
  private readonly runtimes = new Map<string, TableRuntime>();
  private readonly connections = new Map<string, number[]>();
  /** Substitute-bot takeovers waiting for a seat with no open connection (RP-20.1), by `tableId:seat`. */
  private readonly takeovers = new Map<string, NodeJS.Timeout>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private closing = false;
  /** Where runtimes write actions (group commit over the repository). */
  private readonly store: RuntimeStore;
  private readonly limits: ServerLimits;
  /** When a seat hello last persisted `activity_at`, by table (epoch ms). */
  private readonly touched = new Map<string, number>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private cluster: TableCluster | undefined;
  /** Cluster mode: the lobby lists being read or read within `LOBBY_CACHE_MS`, by status (`at`: epoch ms). */
  private readonly lobby = new Map<string, { at: number; list: Promise<TableSummary[]> }>();

  constructor(
    private readonly repo: Repository,
    private readonly presence: Presence,
    private readonly options: TableServiceOptions,
    private readonly log: Logger,
  ) {
    this.store = new BatchingStore(repo);
    this.limits = options.limits ?? DEFAULT_LIMITS;
  }

  /** Joins a cluster (cluster mode; call before `startSweeps` and before serving). */
  attachCluster(cluster: TableCluster): void {
    this.cluster = cluster;
  }

  /** The registered games. */
  games(): GameInfo[] {
    return this.options.games.map((g) => ({
      id: g.id,
      title: g.title,
      seats: { ...g.seats },
      bots: botNames(g),
      realTime: !!(g.advance && g.nextEventAt),
    }));
  }

  /** The module of a game id, or throws UNKNOWN_GAME. */
  module(gameId: string): AnyGameModule {
    const m = this.options.games.find((g) => g.id === gameId);
    if (!m) throw new ServerError('UNKNOWN_GAME', `unknown game "${gameId}"; known: ${this.options.games.map((g) => g.id).join(', ')}`);
    return m;
  }

  /** Number of running (unfinished) tables held in memory. */
  get openTables(): number {
    let n = 0;
    for (const rt of this.runtimes.values()) if (!rt.finished) n++;
    return n;
  }

  /** The runtime of a running (or just finished) table, if loaded here. */
  runtime(tableId: string): TableRuntime | undefined {
    return this.runtimes.get(tableId);
  }

  /** The local runtime of a table, else (cluster mode) this node's mirror of it, if any. */
  handle(tableId: string): TableHandle | undefined {
    return this.runtimes.get(tableId) ?? this.cluster?.mirror(tableId);
  }

  /**
   * Where a running table's messages go: its local runtime, or in cluster mode a handle that runs
   * them at the owner node. Undefined when the table is not running (open, or ended and unloaded).
   * Errors: TABLE_NOT_FOUND, STORAGE_ERROR, UNAVAILABLE.
   */
  async live(tableId: string): Promise<TableHandle | undefined> {
    const h = this.handle(tableId);
    if (h || !this.cluster) return h;
    const row = await this.requireRow(tableId);
    return row.status === 'running' ? this.cluster.remote(tableId) : undefined;
  }

  /**
   * The runtime of a running or finished table, loading a finished one from storage (for late
   * `hello`s and `sync`s: they get the final state); in cluster mode the mirror of a table running
   * elsewhere. Undefined for open tables.
   */
  async runtimeOrLoad(tableId: string): Promise<TableHandle | undefined> {
    const rt = this.handle(tableId);
    if (rt) return rt;
    const row = await this.requireRow(tableId);
    if (row.status === 'running' && this.cluster) return this.cluster.remote(tableId);
    if (row.status !== 'finished') return undefined;
    return this.withLock(tableId, async () => {
      const again = this.runtimes.get(tableId);
      if (again) return again;
      const loaded = await this.storage(() => this.load(row));
      if (!loaded) return undefined;
      this.expireLater(tableId, loaded);
      return loaded;
    });
  }

  /**
   * Creates a table with a seed from the CSPRNG (or, at tables with at most one human seat, the
   * request's practice seed). Errors: UNKNOWN_GAME, BAD_SEATS, BAD_CONFIG, UNKNOWN_BOT,
   * SEED_NOT_ALLOWED, TOO_MANY_TABLES (the creator has `openTablesPerCreator` open tables). All-bot
   * tables start at once; with `host`, the creator gets a seat (and the table starts if that filled it).
   */
  async create(req: CreateTableRequest, ctx: RequestContext = {}): Promise<{ table: TableSummary; inviteCode?: string; host?: SeatGrant }> {
    this.assertOpen();
    this.cluster?.assertAvailable();
    if (!ctx.creator) return this.createChecked(req, undefined, ctx.account);
    const creator = ctx.creator;
    return this.withLock(`creator:${creator}`, async () => {
      const open = await this.storage(() => this.repo.countOpenByCreator(creator));
      if (open >= this.limits.openTablesPerCreator)
        throw new ServerError(
          'TOO_MANY_TABLES',
          `at most ${this.limits.openTablesPerCreator} open tables per creator; start or leave one first`,
        );
      return this.createChecked(req, creator, ctx.account);
    });
  }

  private async createChecked(
    req: CreateTableRequest,
    creator: string | undefined,
    account?: RequestContext['account'],
  ): Promise<{ table: TableSummary; inviteCode?: string; host?: SeatGrant }> {
    const module = this.module(req.game);
    const n = req.seats.length;
    if (n < module.seats.min || n > module.seats.max) {
      throw new ServerError('BAD_SEATS', `${module.id} takes ${module.seats.min}–${module.seats.max} seats, got ${n}`);
    }
    const config = parseConfig(module, req.config, n);
    const known = botNames(module);
    for (const s of req.seats) {
      if (s.kind === 'bot' && !known.includes(s.bot))
        throw new ServerError('UNKNOWN_BOT', `${module.id} has no bot "${s.bot}"; known: ${known.join(', ')}`);
    }
    const humans = req.seats.filter((s) => s.kind === 'human').length;
    const seedKeys = (module.seedConfigKeys ?? []).filter((k) => (config as Record<string, unknown> | null)?.[k] != null);
    const clientSeed = req.seed !== undefined || seedKeys.length > 0;
    if (clientSeed && humans >= 2) {
      const what = req.seed !== undefined ? '`seed`' : seedKeys.map((k) => `config.${k}`).join(', ');
      throw new ServerError('SEED_NOT_ALLOWED', `${what} is for practice tables (at most one human seat); this table has ${humans}`);
    }
    let hostSeat: number | undefined;
    if (req.host) {
      hostSeat = req.host.seat ?? req.seats.findIndex((s) => s.kind === 'human');
      if (hostSeat < 0 || hostSeat >= n || req.seats[hostSeat]?.kind !== 'human')
        throw new ServerError('BAD_SEATS', 'host needs a human seat');
    }
    const now = Date.now();
    const row: TableRow = {
      id: newId('t'),
      game: module.id,
      config: JSON.stringify(config ?? null),
      seed: req.seed ?? drawSeed(),
      status: 'open',
      visibility: req.visibility,
      invite_code: req.visibility === 'private' ? newInviteCode() : null,
      time_control: JSON.stringify(req.timeControl),
      clock: null,
      created_at: now,
      started_at: null,
      finished_at: null,
      rematch_id: null,
      seed_source: clientSeed ? 'client' : 'server',
      creator: creator ?? null,
      activity_at: now,
    };
    const seats: SeatRow[] = req.seats.map((s, seat) => ({
      table_id: row.id,
      seat,
      kind: s.kind,
      bot: s.kind === 'bot' ? s.bot : null,
      player_id: null,
      name: s.kind === 'bot' ? `${s.bot} bot` : null,
      token_hash: null,
      away: 0,
      account_id: null,
    }));
    await this.storage(() => this.repo.createTable(row, seats));
    this.lobby.clear();
    this.log.info({ table: row.id, game: module.id, seats: n }, 'table created');
    let host: SeatGrant | undefined;
    if (req.host && hostSeat !== undefined) host = await this.claim(row.id, hostSeat, req.host.name, account);
    await this.maybeStart(row.id);
    const table = await this.summary(row.id);
    return { table, ...(row.invite_code ? { inviteCode: row.invite_code } : {}), ...(host ? { host } : {}) };
  }

  /**
   * Public tables by status (`active` = open + running), newest first, at most 200. Open and running
   * tables with no activity (create, join, action) within `lobbyIdleMs` are left out. Cluster mode:
   * read at most once per `LOBBY_CACHE_MS` per status (concurrent requests share one read).
   */
  async list(status: 'open' | 'running' | 'finished' | 'abandoned' | 'active'): Promise<TableSummary[]> {
    if (!this.cluster) return this.readList(status);
    const now = Date.now();
    const cached = this.lobby.get(status);
    if (cached && now - cached.at < LOBBY_CACHE_MS) return cached.list;
    const list = this.readList(status);
    this.lobby.set(status, { at: now, list });
    // A failed read is not kept: the next request tries again.
    list.catch(() => this.lobby.get(status)?.list === list && this.lobby.delete(status));
    return list;
  }

  /** `list` read from storage (and, in cluster mode, the owners' activity). */
  private async readList(status: 'open' | 'running' | 'finished' | 'abandoned' | 'active'): Promise<TableSummary[]> {
    const cutoff = Date.now() - this.limits.lobbyIdleMs;
    let rows: TableRow[];
    if (status === 'finished' || status === 'abandoned') rows = await this.storage(() => this.repo.listPublic([status], 200));
    else {
      const open = status === 'running' ? [] : await this.storage(() => this.repo.listPublic(['open'], 200, cutoff));
      const runningRows = status === 'open' ? [] : await this.storage(() => this.repo.listPublic(['running'], 2_000));
      // Cluster mode: tables running on other nodes are judged by their stored activity.
      const elsewhere = this.cluster ? runningRows.filter((r) => !this.runtimes.has(r.id)).map((r) => r.id) : [];
      const stored = elsewhere.length > 0 ? await this.storage(() => this.repo.lastActionTimes(elsewhere)) : new Map<string, number>();
      const activity = (r: TableRow) =>
        this.runtimes.get(r.id)?.lastActionAt ??
        (this.cluster ? Math.max(stored.get(r.id) ?? 0, Number(r.activity_at ?? 0), Number(r.started_at ?? r.created_at)) : 0);
      const running = runningRows.filter((r) => activity(r) >= cutoff);
      rows = [...open, ...running].sort((a, b) => Number(b.created_at) - Number(a.created_at)).slice(0, 200);
    }
    const seats = await this.storage(() => this.repo.getSeatsOf(rows.map((r) => r.id)));
    return Promise.all(rows.map((r) => this.summaryOf(r, seats.get(r.id) ?? [])));
  }

  /** One table's summary. Private tables need the invite code or a seat token. Errors: TABLE_NOT_FOUND. */
  async get(tableId: string, access: { invite?: string; token?: string; accountId?: string } = {}): Promise<TableSummary> {
    const row = await this.visibleRow(tableId, access.invite, access.token, access.accountId);
    return this.summaryOf(row, await this.storage(() => this.repo.getSeats(row.id)));
  }

  /**
   * Seats a guest, or the signed-in `ctx.account` (the seat then belongs to it). Errors: TABLE_NOT_FOUND,
   * NOT_OPEN, SEAT_TAKEN, NO_FREE_SEAT.
   */
  async join(tableId: string, req: JoinTableRequest, ctx: RequestContext = {}): Promise<{ table: TableSummary } & SeatGrant> {
    this.assertOpen();
    this.cluster?.assertAvailable();
    const row = await this.visibleRow(tableId, req.invite);
    if (row.status !== 'open') throw new ServerError('NOT_OPEN', `table ${tableId} is ${row.status}`);
    const grant = await this.withLock(tableId, async () => {
      const seats = await this.storage(() => this.repo.getSeats(tableId));
      let seat = req.seat;
      if (seat === undefined) {
        seat = seats.find((s) => s.kind === 'human' && s.token_hash === null)?.seat;
        if (seat === undefined) throw new ServerError('NO_FREE_SEAT', 'every human seat is taken');
      } else {
        const s = seats[seat];
        if (!s || s.kind !== 'human' || s.token_hash !== null) throw new ServerError('SEAT_TAKEN', `seat ${seat} is not free`);
      }
      return this.claim(tableId, seat, req.name, ctx.account);
    });
    await this.maybeStart(tableId);
    return { table: await this.summary(tableId), ...grant };
  }

  /**
   * Leaves a seat (see protocol.md). An open table whose last seated player leaves ends as abandoned.
   * Errors: BAD_TOKEN, TABLE_NOT_FOUND, GAME_OVER.
   */
  async leave(tableId: string, token: string | undefined, accountId?: string): Promise<TableSummary> {
    const auth = await this.authenticate(tableId, token, accountId);
    await this.withLock(tableId, async () => {
      const row = await this.requireRow(tableId);
      if (row.status === 'finished' || row.status === 'abandoned') throw new ServerError('GAME_OVER', 'the game is over');
      if (row.status === 'open') {
        await this.storage(() => this.repo.freeSeat(tableId, auth.seat));
        // Everyone left before the start: the table is over (it no longer counts against its creator).
        if (await this.storage(() => this.repo.abandonOpenIfEmpty(tableId, Date.now())))
          this.log.info({ table: tableId }, 'open table abandoned: every player left');
        this.publishTable(tableId);
        return false;
      }
      const rt = this.runtimes.get(tableId);
      if (rt) await rt.leave(auth.seat);
      return !rt && !!this.cluster;
    }).then(async (elsewhere) => {
      // Cluster mode: the table runs on another node (outside the lock: reaching it may take it over here).
      if (elsewhere) await (await this.live(tableId))?.leave(auth.seat);
    });
    return this.summary(tableId);
  }

  /** Starts a full open table. Errors: BAD_TOKEN, NOT_OPEN, NOT_FULL. */
  async start(tableId: string, token: string | undefined, accountId?: string): Promise<TableSummary> {
    await this.authenticate(tableId, token, accountId);
    const row = await this.requireRow(tableId);
    if (row.status !== 'open') throw new ServerError('NOT_OPEN', `table ${tableId} is ${row.status}`);
    const started = await this.maybeStart(tableId);
    if (!started) {
      const again = await this.requireRow(tableId);
      if (again.status === 'open') throw new ServerError('NOT_FULL', 'some human seats are still free');
    }
    return this.summary(tableId);
  }

  /**
   * Creates (once) the rematch of a finished table and seats the caller. Errors: BAD_TOKEN,
   * NOT_FINISHED, ALREADY_REMATCHED (this seat already holds its seat at the rematch), NOT_OPEN,
   * TOO_MANY_TABLES.
   */
  async rematch(
    tableId: string,
    token: string | undefined,
    ctx: RequestContext = {},
  ): Promise<{ table: TableSummary; inviteCode?: string } & SeatGrant> {
    this.assertOpen();
    const auth = await this.authenticate(tableId, token, ctx.account?.id);
    const row = await this.requireRow(tableId);
    if (row.status !== 'finished') throw new ServerError('NOT_FINISHED', 'the game has not ended');
    const seats = await this.storage(() => this.repo.getSeats(tableId));
    const me = at(seats, auth.seat, 'seat');
    const rematchId = await this.withLock(tableId, async () => {
      const current = await this.requireRow(tableId);
      if (current.rematch_id) return current.rematch_id;
      const created = await this.create(
        {
          game: row.game,
          config: JSON.parse(row.config),
          seats: seats.map((s) => (s.kind === 'bot' ? { kind: 'bot' as const, bot: s.bot ?? 'random' } : { kind: 'human' as const })),
          timeControl: JSON.parse(row.time_control) as TimeControl,
          visibility: row.visibility === 'private' ? 'private' : 'public',
        },
        ctx,
      );
      const id = await this.storage(() => this.repo.setRematch(tableId, created.table.id));
      this.publishTable(tableId);
      return id;
    });
    const newRow = await this.requireRow(rematchId);
    const mine = (await this.storage(() => this.repo.getSeats(rematchId)))[auth.seat];
    if (mine?.token_hash)
      throw new ServerError(
        'ALREADY_REMATCHED',
        `seat ${auth.seat} already holds its seat at the rematch ${rematchId}; use that seat's token`,
      );
    const grant = await this.join(
      rematchId,
      {
        name: me.name ?? `Seat ${auth.seat + 1}`,
        seat: auth.seat,
        ...(newRow.invite_code ? { invite: newRow.invite_code } : {}),
      },
      ctx,
    );
    return { ...grant, ...(newRow.invite_code ? { inviteCode: newRow.invite_code } : {}) };
  }

  /**
   * The game record of a finished (or abandoned) table: it reveals the seed, with its commitment, so
   * the shuffles can be checked. Errors: TABLE_NOT_FOUND, RECORD_NOT_AVAILABLE.
   */
  async record(tableId: string, access: { invite?: string; token?: string; accountId?: string } = {}): Promise<GameRecord> {
    const row = await this.visibleRow(tableId, access.invite, access.token, access.accountId);
    if (row.status !== 'finished' && row.status !== 'abandoned')
      throw new ServerError('RECORD_NOT_AVAILABLE', 'the record is available once the game has ended');
    const [seats, actions, outcome] = await this.storage(() =>
      Promise.all([this.repo.getSeats(tableId), this.repo.actionsAfter(tableId, 0), this.repo.getResult(tableId)]),
    );
    return {
      format: RECORD_FORMAT,
      game: row.game as GameRecord['game'],
      config: JSON.parse(row.config),
      seed: row.seed,
      seats: seats.map((s) => ({ name: s.name ?? `Seat ${s.seat + 1}`, kind: s.kind === 'bot' ? `bot:${s.bot}` : 'human' })),
      actions: actions.map((a) => (a.at === null ? { seat: a.seat, action: a.action } : { seat: a.seat, action: a.action, at: a.at })),
      ...(outcome !== undefined ? { outcome } : {}),
      seedCommitment: seedCommitment(row.seed),
      ...(row.seed_source === 'client' ? { practice: true } : {}),
      ...(row.status === 'abandoned' ? { abandoned: true } : {}),
    };
  }

  /**
   * The actions after `lastSeq` up to `upTo` as `seat` (null: spectator) saw them (see replay.ts), or
   * null when storage does not hold `upTo` actions yet. Errors: TABLE_NOT_FOUND, STORAGE_ERROR.
   */
  async replay(tableId: string, seat: number | null, lastSeq: number, upTo: number): Promise<ReplayMessage | null> {
    const row = await this.requireRow(tableId);
    const module = this.options.games.find((g) => g.id === row.game);
    if (!module) return null;
    // Start from the latest snapshot at or before the replay's first action: the work grows with the
    // actions missed, not with the length of the game.
    const snapshot = await this.storage(() => this.repo.latestSnapshot(tableId, replayStart(lastSeq, upTo)));
    const baseSeq = snapshot?.seq ?? 0;
    const [seats, actions] = await this.storage(() => Promise.all([this.repo.getSeats(tableId), this.repo.actionsAfter(tableId, baseSeq)]));
    if (Math.max(baseSeq, actions.at(-1)?.seq ?? 0) < upTo) return null;
    const base = snapshot ? snapshot.state : module.setup(module.parseConfig(JSON.parse(row.config), seats.length), row.seed, seats.length);
    return buildReplay({ tableId, module, base, baseSeq, actions }, seat, lastSeq, upTo);
  }

  /**
   * The seat of `token` at `tableId`, or without a token the seat the signed-in `accountId` holds there.
   * Errors: BAD_TOKEN, TABLE_NOT_FOUND.
   */
  async authenticate(tableId: string, token: string | undefined, accountId?: string): Promise<SeatAuth> {
    if (!token && !accountId) throw new ServerError('BAD_TOKEN', 'a seat token is required');
    const seat = await this.storage(() =>
      token ? this.repo.findSeatByToken(tableId, hashToken(token)) : this.repo.findSeatByAccount(tableId, accountId!),
    );
    if (!seat) {
      await this.requireRow(tableId);
      throw new ServerError('BAD_TOKEN', 'this token holds no seat at this table');
    }
    return { tableId, seat: seat.seat };
  }

  /** Checks that a spectator may watch (public, or private with the invite). Errors: TABLE_NOT_FOUND. */
  async spectate(tableId: string, invite: string | undefined): Promise<TableSummary> {
    return this.get(tableId, { invite });
  }

  /** A connection for `seat` (null = spectator) opened (+1) or closed (-1); publishes on 0↔1. */
  connectionChanged(tableId: string, seat: number | null, delta: 1 | -1): void {
    if (seat === null) return;
    this.cluster?.connectionChanged(tableId, seat, delta);
    let counts = this.connections.get(tableId);
    if (!counts) this.connections.set(tableId, (counts = []));
    const before = counts[seat] ?? 0;
    counts[seat] = Math.max(0, before + delta);
    if (counts.every((c) => !c)) this.connections.delete(tableId);
    if (delta === 1) this.humanSeen(tableId);
    const key = `${tableId}:${seat}`;
    if ((counts[seat] ?? 0) > 0) {
      clearTimeout(this.takeovers.get(key));
      this.takeovers.delete(key);
    } else if (before > 0 && !this.closing) this.scheduleTakeover(tableId, seat, this.takeoverDelay(tableId));
    if ((before === 0) !== (counts[seat] === 0) && !this.closing) this.publishTable(tableId);
  }

  /**
   * RP-20.1: at a running table whose game has `awayAfterMs` (Rail Pass `botTakeoverAfterMs`), a
   * seat with no connection here (its last one just closed, or the table just started or was
   * reloaded) goes to its substitute bot once that long has passed with no connection of the seat
   * anywhere (cluster-wide); a connection of the seat opening here first cancels it, and the
   * player's next hello sets the seat back (transport/ws.ts). `delay`: that time (ms; null: never),
   * known when the table starts, else read from storage.
   */
  private scheduleTakeover(tableId: string, seat: number, delay: Promise<number | null>): void {
    const key = `${tableId}:${seat}`;
    delay.then(
      (ms) => {
        if (ms === null || this.closing || (this.connections.get(tableId)?.[seat] ?? 0) > 0) return;
        clearTimeout(this.takeovers.get(key));
        const timer = setTimeout(() => {
          this.takeovers.delete(key);
          this.takeOverSeat(tableId, seat).catch((e) => this.log.warn({ err: e, table: tableId, seat }, 'substitute takeover failed'));
        }, ms);
        timer.unref();
        this.takeovers.set(key, timer);
      },
      (e) => this.log.warn({ err: e, table: tableId, seat }, 'could not read the takeover delay'),
    );
  }

  /** The game's `awayAfterMs` for a running table (ms), read from storage, or null (never, or not running). */
  private async takeoverDelay(tableId: string): Promise<number | null> {
    const row = await this.storage(() => this.repo.getTable(tableId));
    const module = row?.status === 'running' ? this.options.games.find((g) => g.id === row.game) : undefined;
    if (!row || !module?.awayAfterMs) return null;
    return awayAfterMs(module, row.config, (await this.storage(() => this.repo.getSeats(tableId))).length);
  }

  /** Hands `seat` to its substitute bot unless a connection of the seat is open somewhere now. */
  private async takeOverSeat(tableId: string, seat: number): Promise<void> {
    if (this.closing || ((await this.connectedOf(tableId))[seat] ?? 0) > 0) return;
    await (await this.live(tableId))?.leave(seat);
  }

  /** Reloads every running table from storage (latest snapshot + later actions) and resumes it. */
  async restore(): Promise<number> {
    const rows = await this.repo.listRunning();
    let n = 0;
    for (const row of rows) {
      try {
        if (await this.load(row)) n++;
      } catch (e) {
        this.log.error({ err: e, table: row.id }, 'could not reload table');
      }
    }
    return n;
  }

  /**
   * One expiry pass at `now` (epoch ms): deletes open tables nobody joined for `openTableTtlMs`, and
   * ends as abandoned (stored, unrated, dropped from memory) every running table with human seats
   * none of which is connected or has acted or said hello for `abandonAfterMs`, and every running
   * table of bots only created `botTableMaxMs` ago or more.
   */
  async sweep(now = Date.now()): Promise<SweepResult> {
    const expired = await this.storage(() => this.repo.deleteOpenIdleBefore(now - this.limits.openTableTtlMs));
    if (expired.length > 0) this.log.info({ tables: expired.length }, 'open tables expired');
    const abandoned: string[] = [];
    for (const [id, rt] of [...this.runtimes]) {
      if (rt.finished) continue;
      if (!rt.hasHumans) {
        const row = await this.storage(() => this.repo.getTable(id));
        if (
          row &&
          now - Number(row.created_at) >= this.limits.botTableMaxMs &&
          (await this.abandon(id, rt, now, 'bots only, past botTableMaxMs'))
        )
          abandoned.push(id);
        continue;
      }
      if (now - rt.lastHumanAt < this.limits.abandonAfterMs) continue;
      if ((await this.connectedOf(id)).some((c) => c > 0)) continue;
      if (await this.abandon(id, rt, now, 'every human stayed away')) abandoned.push(id);
    }
    return { expired, abandoned };
  }

  /** Runs `sweep` every `sweepEveryMs` until shutdown (errors are logged). */
  startSweeps(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((e) => this.log.warn({ err: e }, 'expiry sweep failed'));
    }, this.limits.sweepEveryMs);
    this.sweepTimer.unref();
  }

  /** First step of a graceful shutdown: refuse new tables and joins, stop publishing summaries. */
  beginShutdown(): void {
    this.closing = true;
    for (const timer of this.takeovers.values()) clearTimeout(timer);
    this.takeovers.clear();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /** Stops every runtime after its queued work (graceful shutdown). */
  async shutdown(): Promise<void> {
    this.beginShutdown();
    await Promise.all([...this.runtimes.values()].map((r) => r.stop(true)));
    await Promise.allSettled([...this.locks.values()]);
    // Cluster mode: hand every table over at once (another node takes it in its next scan).
    for (const id of this.runtimes.keys()) this.cluster?.relinquish(id);
  }

  /** Summaries (live facts included) of rows already read, e.g. "my games". */
  async summariesOf(rows: TableRow[]): Promise<TableSummary[]> {
    const seats = await this.storage(() => this.repo.getSeatsOf(rows.map((r) => r.id)));
    return Promise.all(rows.map((r) => this.summaryOf(r, seats.get(r.id) ?? [])));
  }

  /** The tables where an account holds a seat, newest first (at most `limit`). */
  async tablesOfAccount(accountId: string, limit: number): Promise<{ table: TableRow; seat: number }[]> {
    return this.storage(() => this.repo.tablesOfAccount(accountId, limit));
  }

  /** The seat rows of a table. */
  async seatsOf(tableId: string): Promise<SeatRow[]> {
    return this.storage(() => this.repo.getSeats(tableId));
  }

  /** The stored outcome of a finished table, or undefined. */
  async outcomeOf(tableId: string): Promise<unknown> {
    return this.storage(() => this.repo.getResult(tableId));
  }

  /** The stored row of a table. Errors: TABLE_NOT_FOUND. */
  async row(tableId: string): Promise<TableRow> {
    return this.requireRow(tableId);
  }

  /** Summary of a table by id (live facts included). */
  async summary(tableId: string): Promise<TableSummary> {
    const row = await this.requireRow(tableId);
    return this.summaryOf(row, await this.storage(() => this.repo.getSeats(tableId)));
  }

  // ------------------------------------------------------------------------------------------

  private async summaryOf(row: TableRow, seats: SeatRow[]): Promise<TableSummary> {
    const rt = this.handle(row.id);
    const seq = rt ? rt.seq : row.status === 'open' ? 0 : await this.storage(() => this.repo.maxSeq(row.id));
    const module = this.options.games.find((g) => g.id === row.game);
    return summarize(row, seats, module, { seq, ...(rt ? { away: rt.away } : {}), connected: await this.connectedOf(row.id) });
  }

  /** Open sockets by seat: this process's, or in cluster mode every node's (this node's alone while Redis is down). */
  private async connectedOf(tableId: string): Promise<readonly number[]> {
    const local = this.connections.get(tableId) ?? [];
    if (!this.cluster) return local;
    return this.cluster.connected(tableId).catch(() => local);
  }

  private publishTable(tableId: string): void {
    this.lobby.clear();
    if (this.closing) return;
    this.summary(tableId).then(
      (table) => this.presence.publish(tableId, { kind: 'table', table }),
      (e) => this.log.warn({ err: e, table: tableId }, 'could not publish table summary'),
    );
  }

  /** Ends a running table as abandoned (see `sweep`). False if it was no longer this runtime's. */
  private async abandon(id: string, rt: TableRuntime, now: number, reason: string): Promise<boolean> {
    return this.withLock(id, async () => {
      if (this.runtimes.get(id) !== rt || rt.finished) return false;
      await rt.stop();
      try {
        if (!(await this.repo.markAbandoned(id, now))) return false;
      } catch (e) {
        this.log.error({ err: e, table: id }, 'storing an abandoned table failed; reloading it');
        this.runtimes.delete(id);
        const row = await this.repo.getTable(id);
        if (row) await this.load(row);
        return false;
      }
      this.runtimes.delete(id);
      this.connections.delete(id);
      this.touched.delete(id);
      void this.presence.release(id);
      this.cluster?.relinquish(id);
      this.log.info({ table: id, reason }, 'table abandoned');
      this.publishTable(id);
      return true;
    });
  }

  /** A seat's player showed up (hello): the table is active; persisted at most every TOUCH_EVERY_MS. */
  private humanSeen(tableId: string): void {
    const rt = this.runtimes.get(tableId);
    if (!rt) return this.cluster?.seen(tableId);
    const now = Date.now();
    rt.lastHumanAt = now;
    if (now - (this.touched.get(tableId) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(tableId, now);
    this.repo.touch(tableId, now).catch((e) => this.log.warn({ err: e, table: tableId }, 'could not store table activity'));
  }

  private async claim(tableId: string, seat: number, guestName: string, account?: RequestContext['account']): Promise<SeatGrant> {
    const playerId = newId('p');
    const token = newToken();
    const now = Date.now();
    const name = account ? account.username : guestName;
    const ok = await this.storage(() => this.repo.joinSeat(tableId, seat, playerId, name, hashToken(token), account?.id ?? null, now));
    if (!ok) throw new ServerError('SEAT_TAKEN', `seat ${seat} is not free`);
    this.log.info({ table: tableId, seat }, 'seat joined');
    this.publishTable(tableId);
    return { seat, token, playerId };
  }

  /** Starts the table if it is open and every seat is taken. Returns true if it started now. */
  private async maybeStart(tableId: string): Promise<boolean> {
    return this.withLock(tableId, async () => {
      const row = await this.requireRow(tableId);
      if (row.status !== 'open') return false;
      const seats = await this.storage(() => this.repo.getSeats(tableId));
      if (!seats.every((s) => s.kind === 'bot' || s.token_hash !== null)) return false;
      const module = this.module(row.game);
      const config = module.parseConfig(JSON.parse(row.config), seats.length);
      const state = module.setup(config, row.seed, seats.length);
      const now = Date.now();
      const tc = JSON.parse(row.time_control) as TimeControl;
      const clock: StoredClock | null = tc.kind === 'bank' ? { banks: seats.map((s) => (s.kind === 'human' ? tc.initialMs : null)) } : null;
      // Cluster mode: the node that starts a table owns it (lease + fence taken before it runs).
      if (this.cluster && !(await this.acquire(tableId))) return false;
      const ok = await this.storage(() => this.repo.markStarted(tableId, now, clock ? JSON.stringify(clock) : null)).catch((e) => {
        this.cluster?.relinquish(tableId);
        throw e;
      });
      if (!ok) {
        this.cluster?.relinquish(tableId);
        return false;
      }
      const started = { ...row, status: 'running', started_at: now };
      this.startRuntime(started, seats, module, state, 0, 0, clock);
      this.log.info({ table: tableId }, 'table started');
      this.publishTable(tableId);
      return true;
    });
  }

  private startRuntime(
    row: TableRow,
    seats: SeatRow[],
    module: AnyGameModule,
    state: unknown,
    seq: number,
    gameTime: number,
    clock: StoredClock | null,
  ): TableRuntime {
    const runtimeSeats: RuntimeSeat[] = seats.map((s) => ({ kind: s.kind === 'bot' ? 'bot' : 'human', bot: s.bot, away: s.away === 1 }));
    const rt = new TableRuntime(
      {
        id: row.id,
        module,
        seed: row.seed,
        seats: runtimeSeats,
        timeControl: JSON.parse(row.time_control) as TimeControl,
        state,
        seq,
        gameTime,
        clock,
      },
      this.store,
      this.presence,
      { botDelayMs: this.options.botDelayMs, snapshotEvery: this.options.snapshotEvery, substituteBot: substituteBotName(module) },
      {
        seatsChanged: (id) => this.publishTable(id),
        finished: (id) => {
          this.log.info({ table: id }, 'table finished');
          this.cluster?.relinquish(id);
          this.publishTable(id);
          this.options.onFinished?.(id);
          this.expireLater(id, rt);
        },
        diverged: (id) => {
          setImmediate(() => void this.reload(id, rt));
        },
        ...(this.options.onAction ? { actionDone: this.options.onAction } : {}),
      },
      this.log,
    );
    this.runtimes.set(row.id, rt);
    // Cluster mode acquires ownership before a table runs (`acquire`); one process owns them all.
    if (!this.cluster) void this.presence.claim(row.id);
    rt.start();
    // RP-20.1: a human seat with no connection here yet (after a restart, or a player who joined but
    // never opened the table) also goes to its bot after the game's delay, unless the player comes.
    const away = awayAfterMs(module, row.config, seats.length);
    if (away !== null)
      runtimeSeats.forEach((s, seat) => {
        if (s.kind === 'human' && !s.away) this.scheduleTakeover(row.id, seat, Promise.resolve(away));
      });
    return rt;
  }

  /**
   * Replaces the runtime `stale` of a table by one loaded from storage (the log is the truth). Clients
   * stay subscribed to the table channel and get the reloaded state. Resolves with the new runtime.
   */
  async reload(tableId: string, stale: TableRuntime): Promise<TableRuntime | undefined> {
    return this.withLock(tableId, async () => {
      if (this.runtimes.get(tableId) !== stale || this.closing) return this.runtimes.get(tableId);
      await stale.stop();
      this.runtimes.delete(tableId);
      if (this.cluster && !(await this.acquire(tableId).catch(() => false))) {
        this.cluster.relinquish(tableId);
        this.log.warn({ table: tableId, seq: stale.seq }, 'table dropped: another node owns it now');
        return undefined;
      }
      const row = await this.requireRow(tableId);
      try {
        const rt = await this.load(row);
        this.log.warn({ table: tableId, seq: rt?.seq }, 'table reloaded from storage after a conflicting write');
        return rt;
      } catch (e) {
        this.log.error({ err: e, table: tableId }, 'reloading a table failed');
        return undefined;
      }
    });
  }

  /**
   * Cluster mode: takes a running table that no node owns over here (lease, fence, then load from
   * snapshot + log; bots, clocks and timers resume here once). Resolves with the runtime, or
   * undefined when another node owns it or it is not running. Errors: UNAVAILABLE, database errors.
   */
  async takeOver(tableId: string): Promise<TableRuntime | undefined> {
    const local = this.runtimes.get(tableId);
    if (local || !this.cluster || this.closing) return local;
    return this.withLock(tableId, async () => {
      const again = this.runtimes.get(tableId);
      if (again || this.closing) return again;
      const row = await this.requireRow(tableId);
      if (row.status !== 'running') return undefined;
      if (!(await this.acquire(tableId))) return undefined;
      try {
        const fresh = await this.repo.getTable(tableId);
        const rt = fresh?.status === 'running' ? await this.load(fresh) : undefined;
        if (!rt) this.cluster?.relinquish(tableId);
        else this.log.info({ table: tableId, seq: rt.seq }, 'table taken over');
        return rt;
      } catch (e) {
        this.cluster?.relinquish(tableId);
        throw e;
      }
    });
  }

  /**
   * Cluster mode: stops a table this node no longer owns (lease lost, or a write was fenced) at once,
   * without another write; its clients here stay subscribed and get the new owner's updates.
   */
  async drop(tableId: string): Promise<void> {
    const rt = this.runtimes.get(tableId);
    if (!rt) return;
    // Out of the map at once: from now on this node forwards the table's messages to its new owner.
    // Work still queued here cannot commit (the fence refuses it).
    this.runtimes.delete(tableId);
    this.cluster?.relinquish(tableId);
    this.log.warn({ table: tableId, seq: rt.seq }, 'table dropped: another node owns it now');
    await rt.stop();
  }

  /** Lease + fence, as `ServerError`s (UNAVAILABLE, STORAGE_ERROR). */
  private async acquire(tableId: string): Promise<boolean> {
    if (!this.cluster) return true;
    try {
      return await this.cluster.acquire(tableId);
    } catch (e) {
      if (e instanceof ServerError) throw e;
      this.log.error({ err: e, table: tableId }, 'taking a table failed');
      throw new ServerError('STORAGE_ERROR', 'the database failed; nothing changed');
    }
  }

  /** Drops a finished table's runtime from memory after `keepFinishedMs`. */
  private expireLater(id: string, rt: TableRuntime): void {
    const t = setTimeout(() => {
      if (this.runtimes.get(id) === rt) this.runtimes.delete(id);
    }, this.options.keepFinishedMs ?? 60_000);
    t.unref();
  }

  /** Loads a running or finished table from storage and starts its runtime (running tables resume). */
  private async load(row: TableRow): Promise<TableRuntime | undefined> {
    const module = this.options.games.find((g) => g.id === row.game);
    if (!module) {
      this.log.warn({ table: row.id, game: row.game }, 'game not registered; table not reloaded');
      return undefined;
    }
    const seats = await this.repo.getSeats(row.id);
    const snapshot = await this.repo.latestSnapshot(row.id);
    let state: unknown;
    let seq = 0;
    if (snapshot) {
      state = snapshot.state;
      seq = snapshot.seq;
    } else {
      state = module.setup(module.parseConfig(JSON.parse(row.config), seats.length), row.seed, seats.length);
    }
    const actions = await this.repo.actionsAfter(row.id, seq);
    for (const a of actions) {
      if (a.seq !== seq + 1) throw new Error(`action log of ${row.id} has a gap at seq ${seq + 1}`);
      const r = step(module, state, a.seat, a.action, a.at ?? undefined);
      if (!r.ok) throw new Error(`stored action ${a.seq} of ${row.id} is rejected on replay: ${r.error.code}`);
      state = r.value.state;
      seq = a.seq;
    }
    const gameTime = module.advance ? await this.repo.lastActionAt(row.id) : 0;
    // A finished real-time game may have ended through advance() after its last action.
    if (row.status === 'finished' && module.advance && module.outcome(state) === null) state = module.advance(state, Infinity);
    const clock = row.clock ? (JSON.parse(row.clock) as StoredClock) : null;
    const [lastAction, lastHuman] = await Promise.all([this.repo.lastActionTime(row.id), this.repo.lastActionTime(row.id, 'human')]);
    const since = Math.max(Number(row.activity_at ?? 0), Number(row.started_at ?? row.created_at));
    const rt = this.startRuntime(row, seats, module, state, seq, gameTime, clock);
    rt.lastActionAt = Math.max(since, lastAction);
    rt.lastHumanAt = Math.max(since, lastHuman);
    this.log.info({ table: row.id, seq, fromSnapshot: snapshot?.seq ?? null, status: row.status }, 'table reloaded');
    return rt;
  }

  private async requireRow(tableId: string): Promise<TableRow> {
    const row = await this.storage(() => this.repo.getTable(tableId));
    if (!row) throw new ServerError('TABLE_NOT_FOUND', `no table ${tableId}`);
    return row;
  }

  private async visibleRow(tableId: string, invite?: string, token?: string, accountId?: string): Promise<TableRow> {
    const row = await this.requireRow(tableId);
    if (row.visibility === 'private' && !(invite && invite === row.invite_code)) {
      const seat = token
        ? await this.storage(() => this.repo.findSeatByToken(tableId, hashToken(token)))
        : accountId
          ? await this.storage(() => this.repo.findSeatByAccount(tableId, accountId))
          : undefined;
      if (!seat) throw new ServerError('TABLE_NOT_FOUND', `no table ${tableId}`);
    }
    return row;
  }

  private async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(key, settled);
    settled.then(() => {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    });
    return run;
  }

  private async storage<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ServerError) throw e;
      if (this.closing) throw new ServerError('SHUTTING_DOWN', 'the server is shutting down');
      this.log.error({ err: e }, 'storage error');
      throw new ServerError('STORAGE_ERROR', 'the database failed; nothing changed');
    }
  }

  private assertOpen(): void {
    if (this.closing) throw new ServerError('SHUTTING_DOWN', 'the server is shutting down');
  }
}

/** The game's parsed config (defaults filled). Throws ServerError('BAD_CONFIG') with the game's reason. */
/** `module.awayAfterMs` (RP-20.1) for a table's stored config (JSON text): ms > 0, or null for never. */
function awayAfterMs(module: AnyGameModule, config: string, seats: number): number | null {
  const ms = module.awayAfterMs?.(module.parseConfig(JSON.parse(config), seats)) ?? null;
  return ms !== null && ms > 0 ? ms : null;
}

function parseConfig(module: AnyGameModule, input: unknown, seats: number): unknown {
  try {
    return module.parseConfig(input ?? {}, seats);
  } catch (e) {
    // Games may use their own code (e.g. TTR_BAD_CONFIG); the API always answers BAD_CONFIG.
    const detail = e instanceof RoundhouseError && e.code !== 'BAD_CONFIG' ? `${e.code}: ${e.message}` : (e as Error).message;
    throw new ServerError('BAD_CONFIG', detail);
  }
}
