/** Log lines and seat figures are translated at display time, so the log follows the language. */
import { describe, expect, it } from 'vitest';
import { ticketToRide } from '../../games/ticket-to-ride/index.js';
import { ttrBoardPlugin } from '../../games/ticket-to-ride/ui/plugin.js';
import { createI18n, registerStrings } from '../i18n/index.js';
import type { AnyBoardPlugin } from './plugin.js';
import { frameSeats, logText } from './seats.js';

const plugin = ttrBoardPlugin as AnyBoardPlugin;

function i18n(lang: 'en' | 'ko') {
  const instance = createI18n(lang);
  registerStrings(instance, plugin.ns, plugin.strings);
  return instance;
}

describe('log lines', () => {
  const state = ticketToRide.setup(ticketToRide.parseConfig({}, 2), 'log', 2);
  const view = ticketToRide.view(state, null);
  const claim = plugin.describe(view, 1, { type: 'CLAIM_ROUTE', routeId: 'R035', payment: { red: 1, locomotive: 2 } });

  it('describes a claim with its route, points and payment in English and Korean', () => {
    expect(logText(plugin, claim, ['Ada', 'Bo'], i18n('en').t)).toBe(
      'Bo claimed Duluth – Chicago (3, +4 points) with 1 red + 2 locomotives.',
    );
    expect(logText(plugin, claim, ['Ada', 'Bo'], i18n('ko').t)).toBe(
      'Bo: 덜루스 – 시카고 노선 연결 (3칸, +4점), 낸 카드: 빨간색 1장 + 기관차 카드 2장.',
    );
  });

  it('never names a blind-drawn card or kept tickets', () => {
    const blind = logText(plugin, plugin.describe(view, 0, { type: 'DRAW_BLIND' }), ['Ada', 'Bo'], i18n('en').t);
    expect(blind).toBe('Ada drew a card from the deck.');
    const keep = logText(
      plugin,
      plugin.describe(view, 0, { type: 'KEEP_TICKETS', ticketIds: ['T01', 'T02'] }),
      ['Ada', 'Bo'],
      i18n('en').t,
    );
    expect(keep).toBe('Ada kept 2 destination tickets.');
    const one = plugin.describe(view, 0, { type: 'KEEP_TICKETS', ticketIds: ['T01'] });
    expect(logText(plugin, one, ['Ada', 'Bo'], i18n('en').t)).toBe('Ada kept 1 destination ticket.');
  });

  it('builds seat figures from the public view', () => {
    const seats = frameSeats(
      plugin,
      view,
      [
        { name: 'Ada', isBot: false, isYou: true },
        { name: 'Bo', isBot: true, isYou: false },
      ],
      i18n('en').t,
    );
    expect(seats[0]).toMatchObject({
      name: 'Ada',
      score: 0,
      stats: [
        { label: 'Trains left', value: 45 },
        { label: 'Train cards', value: 4 },
        { label: 'Destination tickets', value: 3 },
      ],
    });
  });
});
