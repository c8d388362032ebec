/**
 * Table seeds (issue 16 item 1): the server draws every table's seed from the operating system's
 * CSPRNG and commits to it when the table is created — the public table summary carries
 * `seedCommitment` = SHA-256 (hex) of the seed's UTF-8 bytes — and reveals the seed only in the
 * finished record, so anyone can check afterwards that the shuffles came from the committed seed
 * (`roundhouse replay --commitment HEX`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bits of entropy in a server-drawn seed. */
export const SEED_BITS = 128;

/** A fresh seed: 16 bytes from the CSPRNG as 32 lowercase hex characters. */
export function drawSeed(): string {
  return randomBytes(SEED_BITS / 8).toString('hex');
}

/** The commitment to `seed`: SHA-256 of its UTF-8 bytes, 64 lowercase hex characters. */
export function seedCommitment(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** True when `commitment` (hex, any case) is the commitment to `seed`. Constant-time in the digest. */
export function verifySeedCommitment(seed: string, commitment: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(commitment)) return false;
  return timingSafeEqual(Buffer.from(seedCommitment(seed), 'hex'), Buffer.from(commitment.toLowerCase(), 'hex'));
}
