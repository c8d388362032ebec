/**
 * Server settings from the environment and CLI flags, with defaults:
 * - `PORT` / `--port` (default 8080), `HOST` / `--host` (default 0.0.0.0)
 * - `DATABASE_URL` / `--db`: `postgres://…` for PostgreSQL, else a SQLite path (default ./data/roundhouse.db)
 * - `WEB_ROOT` (default dist/web), `LOG_LEVEL` (default info)
 * - `ROUNDHOUSE_BOT_DELAY_MS` (default 600): think delay of bots in turn-based games, ms
 * - `ROUNDHOUSE_SNAPSHOT_EVERY` (default 50): snapshot every N actions
 * - `ROUNDHOUSE_SQLITE_SYNCHRONOUS` (default FULL; or NORMAL): SQLite's `synchronous` pragma (docs/security.md)
 * - the abuse limits of `limits.ts` (`ROUNDHOUSE_HTTP_WRITES_PER_WINDOW`, … see LIMIT_ENV)
 */
import type { AnyGameModule } from '../engine/contract.js';
import { GAMES } from '../games/index.js';
import { resolveLimits, type ServerLimits } from './limits.js';

/** SQLite `synchronous` settings the server accepts (FULL keeps commits across an OS crash). */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/** Everything `startServer` needs. */
export interface ServerOptions {
  port: number;
  host: string;
  /** Undefined = the default SQLite file. */
  databaseUrl: string | undefined;
  webRoot: string;
  logLevel: string;
  /** Turn-based bot think delay (ms). */
  botDelayMs: number;
  snapshotEvery: number;
  /** Games to serve (default: the registry). */
  games: readonly AnyGameModule[];
  /** Abuse limits; each one left out is `DEFAULT_LIMITS`'s. */
  limits?: Partial<ServerLimits>;
  /** SQLite `synchronous` pragma (default FULL). */
  sqliteSynchronous?: SqliteSynchronous;
}

/** CLI overrides (undefined = use env/default). */
export interface ServerFlags {
  port?: number;
  host?: string;
  db?: string;
}

function intEnv(env: NodeJS.ProcessEnv, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

/** Resolves the options from `env` and `flags`. Throws on malformed values. */
export function resolveServerOptions(env: NodeJS.ProcessEnv = process.env, flags: ServerFlags = {}): ServerOptions {
  return {
    port: flags.port ?? intEnv(env, 'PORT', 8080),
    host: flags.host ?? env.HOST ?? '0.0.0.0',
    databaseUrl: flags.db ?? (env.DATABASE_URL || undefined),
    webRoot: env.WEB_ROOT ?? 'dist/web',
    logLevel: env.LOG_LEVEL ?? 'info',
    botDelayMs: intEnv(env, 'ROUNDHOUSE_BOT_DELAY_MS', 600),
    snapshotEvery: intEnv(env, 'ROUNDHOUSE_SNAPSHOT_EVERY', 50, 1),
    games: GAMES,
    limits: resolveLimits(env),
    sqliteSynchronous: sqliteSynchronous(env.ROUNDHOUSE_SQLITE_SYNCHRONOUS),
  };
}

function sqliteSynchronous(raw: string | undefined): SqliteSynchronous {
  if (raw === undefined || raw === '') return 'FULL';
  const v = raw.toUpperCase();
  if (v !== 'FULL' && v !== 'NORMAL') throw new Error(`ROUNDHOUSE_SQLITE_SYNCHRONOUS must be FULL or NORMAL, got "${raw}"`);
  return v;
}
