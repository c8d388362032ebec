/**
 * Dismissing popovers and tooltips (WCAG 2.2 SC 1.4.13, content on hover or focus; WAI-ARIA APG
 * disclosure pattern): while `open`, Escape anywhere on the page calls `onDismiss`, and so does a
 * pointer press outside `inside` when it is given.
 */
import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape (keydown on the document) and, with `inside`, on a pointerdown whose
 * target is outside that element, as long as `open` is true. Listeners exist only while open.
 */
export function useDismiss(open: boolean, onDismiss: () => void, inside?: RefObject<Element | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    const onPointer = (e: PointerEvent) => {
      const el = inside?.current;
      if (el && e.target instanceof Node && !el.contains(e.target)) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    if (inside) document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onDismiss, inside]);
}
