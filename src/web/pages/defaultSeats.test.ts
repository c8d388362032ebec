/** The new-game form's starting seats: bots on this device, the creator and an open seat online (issue 19). */
import { describe, expect, it } from 'vitest';
import { defaultSeats } from './defaultSeats.js';

const kinds = (online: boolean, min: number, max: number) => defaultSeats(online, 'normal', { min, max }).map((s) => s.kind);

describe('defaultSeats', () => {
  it('online: the creator plus one open seat for a friend, no bots', () => {
    expect(kinds(true, 2, 5)).toEqual(['human', 'human']);
    expect(kinds(true, 2, 2)).toEqual(['human', 'human']);
  });
  it('online: a game that needs more players fills the rest with bots', () => {
    expect(kinds(true, 3, 4)).toEqual(['human', 'human', 'bot:normal']);
  });
  it('on this device: the player against bots, up to four seats', () => {
    expect(kinds(false, 2, 5)).toEqual(['human', 'bot:normal', 'bot:normal', 'bot:normal']);
    expect(kinds(false, 2, 2)).toEqual(['human', 'bot:normal']);
    expect(kinds(false, 2, 3)).toEqual(['human', 'bot:normal', 'bot:normal']);
  });
  it('names are left to the defaults', () => {
    expect(defaultSeats(true, 'easy', { min: 2, max: 4 }).every((s) => s.name === '')).toBe(true);
  });
});
