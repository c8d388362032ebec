/**
 * Browser test: HellRail in the browser. A 2-seat local game (one human, one heuristic bot) played to
 * the end only by clicking — laying rails with the rotation preview, upgrading, moving (through
 * junctions when the track offers one), circle-effect dialogs — then the end screen; setting out a
 * car by its Set-out button (HR-6.2) in a saved game resumed at that moment; the main screens at
 * 375 px in Korean; and a HellRail table created in the online lobby. Screenshots go to
 * test-artifacts/hellrail-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot, startOnlineServer, type OnlineServer } from './support.js';
import { botContext } from '../../src/engine/bot.js';
import { RECORD_FORMAT, type GameRecord } from '../../src/engine/record.js';
import { rngFromSeed } from '../../src/engine/rng.js';
import { makeBot } from '../../src/games/index.js';
import { cardOf, hellrail, type CardId, type HrAction, type HrState } from '../../src/games/hellrail/index.js';

const enabled = haveChromium();
/** HR_E2E_FULL=1 plays the desktop game with the standard rules (until the cards run out, ~45–60 s) instead of the 6-round quick game. */
const FULL = process.env.HR_E2E_FULL === '1';

/** 'desktop' or '375', for screenshot names. */
const sizeTag = (page: Page): string => ((page.viewportSize()?.width ?? 1000) < 500 ? '375' : 'desktop');

/** What the scripted player did. */
interface Tally {
  lay: number;
  upgrade: number;
  move: number;
  steps: number;
  junctions: number;
  dialogs: number;
  setOut: number;
  pickUp: number;
  endTurn: number;
}

/** Per-turn memory of the scripted player (what it already tried this turn). */
interface TurnMemory {
  turn: string;
  tried: Set<string>;
}

/** Lays or upgrades with the selected card: a target cell by keyboard, one turn of the card, confirm. */
async function place(page: Page, tally: Tally, mem: TurnMemory, kind: 'lay' | 'upgrade'): Promise<string> {
  mem.tried.add(`did:${kind}`);
  const targets = page.locator(`[data-kind=${kind}]`);
  const target = kind === 'upgrade' ? targets.first() : targets.last();
  await target.focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=placement-preview]').waitFor({ state: 'attached' });
  if (await page.locator('[data-testid=rotate]').count()) await page.click('[data-testid=rotate]');
  if (tally[kind] === 0) await shot(page, `hellrail-${kind}-preview-${sizeTag(page)}`);
  await page.click('[data-testid=confirm-placement]');
  tally[kind]++;
  return kind;
}

/**
 * Selects, one after another, the enabled hand cards not yet tried for `testid` this turn, until one
 * shows it (with `kind`, a lay/upgrade target of that kind); returns the card or null.
 */
async function cardWith(page: Page, testid: string, mem: TurnMemory, kind?: string): Promise<string | null> {
  const cards = page.locator('[data-testid^=hand-card-]:enabled');
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const id = (await card.getAttribute('data-testid'))!.slice(10);
    const key = `${testid}${kind ?? ''}:${id}`;
    if (mem.tried.has(key)) continue;
    mem.tried.add(key);
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    const target = kind ? page.locator(`[data-kind=${kind}]`).first() : page.locator(`[data-testid=${testid}]`).first();
    if (await target.count()) return id;
  }
  return null;
}

