/** A table's time control in words, for the lobby's rows (English and Korean). */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { TIME_CONTROLS, timeControlText } from './timeControls.js';

describe('timeControlText', () => {
  it('names an offered time control by its form label, others by kind and figure', () => {
    const en = createI18n('en').t;
    const ko = createI18n('ko').t;
    expect(timeControlText(en, TIME_CONTROLS['5m']!)).toBe('5 minutes each');
    expect(timeControlText(en, TIME_CONTROLS['30s']!)).toBe('30 seconds a turn');
    expect(timeControlText(en, { kind: 'none' })).toBe('No clock');
    expect(timeControlText(en, { kind: 'perMove', moveMs: 45_000 })).toBe('45 seconds a turn');
    expect(timeControlText(en, { kind: 'bank', initialMs: 60_000, incrementMs: 2_000, returnMs: 10_000 })).toBe('1 minute each');
    expect(timeControlText(ko, TIME_CONTROLS['10m']!)).toBe('각자 10분');
    expect(timeControlText(ko, { kind: 'perMove', moveMs: 45_000 })).toBe('턴마다 45초');
  });
});
