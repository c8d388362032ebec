/**
 * Board animations over the `motion` library (issue 19 item 1). Every helper is purely visual: it
 * runs after React has drawn the new state, never blocks or delays input (ghosts ignore the pointer,
 * nothing waits for an animation to finish), lasts 150–400 ms, and does nothing when animations are
 * off (`motionEnabled()`: the setting or `prefers-reduced-motion`). Transforms and opacity only, so
 * the browser composites them off the main thread.
 *
 * SVG: elements that carry a `transform` attribute must not get a CSS transform (it would replace
 * the attribute), so the SVG helpers animate the children of a positioned group, or a wrapper.
 */
import { animate, stagger } from 'motion';
import { motionEnabled } from './prefs.js';

/** Durations in seconds (all within 150–400 ms). */
export const DURATION = { short: 0.18, medium: 0.28, long: 0.38 } as const;

/** Longest time (s) a staggered sequence may take from its first to its last item's end. */
const SEQUENCE_MAX = 0.4;

const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/**
 * A copy of `from` flies from where `from` is to where `to` is (both measured now), shrinking or
 * growing to `to`'s size, then vanishes; `from` and `to` stay as React drew them. Used for cards
 * going from the deck or the display to a hand, and bought cards to a discard pile. `ghost`
 * replaces the copy's content (e.g. when the source shows a card back). No-op when animations are
 * off, when either element has no size (hidden) or when the two are in the same place.
 */
export function flyBetween(from: Element | null, to: Element | null, ghost?: Element): void {
  if (!from || !to || !motionEnabled() || typeof document === 'undefined') return;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (a.width === 0 || b.width === 0 || (Math.abs(a.left - b.left) < 2 && Math.abs(a.top - b.top) < 2)) return;
  const box = document.createElement('div');
  box.className = 'motion-ghost';
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    left: `${a.left}px`,
    top: `${a.top}px`,
    width: `${a.width}px`,
    height: `${a.height}px`,
    pointerEvents: 'none',
    zIndex: '60',
    margin: '0',
    transformOrigin: '0 0',
  });
  const copy = (ghost ?? from).cloneNode(true) as Element;
  copy.removeAttribute('id');
  copy.removeAttribute('data-testid');
  // Tooltips open on the source (hover, focus) stay behind.
  for (const el of copy.querySelectorAll('[role=tooltip]')) el.remove();
  for (const el of copy.querySelectorAll('[data-testid],[id]')) {
    el.removeAttribute('data-testid');
    el.removeAttribute('id');
  }
  box.appendChild(copy);
  document.body.appendChild(box);
  const scale = Math.min(1.5, Math.max(0.4, b.width / a.width));
  const dx = b.left + b.width / 2 - (a.left + (a.width * scale) / 2);
  const dy = b.top + b.height / 2 - (a.top + (a.height * scale) / 2);
  animate(
    box,
    { transform: ['translate(0px, 0px) scale(1)', `translate(${dx}px, ${dy}px) scale(${scale})`], opacity: [1, 1, 0.2] },
    { duration: DURATION.long, ease: EASE_OUT },
  ).then(
    () => box.remove(),
    () => box.remove(),
  );
}

/**
 * The items appear one after another in order (a route filling car by car, a rail laid hex by hex):
 * each fades and grows in, staggered so the whole sequence lasts at most 400 ms. Items may be SVG
 * elements without a `transform` attribute (the scale is about each item's own box).
 */
export function fillInSequence(items: readonly Element[]): void {
  if (items.length === 0 || !motionEnabled()) return;
  const each = DURATION.short;
  const gap = items.length > 1 ? Math.min(0.06, (SEQUENCE_MAX - each) / (items.length - 1)) : 0;
  for (const el of items) prepareSvgBox(el);
  animate(
    items as Element[],
    { opacity: [0, 1], transform: ['scale(0.3)', 'scale(1)'] },
    { duration: each, delay: stagger(gap), ease: EASE_OUT },
  );
}

/** `el` drops into place from above and settles (a rail onto a hex, a tile onto the table). */
export function dropIn(el: Element | null, height = 28): void {
  if (!el || !motionEnabled()) return;
  prepareSvgBox(el);
  animate(
    el,
    { transform: [`translateY(${-height}px) scale(1.15)`, 'translateY(0px) scale(1)'], opacity: [0, 1] },
    { duration: DURATION.medium, ease: [0.34, 1.56, 0.64, 1] },
  );
}

/** `el` briefly swells and settles (a cube loaded or unloaded, a count that changed). */
export function pop(el: Element | null, amount = 1.35): void {
  if (!el || !motionEnabled()) return;
  prepareSvgBox(el);
  animate(el, { transform: ['scale(1)', `scale(${amount})`, 'scale(1)'] }, { duration: DURATION.medium, ease: 'easeOut' });
}

/** `el` fades and shrinks in from nothing (a cube appearing on a train or in a city). */
export function appear(el: Element | null): void {
  if (!el || !motionEnabled()) return;
  prepareSvgBox(el);
  animate(el, { opacity: [0, 1], transform: ['scale(0.2)', 'scale(1)'] }, { duration: DURATION.medium, ease: EASE_OUT });
}

/**
 * `el`, now drawn at its new place, slides there from `dx`,`dy` (px in its own coordinate system,
 * i.e. the old place minus the new one): an engine stepping along the track, a pushed engine.
 * `el` must not carry a `transform` attribute (animate a wrapper of the positioned element).
 */
export function slideFrom(el: Element | null, dx: number, dy: number, duration: number = DURATION.medium): void {
  if (!el || !motionEnabled() || (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5)) return;
  animate(el, { transform: [`translate(${dx}px, ${dy}px)`, 'translate(0px, 0px)'] }, { duration, ease: EASE_OUT });
}

/** Scales an SVG element about its own box (HTML elements already do). */
function prepareSvgBox(el: Element): void {
  if (typeof SVGElement !== 'undefined' && el instanceof SVGElement) {
    el.style.transformBox = 'fill-box';
    el.style.transformOrigin = 'center';
  }
}
