/**
 * The wire protocol between the browser (or any client) and the game server: HTTP request bodies,
 * WebSocket messages in both directions, the shared error codes and the limits. docs/protocol.md
 * documents every route and message with examples; this file is the executable source of truth
 * (zod schemas for what clients send, TypeScript types for what the server sends). It lives outside
 * src/server so the web app imports it without importing the server.
 *
 * Everything is plain JSON. Times are epoch milliseconds (`now`, `createdAt`, …) except `gameTime` /
 * `at`, which are milliseconds since a real-time game started.
 */
import { z } from 'zod';
import { MAX_NAME_GRAPHEMES, MAX_NAME_INPUT, normalizeName } from './names.js';
import { CHAT_LIMITS, CHAT_PHRASES, type ChatLine } from './accounts.js';

/**
 * Protocol version: clients send it in `hello` (`protocol: 2`) and the server echoes it in `welcome`;
 * a `hello` without it (version 1) or with another number gets `error PROTOCOL_VERSION`.
 * Version 2: per-change `delta` messages (view patch + events) after the first `state`, `replay` on
 * `hello` with `lastSeq`.
 */
export const PROTOCOL_VERSION = 2;

/** Limits enforced by the server (bytes, messages, milliseconds). */
export const LIMITS = {
  /** Largest WebSocket text message a client may send (bytes). Larger → `MESSAGE_TOO_LARGE`. */
  maxMessageBytes: 16 * 1024,
  /** Largest HTTP request body (bytes). Larger → 413 `PAYLOAD_TOO_LARGE`. */
  maxBodyBytes: 16 * 1024,
  /** Sustained WebSocket messages per second per connection (token bucket refill rate). */
  messagesPerSecond: 30,
  /** Burst size of the per-connection token bucket. Over it → `RATE_LIMITED` (message dropped). */
  messageBurst: 60,
  /**
   * `hello` per connection: a burst of this many, then one per `helloRefillMs` (each may rebuild a
   * whole game's replay). Over it → `RATE_LIMITED`, nothing changes.
   */
  helloBurst: 5,
  helloRefillMs: 6_000,
  /** Display names: 1–24 visible characters after NFKC normalisation (see names.ts). Else `BAD_NAME`. */
  maxNameLength: MAX_NAME_GRAPHEMES,
  /** Real-time tables: minimum interval between two broadcasts (ms) — at most 20 per second. */
  realTimeBroadcastMs: 50,
  /** `hello` with `lastSeq`: at most this many missed actions are replayed (older ones are left out). */
  maxReplayActions: 1000,
} as const;

/**
 * Every stable error code the server may return, over HTTP (`{ error: { code, message } }` with the
 * HTTP status given here) or over WebSocket (`{ type: 'error', code, message }`). Game engines add
 * their own rule codes (e.g. `TTR_NOT_YOUR_TURN`), which are passed through unchanged.
 */
