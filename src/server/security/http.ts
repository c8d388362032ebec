/**
 * HTTP hardening (issue 16 items 2 and 3), registered before any route:
 * - security headers with @fastify/helmet, and a Content-Security-Policy that allows exactly what the
 *   built web app loads: its own scripts, module Web Worker, stylesheets, fonts and images (plus the
 *   `data:` favicon), and its same-origin API and WebSocket (`connect-src 'self'`). React sets inline
 *   styles through the CSSOM, which CSP does not govern, so no `'unsafe-inline'` is needed;
 * - per-IP rate limits with @fastify/rate-limit on every write route (every POST), one budget of
 *   `httpWritesPerWindow` per `httpWindowMs` shared by all of them (and in cluster mode by every
 *   node, through Redis); over it → 429 `RATE_LIMITED`;
 * - only `application/json` bodies (Fastify's text/plain parser is removed, so a cross-site form
 *   cannot post a body): anything else → 415 `UNSUPPORTED_MEDIA_TYPE`.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ServerError } from '../errors.js';
import type { ServerLimits } from '../limits.js';

/** The Content-Security-Policy directives (helmet syntax). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The server also runs on plain HTTP (loopback, LAN): do not force https subresources.
  upgradeInsecureRequests: null,
};

/** True if every `%` in `query` starts a valid UTF-8 escape sequence. */
function validPercentEncoding(query: string): boolean {
  if (!query.includes('%')) return true;
  try {
    decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers helmet, the write-route rate limit, the JSON-only body rule and the query-string check on
 * `app`. With `shared` (cluster mode) the rate-limit counters live in Redis under `<prefix>http-rl:`,
 * one budget per IP over every node; while Redis is down writes are not counted (they answer
 * `UNAVAILABLE` on their own).
 */
export async function registerHttpSecurity(
  app: FastifyInstance,
  limits: ServerLimits,
  shared?: { redis: Redis; prefix: string },
): Promise<void> {
  // X-Frame-Options DENY, as the CSP's `frame-ancestors 'none'` says (helmet's default is SAMEORIGIN).
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: true, directives: CSP_DIRECTIVES }, frameguard: { action: 'deny' } });
  app.removeContentTypeParser('text/plain');
  // A query string that is not valid percent-encoding is refused like a bad path (BAD_URL), instead of
  // being read leniently.
  app.addHook('onRequest', async (req) => {
    const q = req.url.indexOf('?');
    if (q >= 0 && !validPercentEncoding(req.url.slice(q + 1)))
      throw new ServerError('BAD_URL', 'the query string has bad percent-encoding');
  });
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { redis: shared.redis, nameSpace: `${shared.prefix}http-rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const window = `${Math.round(limits.httpWindowMs / 1000)} seconds`;
      const e = new ServerError(
        'RATE_LIMITED',
        `at most ${ctx.max} write requests per ${window} per address; retry in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds`,
      );
      return Object.assign(e, { statusCode: 429 });
    },
  });
  // One handler (so one counter per IP) shared by every POST route registered from here on.
  const writeLimit = app.rateLimit({ max: limits.httpWritesPerWindow, timeWindow: limits.httpWindowMs });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [writeLimit, ...existing];
  });
}
