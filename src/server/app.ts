/**
 * Assembles the server: storage (Kysely, migrated at start) → table service (reloads running tables)
 * → Fastify HTTP API + web app → WebSocket transport on the same port. `close()` shuts down in the
 * reverse order after finishing queued work, so nothing acknowledged is lost.
 */
import { closeBotPool } from './runtime/bot-pool.js';
import Fastify, { type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { toErrorInfo } from './errors.js';
import { registerApiRoutes } from './http/routes.js';
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
  /** Graceful stop: stop accepting, finish queued actions, close sockets and the database. */
  close(): Promise<void>;
}

/** Starts the server with `options`; resolves once it is listening. */
export async function startServer(options: ServerOptions, presence: Presence = new LocalPresence()): Promise<RunningServer> {
  const log = pino({ level: options.logLevel, base: { svc: 'roundhouse' } });
  const database = openDatabase(options.databaseUrl);
  const applied = await migrate(database);
  log.info({ db: database.label, migrations: applied }, 'database ready');
  const repo = new Repository(database.db);
  const service = new TableService(
    repo,
    presence,
    { games: options.games, botDelayMs: options.botDelayMs, snapshotEvery: options.snapshotEvery },
    log,
  );
  const restored = await service.restore();
  log.info({ tables: restored }, 'running tables reloaded');

  const app = Fastify({ loggerInstance: log, bodyLimit: LIMITS.maxBodyBytes, return503OnClosing: true }) as unknown as FastifyInstance;
  app.setErrorHandler((error, _req, reply) => {
    const e = error as { statusCode?: number; code?: string; message: string };
    if (e.statusCode === 413)
      return reply.code(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: `bodies are limited to ${LIMITS.maxBodyBytes} bytes` } });
    if (typeof e.code === 'string' && e.code.startsWith('FST_') && e.statusCode && e.statusCode < 500) {
      return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: e.message } });
    }
    const info = toErrorInfo(error);
    if (info.internal) log.error({ err: error }, 'request failed');
    return reply.code(info.status).send({ error: { code: info.code, message: info.message } });
  });
  registerApiRoutes(app, service);
  await registerWebApp(app, options.webRoot);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const ws = attachWebSocket(app.server, service, presence, log);
  log.info({ port, games: options.games.map((g) => g.id) }, 'listening');

  let closing: Promise<void> | null = null;
  return {
    port,
    app,
    service,
    log,
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
