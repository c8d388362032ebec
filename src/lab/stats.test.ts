import { describe, expect, it } from 'vitest';
import { meanInterval, quantile, wilson } from './stats.js';

describe('lab statistics', () => {
  it('wilson: 5 of 10 is [0.2366, 0.7634] and 0 of 20 starts at 0', () => {
    const a = wilson(5, 10);
    expect(a.estimate).toBe(0.5);
    expect(a.low).toBeCloseTo(0.2366, 4);
    expect(a.high).toBeCloseTo(0.7634, 4);
    const b = wilson(0, 20);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.1611, 4);
    expect(wilson(0, 0)).toMatchObject({ n: 0, low: 0, high: 1 });
  });
  it('meanInterval: mean ± 1.96 sd/√n with the sample sd', () => {
    const m = meanInterval([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(m.mean).toBe(5);
    expect(m.sd).toBeCloseTo(2.138, 3);
    expect(m.high - m.mean).toBeCloseTo((1.96 * 2.138) / Math.sqrt(8), 3);
  });
  it('quantile interpolates', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
