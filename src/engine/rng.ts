/**
 * Seedable PRNG whose whole state is a plain JSON array (ARCHITECTURE: "the random generator's
 * state lives inside the game state"). Built on pure-rand's xoroshiro128+.
 *
 * Usage inside a rules engine (the generator is mutable while you hold it; write its state back):
 * ```ts
 * const rng = openRng(state.rng);
 * const deck = rng.shuffle([...cards]);
 * next.rng = rng.state();
 * ```
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** Serialisable generator state: four 32-bit integers. */
export type RngState = readonly number[];

/** A live generator. Mutates itself on every draw; call `state()` to persist it. */
export interface Rng {
  /** Uniform integer in [0, n). n must be ≥ 1. */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  float(): number;
  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** One uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** The current state, to store back into the game state. */
  state(): RngState;
}

/** Hashes any string seed to a 32-bit integer (FNV-1a), so record seeds can be human words. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Initial generator state for a string seed. Same seed, same state, on every machine. */
export function seedRng(seed: string): RngState {
  return xoroshiro128plus(hashSeed(seed)).getState();
}

/** Opens a live generator from a stored state. The stored state is not modified. */
export function openRng(state: RngState): Rng {
  const g = xoroshiro128plusFromState(state);
  const rng: Rng = {
    int: (n) => (n <= 1 ? 0 : uniformInt(g, 0, n - 1)),
    float: () => (g.next() >>> 0) / 4294967296,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = uniformInt(g, 0, i);
        const t = items[i];
        const u = items[j];
        if (t === undefined || u === undefined) throw new RangeError('shuffle of a sparse array');
        items[i] = u;
        items[j] = t;
      }
      return items;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      const v = items[rng.int(items.length)];
      if (v === undefined) throw new RangeError('pick from a sparse array');
      return v;
    },
    state: () => g.getState(),
  };
  return rng;
}

/** A live generator straight from a string seed (for bots and simulations, not game state). */
export function rngFromSeed(seed: string): Rng {
  return openRng(seedRng(seed));
}
