import { describe, expect, it } from 'vitest';
import { Cow } from './cow.js';

describe('Cow (copy-on-write)', () => {
  it('copies each object once and never touches the input', () => {
    const state: { readonly hands: readonly (readonly number[])[]; readonly score: readonly number[] } = {
      hands: [[1, 2], [3]],
      score: [0, 0],
    };
    const frozen = JSON.stringify(state);
    const cow = new Cow();
    const s = cow.own(state);
    const hand = cow.field(cow.field(s, 'hands'), 0);
    hand.push(9);
    expect(cow.field(s, 'hands')).toBe(s.hands);
    expect(cow.field(s.hands, 0)).toBe(hand);
    expect(s.hands[1]).toBe(state.hands[1]);
    expect(s.score).toBe(state.score);
    expect(JSON.stringify(state)).toBe(frozen);
    expect(s.hands[0]).toEqual([1, 2, 9]);
    expect(cow.owns(s)).toBe(true);
    expect(cow.owns(state)).toBe(false);
  });

  it('refuses a field that is not an object', () => {
    const cow = new Cow();
    const s = cow.own({ n: 1 as number | null });
    expect(() => cow.field(s, 'n')).toThrow(TypeError);
  });

  it('still copies each object once past the short-list size (40 rows)', () => {
    const rows: readonly (readonly number[])[] = Array.from({ length: 40 }, (_, i) => [i]);
    const cow = new Cow();
    const draft = cow.own(rows);
    const copies = rows.map((_, i) => cow.field(draft, i));
    copies.forEach((c, i) => {
      expect(c).not.toBe(rows[i]);
      expect(cow.field(draft, i)).toBe(c);
      expect(cow.owns(c)).toBe(true);
      expect(cow.owns(rows[i] ?? [])).toBe(false);
    });
    expect(cow.own(draft)).toBe(draft);
  });
});
