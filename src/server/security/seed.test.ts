import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSeed, seedCommitment, verifySeedCommitment } from './seed.js';
import { DEFAULT_LIMITS, LIMIT_ENV, resolveLimits } from '../limits.js';

describe('seeds', () => {
  it('draws 128-bit hex seeds that never repeat', () => {
    const seeds = new Set(Array.from({ length: 1000 }, drawSeed));
    expect(seeds.size).toBe(1000);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
  });

  it('commits with SHA-256 of the UTF-8 seed and verifies only the right seed', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const seed = drawSeed();
    const c = seedCommitment(seed);
    expect(c).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(verifySeedCommitment(seed, c)).toBe(true);
    expect(verifySeedCommitment(seed, c.toUpperCase())).toBe(true);
    expect(verifySeedCommitment(seed + 'x', c)).toBe(false);
    expect(verifySeedCommitment(seed, 'nothex')).toBe(false);
  });
});

describe('limits settings', () => {
  it('defaults, overrides from the environment, and refuses malformed values', () => {
    expect(resolveLimits({})).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toMatchObject({ helloTimeoutMs: 10_000, openTableTtlMs: 86_400_000, abandonAfterMs: 14 * 86_400_000 });
    expect(resolveLimits({ [LIMIT_ENV.wsPerIp]: '5' }).wsPerIp).toBe(5);
    expect(() => resolveLimits({ [LIMIT_ENV.wsPerIp]: '0' })).toThrow(/ROUNDHOUSE_WS_PER_IP/);
    expect(() => resolveLimits({ [LIMIT_ENV.helloTimeoutMs]: '1.5' })).toThrow(/ROUNDHOUSE_HELLO_TIMEOUT_MS/);
  });
});
