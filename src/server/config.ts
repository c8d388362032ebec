/**
 * Server settings from the environment and CLI flags, with defaults:
 * - `PORT` / `--port` (default 8080), `HOST` / `--host` (default 0.0.0.0)
 * - `DATABASE_URL` / `--db`: `postgres://…` for PostgreSQL, else a SQLite path (default ./data/roundhouse.db)
 * - `WEB_ROOT` (default dist/web), `LOG_LEVEL` (default info)
 * - `ROUNDHOUSE_TRUST_PROXY_HOPS` (default 0): reverse proxies in front (1 behind the Caddy of
 *   docker-compose.yml); the client address of the per-IP limits is then read from X-Forwarded-For,
 *   that many hops from the end, instead of every client counting as the proxy's address
 * - `ROUNDHOUSE_BOT_DELAY_MS` (default 600): think delay of bots in turn-based games, ms
 * - `ROUNDHOUSE_SNAPSHOT_EVERY` (default 50): snapshot every N actions
 * - `ROUNDHOUSE_SQLITE_SYNCHRONOUS` (default FULL; or NORMAL): SQLite's `synchronous` pragma (docs/security.md)
 * - the abuse limits of `limits.ts` (`ROUNDHOUSE_HTTP_WRITES_PER_WINDOW`, … see LIMIT_ENV)
 * - cluster mode (docs/scaling.md), only with `REDIS_URL` set and a PostgreSQL `DATABASE_URL`:
 *   `ROUNDHOUSE_NODE_ID` (default random), `ROUNDHOUSE_LEASE_MS` (default 5000: a dead owner's tables
 *   move after at most this long), `ROUNDHOUSE_LEASE_RENEW_MS` (default 1500: lease renewal and
 *   failover scan period), `ROUNDHOUSE_REDIS_PREFIX` (default `rh:`: key and channel prefix)
 */
import { randomBytes } from 'node:crypto';
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
  /** Reverse proxies in front whose X-Forwarded-For is trusted (default 0: none; the peer is the client). */
  trustProxyHops?: number;
  /** Turn-based bot think delay (ms). */
  botDelayMs: number;
  snapshotEvery: number;
  /** Games to serve (default: the registry). */
  games: readonly AnyGameModule[];
  /** Abuse limits; each one left out is `DEFAULT_LIMITS`'s. */
  limits?: Partial<ServerLimits>;
  /** SQLite `synchronous` pragma (default FULL). */
  sqliteSynchronous?: SqliteSynchronous;
  /** Cluster mode (`REDIS_URL` set); undefined = one process. */
  cluster?: ClusterOptions;
}

/** Cluster mode settings (docs/scaling.md). Times in ms. */
export interface ClusterOptions {
  redisUrl: string;
  /** This node's id (unique in the cluster). */
  nodeId: string;
  /** Table ownership lease; a dead owner's tables move to another node after at most this long. */
  leaseMs: number;
  /** Lease renewal and failover scan period (< leaseMs / 2). */
  renewMs: number;
  /** Prefix of every Redis key and channel (one cluster per prefix). */
  prefix: string;
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
    trustProxyHops: intEnv(env, 'ROUNDHOUSE_TRUST_PROXY_HOPS', 0),
    botDelayMs: intEnv(env, 'ROUNDHOUSE_BOT_DELAY_MS', 600),
    snapshotEvery: intEnv(env, 'ROUNDHOUSE_SNAPSHOT_EVERY', 50, 1),
    games: GAMES,
    limits: resolveLimits(env),
    sqliteSynchronous: sqliteSynchronous(env.ROUNDHOUSE_SQLITE_SYNCHRONOUS),
    ...clusterOptions(env, flags.db ?? (env.DATABASE_URL || undefined)),
  };
}

/** Cluster settings when `REDIS_URL` is set. Throws without a PostgreSQL database or with a renewal period ≥ lease / 2. */
function clusterOptions(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): { cluster?: ClusterOptions } {
  const redisUrl = env.REDIS_URL;
  if (!redisUrl) return {};
  if (!databaseUrl || !/^postgres(ql)?:\/\//i.test(databaseUrl))
    throw new Error('REDIS_URL (cluster mode) needs a PostgreSQL DATABASE_URL; SQLite is single-process only');
  const leaseMs = intEnv(env, 'ROUNDHOUSE_LEASE_MS', 5_000, 200);
  const renewMs = intEnv(env, 'ROUNDHOUSE_LEASE_RENEW_MS', 1_500, 50);
  if (renewMs * 2 >= leaseMs)
    throw new Error(`ROUNDHOUSE_LEASE_RENEW_MS (${renewMs}) must be less than half of ROUNDHOUSE_LEASE_MS (${leaseMs})`);
  const nodeId = env.ROUNDHOUSE_NODE_ID || `n-${randomBytes(4).toString('hex')}`;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(nodeId)) throw new Error(`ROUNDHOUSE_NODE_ID must be 1–64 of [A-Za-z0-9_.-], got "${nodeId}"`);
  return { cluster: { redisUrl, nodeId, leaseMs, renewMs, prefix: env.ROUNDHOUSE_REDIS_PREFIX || 'rh:' } };
}

function sqliteSynchronous(raw: string | undefined): SqliteSynchronous {
  if (raw === undefined || raw === '') return 'FULL';
  const v = raw.toUpperCase();
  if (v !== 'FULL' && v !== 'NORMAL') throw new Error(`ROUNDHOUSE_SQLITE_SYNCHRONOUS must be FULL or NORMAL, got "${raw}"`);
  return v;
}
