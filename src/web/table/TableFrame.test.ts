import { describe, expect, it } from 'vitest';
import { shiftIntoView } from './TableFrame.js';

describe('shiftIntoView (the game menu popover)', () => {
  it('leaves a popover that fits alone', () => {
    expect(shiftIntoView({ left: 16, right: 256 }, 390)).toBe(0);
  });
  it('moves a popover cut off at the left edge right, to the 8 px margin', () => {
    expect(shiftIntoView({ left: -15.5, right: 224.5 }, 390)).toBe(23.5);
  });
  it('moves a popover sticking out at the right edge left', () => {
    expect(shiftIntoView({ left: 200, right: 400 }, 390)).toBe(-18);
  });
  it('pins a popover wider than the viewport to the left margin', () => {
    expect(shiftIntoView({ left: 20, right: 420 }, 300)).toBe(-12);
  });
});
