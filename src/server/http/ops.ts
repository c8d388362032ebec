/**
 * Operations routes: `GET /metrics` (Prometheus text from prom-client, never the SPA) and
 * `GET /api/health`, which runs one query on the database: `200 { ok: true, games, db: "ok", ms }`,
 * or `503 { ok: false, error: { code: "DB_UNAVAILABLE", message } }` when the query fails or takes
 * longer than `HEALTH_TIMEOUT_MS`. In cluster mode it also pings Redis (`redis: "ok"`, else 503
 * `REDIS_UNAVAILABLE`).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../metrics.js';

/** A health probe's longest wait for the database (ms). */
export const HEALTH_TIMEOUT_MS = 2_000;

/** What the operations routes need. */
export interface OpsDeps {
  metrics: ServerMetrics;
  /** Game ids served (listed by the health answer). */
  games: () => string[];
  /** Runs one trivial query; rejects when the database is unreachable. */
  pingDatabase: () => Promise<void>;
  /** Cluster mode: pings Redis; rejects when it is unreachable (answer 503 `REDIS_UNAVAILABLE`). */
  pingRedis?: () => Promise<void>;
}

/** Registers `/metrics` and `/api/health` on `app`. */
export function registerOpsRoutes(app: FastifyInstance, deps: OpsDeps): void {
  app.get('/metrics', async (_req, reply) => {
    const text = await deps.metrics.text();
    return reply.header('cache-control', 'no-store').type(deps.metrics.contentType).send(text);
  });

  app.get('/api/health', async (_req, reply) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.pingDatabase(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
        }),
      ]);
    } catch (e) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ ok: false, error: { code: 'DB_UNAVAILABLE', message: `the database does not answer: ${(e as Error).message}` } });
    } finally {
      clearTimeout(timer);
    }
    if (deps.pingRedis) {
      try {
        await deps.pingRedis();
      } catch (e) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ ok: false, error: { code: 'REDIS_UNAVAILABLE', message: `Redis does not answer: ${(e as Error).message}` } });
      }
    }
    const ms = Math.round((performance.now() - started) * 100) / 100;
    return reply
      .header('cache-control', 'no-store')
      .send({ ok: true, games: deps.games(), db: 'ok', ...(deps.pingRedis ? { redis: 'ok' } : {}), ms });
  });
}