/** Takes one action as a person would (by clicking); returns its kind or null if none was possible now. */
async function oneHrAction(page: Page, tally: Tally, mem: TurnMemory): Promise<string | null> {
  const board = page.locator('[data-testid=hr-board]');
  if (!(await board.count())) return null;
  const legal = Number((await board.getAttribute('data-legal')) ?? '0');
  if (legal === 0) return null;
  const phase = await board.getAttribute('data-phase');
  const turn = `${await board.getAttribute('data-turn')}`;
  if (mem.turn !== turn) {
    mem.turn = turn;
    mem.tried.clear();
  }
  const dialog = page.locator('[data-testid=choice-dialog]');
  if (await dialog.isVisible()) {
    const buttons = dialog.locator('.hr-choices button');
    const n = await buttons.count();
    if (tally.dialogs === 0) await shot(page, `hellrail-dialog-${sizeTag(page)}`);
    // Use the effect when it needs no choice beyond "use"; otherwise take the first choice listed.
    await buttons.nth(n > 1 && n <= 3 ? 1 : 0).click();
    tally.dialogs++;
    return 'dialog';
  }
  if (phase === 'MOVING') {
    const steps = page.locator('[data-testid^=step-]');
    const exits = new Set<string>();
    for (let i = 0; i < (await steps.count()); i++) exits.add((await steps.nth(i).getAttribute('data-testid'))!);
    const safe = page.locator('[data-testid^=step-]:not(.btn-danger)');
    if ((await safe.count()) > 0) {
      if (exits.size > 1 && (await page.getAttribute('[data-testid=move-panel]', 'data-junction')) === 'true') {
        tally.junctions++;
        if (tally.junctions === 1) await shot(page, `hellrail-junction-${sizeTag(page)}`);
        // Choose the branch by its arrow on the table, as a person would.
        const id = (await safe.last().getAttribute('data-testid'))!.slice(5);
        await page.click(`[data-testid=arrow-${id}]`);
      } else await safe.first().click();
      tally.steps++;
      return 'step';
    }
    const stop = page.locator('[data-testid=stop]');
    if (await stop.count()) {
      await stop.click();
      return 'stop';
    }
    await steps.first().click();
    tally.steps++;
    return 'derail';
  }
  if (phase !== 'ACTIONS') return null;
  const setOut = page.locator('[data-testid^=set-out-]');
  if (await setOut.count()) {
    await setOut.first().click();
    tally.setOut++;
    return 'setOut';
  }
  if (await cardWith(page, 'card-pick_up', mem)) {
    await page.click('[data-testid=card-pick_up]');
    tally.pickUp++;
    return 'pickUp';
  }
  // One upgrade, one move and one lay per turn, in that order.
  if (!mem.tried.has('did:upgrade') && (await cardWith(page, 'target-', mem, 'upgrade'))) return place(page, tally, mem, 'upgrade');
  if (!mem.tried.has('did:move') && (await cardWith(page, 'card-move_start', mem))) {
    mem.tried.add('did:move');
    await page.click('[data-testid=card-move_start]');
    tally.move++;
    return 'move';
  }
  if (!mem.tried.has('did:lay') && (await cardWith(page, 'target-', mem, 'lay'))) return place(page, tally, mem, 'lay');
  const end = page.locator('[data-testid=end-turn]');
  if (await end.count()) {
    await end.click();
    tally.endTurn++;
    return 'endTurn';
  }
  return null;
}

/** Plays until the end screen (or `maxActions`). */
async function playHr(page: Page, tally: Tally, maxActions = Infinity, timeoutMs = 120_000): Promise<number> {
  const mem: TurnMemory = { turn: '', tried: new Set() };
  const deadline = Date.now() + timeoutMs;
  let n = 0;
  while (Date.now() < deadline && n < maxActions) {
    if (await page.locator('[data-testid=end-screen]').isVisible()) return n;
    const kind = await oneHrAction(page, tally, mem);
    if (kind) n++;
    else await page.waitForTimeout(30);
  }
  if (n >= maxActions) return n;
  throw new Error(`HellRail game did not end in time after ${n} actions: ${JSON.stringify(tally)}`);
}

/**
 * A quick 2-seat game (seat 0 human, seat 1 heuristic bot) played by heuristic bots from `seed` until
 * seat 0, in its ACTIONS phase, may set out a car (HR-6.2): the record up to that moment.
 */
