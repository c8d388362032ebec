/**
 * Checked index reads for code outside the rules engines (the server, the CLI, the web shell), in
 * place of a non-null assertion on `items[i]` that a type cannot prove in bounds. The engines keep
 * their own `at` beside their data (same contract).
 */

/**
 * `items[i]`, or a RangeError naming `what` when `i` is outside `0..items.length - 1` or the slot
 * holds `undefined`.
 */
export function at<T>(items: ArrayLike<T>, i: number, what = 'index'): T {
  const v = items[i];
  if (v === undefined) throw new RangeError(`${what} ${i} is out of range (0..${items.length - 1})`);
  return v;
}
