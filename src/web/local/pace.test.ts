/** Bot pace: pauses per action and the per-turn cap (issue 22: at normal pace a bot's turn < 1.5 s of wall time). */
import { describe, expect, it } from 'vitest';
import { BOT_PACES, botWaitMs } from './pace.js';

describe('botWaitMs', () => {
  const normal = BOT_PACES.normal;
  it('pauses longer before a turn’s first action than between later ones, minus the thinking', () => {
    expect(botWaitMs(normal, true, 0, 1000, 1000)).toBe(normal.firstMs);
    expect(botWaitMs(normal, false, 0, 1000, 1600)).toBe(normal.nextMs);
    expect(botWaitMs(normal, true, 200, 1000, 1200)).toBe(normal.firstMs - 200);
    expect(botWaitMs(normal, true, 5000, 0, 5000)).toBe(0);
  });
  it('never lets a turn run past its cap, however many actions it has', () => {
    let now = 0;
    const start = now;
    for (let i = 0; i < 20; i++) {
      now += 30; // the bot thinks 30 ms per action
      now += botWaitMs(normal, i === 0, 30, start, now);
    }
    expect(now - start).toBeLessThanOrEqual(normal.turnCapMs + 20 * 30);
    expect(normal.turnCapMs).toBeLessThan(1500);
  });
  it('slows down in order slow > normal > fast > instant', () => {
    const order = (['slow', 'normal', 'fast', 'instant'] as const).map((p) => BOT_PACES[p].firstMs);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(BOT_PACES.instant).toEqual({ firstMs: 0, nextMs: 0, turnCapMs: 0 });
  });
});
