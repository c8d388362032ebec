/**
 * The arena's HTML report in headless Chromium: for every game, a small arena's report opens from a
 * file with no network request, draws one chart per chart spec (SVG from Observable Plot, or a table),
 * and raises no page error. Screenshots go to test-artifacts/arena-<game>.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { getGame } from '../../src/games/index.js';
import { runArena } from '../../src/lab/arena.js';
import { reportHtml } from '../../src/lab/report/html.js';
import { haveChromium, launch, shot } from './support.js';

const RUN = haveChromium();
const CASES: [string, string[], number[], Record<string, unknown>[]][] = [
  ['ticket-to-ride', ['heuristic', 'random'], [2, 3], [{}]],
  [
    'trains',
    ['heuristic', 'bigmoney'],
    [2],
    [
      { preset: 'first-game', map: 'tokyo' },
      { preset: 'first-game', map: 'osaka' },
    ],
  ],
  ['hellrail', ['heuristic', 'random'], [3], [{}]],
  ['rail-pass', ['cooperative', 'sharp'], [2], [{}, { timerMs: 300_000 }]],
];

describe.runIf(RUN)('arena HTML report in Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'arena-report-'));
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [id, bots, players, configs] of CASES) {
    it(`${id}: every chart is drawn, offline, without errors`, async () => {
      const game = getGame(id);
      const report = await runArena(
        game,
        { game: id, mode: 'round-robin', bots, players, configs, games: 8, seed: 'e2e', records: false },
        { workers: 1 },
      );
      const file = join(dir, `${id}.html`);
      writeFileSync(file, reportHtml(report));
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(String(e)));
      page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
      page.on('request', (r) => void (!r.url().startsWith('file:') && problems.push(`network: ${r.url()}`)));
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
      const charts = report.sections.flatMap((s) => s.charts);
      const drawn = charts.filter((c) => !('data' in c) || c.data.length > 0);
      expect(await page.locator('section > figure').count()).toBe(charts.length);
      expect(await page.locator('section > figure:has(svg), section > figure:has(table)').count()).toBeGreaterThanOrEqual(drawn.length);
      if (id === 'ticket-to-ride')
        expect(await page.locator('figure[data-kind="map"] line, figure[data-kind="map"] path').count()).toBeGreaterThan(100);
      await shot(page, `arena-${id}`, true);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
