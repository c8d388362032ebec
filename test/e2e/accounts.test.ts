/**
 * Browser test of issue 17: two people sign up in the browser (one in English, one in Korean), one
 * creates a rated online table and the other joins it while signed in; they chat (text and a quick
 * phrase, each shown in the reader's language); the tab title shows "(1) Your turn"; the game is then
 * played to the end over the seats' own tokens (read from each page's storage, played by a script so
 * the test stays short); the end screen shows both rating changes, and the account pages list the
 * finished game and the leaderboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { haveChromium, launch, presetSettings, shot, startOnlineServer, type OnlineServer } from './support.js';
import { AutoPlayer } from '../server/helpers/auto-player.js';
import { oneAction } from './play.js';

const enabled = haveChromium();

async function signUp(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/account?mode=signup`);
  // The password box looks like the username box (same height, border and corners).
  const look = (id: string) =>
    page.locator(`[data-testid=${id}]`).evaluate((el) => {
      const s = getComputedStyle(el);
      return { height: el.getBoundingClientRect().height, border: s.border, radius: s.borderRadius };
    });
  await expect(look('password')).resolves.toEqual(await look('username'));
  await page.fill('[data-testid=username]', username);
  await page.fill('[data-testid=password]', `${username} password`);
  await page.click('[data-testid=account-submit]');
  await page.locator('[data-testid=signed-in-as]').waitFor();
  await expect(page.locator('[data-testid=account-link]').textContent()).resolves.toBe(username);
}

/** Claims a route whenever it can (a short game), else anything but more tickets. */
function claimFirst(legal: unknown[]): unknown {
  const typed = legal as { type: string }[];
  const claims = typed.filter((x) => x.type === 'CLAIM_ROUTE');
  const rest = typed.filter((x) => x.type !== 'DRAW_TICKETS');
  const pool = claims.length > 0 ? claims : rest.length > 0 ? rest : typed;
  return pool[Math.floor(Math.random() * pool.length)];
}

describe.skipIf(!enabled)('accounts, chat and ratings in the browser', () => {
  let browser: Browser;
  let server: OnlineServer;
  let url: string;
  beforeAll(async () => {
    server = await startOnlineServer('rh-accounts-');
    url = server.url;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sign up → rated table → chat → finish → rating changes shown', async () => {
    const viewport = { width: 1500, height: 900 };
    const ctxA = await browser.newContext({ viewport });
    const ctxB = await browser.newContext({ viewport });
    const a = await ctxA.newPage();
    const b = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(a, { name: '', language: 'en', sound: false, botSpeed: 'instant' });
    await presetSettings(b, { name: '', language: 'ko', sound: false, botSpeed: 'instant' });

    await signUp(a, url, 'Ada');
    await shot(a, 'accounts-signed-in');
    await signUp(b, url, 'Bora');

    // Ada creates a table for two humans; Bora joins it signed in (her username is her name).
    await a.goto(`${url}/lobby`);
    await a.click('[data-testid=create-table]');
    await a.locator('[data-testid=start]').waitFor();
    await expect(a.locator('[data-testid=seat-kind-1]').inputValue()).resolves.toBe('human');
    // Seat 1 shows the name the server will seat her under: her username (her settings name is empty).
    await expect(a.locator('[data-testid=seat-name-0]').textContent()).resolves.toBe('Ada');
    await a.click('[data-testid=start]');
    await a.locator('[data-testid=waiting-room]').waitFor();
    const tableUrl = a.url();
    await b.goto(tableUrl);
    await b.click('[data-testid=join]');
    for (const p of [a, b]) await p.locator('[data-testid=ttr-board]').waitFor();
    await expect(a.locator('[data-testid=seat-1]').textContent()).resolves.toContain('Bora');

    // Both choose tickets first: it is everyone's turn, so the tab title says so (once) with the
    // (1) badge. Then both keep their tickets (closing the dialog that covers the table).
    await expect.poll(() => a.title(), { timeout: 10_000 }).toBe('(1) Ticket to Ride — Everyone chooses · Roundhouse');
    for (const p of [a, b]) await expect(oneAction(p)).resolves.toBe('keep');

    // Chat: plain text (never HTML) and a quick phrase in each reader's language.
    await a.fill('[data-testid=chat-input]', 'hello <b>Bora</b>');
    await a.click('[data-testid=chat-send]');
    await b.locator('[data-testid=chat-line]', { hasText: 'hello <b>Bora</b>' }).waitFor();
    await b.click('[data-testid=phrase-good-game]');
    await a.locator('[data-testid=chat-line]', { hasText: 'Good game!' }).waitFor();
    await b.locator('[data-testid=chat-line]', { hasText: '좋은 게임이었어요!' }).waitFor();
    expect(await b.locator('[data-testid=chat] b').count()).toBe(0);

    await shot(a, 'accounts-table-chat');

    // Play both seats to the end with the seats' tokens from each page's storage.
    const tableId = new URL(tableUrl).pathname.split('/').pop()!;
    const tokenOf = (p: Page) =>
      p.evaluate(
        (id) => (JSON.parse(localStorage.getItem('roundhouse.tokens') ?? '{}') as Record<string, { token: string }>)[id]!.token,
        tableId,
      );
    const ws = url.replace('http', 'ws') + '/ws';
    const players = [new AutoPlayer(ws, tableId, await tokenOf(a), 'A'), new AutoPlayer(ws, tableId, await tokenOf(b), 'B')];
    for (const p of players) p.pick = claimFirst;
    await Promise.all(players.map((p) => p.connect()));
    await Promise.all(players.map((p) => p.done));
    await Promise.all(players.map((p) => p.client.close()));

    // The end: both rating changes, on both pages.
    for (const p of [a, b]) {
      const changes = p.locator('[data-testid=rating-changes]');
      // Generous: on a loaded box the pages take a while to render the hundreds of moves played at full speed.
      await changes.locator('[data-testid=rating-delta]').nth(1).waitFor({ timeout: 60_000 });
      const text = await changes.textContent();
      expect(text).toContain('Ada');
      expect(text).toContain('Bora');
    }
    await expect.poll(() => a.title()).toBe('Ticket to Ride — Game over · Roundhouse');
    await shot(a, 'accounts-end-ratings');
    await shot(b, 'accounts-end-ratings-ko');

    // My games lists the finished game with its rating change; the leaderboard has both players.
    await a.goto(`${url}/games`);
    await a.locator('[data-testid=my-game] [data-testid=rating-delta]').waitFor();
    await shot(a, 'accounts-my-games');
    await a.goto(`${url}/leaderboard/ticket-to-ride`);
    await expect.poll(() => a.locator('[data-testid=leader-row]').count()).toBe(2);
    await shot(a, 'accounts-leaderboard');
    await a.locator('[data-testid=leader-row] a', { hasText: 'Bora' }).click();
    await a.locator('[data-testid=player-page] [data-testid=ratings]').waitFor();
    await b.goto(`${url}/account`);
    await b.locator('[data-testid=ratings]').waitFor();
    await shot(b, 'accounts-profile-ko');
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