export const ERROR_STATUS = {
  /** Request body, query or route params do not match the schema. */
  BAD_REQUEST: 400,
  /** The `game` is not a registered game module. */
  UNKNOWN_GAME: 400,
  /** The game module rejected `config`. */
  BAD_CONFIG: 400,
  /** A bot seat names a bot the game does not have. */
  UNKNOWN_BOT: 400,
  /** Wrong number of seats for the game, or no human seat where one is needed. */
  BAD_SEATS: 400,
  /** A display name that is not 1–24 visible characters of printable text (protocol/names.ts). */
  BAD_NAME: 400,
  /** A client-chosen seed (`seed`, or a game's seed config such as Rail Pass `matchSeed`) at a table with ≥ 2 human seats. */
  SEED_NOT_ALLOWED: 400,
  /** The URL is not valid (bad percent-encoding, or a path that leaves the web root). */
  BAD_URL: 400,
  /** The body is not valid JSON (HTTP), or the message is not (WebSocket). */
  BAD_JSON: 400,
  /** The body's Content-Type is not `application/json`. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The HTTP method is not allowed here. */
  METHOD_NOT_ALLOWED: 405,
  /** The creator already has `openTablesPerCreator` open tables (limits.ts). */
  TOO_MANY_TABLES: 429,
  /** WebSocket upgrade refused: this IP already has `wsPerIp` open connections (HTTP status of the refused upgrade). */
  TOO_MANY_CONNECTIONS: 429,
  /** Missing or unknown seat token (HTTP: `Authorization: Bearer <token>`). */
  BAD_TOKEN: 401,
  /** No such table (or a private table without its invite code). */
  TABLE_NOT_FOUND: 404,
  /** The record is only available once the game has ended. */
  RECORD_NOT_AVAILABLE: 404,
  /** The requested seat is a bot seat or already taken. */
  SEAT_TAKEN: 409,
  /** Every human seat is taken. */
  NO_FREE_SEAT: 409,
  /** The table is not open for joining/leaving/starting (already running or finished). */
  NOT_OPEN: 409,
  /** Start requested while human seats are still empty. */
  NOT_FULL: 409,
  /** Rematch requested before the game ended. */
  NOT_FINISHED: 409,
  /** Request body larger than `LIMITS.maxBodyBytes`. */
  PAYLOAD_TOO_LARGE: 413,
  /** Too many requests or messages. */
  RATE_LIMITED: 429,
  /** The database failed; nothing was changed. Retry. */
  STORAGE_ERROR: 503,
  /** Cluster mode: Redis (table ownership, forwarding) cannot be reached, or the table is moving to another node; nothing changed. Retry. */
  UNAVAILABLE: 503,
  /** The server is shutting down. */
  SHUTTING_DOWN: 503,
  /** Anything unexpected (a bug). */
  INTERNAL: 500,
  /** No such HTTP route. */
  NOT_FOUND: 404,
  /** `/` was requested but the web app has not been built (dist/web/index.html missing). */
  WEB_NOT_BUILT: 503,
  // WebSocket-only codes (the status is unused there).
  /** The JSON does not match any client message schema. */
  BAD_MESSAGE: 400,
  /** The message is larger than `LIMITS.maxMessageBytes`. */
  MESSAGE_TOO_LARGE: 413,
  /** `action`/`sync`/`back` before a successful `hello`. */
  NOT_AUTHENTICATED: 401,
  /** The message names a different table than the connection's `hello`. */
  WRONG_TABLE: 400,
  /** A spectator tried to act. */
  SPECTATOR: 403,
  /** The message's `seat` is not the seat of the connection's token. */
  NOT_YOUR_SEAT: 403,
  /** The game has not started yet. */
  NOT_STARTED: 409,
  /** `back` from a seat that is not away. */
  NOT_AWAY: 409,
  /** `pause` / `resume` at a turn-based table (only real-time games such as Rail Pass pause, RP-6.8). */
  NOT_REAL_TIME: 409,
  /** No valid `hello` within `helloTimeoutMs` of connecting; the socket is closed (1008) after this error. */
  HELLO_TIMEOUT: 408,
  /** A second `rematch` from a seat that already holds its seat at the rematch (`message` names it). */
  ALREADY_REMATCHED: 409,
  /** The game is over. */
  GAME_OVER: 409,
  /** `seq` is not the table's current sequence number; a fresh `state` follows. */
  STALE_SEQ: 409,
  /** The game module could not parse the action (its schema). */
  BAD_ACTION: 400,
  /** `hello` without `protocol: PROTOCOL_VERSION` (a version-1 client, or a newer one). Nothing changed. */
  PROTOCOL_VERSION: 400,
  // Accounts, ratings and chat (issue 17).
  /** A username that is not 3–20 letters, digits, `_` or `-` after NFKC (server/accounts/usernames.ts). */
  BAD_USERNAME: 400,
  /** A password shorter than 8 or longer than 128 characters. */
  BAD_PASSWORD: 400,
  /** The username is taken (compared case-insensitively). */
  USERNAME_TAKEN: 409,
  /** Sign-in or password change with an unknown username or a wrong password (the same error for both). */
  BAD_CREDENTIALS: 401,
  /** The route needs a signed-in account (the `rh_session` cookie). */
  NOT_SIGNED_IN: 401,
  /** A cookie-authenticated write (or any account write) whose `Origin` is not this server's. Nothing changed. */
  CSRF_REJECTED: 403,
  /** Too many sign-in attempts from this address or for this account; retry later. */
  SIGN_IN_LIMITED: 429,
  /** No account with this username. */
  PLAYER_NOT_FOUND: 404,
  /** A chat message that is empty, longer than 500 characters or holds control characters. */
  BAD_CHAT: 400,
} as const;

