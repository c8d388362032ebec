/**
 * Accounts (issue 17 item 1): sign up, sign in (rotating the session), sign out, change password,
 * session lookup. Passwords are argon2id hashes; a session is a 256-bit random token whose SHA-256
 * alone is stored. Unknown usernames and wrong passwords get the same `BAD_CREDENTIALS`, after the
 * same hashing work. Every method throws `ServerError` with a stable code and changes nothing then.
 */
import { randomBytes } from 'node:crypto';
import type { AccountInfo } from '../../protocol/accounts.js';
import { ServerError } from '../errors.js';
import { hashToken, newId } from '../security/tokens.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';
import type { SignInLimits } from './sign-in-limits.js';
import type { AccountRow, AccountStore } from './store.js';
import { normalizeUsername, usernameKey } from './usernames.js';

/** How long a session lasts (ms): 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

/** A signed-in account with its new session token (the cookie value). */
export interface SignedIn {
  account: AccountInfo;
  token: string;
}

function info(row: AccountRow): AccountInfo {
  return { id: row.id, username: row.username, createdAt: Number(row.created_at) };
}

/** The account service. */
export class AccountService {
  constructor(
    private readonly store: AccountStore,
    private readonly limiter: SignInLimits,
  ) {}

  /** Creates an account and signs it in. Errors: BAD_USERNAME, BAD_PASSWORD, USERNAME_TAKEN. */
  async signUp(username: string, password: string, previous?: string): Promise<SignedIn> {
    const u = normalizeUsername(username);
    if (!u.ok) throw new ServerError('BAD_USERNAME', u.reason);
    checkPassword(password);
    const now = Date.now();
    const row: AccountRow = {
      id: newId('a'),
      username: u.username,
      username_key: u.key,
      password_hash: await hashPassword(password),
      created_at: now,
    };
    if (!(await this.store.create(row))) throw new ServerError('USERNAME_TAKEN', `the username "${u.username}" is taken`);
    return { account: info(row), token: await this.newSession(row.id, previous) };
  }

  /**
   * Signs in, replacing the `previous` session if any (the cookie is rotated). Errors: SIGN_IN_LIMITED
   * (checked first), BAD_CREDENTIALS (unknown user or wrong password alike).
   */
  async signIn(username: string, password: string, ip: string, previous?: string): Promise<SignedIn> {
    const u = normalizeUsername(username);
    const key = u.ok ? u.key : usernameKey(username.normalize('NFKC')).slice(0, 80);
    await this.limiter.attempt(ip, key);
    const row = u.ok ? await this.store.byKey(u.key) : undefined;
    const ok = await verifyPassword(row?.password_hash, password);
    if (!ok || !row) {
      await this.limiter.failed(key);
      throw new ServerError('BAD_CREDENTIALS', 'unknown username or wrong password');
    }
    await this.limiter.succeeded(key);
    return { account: info(row), token: await this.newSession(row.id, previous) };
  }

  /** Ends the session of `token` (no error when there is none). */
  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.store.deleteSession(hashToken(token));
  }

  /** The account of a session token, or null (unknown, expired or no token). */
  async fromToken(token: string | undefined): Promise<AccountInfo | null> {
    if (!token || token.length > 100) return null;
    const row = await this.store.sessionAccount(hashToken(token), Date.now());
    return row ? info(row) : null;
  }

  /**
   * Changes the password after checking the current one; every session of the account ends and the
   * caller gets a new one. Errors: BAD_PASSWORD, SIGN_IN_LIMITED, BAD_CREDENTIALS.
   */
  async changePassword(accountId: string, current: string, next: string, ip: string): Promise<string> {
    checkPassword(next);
    const row = await this.store.byId(accountId);
    if (!row) throw new ServerError('NOT_SIGNED_IN', 'the account no longer exists');
    await this.limiter.attempt(ip, row.username_key);
    if (!(await verifyPassword(row.password_hash, current))) {
      await this.limiter.failed(row.username_key);
      throw new ServerError('BAD_CREDENTIALS', 'the current password is wrong');
    }
    const token = randomBytes(32).toString('base64url');
    await this.store.changePassword(accountId, await hashPassword(next), hashToken(token), Date.now(), SESSION_TTL_MS);
    return token;
  }

  private async newSession(accountId: string, previous?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.store.createSession(accountId, hashToken(token), Date.now(), SESSION_TTL_MS, previous ? hashToken(previous) : undefined);
    return token;
  }
}
