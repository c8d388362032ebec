/**
 * Browser test: a local game survives a killed browser. Chromium writes localStorage to disk in
 * batches seconds apart, so a SIGKILL right after a move used to bring the game back moves earlier
 * (or not at all). Every save also goes to a durable IndexedDB copy (src/web/local/mirror.ts) that the
 * app takes back at start-up. Here: a Ticket to Ride game against a bot on a persistent profile,
 * the human keeps its starting tickets (TTR-41) and plays two more actions, Chromium is killed with
 * SIGKILL 300 ms later, and a new Chromium on the same profile resumes the game with every move.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, haveChromium, presetSettings, serveDist } from './support.js';
import { playTurnsByClicking } from './play.js';

const enabled = haveChromium();

/** The moves of the first unfinished local game as this page's localStorage holds it. */
const RUNNING_MOVES = () => {
  const list = JSON.parse(localStorage.getItem('roundhouse.local.running') ?? '[]') as { record: { actions: unknown[] } }[];
  return list[0]?.record.actions.length ?? 0;
};

describe.skipIf(!enabled)('a local game after the browser is killed', () => {
  let server: Server;
  let url: string;
  const profile = mkdtempSync(join(tmpdir(), 'rh-profile-'));
  const open = (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
  /** SIGKILL to every process of this profile's Chromium (the browser, then anything it left). */
  const kill = () => {
    try {
      execFileSync('pkill', ['-KILL', '-f', '--', `--user-data-dir=${profile}`]);
    } catch {
      /* nothing left to kill */
    }
  };
  beforeAll(async () => {
    ({ url, server } = await serveDist());
  });
  afterAll(() => {
    kill();
    server?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('resumes with every move made up to 300 ms before a SIGKILL', async () => {
    const first = await open();
    const page = first.pages()[0] ?? (await first.newPage());
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.locator('[data-testid=start]').waitFor();
    await page.fill('[data-testid=seed]', 'e2e-crash-1');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=ticket-dialog]').waitFor();
    await expect(playTurnsByClicking(page, { maxActions: 3 })).resolves.toBe(3);
    const moves = await page.evaluate(RUNNING_MOVES);
    expect(moves).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(300);
    kill();
    await first.close().catch(() => undefined);

    const second = await open();
    try {
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto(`${url}/`);
      const items = again.locator('[data-testid=resume] li');
      await items.first().waitFor();
      await expect(items.count()).resolves.toBe(1);
      await expect(again.evaluate(RUNNING_MOVES)).resolves.toBeGreaterThanOrEqual(moves);
      await items.first().getByRole('button', { name: 'Resume' }).click();
      await again.locator('[data-testid=ttr-board]').waitFor();
      await expect(again.evaluate(RUNNING_MOVES)).resolves.toBeGreaterThanOrEqual(moves);
    } finally {
      await second.close();
    }
  });
});
