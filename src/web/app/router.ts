/**
 * A tiny History-API router: the app has a handful of flat routes, so a matcher over
 * `location.pathname` is all it needs. The server's SPA fallback serves index.html for every path.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string {
  return window.location.pathname + window.location.search;
}

/** Goes to `path` (pushes a history entry unless `replace`). */
export function navigate(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo?.(0, 0);
  notify();
}

/** React hook: the current path with its query string. */
export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '/');
}

/** Matches `path` (without query) against a pattern like `/table/:id`; returns the params or null. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const clean = (path.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  const a = pattern.split('/');
  const b = clean.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const p = a[i] ?? '';
    const q = b[i] ?? '';
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(q);
    else if (p !== q) return null;
  }
  return params;
}

/** The value of query parameter `key` in the current location. */
export function queryParam(key: string): string | null {
  return new URLSearchParams(window.location.search).get(key);
}
