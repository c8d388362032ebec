/**
 * Browser test: pausing a local Rail Pass round (RP-6.8) and reloading it (RP-6.1). The person pauses
 * a practice round against the cooperative bot: the round timer and the bot stand still while the
 * (Playwright-installed) clock runs on, action buttons are disabled, and a reload comes back paused at
 * the same game time; Resume (the K key) lets game time run on from there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';

const enabled = haveChromium();

/** The saved unfinished local game (the page's only one): how many actions it logged and its saved game clock. */
async function saved(page: Page): Promise<{ actions: number; clock: number | undefined }> {
  return page.evaluate(() => {
    const [g] = JSON.parse(localStorage.getItem('roundhouse.local.running') ?? '[]') as (
      | {
          record: { actions: unknown[] };
          clock?: number;
        }
      | undefined
    )[];
    return { actions: g?.record.actions.length ?? -1, clock: g?.clock };
  });
}

const timer = (page: Page) => page.locator('[data-testid=rp-timer] strong').textContent();

describe.skipIf(!enabled)('Rail Pass pause in the browser', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ url, server } = await serveDist());
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('pauses and resumes a local round; a reload stays paused at the same game time', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 950 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.clock.install();
    await page.goto(`${url}/new/rail-pass`);
    await page.locator('[data-testid=variant]').selectOption({ label: '2 players · Point to Point' });
    await page.locator('[data-testid=option-timer]').selectOption({ label: '1 minute (practice)' });
    await page.fill('[data-testid=seed]', 'e2e-rail-pass-pause');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=rp-board]').waitFor();
    // Let the bot play for a few seconds of game time.
    await page.clock.runFor(4000);
    await expect.poll(async () => (await saved(page)).actions, { timeout: 5000 }).toBeGreaterThan(0);

    await page.click('[data-testid=rp-pause]');
    await page.locator('[data-testid=rp-paused]').waitFor();
    await expect.poll(() => page.locator('[data-testid=rp-pause]').textContent()).toBe('Resume');
    await expect(page.locator('[data-testid=turn-indicator]').textContent()).resolves.toContain('Paused');
    const atPause = await saved(page);
    const shown = await timer(page);
    expect(atPause.clock).toBeGreaterThanOrEqual(4000);
    await page.locator('[data-testid=rp-city-C] .rp-track-long .rp-train').first().click();
    const buttons = page.locator('[data-testid=rp-actions] button');
    await expect.poll(() => buttons.count()).toBeGreaterThan(0);
    for (const b of await buttons.all()) expect(await b.isDisabled()).toBe(true);
    await shot(page, 'rail-pass-paused');

    // Twenty seconds pass on the wall clock: game time, timer and bot stand still.
    await page.clock.runFor(20_000);
    expect(await timer(page)).toBe(shown);
    expect(await saved(page)).toEqual(atPause);

    // A reload comes back paused at the same game time.
    await page.reload();
    await page.locator('[data-testid=rp-paused]').waitFor();
    await page.clock.runFor(2000);
    expect(await timer(page)).toBe(shown);
    expect(await saved(page)).toEqual(atPause);

    // Resume with the keyboard (K, shown on the button): game time runs on from where it stood.
    await expect(page.locator('[data-testid=rp-pause]').getAttribute('aria-keyshortcuts')).resolves.toBe('K');
    await page.keyboard.press('k');
    await expect.poll(() => page.locator('[data-testid=rp-paused]').count()).toBe(0);
    await expect(page.locator('[data-testid=turn-indicator]').textContent()).resolves.toContain('Real time');
    await page.clock.runFor(3000);
    await expect.poll(() => timer(page)).not.toBe(shown);
    await expect.poll(async () => (await saved(page)).clock ?? 0, { timeout: 5000 }).toBeGreaterThan(atPause.clock ?? 0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
