/**
 * Browser tests of the Trains board: a 2-seat local game against a bot on each board (Tokyo and
 * Osaka), played to the end by clicking with a simple deterministic policy (test/e2e/trains-play.ts);
 * a rail placement with a surcharge (cost preview on hover, money paid) and a card choice dialog
 * (Garage: discard exactly two); the phone layout in Korean at 375 px; and an online table created
 * from the lobby form with a map + kingdom choice. Screenshots go to test-artifacts/trains-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot, startOnlineServer, type OnlineServer } from './support.js';
import { clickAndWait, runPolicy } from './trains-play.js';

const enabled = haveChromium();

/** On the new-game form: picks the variant whose label contains `variant`, 2 seats (online: the second a bot), the seed. */
async function fillForm(page: Page, variant: string, seed: string, online = false): Promise<void> {
  await page.locator('[data-testid=start]').waitFor();
  const value = await page.locator('[data-testid=variant] option', { hasText: variant }).first().getAttribute('value');
  await page.selectOption('[data-testid=variant]', value!);
  while ((await page.locator('.seat-row').count()) > 2) await page.locator('.seat-row').last().locator('button').click();
  // An online table starts as the creator plus an open seat for a friend; a seed needs the other seat to be a bot.
  if (online) await page.selectOption('[data-testid=seat-kind-1]', 'bot:normal');
  await page.fill('[data-testid=seed]', seed);
}

/** Starts a local 2-seat game (you vs the heuristic bot). */
async function startLocal(page: Page, url: string, variant: string, seed: string, shotName?: string): Promise<void> {
  await page.goto(`${url}/new/trains`);
  await fillForm(page, variant, seed);
  if (shotName) await shot(page, shotName, true);
  await page.click('[data-testid=start]');
  await page.locator('[data-testid=trains-board]').waitFor();
}

