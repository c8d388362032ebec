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
  });
  const applied = await migrate(database);
  log.info({ db: database.label, migrations: applied }, 'database ready');
  const repo = new Repository(database.db);
  const service = new TableService(
    repo,
    presence,
    {
      games: options.games,
      botDelayMs: options.botDelayMs,
      snapshotEvery: options.snapshotEvery,
      limits,
      onAction: (game, by, result, ms) => metrics.action(game, by, result, ms),
    },
    log,
  );
  const restored = await service.restore();
  log.info({ tables: restored }, 'running tables reloaded');
  const swept = await service.sweep();
  if (swept.expired.length + swept.abandoned.length > 0)
    log.info({ expired: swept.expired.length, abandoned: swept.abandoned.length }, 'expiry sweep');
  service.startSweeps();

  // Every failure, the router's own (bad URL / percent-encoding) included, answers the documented shape.
  const answer = (error: unknown, reply: FastifyReply) => {
    const r = httpErrorReply(error);
    if (r.internal) log.error({ err: error }, 'request failed');
    else log.debug({ code: r.code, message: r.message }, 'request refused');
    return reply.code(r.status).send({ error: { code: r.code, message: r.message } });
  };
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: LIMITS.maxBodyBytes,
    return503OnClosing: true,
    frameworkErrors: (error, _req, reply) => void answer(error, reply),
  }) as unknown as FastifyInstance;
  app.setErrorHandler((error, _req, reply) => answer(error, reply));
  await registerHttpSecurity(app, limits);
  registerOpsRoutes(app, {
    metrics,
    games: () => options.games.map((g) => g.id),
    pingDatabase: async () => void (await sql`select 1`.execute(database.db)),
  });
  registerApiRoutes(app, service);
  await registerWebApp(app, options.webRoot, (id, access) => service.get(id, access));
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const ws = attachWebSocket(app.server, service, presence, log, { maxPerIp: limits.wsPerIp, helloTimeoutMs: limits.helloTimeoutMs });
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
        await app.close();
        await database.close();
        await closeBotPool();
        log.info('stopped');
      })();
      return closing;
    },
  };
}
