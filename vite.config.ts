/**
 * Vite build of the web app (src/web → dist/web), with a brotli and a gzip copy of every text asset
 * (scripts/precompress.ts). The server serves dist/web at `/` with an SPA fallback; `npm run dev:web`
 * runs a dev server that proxies the API and WebSocket to :8080.
 *
 * Installable and offline (issue 19): vite-plugin-pwa writes the web app manifest
 * (manifest.webmanifest, icons from `npm run icons`) and a Workbox service worker (sw.js) that
 * precaches the app shell and every lazily loaded chunk (pages, each game's engine, board, rules page
 * and the bot Web Worker), so local games against bots and pass-and-play start and finish with the
 * server stopped. Navigations fall back to the cached index.html; /api, /ws and /metrics never do.
 * The page registers the worker itself (src/web/pwa.ts), so no inline script is needed under the CSP.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.js';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // Every file of the build is precached by globPatterns below (icons included).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Roundhouse — train board games',
        short_name: 'Roundhouse',
        description: 'Ticket to Ride, Trains, HellRail and Rail Pass in the browser: against bots, pass and play, or online.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f4f1ea',
        theme_color: '#1f3a4d',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
        // The engines' chunks are large (the Ticket to Ride map data); precache them all.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws/, /^\/metrics$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
  ],
  // The manifest (dist/web/.vite/manifest.json, never served: a dot folder) maps chunks to their sources.
  build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
