import { describe, expect, it } from 'vitest';
import { announcement } from './announce.js';

describe('announcement', () => {
  const log = [
    { seat: 0, text: 'You drew 2 cards.' },
    { seat: 1, text: 'Ada claimed Denver – Omaha.' },
    { seat: null, text: 'Final round!' },
    { seat: 2, text: 'Bot drew tickets.' },
  ];
  it('says the new lines of other seats and of the game, not the viewer’s own', () => {
    expect(announcement(log, 0, new Set([0]))).toBe('Ada claimed Denver – Omaha. Final round! Bot drew tickets.');
    expect(announcement(log, 2, new Set([0]))).toBe('Final round! Bot drew tickets.');
  });
  it('says nothing when nothing is new or everything is the viewer’s', () => {
    expect(announcement(log, 4, new Set())).toBe('');
    expect(announcement(log, 9, new Set())).toBe('');
    expect(announcement(log.slice(0, 1), 0, new Set([0]))).toBe('');
  });
  it('speaks for pass and play devices holding several seats', () => {
    expect(announcement(log, 0, new Set([0, 1, 2]))).toBe('Final round!');
  });
});
