/**
 * Browser test (3): the Korean UI — language switched in settings, home, new game form and the
 * Ticket to Ride table in Korean (desktop and 375 px), with screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();

describe.skipIf(!enabled)('Korean UI', () => {
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

  it('switches to Korean in settings and plays in Korean', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    await presetSettings(page, { name: '지민', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/settings`);
    await page.check('[data-testid=lang-ko]');
    await page.getByRole('heading', { name: '설정' }).waitFor();
    await shot(page, 'ko-settings');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await page.goto(`${url}/`);
    await page.getByRole('heading', { name: '티켓 투 라이드' }).waitFor();
    for (const title of ['트레인', '헬레일', '레일 패스']) await page.getByRole('heading', { name: title }).waitFor();
    await expect(page.locator('body').textContent()).resolves.toContain('2–5인');
    await shot(page, 'ko-home');
    await page.goto(`${url}/rules/ticket-to-ride`);
    await page.getByRole('heading', { name: '게임 목표' }).waitFor();
    await shot(page, 'ko-rules', true);
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.getByRole('heading', { name: '새 티켓 투 라이드 게임' }).waitFor();
    await page.click('[data-testid=start]');
    await page.getByRole('dialog', { name: '목적지 카드를 고르세요' }).waitFor();
    await shot(page, 'ko-tickets-dialog');
    await playTurnsByClicking(page, { maxActions: 5 });
    await expect(page.locator('[data-testid=hand]').textContent()).resolves.toContain('내 카드');
    await expect(page.locator('[data-testid=game-log]').textContent()).resolves.toMatch(/목적지 카드 \d장을 가져갔습니다/);
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toMatch(/\$t\(|undefined|(^|\s)(log|hint|market)\.[a-z]/);
    await shot(page, 'ko-game');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'ko-game-375', true);
    await page.close();
  });
});
