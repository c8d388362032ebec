/**
 * Browser test: an online Rail Pass round on the server's real-time table. Two browser contexts join
 * the 2-player practice setup, each controlling its own row of cities (P1: A–C, P2: D–F, RP-3), act
 * by clicking, and each sees the other's actions arrive through the server; then one pauses the
 * table (RP-6.8), the other sees it paused (also after a reload, at the same game time) and resumes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { haveChromium, launch, presetSettings, shot, startOnlineServer, type OnlineServer } from './support.js';

const enabled = haveChromium();

/** Clicks train `id` in city `city` (if not selected yet), then the action button matching `name`. */
async function trainAction(page: Page, selector: string, name: RegExp): Promise<void> {
  const chip = page.locator(selector).first();
  await chip.waitFor({ timeout: 15_000 });
  await expect.poll(() => chip.isEnabled(), { timeout: 15_000 }).toBe(true);
  if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
  const button = page.locator('[data-testid=rp-actions] button', { hasText: name }).first();
  await button.waitFor({ timeout: 15_000 });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

describe.skipIf(!enabled)('Rail Pass online (real-time table)', () => {
  let browser: Browser;
  let server: OnlineServer;
  let url: string;
  beforeAll(async () => {
    server = await startOnlineServer('rh-rp-online-');
    url = `http://127.0.0.1:${server.port}`;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('two players run their own cities in the same round', async () => {
    const ctxA = await browser.newContext({ viewport: { width: 1300, height: 950 } });
    const ctxB = await browser.newContext({ viewport: { width: 1300, height: 950 } });
    const a = await ctxA.newPage();
    const b = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(a, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await presetSettings(b, { name: 'Bo', language: 'en', sound: false, botSpeed: 'instant' });

    await a.goto(`${url}/new/rail-pass?online=1`);
    await a.locator('[data-testid=variant]').selectOption({ label: '2 players · Point to Point' });
    await a.locator('[data-testid=option-timer]').selectOption({ label: '1 minute (practice)' });
    await expect.poll(() => a.locator('[data-testid^=seat-kind-]').count()).toBe(2);
    await a.selectOption('[data-testid=seat-kind-1]', 'human');
    await a.click('[data-testid=start]');
    await a.locator('[data-testid=waiting-room]').waitFor();
    const tableUrl = a.url();
    await b.goto(tableUrl);
    await b.fill('[data-testid=join-name]', 'Bo');
    await b.click('[data-testid=join]');
    for (const p of [a, b]) await p.locator('[data-testid=rp-board]').waitFor();

    // Ada (P1) lifts CL from C; Bo (P2) lifts DL from D. Each sees the other's move in the log.
    await trainAction(a, '[data-testid=rp-city-C] [data-testid=rp-train-CL]', /Lift into your hand/);
    await trainAction(b, '[data-testid=rp-city-D] [data-testid=rp-train-DL]', /Lift into your hand/);
    await a.locator('.rp-hands [data-testid=rp-train-CL]').waitFor();
    await b.locator('.rp-hands [data-testid=rp-train-DL]').waitFor();
    await expect.poll(async () => (await a.locator('[data-testid=game-log]').textContent()) ?? '', { timeout: 10_000 }).toMatch(/Bo lifts/);
    await expect
      .poll(async () => (await b.locator('[data-testid=game-log]').textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/Ada lifts/);
    // Neither may act on the other's cities: Ada's board offers nothing for D's trains.
    expect(await a.locator('[data-testid=rp-city-D] .rp-train:not([disabled])').count()).toBe(0);

    await trainAction(a, '.rp-hands [data-testid=rp-train-CL]', /Park on the long track/);
    await trainAction(b, '.rp-hands [data-testid=rp-train-DL]', /Park on the long track/);
    await b.locator('[data-testid=rp-city-C] .rp-track-long [data-testid=rp-train-CL]').waitFor({ timeout: 10_000 });
    await a.locator('[data-testid=rp-city-D] .rp-track-long [data-testid=rp-train-DL]').waitFor({ timeout: 10_000 });
    await shot(a, 'rail-pass-online-a');
    await shot(b, 'rail-pass-online-b');

    // Ada pauses (RP-6.8): both boards show it and the server's game time stands still, also for Bo
    // after a reload; Bo resumes and time runs on for both.
    const timer = (p: Page) => p.locator('[data-testid=rp-timer] strong').textContent();
    await a.click('[data-testid=rp-pause]');
    for (const p of [a, b]) await p.locator('[data-testid=rp-paused]').waitFor({ timeout: 10_000 });
    const stood = await timer(b);
    await b.waitForTimeout(1500);
    expect(await timer(b)).toBe(stood);
    await b.reload();
    await b.locator('[data-testid=rp-paused]').waitFor({ timeout: 10_000 });
    expect(await timer(b)).toBe(stood);
    expect(await timer(a)).toBe(stood);
    await b.click('[data-testid=rp-pause]');
    for (const p of [a, b]) await expect.poll(() => p.locator('[data-testid=rp-paused]').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => timer(a), { timeout: 5_000 }).not.toBe(stood);
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
