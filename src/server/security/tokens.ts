/**
 * Secrets and ids. Seat tokens are 128 random bits (base64url, 22 chars) and only their SHA-256 hex is
 * stored; ids and invite codes are random too (not secret, just unguessable enough to not enumerate).
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new seat token: 16 random bytes as base64url (22 chars). */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** SHA-256 hex of a token, as stored in `seats.token_hash`. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const ALPHABET = '0123456789abcdefghijkmnpqrstuvwxyz';

/** A random id like `t_8k2m9q0x4w1z` (`prefix` + 12 chars from a 34-letter alphabet, ~61 bits). */
export function newId(prefix: string): string {
  const bytes = randomBytes(12);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

/** A private table's invite code: 10 chars base64url (60 bits). */
export function newInviteCode(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}
