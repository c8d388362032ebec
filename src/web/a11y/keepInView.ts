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
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));
  const left = clamp(anchor.x - size.width / 2, bounds.left + margin, Math.max(bounds.left + margin, bounds.right - margin - size.width));
  top = clamp(top, bounds.top + margin, Math.max(bounds.top + margin, bounds.bottom - margin - size.height));
  return { left, top, below };
}
