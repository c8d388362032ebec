import { describe, expect, it } from 'vitest';
import { keepInView } from './keepInView.js';

describe('keepInView', () => {
  const bounds = { left: 0, top: 0, right: 400, bottom: 300 };
  const size = { width: 100, height: 30 };
  it('centres the tooltip above the anchor when it fits', () => {
    expect(keepInView({ x: 200, y: 150 }, size, bounds)).toEqual({ left: 150, top: 106, below: false });
  });
  it('flips below at the top edge and shifts in from the sides', () => {
    expect(keepInView({ x: 10, y: 20 }, size, bounds)).toEqual({ left: 4, top: 34, below: true });
    expect(keepInView({ x: 395, y: 150 }, size, bounds)).toEqual({ left: 296, top: 106, below: false });
  });
  it('keeps it above the bottom edge and pins a too-wide tooltip to the left edge', () => {
    expect(keepInView({ x: 200, y: 20 }, size, { ...bounds, bottom: 60 })).toEqual({ left: 150, top: 26, below: true });
    expect(keepInView({ x: 200, y: 150 }, { width: 600, height: 30 }, bounds).left).toBe(4);
  });
  it('works in scrolled coordinates', () => {
    expect(keepInView({ x: 510, y: 150 }, size, { left: 500, top: 0, right: 875, bottom: 300 }).left).toBe(504);
  });
});