/** A server error code (engines may add game-specific codes, so clients should accept any string). For clients outside the repo. @public */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The error body of every failed HTTP request. For clients outside the repo. @public */
export interface ErrorBody {
  error: { code: string; message: string };
}

// ---------------------------------------------------------------------------------------------
// HTTP request bodies
// ---------------------------------------------------------------------------------------------

/** A display name, normalised (names.ts); a refused one is a zod issue with `params.code = 'BAD_NAME'`. */
const name = z
  .string()
  .max(MAX_NAME_INPUT)
  .transform((raw, ctx) => {
    const r = normalizeName(raw);
    if (r.ok) return r.name;
    ctx.addIssue({ code: 'custom', message: r.reason, params: { code: 'BAD_NAME' } });
    return z.NEVER;
  });

/** A seat at table creation: a human seat (filled by `join`) or a bot of the game (default `random`). */
export const seatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().min(1).max(40).default('random') }).strict(),
]);
/** See `seatSpecSchema`. For clients outside the repo. @public */
export type SeatSpec = z.infer<typeof seatSpecSchema>;

/**
 * Per-table time control (turn-based games; real-time games ignore it):
 * - `none`: wait for the player forever.
 * - `perMove`: each move (every action) must come within `moveMs` of the seat becoming able to act.
 * - `bank`: each seat has a bank of `initialMs`, charged while the seat may act; `incrementMs` is
 *   added after each of its actions. A seat that returns after running out gets `returnMs`.
 * A seat that runs out of time is played by a bot ("away") until the player returns.
 */
export const timeControlSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('perMove'), moveMs: z.number().int().min(1_000).max(86_400_000) }).strict(),
  z
    .object({
      kind: z.literal('bank'),
      initialMs: z
        .number()
        .int()
        .min(1_000)
        .max(7 * 86_400_000),
      incrementMs: z.number().int().min(0).max(86_400_000).default(0),
      returnMs: z.number().int().min(1_000).max(86_400_000).default(30_000),
    })
    .strict(),
]);
/** See `timeControlSchema`. */
export type TimeControl = z.infer<typeof timeControlSchema>;

/** `POST /api/tables` body. */
export const createTableSchema = z
  .object({
    game: z.string().min(1).max(40),
    config: z.unknown().optional(),
    seats: z.array(seatSpecSchema).min(1).max(12),
    timeControl: timeControlSchema.default({ kind: 'none' }),
    visibility: z.enum(['public', 'private']).default('public'),
    /**
     * Practice only: a seed of the client's choosing, accepted at tables with at most one human seat
     * (the table is then marked `practice` and never rated); else `SEED_NOT_ALLOWED`. Without it the
     * server draws a 128-bit seed from its CSPRNG.
     */
    seed: z.string().min(1).max(100).optional(),
    /** Seat the creator right away at the first free human seat (or `seat`). */
    host: z
      .object({ name, seat: z.number().int().min(0).optional() })
      .strict()
      .optional(),
  })
  .strict();
/** See `createTableSchema`. */
export type CreateTableRequest = z.infer<typeof createTableSchema>;

