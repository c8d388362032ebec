// @vitest-environment jsdom
/** This device's best Rail Pass score per setup (RP-17.8): a 0 is stored but never celebrated as a new best. */
import { afterEach, describe, expect, it } from 'vitest';
import { railPass } from '../index.js';
import { rememberBest } from './bestScores.js';

afterEach(() => localStorage.clear());

describe('rememberBest', () => {
  it('a first round of 0 is the best so far but not a new best; a later 120 is', () => {
    const config = railPass.parseConfig(undefined, 2);
    expect(rememberBest(config, 0)).toEqual({ best: 0, isNew: false });
    expect(rememberBest(config, 120)).toEqual({ best: 120, isNew: true });
    expect(rememberBest(config, 80)).toEqual({ best: 120, isNew: false });
  });
});
