/**
 * Browser test (TTR-124): an online Ticket to Ride practice table (you against one bot, a chosen
 * seed) played to the end by clicking. Before the end the page shows neither the remaining piles nor
 * the seed; at the end the "Remaining piles" section (collapsed) lists them and the seed read from the
 * finished table's record. Screenshot: test-artifacts/ttr-reveal-online.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { haveChromium, launch, presetSettings, shot, startOnlineServer, type OnlineServer } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();
const SEED = 'e2e-ttr-reveal-online';

describe.skipIf(!enabled)('Ticket to Ride online: the end reveals the piles and the seed (TTR-124)', () => {
  let browser: Browser;
  let server: OnlineServer;
  beforeAll(async () => {
    server = await startOnlineServer('rh-ttr-reveal-');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the remaining piles and the record’s seed only once the game is over', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`http://127.0.0.1:${server.port}/lobby`);
    await page.click('[data-testid=create-table]');
    await page.locator('[data-testid=start]').waitFor();
    await page.selectOption('[data-testid=seat-kind-1]', 'bot:normal');
    await page.fill('[data-testid=seed]', SEED);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ttr-board]').waitFor({ timeout: 20_000 });
    let checkedDuringPlay = 0;
    await playTurnsByClicking(page, {
      timeoutMs: 150_000,
      onAction: async (n) => {
        if (n % 10 !== 1) return;
        await expect(page.locator('[data-testid=end-piles]').count()).resolves.toBe(0);
        await expect(page.evaluate(() => document.body.innerText)).resolves.not.toContain(SEED);
        checkedDuringPlay++;
      },
    });
    expect(checkedDuringPlay).toBeGreaterThan(0);
    await page.locator('[data-testid=end-screen]').waitFor();
    const piles = page.locator('[data-testid=end-piles]');
    await expect(piles.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await piles.locator('summary', { hasText: 'Remaining piles' }).click();
    await expect.poll(() => page.locator('[data-testid=end-seed]').textContent(), { timeout: 10_000 }).toBe(SEED);
    await expect(piles.getByText(/^Destination tickets: \d+ left, top first$/).count()).resolves.toBe(1);
    await piles.scrollIntoViewIfNeeded();
    await shot(page, 'ttr-reveal-online');
    expect(errors).toEqual([]);
    await page.close();
  }, 200_000);
});
