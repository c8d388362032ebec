import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_NAME_GRAPHEMES, normalizeName } from './names.js';

const refused = (raw: string) => {
  const r = normalizeName(raw);
  expect(r.ok, JSON.stringify(raw)).toBe(false);
};

describe('normalizeName', () => {
  it('normalises to NFKC, collapses spaces and trims', () => {
    expect(normalizeName('  Ａｄａ\u00a0\u00a0Lovelace ')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(normalizeName('ﬁn')).toEqual({ ok: true, name: 'fin' });
    expect(normalizeName('김철수')).toEqual({ ok: true, name: '김철수' });
    expect(normalizeName('❤️ 👍🏽')).toEqual({ ok: true, name: '❤️ 👍🏽' });
  });

  it('refuses bidi controls, zero-width, separators, controls and lone surrogates', () => {
    for (const raw of [
      'a\u202eb', // RIGHT-TO-LEFT OVERRIDE
      '\u2066x\u2069', // isolates
      'x\u200f', // RLM
      '\u200b', // zero-width space only
      '\u200d\u200c', // ZWJ + ZWNJ
      'a\u2028b', // LINE SEPARATOR
      'a\u2029b',
      'a\u0000b',
      'tab\there',
      'a\u0085b', // NEL (C1)
      '\ufeffx', // BOM
      'x\u00ady', // soft hyphen
      '\u3164', // HANGUL FILLER
      '\ud800', // lone high surrogate
      'a\udc00b', // lone low surrogate
      '\ue000', // private use
      '\u0301', // a combining mark with no base
      '',
      '    ',
      'x'.repeat(MAX_NAME_GRAPHEMES + 1),
    ])
      refused(raw);
    expect(normalizeName('x'.repeat(MAX_NAME_GRAPHEMES))).toEqual({ ok: true, name: 'x'.repeat(MAX_NAME_GRAPHEMES) });
    expect(normalizeName('👍🏽'.repeat(MAX_NAME_GRAPHEMES)).ok).toBe(true);
  });

  it('refuses blank-looking and stacked-mark names, accepts real scripts, names the character as typed', () => {
    refused('\u2800'); // BRAILLE PATTERN BLANK
    refused('\u2800\u2800\u2800');
    refused('Z' + '\u0336'.repeat(40)); // one letter under 40 strike-through marks
    refused('Zq\u0301\u0302\u0303\u0304'); // four marks on one letter
    expect(normalizeName('Zq\u0301\u0302\u0303')).toMatchObject({ ok: true }); // three stay fine
    for (const name of ['Nguyễn Văn An', 'नमस्ते', '김철수', 'Ελένη', 'Zoë'])
      expect(normalizeName(name)).toEqual({ ok: true, name: name.normalize('NFKC') });
    expect(normalizeName('a\u3164b')).toMatchObject({ ok: false, reason: expect.stringContaining('U+3164') });
  });

  it('every accepted name is NFKC, trimmed, 1–24 graphemes and free of invisible characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const r = normalizeName(raw);
        if (!r.ok) return;
        expect(r.name).toBe(r.name.normalize('NFKC'));
        expect(r.name).toBe(r.name.trim());
        const n = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(r.name)].length;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(MAX_NAME_GRAPHEMES);
        expect(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u.test(r.name)).toBe(false);
        // Normalising again changes nothing.
        expect(normalizeName(r.name)).toEqual(r);
      }),
      { numRuns: 2000 },
    );
  });
});
