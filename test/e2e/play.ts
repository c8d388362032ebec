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
    if (await page.locator('[data-testid=end-screen]').isVisible()) return n;
    const kind = await oneAction(page);
    if (kind) {
      n++;
      await opts.onAction?.(n, kind);
    } else await page.waitForTimeout(40);
  }
  throw new Error(`game did not end in time after ${n} actions`);
}

/** Takes one action if the board offers one (keep tickets, claim, draw, pass); returns its kind or null. */
export async function oneAction(page: Page): Promise<string | null> {
  const dialog = page.locator('[data-testid=ticket-dialog]');
  if (await dialog.isVisible()) {
    const boxes = dialog.locator('input[type=checkbox]');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await page.click('[data-testid=keep-tickets]');
    await dialog.waitFor({ state: 'detached' });
    return 'keep';
  }
  const board = page.locator('[data-testid=ttr-board]');
  if (!(await board.count())) return null;
  const legal = Number((await board.getAttribute('data-legal')) ?? '0');
  if (legal === 0) return null;
  const claimable = page.locator('.route.is-claimable');
  if ((await claimable.count()) > 0) {
    // Prefer the longest claimable route (its aria-label starts with the cities; use data attributes).
    await claimable.first().focus();
    await page.keyboard.press('Enter');
    await page.click('[data-testid=pay-confirm]');
    await page.locator('[data-testid=payment-chooser]').waitFor({ state: 'detached' });
    return 'claim';
  }
  const blind = page.locator('[data-testid=draw-blind]');
  if (await blind.isEnabled()) {
    await blind.click();
    return 'blind';
  }
  const faceUp = page.locator('[data-testid=face-up] button:enabled');
  if ((await faceUp.count()) > 0) {
    await faceUp.first().click();
    return 'faceup';
  }
  const tickets = page.locator('[data-testid=draw-tickets]');
  if (await tickets.isEnabled()) {
    await tickets.click();
    return 'tickets';
  }
  const pass = page.locator('[data-testid=pass]');
  if (await pass.isVisible()) {
    await pass.click();
    return 'pass';
  }
  return null;
}