/** `POST /api/tables/:id/join` body. */
export const joinTableSchema = z
  .object({
    name,
    /** A specific human seat; the first free one when absent. */
    seat: z.number().int().min(0).optional(),
    /** Required for private tables. */
    invite: z.string().max(64).optional(),
  })
  .strict();
/** See `joinTableSchema`. */
export type JoinTableRequest = z.infer<typeof joinTableSchema>;

/** `GET /api/tables` query. */
export const listTablesSchema = z.object({ status: z.enum(['open', 'running', 'finished', 'abandoned', 'active']).default('active') });

// ---------------------------------------------------------------------------------------------
// HTTP responses
// ---------------------------------------------------------------------------------------------

/** One seat as everyone may see it. */
export interface SeatSummary {
  seat: number;
  kind: 'human' | 'bot';
  /** Bot name for bot seats. */
  bot: string | null;
  /** Display name (bots: "<bot> bot"), null while a human seat is free. */
  name: string | null;
  /** A human has joined this seat. */
  taken: boolean;
  /** The seat's player ran out of time or left: a bot plays it until the player returns. */
  away: boolean;
  /** At least one WebSocket connection holds this seat's token right now (this server process). */
  connected: boolean;
  /** The seat was taken by a signed-in account (its `name` is the username). */
  account: boolean;
}

/**
 * Table status: `open` (waiting for players) → `running` → `finished`; a running table whose humans all
 * stayed away for `abandonAfterMs` ends `abandoned` (recorded, unrated, no outcome).
 */
export type TableStatus = 'open' | 'running' | 'finished' | 'abandoned';

/** A table as listed in the lobby and returned by every table route. */
export interface TableSummary {
  id: string;
  game: string;
  title: string;
  status: TableStatus;
  visibility: 'public' | 'private';
  /** True for real-time games (Rail Pass). */
  realTime: boolean;
  seats: SeatSummary[];
  timeControl: TimeControl;
  /**
   * The parsed game config (defaults filled in). Before the end, the game's seed settings
   * (`GameModule.seedConfigKeys`, e.g. Rail Pass `matchSeed`) are left out.
   */
  config: unknown;
  /** SHA-256 (hex) of the table's seed, published before the first shuffle; the finished record reveals the seed. */
  seedCommitment: string;
  /** The creator chose the seed (practice; never rated). */
  practice: boolean;
  /** Number of actions applied so far. */
  seq: number;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Table id of the rematch, once someone asked for one. */
  rematchId: string | null;
  /** Rated: a server-chosen seed and at least two seats held by distinct signed-in accounts (issue 17). */
  rated: boolean;
}

/** A seat token handed out by join/create/rematch: send it in `hello` and as `Authorization: Bearer`. */
export interface SeatGrant {
  seat: number;
  /** 128-bit random token, base64url (22 chars). Only its SHA-256 is stored. Keep it secret. */
  token: string;
  playerId: string;
}

// ---------------------------------------------------------------------------------------------
// WebSocket: client → server
// ---------------------------------------------------------------------------------------------

