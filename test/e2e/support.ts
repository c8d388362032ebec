/**
 * Browser-test support: finds the system Chromium (skipping loudly when absent), builds the web app
 * once per test run into a temporary folder, serves it with an SPA fallback on a free port, and saves screenshots under
 * test-artifacts/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { oncePerRun } from '../once-per-run.js';

/** Where the system Chromium lives (Debian package). */
export const CHROMIUM = '/usr/bin/chromium';
/** Repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** Screenshot folder (gitignored). */
export const ARTIFACTS = join(ROOT, 'test-artifacts');

/** True when browser tests can run; otherwise prints the loud skip line once. */
export function haveChromium(): boolean {
  if (existsSync(CHROMIUM)) return true;
  console.warn(
    '\n**************************************************\n*** skipped: /usr/bin/chromium not found ***\n**************************************************\n',
  );
  return false;
}

/**
 * Builds the web app with vite once per test run into a private temporary folder shared by every
 * test file of the run (`oncePerRun`: the first file builds, the others wait for it), so test files
 * never see each other's half-written builds and the app is built only once. Returns the folder.
 */
export function buildWeb(): string {
  return oncePerRun('rh-web', (out) => {
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', out], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built app in `dist` (default: `buildWeb()`) with an SPA fallback to index.html on a free
 * port; returns the base URL and the server.
 */
export async function serveDist(dist: string = buildWeb()): Promise<{ url: string; server: Server }> {
  const DIST = dist;
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    let file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
}

/** The command-line flags every browser test starts Chromium with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches the system Chromium headless. Playwright's `launch` always starts Chromium with a fresh
 * temporary user-data-dir (it refuses an explicit `--user-data-dir`), and every context is isolated.
 */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Saves a full-page screenshot as test-artifacts/<name>.png. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Seeds localStorage settings before the app loads (name, language, bot speed). */
export async function presetSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('roundhouse.settings')) localStorage.setItem('roundhouse.settings', JSON.stringify(s));
  }, settings);
}

/** A game server started in this test process for online browser tests. */
export interface OnlineServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server and deletes its database folder. */
  close(): Promise<void>;
}

/**
 * Starts the real game server in-process on a free port, serving the shared web build, with a fresh
 * SQLite database in a temporary folder named `<prefix>…` and bots that move without delay.
 */
export async function startOnlineServer(prefix: string): Promise<OnlineServer> {
  const web = buildWeb();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const { startServer } = await import('../../src/server/app.js');
  const { GAMES } = await import('../../src/games/index.js');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: join(dir, 'test.db'),
    webRoot: web,
    logLevel: 'warn',
    botDelayMs: 0,
    snapshotEvery: 50,
    games: GAMES,
  });
  return {
    port: server.port,
    url: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
