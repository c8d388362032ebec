/**
 * The wire shapes of accounts, ratings, "my games" and table chat (issue 17): zod schemas for what
 * clients send, TypeScript types for what the server answers. Documented in docs/protocol.md
 * ("Accounts", "Ratings", "Table chat"). Usernames are checked by `normalizeUsername` (usernames.ts)
 * on the server; the schemas here only bound the raw input.
 */
import { z } from 'zod';
import type { TableSummary } from './protocol.js';

/** Password length bounds, in code points (longer → `BAD_PASSWORD`, before any hashing). */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** Chat limits: text length in code points, messages kept per table, send rate per seat. */
export const CHAT_LIMITS = {
  /** Longest chat text (code points after trimming); longer → `BAD_CHAT`. */
  maxChars: 500,
  /** Messages replayed to a connection on `hello` (the newest ones). */
  history: 100,
  /** Burst of messages one seat may send. */
  burst: 5,
  /** Sustained messages per second per seat (token bucket refill). Over it → `RATE_LIMITED`. */
  perSecond: 0.5,
} as const;

/** Quick phrases: sent as a key, shown to each reader in their own language. */
export const CHAT_PHRASES = ['good-game', 'your-turn', 'thinking'] as const;
/** One quick phrase key. */
export type ChatPhrase = (typeof CHAT_PHRASES)[number];

/** Raw username input (checked further by the server: NFKC, letters, digits, `_`, `-`, 3–20). */
const usernameInput = z.string().max(64);
/** Raw password input; the length rule is checked by the server so it answers `BAD_PASSWORD`. */
const passwordInput = z.string().max(1024);

/** `POST /api/accounts` (sign up) and `POST /api/session` (sign in) body. */
export const credentialsSchema = z.object({ username: usernameInput, password: passwordInput }).strict();
/** See `credentialsSchema`. For clients outside the repo. @public */
export type Credentials = z.infer<typeof credentialsSchema>;

/** `POST /api/account/password` body: the current password and the new one. */
export const changePasswordSchema = z.object({ current: passwordInput, next: passwordInput }).strict();

/** `GET /api/leaderboard/:game` query. */
export const leaderboardQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }).strict();

/** One game's rating of an account: openskill μ and σ, `rating` = μ − 3σ (the shown, conservative value). */
export interface RatingInfo {
  game: string;
  rating: number;
  mu: number;
  sigma: number;
  /** Rated games played. */
  games: number;
}

/** A signed-in account as `GET /api/me` shows it. */
export interface AccountInfo {
  id: string;
  username: string;
  createdAt: number;
}

/** `GET /api/me`: the account (null for a guest), its ratings, and how many tables wait on it. */
export interface MeResponse {
  account: AccountInfo | null;
  ratings: RatingInfo[];
  /** Running tables where this account's seat may act now. */
  waiting: number;
}

/** A rating before and after one rated table. */
export interface RatingChange {
  seat: number;
  username: string;
  before: number;
  after: number;
  /** `after − before`, rounded to 0.1. */
  delta: number;
}

/** `GET /api/tables/:id/ratings`: `pending` until a rated table's update is stored. */
export interface TableRatingsResponse {
  status: 'rated' | 'unrated' | 'pending';
  changes: RatingChange[];
}

/** One table in "my games". */
export interface MyGame {
  table: TableSummary;
  /** The account's seat. */
  seat: number;
  /** Running tables: the seat may act now. */
  waitingOnMe: boolean;
  /** Finished tables: this seat's rank (1 = best) and score, and whether it won. */
  result: { rank: number; score: number | null; won: boolean } | null;
  /** Finished rated tables: this seat's rating change. */
  ratingChange: RatingChange | null;
}

/** `GET /api/me/games`: running tables (those waiting on me first), then finished ones, newest first. */
export interface MyGamesResponse {
  running: MyGame[];
  finished: MyGame[];
}

/** `GET /api/leaderboard/:game`. */
export interface LeaderboardResponse {
  game: string;
  players: ({ rank: number; username: string } & RatingInfo)[];
}

/** `GET /api/players/:username`: a public profile. */
export interface ProfileResponse {
  username: string;
  createdAt: number;
  ratings: RatingInfo[];
}

/** One chat line as stored and sent (`text` is plain text; a quick phrase has `phrase` and empty `text`). */
export interface ChatLine {
  id: string;
  seat: number;
  name: string;
  text: string;
  phrase?: ChatPhrase;
  /** Server epoch ms. */
  at: number;
}
