/**
 * Browser test of the table layouts (issue 22). For each game, at 1280×800, 1440×900 and 1920×1080,
 * in English and Korean, a local game against bots is started and brought to the player's turn (once
 * per language; the window is then resized to each size); then the page must not scroll, the board
 * and the seat's hand or controls and the turn indicator must lie fully inside the viewport, the
 * board must be the largest panel on the table, and below 1440 px the log must be a closed drawer. Trains' city labels must fit their hexes; Rail Pass must
 * show all six city cards. Screenshots: test-artifacts/layout-<game>-<lang>-<w>x<h>.png.
 * On a phone (375×812, touch): HellRail's "Fit" shows the whole table (nothing to scroll inside it)
 * and zooming out undoes zooming in, and a tapped cell's placement controls dock in view, and so do a
 * moving engine's step buttons, with the engine kept in view above them; Trains puts the turn panel and
 * the hand before the supply; a game that ends while the page is scrolled down brings the final scoring into view; Rail Pass's timer and score cards are no taller than their
 * content and keep the board's side margin, and the actions of a train selected far down the page dock
 * in view (on a 1366×768 laptop too); after a Ticket to Ride face-up take, the second-draw prompt shows in view beside the cards.
 * Screenshots: test-artifacts/layout-<game>-phone.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { haveChromium, launch, presetSettings, serveDist, shot } from './support.js';
import { botContext } from '../../src/engine/bot.js';
import { RECORD_FORMAT, type GameRecord } from '../../src/engine/record.js';
import { rngFromSeed } from '../../src/engine/rng.js';
import { getGame, makeBot } from '../../src/games/index.js';
import { playGame } from '../../src/engine/play.js';
import { hellrail, type HrAction } from '../../src/games/hellrail/index.js';

const enabled = haveChromium();

const SIZES = [
  [1280, 800],
  [1440, 900],
  [1920, 1080],
] as const;
const LANGS = ['en', 'ko'] as const;

/** Per game: the board root, the board itself, what must be visible and how to reach the player's turn. */
interface GameLayout {
  readonly game: string;
  readonly root: string;
  readonly board: string;
  readonly controls: readonly string[];
  readonly toTurn: (page: Page) => Promise<void>;
}

const GAMES: readonly GameLayout[] = [
  {
    game: 'ticket-to-ride',
    root: '[data-testid=ttr-board]',
    board: '[data-testid=ttr-map]',
    controls: ['[data-testid=hand]', '[data-testid=draw-blind]', '[data-testid=face-up]'],
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
    board: '[data-testid=trains-map]',
    controls: ['[data-testid=hand]', '[data-testid=end-turn]', '[data-testid=play-all]'],
    async toTurn(page) {
      await page.locator('.tr-hex.is-pickable').first().click();
      await page.locator('[data-testid=trains-board]:not([data-phase=start]):not([data-legal="0"])').waitFor();
    },
  },
  {
    game: 'hellrail',
    root: '[data-testid=hr-board]',
    board: '[data-testid=hr-table]',
    controls: ['[data-testid=hand]', '[data-testid=end-turn]', '[data-testid=trains]'],
    async toTurn(page) {
      await page.locator('[data-testid=hr-board]:not([data-legal="0"])').waitFor();
    },
  },
  {
    game: 'rail-pass',
    root: '[data-testid=rp-board]',
    board: '.rp-cities',
    controls: ['.rp-hands', '[data-testid=rp-actions]', '[data-testid=rp-map]', '[data-testid=rp-timer]'],
    async toTurn(page) {
      await page.locator('[data-testid=rp-city-F]').waitFor();
    },
  },
];

type Box = { x: number; y: number; width: number; height: number };

/** Bounding boxes of the first element matching each selector (null when absent). */
function boxes(page: Page, selectors: readonly string[]): Promise<(Box | null)[]> {
  return page.evaluate((sels) => {
    return sels.map((s) => {
      const el = document.querySelector(s);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
  }, selectors);
}

/** The areas (px²) of the panels of the board root that neither contain nor lie inside the board. */
function otherPanels(page: Page, root: string, board: string): Promise<{ name: string; area: number }[]> {
  return page.evaluate(
    ([rootSel, boardSel]) => {
      const rootEl = document.querySelector(rootSel!)!;
      const boardEl = document.querySelector(boardSel!)!;
      return [...rootEl.querySelectorAll('section, .panel')]
        .filter((el) => !el.contains(boardEl) && !boardEl.contains(el))
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { name: `${el.tagName}.${el.className}`, area: r.width * r.height };
        });
    },
    [root, board],
  );
}

