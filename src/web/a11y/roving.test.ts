import { describe, expect, it } from 'vitest';
import { nextInDirection } from './roving.js';

describe('nextInDirection', () => {
  // a b c in a row, d below b, e far down-right.
  const items = [
    { id: 'a', x: 0, y: 0 },
    { id: 'b', x: 10, y: 0 },
    { id: 'c', x: 20, y: 1 },
    { id: 'd', x: 10, y: 10 },
    { id: 'e', x: 40, y: 40 },
  ];
  it('moves to the nearest item roughly in line', () => {
    expect(nextInDirection(items, 'a', 'right')).toBe('b');
    expect(nextInDirection(items, 'b', 'right')).toBe('c');
    expect(nextInDirection(items, 'c', 'left')).toBe('b');
    expect(nextInDirection(items, 'b', 'down')).toBe('d');
    expect(nextInDirection(items, 'd', 'up')).toBe('b');
  });
  it('reaches an item off the line when nothing is in line', () => {
    expect(nextInDirection(items, 'd', 'down')).toBe('e');
    expect(nextInDirection(items, 'c', 'right')).toBe('e');
  });
  it('stays (null) at the edge and for an unknown item', () => {
    expect(nextInDirection(items, 'a', 'left')).toBeNull();
    expect(nextInDirection(items, 'a', 'up')).toBeNull();
    expect(nextInDirection(items, 'zz', 'up')).toBeNull();
  });
});
