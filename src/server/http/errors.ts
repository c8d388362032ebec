/**
 * Maps anything a Fastify request can fail with onto the documented error body
 * `{ error: { code, message } }` (docs/protocol.md "Errors"): our own `ServerError`s keep their code;
 * Fastify's and its plugins' client errors (bad URL or percent-encoding, a path that leaves the web
 * root, bad or empty JSON, a wrong Content-Type, a body too large, a rate limit) get a stable code
 * and a 4xx status. Only a bug answers 500 `INTERNAL`, with the details in the log and not the reply.
 */
import { LIMITS } from '../../protocol/protocol.js';
import { toErrorInfo } from '../errors.js';

/** What to answer for one failed request. `internal` = log it at error level (a bug). */
export interface HttpErrorReply {
  status: number;
  code: string;
  message: string;
  internal: boolean;
}

/** Error codes of Fastify (`FST_…`) that are the client's fault, with the code and status we answer. */
const FASTIFY_CODES: Record<string, [string, number]> = {
  FST_ERR_BAD_URL: ['BAD_URL', 400],
  FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_JSON', 400],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_JSON', 400],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 400],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 413],
};

/** Codes by HTTP status for other client errors (`send`'s 403 is a path leaving the web root). */
const STATUS_CODES: Record<number, [string, number]> = {
  403: ['BAD_URL', 400],
  404: ['NOT_FOUND', 404],
  405: ['METHOD_NOT_ALLOWED', 405],
  413: ['PAYLOAD_TOO_LARGE', 413],
  415: ['UNSUPPORTED_MEDIA_TYPE', 415],
  429: ['RATE_LIMITED', 429],
};

/** The reply for `error` (see the module comment). Never throws. */
export function httpErrorReply(error: unknown): HttpErrorReply {
  const info = toErrorInfo(error);
  if (!info.internal) return { ...info, internal: false };
  const e = (error ?? {}) as { statusCode?: unknown; status?: unknown; code?: unknown; message?: unknown };
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
  const mapped = (typeof e.code === 'string' ? FASTIFY_CODES[e.code] : undefined) ?? STATUS_CODES[status];
  const text = typeof e.message === 'string' ? e.message : 'bad request';
  if (mapped) {
    const [code, st] = mapped;
    const message =
      code === 'PAYLOAD_TOO_LARGE'
        ? `bodies are limited to ${LIMITS.maxBodyBytes} bytes`
        : code === 'BAD_URL' && status === 403
          ? 'the path leaves the web root'
          : text;
    return { status: st, code, message, internal: false };
  }
  if (status >= 400 && status < 500) return { status: 400, code: 'BAD_REQUEST', message: text, internal: false };
  return { status: 500, code: 'INTERNAL', message: 'internal error', internal: true };
}
