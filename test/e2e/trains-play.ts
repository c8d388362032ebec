/**
 * A scripted human for the Trains browser tests. It plays the viewer's seat only through the board's
 * own buttons, with a simple deterministic policy: starting rail on the first glowing hex; "play all
 * plain Trains"; Lay Rails and Station Expansion whenever their effect can be carried out (first
 * offered hex or city); dialogs answered with the first valid choice; buy Lay Rails if affordable,
 * else the most expensive affordable pile costing 3 or more; end the turn. To keep a whole game fast, the policy loop runs inside the page (one
 * DOM click per action, waiting on the board's `data-step` to change), and hands control back to the
 * test at `stop` points so the test can do its own steps with real Playwright mouse clicks.
 */
import type { Page } from 'playwright-core';

const BOARD = '[data-testid=trains-board]';

/** Where the in-page policy hands control back to the test. */
export type StopAt = 'surcharge' | 'garage' | null;

/** Result of `runPolicy`. */
export interface PolicyRun {
  /** Our actions taken. */
  readonly actions: number;
  /** The stop point reached ('surcharge', 'garage-buy', 'garage-play'), or null. */
  readonly stopped: string | null;
  /** The end screen is showing. */
  readonly over: boolean;
}

/** The board's step signature (changes after every applied action). */
export async function stepOf(page: Page): Promise<string> {
  return (await page.locator(BOARD).getAttribute('data-step')) ?? '';
}

/** Clicks `selector` with the mouse (Playwright) and waits until the board's step changes. */
export async function clickAndWait(page: Page, selector: string): Promise<void> {
  const before = await stepOf(page);
  await page.locator(selector).first().click();
  await page.waitForFunction(
    ([sel, prev]) => {
      const b = document.querySelector(sel!);
      return !b || b.getAttribute('data-step') !== prev || !!document.querySelector('[data-testid=end-screen]');
    },
    [BOARD, before] as const,
    { timeout: 10_000 },
  );
}

/**
 * Plays our seat inside the page until the game ends, `maxActions` are taken, or a `stop` point is
 * reached. Every action is a click on the board's own button, card or hex.
 */
export async function runPolicy(
  page: Page,
  opts: { stop?: StopAt; maxActions?: number; timeoutMs?: number; garageBought?: boolean } = {},
): Promise<PolicyRun> {
  return page.evaluate(
    async ({ stop, maxActions, timeoutMs, garageBought }) => {
      const sleep = (ms = 8) => new Promise((r) => setTimeout(r, ms));
      const q = (s: string) => document.querySelector<HTMLElement>(s);
      const qa = (s: string) => [...document.querySelectorAll<HTMLElement>(s)];
      const board = () => q('[data-testid=trains-board]');
      const step = () => board()?.getAttribute('data-step') ?? '';
      const over = () => !!q('[data-testid=end-screen]');
      const fire = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      const clickWait = async (el: Element | null | undefined, what: string) => {
        if (!el) throw new Error(`nothing to click for ${what}`);
        const s = step();
        fire(el);
        const t = Date.now();
        while (step() === s && !over()) {
          if (Date.now() - t > 10_000) throw new Error(`no change after clicking ${what}`);
          await sleep(4);
        }
      };
      const enabled = (el: HTMLElement | null): el is HTMLElement => !!el && !(el as HTMLButtonElement).disabled;
      const deadline = Date.now() + timeoutMs;
      let actions = 0;
      while (Date.now() < deadline) {
        if (over()) return { actions, stopped: null, over: true };
        if (actions >= maxActions) return { actions, stopped: null, over: false };
        const b = board();
        if (!b || b.dataset.legal === '0' || b.dataset.autoplay === '1') {
          await sleep();
          continue;
        }
        if (stop === 'surcharge' && qa('[data-testid^=rail-option-]').some((e) => Number(e.dataset.cost) > 0))
          return { actions, stopped: 'surcharge', over: false };
        if (stop === 'garage') {
          if (!garageBought && q('[data-testid=buy-garage]')) return { actions, stopped: 'garage-buy', over: false };
          // Only a Garage whose effect can be used now (it has the 'no effect' choice beside it).
          if (garageBought && enabled(q('.tr-hand-slot:has(.tr-decline) [data-card=garage] .tr-card-button')))
            return { actions, stopped: 'garage-play', over: false };
        }
        const dialog = q('[data-testid=choice-dialog]');
        if (dialog) {
          const confirm = dialog.querySelector<HTMLButtonElement>('[data-testid=confirm-choice]');
          if (confirm) {
            if (!confirm.disabled) await clickWait(confirm, 'confirm');
            else fire(dialog.querySelector('.tr-choice-cards .tr-card-button[aria-pressed=false]')!);
          } else if (dialog.dataset.kind === 'TRASH_AND_GAIN_TRAIN' && !dialog.querySelector('[data-testid^=gain-]')) {
            fire(dialog.querySelector('[data-testid^=trash-] .tr-card-button')!);
          } else {
            await clickWait(
              dialog.querySelector('[data-testid^=gain-] .tr-card-button, .tr-choice-cards .tr-card-button, .tr-choice-buttons .btn'),
              `dialog ${dialog.dataset.kind}`,
            );
          }
          await sleep(0);
          actions++;
          continue;
        }
        const pending = b.dataset.pending;
        if (pending === 'CHOOSE_RAIL_HEX') await clickWait(q('[data-testid^=rail-option-]'), 'rail option');
        else if (pending === 'CHOOSE_STATION_CITY') await clickWait(q('[data-testid^=station-option-]'), 'station option');
        else if (b.dataset.phase === 'start') await clickWait(q('.tr-hex.is-pickable'), 'start hex');
        else if (enabled(q('[data-testid=play-all]'))) await clickWait(q('[data-testid=play-all]'), 'play all');
        else if (q('.tr-hand-slot:has(.tr-decline) :is([data-card=lay-rails], [data-card=station-expansion]) .tr-card-button'))
          await clickWait(
            q('.tr-hand-slot:has(.tr-decline) :is([data-card=lay-rails], [data-card=station-expansion]) .tr-card-button'),
            'rail card',
          );
        else {
          // Never cheap junk (cost under 3): it only thins the deck's money.
          const piles = qa('[data-buyable="1"]').filter((p) => Number(p.dataset.cost) >= 3);
          if (piles.length) {
            // Lay Rails first (more rails end the game sooner), else the most expensive pile.
            const best =
              piles.find((p) => p.dataset.testid === 'pile-lay-rails') ??
              piles.reduce((a, p) => (Number(p.dataset.cost) > Number(a.dataset.cost) ? p : a));
            await clickWait(best.querySelector('.tr-card-button'), `buy ${best.dataset.testid}`);
          } else await clickWait(q('[data-testid=end-turn]'), 'end turn');
        }
        actions++;
      }
      throw new Error(`the game did not end in time after ${actions} of our actions`);
    },
    {
      stop: opts.stop ?? null,
      maxActions: opts.maxActions ?? 1e9,
      timeoutMs: opts.timeoutMs ?? 60_000,
      garageBought: opts.garageBought ?? false,
    },
  );
}
