/**
 * Tooltip placement that never leaves its bounds (issue 18): centred above the anchor, flipped below
 * when there is no room above, then shifted sideways and vertically into the bounds.
 */

/** A rectangle's edges in px. */
export interface Bounds {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The top-left corner (px, same coordinates as `anchor` and `bounds`) of a `width` × `height` tooltip
 * pointing at `anchor` from `gap` px away, kept `margin` px inside `bounds` where it fits (a tooltip
 * wider or taller than the bounds is pinned to their left / top edge).
 */
export function keepInView(
  anchor: { readonly x: number; readonly y: number },
  size: { readonly width: number; readonly height: number },
  bounds: Bounds,
  gap = 14,
  margin = 4,
): { left: number; top: number; below: boolean } {
  let top = anchor.y - gap - size.height;
  let below = false;
  if (top < bounds.top + margin) {
    top = anchor.y + gap;
    below = true;
  }
  const left = clampStart(anchor.x - size.width / 2, size.width, bounds.left, bounds.right, margin);
  top = clampStart(top, size.height, bounds.top, bounds.bottom, margin);
  return { left, top, below };
}

/**
 * Where (px) a span of `size` px that would start at `start` starts once kept `margin` px inside
 * [`lo`, `hi`]; a span longer than that is pinned to `lo + margin`. One axis of `keepInView`; also
 * keeps popovers on screen (the table's game menu).
 */
export function clampStart(start: number, size: number, lo: number, hi: number, margin: number): number {
  return Math.max(lo + margin, Math.min(start, Math.max(lo + margin, hi - margin - size)));
}
