/**
 * Assembles the server: storage (Kysely, migrated at start) → table service (reloads running tables)
 * → Fastify HTTP API + web app → WebSocket transport on the same port. `close()` shuts down in the
 * reverse order after finishing queued work, so nothing acknowledged is lost.
 */
import { closeBotPool } from './runtime/bot-pool.js';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pino, { type Logger } from 'pino';
import { sql } from 'kysely';
import { httpErrorReply } from './http/errors.js';
import { registerApiRoutes } from './http/routes.js';
import { registerOpsRoutes } from './http/ops.js';
import { DEFAULT_LIMITS } from './limits.js';
import { ServerMetrics } from './metrics.js';
import { registerHttpSecurity } from './security/http.js';
import { registerWebApp } from './http/web.js';
import { LIMITS } from '../protocol/protocol.js';
import { LocalPresence, type Presence } from './presence.js';
import { openDatabase } from './storage/db.js';
import { migrate } from './storage/migrations.js';
import { Repository } from './storage/repository.js';
import { TableService } from './tables/service.js';
import { attachWebSocket } from './transport/ws.js';
import type { ServerOptions } from './config.js';
import { registerAccountRoutes, SESSION_COOKIE, sameOrigin } from './accounts/http.js';
import { AccountService } from './accounts/service.js';
import { AccountStore } from './accounts/store.js';
import { RatingService } from './accounts/ratings.js';
import { SignInLimiter } from './accounts/sign-in-limits.js';
import { RedisChatLimiter, RedisSignInLimiter } from './cluster/shared-limits.js';
import { ChatService } from './chat/service.js';
import { ClusterNode } from './cluster/node.js';

/** A started server. */
export interface RunningServer {
  /** The port actually bound (useful with port 0). */
  port: number;
  app: FastifyInstance;
  service: TableService;
  log: Logger;
  metrics: ServerMetrics;
  /** Graceful stop: stop accepting, finish queued actions, close sockets and the database. */
  close(): Promise<void>;
}

/** Starts the server with `options`; resolves once it is listening. */
export async function startServer(options: ServerOptions, presence: Presence = new LocalPresence()): Promise<RunningServer> {
  const log = pino({ level: options.logLevel, base: { svc: 'roundhouse' } });
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const metrics = new ServerMetrics();
  const database = openDatabase(options.databaseUrl, {
    synchronous: options.sqliteSynchronous,
    observe: (dialect, ms, failed) => metrics.query(dialect, ms, failed),
    // Cluster mode: a transaction left open by a stalled node must not hold a table's fence for long.
    ...(options.cluster ? { idleInTransactionMs: options.cluster.leaseMs } : {}),
  });
  const applied = await migrate(database);
  log.info({ db: database.label, migrations: applied }, 'database ready');
  // Cluster mode (REDIS_URL): Redis presence and leases, fenced writes (docs/scaling.md).
  const cluster = options.cluster ? new ClusterNode(options.cluster, database.db, log) : undefined;
  if (cluster) presence = cluster.presence;
  const repo = new Repository(database.db, cluster?.fences.check, database.writer);
  const ratings = new RatingService(database.db, database.dialect);
  const rate = (id: string) => void ratings.rateTable(id).catch((e) => log.error({ err: e, table: id }, 'rating update failed'));
  const service = new TableService(
    repo,
    presence,
    {
      games: options.games,
      botDelayMs: options.botDelayMs,
      snapshotEvery: options.snapshotEvery,
      limits,
      onAction: (game, by, result, ms) => metrics.action(game, by, result, ms),
      onFinished: rate,
    },
    log,
  );
  if (cluster) await cluster.start(service, () => repo.runningIds());
  else log.info({ tables: await service.restore() }, 'running tables reloaded');
  const swept = await service.sweep();
  if (swept.expired.length + swept.abandoned.length > 0)
    log.info({ expired: swept.expired.length, abandoned: swept.abandoned.length }, 'expiry sweep');
  service.startSweeps();
  const rated = await ratings.rateMissing();
  if (rated > 0) log.info({ tables: rated }, 'rating updates caught up');

  // Every failure, the router's own (bad URL / percent-encoding) included, answers the documented shape.
  const answer = (error: unknown, reply: FastifyReply) => {
    const r = httpErrorReply(error);
    if (r.internal) log.error({ err: error }, 'request failed');
    else log.debug({ code: r.code, message: r.message }, 'request refused');
    return reply.code(r.status).send({ error: { code: r.code, message: r.message } });
  };
  const hops = options.trustProxyHops ?? 0;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: LIMITS.maxBodyBytes,
    return503OnClosing: true,
    // Socket idle timeout: a connection that sends nothing is closed (ws clears it on upgrade).
    connectionTimeout: limits.httpIdleMs,
    // Behind reverse proxies (ROUNDHOUSE_TRUST_PROXY_HOPS): req.ip is the client, not the proxy
    // (the nearest `hops` addresses are trusted, as the WebSocket transport's `clientIp` does).
    ...(hops > 0 ? { trustProxy: (_address: string, hop: number) => hop < hops } : {}),
    frameworkErrors: (error, _req, reply) => void answer(error, reply),
  }) as unknown as FastifyInstance;
  app.setErrorHandler((error, _req, reply) => answer(error, reply));
  // Cluster mode: the abuse limits count over every node (cluster/shared-limits.ts), not per process.
  const shared = cluster ? { redis: cluster.presence.commands, prefix: cluster.presence.prefix } : undefined;
  await registerHttpSecurity(app, limits, shared);
  const accountStore = new AccountStore(database.db);
  const signInLimits = { perIp: limits.signInPerIp, perAccount: limits.signInPerAccount, windowMs: limits.signInWindowMs };
  const accounts = new AccountService(
    accountStore,
    shared ? new RedisSignInLimiter(shared.redis, shared.prefix, signInLimits) : new SignInLimiter(signInLimits),
  );
  await registerAccountRoutes(app, { accounts, store: accountStore, ratings, tables: service });
  registerOpsRoutes(app, {
    metrics,
    games: () => options.games.map((g) => g.id),
    pingDatabase: async () => void (await sql`select 1`.execute(database.db)),
    ...(cluster ? { pingRedis: () => cluster.presence.ping() } : {}),
  });
  registerApiRoutes(app, service);
  await registerWebApp(app, options.webRoot, (id, access) => service.get(id, access));
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const ws = attachWebSocket(app.server, service, presence, log, {
    maxPerIp: limits.wsPerIp,
    trustProxyHops: hops,
    helloTimeoutMs: limits.helloTimeoutMs,
    chat: new ChatService(database.db, presence, shared ? new RedisChatLimiter(shared.redis, shared.prefix) : undefined),
    // A session cookie identifies the account only on a same-origin upgrade (no cross-site WebSocket hijacking).
    identify: async (req) => {
      if (!sameOrigin(req.headers)) return null;
      const token = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
      return (await accounts.fromToken(token))?.id ?? null;
    },
  });
  metrics.bind({ openTables: () => service.openTables, sockets: () => ws.connections });
  log.info({ port, games: options.games.map((g) => g.id) }, 'listening');

  let closing: Promise<void> | null = null;
  return {
    port,
    app,
    service,
    log,
    metrics,
    close() {
      closing ??= (async () => {
        log.info('shutting down');
        // Stop taking work, close the sockets, let every table finish its queued (stored) actions.
        service.beginShutdown();
        await ws.close();
        await service.shutdown();
        await cluster?.close();
        await app.close();
        await database.close();
        await closeBotPool();
        log.info('stopped');
      })();
      return closing;
    },
  };
}
