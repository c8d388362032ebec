/**
 * The built web app under the server's Content-Security-Policy (issue 16 item 3): no CSP violation
 * and no console error on the home page, the lobby, a local Ticket to Ride board (its bots run in a
 * Web Worker), a Rail Pass board and an online table over the WebSocket; the service worker registers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { haveChromium, launch, presetSettings, startOnlineServer, type OnlineServer } from './support.js';

const enabled = haveChromium();

/** Collects CSP violations (DOM events and console reports) and console errors of `page`. */
async function watch(page: Page): Promise<{ problems: string[]; violations: () => Promise<string[]> }> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { problems, violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) };
}

describe.skipIf(!enabled)('Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  let server: OnlineServer;
  beforeAll(async () => {
    server = await startOnlineServer('rh-csp-');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('home, lobby, local boards (Web Worker bots) and an online table load with no violation', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    const seen = await watch(page);
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    const res = await page.goto(`${server.url}/`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'Ticket to Ride' }).waitFor();
    // The Workbox service worker (and its precaching of every chunk) runs under the same policy.
    const sw = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? ''));
    expect(sw).toMatch(/\/sw\.js$/);
    expect((await page.request.get(`${server.url}/sw.js`)).headers()['content-security-policy']).toContain("worker-src 'self'");

    // A local Ticket to Ride board against bots (the bots think in the Web Worker).
    await page.locator('[data-testid=game-ticket-to-ride] button', { hasText: 'Play' }).click();
    await page.locator('[data-testid=start]').waitFor();
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await page.waitForTimeout(500);

    // A Rail Pass board.
    await page.goto(`${server.url}/`);
    await page.locator('[data-testid=game-rail-pass] button', { hasText: 'Play' }).click();
    await page.locator('[data-testid=start]').waitFor();
    await page.click('[data-testid=start]');
    await page.waitForTimeout(1_500);

    // The lobby and an online table (HTTP API + WebSocket).
    await page.goto(`${server.url}/lobby`);
    await page.getByRole('heading', { name: 'Online lobby' }).waitFor();
    const created = await page.evaluate(async () => {
      const r = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }] }),
      });
      return (await r.json()) as { table: { id: string } };
    });
    await page.goto(`${server.url}/table/${created.table.id}`);
    await page.waitForTimeout(1_500);

    expect(await seen.violations()).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});
