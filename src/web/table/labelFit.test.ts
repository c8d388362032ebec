/** Map labels fit their hexes: labelFit squeezes only the names wider than a hex (issue 22). */
import { describe, expect, it } from 'vitest';
import { BOARDS } from '../../games/trains/index.js';
import { hasWideChars, labelFit, labelWidth } from './labelFit.js';
import { HEX_LABEL_PX, HEX_LABEL_WIDE_PX, W } from '../../games/trains/ui/geometry.js';

describe('labelFit', () => {
  it('leaves short names alone and squeezes long ones to the hex width', () => {
    expect(labelFit('Tokyo', HEX_LABEL_PX, W - 8)).toEqual({});
    expect(labelWidth('Futakotamagawa', HEX_LABEL_PX)).toBeGreaterThan(W - 8);
    expect(labelFit('Futakotamagawa', HEX_LABEL_PX, W - 8)).toEqual({ textLength: Math.floor(W - 8), lengthAdjust: 'spacingAndGlyphs' });
  });
  it('counts wide (Korean) characters as one em each', () => {
    expect(labelWidth('도쿄', 10)).toBe(20);
    expect(labelWidth('a b', 10)).toBeCloseTo(15.4);
  });
  it('squeezes at least one name of the boards and never stretches a name that fits', () => {
    const names = Object.values(BOARDS).flatMap((b) => b.hexes.flatMap((h) => (h.name ? [h.name] : [])));
    const squeezed = names.filter((n) => labelFit(n, HEX_LABEL_PX, W - 8).textLength !== undefined);
    expect(squeezed.length).toBeGreaterThan(0);
    for (const n of squeezed) expect(labelWidth(n, HEX_LABEL_PX)).toBeGreaterThan(W - 8);
  });
  it('draws Hangul names larger and squeezes the long ones (후타코타마가와) into the hex', () => {
    expect(hasWideChars('후타코타마가와')).toBe(true);
    expect(hasWideChars('Futakotamagawa')).toBe(false);
    expect(HEX_LABEL_WIDE_PX).toBeGreaterThan(HEX_LABEL_PX);
    expect(labelFit('도쿄', HEX_LABEL_WIDE_PX, W - 8)).toEqual({});
    expect(labelFit('후타코타마가와', HEX_LABEL_WIDE_PX, W - 8)).toEqual({
      textLength: Math.floor(W - 8),
      lengthAdjust: 'spacingAndGlyphs',
    });
  });
});
