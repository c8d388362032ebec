/**
 * Whether board animations run (issue 19 item 1): on unless the player turned them off in settings
 * (`motion: false`) or the system asks for reduced motion (`prefers-reduced-motion: reduce`); also off
 * at the `instant` bot pace (moves follow each other with no pause, faster than any animation; tests
 * use it). Read at the start of every animation, so a change applies to the next one without a reload.
 */
import { useSyncExternalStore } from 'react';
import { getSettings, useSettings } from '../settings/store.js';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the system asks for reduced motion (false where `matchMedia` is missing, e.g. jsdom). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

/** True when board animations should run now. */
export function motionEnabled(): boolean {
  const { motion, botSpeed } = getSettings();
  return motion && botSpeed !== 'instant' && !prefersReducedMotion();
}

function subscribe(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const mq = matchMedia(QUERY);
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
}

/** React hook: `[setting on, system asks for reduced motion]`, re-rendering when either changes. */
export function useMotionPrefs(): { readonly setting: boolean; readonly reduced: boolean } {
  const settings = useSettings();
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return { setting: settings.motion, reduced };
}
