/**
 * The HTTP API under /api (Fastify). Every request is validated with the zod schemas of protocol.ts;
 * failures answer `{ error: { code, message } }` with the code's status (see docs/protocol.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServerError } from '../errors.js';
import { createTableSchema, joinTableSchema, listTablesSchema } from '../../protocol/protocol.js';
import type { RequestContext, TableService } from '../tables/service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const inviteQuery = z.object({ invite: z.string().max(64).optional() });

/**
 * Parses `input` with `schema` or throws naming the first problem: BAD_NAME for a refused display name
 * (a zod issue with `params.code`), else BAD_REQUEST.
 */
function parse<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    if (!issue) throw new ServerError('BAD_REQUEST', `${what}: invalid`);
    const params = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined) : undefined;
    const code = typeof params?.code === 'string' ? params.code : 'BAD_REQUEST';
    throw new ServerError(code, `${what}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return r.data;
}

/** The open-tables cap counts tables per client IP (guests hold no identity beyond one table's seat token). */
function creatorOf(req: FastifyRequest): string {
  return `ip:${req.ip}`;
}

/** Who asks: the creator key and, when signed in, the account (whose seats then belong to it). */
function contextOf(req: FastifyRequest): RequestContext {
  const account = req.account;
  return { creator: creatorOf(req), ...(account ? { account: { id: account.id, username: account.username } } : {}) };
}

/** Read access of a request: the invite, the seat token, the signed-in account. */
function accessOf(req: FastifyRequest, invite: string | undefined): { invite?: string; token?: string; accountId?: string } {
  const token = bearer(req);
  return { ...(invite ? { invite } : {}), ...(token ? { token } : {}), ...(req.account ? { accountId: req.account.id } : {}) };
}

/** The bearer token of a request, if any. */
function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : undefined;
}

/** Registers every /api route on `app`. */
export function registerApiRoutes(app: FastifyInstance, service: TableService): void {
  app.get('/api/games', async () => ({ games: service.games() }));

  app.post('/api/tables', async (req, reply) => {
    const body = parse(createTableSchema, req.body, 'body');
    const created = await service.create(body, contextOf(req));
    reply.code(201);
    return created;
  });

  app.get('/api/tables', async (req) => {
    const q = parse(listTablesSchema, req.query, 'query');
    return { tables: await service.list(q.status) };
  });

  app.get('/api/tables/:id', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    const { invite } = parse(inviteQuery, req.query, 'query');
    return { table: await service.get(id, accessOf(req, invite)) };
  });

  app.post('/api/tables/:id/join', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    return service.join(id, parse(joinTableSchema, req.body, 'body'), contextOf(req));
  });

  app.post('/api/tables/:id/leave', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    return { table: await service.leave(id, bearer(req), req.account?.id) };
  });

  app.post('/api/tables/:id/start', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    return { table: await service.start(id, bearer(req), req.account?.id) };
  });

  app.post('/api/tables/:id/rematch', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    return service.rematch(id, bearer(req), contextOf(req));
  });

  app.get('/api/tables/:id/record', async (req) => {
    const { id } = parse(idParams, req.params, 'params');
    const { invite } = parse(inviteQuery, req.query, 'query');
    return service.record(id, accessOf(req, invite));
  });
}