const inside = (b: Box | null, w: number, h: number): boolean =>
  b !== null && b.width > 0 && b.height > 0 && b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;

/**
 * A 2-seat HellRail record (seat 0 human, seat 1 heuristic bot) played by heuristic bots from `seed`
 * until seat 0 has started a move (HR-7) with a step that neither derails (HR-8) nor ends the move:
 * seat 0 is then in its MOVING phase.
 */
function hellrailRecordMoving(seed: string): GameRecord {
  const config = hellrail.parseConfig({}, 2);
  let state = hellrail.setup(config, seed, 2);
  const bots = [0, 1].map((i) => makeBot(hellrail as never, 'heuristic', i));
  const rng = rngFromSeed(`${seed}/bots`);
  const actions: GameRecord['actions'] = [];
  const seats = [
    { name: 'Ada', kind: 'human' },
    { name: 'Bot', kind: 'bot:heuristic' },
  ];
  for (let n = 0; n < 2000; n++) {
    const seat = hellrail.activeSeats(state)[0];
    if (seat === undefined) break;
    const legal = hellrail.legalActions(state, seat);
    if (seat === 0)
      for (const a of legal.filter((x) => x.type === 'MOVE_START')) {
        const r = hellrail.apply(state, 0, a);
        const safeStep = (x: HrAction): boolean => {
          if (!r.ok || x.type !== 'STEP') return false;
          const after = hellrail.apply(r.value, 0, x);
          return after.ok && after.value.phase === 'MOVING' && !after.value.events.some((e) => e.kind === 'DERAIL');
        };
        if (r.ok && hellrail.legalActions(r.value, 0).some(safeStep))
          return { format: RECORD_FORMAT, game: 'hellrail', config, seed, seats, actions: [...actions, { seat: 0, action: a }] };
      }
    const action = bots[seat]!.act(botContext(hellrail as never, state, seat, rng, 0, legal)) as HrAction;
    const r = hellrail.apply(state, seat, action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value;
    actions.push({ seat, action });
  }
  throw new Error(`seed ${seed}: seat 0 never started a move`);
}

describe.skipIf(!enabled)('table layouts fit a laptop screen', () => {
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

  for (const g of GAMES) {
    it(`${g.game}: board, hand/controls and turn indicator inside the viewport at every size, in both languages`, async () => {
      for (const lang of LANGS) {
        // One game per language, brought to the player's turn once, then checked at each size as a
        // resized window (widest first: the Trains buy check at 1280 px changes the hand, so it runs last).
        const [w0, h0] = SIZES[SIZES.length - 1]!;
        const page = await browser.newPage({ viewport: { width: w0, height: h0 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await presetSettings(page, { name: 'Ada', language: lang, sound: false, botSpeed: 'instant' });
        await page.goto(`${url}/new/${g.game}`);
        await page.locator('[data-testid=start]').waitFor();
        await page.fill('[data-testid=seed]', `layout-${g.game}`);
        await page.click('[data-testid=start]');
        await page.locator(g.root).waitFor();
        await g.toTurn(page);
        for (const [w, h] of [...SIZES].reverse()) {
          await page.setViewportSize({ width: w, height: h });
          await page.waitForTimeout(300);
          const where = `${g.game} ${lang} ${w}×${h}`;

          const scroll = await page.evaluate(() => ({
            w: document.documentElement.scrollWidth,
            h: document.documentElement.scrollHeight,
          }));
          expect(scroll, `${where}: the page scrolls`).toEqual({ w, h });
          const [board, turn, ...controls] = await boxes(page, [g.board, '[data-testid=turn-indicator]', ...g.controls]);
          expect(inside(board ?? null, w, h), `${where}: board ${JSON.stringify(board)}`).toBe(true);
          expect(inside(turn ?? null, w, h), `${where}: turn indicator`).toBe(true);
          controls.forEach((c, i) => expect(inside(c ?? null, w, h), `${where}: ${g.controls[i]} ${JSON.stringify(c)}`).toBe(true));
          const boardArea = board!.width * board!.height;
          for (const p of await otherPanels(page, g.root, g.board))
            expect(p.area, `${where}: ${p.name} is larger than the board`).toBeLessThanOrEqual(boardArea);
          // The log: a closed drawer below 1440 px, a column from 1440 px.
          expect(await page.locator('[data-testid=table-log]').isVisible(), `${where}: log visible`).toBe(w >= 1440);

          if (g.game === 'trains' && lang === 'en' && w === 1280) {
            const overflow = await page.evaluate(() => {
              const names = [...document.querySelectorAll<SVGTextElement>('.tr-hex-name')];
              // Hex width (flat side to flat side) of the map, in SVG units: √3 × radius 40.
              return {
                count: names.length,
                wide: names.filter((n) => n.getBBox().width > Math.sqrt(3) * 40 - 4).map((n) => n.textContent),
              };
            });
            expect(overflow.count).toBeGreaterThan(10);
            expect(overflow.wide).toEqual([]);
            // With money in hand, buyable piles show a "buy" badge beside the count: on one line, inside the card.
            await page.click('[data-testid=play-all]');
            await page.locator('[data-buyable="1"]').first().waitFor();
            const badges = await page.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('[data-buyable="1"] .tr-left')].map((el) => ({
                lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '16')),
                fits: [el, el.querySelector('.tr-buy-tag')].every((x) => {
                  const pile = (el.closest('.tr-pile') ?? el).getBoundingClientRect();
                  const r = (x ?? el).getBoundingClientRect();
                  return r.left >= pile.left - 1 && r.right <= pile.right + 1 && el.scrollWidth <= el.clientWidth + 1;
                }),
                text: el.textContent,
              })),
            );
            expect(badges.length).toBeGreaterThan(0);
            for (const b of badges) expect(b, `${where}: badge ${b.text}`).toMatchObject({ lines: 1, fits: true });
            await shot(page, 'layout-trains-buy-en-1280x800');
          }
          if (g.game === 'rail-pass') {
            const cities = await boxes(
              page,
              ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => `[data-testid=rp-city-${c}]`),
            );
            cities.forEach((c, i) => expect(inside(c ?? null, w, h), `${where}: city ${'ABCDEF'[i]}`).toBe(true));
          }
          await shot(page, `layout-${g.game}-${lang}-${w}x${h}`);
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }

  /** A phone page (375×812, touch) in English with the bot pace `botSpeed`, page errors collected. */
  async function phonePage(botSpeed: 'instant' | 'slow' = 'instant'): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed });
    return { page, errors, close: () => context.close() };
  }

  /** A new local game of `game` on a phone (375×812, touch), started with a fixed seed. */
  async function phoneGame(game: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const phone = await phonePage();
    await phone.page.goto(`${url}/new/${game}`);
    await phone.page.fill('[data-testid=seed]', `layout-phone-${game}`);
    await phone.page.click('[data-testid=start]');
    return phone;
  }

  /** The local game `record` (saved as game `id`) opened on a phone. */
  async function phoneRecord(
    id: string,
    record: GameRecord,
    botSpeed: 'instant' | 'slow' = 'instant',
  ): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const phone = await phonePage(botSpeed);
    await phone.page.addInitScript(
      (saved) => localStorage.setItem('roundhouse.local.running', `[${saved}]`),
      JSON.stringify({ id, at: Date.now(), record }),
    );
    await phone.page.goto(`${url}/play/${id}`);
    return phone;
  }

  it('on a phone: HellRail\'s "Fit" shows the whole table, and zooming out undoes zooming in', async () => {
    const { page, errors, close } = await phoneGame('hellrail');
    await page.locator('[data-testid=hr-board]:not([data-legal="0"])').waitFor();
    // Nothing to scroll inside the table: every row and column is in view.
    const fits = () =>
      page.locator('.hr-scroll').evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
    const canPress = (id: string) => page.locator(`[data-testid=${id}]`).isEnabled();
    await expect(fits(), 'fit at the start').resolves.toBe(true);
    await page.locator('.hr-table').scrollIntoViewIfNeeded();
    await shot(page, 'layout-hellrail-phone');
    await page.click('[data-testid=zoom-in]');
    await expect(fits(), 'zoomed in').resolves.toBe(false);
    await expect(canPress('zoom-out')).resolves.toBe(true);
    await expect(canPress('zoom-fit')).resolves.toBe(true);
    await page.click('[data-testid=zoom-in]');
    await page.click('[data-testid=zoom-out]');
    await page.click('[data-testid=zoom-fit]');
    await expect(fits(), 'after Fit').resolves.toBe(true);
    await expect(canPress('zoom-out')).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: tapping a HellRail cell docks the rotations, Lay here and Cancel in view, below the cell', async () => {
    const { page, errors, close } = await phoneGame('hellrail');
    await page.locator('[data-testid=hr-board]:not([data-legal="0"])').waitFor();
    const lay = page.locator('[data-kind=lay]');
    const cards = page.locator('[data-testid^=hand-card-]:enabled');
    for (let i = 0; (await lay.count()) === 0 && i < (await cards.count()); i++) await cards.nth(i).tap();
    expect(await lay.count(), 'a hand card with an empty cell to lay on').toBeGreaterThan(0);
    // The lowest target, at the bottom edge of the screen: the docked bar must not cover it.
    const target = lay.last();
    await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await target.tap();
    const bar = page.locator('[data-testid=placement]');
    await bar.locator('[data-testid=confirm-placement]').waitFor();
    await page.waitForTimeout(600);
    const cellName = await page
      .locator('[data-testid=placement-preview]')
      .evaluate((el) => el.closest('[data-cell]')!.getAttribute('data-cell'));
    const [panel, cell] = await boxes(page, ['[data-testid=placement]', `[data-cell="${cellName}"]`]);
    expect(inside(panel ?? null, 375, 812), `placement bar ${JSON.stringify(panel)}`).toBe(true);
    expect(cell!.y + cell!.height, 'the cell being placed is not under the bar').toBeLessThanOrEqual(panel!.y);
    await shot(page, 'layout-hellrail-phone-placing');
    await bar.locator('[data-testid=confirm-placement]').tap();
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: while the engine moves, its step buttons dock at the bottom with the engine in view above them', async () => {
    const { page, errors, close } = await phoneRecord('hr-move', hellrailRecordMoving('layout-phone-move'));
    const panel = page.locator('[data-testid=move-panel]');
    await panel.waitFor();
    const engineAbovePanel = async (when: string) => {
      await page.waitForTimeout(700);
      const [bar, engine] = await boxes(page, ['[data-testid=move-panel]', '[data-testid=engine-0]']);
      expect(inside(bar ?? null, 375, 812), `${when}: move panel ${JSON.stringify(bar)}`).toBe(true);
      expect(engine!.y, `${when}: engine below the top of the screen`).toBeGreaterThanOrEqual(0);
      expect(engine!.y + engine!.height, `${when}: engine above the move panel`).toBeLessThanOrEqual(bar!.y);
    };
    await engineAbovePanel('move started');
    await shot(page, 'layout-hellrail-phone-moving');
    // The player scrolls down to read the trains, then steps: the engine comes back into view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('[data-testid^=step-]:not(.btn-danger)').first().tap();
    await engineAbovePanel('after a step');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: Trains shows the turn panel and the hand right under the map, the supply after them', async () => {
    const { page, errors, close } = await phoneGame('trains');
    await page.locator('.tr-hex.is-pickable').first().tap();
    await page.locator('[data-testid=turn-panel]').waitFor();
    const [map, turn, hand, supply] = await boxes(page, [
      '.tr-map',
      '[data-testid=turn-panel]',
      '[data-testid=my-cards]',
      '[data-testid=supply]',
    ]);
    expect(turn!.y, 'turn panel under the map').toBeGreaterThanOrEqual(map!.y + map!.height);
    expect(hand!.y, 'hand under the turn panel').toBeGreaterThanOrEqual(turn!.y + turn!.height);
    expect(supply!.y, 'supply after the hand').toBeGreaterThanOrEqual(hand!.y + hand!.height);
    await page.locator('[data-testid=my-cards]').scrollIntoViewIfNeeded();
    await shot(page, 'layout-trains-phone-hand');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: when the game ends, the final scoring is scrolled into view (the page was down at the board)', async () => {
    // A 2-round HellRail bot game cut after seat 0's last action: the bot seat finishes it on the page.
    const game = getGame('hellrail');
    const played = playGame(game, {
      config: { roundLimit: 2 },
      seed: 'layout-end',
      bots: [0, 1].map((s) => makeBot(game, 'normal', s)),
      botNames: ['normal', 'normal'],
    });
    const last = played.record.actions.map((a) => a.seat).lastIndexOf(0);
    const record: GameRecord = {
      format: played.record.format,
      game: 'hellrail',
      config: played.record.config,
      seed: played.record.seed,
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Bot', kind: 'bot:normal' },
      ],
      actions: played.record.actions.slice(0, last + 1),
    };
    expect(record.actions.length).toBeLessThan(played.record.actions.length);
    // The slow bot pace leaves time to scroll down before the bot's first move.
    const { page, errors, close } = await phoneRecord('hr-end', record, 'slow');
    await page.locator('[data-testid=hr-board]').waitFor();
    expect(await page.locator('[data-testid=end-screen]').count(), 'not over yet').toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('[data-testid=end-screen]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(800);
    const [end] = await boxes(page, ['[data-testid=end-screen]']);
    expect(end!.y, `final scoring top ${JSON.stringify(end)}`).toBeGreaterThanOrEqual(-1);
    expect(end!.y).toBeLessThan(812 * 0.6);
    await shot(page, 'layout-hellrail-phone-end');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: the Rail Pass timer and score cards are no taller than their content and keep the side margin', async () => {
    const { page, errors, close } = await phoneGame('rail-pass');
    await page.locator('[data-testid=rp-city-F]').waitFor();
    const cards = await page.evaluate(() =>
      ['rp-timer', 'rp-score'].map((id) => {
        const el = document.querySelector(`[data-testid=${id}]`)!;
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const kids = [...el.children].map((c) => c.getBoundingClientRect());
        const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        const content =
          Math.max(...kids.map((k) => k.bottom)) - Math.min(...kids.map((k) => k.top)) + frame.reduce((n, k) => n + parseFloat(s[k]), 0);
        return { id, left: r.left, right: r.right, height: r.height, content };
      }),
    );
    for (const c of cards) {
      expect(c.height, `${c.id} is taller than its content`).toBeLessThanOrEqual(c.content + 1);
      expect(c.left, `${c.id} left margin`).toBeGreaterThanOrEqual(8);
      expect(c.right, `${c.id} right margin`).toBeLessThanOrEqual(375 - 8);
    }
    await shot(page, 'layout-rail-pass-phone');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: the actions of a Rail Pass train selected far down the page are in view, above the selected chip', async () => {
    const { page, errors, close } = await phoneGame('rail-pass');
    const chip = page.locator('[data-testid=rp-city-C] .rp-train').first();
    await chip.waitFor();
    // City C's long train at the bottom edge of the screen, its hands panel far above.
    await chip.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await chip.tap();
    const actions = page.locator('[data-testid=rp-actions]');
    await actions.locator('button').first().waitFor();
    await page.waitForTimeout(600);
    const [panel, selected] = await boxes(page, ['[data-testid=rp-actions]', '[data-testid=rp-city-C] .rp-train']);
    expect(inside(panel ?? null, 375, 812), `actions ${JSON.stringify(panel)}`).toBe(true);
    expect(inside(selected ?? null, 375, 812), `selected chip ${JSON.stringify(selected)}`).toBe(true);
    expect(selected!.y + selected!.height, 'the selected chip is not under the actions').toBeLessThanOrEqual(panel!.y);
    await shot(page, 'layout-rail-pass-phone-actions');
    // Unselecting (tap the chip again) undocks the actions.
    await chip.tap();
    await expect.poll(() => actions.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: after taking a face-up card, the "take your second card" prompt (TTR-43) is in view beside the cards, and the cards did not move', async () => {
    const { page, errors, close } = await phoneGame('ticket-to-ride');
    const dialog = page.locator('[data-testid=ticket-dialog]');
    await dialog.waitFor();
    const tickets = dialog.locator('input[type=checkbox]');
    for (let i = 0; i < (await tickets.count()); i++) await tickets.nth(i).check();
    await page.click('[data-testid=keep-tickets]');
    await page.locator('[data-testid=ttr-board]:not([data-legal="0"])').waitFor();
    const note = page.locator('[data-testid=market-note]');
    expect(await note.count(), 'no note before the first draw').toBe(0);
    // A colour card: a face-up locomotive would end the turn (TTR-74) and show no second-draw prompt.
    const slot = await page
      .locator('[data-testid=face-up] button:enabled:not([aria-label*="ocomotive"])')
      .first()
      .getAttribute('data-testid');
    const card = page.locator(`[data-testid=${slot}]`);
    await card.scrollIntoViewIfNeeded();
    const before = await card.boundingBox();
    await card.tap();
    await note.waitFor();
    expect(await note.textContent()).toBe('Take your second train card (not a face-up locomotive).');
    const [box] = await boxes(page, ['[data-testid=market-note]']);
    expect(inside(box ?? null, 375, 812), `note ${JSON.stringify(box)}`).toBe(true);
    const after = await card.boundingBox();
    expect(Math.abs(after!.y - before!.y), 'the face-up cards stay where they were (sub-pixel rounding aside)').toBeLessThan(2);
    await shot(page, 'layout-ttr-phone-second-draw');
    // The second card ends the turn and the note goes.
    await page.locator('[data-testid=draw-blind]').tap();
    await note.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('on a 1366×768 laptop: the actions of a selected Rail Pass train in a paused game are scrolled into view in their column', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/rail-pass`);
    await page.fill('[data-testid=seed]', 'layout-1366-rail-pass');
    await page.click('[data-testid=start]');
    // Paused, the game shows a banner above the cities, which leaves the left column less room.
    await page.click('[data-testid=rp-pause]');
    await page.getByText(/^Paused: game time stands still/).waitFor();
    const chip = page.locator('[data-testid=rp-city-A] .rp-train').first();
    await chip.click();
    const actions = page.locator('[data-testid=rp-actions] button');
    await actions.first().waitFor();
    await page.waitForTimeout(600);
    const outside = await actions.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).filter((r) => r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth),
    );
    expect(outside, 'action buttons outside the window').toEqual([]);
    await shot(page, 'layout-rail-pass-1366x768-actions');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone: the log drawer starts below the two-row top bar, its close button takes the tap, and the game menu opens in view above it', async () => {
    const { page, errors, close } = await phoneGame('hellrail');
    await page.locator('[data-testid=hr-board]').waitFor();
    await page.locator('[data-testid=log-toggle]').tap();
    const log = page.locator('[data-testid=table-log]');
    await log.waitFor();
    const [drawer, bar] = await boxes(page, ['[data-testid=table-log]', '.table-bar']);
    expect(bar!.height, 'the top bar wraps to two rows').toBeGreaterThan(60);
    expect(drawer!.y, 'the drawer starts below the top bar').toBeGreaterThanOrEqual(bar!.y + bar!.height - 0.5);
    await shot(page, 'layout-log-drawer-phone');
    await log.getByRole('button', { name: 'Close the game log' }).tap();
    await expect.poll(() => log.isVisible()).toBe(false);
    // The game menu opens inside the viewport (the log count beside it pushed it off the left edge),
    // and above the open drawer.
    const menu = page.locator('.game-menu-panel');
    for (const withDrawer of [false, true]) {
      if (withDrawer) await page.locator('[data-testid=log-toggle]').tap();
      await page.locator('[data-testid=game-menu] summary').tap();
      await menu.waitFor();
      // (placed once the menu's toggle event has run)
      await expect.poll(async () => inside((await boxes(page, ['.game-menu-panel']))[0] ?? null, 375, 812)).toBe(true);
      const onTop = await menu.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + 20, r.bottom - 10));
      });
      expect(onTop, `menu on top (drawer open: ${withDrawer})`).toBe(true);
      if (withDrawer) await shot(page, 'layout-menu-over-drawer-phone');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the log drawer from the top bar below 1440 px and closes it with Escape', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: 'instant' });
    await page.goto(`${url}/new/hellrail`);
    await page.click('[data-testid=start]');
    await page.locator('[data-testid=hr-board]').waitFor();
    const log = page.locator('[data-testid=table-log]');
    expect(await log.isVisible()).toBe(false);
    await page.click('[data-testid=log-toggle]');
    expect(await log.isVisible()).toBe(true);
    const [drawer, bar] = await boxes(page, ['[data-testid=table-log]', '.table-bar']);
    expect(inside(drawer ?? null, 1280, 800)).toBe(true);
    expect(drawer!.y, 'the drawer starts below the top bar').toBeGreaterThanOrEqual(bar!.y + bar!.height - 0.5);
    expect(await page.locator('[data-testid=game-log] li').count()).toBeGreaterThan(0);
    await shot(page, 'layout-log-drawer-en-1280x800');
    await page.keyboard.press('Escape');
    expect(await log.isVisible()).toBe(false);
    await page.close();
  });
});
