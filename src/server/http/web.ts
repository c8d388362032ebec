/**
 * Serves the built web app (dist/web) at `/` with SPA fallback: any GET or HEAD that is not /api,
 * /ws, /metrics or a file path (`isReserved`) and matches no file gets index.html. If the app has not been built, `/` explains how to
 * build it (503 `WEB_NOT_BUILT`); the API works regardless.
 *
 * Files go out precompressed: the build writes `<file>.br` and `<file>.gz` beside each text asset
 * (scripts/precompress.ts) and @fastify/static's `preCompressed` picks the best one the client
 * accepts (brotli, then gzip, then the plain file), with `Vary: Accept-Encoding`. Caching: files under
 * `/assets/` carry a content hash in their name, so they are `public, max-age=31536000, immutable`;
 * everything else (index.html, the SPA fallback, favicons) is `no-cache` (revalidated every time).
 * Invite pages (`/table/:id`) are index.html with the table's link preview (./preview.ts). Link
 * previews follow `?lang=` and `Accept-Language` (`Vary: Accept-Language`): a request that prefers
 * Korean gets the home page (`/` and the SPA fallback) and invite pages with Korean tags; English
 * requests get index.html as built (precompressed) and English invite previews.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TableSummary } from '../../protocol/protocol.js';
import { homePreview, previewLanguage, tablePreview, withPreview, type PreviewLanguage } from './preview.js';

/** Looks up a table as an invite link may see it (the service's `get`); throws when it may not. */
export type TableLookup = (id: string, access: { invite?: string }) => Promise<TableSummary>;

/** Cache-Control of content-hashed build output (one year, never revalidated). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (index.html): always revalidate. */
export const NO_CACHE = 'no-cache';

/**
 * Sends a page built per request (index.html with its link preview filled in, a few KB) as HTML,
 * brotli (quality 5) or gzip compressed when the request accepts it, as the built files are.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.type('text/html');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Paths the SPA fallback never answers (they have their own routes or a JSON 404): the API, the
 * socket, /metrics, and files: anything under /assets/, or at the root and named like a file (`/sw.js`,
 * `/icon-192.png`; app pages such as `/player/:username` may hold dots). A
 * build output that is missing (an old tab asking for a chunk of an earlier deploy) is a 404, not
 * index.html, which the browser would refuse to run as a script (`nosniff`).
 */
function isReserved(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/ws') ||
    path === '/metrics' ||
    path.startsWith('/assets/') ||
    /^\/[^/]*\.(?:m?js|css|map|json|webmanifest|png|svg|ico|webp|jpe?g|woff2?|txt|br|gz)$/i.test(path)
  );
}

/**
 * Registers static serving of `root` (absolute or relative to the working directory). With
 * `lookupTable`, invite pages (`/table/:id`) get the table's link preview (./preview.ts).
 */
export async function registerWebApp(app: FastifyInstance, root: string, lookupTable?: TableLookup): Promise<void> {
  const dir = resolve(root);
  const assets = join(dir, 'assets') + sep;
  const index = join(dir, 'index.html');
  const notBuilt = { error: { code: 'WEB_NOT_BUILT', message: `the web app is not built (no ${index}); run npm run build:web` } };
  const languageOf = (req: FastifyRequest): PreviewLanguage =>
    previewLanguage(req.headers['accept-language'], (req.query as { lang?: unknown } | undefined)?.lang);
  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
  /**
   * index.html as an app page: the built (precompressed) file in English, with the Korean preview in
   * Korean; `preview` (the home page `/`, which links are shared to) always gets its preview filled in,
   * since link crawlers need absolute og:url and og:image URLs and only the request knows the origin.
   */
  const sendHome = async (req: FastifyRequest, reply: FastifyReply, preview = false) => {
    if (!existsSync(index)) return reply.code(503).send(notBuilt);
    reply.header('vary', 'Accept-Encoding, Accept-Language');
    const language = languageOf(req);
    if (language === 'en' && !preview) return reply.type('text/html').sendFile('index.html', dir);
    const origin = originOf(req);
    const html = withPreview(await readFile(index, 'utf8'), homePreview(origin, `${origin}/`, language));
    return sendPage(req, reply.header('cache-control', NO_CACHE), html);
  };
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
  app.get('/', (req, reply) => sendHome(req, reply, true));
  if (lookupTable) {
    app.get<{ Params: { id: string }; Querystring: { invite?: unknown } }>('/table/:id', async (req, reply) => {
      if (!existsSync(index)) return reply.code(503).send(notBuilt);
      let html = await readFile(index, 'utf8');
      const invite = typeof req.query.invite === 'string' ? req.query.invite : undefined;
      const language = languageOf(req);
      const origin = originOf(req);
      try {
        const table = await lookupTable(req.params.id, invite ? { invite } : {});
        html = withPreview(html, tablePreview(table, origin, `${origin}/table/${encodeURIComponent(table.id)}`, language));
      } catch {
        /* unknown or private table, or storage down: the home page's preview (the app shows the error) */
        html = withPreview(html, homePreview(origin, `${origin}/`, language));
      }
      return sendPage(req, reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding, Accept-Language'), html);
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // HEAD answers as GET does (Node's HTTP server leaves the body out), as for every GET route.
    if ((req.method === 'GET' || req.method === 'HEAD') && !isReserved(path)) return sendHome(req, reply);
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` } });
  });
}
