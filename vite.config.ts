/**
 * Vite build of the web app (src/web → dist/web), with a brotli and a gzip copy of every text asset
 * (scripts/precompress.ts). The server serves dist/web at `/` with an SPA fallback; `npm run dev:web`
 * runs a dev server that proxies the API and WebSocket to :8080.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.js';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompress()],
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
