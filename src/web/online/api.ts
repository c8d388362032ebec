/**
 * HTTP calls to the game server (docs/protocol.md) and the seat tokens this browser holds, kept in
 * localStorage per table so a reload (or coming back later) re-enters the same seat.
 */
import type { CreateTableRequest, SeatGrant, TableSummary } from '../../protocol/protocol.js';
import type { GameRecord } from '../../engine/record.js';

/** A failed request: the server's stable code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * One request to the server's API: JSON in and out, the seat token as Bearer when given; same-origin
 * requests carry the session cookie. Throws `ApiError` with the server's code (`OFFLINE` unreachable).
 */
export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError('OFFLINE', (e as Error).message, 0);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError('BAD_RESPONSE', `not JSON (${res.status})`, res.status);
  }
  if (!res.ok) {
    const err = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(err?.code ?? 'HTTP_ERROR', err?.message ?? `HTTP ${res.status}`, res.status);
  }
  return json as T;
}

/** Creates a table (seating the host). */
export function createTable(req: CreateTableRequest): Promise<{ table: TableSummary; inviteCode?: string; host?: SeatGrant }> {
  return call('POST', '/api/tables', req);
}

/** Lists public tables by status. */
export async function listTables(status: 'active' | 'open' | 'running' | 'finished'): Promise<TableSummary[]> {
  return (await call<{ tables: TableSummary[] }>('GET', `/api/tables?status=${status}`)).tables;
}

/** One table (invite code needed for private ones). */
export async function getTable(id: string, invite?: string | null, token?: string): Promise<TableSummary> {
  const q = invite ? `?invite=${encodeURIComponent(invite)}` : '';
  return (await call<{ table: TableSummary }>('GET', `/api/tables/${encodeURIComponent(id)}${q}`, undefined, token)).table;
}

/** Takes a human seat. */
export function joinTable(id: string, name: string, seat?: number, invite?: string | null): Promise<{ table: TableSummary } & SeatGrant> {
  return call('POST', `/api/tables/${encodeURIComponent(id)}/join`, {
    name,
    ...(seat !== undefined ? { seat } : {}),
    ...(invite ? { invite } : {}),
  });
}

/** Asks for (or joins) the rematch of a finished table, at the same seat (no token: the signed-in account's seat). */
export function rematch(id: string, token: string | null): Promise<{ table: TableSummary; inviteCode?: string } & SeatGrant> {
  return call('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, {}, token ?? undefined);
}

/**
 * The finished game's record. A private table's record needs its invite code or a seat token: `invite`
 * if given, else what this browser holds for the table (`heldSeat`). Errors: ApiError TABLE_NOT_FOUND.
 */
export function fetchRecord(id: string, invite?: string | null): Promise<GameRecord> {
  const held = heldSeat(id);
  const code = invite ?? held?.invite;
  const query = code ? `?invite=${encodeURIComponent(code)}` : '';
  return call('GET', `/api/tables/${encodeURIComponent(id)}/record${query}`, undefined, held?.token);
}

const TOKENS = 'roundhouse.tokens';

/** What this browser holds for a table: its seat grant and the invite code. */
export interface HeldSeat {
  readonly seat: number;
  readonly token: string;
  readonly invite?: string;
}

function readTokens(): Record<string, HeldSeat> {
  try {
    return JSON.parse(localStorage.getItem(TOKENS) ?? '{}') as Record<string, HeldSeat>;
  } catch {
    return {};
  }
}

/** The seat this browser holds at `tableId`, if any. */
export function heldSeat(tableId: string): HeldSeat | null {
  return readTokens()[tableId] ?? null;
}

/** Remembers the seat this browser holds at `tableId`. */
export function holdSeat(tableId: string, seat: HeldSeat): void {
  const all = readTokens();
  all[tableId] = seat;
  try {
    localStorage.setItem(TOKENS, JSON.stringify(all));
  } catch {
    /* storage unavailable: the seat lasts for this page only */
  }
}