/** Client messages (one JSON object per text frame, at most `LIMITS.maxMessageBytes`). */
export const clientMessageSchema = z.discriminatedUnion('type', [
  /**
   * Bind this connection to a table: as a seat (token) or as a spectator (no token; invite for private).
   * `protocol` must be `PROTOCOL_VERSION` (checked by the server so that a version-1 client, which
   * does not send it, gets `PROTOCOL_VERSION` rather than `BAD_MESSAGE`). `lastSeq`: the seq of the
   * last state the client rendered; the server answers with a `replay` of the actions after it.
   */
  z
    .object({
      type: z.literal('hello'),
      tableId: z.string().min(1).max(64),
      token: z.string().min(1).max(64).optional(),
      invite: z.string().max(64).optional(),
      protocol: z.number().int().optional(),
      lastSeq: z.number().int().min(0).optional(),
    })
    .strict(),
  /** Act: `seq` must equal the table's current `seq` (from the last `state`). */
  z
    .object({
      type: z.literal('action'),
      tableId: z.string().min(1).max(64),
      seq: z.number().int().min(0),
      action: z.unknown(),
      /** Optional: must equal the connection's seat if present. */
      seat: z.number().int().min(0).optional(),
      /** Optional client correlation id, echoed in `ack` / `error`. */
      id: z.union([z.string().max(64), z.number()]).optional(),
    })
    .strict(),
  /** Ask for a fresh `state` (also what a client does when it sees a gap in `rev`/`seq`). */
  z.object({ type: z.literal('sync'), tableId: z.string().min(1).max(64) }).strict(),
  /** Take the seat back from the substitute bot after running out of time or leaving. */
  z.object({ type: z.literal('back'), tableId: z.string().min(1).max(64) }).strict(),
  /**
   * Real-time tables (seats only): pause or resume the game (RP-6.8). Answered by the next `state` /
   * `delta` to everyone with `paused` set or cleared; pausing a paused table (or resuming a running
   * one) changes nothing.
   */
  z.object({ type: z.enum(['pause', 'resume']), tableId: z.string().min(1).max(64) }).strict(),
  /** Keep-alive; answered with `pong`. */
  z.object({ type: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional() }).strict(),
  /** Table chat (seats only): plain `text` (1–500 characters) or a quick `phrase`; answered by the `chat` broadcast. */
  z
    .object({
      type: z.literal('chat'),
      tableId: z.string().min(1).max(64),
      text: z
        .string()
        .max(4 * CHAT_LIMITS.maxChars)
        .optional(),
      phrase: z.enum(CHAT_PHRASES).optional(),
      id: z.union([z.string().max(64), z.number()]).optional(),
    })
    .strict(),
]);
/** See `clientMessageSchema`. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---------------------------------------------------------------------------------------------
// WebSocket: server → client
// ---------------------------------------------------------------------------------------------

/**
 * What happened since the previous `state`: one entry per applied action. Other seats' entries carry
 * only the action's `type` (actions may hold hidden choices, e.g. kept tickets); the acting seat's own
 * entries also carry the full `action`. The view itself shows the public effects.
 */
export interface GameEvent {
  /** The table's seq after this action (1 = first action). */
  seq: number;
  seat: number;
  /** `action.type` when the action has a string `type`, else `"action"`. */
  kind: string;
  /** Who chose it: the seat's human, the seat's bot, or the substitute bot of an away human. */
  by: 'human' | 'bot' | 'substitute';
  /** Real-time games: ms since the game started. */
  at?: number;
  /** Only in the acting seat's own messages. */
  action?: unknown;
}

/** Clock state as a client shows it. */
export interface ClockView {
  kind: TimeControl['kind'];
  /** `bank`: remaining ms per seat at `now` (bot seats: null). */
  banks: (number | null)[] | null;
  /** Epoch ms by which each seat must act, or null when it is not waiting for that seat. */
  deadlines: (number | null)[];
  /** Seats currently played by the substitute bot. */
  away: boolean[];
}

/** Reply to `hello`. A `state` follows when the game has started. */
export interface WelcomeMessage {
  type: 'welcome';
  protocol: typeof PROTOCOL_VERSION;
  tableId: string;
  /** The connection's seat, or null for a spectator. */
  seat: number | null;
  table: TableSummary;
}

/**
 * The game as this connection may see it, in full: sent on `hello`, `sync`, `STALE_SEQ`, and instead
 * of a `delta` when the connection is not at the delta's `base` (e.g. the table runtime was reloaded).
 */
