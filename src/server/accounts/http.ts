/**
 * The account routes and the session/CSRF plumbing (issue 17), registered before the table routes:
 * - @fastify/cookie parses cookies; the `rh_session` cookie (httpOnly, SameSite=Lax, Path=/, Secure on
 *   TLS, 30 days) is set at sign-up and sign-in (a new token each time: rotated) and password change,
 *   and cleared at sign-out or when it names no session;
 * - every request gets `req.account` (the session's account, or null);
 * - CSRF: a write (any method but GET/HEAD/OPTIONS) that carries the cookie, and every account write,
 *   must come from this origin: its `Origin` header's host equals `Host` (or, without `Origin`,
 *   `Sec-Fetch-Site` is `same-origin`); else 403 `CSRF_REJECTED` before the handler runs;
 * - routes `POST /api/accounts`, `POST /api/session`, `DELETE /api/session`, `GET /api/me`,
 *   `POST /api/account/password`, `GET /api/me/games`, `GET /api/leaderboard/:game`,
 *   `GET /api/players/:username`, `GET /api/tables/:id/ratings` (docs/protocol.md "Accounts").
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  credentialsSchema,
  leaderboardQuerySchema,
  type AccountInfo,
  type MeResponse,
} from '../../protocol/accounts.js';
import { ServerError } from '../errors.js';
import type { TableService } from '../tables/service.js';
import { ratedSeats } from './eligibility.js';
import { myGames, waitingCount } from './games.js';
import type { RatingService } from './ratings.js';
import { SESSION_TTL_MS, type AccountService } from './service.js';
import type { AccountStore } from './store.js';
import { normalizeUsername } from './usernames.js';

/** The session cookie's name. */
export const SESSION_COOKIE = 'rh_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account of the request's session cookie, or null (a guest). */
    account: AccountInfo | null;
  }
}

/** What the account routes use. */
export interface AccountDeps {
  accounts: AccountService;
  store: AccountStore;
  ratings: RatingService;
  tables: TableService;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCOUNT_WRITES = /^\/api\/(accounts|session|account\/)/;

/** True when a request comes from a page of this server's origin (see the module comment). */
export function sameOrigin(headers: {
  origin?: string | undefined;
  host?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    try {
      return origin !== 'null' && new URL(origin).host === headers.host;
    } catch {
      return false;
    }
  }
  return headers['sec-fetch-site'] === 'same-origin';
}

function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new ServerError('BAD_REQUEST', `${what}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`);
}

/** Registers the cookie parser, the session and CSRF hooks and the account routes on `app`. */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  await app.register(cookie, { hook: 'onRequest' });
  app.decorateRequest('account', null);

  const setSession = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto', maxAge: SESSION_TTL_MS / 1000 });
  const clearSession = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
  const cookieOf = (req: FastifyRequest) => req.cookies[SESSION_COOKIE];

  app.addHook('onRequest', async (req, reply) => {
    const token = cookieOf(req);
    const write = !SAFE.has(req.method);
    if (write && (token !== undefined || ACCOUNT_WRITES.test(req.url)) && !sameOrigin(req.headers)) {
      throw new ServerError('CSRF_REJECTED', 'this request must come from a page of this site (Origin check)');
    }
    // Only the API needs to know who asks (static files and the web app do not).
    if (token === undefined || !req.url.startsWith('/api/')) return;
    try {
      req.account = await deps.accounts.fromToken(token);
    } catch (e) {
      req.log.error({ err: e }, 'session lookup failed');
      throw new ServerError('STORAGE_ERROR', 'the database failed; nothing changed');
    }
    if (!req.account) clearSession(reply);
  });

  const signedIn = (req: FastifyRequest): AccountInfo => {
    if (!req.account) throw new ServerError('NOT_SIGNED_IN', 'sign in first');
    return req.account;
  };

  app.post('/api/accounts', async (req, reply) => {
    const body = parse(credentialsSchema, req.body, 'body');
    const { account, token } = await deps.accounts.signUp(body.username, body.password, cookieOf(req));
    setSession(reply, token);
    reply.code(201);
    return { account };
  });

  app.post('/api/session', async (req, reply) => {
    const body = parse(credentialsSchema, req.body, 'body');
    const { account, token } = await deps.accounts.signIn(body.username, body.password, req.ip, cookieOf(req));
    setSession(reply, token);
    return { account };
  });

  app.delete('/api/session', async (req, reply) => {
    await deps.accounts.signOut(cookieOf(req));
    clearSession(reply);
    return { account: null };
  });

  app.post('/api/account/password', async (req, reply) => {
    const account = signedIn(req);
    const body = parse(changePasswordSchema, req.body, 'body');
    setSession(reply, await deps.accounts.changePassword(account.id, body.current, body.next, req.ip));
    return { account };
  });

  app.get('/api/me', async (req): Promise<MeResponse> => {
    if (!req.account) return { account: null, ratings: [], waiting: 0 };
    const [ratings, waiting] = await Promise.all([deps.ratings.ratingsOf(req.account.id), waitingCount(deps.tables, req.account.id)]);
    return { account: req.account, ratings, waiting };
  });

  app.get('/api/me/games', async (req) => myGames(deps.tables, deps.ratings, signedIn(req).id));

  app.get('/api/leaderboard/:game', async (req) => {
    const { game } = parse(z.object({ game: z.string().min(1).max(40) }), req.params, 'params');
    const { limit } = parse(leaderboardQuerySchema, req.query, 'query');
    deps.tables.module(game);
    return deps.ratings.leaderboard(game, limit);
  });

  app.get('/api/players/:username', async (req) => {
    const { username } = parse(z.object({ username: z.string().min(1).max(80) }), req.params, 'params');
    const u = normalizeUsername(username);
    const row = u.ok ? await deps.store.byKey(u.key) : undefined;
    if (!row) throw new ServerError('PLAYER_NOT_FOUND', `no player "${username}"`);
    return { username: row.username, createdAt: Number(row.created_at), ratings: await deps.ratings.ratingsOf(row.id) };
  });

  app.get('/api/tables/:id/ratings', async (req) => {
    const { id } = parse(z.object({ id: z.string().min(1).max(64) }), req.params, 'params');
    const row = await deps.tables.row(id);
    await deps.tables.get(id, { ...(req.account ? { accountId: req.account.id } : {}), ...inviteOf(req) });
    const expected = ratedSeats(row, await deps.tables.seatsOf(id)).length > 0;
    // A finished table whose update is missing (its hook failed, or it ended on another node) is rated now (idempotent).
    if (expected && row.status === 'finished') await deps.ratings.rateTable(id);
    return deps.ratings.tableRatings(id, expected);
  });
}

function inviteOf(req: FastifyRequest): { invite?: string } {
  const q = req.query as { invite?: unknown } | undefined;
  return typeof q?.invite === 'string' ? { invite: q.invite } : {};
}
