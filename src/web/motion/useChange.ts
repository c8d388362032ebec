/** React hook: run an effect with the previous and the new value each time a value changes. */
import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `effect(before, after)` right after React has drawn a new `value` (not on the first draw),
 * before the browser paints, so animations start from the new layout with no flash. Boards use it
 * to animate what changed between two views (their own moves, other players' and bots').
 */
export function useChange<T>(value: T, effect: (before: T, after: T) => void): void {
  const prev = useRef(value);
  const fn = useRef(effect);
  fn.current = effect;
  useLayoutEffect(() => {
    const before = prev.current;
    prev.current = value;
    if (before !== value) fn.current(before, value);
  }, [value]);
}
