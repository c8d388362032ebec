/**
 * Small statistics for the lab: Wilson score intervals for rates, normal intervals for means, and
 * quantiles. All intervals are two-sided 95 % (z = 1.96) unless a `z` is given.
 */

/** A proportion with its interval: `estimate` = successes / n, `low`/`high` its bounds (0..1). */
export interface RateInterval {
  readonly successes: number;
  readonly n: number;
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/** A mean with its interval (same unit as the data, e.g. VP or turns). */
export interface MeanInterval {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  readonly low: number;
  readonly high: number;
}

const Z95 = 1.96;

/**
 * Wilson score interval for `successes` out of `n` (successes may be fractional, e.g. ties counted as
 * halves). n = 0 gives estimate 0 and the whole [0, 1].
 */
export function wilson(successes: number, n: number, z = Z95): RateInterval {
  if (n <= 0) return { successes: 0, n: 0, estimate: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { successes, n, estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean with a normal-approximation interval (mean ± z·sd/√n; sample sd). Empty input gives zeros. */
export function meanInterval(xs: readonly number[], z = Z95): MeanInterval {
  const n = xs.length;
  if (n === 0) return { n: 0, mean: 0, sd: 0, low: 0, high: 0 };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const half = (z * sd) / Math.sqrt(n);
  return { n, mean, sd, low: mean - half, high: mean + half };
}

/** The q-quantile (0..1) by linear interpolation; NaN for empty input. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** Rounds to `digits` decimals (keeps the JSON report readable and byte-stable). */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
