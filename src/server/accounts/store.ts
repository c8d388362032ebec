/**
 * SQL of accounts and sessions (Kysely; the same code on SQLite and PostgreSQL). Knows rows, not rules.
 */
import type { Kysely } from 'kysely';
import type { AccountsTable, Database } from '../storage/schema.js';

/** An account row. */
export type AccountRow = AccountsTable;

/** Accounts and sessions storage. */
export class AccountStore {
  constructor(readonly db: Kysely<Database>) {}

  /** Inserts an account. Returns false when `username_key` is taken (nothing written). */
  async create(row: AccountRow): Promise<boolean> {
    const r = await this.db
      .insertInto('accounts')
      .values(row)
      .onConflict((oc) => oc.column('username_key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The account with this username key, if any. */
  async byKey(key: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('username_key', '=', key).executeTakeFirst();
  }

  /** The account with this id, if any. */
  async byId(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Stores a session (token hash) for `accountId`; with `replace`, deletes that old session in the same transaction. */
  async createSession(accountId: string, tokenHash: string, now: number, ttlMs: number, replace?: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (replace) await tx.deleteFrom('sessions').where('token_hash', '=', replace).execute();
      await tx.deleteFrom('sessions').where('account_id', '=', accountId).where('expires_at', '<=', now).execute();
      await tx
        .insertInto('sessions')
        .values({ token_hash: tokenHash, account_id: accountId, created_at: now, expires_at: now + ttlMs })
        .execute();
    });
  }

  /** The account of an unexpired session, if any. */
  async sessionAccount(tokenHash: string, now: number): Promise<AccountRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .selectAll('accounts')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Deletes one session. */
  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** New password hash; every session of the account is replaced by the one new session, in one transaction. */
  async changePassword(accountId: string, passwordHash: string, tokenHash: string, now: number, ttlMs: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
      await tx.deleteFrom('sessions').where('account_id', '=', accountId).execute();
      await tx
        .insertInto('sessions')
        .values({ token_hash: tokenHash, account_id: accountId, created_at: now, expires_at: now + ttlMs })
        .execute();
    });
  }
}
