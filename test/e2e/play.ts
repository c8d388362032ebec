/**
 * A scripted human for browser tests: plays whatever the Ticket to Ride board offers, only by
 * clicking and pressing keys like a person (claim a glowing route when possible, else draw cards,
 * else tickets, else pass), until the end screen appears.
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
}

/** Plays the viewer's seat by clicking until the game ends (or `maxActions`); returns actions taken. */
export async function playTurnsByClicking(page: Page, opts: ClickPlayOptions = {}): Promise<number> {
  const deadline = Date.now() + (opts.timeoutMs ?? 150_000);
  let n = 0;
  while (Date.now() < deadline) {
    if (opts.maxActions !== undefined && n >= opts.maxActions) return n;
    const move = await nextMove(page);
    if (move === 'end') return n;
    const kind = move ? await perform(page, move) : null;
    if (kind) {
      n++;
      await opts.onAction?.(n, kind);
    } else await page.waitForTimeout(30);
  }
  throw new Error(`game did not end in time after ${n} actions`);
}

/** What a person would do now, read from the page in one round trip. */
type Move = 'end' | 'keep' | 'claim' | 'blind' | 'faceup' | 'tickets' | 'pass' | null;

function nextMove(page: Page): Promise<Move> {
  return page.evaluate((): Move => {
    const q = (sel: string) => document.querySelector(sel);
    const enabled = (sel: string) => {
      const el = q(sel) as HTMLButtonElement | null;
      return el !== null && !el.disabled;
    };
    if (q('[data-testid=end-screen]')) return 'end';
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

/** Does `move` with clicks and key presses, like a person; returns its kind. */
async function perform(page: Page, move: Exclude<Move, 'end' | null>): Promise<string> {
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

/** Takes one action if the board offers one (keep tickets, claim, draw, pass); returns its kind or null. */
export async function oneAction(page: Page): Promise<string | null> {
  const move = await nextMove(page);
  return move && move !== 'end' ? perform(page, move) : null;
}
