/**
 * Serves the built web app (dist/web) at `/` with SPA fallback: any GET that is not /api, /ws or
 * /metrics and matches no file gets index.html. If the app has not been built, `/` explains how to
 * build it (503 `WEB_NOT_BUILT`); the API works regardless.
 *
 * Files go out precompressed: the build writes `<file>.br` and `<file>.gz` beside each text asset
 * (scripts/precompress.ts) and @fastify/static's `preCompressed` picks the best one the client
 * accepts (brotli, then gzip, then the plain file), with `Vary: Accept-Encoding`. Caching: files under
 * `/assets/` carry a content hash in their name, so they are `public, max-age=31536000, immutable`;
 * everything else (index.html, the SPA fallback, favicons) is `no-cache` (revalidated every time).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Cache-Control of content-hashed build output (one year, never revalidated). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (index.html): always revalidate. */
export const NO_CACHE = 'no-cache';

/** Paths the SPA fallback never answers (they have their own routes or a JSON 404). */
function isReserved(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/ws') || path === '/metrics';
}

/** Registers static serving of `root` (absolute or relative to the working directory). */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const dir = resolve(root);
  const assets = join(dir, 'assets') + sep;
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    res.setHeader('cache-control', file.startsWith(assets) && !relative(assets, file).includes(sep) ? IMMUTABLE : NO_CACHE);
    res.setHeader('vary', 'Accept-Encoding');
  };
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders,
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method === 'GET' && !isReserved(path)) {
      if (existsSync(join(dir, 'index.html'))) return reply.type('text/html').sendFile('index.html', dir);
      return reply.code(503).send({
        error: { code: 'WEB_NOT_BUILT', message: `the web app is not built (no ${join(dir, 'index.html')}); run npm run build:web` },
      });
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` } });
  });
}
