/**
 * Serves the built web app (dist/web) at `/` with SPA fallback: any GET that is not /api or /ws and
 * matches no file gets index.html. If the app has not been built, `/` explains how to build it
 * (503 `WEB_NOT_BUILT`); the API works regardless.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Registers static serving of `root` (absolute or relative to the working directory). */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const dir = resolve(root);
  await app.register(fastifyStatic, { root: dir, prefix: '/', wildcard: true, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method === 'GET' && !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/ws')) {
      if (existsSync(join(dir, 'index.html'))) return reply.type('text/html').sendFile('index.html', dir);
      return reply.code(503).send({
        error: { code: 'WEB_NOT_BUILT', message: `the web app is not built (no ${join(dir, 'index.html')}); run npm run build:web` },
      });
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` } });
  });
}
