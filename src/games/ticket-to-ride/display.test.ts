import { describe, expect, it } from 'vitest';
import { maintainDisplay, MAX_RESETS, RESET_THRESHOLD, startDraft, type Draft } from './display.js';
import { Cow } from '../../engine/cow.js';
import { seedRng } from '../../engine/rng.js';
import { LOCO } from './data.js';
import { cards, display, midGame } from './test-helpers.js';
import type { TtrState } from './types.js';

/** Runs maintenance on a mid-game state with the given piles; returns the draft (the input is untouched). */
function maintain(piles: Pick<TtrState, 'drawPile' | 'discardPile' | 'faceUp' | 'rng'>): Draft {
  const s = midGame(piles);
  const before = JSON.stringify(s);
  const cow = new Cow();
  const d = startDraft(cow, s);
  maintainDisplay(cow, d);
  expect(JSON.stringify(s)).toBe(before);
  return d;
}

describe('display maintenance (TTR-81 to TTR-86, TTR-D3)', () => {
  it('TTR-81: threshold 3 locomotives, safety cap 1000 resets', () => {
    expect(RESET_THRESHOLD).toBe(3);
    expect(MAX_RESETS).toBe(1000);
  });
  it('TTR-81 / TTR-D3: a locomotive-heavy pool (14 locomotives + 3 colours) resets repeatedly and still stops with ≤ 2 locomotives', () => {
    for (let i = 0; i < 30; i++) {
      const d = maintain({
        drawPile: cards(...Array(9).fill('locomotive'), 'red', 'blue'),
        discardPile: cards('locomotive', 'locomotive', 'green'),
        faceUp: display('locomotive', 'locomotive', 'locomotive', null, null),
        rng: seedRng(`heavy-${i}`),
      });
      const events = d.events;
      expect(d.faceUp.filter((c) => c === LOCO).length).toBeLessThanOrEqual(2);
      expect(d.resetCapHit).toBe(false);
      expect(d.drawPile.length + d.discardPile.length + d.faceUp.filter((c) => c !== null).length).toBe(17);
      expect(events.filter((e) => e.type === 'displayReset').length).toBeGreaterThan(0);
    }
  });
  it('TTR-81 step 1 / TTR-85: filling reshuffles the discard pile when the draw pile runs out mid-fill', () => {
    const d = maintain({
      drawPile: cards('red'),
      discardPile: cards('blue', 'green', 'white'),
      faceUp: display(null, 'pink', null, null, 'pink'),
      rng: seedRng('x'),
    });
    const events = d.events;
    expect(d.faceUp[0]).toBe(cards('red')[0]);
    expect(d.faceUp.every((c) => c !== null)).toBe(true);
    expect(d.drawPile).toHaveLength(1);
    expect(d.discardPile).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual(['slotRefilled', 'reshuffled', 'slotRefilled', 'slotRefilled']);
  });
  it('TTR-86: with both piles empty, empty slots stay empty', () => {
    const d = maintain({
      drawPile: [],
      discardPile: [],
      faceUp: display(null, 'pink', null, null, null),
      rng: seedRng('x'),
    });
    expect(d.faceUp).toEqual(display(null, 'pink', null, null, null));
  });
});