describe.skipIf(!enabled)('Trains in the browser', () => {
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

  it('plays a 2-seat game on Tokyo to the end by clicking, with a rail surcharge', async () => {
    const t0 = Date.now();
    const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await startLocal(page, url, 'Tokyo · Beginner / Tokyo', 'trains-e2e-tokyo', 'trains-new-game-desktop');
    await shot(page, 'trains-start-desktop');
    // Our policy plays until a rail choice offers a hex with a surcharge; that one we click by mouse.
    let run = await runPolicy(page, { stop: 'surcharge' });
    expect(run.stopped).toBe('surcharge');
    let hex = '';
    let cost = 0;
    for (const o of await page.locator('[data-testid^=rail-option-]').all()) {
      cost = Number(await o.getAttribute('data-cost'));
      if (cost > 0) {
        hex = (await o.getAttribute('data-testid'))!.slice('rail-option-'.length);
        break;
      }
    }
    const g = page.locator(`.tr-hex[data-hex="${hex}"]`);
    expect(await g.getAttribute('data-cost')).toBe(String(cost));
    await g.hover();
    const tip = page.locator('[data-testid=rail-preview]');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(new RegExp(`^${cost} money · [12] Waste$`));
    await shot(page, 'trains-rail-surcharge-desktop');
    const money = Number(await page.locator('[data-testid=trains-board]').getAttribute('data-money'));
    await clickAndWait(page, `.tr-hex[data-hex="${hex}"]`);
    expect(Number(await page.locator('[data-testid=trains-board]').getAttribute('data-money'))).toBe(money - cost);
    const surcharged = true;
    const first = run.actions;
    run = await runPolicy(page, { timeoutMs: 60_000 });
    const actions = first + run.actions;
    expect(surcharged).toBe(true);
    await page.locator('[data-testid=end-screen]').waitFor();
    await expect(page.locator('[data-testid=winner]').textContent()).resolves.toMatch(/won with \d+ VP/);
    expect(await page.locator('[data-testid=score-chart] polyline').count()).toBe(2);
    await page.click('[data-testid=focus-0]');
    await shot(page, 'trains-end-desktop', true);
    expect(await page.locator('[data-testid=game-log] li').count()).toBeGreaterThan(20);
    // The finished game replays move by move with the same board.
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await page.locator('[data-testid=replay-controls]').waitFor();
    await page.locator('[data-testid=replay-controls] input[type=range]').fill('40');
    await page.click('[data-testid=replay-next]');
    await expect(page.locator('[data-testid=replay-step]').textContent()).resolves.toMatch(/41/);
    await page.locator('[data-testid=trains-board]').waitFor();
    await shot(page, 'trains-replay-desktop');
    expect(errors).toEqual([]);
    console.log(`trains tokyo: ${actions} of our actions, ${Date.now() - t0} ms`);
    await page.close();
  });

  it('plays a 2-seat game on Osaka to the end by clicking, with the Garage dialog', async () => {
    const t0 = Date.now();
    const page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await startLocal(page, url, 'Osaka · Beginner / Osaka', 'trains-e2e-osaka');
    // Buy a Garage (mouse click), play on until it is in hand, play it and answer its dialog by mouse.
    let run = await runPolicy(page, { stop: 'garage' });
    expect(run.stopped).toBe('garage-buy');
    let actions = run.actions + 1;
    await clickAndWait(page, '[data-testid=buy-garage] .tr-card-button');
    run = await runPolicy(page, { stop: 'garage', garageBought: true });
    expect(run.stopped).toBe('garage-play');
    actions += run.actions + 1;
    await page.locator('.tr-hand-slot:has(.tr-decline) [data-card=garage] .tr-card-button').first().click();
    const dialog = page.locator('[data-testid=choice-dialog]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-kind')).toBe('DISCARD_FROM_HAND');
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('Discard cards');
    const confirm = dialog.locator('[data-testid=confirm-choice]');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('[data-testid=discard-0] .tr-card-button').click();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('[data-testid=discard-1] .tr-card-button').click();
    expect(await confirm.isEnabled()).toBe(true);
    await shot(page, 'trains-garage-dialog-desktop');
    await clickAndWait(page, '[data-testid=choice-dialog] [data-testid=confirm-choice]');
    await dialog.waitFor({ state: 'detached' });
    const garage = true;
    run = await runPolicy(page, { timeoutMs: 60_000 });
    actions += run.actions;
    expect(garage).toBe(true);
    await page.locator('[data-testid=end-screen]').waitFor();
    await shot(page, 'trains-end-osaka-desktop', true);
    expect(errors).toEqual([]);
    console.log(`trains osaka: ${actions} of our actions, ${Date.now() - t0} ms`);
    await page.close();
  });

  it('TR-14: the host picks who goes first on the new-game form (default: a seeded random seat)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/trains`);
    await fillForm(page, 'Tokyo · Beginner / Tokyo', 'trains-first-player');
    const first = page.locator('[data-testid=first-player]');
    expect(await first.inputValue()).toBe('');
    expect(await first.locator('option').allTextContents()).toEqual(['Nobody picks: a random seat', '1. Ada', '2. bot 2']);
    await first.selectOption('1');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=trains-board]').waitFor();
    const config = await page.evaluate(() => {
      const running = JSON.parse(localStorage.getItem('roundhouse.local.running') ?? '[]') as {
        record: { config: { firstPlayer?: number } };
      }[];
      return running[0]?.record.config;
    });
    expect(config?.firstPlayer).toBe(1);
    await page.close();
  });

  it('fits a 375 px phone (Korean)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    await presetSettings(page, { name: 'Ada', language: 'ko', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/trains`);
    await fillForm(page, '오사카 · 무작위', 'trains-e2e-375');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=trains-board]').waitFor();
    await shot(page, 'trains-start-375');
    await runPolicy(page, { maxActions: 8 });
    await page.locator('[data-testid=hand]').waitFor();
    await shot(page, 'trains-game-375', true);
    await page.locator('[data-testid=supply] .tr-info').first().click();
    await page.locator('[data-testid=card-tip]').waitFor();
    await shot(page, 'trains-card-tip-375');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe.skipIf(!enabled)('Trains online table', () => {
  let browser: Browser;
  let server: OnlineServer;
  beforeAll(async () => {
    server = await startOnlineServer('rh-trains-online-');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a Trains table from the lobby form (Osaka, random kingdom) and plays a few moves', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`http://127.0.0.1:${server.port}/new/trains?online=1`);
    await fillForm(page, 'Osaka · Random kingdom', 'trains-e2e-online', true);
    await shot(page, 'trains-online-form', true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=trains-board]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid=trains-map]').getAttribute('data-map')).toBe('osaka');
    const run = await runPolicy(page, { maxActions: 6, timeoutMs: 20_000 });
    expect(run.actions).toBe(6);
    await shot(page, 'trains-online-game');
    expect(errors).toEqual([]);
    await page.close();
  });
});
