/**
 * Installable and offline (issue 19 item 4): the built app registers its Workbox service worker and
 * precaches every chunk; then the server is stopped, the page reloads from the cache, and a local
 * Ticket to Ride game (one person against a bot, fixed seed, bots at the instant pace) starts and is
 * played to the end by clicking with no server at all. The lobby then says it needs a connection, and
 * a two-seat pass-and-play game starts and hands the device over both ways each turn for its first
 * 12 actions, still with no server (the end screen offline is the first game's).
 * Also checks the web app manifest (name, icons that load). Screenshots: test-artifacts/offline-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();

/** Stops `server` and drops its open keep-alive connections, so nothing answers on its port. */
function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

describe.skipIf(!enabled)('offline play (service worker)', () => {
  let browser: Browser;
  let server: Server | null = null;
  let url: string;
  beforeAll(async () => {
    let s: Server;
    ({ url, server: s } = await serveDist());
    server = s;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    if (server?.listening) await stop(server);
  });

  it('caches the app, then plays a game against a bot to the end and starts a pass-and-play game with the server stopped', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/`);
    await page.getByRole('heading', { name: 'Ticket to Ride' }).waitFor();

    // The manifest is linked and its icons load.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel=manifest]')?.getAttribute('href');
      if (!href) return null;
      const m = (await (await fetch(href)).json()) as { name: string; display: string; icons: { src: string; sizes: string }[] };
      const icons = await Promise.all(m.icons.map(async (i) => (await fetch(i.src)).headers.get('content-type') ?? ''));
      return { name: m.name, display: m.display, sizes: m.icons.map((i) => i.sizes), icons };
    });
    expect(manifest?.name).toMatch(/Roundhouse/);
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest?.icons.every((t) => /^image\//.test(t))).toBe(true);

    // The service worker installs (precaching every chunk) and takes control of the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      let n = 0;
      for (const name of names) n += (await (await caches.open(name)).keys()).length;
      return n;
    });
    expect(cached).toBeGreaterThan(20);

    // Stop the server: nothing answers any more.
    await stop(server!);
    await expect(fetch(`${url}/`)).rejects.toThrow();

    // Reload and play from the cache alone.
    await page.reload();
    await page.getByRole('heading', { name: 'Ticket to Ride' }).waitFor();
    await page.locator('[data-testid=game-ticket-to-ride] button', { hasText: 'Play' }).click();
    await page.locator('[data-testid=start]').waitFor();
    await page.getByRole('button', { name: 'Remove seat 4' }).click();
    await page.getByRole('button', { name: 'Remove seat 3' }).click();
    await page.fill('[data-testid=seed]', 'e2e-offline-1');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await shot(page, 'offline-game');
    const actions = await playTurnsByClicking(page, { timeoutMs: 90_000 });
    expect(actions).toBeGreaterThan(5);
    await page.locator('[data-testid=end-screen]').waitFor();
    await expect(page.locator('[data-testid=winner]').textContent()).resolves.toMatch(/won/);
    await shot(page, 'offline-end');

    // A reload of the finished game's page still works offline (SPA fallback from the cache).
    await page.reload();
    await page.locator('#root *').first().waitFor();

    // Online features say they need a connection.
    await page.goto(`${url}/lobby`);
    await page.locator('.notice', { hasText: 'cannot be reached' }).waitFor();
    await expect(page.locator('[data-testid=create-table]').isDisabled()).resolves.toBe(true);
    expect(await page.getByText('Tables show here once the server can be reached.').count()).toBe(3);
    expect(await page.getByText('No tables right now').count()).toBe(0);
    await shot(page, 'offline-lobby');

    // Pass-and-play starts offline too and hands the device over both ways.
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.locator('[data-testid=start]').waitFor();
    await page.selectOption('[data-testid=seat-kind-1]', 'human');
    await page.getByRole('button', { name: 'Remove seat 4' }).click();
    await page.getByRole('button', { name: 'Remove seat 3' }).click();
    await page.click('[data-testid=start]');
    const handovers = new Set<string>();
    const played = await playTurnsByClicking(page, { maxActions: 12, timeoutMs: 60_000, onHandover: (h) => void handovers.add(h) });
    expect([...handovers].sort()).toEqual(['Pass the device to Ada', 'Pass the device to Player 2']);
    expect(played).toBe(12);
    await shot(page, 'offline-pass-and-play');
    expect(errors).toEqual([]);
    await context.close();
  }, 360_000);
});
