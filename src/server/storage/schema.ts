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
  table_fences: TableFencesTable;
}
