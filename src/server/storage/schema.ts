/**
 * Kysely table types of the server database (same schema on SQLite and PostgreSQL). Times are epoch
 * milliseconds (BIGINT), JSON columns are TEXT holding JSON, booleans are INTEGER 0/1 so both
 * dialects read them the same way.
 */

/** Guest identities: one row per join (display name only). */
export interface PlayersTable {
  id: string;
  name: string;
  created_at: number;
}

/** One game table. */
export interface TablesTable {
  id: string;
  game: string;
  /** Parsed config, JSON. */
  config: string;
  seed: string;
  /** 'open' | 'running' | 'finished' | 'abandoned'. */
  status: string;
  /** 'public' | 'private'. */
  visibility: string;
  invite_code: string | null;
  /** TimeControl, JSON. */
  time_control: string;
  /** Clock state (ClockState JSON) as of the last change, null without a clock. */
  clock: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  rematch_id: string | null;
  /** 'server' (CSPRNG) | 'client' (practice table: the creator chose the seed). */
  seed_source: string;
  /** Who created the table, for the open-tables cap: `ip:<address>`. */
  creator: string | null;
  /** Epoch ms of the last create/join/leave/seat hello (null on tables from before migration 0002). */
  activity_at: number | null;
}

/** Seats of a table. */
export interface SeatsTable {
  table_id: string;
  seat: number;
  /** 'human' | 'bot'. */
  kind: string;
  bot: string | null;
  player_id: string | null;
  name: string | null;
  /** SHA-256 hex of the seat token, null while free. */
  token_hash: string | null;
  /** 1 while a substitute bot plays this human seat. */
  away: number;
  /** The signed-in account that took this seat (migration 0003), else null (a guest). */
  account_id: string | null;
}

/** Append-only action log; primary key (table_id, seq). */
export interface ActionsTable {
  table_id: string;
  /** 1-based: the table's seq after this action. */
  seq: number;
  seat: number;
  /** The parsed action, JSON. */
  action: string;
  /** Real-time games: ms since the game started; null otherwise. */
  at: number | null;
  /** Server epoch ms when the action was applied. */
  server_time: number;
  /** 'human' | 'bot' | 'substitute'. */
  by: string;
}

/** Game state after action `seq` (every N actions), to load long games fast. */
export interface SnapshotsTable {
  table_id: string;
  seq: number;
  state: string;
  created_at: number;
}

/** Final result of a finished table. */
export interface ResultsTable {
  table_id: string;
  /** Outcome JSON. */
  outcome: string;
  finished_at: number;
}

/** Accounts (issue 17). `username_key` (lower case of the NFKC username) is unique. */
export interface AccountsTable {
  id: string;
  username: string;
  username_key: string;
  /** argon2id PHC string. */
  password_hash: string;
  created_at: number;
}

/** Sign-in sessions: only the SHA-256 hex of the `rh_session` cookie's token is stored. */
export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

/** An account's openskill rating in one game. */
export interface RatingsTable {
  account_id: string;
  game: string;
  mu: number;
  sigma: number;
  games: number;
  updated_at: number;
}

/** One row per rated (or judged unrated) finished table: the key that makes rating exactly-once. */
export interface RatingUpdatesTable {
  table_id: string;
  /** 1 when ratings changed, 0 when the table was judged unrated. */
  rated: number;
  /** RatingChange[] JSON. */
  changes: string;
  created_at: number;
}

/** Table chat (not part of the game record). */
export interface ChatMessagesTable {
  id: string;
  table_id: string;
  seat: number;
  name: string;
  text: string;
  /** Quick phrase key, or null for free text. */
  phrase: string | null;
  created_at: number;
}

/** Cluster mode: which ownership epoch may write a table's game data (cluster/fence.ts). */
export interface TableFencesTable {
  table_id: string;
  /** +1 at every change of owner. */
  epoch: number;
  /** Node id of the owner that took this epoch. */
  node: string;
}

/** The whole database for Kysely. */
export interface Database {
  players: PlayersTable;
  tables: TablesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  snapshots: SnapshotsTable;
  results: ResultsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  ratings: RatingsTable;
  rating_updates: RatingUpdatesTable;
  chat_messages: ChatMessagesTable;
  table_fences: TableFencesTable;
}
