/**
 * Browser test of issue 18 (every player can play). In English and Korean, every site page and each
 * game's board mid-game (a local game against bots, at the player's turn):
 * - axe-core (@axe-core/playwright, default rules plus `label-content-name-mismatch`) at 1366 and
 *   375 px (Korean: 375 px): no serious or critical violation;
 * - no horizontal page scroll (`scrollWidth ≤ innerWidth`) at 1366, 1024, 768 and 375 px;
 * - in Korean, no Latin-letter word in the visible text outside an allow-list (game titles, ids);
 * - the page title names the page.
 * Then by keyboard (axe also runs with the ticket and payment dialogs open): Tab stays inside the ticket dialog, the map is one Tab stop whose arrow keys move
 * between routes, Enter on a route opens the payment dialog, Escape closes it and focus returns to
 * the route. Screenshots: test-artifacts/a11y-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';

const enabled = haveChromium();

const LANGS = ['en', 'ko'] as const;
type Lang = (typeof LANGS)[number];
/** Widths checked for horizontal overflow. */
const WIDTHS = [1366, 1024, 768, 375] as const;
/**
 * Where axe runs: both ends in English, the phone width in Korean (the same markup in another
 * language: there axe is for the translated names, labels and `lang`, which do not change with width).
 */
const AXE_WIDTHS: Readonly<Record<Lang, ReadonlySet<number>>> = { en: new Set([1366, 375]), ko: new Set([375]) };

const SITE_PAGES = [
  '/',
  '/new/ticket-to-ride',
  '/new/trains',
  '/new/hellrail',
  '/new/rail-pass',
  '/rules/ticket-to-ride',
  '/rules/trains',
  '/rules/hellrail',
  '/rules/rail-pass',
  '/lobby',
  '/replay',
  '/settings',
] as const;

/**
 * Latin-letter words allowed in Korean text: the brand and game titles, the names of languages and
 * keys, formats and units. Ids are allowed too: kebab-case ids (`roundhouse-record/1`) are removed
 * before the check, and Rail Pass train ids (AL … FS) are in the list.
 */
const LATIN_ALLOWED = new Set([
  'Roundhouse',
  'HellRail',
  'Rail',
  'Pass',
  'Trains',
  'Ticket',
  'to',
  'Ride',
  'USA',
  'VP',
  'English',
  'Esc',
  'JSON',
  ...['A', 'B', 'C', 'D', 'E', 'F'].flatMap((c) => [`${c}L`, `${c}S`]),
]);

/** Per game: the board root and how to reach the player's turn from a new local game. */
const BOARDS: readonly { game: string; root: string; toTurn(page: Page): Promise<void> }[] = [
  {
    game: 'ticket-to-ride',
    root: '[data-testid=ttr-board]',
    async toTurn(page) {
      const dialog = page.locator('[data-testid=ticket-dialog]');
      await dialog.waitFor();
      const boxes = dialog.locator('input[type=checkbox]');
      for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
      await page.click('[data-testid=keep-tickets]');
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-testid=ttr-board][data-phase=turn]:not([data-legal="0"])').waitFor();
    },
  },
  {
    game: 'trains',
    root: '[data-testid=trains-board]',
    async toTurn(page) {
      await page.locator('.tr-hex.is-pickable').first().click();
      await page.locator('[data-testid=trains-board]:not([data-phase=start]):not([data-legal="0"])').waitFor();
    },
  },
  {
    game: 'hellrail',
    root: '[data-testid=hr-board]',
    async toTurn(page) {
      await page.locator('[data-testid=hr-board]:not([data-legal="0"])').waitFor();
    },
  },
  {
    game: 'rail-pass',
    root: '[data-testid=rp-board]',
    async toTurn(page) {
      await page.locator('[data-testid=rp-city-F]').waitFor();
    },
  },
];

/**
 * Serious and critical axe violations on the page, one line each (rule: first target). Legacy mode
 * runs axe in the page itself; the default opens a blank page per call to merge frame results
 * (about 0.6 s each, 5× the analysis here) — these pages have no frames to merge.
 */
async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** How far (px) the page scrolls sideways. */
function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The Latin-letter words of the page's visible text that are not in the allow-list. */
async function latinWords(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, [hidden], .sr-only, [aria-hidden=true]')) continue;
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) continue;
      const text = (n.textContent ?? '').replace(/[a-z0-9]+(?:-[a-z0-9]+)+(?:\/\d+)?/g, ' ');
      out.push(...(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []));
    }
    return out;
  });
  return [...new Set(words.filter((w) => !LATIN_ALLOWED.has(w)))];
}

/**
 * Phone and tablet checks of a board: seat names not cut off, a visible swipe hint in every map that
 * scrolls sideways, tap targets of at least 24 px (TTR route hit lines, Trains info buttons).
 */
function touchProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.seat-name'))
      if (el.scrollWidth > el.clientWidth + 1) out.push(`seat name cut off: ${el.textContent}`);
    for (const map of document.querySelectorAll<HTMLElement>('.ttr-map, .tr-map')) {
      if (map.scrollWidth <= map.clientWidth + 1) continue;
      const hint = map.querySelector<HTMLElement>('.map-swipe-hint, .tr-swipe-hint');
      if (!hint || !hint.checkVisibility()) out.push(`${map.className} scrolls sideways without a swipe hint`);
    }
    for (const hit of document.querySelectorAll<SVGElement>('.route.is-claimable .route-hit')) {
      const cs = getComputedStyle(hit);
      if (parseFloat(cs.strokeWidth) < 24 || cs.getPropertyValue('vector-effect') !== 'non-scaling-stroke')
        out.push('route hit line < 24 px');
      break;
    }
    for (const b of document.querySelectorAll<HTMLElement>('.tr-info')) {
      const r = b.getBoundingClientRect();
      if (r.width > 0 && (r.width < 24 || r.height < 24)) out.push(`Trains info button ${r.width}×${r.height} px`);
    }
    return out;
  });
}

