/** Pure parts of issue 17: usernames, the Origin check, the sign-in limiter, rated seats and chat text. */
import { describe, expect, it } from 'vitest';
import { checkChatText } from '../chat/service.js';
import { ServerError } from '../errors.js';
import type { SeatRow } from '../storage/repository.js';
import { ratedSeats } from './eligibility.js';
import { sameOrigin } from './http.js';
import { SignInLimiter } from './sign-in-limits.js';
import { normalizeUsername } from './usernames.js';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof ServerError ? e.code : 'OTHER';
  }
  return undefined;
};

describe('usernames', () => {
  it('normalises to NFKC and keys case-insensitively', () => {
    expect(normalizeUsername('\uFF21\uFF44\uFF41')).toEqual({ ok: true, username: 'Ada', key: 'ada' });
    expect(normalizeUsername('김철수_99')).toEqual({ ok: true, username: '김철수_99', key: '김철수_99' });
    expect(normalizeUsername('a-b_c')).toMatchObject({ ok: true });
  });
  it('refuses short, long, spaced, invisible and bidi names, naming the character', () => {
    for (const bad of ['ab', 'x'.repeat(21), 'a b', 'ad\u200Bmin', '\u202Eevil', 'tab\tx', 'dot.name', 'a\uFE0Fbc']) {
      expect(normalizeUsername(bad).ok, bad).toBe(false);
    }
    expect(normalizeUsername('ad\u200Bmin')).toMatchObject({ reason: expect.stringContaining('U+200B') });
  });
});

describe('Origin check', () => {
  it('accepts this host only', () => {
    expect(sameOrigin({ origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' })).toBe(true);
    expect(sameOrigin({ origin: 'http://evil.example', host: '127.0.0.1:8080' })).toBe(false);
    expect(sameOrigin({ origin: 'null', host: 'null' })).toBe(false);
    expect(sameOrigin({ origin: 'not a url', host: 'x' })).toBe(false);
    expect(sameOrigin({ host: 'x', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(sameOrigin({ host: 'x', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(sameOrigin({ host: 'x' })).toBe(false);
  });
});

describe('sign-in limiter', () => {
  it('limits per address and per account failures in a sliding window', () => {
    let now = 0;
    const l = new SignInLimiter({ perIp: 4, perAccount: 2, windowMs: 1000 }, () => now);
    l.attempt('ip1', 'ada');
    l.failed('ada');
    l.attempt('ip1', 'ada');
    l.failed('ada');
    expect(codeOf(() => l.attempt('ip2', 'ada'))).toBe('SIGN_IN_LIMITED');
    l.attempt('ip1', 'bo');
    l.attempt('ip1', 'bo');
    expect(codeOf(() => l.attempt('ip1', 'cy'))).toBe('SIGN_IN_LIMITED');
    now = 1001;
    expect(codeOf(() => l.attempt('ip1', 'ada'))).toBeUndefined();
    l.succeeded('ada');
  });
});

describe('rated seats', () => {
  const seat = (n: number, account: string | null, kind = 'human'): SeatRow => ({
    table_id: 't',
    seat: n,
    kind,
    bot: kind === 'bot' ? 'random' : null,
    player_id: null,
    name: null,
    token_hash: null,
    away: 0,
    account_id: account,
  });
  it('needs a server seed, two distinct accounts and no abandonment', () => {
    const row = { seed_source: 'server', status: 'finished' };
    expect(ratedSeats(row, [seat(0, 'a'), seat(1, 'b'), seat(2, null, 'bot')]).map((s) => s.seat)).toEqual([0, 1]);
    expect(ratedSeats(row, [seat(0, 'a'), seat(1, null)])).toEqual([]);
    expect(ratedSeats(row, [seat(0, 'a'), seat(1, 'a')])).toEqual([]);
    expect(ratedSeats({ ...row, seed_source: 'client' }, [seat(0, 'a'), seat(1, 'b')])).toEqual([]);
    expect(ratedSeats({ ...row, status: 'abandoned' }, [seat(0, 'a'), seat(1, 'b')])).toEqual([]);
  });
});

describe('chat text', () => {
  it('trims, keeps line breaks and emoji, refuses empty, long and control text', () => {
    expect(checkChatText('  gg 👨‍👩‍👧\r\nwell played ')).toBe('gg 👨‍👩‍👧\nwell played');
    expect(checkChatText('가'.repeat(500))).toHaveLength(500);
    for (const bad of ['', '   ', 'x'.repeat(501), 'bell\u0007', 'rtl\u202Eoverride', 'iso\u2066late'])
      expect(
        codeOf(() => checkChatText(bad)),
        bad,
      ).toBe('BAD_CHAT');
  });
});
