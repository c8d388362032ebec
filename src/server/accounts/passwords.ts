/**
 * Password hashing with argon2id (@node-rs/argon2, OWASP parameters: 19 MiB, 2 passes, 1 lane) and the
 * password length rule (`PASSWORD_LIMITS`, checked before any hashing so huge inputs cost nothing).
 */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_LIMITS } from '../../protocol/accounts.js';
import { ServerError } from '../errors.js';

/** argon2id (`Algorithm.Argon2id`; the enum is `const`, so its value is written here). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Throws `BAD_PASSWORD` unless `password` is 8–128 code points. */
export function checkPassword(password: string): void {
  const n = [...password].length;
  if (n < PASSWORD_LIMITS.min || n > PASSWORD_LIMITS.max)
    throw new ServerError('BAD_PASSWORD', `passwords are ${PASSWORD_LIMITS.min}–${PASSWORD_LIMITS.max} characters, got ${n}`);
}

/** The argon2id PHC string of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a password nobody has, verified against when the username is unknown (same cost, same answer). */
let decoy: Promise<string> | null = null;

/**
 * True when `password` matches `stored`; with `stored` undefined (unknown user) it spends the same
 * work on a decoy hash and answers false, so timing does not tell unknown users from wrong passwords.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hashPassword('decoy password that is never used');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
