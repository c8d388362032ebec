import { describe, expect, it } from 'vitest';
import { parseRecord } from './record.js';
import { RoundhouseError } from './result.js';

describe('parseRecord (roundhouse-record/1)', () => {
  const KNOWN = ['ticket-to-ride'];
  const good = {
    format: 'roundhouse-record/1',
    game: 'ticket-to-ride',
    config: {},
    seed: 's',
    seats: [{ name: 'A', kind: 'human' }],
    actions: [],
  };
  it('accepts a valid record from text or value', () => {
    expect(parseRecord(JSON.stringify(good)).seed).toBe('s');
    expect(parseRecord(good, KNOWN).game).toBe('ticket-to-ride');
  });
  it.each([
    ['not json', '{'],
    ['wrong format', { ...good, format: 'other/1' }],
    ['unknown game', { ...good, game: 'chess' }],
    ['negative seat', { ...good, actions: [{ seat: -1, action: {} }] }],
    ['no seats', { ...good, seats: [] }],
  ])('rejects %s with BAD_RECORD', (_name, input) => {
    expect(() => parseRecord(input, KNOWN)).toThrowError(RoundhouseError);
    try {
      parseRecord(input, KNOWN);
    } catch (e) {
      expect((e as RoundhouseError).code).toBe('BAD_RECORD');
    }
  });
});
