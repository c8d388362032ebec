import { describe, expect, it } from 'vitest';
import { openRng, seedRng, hashSeed } from './rng.js';

describe('rng (ARCHITECTURE: PRNG state is plain JSON inside the game state)', () => {
  it('same seed gives the same sequence, and the state round-trips through JSON', () => {
    const a = openRng(seedRng('abc'));
    const first = [a.int(100), a.int(100), a.int(100)];
    const saved = JSON.parse(JSON.stringify(a.state())) as number[];
    const b = openRng(seedRng('abc'));
    expect([b.int(100), b.int(100), b.int(100)]).toEqual(first);
    const c = openRng(saved);
    const d = openRng(a.state());
    expect(c.int(1_000_000)).toBe(d.int(1_000_000));
  });
  it('different seeds differ and opening a state does not mutate it', () => {
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
    const s = seedRng('x');
    const copy = [...s];
    openRng(s).int(10);
    expect(s).toEqual(copy);
  });
  it('int stays in range and shuffle is a permutation', () => {
    const r = openRng(seedRng('range'));
    for (let i = 0; i < 1000; i++) {
      const v = r.int(7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
    }
    const xs = Array.from({ length: 50 }, (_, i) => i);
    expect([...r.shuffle([...xs])].sort((a, b) => a - b)).toEqual(xs);
    expect(r.float()).toBeLessThan(1);
  });
});
