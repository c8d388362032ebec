import { describe, expect, it } from 'vitest';
import { GAMES, botNames } from '../../games/index.js';
import { ERROR_STATUS } from '../../protocol/protocol.js';
import { createI18n } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import { ko } from '../i18n/ko.js';
import { errorText } from './errorText.js';
import { botSeatName, onlinePlayerName, seatName } from './seatName.js';

describe('bot and error names in both languages (issue 18)', () => {
  it('names every bot id any game registers, in English and Korean', () => {
    const ids = new Set(GAMES.flatMap((g) => botNames(g)));
    expect(ids.size).toBeGreaterThan(8);
    for (const id of ids) {
      expect((en.bots as Record<string, string>)[id], `en bots.${id}`).toBeTruthy();
      expect((ko.bots as Record<string, string>)[id], `ko bots.${id}`).toMatch(/[가-힣]/);
    }
  });

  it('has a text for every server error code in both languages', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect((en.errors as Record<string, string>)[code], `en errors.${code}`).toBeTruthy();
      expect((ko.errors as Record<string, string>)[code], `ko errors.${code}`).toMatch(/[가-힣]/);
    }
  });

  it('translates errors by code, never showing the server message', () => {
    const { t } = createI18n('ko');
    const e = { code: 'SEAT_TAKEN', message: 'seat 1 is taken' };
    expect(errorText(t, e)).toBe('이미 누군가 앉은 자리입니다.');
    expect(errorText(t, { code: 'TTR_NOT_YOUR_TURN', message: 'not your turn' })).toBe('거부되었습니다 (TTR_NOT_YOUR_TURN).');
    expect(errorText(t, new Error('boom'))).toBe('서버에서 문제가 생겼습니다.');
    expect(errorText(createI18n('en').t, e)).toBe('That seat is already taken.');
  });

  it('names bot seats from their id, humans by name', () => {
    const { t } = createI18n('ko');
    expect(botSeatName(t, 'bigmoney')).toBe('빅 머니 봇');
    expect(seatName(t, { kind: 'bot', bot: 'cooperative', name: 'cooperative bot' })).toBe('협력 봇');
    expect(seatName(t, { kind: 'human', bot: null, name: '지민' })).toBe('지민');
    expect(seatName(createI18n('en').t, { kind: 'human', bot: null, name: null })).toBe('open seat');
    expect(seatName(createI18n('en').t, { kind: 'bot', bot: 'steady', name: null })).toBe('steady bot');
  });

  it("names this browser's online player as the server will: the account's username, else the typed name, else the fallback", () => {
    expect(onlinePlayerName({ username: 'qa_alice' }, 'Ada', 'Player')).toBe('qa_alice');
    expect(onlinePlayerName({ username: 'qa_alice' }, '', 'Player')).toBe('qa_alice');
    expect(onlinePlayerName(null, '  Ada ', 'Player')).toBe('Ada');
    expect(onlinePlayerName(null, '   ', 'Player')).toBe('Player');
  });
});
