/**
 * The server's abuse limits (issue 16), each a setting with a documented default (README "Settings",
 * docs/security.md). Read from the environment by `resolveLimits`; `startServer` fills any limit a
 * caller leaves out with `DEFAULT_LIMITS`. Times are milliseconds.
 */

/** Every limit the server enforces outside one WebSocket connection's token bucket. */
export interface ServerLimits {
  /** Write requests (every POST under /api) per IP per `httpWindowMs`; more → 429 `RATE_LIMITED`. */
  httpWritesPerWindow: number;
  /** Window of `httpWritesPerWindow` (ms). */
  httpWindowMs: number;
  /** Open WebSocket connections per IP; one more is refused with HTTP 429 `TOO_MANY_CONNECTIONS`. */
  wsPerIp: number;
  /** An HTTP connection idle this long (no request bytes, e.g. a raw TCP connection) is closed. WebSockets are not affected. */
  httpIdleMs: number;
  /** A connection that has not completed a `hello` after this long is closed (1008, `HELLO_TIMEOUT`). */
  helloTimeoutMs: number;
  /** Open tables one creator (seat token, else IP) may have at once; more → 429 `TOO_MANY_TABLES`. */
  openTablesPerCreator: number;
  /** An open table nobody joined for this long is deleted. */
  openTableTtlMs: number;
  /** A running table whose humans all stayed away (no connection, no human action) this long ends as abandoned. */
  abandonAfterMs: number;
  /** A running table without human seats (bots only) ends as abandoned this long after it was created. */
  botTableMaxMs: number;
  /** The lobby lists only tables with activity (create, join, action) within this window. */
  lobbyIdleMs: number;
  /** How often the expiry sweep runs. */
  sweepEveryMs: number;
  /** Sign-in attempts per IP per `signInWindowMs`; more → 429 `SIGN_IN_LIMITED` (issue 17). */
  signInPerIp: number;
  /** Failed sign-in attempts per account per `signInWindowMs`; more → 429 `SIGN_IN_LIMITED`. */
  signInPerAccount: number;
  /** Window of the sign-in limits (ms). */
  signInWindowMs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The defaults (see README "Settings"). */
export const DEFAULT_LIMITS: ServerLimits = {
  httpWritesPerWindow: 120,
  httpWindowMs: 60_000,
  wsPerIp: 64,
  httpIdleMs: 30_000,
  helloTimeoutMs: 10_000,
  openTablesPerCreator: 10,
  openTableTtlMs: DAY,
  abandonAfterMs: 14 * DAY,
  botTableMaxMs: 2 * HOUR,
  lobbyIdleMs: HOUR,
  sweepEveryMs: 60_000,
  signInPerIp: 30,
  signInPerAccount: 10,
  signInWindowMs: 15 * 60_000,
};

/** Environment variable of each limit. */
export const LIMIT_ENV: { readonly [K in keyof ServerLimits]: string } = {
  httpWritesPerWindow: 'ROUNDHOUSE_HTTP_WRITES_PER_WINDOW',
  httpWindowMs: 'ROUNDHOUSE_HTTP_WINDOW_MS',
  wsPerIp: 'ROUNDHOUSE_WS_PER_IP',
  httpIdleMs: 'ROUNDHOUSE_HTTP_IDLE_MS',
  helloTimeoutMs: 'ROUNDHOUSE_HELLO_TIMEOUT_MS',
  openTablesPerCreator: 'ROUNDHOUSE_OPEN_TABLES_PER_CREATOR',
  openTableTtlMs: 'ROUNDHOUSE_OPEN_TABLE_TTL_MS',
  abandonAfterMs: 'ROUNDHOUSE_ABANDON_AFTER_MS',
  botTableMaxMs: 'ROUNDHOUSE_BOT_TABLE_MAX_MS',
  lobbyIdleMs: 'ROUNDHOUSE_LOBBY_IDLE_MS',
  sweepEveryMs: 'ROUNDHOUSE_SWEEP_EVERY_MS',
  signInPerIp: 'ROUNDHOUSE_SIGN_IN_PER_IP',
  signInPerAccount: 'ROUNDHOUSE_SIGN_IN_PER_ACCOUNT',
  signInWindowMs: 'ROUNDHOUSE_SIGN_IN_WINDOW_MS',
};

/** The limits from `env` (unset = default). Throws naming the variable on a value that is not an integer ≥ 1. */
export function resolveLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_ENV) as (keyof ServerLimits)[]) {
    const name = LIMIT_ENV[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be an integer ≥ 1, got "${raw}"`);
    out[key] = n;
  }
  return out;
}
