/**
 * Browser test: a local Rail Pass practice round (2 players, 1-minute timer, RP-19.1 minimum) with
 * the person running cities A–C and the cooperative bot running D–F. The test lifts and parks a train,
 * loads cubes, sends the train to a neighbour and sees a cube delivered (RP-14.4), all by clicking;
 * measures the frame rate while trains move; and ends the round (RP-17).
 *
 * The practice round runs under Playwright's clock (`page.clock.install()` before the page loads):
 * the local game clock reads `performance.now()` and the real-time loop is a `setInterval`, both of
 * which the installed clock controls. Time flows at real speed while the test clicks; at the end the
 * test jumps the clock past the round's end (`fastForward`) instead of waiting a real minute. The two
 * frame-rate tests below run in their own pages on the real clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { railPass } from '../../src/games/rail-pass/index.js';
import type { City, RailPassAction, RailPassState } from '../../src/games/rail-pass/index.js';
import { RECORD_FORMAT, type GameRecord } from '../../src/engine/record.js';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';

const enabled = haveChromium();

/** Text content of a locator, trimmed. */
async function text(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

/** The cube letters of city `c`'s shipping yard, front first. */
async function yard(page: Page, c: string): Promise<string[]> {
  return page.locator(`[data-testid=rp-city-${c}] .rp-yard-row .rp-cube`).allTextContents();
}

/** Frames per second the page renders over `ms` (requestAnimationFrame count). */
async function measureFps(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (span) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const start = performance.now();
        const tick = () => {
          frames++;
          if (performance.now() - start < span) requestAnimationFrame(tick);
          else resolve((frames * 1000) / (performance.now() - start));
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

/** Selects the train chip `selector` (clicking toggles, so only when it is not selected yet). */
async function select(page: Page, selector: string): Promise<void> {
  const chip = page.locator(selector).first();
  await chip.waitFor();
  if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
}

/** Clicks the action button whose label matches `name` (waiting for it to be enabled). */
async function act(page: Page, name: RegExp): Promise<void> {
  const button = page.locator('[data-testid=rp-actions] button', { hasText: name }).first();
  await button.waitFor({ timeout: 15_000 });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

describe.skipIf(!enabled)('Rail Pass in the browser', () => {
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

  it('plays a practice round by clicking: lift, park, load, send, deliver', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 950 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    // Fake timers (Date, performance.now, setTimeout/setInterval, requestAnimationFrame) that flow at
    // real speed until the test moves them: see the module doc.
    await page.clock.install();
    await page.goto(`${url}/new/rail-pass`);
    await page.locator('[data-testid=variant]').selectOption({ label: '2 players · Point to Point' });
    await page.locator('[data-testid=option-timer]').selectOption({ label: '1 minute (practice)' });
    await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBe(2);
    await page.fill('[data-testid=seed]', 'e2e-rail-pass');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=rp-board]').waitFor();
    await shot(page, 'rail-pass-start-desktop');

    // Cities A, B, C are ours (2p-point-to-point, RP-3). Train CL starts on C's long track with an engineer.
    const trackTrain = page.locator('[data-testid=rp-city-C] .rp-track-long .rp-train');
    await trackTrain.waitFor();
    const id = ((await trackTrain.locator('.rp-train-id').textContent()) ?? '').trim();
    await trackTrain.click();
    await act(page, /Lift into your hand/);
    await select(page, `.rp-hands [data-testid=rp-train-${id}]`);
    await act(page, /Park on the long track/);
    await page.locator(`[data-testid=rp-city-C] .rp-track-long [data-testid=rp-train-${id}]`).waitFor();

    // Load until the train carries a D cube (C's yard holds the other colours) or is full.
    await select(page, `[data-testid=rp-city-C] [data-testid=rp-train-${id}]`);
    for (let i = 0; i < 5; i++) {
      const cubes = await yard(page, 'C');
      const carried = await page.locator(`[data-testid=rp-train-${id}] .rp-train-cargo .rp-cube:not(.rp-cube-empty)`).allTextContents();
      if (carried.includes('D')) break;
      await act(page, cubes[cubes.length - 1] === 'D' ? /Load back cube/ : /Load front cube/);
      await expect
        .poll(() => page.locator(`[data-testid=rp-train-${id}] .rp-train-cargo .rp-cube:not(.rp-cube-empty)`).count())
        .toBe(carried.length + 1);
    }
    await shot(page, 'rail-pass-loaded-desktop');
    const deliveredBefore = Number((await text(page, '[data-testid=rp-city-D] .rp-storage')).match(/\d+/)![0]);
    await act(page, /Send to D/);
    await page.locator(`[data-testid=rp-moving-${id}]`).waitFor();

    // Frame rate while the train moves.
    const fps = await measureFps(page, 1000);
    console.log(`rail-pass: ${fps.toFixed(1)} frames per second while our train moves`);
    expect(fps).toBeGreaterThan(20);
    await shot(page, 'rail-pass-transit-desktop');

    // On arrival in D its D cubes are unloaded into D's storage (RP-14.4).
    await expect
      .poll(async () => Number((await text(page, '[data-testid=rp-city-D] .rp-storage')).match(/\d+/)![0]), { timeout: 20_000 })
      .toBeGreaterThan(deliveredBefore);
    await expect.poll(async () => Number(await text(page, '[data-testid=rp-score] strong')), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);

    // Phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'rail-pass-phone', true);
    await page.setViewportSize({ width: 1300, height: 950 });

    // The 1-minute round ends and the end panel shows the team result (RP-17): jump past T rather
    // than wait for it (the real-time loop's next tick sees the round over).
    await page.clock.fastForward(60_000);
    await page.locator('[data-testid=rp-end]').waitFor({ timeout: 10_000 });
    expect(await text(page, '[data-testid=rp-end]')).toMatch(/points/);
    await shot(page, 'rail-pass-end-desktop');
    expect(errors).toEqual([]);
  });

  it('keeps rendering smoothly with the six-city railway busy (1 person, 5 cooperative bots)', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 950 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/rail-pass`);
    await page.locator('[data-testid=variant]').selectOption({ label: '6 players · Circle' });
    await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBe(6);
    await page.fill('[data-testid=seed]', 'e2e-rail-pass-busy');
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=rp-board]').waitFor();
    let moving = 0;
    const deadline = Date.now() + 30_000;
    while (moving < 4 && Date.now() < deadline) {
      moving = Math.max(moving, await page.locator('[data-testid^=rp-moving-]').count());
      await page.waitForTimeout(250);
    }
    const fps = await measureFps(page, 2000);
    const during = await page.locator('[data-testid^=rp-moving-]').count();
    console.log(`rail-pass: ${fps.toFixed(1)} frames per second with ${during} trains moving (peak seen ${moving})`);
    await shot(page, 'rail-pass-busy-desktop');
    expect(moving).toBeGreaterThanOrEqual(4);
    expect(fps).toBeGreaterThan(20);
  });

  it('renders at least 50 frames per second with all twelve trains moving', async () => {
    // A 6p-circle record in which every seat sends its long train over its tunnel at 0 ms (arrives
    // at 6000) and its short train over its open track at 3000 ms (arrives at 7000): from 3000 to
    // 6000 ms all twelve trains are in transit (RP-11). The page resumes the saved game at 3000 ms.
    const config = railPass.parseConfig({ setup: '6p-circle' }, 6);
    let state: RailPassState = railPass.setup(config, 'e2e-twelve', 6);
    const actions: GameRecord['actions'] = [];
    const send = (seat: number, size: 'long' | 'short', edge: 'tunnel' | 'open', at: number) => {
      state = railPass.advance!(state, at);
      const city = state.seats[seat]!.cities[0]!;
      const to = Object.entries(state.setup.adj[city]).find(([, type]) => type === edge)![0];
      const action: RailPassAction = {
        type: 'SEND',
        train: state.tracks[city][size]!,
        to: to as City,
      };
      const r = railPass.apply(state, seat, action, at);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.value;
      actions.push({ seat, action, at });
    };
    for (let seat = 0; seat < 6; seat++) send(seat, 'long', 'tunnel', 0);
    for (let seat = 0; seat < 6; seat++) send(seat, 'short', 'open', 3000);
    expect(Object.values(state.trains).filter((z) => z.loc.kind === 'transit')).toHaveLength(12);
    const record: GameRecord = {
      format: RECORD_FORMAT,
      game: 'rail-pass',
      config,
      seed: 'e2e-twelve',
      seats: [0, 1, 2, 3, 4, 5].map((i) => (i === 0 ? { name: 'Ada', kind: 'human' } : { name: `bot ${i + 1}`, kind: 'bot:cooperative' })),
      actions,
    };
    const page = await browser.newPage({ viewport: { width: 1300, height: 950 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.addInitScript(
      (saved) => localStorage.setItem('roundhouse.local.running', `[${saved}]`),
      JSON.stringify({ id: 'twelve', at: Date.now(), record }),
    );
    await page.goto(`${url}/play/twelve`);
    await page.locator('[data-testid=rp-board]').waitFor();
    const before = await page.locator('[data-testid^=rp-moving-]').count();
    const fps = await measureFps(page, 1500);
    const after = await page.locator('[data-testid^=rp-moving-]').count();
    console.log(`rail-pass: ${fps.toFixed(1)} frames per second with ${before} → ${after} trains moving`);
    await shot(page, 'rail-pass-twelve-trains');
    expect(before).toBe(12);
    expect(after).toBe(12);
    expect(fps).toBeGreaterThanOrEqual(50);
  });
});
