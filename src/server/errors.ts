/**
 * The server's one error type: a stable `code` (see `ERROR_STATUS` in protocol.ts, or a game's own
 * rule code) with a human message. HTTP maps it to `{ error: { code, message } }` with the code's
 * status; the WebSocket transport to `{ type: 'error', code, message }`.
 */
import { ERROR_STATUS } from '../protocol/protocol.js';
import { RoundhouseError } from '../engine/result.js';

/** An expected, client-visible failure. */
export class ServerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServerError';
  }

  /** HTTP status for this code (400 for game rule codes, 500 for unknown). */
  get status(): number {
    return (ERROR_STATUS as Record<string, number>)[this.code] ?? 400;
  }
}

/**
 * Normalises anything thrown into `{ code, message, status }`: ServerError and RoundhouseError keep
 * their code; anything else becomes `INTERNAL` (message hidden from clients).
 */
export function toErrorInfo(e: unknown): { code: string; message: string; status: number; internal: boolean } {
  if (e instanceof ServerError) return { code: e.code, message: e.message, status: e.status, internal: false };
  if (e instanceof RoundhouseError) {
    const status = (ERROR_STATUS as Record<string, number>)[e.code] ?? 400;
    return { code: e.code, message: e.message, status, internal: false };
  }
  return { code: 'INTERNAL', message: 'internal error', status: 500, internal: true };
}
