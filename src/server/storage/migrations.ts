/**
 * Schema migrations, run at every server start (Kysely Migrator, in-code provider). Add a migration by
 * appending a new key (names sort lexically); never edit a released one.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { ensureSchema, type OpenDatabase } from './db.js';

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('players')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tables')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(40)', (c) => c.notNull())
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('seed', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('visibility', 'varchar(16)', (c) => c.notNull())
        .addColumn('invite_code', 'varchar(64)')
        .addColumn('time_control', 'text', (c) => c.notNull())
        .addColumn('clock', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('rematch_id', 'varchar(32)')
        .execute();
      await db.schema.createIndex('tables_status_created').on('tables').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'varchar(32)', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('bot', 'varchar(40)')
        .addColumn('player_id', 'varchar(32)')
        .addColumn('name', 'varchar(64)')
        .addColumn('token_hash', 'varchar(64)')
        .addColumn('away', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema.createIndex('seats_token').on('seats').column('token_hash').execute();
      await db.schema
        .createTable('actions')
        .addColumn('table_id', 'varchar(32)', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint')
        .addColumn('server_time', 'bigint', (c) => c.notNull())
        .addColumn('by', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('actions_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('snapshots')
        .addColumn('table_id', 'varchar(32)', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('results')
        .addColumn('table_id', 'varchar(32)', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['results', 'snapshots', 'actions', 'seats', 'tables', 'players']) await db.schema.dropTable(t).ifExists().execute();
    },
  },
  /** Issue 16: who chose the seed, who created the table (for the open-table cap), last activity (expiry, lobby). */
  '0002_seed_source_creator_activity': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tables')
        .addColumn('seed_source', 'varchar(16)', (c) => c.notNull().defaultTo('server'))
        .execute();
      await db.schema.alterTable('tables').addColumn('creator', 'varchar(80)').execute();
      await db.schema.alterTable('tables').addColumn('activity_at', 'bigint').execute();
      await db.schema.createIndex('tables_creator_status').on('tables').columns(['creator', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tables_creator_status').ifExists().execute();
      for (const c of ['activity_at', 'creator', 'seed_source']) await db.schema.alterTable('tables').dropColumn(c).execute();
    },
  },
  /** Issue 17: accounts, sessions, seats owned by accounts, ratings (exactly once per table), table chat. */
  '0003_accounts_ratings_chat': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('username', 'varchar(64)', (c) => c.notNull())
        .addColumn('username_key', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
      await db.schema.alterTable('seats').addColumn('account_id', 'varchar(32)').execute();
      await db.schema.createIndex('seats_account').on('seats').column('account_id').execute();
      await db.schema
        .createTable('ratings')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('game', 'varchar(40)', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['account_id', 'game'])
        .execute();
      await db.schema.createIndex('ratings_game').on('ratings').columns(['game', 'mu']).execute();
      await db.schema
        .createTable('rating_updates')
        .addColumn('table_id', 'varchar(32)', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('table_id', 'varchar(32)', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('phrase', 'varchar(32)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_table_time').on('chat_messages').columns(['table_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['chat_messages', 'rating_updates', 'ratings', 'sessions', 'accounts'])
        await db.schema.dropTable(t).ifExists().execute();
      await db.schema.dropIndex('seats_account').ifExists().execute();
      await db.schema.alterTable('seats').dropColumn('account_id').execute();
    },
  },
  /** Issue 15: cluster fencing — the ownership epoch of each table; a write checks it (cluster/fence.ts). */
  '0004_table_fences': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('table_fences')
        .addColumn('table_id', 'varchar(32)', (c) => c.primaryKey().references('tables.id').onDelete('cascade'))
        .addColumn('epoch', 'bigint', (c) => c.notNull())
        .addColumn('node', 'varchar(64)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('table_fences').ifExists().execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema. Throws (with the failing migration's error) on failure. */
export async function migrate(open: OpenDatabase): Promise<string[]> {
  await ensureSchema(open);
  const migrator = new Migrator({
    db: open.db,
    provider,
    ...(open.schema ? { migrationTableSchema: open.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Drops every server table (tests only). On PostgreSQL with a schema, drops the whole schema. */
export async function dropAll(open: OpenDatabase): Promise<void> {
  if (open.dialect === 'postgres' && open.schema) {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(open.schema)} CASCADE`.execute(open.db);
    return;
  }
  for (const t of [
    'table_fences',
    'chat_messages',
    'rating_updates',
    'ratings',
    'sessions',
    'accounts',
    'results',
    'snapshots',
    'actions',
    'seats',
    'tables',
    'players',
    'kysely_migration',
    'kysely_migration_lock',
  ]) {
    await open.db.schema.dropTable(t).ifExists().execute();
  }
}