/** Runs every check of one view (page or board) at `width`; returns the problems found. */
async function checkAt(page: Page, lang: Lang, what: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
  await page.waitForTimeout(40);
  const where = `${lang} ${what} @${width}`;
  const problems: string[] = [];
  const over = await overflowX(page);
  if (over > 0) problems.push(`${where}: scrolls sideways by ${over} px`);
  if (AXE_WIDTHS[lang].has(width)) for (const p of await axeProblems(page)) problems.push(`${where}: ${p}`);
  if (width <= 768) for (const p of await touchProblems(page)) problems.push(`${where}: ${p}`);
  if (lang === 'ko' && width === 1366) {
    const latin = await latinWords(page);
    if (latin.length) problems.push(`${where}: Latin words ${latin.join(', ')}`);
  }
  return problems;
}

describe.skipIf(!enabled)('every player can play (issue 18)', () => {
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

  async function open(lang: Lang): Promise<Page> {
    // AxeBuilder needs a page of a context made by browser.newContext().
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    // A long name (the seat strip must not cut it); Korean in Korean, so the Latin-word check sees only the app's text.
    await presetSettings(page, { name: lang === 'ko' ? '김지민 선수' : 'Ada Lovelace', language: lang, sound: false, botSpeed: 'instant' });
    return page;
  }

  for (const lang of LANGS) {
    // One test per page (each with its own time limit); the last checks that every title differs.
    const titles = new Map<string, string>();
    for (const path of SITE_PAGES) {
      it(`${lang}: ${path} passes axe and never scrolls sideways`, async () => {
        const page = await open(lang);
        await page.goto(`${url}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(100);
        titles.set(path, await page.title());
        const problems: string[] = [];
        for (const w of WIDTHS) problems.push(...(await checkAt(page, lang, path, w)));
        if (path === '/') await shot(page, `a11y-home-${lang}-375`);
        expect(problems).toEqual([]);
        await page.context().close();
      });
    }
    it(`${lang}: every site page has its own title`, () => {
      expect([...titles.keys()]).toEqual([...SITE_PAGES]);
      expect(new Set(titles.values()).size, [...titles.values()].join(' | ')).toBe(SITE_PAGES.length);
    });

    for (const b of BOARDS) {
      it(`${lang}: the ${b.game} board mid-game passes axe and fits phones and tablets`, async () => {
        const page = await open(lang);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${url}/new/${b.game}`);
        await page.fill('[data-testid=seed]', `a11y-${b.game}`);
        await page.click('[data-testid=start]');
        await page.locator(b.root).waitFor();
        await b.toTurn(page);
        await page.waitForTimeout(200);
        const problems: string[] = [];
        for (const w of WIDTHS) {
          problems.push(...(await checkAt(page, lang, b.game, w)));
          if (w === 375 || w === 768) await shot(page, `a11y-${b.game}-${lang}-${w}`);
        }
        expect(problems).toEqual([]);
        expect(await page.title()).toMatch(lang === 'ko' ? / — .+ · 라운드하우스$/ : / — .+ · Roundhouse$/);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('keyboard: Tab stays in the dialog, the map is one Tab stop, Escape closes and focus returns', async () => {
    const page = await open('en');
    await page.goto(`${url}/new/ticket-to-ride`);
    await page.fill('[data-testid=seed]', 'a11y-keys');
    await page.click('[data-testid=start]');
    const dialog = page.locator('[data-testid=ticket-dialog]');
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid=ticket-dialog]'));
    expect(await inDialog()).toBe(true);
    expect(await axeProblems(page), 'ticket dialog').toEqual([]);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inDialog(), `Tab ${i + 1} left the dialog`).toBe(true);
    }
    // Check every ticket by keyboard and keep them.
    for (let i = 0; i < (await dialog.locator('input[type=checkbox]').count()); i++) {
      await dialog.locator('input[type=checkbox]').nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.locator('[data-testid=keep-tickets]').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid=ttr-board][data-phase=turn]:not([data-legal="0"])').waitFor();

    // The map: exactly one claimable route is a Tab stop; the arrow keys move focus along the map.
    const stops = await page.evaluate(() => document.querySelectorAll('[data-testid=ttr-map] [tabindex="0"]').length);
    expect(stops).toBe(1);
    await page.locator('[data-testid=ttr-map] [tabindex="0"]').focus();
    const focusedRoute = () => page.evaluate(() => document.activeElement?.getAttribute('data-route') ?? null);
    const first = await focusedRoute();
    expect(first).not.toBeNull();
    const seen = new Set([first]);
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'End']) {
      await page.keyboard.press(key);
      seen.add(await focusedRoute());
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(seen.has(null)).toBe(false);
    // One Tab leaves the map.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=ttr-map]'))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    const route = await focusedRoute();
    expect(route).not.toBeNull();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.locator('.map-tip').waitFor();
    await shot(page, 'a11y-ttr-map-focus');
    // Enter opens the payment dialog with focus inside; Escape closes it; focus is back on the route.
    await page.keyboard.press('Enter');
    const pay = page.locator('[data-testid=payment-chooser]');
    await pay.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=payment-chooser]'))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=payment-chooser]'))).toBe(true);
    }
    expect(await axeProblems(page), 'payment dialog').toEqual([]);
    await shot(page, 'a11y-ttr-payment');
    await page.keyboard.press('Escape');
    await pay.waitFor({ state: 'detached' });
    expect(await focusedRoute()).toBe(route);
    await page.context().close();
  });
});
