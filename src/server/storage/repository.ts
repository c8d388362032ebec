/**
 * The storage layer: every SQL statement the server runs, behind one class (Kysely, so the same code
 * runs on SQLite and PostgreSQL). It knows rows, not game rules. Writes that must be atomic (an action
 * with its clock, snapshot and result) run in one transaction.
 */
import { CompiledQuery, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { ActionsTable, Database, SeatsTable, TablesTable } from './schema.js';
import type { StatementWriter } from './sqlite-writer.js';

/** A table row (JSON columns still as text). */
export type TableRow = TablesTable;
/** A seat row. */
export type SeatRow = SeatsTable;

/** One action to append. `seq` is 1-based (the table's seq after the action). */
export interface ActionInsert {
  tableId: string;
  seq: number;
  seat: number;
  /** The parsed action (stored as JSON). */
  action: unknown;
  /** Real-time games: ms since the start. */
  at: number | null;
  /** Server epoch ms. */
  serverTime: number;
  by: 'human' | 'bot' | 'substitute';
}

/** Extra writes that commit together with an action (or a real-time finish). */
export interface CommitExtras {
  /** New clock state JSON for `tables.clock`. */
  clock?: string | null;
  /** Snapshot of the state after this action. */
  snapshot?: { seq: number; state: unknown };
  /** The game ended with this action: result row + status. */
  finish?: { outcome: unknown; finishedAt: number };
}

/** A stored action as read back. */
export interface StoredAction {
  seq: number;
  seat: number;
  action: unknown;
  at: number | null;
  serverTime: number;
  by: 'human' | 'bot' | 'substitute';
}

/** The columns of an `actions` row, in the order the hot-path INSERT binds them. */
const ACTION_COLUMNS = ['table_id', 'seq', 'seat', 'action', 'at', 'server_time', 'by'] as const satisfies readonly (keyof ActionsTable)[];
/** The most rows per INSERT whose compiled SQL is kept (one text per row count). */
const INSERT_SQL_CACHE_ROWS = 64;

/** The human seats of the table in the outer query (for `exists`). */
function humanSeats(eb: ExpressionBuilder<Database, 'tables'>) {
  return eb.selectFrom('seats').select('seats.seat').whereRef('seats.table_id', '=', 'tables.id').where('seats.kind', '=', 'human');
}

/**
 * Cluster fencing (cluster/fence.ts): runs first inside every transaction that writes a running
 * table's game data (actions, snapshots, results, clock, away flags) and throws, rolling it back,
 * when this node no longer owns one of `tableIds`.
 */
export type WriteFence = (tx: Transaction<Database>, tableIds: string[]) => Promise<void>;

/** SQL repository for players, tables, seats, actions, snapshots and results. */
export class Repository {
  /**
   * @param db the Kysely instance
   * @param fence cluster mode only: checked inside every game-data write (see `WriteFence`)
   * @param writer SQLite: the writer thread `appendMany` commits on (ignored with a fence)
   */
  constructor(
    readonly db: Kysely<Database>,
    private readonly fence?: WriteFence,
    private readonly writer?: StatementWriter | null,
  ) {}

  /** SQL of the multi-row `actions` INSERT by row count, as Kysely compiled it the first time. */
  private readonly insertActionsSql = new Map<number, string>();

  /**
   * Commits `queries` together and returns the rows each changed. SQLite: on the writer thread (with
   * the action log's commits, so the event loop never waits for an fsync or for the writer's lock);
   * else in one transaction on the main connection (one statement: on its own).
   */
  private async write(queries: CompiledQuery[]): Promise<number[]> {
    if (this.writer && !this.fence) return this.writer.run(queries);
    if (queries.length === 1) return [Number((await this.db.executeQuery(queries[0]!)).numAffectedRows ?? 0)];
    return this.db.transaction().execute(async (tx) => {
      const changes: number[] = [];
      for (const q of queries) changes.push(Number((await tx.executeQuery(q)).numAffectedRows ?? 0));
      return changes;
    });
  }

  /** Inserts a table with its seats in one transaction. */
  async createTable(table: TableRow, seats: SeatRow[]): Promise<void> {
    await this.write([this.db.insertInto('tables').values(table).compile(), this.db.insertInto('seats').values(seats).compile()]);
  }

  /** The table row, or undefined. */
  async getTable(id: string): Promise<TableRow | undefined> {
    return this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The seats of a table, by seat number. */
  async getSeats(tableId: string): Promise<SeatRow[]> {
    return this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).orderBy('seat').execute();
  }

  /** Seats of many tables at once, grouped by table id. */
  async getSeatsOf(tableIds: string[]): Promise<Map<string, SeatRow[]>> {
    const map = new Map<string, SeatRow[]>();
    if (tableIds.length === 0) return map;
    const rows = await this.db.selectFrom('seats').selectAll().where('table_id', 'in', tableIds).orderBy('seat').execute();
    for (const r of rows) {
      const list = map.get(r.table_id) ?? [];
      list.push(r);
      map.set(r.table_id, list);
    }
    return map;
  }

  /** Public tables with one of `statuses`, newest first; with `activeSince`, only those active since then (epoch ms). */
  async listPublic(statuses: string[], limit: number, activeSince?: number): Promise<TableRow[]> {
    let q = this.db.selectFrom('tables').selectAll().where('visibility', '=', 'public').where('status', 'in', statuses);
    if (activeSince !== undefined) q = q.where((eb) => eb(eb.fn.coalesce('activity_at', 'created_at'), '>=', activeSince));
    return q.orderBy('created_at', 'desc').limit(limit).execute();
  }

  /** Number of open tables, and of running tables without a human seat (bots only), created by `creator`. */
  async countOpenByCreator(creator: string): Promise<number> {
    const row = await this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('creator', '=', creator)
      .where((eb) => eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'running'), eb.not(eb.exists(humanSeats(eb)))])]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * open → abandoned at `at` (epoch ms) when no human seat is taken any more (every player left).
   * Returns whether it changed the table.
   */
  async abandonOpenIfEmpty(tableId: string, at: number): Promise<boolean> {
    const r = await this.db
      .updateTable('tables')
      .set({ status: 'abandoned', finished_at: at })
      .where('id', '=', tableId)
      .where('status', '=', 'open')
      .where((eb) => eb.not(eb.exists(humanSeats(eb).where('seats.token_hash', 'is not', null))))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Records activity at a table (epoch ms). */
  async touch(tableId: string, now: number): Promise<void> {
    await this.write([this.db.updateTable('tables').set({ activity_at: now }).where('id', '=', tableId).compile()]);
  }

  /** Deletes open tables with no activity since `cutoff` (epoch ms), with their seats. Returns their ids. */
  async deleteOpenIdleBefore(cutoff: number): Promise<string[]> {
    return this.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('tables')
        .select('id')
        .where('status', '=', 'open')
        .where((eb) => eb(eb.fn.coalesce('activity_at', 'created_at'), '<', cutoff))
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return ids;
      await tx.deleteFrom('seats').where('table_id', 'in', ids).execute();
      await tx.deleteFrom('tables').where('id', 'in', ids).where('status', '=', 'open').execute();
      return ids;
    });
  }

  /** running → abandoned at `at` (epoch ms). Returns false if the table was not running. */
  async markAbandoned(tableId: string, at: number): Promise<boolean> {
    const r = await this.db
      .updateTable('tables')
      .set({ status: 'abandoned', finished_at: at })
      .where('id', '=', tableId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** `server_time` (epoch ms) of the table's last action (by `by` only, when given), or 0. */
  async lastActionTime(tableId: string, by?: 'human' | 'bot' | 'substitute'): Promise<number> {
    let q = this.db
      .selectFrom('actions')
      .select((eb) => eb.fn.max('server_time').as('m'))
      .where('table_id', '=', tableId);
    if (by) q = q.where('by', '=', by);
    const row = await q.executeTakeFirst();
    return row?.m === null || row?.m === undefined ? 0 : Number(row.m);
  }

  /** `server_time` (epoch ms) of the last action of each of `tableIds` (tables without actions are left out). */
  async lastActionTimes(tableIds: string[]): Promise<Map<string, number>> {
    const map = new Map<string, number>();
    if (tableIds.length === 0) return map;
    const rows = await this.db
      .selectFrom('actions')
      .select(['table_id', (eb) => eb.fn.max('server_time').as('m')])
      .where('table_id', 'in', tableIds)
      .groupBy('table_id')
      .execute();
    for (const r of rows) if (r.m !== null) map.set(r.table_id, Number(r.m));
    return map;
  }

  /** Ids of every running table (the cluster's failover scan). */
  async runningIds(): Promise<string[]> {
    return (await this.db.selectFrom('tables').select('id').where('status', '=', 'running').execute()).map((r) => r.id);
  }

  /** Every table with `status = 'running'` (restart recovery). */
  async listRunning(): Promise<TableRow[]> {
    return this.db.selectFrom('tables').selectAll().where('status', '=', 'running').execute();
  }

  /** The (first) seat an account holds at this table, or undefined. */
  async findSeatByAccount(tableId: string, accountId: string): Promise<SeatRow | undefined> {
    return this.db
      .selectFrom('seats')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('account_id', '=', accountId)
      .orderBy('seat')
      .limit(1)
      .executeTakeFirst();
  }

  /** The tables where an account holds a seat (with that seat), newest first, at most `limit`. */
  async tablesOfAccount(accountId: string, limit: number): Promise<{ table: TableRow; seat: number }[]> {
    const rows = await this.db
      .selectFrom('seats')
      .innerJoin('tables', 'tables.id', 'seats.table_id')
      .selectAll('tables')
      .select('seats.seat as my_seat')
      .where('seats.account_id', '=', accountId)
      .orderBy('tables.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(({ my_seat, ...table }) => ({ table, seat: Number(my_seat) }));
  }

  /** The seat whose token hashes to `tokenHash` at this table, or undefined. */
  async findSeatByToken(tableId: string, tokenHash: string): Promise<SeatRow | undefined> {
    return this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /**
   * A guest or account joins: creates player `playerId` and gives it the free human seat, and if it
   * got it marks the table active (`activity_at` = `now`), in one transaction. Returns false when
   * someone else got the seat first (then only the player row is written, as before joins were one unit).
   */
  async joinSeat(
    tableId: string,
    seat: number,
    playerId: string,
    name: string,
    tokenHash: string,
    accountId: string | null,
    now: number,
  ): Promise<boolean> {
    const [, n] = await this.write([
      this.db.insertInto('players').values({ id: playerId, name, created_at: now }).compile(),
      this.claimSeatQuery(tableId, seat, playerId, name, tokenHash, accountId),
      this.db
        .updateTable('tables')
        .set({ activity_at: now })
        .where('id', '=', tableId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('seats')
              .select('seats.seat')
              .whereRef('seats.table_id', '=', 'tables.id')
              .where('seats.seat', '=', seat)
              .where('seats.player_id', '=', playerId),
          ),
        )
        .compile(),
    ]);
    return n === 1;
  }

  private claimSeatQuery(
    tableId: string,
    seat: number,
    playerId: string,
    name: string,
    tokenHash: string,
    accountId: string | null,
  ): CompiledQuery {
    return this.db
      .updateTable('seats')
      .set({ player_id: playerId, name, token_hash: tokenHash, account_id: accountId })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .where('kind', '=', 'human')
      .where('token_hash', 'is', null)
      .compile();
  }

  /** Frees a human seat (before the start). */
  async freeSeat(tableId: string, seat: number): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ player_id: null, name: null, token_hash: null, away: 0, account_id: null })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .execute();
  }

  /** open → running. Returns false if the table was not open (someone else started it). */
  async markStarted(tableId: string, startedAt: number, clock: string | null): Promise<boolean> {
    const [n] = await this.write([
      this.db
        .updateTable('tables')
        .set({ status: 'running', started_at: startedAt, clock })
        .where('id', '=', tableId)
        .where('status', '=', 'open')
        .compile(),
    ]);
    return n === 1;
  }

  /** Marks a seat away (played by the substitute bot) or back, with the new clock state. */
  async setAway(tableId: string, seat: number, away: boolean, clock: string | null): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (this.fence) await this.fence(tx, [tableId]);
      await tx
        .updateTable('seats')
        .set({ away: away ? 1 : 0 })
        .where('table_id', '=', tableId)
        .where('seat', '=', seat)
        .execute();
      if (clock !== undefined) await tx.updateTable('tables').set({ clock }).where('id', '=', tableId).execute();
    });
  }

  /**
   * Appends one action and its extras in one transaction. Throws if action `seq` already exists (the
   * primary key guarantees two writers can never both store action N); nothing is written then.
   */
  async appendAction(a: ActionInsert, extras: CommitExtras = {}): Promise<void> {
    await this.appendMany([{ action: a, extras }]);
  }

  /**
   * Appends actions of several tables (with their extras) in one transaction: all or nothing. Used by
   * the group-commit batcher; throws if any row conflicts.
   */
  async appendMany(items: { action: ActionInsert; extras: CommitExtras }[]): Promise<void> {
    if (items.length === 0) return;
    const rows = items.map(({ action: a }) => ({
      table_id: a.tableId,
      seq: a.seq,
      seat: a.seat,
      action: JSON.stringify(a.action ?? null),
      at: a.at,
      server_time: a.serverTime,
      by: a.by,
    }));
    const withExtras = items.filter(({ extras }) => extras.snapshot || extras.finish || extras.clock !== undefined);
    if (this.writer && !this.fence) {
      // Off the event loop: the same statements, committed together by the writer thread.
      await this.writer.run([
        this.insertActions(this.db, rows),
        ...withExtras.flatMap(({ action, extras }) => this.extrasQueries(this.db, action.tableId, extras, action.serverTime)),
      ]);
      return;
    }
    if (withExtras.length === 0 && !this.fence) {
      // One multi-row INSERT is atomic on its own: one round trip instead of BEGIN/INSERT/COMMIT.
      await this.db.executeQuery(this.insertActions(this.db, rows));
      return;
    }
    await this.db.transaction().execute(async (tx) => {
      if (this.fence) await this.fence(tx, [...new Set(rows.map((r) => r.table_id))]);
      await tx.executeQuery(this.insertActions(tx, rows));
      for (const { action, extras } of withExtras) await this.writeExtras(tx, action.tableId, extras, action.serverTime);
    });
  }

  /**
   * The hot path's INSERT of `rows` (every storage batch runs one): Kysely builds and compiles it the
   * first time for each row count, after that its SQL text is reused with the rows' values bound in
   * `ACTION_COLUMNS` order (building and compiling the query tree per batch was most of Kysely's
   * share of the server's CPU). The text is kept only once the compiled parameters are seen to be
   * exactly those values in that order.
   */
  private insertActions(db: Kysely<Database> | Transaction<Database>, rows: ActionsTable[]): CompiledQuery {
    const params: unknown[] = [];
    for (const r of rows) for (const c of ACTION_COLUMNS) params.push(r[c]);
    const text = this.insertActionsSql.get(rows.length);
    if (text !== undefined) return CompiledQuery.raw(text, params);
    const compiled = db.insertInto('actions').values(rows).compile();
    const same = compiled.parameters.length === params.length && compiled.parameters.every((p, i) => p === params[i]);
    if (same && rows.length <= INSERT_SQL_CACHE_ROWS) this.insertActionsSql.set(rows.length, compiled.sql);
    return compiled;
  }

  /** Commits extras without an action (a real-time game ended through `advance`). */
  async commitExtras(tableId: string, extras: CommitExtras, now: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (this.fence) await this.fence(tx, [tableId]);
      await this.writeExtras(tx, tableId, extras, now);
    });
  }

  private async writeExtras(tx: Transaction<Database>, tableId: string, extras: CommitExtras, now: number): Promise<void> {
    for (const q of this.extrasQueries(tx, tableId, extras, now)) await tx.executeQuery(q);
  }

  /** The statements of `extras` (snapshot, result and status, clock), compiled, in the order they run. */
  private extrasQueries(db: Kysely<Database> | Transaction<Database>, tableId: string, extras: CommitExtras, now: number): CompiledQuery[] {
    const out: CompiledQuery[] = [];
    if (extras.snapshot) {
      out.push(
        db
          .insertInto('snapshots')
          .values({ table_id: tableId, seq: extras.snapshot.seq, state: JSON.stringify(extras.snapshot.state), created_at: now })
          .compile(),
      );
    }
    if (extras.finish) {
      out.push(
        db
          .insertInto('results')
          .values({ table_id: tableId, outcome: JSON.stringify(extras.finish.outcome), finished_at: extras.finish.finishedAt })
          .compile(),
        db
          .updateTable('tables')
          .set({
            status: 'finished',
            finished_at: extras.finish.finishedAt,
            ...(extras.clock !== undefined ? { clock: extras.clock } : {}),
          })
          .where('id', '=', tableId)
          .compile(),
      );
    } else if (extras.clock !== undefined) {
      out.push(db.updateTable('tables').set({ clock: extras.clock }).where('id', '=', tableId).compile());
    }
    return out;
  }

  /** The latest snapshot of a table at or before action `atOrBefore` (default: any), or undefined. */
  async latestSnapshot(tableId: string, atOrBefore?: number): Promise<{ seq: number; state: unknown } | undefined> {
    let q = this.db.selectFrom('snapshots').select(['seq', 'state']).where('table_id', '=', tableId);
    if (atOrBefore !== undefined) q = q.where('seq', '<=', atOrBefore);
    const row = await q.orderBy('seq', 'desc').limit(1).executeTakeFirst();
    return row ? { seq: Number(row.seq), state: JSON.parse(row.state) } : undefined;
  }

  /** Actions with seq > `afterSeq`, in order. */
  async actionsAfter(tableId: string, afterSeq: number): Promise<StoredAction[]> {
    const rows = await this.db
      .selectFrom('actions')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      seq: Number(r.seq),
      seat: Number(r.seat),
      action: JSON.parse(r.action),
      at: r.at === null ? null : Number(r.at),
      serverTime: Number(r.server_time),
      by: r.by as StoredAction['by'],
    }));
  }

  /** The stored outcome of a finished table, or undefined. */
  async getResult(tableId: string): Promise<unknown> {
    const row = await this.db.selectFrom('results').select('outcome').where('table_id', '=', tableId).executeTakeFirst();
    return row ? JSON.parse(row.outcome) : undefined;
  }

  /** Sets the rematch of a table once. Returns the rematch id in place (the existing one if set). */
  async setRematch(tableId: string, rematchId: string): Promise<string> {
    await this.db.updateTable('tables').set({ rematch_id: rematchId }).where('id', '=', tableId).where('rematch_id', 'is', null).execute();
    const row = await this.getTable(tableId);
    return row?.rematch_id ?? rematchId;
  }

  /** The highest stored seq of a table (0 without actions). */
  async maxSeq(tableId: string): Promise<number> {
    const row = await this.db
      .selectFrom('actions')
      .select((eb) => eb.fn.max('seq').as('m'))
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    return row?.m === null || row?.m === undefined ? 0 : Number(row.m);
  }

  /** `at` of the last stored action (real-time games), or 0. */
  async lastActionAt(tableId: string): Promise<number> {
    const row = await this.db
      .selectFrom('actions')
      .select('at')
      .where('table_id', '=', tableId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.at === null || row?.at === undefined ? 0 : Number(row.at);
  }
}