function recordUntilSetOut(seed: string): { record: GameRecord; state: HrState } {
  const config = hellrail.parseConfig({ roundLimit: 6 }, 2);
  let state = hellrail.setup(config, seed, 2);
  const bots = [0, 1].map((i) => makeBot(hellrail as never, 'heuristic', i));
  const rng = rngFromSeed(`${seed}/bots`);
  const actions: GameRecord['actions'] = [];
  for (let n = 0; n < 1000; n++) {
    const seat = hellrail.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = hellrail.legalActions(state, seat);
    if (seat === 0 && legal.some((a) => a.type === 'SET_OUT')) {
      const seats = [
        { name: 'Ada', kind: 'human' },
        { name: 'Bot', kind: 'bot:heuristic' },
      ];
      return { record: { format: RECORD_FORMAT, game: 'hellrail', config, seed, seats, actions }, state };
    }
    const action = bots[seat]!.act(botContext(hellrail as never, state, seat, rng, 0, legal)) as HrAction;
    const r = hellrail.apply(state, seat, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value;
    actions.push({ seat, action });
  }
  throw new Error(`seed ${seed}: seat 0 never had a car to set out`);
}

/** Total car value of seat 0's set-out pile after replaying `record` (HR-14). */
function setOutValue(record: GameRecord): number {
  let state = hellrail.setup(hellrail.parseConfig(record.config, record.seats.length), record.seed, record.seats.length);
  for (const a of record.actions) {
    const r = hellrail.apply(state, a.seat, hellrail.parseAction(a.action));
    if (!r.ok) throw new Error(`record does not replay: ${r.error.code}`);
    state = r.value;
  }
  return state.players[0]!.setOut.reduce((t, c) => t + cardOf(c).carValue, 0);
}

/** Opens the new-game page for HellRail with 2 seats (human + heuristic bot). */
async function newTwoSeatGame(page: Page, url: string, seed: string, variant: number, online = false, ko = false): Promise<void> {
  await page.goto(`${url}/new/hellrail${online ? '?online=1' : ''}`);
  await page.locator('[data-testid=start]').waitFor();
  if (online) {
    // An online table starts as the creator plus an open seat for a friend: make it a bot.
    await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBe(2);
    await page.selectOption('[data-testid=seat-kind-1]', 'bot:normal');
  } else {
    await page.getByRole('button', { name: ko ? '4번 자리 삭제' : 'Remove seat 4' }).click();
    await page.getByRole('button', { name: ko ? '3번 자리 삭제' : 'Remove seat 3' }).click();
  }
  await page.selectOption('[data-testid=variant]', String(variant));
  await page.fill('[data-testid=seed]', seed);
}

describe.skipIf(!enabled)('HellRail in the browser', () => {
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

  it('plays a 2-seat local game against a bot to the end by clicking', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await newTwoSeatGame(page, url, 'e2e-hellrail-1', FULL ? 0 : 1);
    await shot(page, 'hellrail-new-game-desktop', true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=hr-board]').waitFor();
    await shot(page, 'hellrail-start-desktop');
    const tally: Tally = { lay: 0, upgrade: 0, move: 0, steps: 0, junctions: 0, dialogs: 0, setOut: 0, pickUp: 0, endTurn: 0 };
    let midShot = false;
    const actions = await playHr(page, tally, 30);
    if (!midShot) {
      midShot = true;
      await shot(page, 'hellrail-game-desktop');
    }
    await playHr(page, tally);
    console.log(`hellrail e2e: ${actions}+ actions ${JSON.stringify(tally)}`);
    await page.locator('[data-testid=end-screen]').waitFor();
    await expect(page.locator('[data-testid=winner]').textContent()).resolves.toMatch(/won with \d+ points/);
    await shot(page, 'hellrail-end-desktop', true);
    expect(tally.lay).toBeGreaterThan(0);
    expect(tally.upgrade).toBeGreaterThan(0);
    expect(tally.move).toBeGreaterThan(0);
    expect(tally.junctions).toBeGreaterThan(0);
    const log = await page.locator('[data-testid=game-log] li').allTextContents();
    expect(log.some((l) => /laid R\d\d/.test(l))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('HR-6.2: sets out a car by clicking its Set-out button; the set-out pile and its value grow', async () => {
    const { record, state } = recordUntilSetOut('e2e-hellrail-setout');
    const legal = hellrail.legalActions(state, 0).filter((a): a is Extract<HrAction, { type: 'SET_OUT' }> => a.type === 'SET_OUT');
    const car = legal[0]!.car as CardId;
    const before = setOutValue(record);
    const countBefore = state.players[0]!.setOut.length;
    const trainBefore = state.players[0]!.train.length;
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.addInitScript(
      (saved) => {
        if (!sessionStorage.getItem('hr-setout-loaded')) {
          sessionStorage.setItem('hr-setout-loaded', '1');
          localStorage.setItem('roundhouse.local.running', `[${saved}]`);
        }
      },
      JSON.stringify({ id: 'hr-setout', at: Date.now(), record }),
    );
    await page.goto(`${url}/play/hr-setout`);
    const train = page.locator('[data-testid=train-0]');
    await train.waitFor();
    const count = page.locator('[data-testid=setout-count-0]');
    await expect(count.textContent()).resolves.toBe(`Set out: ${countBefore}`);
    await expect(train.locator('.hr-car').count()).resolves.toBe(trainBefore);
    const button = page.locator(`[data-testid=set-out-${car}]`);
    await expect(button.textContent()).resolves.toBe(`Set out (+${cardOf(car).carValue})`);
    await shot(page, 'hellrail-set-out-before');
    await button.click();
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid=setout-count-0]')?.textContent === `Set out: ${n}`,
      countBefore + 1,
    );
    await expect(train.locator('.hr-car').count()).resolves.toBe(trainBefore - 1);
    await expect(page.locator(`[data-testid=set-out-${car}]`).count()).resolves.toBe(0);
    const log = await page.locator('[data-testid=game-log] li').allTextContents();
    expect(log.some((l) => /Ada set out a car at circle \d/.test(l))).toBe(true);
    await shot(page, 'hellrail-set-out-after');
    // The saved game holds the click as a SET_OUT of that car: the set-out pile's value grew by the car's value (HR-14).
    const running = JSON.parse((await page.evaluate(() => localStorage.getItem('roundhouse.local.running'))) ?? '[]') as {
      id: string;
      record: GameRecord;
    }[];
    const saved = running.find((g) => g.id === 'hr-setout');
    if (!saved) throw new Error('the game is not among the saved unfinished games');
    expect(saved.record.actions.slice(0, record.actions.length)).toEqual(record.actions);
    expect(saved.record.actions[record.actions.length]).toEqual({ seat: 0, action: { type: 'SET_OUT', car } });
    expect(setOutValue(saved.record)).toBe(before + cardOf(car).carValue);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('looks right at 375 px (in Korean)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    await presetSettings(page, { name: 'Ada', language: 'ko', sound: false, botSpeed: 'instant' });
    await newTwoSeatGame(page, url, 'e2e-hellrail-375', 1, false, true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=hr-board]').waitFor();
    const tally: Tally = { lay: 0, upgrade: 0, move: 0, steps: 0, junctions: 0, dialogs: 0, setOut: 0, pickUp: 0, endTurn: 0 };
    await playHr(page, tally, 6);
    await shot(page, 'hellrail-game-375');
    await page.click('[data-testid=zoom-in]');
    await shot(page, 'hellrail-zoomed-375');
    await playHr(page, tally);
    await page.locator('[data-testid=end-screen]').waitFor();
    await shot(page, 'hellrail-end-375', true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    // The rules page in Korean marks the Roundhouse edition's own design.
    await page.goto(`${url}/rules/hellrail`);
    await page.getByText('◆ 라운드하우스 판').first().waitFor();
    await shot(page, 'hellrail-rules-375-ko', true);
    await page.close();
  });
});

describe.skipIf(!enabled)('HellRail online table', () => {
  let browser: Browser;
  let server: OnlineServer;
  beforeAll(async () => {
    server = await startOnlineServer('rh-hellrail-online-');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a HellRail table (you vs a bot), plays a few actions and lists it in the lobby', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await newTwoSeatGame(page, `http://127.0.0.1:${server.port}`, 'e2e-hellrail-online', 0, true);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=hr-board]').waitFor({ timeout: 20_000 });
    const tally: Tally = { lay: 0, upgrade: 0, move: 0, steps: 0, junctions: 0, dialogs: 0, setOut: 0, pickUp: 0, endTurn: 0 };
    await playHr(page, tally, 5, 30_000);
    await expect(page.locator('[data-testid=connection]').textContent()).resolves.toContain('Connected');
    expect(await page.locator('[data-testid=game-log] li').count()).toBeGreaterThan(3);
    await shot(page, 'hellrail-online-game');
    await page.goto(`http://127.0.0.1:${server.port}/lobby`);
    await expect(page.getByText('HellRail').first().textContent()).resolves.toContain('HellRail');
    expect(errors).toEqual([]);
    await page.close();
  });
});
