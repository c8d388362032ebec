/**
 * Keyboard players keep their place (WCAG 2.4.3 focus order): when the focused control inside an area
 * disappears, is disabled or stops taking focus after a change of the game (a card played, a pile
 * bought out, End turn, the starting rail placed), focus moves to the nearest enclosing panel still on
 * the page (else the area itself): to its first control like the lost one (the next card of a hand),
 * else its first control, instead of falling back to the page's body.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Controls that take keyboard focus. */
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
/** Elements that group controls: focus goes to the first control of the nearest one still present. */
const PANEL = 'section, dialog, [role=group], [role=region], [role=toolbar], ul, ol';

const visible = (el: HTMLElement): boolean => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** The first enabled, visible control inside `root` like `lost` (same tag and class: the next card of a hand), else the first one (or null). */
function nextControl(root: HTMLElement, lost: Element): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!visible(el)) continue;
    if (el.tagName === lost.tagName && el.getAttribute('class') === lost.getAttribute('class')) return el;
    first ??= el;
  }
  return first;
}

/**
 * Watches focus inside `area` and, after every render of the calling component (the table frame
 * renders on every change of the game), rescues focus that was lost with its control. `area.current`
 * must stay the same element while mounted.
 */
export function useFocusRescue(area: RefObject<HTMLElement | null>): void {
  // The last control focused inside the area, with its panels from the inside out.
  const last = useRef<{ el: HTMLElement; panels: HTMLElement[] } | null>(null);
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      const panels: HTMLElement[] = [];
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (p.matches(PANEL)) panels.push(p);
      last.current = { el, panels };
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [area]);
  useEffect(() => {
    const root = area.current;
    const lost = last.current;
    if (!root || !lost) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    // Focus left on purpose (a click outside) when the control is still there and focusable.
    if (lost.el.isConnected && lost.el.matches(FOCUSABLE)) return;
    last.current = null;
    for (const panel of [...lost.panels, root]) {
      if (!panel.isConnected) continue;
      const next = nextControl(panel, lost.el);
      if (next) {
        next.focus();
        return;
      }
    }
  });
}