export interface StateMessage {
  type: 'state';
  tableId: string;
  /** Number of actions applied; send it back with the next `action`. */
  seq: number;
  /** The table's update number this state is at; the next `delta` has `base === rev`. */
  rev: number;
  /** `module.view(state, seat)` for a seat, `module.view(state, null)` for a spectator. */
  view: unknown;
  /** `module.legalActions(state, seat)` for a seat (empty when it may not act); null for spectators. */
  legal: unknown[] | null;
  /** Seats that may act now. */
  active: number[];
  /** Actions since the previous update of this table (empty on hello/sync/stale). */
  events: GameEvent[];
  clocks: ClockView | null;
  /** Real-time games: ms since the game started at `now`. */
  gameTime: number | null;
  /** Real-time games: true while the game is paused (RP-6.8: `gameTime` stands still; send `resume`). */
  paused?: boolean;
  /** Server epoch ms when this message was built. */
  now: number;
  /** The final result once the game is over (everything is public then), else null. */
  outcome: unknown;
}

/**
 * One RFC 6902 JSON Patch operation (the subset `fast-json-patch`'s `compare` emits). `path` is a JSON
 * Pointer into the seat's view.
 */
export type PatchOp =
  { op: 'add'; path: string; value: unknown } | { op: 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

/**
 * What changed since the update `base`, for this connection (protocol 2, after the first `state`).
 * Applying `patch` to the view at `base` gives exactly `module.view(state, seat)` at `rev`. A client
 * whose last update is not `base` (a gap) ignores it and sends `sync`.
 */
export interface DeltaMessage {
  type: 'delta';
  tableId: string;
  /** Number of actions applied (as in `state`). */
  seq: number;
  /** This update's number (per table runtime, +1 per update). */
  rev: number;
  /** The update this delta applies to. */
  base: number;
  /** The actions of this update, redacted for this seat as in `state` (real-time tables: several). */
  events: GameEvent[];
  /** RFC 6902 operations turning the view at `base` into the view at `rev` (often few). */
  patch: PatchOp[];
  /** Present only when this seat may act: its full `legalActions`. Absent: `[]` (spectators: null). */
  legal?: unknown[];
  active: number[];
  clocks: ClockView | null;
  gameTime: number | null;
  /** As in `state`. */
  paused?: boolean;
  now: number;
  outcome: unknown;
}

/** One replayed action: its events (redacted) and the patch from the previous step's view. */
export interface ReplayStep {
  seq: number;
  events: GameEvent[];
  patch: PatchOp[];
}

/**
 * Answer to `hello` with `lastSeq` (before the `state`): the actions after `from`, step by step, so a
 * client rebuilds its game log with no gap. `view` is this connection's view after `from` actions;
 * each step's `patch` turns the previous view into the view after `step.seq` actions. A full `state`
 * at the current seq follows. At most `LIMITS.maxReplayActions` steps (`from` is then later than the
 * client's `lastSeq`).
 */
export interface ReplayMessage {
  type: 'replay';
  tableId: string;
  from: number;
  view: unknown;
  steps: ReplayStep[];
}

/** The action with this `id` was applied and stored durably; `seq` is the table's new seq. */
export interface AckMessage {
  type: 'ack';
  id?: string | number;
  seq: number;
}

/** A rejected message. Nothing changed. `seq` is the current seq when relevant. */
export interface ErrorMessage {
  type: 'error';
  id?: string | number;
  code: string;
  message: string;
  seq?: number;
}

/** The table's seats or status changed (join, leave, start, away/back, connect, finish, rematch). */
export interface TableMessage {
  type: 'table';
  table: TableSummary;
}

/** Reply to `ping`. */
export interface PongMessage {
  type: 'pong';
  id?: string | number;
  now: number;
}

/** One new chat line at the table (everyone bound to the table gets it, the sender included). */
export interface ChatMessage {
  type: 'chat';
  tableId: string;
  line: ChatLine;
}

/** The table's stored chat (the newest `CHAT_LIMITS.history` lines, oldest first), sent after `welcome`. */
export interface ChatHistoryMessage {
  type: 'chat-history';
  tableId: string;
  lines: ChatLine[];
}

/** Every server → client message. */
export type ServerMessage =
  | WelcomeMessage
  | StateMessage
  | DeltaMessage
  | ReplayMessage
  | AckMessage
  | ErrorMessage
  | TableMessage
  | PongMessage
  | ChatMessage
  | ChatHistoryMessage;
