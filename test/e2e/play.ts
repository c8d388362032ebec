/**
 * A scripted human for browser tests: plays whatever the Ticket to Ride board offers, only by
 * clicking and pressing keys like a person (claim a glowing route when possible, else draw cards,
 * else tickets, else pass), until the end screen appears. On a pass-and-play table it plays every
 * human seat: when the "pass the device" cover shows, it presses the cover's button first.
 */
import type { Page } from 'playwright-core';

/** Options for `playTurnsByClicking`. */
export interface ClickPlayOptions {
  /** Stop after this many of our own actions (default: play to the end). */
  maxActions?: number;
  /** Called after each of our actions (e.g. to take screenshots). */
  onAction?: (n: number, kind: string) => Promise<void>;
  /** Give up after this many ms. */
  timeoutMs?: number;
  /** Called with the cover's heading ("Pass the device to Ada") before each pass-and-play hand-over. */
  onHandover?: (heading: string) => Promise<void> | void;
}

/** Plays the viewer's seat by clicking until the game ends (or `maxActions`); returns actions taken. */
export async function playTurnsByClicking(page: Page, opts: ClickPlayOptions = {}): Promise<number> {
  const deadline = Date.now() + (opts.timeoutMs ?? 150_000);
  let n = 0;
  while (Date.now() < deadline) {
    if (opts.maxActions !== undefined && n >= opts.maxActions) return n;
    const move = await nextMove(page);
    if (move === 'end') return n;
    if (move === 'handover') {
      await opts.onHandover?.(await handOver(page));
      continue;
    }
    const kind = move ? await perform(page, move) : null;
    if (kind) {
      n++;
      await opts.onAction?.(n, kind);
    } else await page.waitForTimeout(30);
  }
  throw new Error(`game did not end in time after ${n} actions`);
}

/** What a person would do now, read from the page in one round trip. */
type Move = 'end' | 'handover' | 'keep' | 'claim' | 'blind' | 'faceup' | 'tickets' | 'pass' | null;

function nextMove(page: Page): Promise<Move> {
  return page.evaluate((): Move => {
    const q = (sel: string) => document.querySelector(sel);
    const enabled = (sel: string) => {
      const el = q(sel) as HTMLButtonElement | null;
      return el !== null && !el.disabled;
    };
    if (q('[data-testid=end-screen]')) return 'end';
    if (q('[data-testid=pass-device]')) return 'handover';
    if (q('[data-testid=ticket-dialog]')) return 'keep';
    const board = q('[data-testid=ttr-board]');
    if (!board || Number(board.getAttribute('data-legal') ?? '0') === 0) return null;
    if (q('.route.is-claimable')) return 'claim';
    if (enabled('[data-testid=draw-blind]')) return 'blind';
    if (q('[data-testid=face-up] button:enabled')) return 'faceup';
    if (enabled('[data-testid=draw-tickets]')) return 'tickets';
    if (q('[data-testid=pass]')) return 'pass';
    return null;
  });
}

/** Presses the pass-and-play cover's button; returns the cover's heading (who takes the device). */
async function handOver(page: Page): Promise<string> {
  const cover = page.locator('[data-testid=pass-device]');
  const heading = (await cover.locator('h2').textContent()) ?? '';
  await cover.getByRole('button').click();
  await cover.waitFor({ state: 'detached' });
  return heading;
}

/** Does `move` with clicks and key presses, like a person; returns its kind. */
async function perform(page: Page, move: Exclude<Move, 'end' | 'handover' | null>): Promise<string> {
  switch (move) {
    case 'keep': {
      const dialog = page.locator('[data-testid=ticket-dialog]');
      const boxes = dialog.locator('input[type=checkbox]');
      const count = await boxes.count();
      for (let i = 0; i < count; i++) await boxes.nth(i).check();
      await page.click('[data-testid=keep-tickets]');
      await dialog.waitFor({ state: 'detached' });
      break;
    }
    case 'claim':
      await page.locator('.route.is-claimable').first().focus();
      await page.keyboard.press('Enter');
      await page.click('[data-testid=pay-confirm]');
      await page.locator('[data-testid=payment-chooser]').waitFor({ state: 'detached' });
      break;
    case 'blind':
      await page.click('[data-testid=draw-blind]');
      break;
    case 'faceup':
      await page.locator('[data-testid=face-up] button:enabled').first().click();
      break;
    case 'tickets':
      await page.click('[data-testid=draw-tickets]');
      break;
    case 'pass':
      await page.click('[data-testid=pass]');
      break;
  }
  return move;
}

/**
 * Takes one action if the board offers one (keep tickets, claim, draw, pass); returns its kind or
 * null. A pass-and-play cover is not an action: it returns null and leaves the cover to the caller.
 */
export async function oneAction(page: Page): Promise<string | null> {
  const move = await nextMove(page);
  return move && move !== 'end' && move !== 'handover' ? perform(page, move) : null;
}
