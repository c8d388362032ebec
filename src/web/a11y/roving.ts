/**
 * Roving tabindex for maps (issue 18): a map is ONE Tab stop; the arrow keys move focus between its
 * interactive items (routes, hexes, cells) by position, Home / End to the first / last. The item that
 * last had focus keeps `tabIndex` 0, every other item -1, so Tab leaves the map at once.
 * `nextInDirection` is the pure geometry; `useRovingFocus` wires it to React.
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** One focusable item of a map, at its centre in any one coordinate system (e.g. SVG user units). */
export interface RovingItem {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/** An arrow-key direction (screen coordinates: y grows downwards). */
export type Direction = 'left' | 'right' | 'up' | 'down';

const KEY_DIRECTION: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The item to move to from `fromId` in direction `dir`: among the items ahead (strictly positive
 * distance along `dir`), the one minimising distance along `dir` plus twice the sideways offset, so
 * the arrow moves to the nearest item roughly in line. Null when nothing lies ahead or `fromId` is
 * unknown.
 */
export function nextInDirection(items: readonly RovingItem[], fromId: string, dir: Direction): string | null {
  const from = items.find((i) => i.id === fromId);
  if (!from) return null;
  let best: string | null = null;
  let bestScore = Infinity;
  for (const item of items) {
    if (item.id === fromId) continue;
    const dx = item.x - from.x;
    const dy = item.y - from.y;
    const along = dir === 'right' ? dx : dir === 'left' ? -dx : dir === 'down' ? dy : -dy;
    const side = Math.abs(dir === 'left' || dir === 'right' ? dy : dx);
    if (along <= 0.5) continue;
    const score = along + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = item.id;
    }
  }
  return best;
}

/** What `useRovingFocus` gives a map. */
export interface RovingFocus {
  /** The id holding the map's one Tab stop (null when the map has no items). */
  readonly current: string | null;
  /** 0 for the current item, -1 for the others. */
  tabIndexOf(id: string): 0 | -1;
  /** Put on the map's container: arrow keys, Home and End. */
  onKeyDown(e: KeyboardEvent<Element>): void;
  /** Call from an item's focus handler, so a clicked or tabbed-to item becomes current. */
  onItemFocus(id: string): void;
  /** Put on the container element (the items are found in it by `data-roving-id`). */
  readonly containerRef: React.RefObject<SVGSVGElement | null>;
  /** The container's own tab index: 0 while the map has no items, so it stays one Tab stop (and scrollable by keyboard). */
  readonly containerTabIndex: 0 | undefined;
}

/** Roving focus over `items` (in reading order; the first is current until another item takes focus). */
export function useRovingFocus(items: readonly RovingItem[]): RovingFocus {
  const containerRef = useRef<SVGSVGElement | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const current = active !== null && items.some((i) => i.id === active) ? active : (items[0]?.id ?? null);
  const onItemFocus = useCallback((id: string) => setActive(id), []);
  const onKeyDown = (e: KeyboardEvent<Element>) => {
    if (current === null) return;
    let next: string | null = null;
    const dir = KEY_DIRECTION[e.key];
    if (dir) next = nextInDirection(items, current, dir);
    else if (e.key === 'Home') next = items[0]?.id ?? null;
    else if (e.key === 'End') next = items[items.length - 1]?.id ?? null;
    else return;
    e.preventDefault();
    if (next === null || next === current) return;
    setActive(next);
    const el = containerRef.current?.querySelector<SVGElement>(`[data-roving-id="${CSS.escape(next)}"]`);
    el?.focus();
  };
  return {
    current,
    tabIndexOf: (id) => (id === current ? 0 : -1),
    onKeyDown,
    onItemFocus,
    containerRef,
    containerTabIndex: items.length === 0 ? 0 : undefined,
  };
}
