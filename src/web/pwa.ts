/// <reference types="vite/client" />
/**
 * Installable, offline web app (issue 19 item 4): registers the Workbox service worker that
 * vite-plugin-pwa builds (sw.js, see vite.config.ts) so the app shell and every game's chunks are
 * cached and local games start and finish with the server stopped; and `useOnline()`, which online
 * features use to say that they need a connection. The worker is registered only in production
 * builds (the Vite dev server has no sw.js) and only where the browser supports service workers.
 */
import { useSyncExternalStore } from 'react';

/** Registers /sw.js once the page has loaded (workbox-window is loaded on demand, outside the shell). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
      .catch(() => {
        /* no service worker (private mode, blocked): the app still works online */
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** React hook: false while the browser knows it has no network connection (`navigator.onLine`). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
