/**
 * Browser test (1): a local game of Ticket to Ride, one human against three bots, played to the end
 * only by clicking, at desktop size; then the main screens at 375 px: Escape on the ticket choice
 * that opens by itself leaves focus on its "back to the tickets" button, which covers nothing of the
 * map (its swipe hint); Trains place names in Korean are readable and stay inside their hexes.
 * Screenshots go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();

describe.skipIf(!enabled)('local game in the browser', () => {
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
    let finalShot = false;
    const actions = await playTurnsByClicking(page, {
      onAction: async (n, kind) => {
        if (kind === 'claim' && !claimedShot) {
          claimedShot = true;
          await shot(page, 'game-desktop');
        }
        if (!finalShot && (await page.locator('[data-testid=final-round]').isVisible())) {
          finalShot = true;
          await shot(page, 'final-round-desktop');
        }
        if (n === 3) {
          // Hovering a route shows its length, colour and points.
          const route = page.locator('[data-route=R005]');
          await route.hover({ force: true });
          await page.locator('.map-tip').waitFor();
          await expect(page.locator('.map-tip').textContent()).resolves.toMatch(/Seattle – Helena: 6 spaces, yellow, 15 points/);
          await shot(page, 'route-hover-desktop');
          await page.mouse.move(0, 0);
        }
      },
    });
    expect(actions).toBeGreaterThan(5);
    await page.locator('[data-testid=end-screen]').waitFor();
    await expect(page.locator('[data-testid=winner]').textContent()).resolves.toMatch(/won/);
    // TTR-124: the remaining piles and the game's seed, in a section collapsed by default.
    const piles = page.locator('[data-testid=end-piles]');
    await expect(piles.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.locator('[data-testid=end-seed]').isVisible()).resolves.toBe(false);
    await piles.locator('summary', { hasText: 'Remaining piles' }).click();
    await expect(page.locator('[data-testid=end-seed]').textContent()).resolves.toBe('e2e-local-1');
    await expect(piles.getByText(/^Deck: \d+ cards?, top first$/).count()).resolves.toBe(1);
    await piles.scrollIntoViewIfNeeded();
    await shot(page, 'end-piles-desktop');
    await piles.locator('summary').click();
    await page.click('[data-testid=focus-1]');
    await shot(page, 'end-desktop', true);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'end-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1400, height: 900 });
    // The game moved to the finished list: its replay opens and steps back and forth.
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await page.locator('[data-testid=replay-controls]').waitFor();
    const last = await page.locator('[data-testid=replay-step]').textContent();
    await page.click('[data-testid=replay-prev]');
    await page.click('[data-testid=replay-prev]');
    await expect(page.locator('[data-testid=replay-step]').textContent()).resolves.not.toBe(last);
    await page.click('[data-testid=replay-next]');
    await page.click('[data-testid=replay-next]');
    await expect(page.locator('[data-testid=replay-step]').textContent()).resolves.toBe(last);
    await page.locator('input[type=range]').fill('40');
    // Shown through a seat's eyes, the replay still names whose turn it was: nobody here plays it.
    const activeSeat = await page.evaluate(() =>
      [...document.querySelectorAll('.seat-list .seat')].findIndex((el) => el.classList.contains('is-active')),
    );
    expect(activeSeat).toBeGreaterThanOrEqual(0);
    await page.locator('[data-testid=replay-controls] select').selectOption(String(activeSeat));
    await expect(page.locator('[data-testid=turn-indicator]').textContent()).resolves.not.toContain('Your turn');
    await expect(page.locator('[data-testid=connection]').getAttribute('title')).resolves.toBe('Replay');
    await shot(page, 'replay-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pass-and-play hides hands behind a "pass the device" screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.locator('[data-testid=start]').waitFor();
    await page.selectOption('[data-testid=seat-kind-1]', 'human');
    await page.getByRole('button', { name: 'Remove seat 4' }).click();
    await page.click('[data-testid=start]');
    // Seat 1 (Ada) is covered first: nobody's cards show until she says so.
    await page.locator('[data-testid=pass-device]').waitFor();
    await expect(page.locator('[data-testid=hand]').count()).resolves.toBe(0);
    await shot(page, 'pass-device');
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const cover = page.locator('[data-testid=pass-device]');
      if (await cover.isVisible()) {
        seen.add((await cover.locator('h2').textContent()) ?? '');
        await cover.getByRole('button').click();
      }
      const { oneAction } = await import('./play.js');
      if (!(await oneAction(page))) await page.waitForTimeout(50);
    }
    expect([...seen].sort()).toEqual(['Pass the device to Ada', 'Pass the device to Player 2']);
    await page.close();
  });

  it('a local game link opened in another browser says the game is kept only where it started', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/play/no-such-game`);
    const box = page.locator('[data-testid=local-not-found]');
    await expect(box.getByRole('heading').textContent()).resolves.toBe('Game not found');
    await expect(box.textContent()).resolves.toMatch(/kept only in the browser that started them/);
    await shot(page, 'local-not-found');
    await box.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Ticket to Ride' }).waitFor();
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
    // Escape folds the choice: focus goes to the button that brings it back, which hides no part of the map.
    await page.keyboard.press('Escape');
    const back = page.locator('[data-testid=ticket-dialog-show]');
    await back.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ticket-dialog-show');
    const [button, hint] = await Promise.all([back.boundingBox(), page.locator('.map-swipe-hint').boundingBox()]);
    expect(hint).not.toBeNull();
    const overlaps =
      button!.x < hint!.x + hint!.width &&
      hint!.x < button!.x + button!.width &&
      button!.y < hint!.y + hint!.height &&
      hint!.y < button!.y + button!.height;
    expect(overlaps, `back ${JSON.stringify(button)} over hint ${JSON.stringify(hint)}`).toBe(false);
    await shot(page, 'tickets-folded-375');
    await back.click();
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await playTurnsByClicking(page, { maxActions: 6 });
    await shot(page, 'game-375', true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.close();
  });

  it('shows Trains place names in Korean readable and inside their hexes at 375 px', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    await presetSettings(page, { name: 'Ada', language: 'ko', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/trains`);
    await page.locator('[data-testid=start]').waitFor();
    await page.click('[data-testid=start]');
    await page.locator('.tr-hex-name').first().waitFor();
    const labels = await page.evaluate(() => {
      const svg = document.querySelector<SVGSVGElement>('[data-testid=trains-map] svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return [...document.querySelectorAll<SVGTextElement>('.tr-hex-name')].map((n) => ({
        name: n.textContent ?? '',
        cssPx: parseFloat(getComputedStyle(n).fontSize) * scale,
        width: n.getBBox().width,
      }));
    });
    const long = labels.find((l) => l.name === '후타코타마가와');
    expect(long).toBeDefined();
    // Hex width (flat side to flat side), in SVG units: √3 × radius 40.
    for (const l of labels) {
      expect(l.width, `${l.name} runs past its hex`).toBeLessThanOrEqual(Math.sqrt(3) * 40 - 4);
      expect(l.cssPx, `${l.name} is tiny`).toBeGreaterThanOrEqual(9);
    }
    await shot(page, 'trains-ko-375');
    await page.close();
  });

  it('bot levels in the seat form and on the seats; starting another game keeps the unfinished one: the home page lists both and resumes either', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    const start = async (game: string, seed: string, ready: string, open = true): Promise<string> => {
      if (open) await page.goto(`${url}/new/${game}`);
      await page.fill('[data-testid=seed]', seed);
      await page.click('[data-testid=start]');
      await page.locator(ready).first().waitFor();
      return new URL(page.url()).pathname;
    };
    // The seat form offers the three bot levels (issue 21 item 4), not the lab's other bots.
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.locator('[data-testid=start]').waitFor();
    await expect(page.locator('[data-testid=seat-kind-1] option').allTextContents()).resolves.toEqual([
      'Human',
      'Bot (easy)',
      'Bot (normal)',
      'Bot (hard)',
    ]);
    await page.selectOption('[data-testid=seat-kind-2]', 'bot:hard');
    const ttr = await start('ticket-to-ride', 'e2e-two-1', '[data-testid=ticket-dialog]', false);
    // Each bot seat's tag says its level.
    await expect(page.locator('[data-testid=seat-bot-1]').textContent()).resolves.toBe('normal');
    await expect(page.locator('[data-testid=seat-bot-2]').textContent()).resolves.toBe('hard');
    await expect(page.locator('[data-testid=seat-bot-2]').getAttribute('title')).resolves.toBe('hard bot');
    const trains = await start('trains', 'e2e-two-2', '[data-testid=trains-board]');
    expect(ttr).not.toBe(trains);
    await page.goto(`${url}/`);
    const items = page.locator('[data-testid=resume] li');
    await expect.poll(() => items.count()).toBe(2); // the list renders after the page loads
    await expect(page.locator('[data-testid=resume] h2').textContent()).resolves.toBe('Your unfinished games');
    // The game started last comes first; the first game is still there and resumes.
    await expect(items.nth(0).textContent()).resolves.toMatch(/^Trains/);
    await expect(items.nth(1).textContent()).resolves.toMatch(/^Ticket to Ride/);
    await shot(page, 'home-two-unfinished');
    await items.nth(1).getByRole('button', { name: 'Resume' }).click();
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    expect(new URL(page.url()).pathname).toBe(ttr);
    // Abandoning one leaves the other.
    await page.goto(`${url}/`);
    await expect.poll(() => items.count()).toBe(2);
    await items.nth(0).getByRole('button', { name: 'Abandon' }).click();
    await expect.poll(() => items.count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
