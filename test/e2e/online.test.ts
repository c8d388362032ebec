/**
 * Browser test (2): an online table. The server (in-process, SQLite in a temp dir) serves the built
 * app; two browser contexts join as two players, play several turns by clicking, one reloads its
 * page mid-game and carries on, the other's socket is dropped mid-game: both game logs have no gap
 * (the dropped page's log equals a second page of the same seat that never dropped; the reloaded
 * page's log continues its log from before the reload).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { haveChromium, launch, presetSettings, shot, startOnlineServer, type OnlineServer } from './support.js';
import { oneAction } from './play.js';

const enabled = haveChromium();

/** Plays `count` actions in total, each by whichever page may act. */
async function playActions(pages: Page[], count: number): Promise<void> {
  let done = 0;
  const deadline = Date.now() + 60_000;
  while (done < count) {
    if (Date.now() > deadline) throw new Error(`only ${done} of ${count} actions were possible`);
    let acted = false;
    for (const p of pages) {
      if (await oneAction(p)) {
        done++;
        acted = true;
        break;
      }
    }
    if (!acted) await pages[0]!.waitForTimeout(50);
  }
}

describe.skipIf(!enabled)('online table in the browser', () => {
  let browser: Browser;
  let server: OnlineServer;
  let url: string;
  beforeAll(async () => {
    server = await startOnlineServer('rh-online-');
    url = `http://127.0.0.1:${server.port}`;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('two players join, play, one drops its socket and one reloads mid-game: no gap in either log', async () => {
    const ctxA = await browser.newContext({ viewport: { width: 1300, height: 850 } });
    const ctxB = await browser.newContext({ viewport: { width: 1300, height: 850 } });
    // Keep a handle on each page's WebSockets, so the test can drop one as a bad network would.
    await ctxA.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: WebSocket[] = [];
      (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      } as typeof WebSocket;
    });
    const a = await ctxA.newPage();
    const b = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(a, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await presetSettings(b, { name: 'Bo', language: 'en', sound: false, botSpeed: 'instant' });

    // Ada creates a 2-seat table: both human.
    await a.goto(`${url}/lobby`);
    await a.getByRole('heading', { name: 'Online lobby' }).waitFor();
    await shot(a, 'lobby');
    await a.click('[data-testid=create-table]');
    await a.locator('[data-testid=start]').waitFor();
    // An online table starts as the creator plus an open seat for a friend.
    await expect.poll(() => a.locator('[data-testid^=seat-kind-]').count()).toBe(2);
    await expect(a.locator('[data-testid=seat-kind-1]').inputValue()).resolves.toBe('human');
    // On this device the default is bots; back online, the open seat again (seats not edited yet).
    await a.getByRole('radio', { name: /On this device/ }).check();
    await expect.poll(() => a.locator('[data-testid^=seat-kind-]').count()).toBe(4);
    await expect(a.locator('[data-testid=seat-kind-1]').inputValue()).resolves.toBe('bot:normal');
    await a.getByRole('radio', { name: /Online table/ }).check();
    await expect.poll(() => a.locator('[data-testid^=seat-kind-]').count()).toBe(2);
    await a.getByLabel('Time control').selectOption('10m');
    await a.click('[data-testid=start]');
    await a.locator('[data-testid=waiting-room]').waitFor();
    await shot(a, 'online-waiting-room');
    const tableUrl = a.url();
    expect(tableUrl).toMatch(/\/table\//);

    // Bo opens the link and joins.
    await b.goto(tableUrl);
    await b.fill('[data-testid=join-name]', 'Bo');
    await b.click('[data-testid=join]');
    for (const p of [a, b]) await p.locator('[data-testid=ttr-board]').waitFor();
    await expect(a.locator('[data-testid=connection]').textContent()).resolves.toContain('Connected');
    // A second page of Ada's seat that never drops: the reference log.
    const a2 = await ctxA.newPage();
    await a2.goto(tableUrl);
    await a2.locator('[data-testid=ttr-board]').waitFor();
    const logOf = (p: Page) => p.locator('[data-testid=game-log] li').allTextContents();

    // Both choose tickets, then several turns.
    await playActions([a, b], 2);
    await playActions([a, b], 8);
    await shot(a, 'online-game-a');
    const seqBefore = await b.locator('[data-testid=game-log] li').count();
    expect(seqBefore).toBeGreaterThan(0);

    // Ada's socket drops mid-game; Bo plays on; Ada's page reconnects by itself and replays what it missed.
    const logBeforeReload = await logOf(b);
    await a.evaluate(() => {
      for (const ws of (window as unknown as { __sockets: WebSocket[] }).__sockets) ws.close();
    });
    // Bo acts while Ada is away, if it is his turn (bounded: a few tries).
    for (let i = 0; i < 10 && !(await oneAction(b)); i++) await b.waitForTimeout(50);
    await a.locator('[data-testid=connection]').filter({ hasText: 'Connected' }).waitFor({ timeout: 20_000 });
    await playActions([a, b], 4);
    await expect.poll(async () => (await logOf(a)).join('\n'), { timeout: 10_000 }).toBe((await logOf(a2)).join('\n'));
    expect((await logOf(a)).length).toBeGreaterThan(10);

    // Bo reloads mid-game: same seat, hand visible again, play continues.
    await b.reload();
    await b.locator('[data-testid=ttr-board]').waitFor();
    await b.locator('[data-testid=hand]').waitFor();
    await expect(b.locator('[data-testid=seat-1]').textContent()).resolves.toContain('you');
    await playActions([a, b], 8);
    await shot(b, 'online-game-b-after-reload');
    // The reloaded page rebuilt its log from the server's replay: nothing missing.
    expect((await logOf(b)).slice(0, logBeforeReload.length)).toEqual(logBeforeReload);
    await expect.poll(async () => (await logOf(a)).join('\n'), { timeout: 10_000 }).toBe((await logOf(a2)).join('\n'));
    // Chess clocks are shown (10 minutes each).
    await expect(a.locator('[role=timer]').count()).resolves.toBe(2);

    // A third browser watches as a spectator: the board, no hand.
    const ctxC = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const c = await ctxC.newPage();
    await c.goto(tableUrl.split('?')[0]!);
    await c.click('[data-testid=spectate]');
    await c.locator('[data-testid=ttr-board]').waitFor();
    await expect(c.locator('[data-testid=hint]').textContent()).resolves.toContain('You are watching');
    await expect(c.locator('[data-testid=hand]').count()).resolves.toBe(0);
    await shot(c, 'online-spectator');
    await ctxC.close();
    const hint = await b.locator('[data-testid=hint]').textContent();
    expect(hint).toBeTruthy();
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
