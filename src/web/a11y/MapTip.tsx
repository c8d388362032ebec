/**
 * A map tooltip positioned in its map container (a `position: relative` box, possibly scrolling
 * sideways on phones) and kept inside the part of the container that is on screen (`keepInView`).
 */
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { keepInView, type Bounds } from './keepInView.js';

/** Props of `MapTip`. */
export interface MapTipProps {
  /** The positioned map container the tooltip lives in. */
  readonly container: RefObject<HTMLElement | null>;
  /** The anchor in viewport px (e.g. a pointer position or an item's on-screen centre). */
  readonly clientX: number;
  readonly clientY: number;
  /** Distance (px) between the anchor and the tooltip's near edge. */
  readonly gap?: number;
  readonly className: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

/** The visible part of `el` in its own content coordinates (scroll offsets included). */
function visibleBounds(el: HTMLElement): Bounds {
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  return {
    left: el.scrollLeft + Math.max(0, -r.left),
    top: el.scrollTop + Math.max(0, -r.top),
    right: el.scrollLeft + Math.min(el.clientWidth, vw - r.left),
    bottom: el.scrollTop + Math.min(el.clientHeight, vh - r.top),
  };
}

/** The tooltip. */
export function MapTip({ container, clientX, clientY, gap = 14, className, testId, children }: MapTipProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number; below: boolean } | null>(null);
  useLayoutEffect(() => {
    const box = container.current;
    const tip = ref.current;
    if (!box || !tip) return;
    const r = box.getBoundingClientRect();
    const anchor = { x: clientX - r.left + box.scrollLeft, y: clientY - r.top + box.scrollTop };
    const next = keepInView(anchor, { width: tip.offsetWidth, height: tip.offsetHeight }, visibleBounds(box), gap);
    // Keep the old object when nothing moved, so the re-render this causes settles at once.
    setPos((old) => (old && old.left === next.left && old.top === next.top && old.below === next.below ? old : next));
  }, [container, clientX, clientY, gap, children]);
  return (
    <div
      ref={ref}
      className={`${className}${pos?.below ? ' is-below' : ''}`}
      role="tooltip"
      data-testid={testId}
      style={{ left: pos?.left ?? 0, top: pos?.top ?? 0, visibility: pos ? 'visible' : 'hidden' }}
    >
      {children}
    </div>
  );
}
