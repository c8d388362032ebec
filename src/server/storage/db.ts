/**
 * Opens the one SQL layer (Kysely) on the configured database:
 * - PostgreSQL when the URL starts with `postgres://` or `postgresql://`. An optional `?schema=NAME`
 *   query parameter puts every table in that schema (created if missing; tests use a random one).
 * - Otherwise an embedded SQLite file (better-sqlite3), default `./data/roundhouse.db`; the directory is
 *   created. `sqlite:PATH` and a plain path are both accepted; `:memory:` works for unit tests.
 * SQLite runs in WAL mode with synchronous=FULL by default: the WAL is fsynced at every commit, so an
 * acknowledged action survives a process crash (kill -9) and an OS crash or power loss. NORMAL (fsync
 * only at checkpoints) can lose the last commits on power loss; it is accepted only as an explicit
 * setting (docs/security.md has the measured cost).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent, type SqliteDatabase } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.js';
import { openSqliteWriter, type StatementWriter } from './sqlite-writer.js';
import { statementCache } from './statement-cache.js';

/** The default SQLite file, relative to the working directory. */
export const DEFAULT_SQLITE_PATH = './data/roundhouse.db';

/** An open database. `close()` ends every connection (idempotent). */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** Human description without credentials, for logs (e.g. `sqlite:./data/roundhouse.db`). */
  label: string;
  /** PostgreSQL schema in use (from `?schema=`), or null. */
  schema: string | null;
  /**
   * SQLite files: the writer thread the action log commits on (sqlite-writer.ts), so fsyncs do not
   * stop the event loop; null on PostgreSQL, `:memory:` and with `writerThread: false`.
   */
  writer: StatementWriter | null;
  close(): Promise<void>;
}

/** True if `url` selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Called after every SQL query with its duration (ms) and whether it failed (the `/metrics` DB time). */
export type QueryObserver = (dialect: 'sqlite' | 'postgres', ms: number, failed: boolean) => void;

/** Kysely's `log` option feeding `observe` (undefined without an observer). */
function queryLog(dialect: 'sqlite' | 'postgres', observe?: QueryObserver): ((e: LogEvent) => void) | undefined {
  return observe && ((e) => observe(dialect, e.queryDurationMillis, e.level === 'error'));
}

/** How to open a database: SQLite's `synchronous` mode (default FULL, docs/security.md) and a query observer. */
export interface OpenOptions {
  readonly synchronous?: 'FULL' | 'NORMAL';
  /** Sees every query's duration (the `/metrics` DB time). */
  readonly observe?: QueryObserver;
  /** PostgreSQL: end sessions idle inside a transaction after this many ms (cluster mode: a stalled node's locks go). */
  readonly idleInTransactionMs?: number;
  /** SQLite files: commit the action log on a writer thread (default true; see `OpenDatabase.writer`). */
  readonly writerThread?: boolean;
}

/**
 * Opens `url` (see the module comment). Throws on an unreachable PostgreSQL server only when the first
 * query runs (migrations), not here.
 */
export function openDatabase(url: string | undefined, options: OpenOptions = {}): OpenDatabase {
  if (isPostgresUrl(url)) return openPostgres(url!, options.observe, options.idleInTransactionMs);
  const path = !url ? DEFAULT_SQLITE_PATH : url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return openSqlite(path, options.synchronous ?? 'FULL', options.observe, options.writerThread ?? true);
}

/**
 * better-sqlite3 behind a cache of prepared statements, by SQL text: Kysely prepares every query
 * afresh, which cost about 8 % of the server's CPU under load (profile in docs/operations.md). Safe
 * because the server never streams (`iterate`) a query while running the same SQL again.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = statementCache((text) => sqlite.prepare(text));
  return {
    prepare: (text) => cache.get(text),
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

/** How long a SQLite connection waits for the other's write lock (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

function openSqlite(path: string, synchronous: 'FULL' | 'NORMAL', observe: QueryObserver | undefined, writerThread: boolean): OpenDatabase {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: queryLog('sqlite', observe),
  });
  const writer =
    writerThread && path !== ':memory:'
      ? openSqliteWriter(resolve(path), synchronous, SQLITE_BUSY_TIMEOUT_MS, observe && ((ms, failed) => observe('sqlite', ms, failed)))
      : null;
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    label: `sqlite:${path}`,
    schema: null,
    writer,
    async close() {
      if (closed) return;
      closed = true;
      await writer?.close();
      await db.destroy();
    },
  };
}

function openPostgres(url: string, observe?: QueryObserver, idleInTransactionMs?: number): OpenDatabase {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  parsed.searchParams.delete('schema');
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 10,
    // Every connection starts with the schema first on its search path.
    ...(schema || idleInTransactionMs
      ? {
          options: [
            schema ? `-c search_path=${schema}` : '',
            idleInTransactionMs ? `-c idle_in_transaction_session_timeout=${idleInTransactionMs}` : '',
          ]
            .filter(Boolean)
            .join(' '),
        }
      : {}),
    // BIGINT (oid 20) columns hold epoch ms and counts: read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server ends (the idle-in-transaction timeout of a cluster node that stalled
  // mid-transaction, a PostgreSQL restart, a network cut) emits 'error' on its client, and with no
  // listener that ends the process. Here it only ends the connection: the statement in flight, if any,
  // fails on its own (STORAGE_ERROR, or a fenced write: UNAVAILABLE) and the pool discards the broken
  // client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog('postgres', observe) });
  let closed = false;
  parsed.password = parsed.password ? '***' : '';
  return {
    db,
    dialect: 'postgres',
    label: `postgres:${parsed.host}${parsed.pathname}${schema ? ` schema ${schema}` : ''}`,
    schema,
    writer: null,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Creates the PostgreSQL schema of `open` if it has one (called by the migrations). */
export async function ensureSchema(open: OpenDatabase): Promise<void> {
  if (open.dialect === 'postgres' && open.schema) {
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(open.schema)}`.execute(open.db);
  }
}
