/**
 * Opens the one SQL layer (Kysely) on the configured database:
 * - PostgreSQL when the URL starts with `postgres://` or `postgresql://`. An optional `?schema=NAME`
 *   query parameter puts every table in that schema (created if missing; tests use a random one).
 * - Otherwise an embedded SQLite file (better-sqlite3), default `./data/roundhouse.db`; the directory is
 *   created. `sqlite:PATH` and a plain path are both accepted; `:memory:` works for unit tests.
 * SQLite runs in WAL mode with synchronous=NORMAL: a committed transaction survives a process crash
 * (kill -9), which is the durability the server promises for acknowledged actions.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.js';

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
  close(): Promise<void>;
}

/** True if `url` selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens `url` (see the module comment). Throws on an unreachable PostgreSQL server only when the first
 * query runs (migrations), not here.
 */
export function openDatabase(url: string | undefined): OpenDatabase {
  if (url && isPostgresUrl(url)) return openPostgres(url);
  const path = !url ? DEFAULT_SQLITE_PATH : url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return openSqlite(path);
}

function openSqlite(path: string): OpenDatabase {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    label: `sqlite:${path}`,
    schema: null,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

function openPostgres(url: string): OpenDatabase {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/i.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  parsed.searchParams.delete('schema');
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 10,
    // Every connection starts with the schema first on its search path.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // BIGINT (oid 20) columns hold epoch ms and counts: read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  parsed.password = parsed.password ? '***' : '';
  return {
    db,
    dialect: 'postgres',
    label: `postgres:${parsed.host}${parsed.pathname}${schema ? ` schema ${schema}` : ''}`,
    schema,
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
