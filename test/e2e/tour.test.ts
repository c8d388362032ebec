/**
 * Guided first games (issue 19 item 3): from each game's card on the home page, the guide starts a
 * real local game on its fixed seed; the test follows it like a newcomer — pressing "Next" on
 * explanations and clicking whatever the guide rings — until the guide says it is finished, and
 * checks that every step was shown (8–15 of them). Ticket to Ride runs in English, the others
 * alternate with Korean. On a phone, HellRail's guide scrolls each ringed target into view above its
 * panel. Screenshots: test-artifacts/tour-<game>-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';

const enabled = haveChromium();

/**
 * Follows the guide to its end; returns the step ids in the order shown. `onStep` runs once when each
 * step first shows, before anything of it is clicked.
 */
async function followGuide(page: Page, game: string, onStep?: (step: string) => Promise<void>, timeoutMs = 25_000): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  let shots = 0;
  while (!(await page.locator('[data-testid=tour-done]').count())) {
    const step = await page
      .locator('[data-testid=tour-panel]')
      .getAttribute('data-step', { timeout: 2_000 })
      .catch(() => null);
    if (Date.now() > deadline) await shot(page, `tour-${game}-stuck`);
    if (Date.now() > deadline) throw new Error(`the ${game} guide did not finish in time; stuck at step ${step} after ${seen.join(', ')}`);
    if (step && seen[seen.length - 1] !== step) {
      seen.push(step);
      await onStep?.(step);
      if (seen.length === 5 && shots++ === 0) await shot(page, `tour-${game}-step`);
    }
    const next = page.locator('[data-testid=tour-next]');
    if (await next.count()) {
      await next.click();
      continue;
    }
    const target = page.locator('[data-tour-target]').first();
    if (await target.count()) {
      await target.click({ timeout: 500 }).catch(() => target.dispatchEvent('click').catch(() => undefined));
      // Like a person, look again before the next click (the guide moves its ring after each one).
      await page.waitForTimeout(150);
      continue;
    }
    await page.waitForTimeout(50);
  }
  return seen;
}

describe.skipIf(!enabled)('guided first games', () => {
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

  const games: readonly { game: string; language: 'en' | 'ko'; first: RegExp }[] = [
    { game: 'ticket-to-ride', language: 'en', first: /Welcome!/ },
    { game: 'trains', language: 'ko', first: /환영합니다/ },
    { game: 'hellrail', language: 'en', first: /Welcome to HellRail/ },
    { game: 'rail-pass', language: 'ko', first: /레일 패스에 오신 것을/ },
  ];
  for (const { game, language, first } of games) {
    it(`${game}: the guide from the home page is followed to its end (${language})`, async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await presetSettings(page, { name: 'Ada', language, sound: false, botSpeed: 'instant' });
      await page.goto(`${url}/`);
      await page.locator(`[data-testid=tour-${game}]`).click();
      await page.locator('[data-testid=tour-panel]').waitFor();
      await expect(page.locator('[data-testid=tour-text]').textContent()).resolves.toMatch(first);
      // The panel can move to the other bottom corner when it covers part of the board.
      const panelLeft = async () => (await page.locator('[data-testid=tour-panel]').boundingBox())?.x ?? -1;
      expect(await panelLeft()).toBeLessThan(700);
      await page.click('[data-testid=tour-move]');
      expect(await panelLeft()).toBeGreaterThan(700);
      await page.click('[data-testid=tour-move]');
      expect(await panelLeft()).toBeLessThan(700);
      const started = Date.now();
      const steps = await followGuide(page, game);
      console.log(`tour ${game}: ${steps.length} steps in ${Date.now() - started} ms: ${steps.join(' → ')}`);
      await shot(page, `tour-${game}-done`);
      expect(steps.length).toBeGreaterThanOrEqual(8);
      expect(steps.length).toBeLessThanOrEqual(15);
      expect(new Set(steps).size).toBe(steps.length);
      // The game is a real one: it is the running local game, and the guide is gone once closed.
      await page.click('[data-testid=tour-close]');
      await expect(page.locator('[data-testid=tour-panel], [data-testid=tour-done]').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('hellrail on a phone: each ringed target is scrolled into view above the guide', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/`);
    await page.locator('[data-testid=tour-hellrail]').click();
    await page.locator('[data-testid=tour-panel]').waitFor();
    const misplaced: string[] = [];
    const steps = await followGuide(page, 'hellrail-phone', async (step) => {
      if (!(await page.locator('[data-tour-target]').count())) return;
      await page.waitForTimeout(700); // the smooth scroll
      const where = await page.evaluate(() => {
        const ring = document.querySelector('[data-tour-target]')!.getBoundingClientRect();
        const panel = document.querySelector('[data-testid=tour-panel]')!.getBoundingClientRect();
        return { top: ring.top, bottom: ring.bottom, panelTop: panel.top, panelBottom: panel.bottom };
      });
      // In view, and (unless taller than the room beside the panel) not under the panel.
      const small = where.bottom - where.top <= 812 - (where.panelBottom - where.panelTop);
      const covered = where.bottom > where.panelTop && where.top < where.panelBottom;
      if (where.top < 0 || where.top >= 812 || (small && covered)) misplaced.push(`${step} ${JSON.stringify(where)}`);
      if (step === 'hand') await shot(page, 'tour-hellrail-phone-hand');
    });
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(misplaced, 'rings out of view or under the guide').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
