/** Log lines and seat figures are translated at display time, so the log follows the language. */
import { describe, expect, it } from 'vitest';
import { ticketToRide } from '../../games/ticket-to-ride/index.js';
import { ttrBoardPlugin } from '../../games/ticket-to-ride/ui/plugin.js';
import { GAME_LIST, engineOf, loadBoard, type GameId } from '../boards/registry.js';
import { createI18n, registerStrings } from '../i18n/index.js';
import type { AnyBoardPlugin } from './plugin.js';
import { defaultSeatName, frameSeats, logText, seatDisplayName } from './seats.js';

const plugin = ttrBoardPlugin as AnyBoardPlugin;

function i18nFor(board: AnyBoardPlugin, lang: 'en' | 'ko') {
  const instance = createI18n(lang);
  registerStrings(instance, board.ns, board.strings);
  return instance;
}

const i18n = (lang: 'en' | 'ko') => i18nFor(plugin, lang);

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

  it('names a Trains hex without a name by the nearest city or remote location, in both languages', async () => {
    const trains = (await loadBoard('trains')) as AnyBoardPlugin;
    const trainsView = engineOf('trains').view(
      engineOf('trains').setup(engineOf('trains').parseConfig({ map: 'tokyo', preset: 'first-game' }, 2), 'log', 2),
      null,
    );
    // Tokyo hex 17 is a plain beside Urawa (the log once said "plain 17").
    const start = trains.describe(trainsView, 1, { type: 'START_RAIL', hex: 17 });
    expect(logText(trains, start, ['Ada', 'Bo'], i18nFor(trains, 'en').t)).toBe('Bo placed a starting rail on the plain next to Urawa.');
    expect(logText(trains, start, ['Ada', 'Bo'], i18nFor(trains, 'ko').t)).toContain('우라와 옆 평지');
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

describe('seat figures', () => {
  /** A new game of `id` in its first variant, as every seat's public view. */
  async function newGame(id: GameId) {
    const board = await loadBoard(id);
    const game = engineOf(id);
    const variant = board.variants[0]!;
    const seats = variant.seats ?? GAME_LIST.find((g) => g.meta.id === id)!.meta.seats.min;
    return { board, seats, view: game.view(game.setup(game.parseConfig(variant.config, seats), 'stats', seats), null) };
  }

  // Every figure in the seat strip has an icon and a label (the label is what screen readers read).
  for (const { meta } of GAME_LIST) {
    const id = meta.id as GameId;
    it(`${id}: every figure of every seat has an icon and a translated label`, async () => {
      const { board, seats, view } = await newGame(id);
      const basics = Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, isBot: false, isYou: i === 0 }));
      for (const seat of frameSeats(board, view, basics, i18nFor(board, 'en').t)) {
        expect(seat.stats?.length).toBeGreaterThan(0);
        for (const stat of seat.stats ?? []) {
          expect(stat.icon, `${id} ${stat.label}`).toBeTruthy();
          expect(stat.label).not.toMatch(/^stat\./);
        }
      }
    });
  }

  it('Trains: the third figure, cards in deck, has the deck icon', async () => {
    const { board, view } = await newGame('trains');
    const basics = [
      { name: 'Ada', isBot: false, isYou: true },
      { name: 'Bo', isBot: true, isYou: false },
    ];
    const [ada] = frameSeats(board, view, basics, i18nFor(board, 'en').t);
    expect(ada?.stats?.[2]).toEqual({ label: 'Cards in deck', value: 5, icon: 'deck' });
  });
});

describe('default seat names follow the language', () => {
  const langs = ['en', 'ko'];
  it('says a default bot or player name again in the current language, and keeps chosen names', () => {
    const ko = i18n('ko').t;
    const en = i18n('en').t;
    expect(defaultSeatName(en, 'bot', 2)).toBe('bot 3');
    expect(defaultSeatName(ko, 'bot', 2)).toBe('봇 3');
    expect(seatDisplayName(ko, 'bot 3', langs)).toBe('봇 3');
    expect(seatDisplayName(ko, 'Player 2', langs)).toBe('플레이어 2');
    expect(seatDisplayName(en, '봇 4', langs)).toBe('bot 4');
    expect(seatDisplayName(en, 'bot 3', langs)).toBe('bot 3');
    // A chosen name that only starts like a default one is a name.
    expect(seatDisplayName(ko, 'bot Alice', langs)).toBe('bot Alice');
    expect(seatDisplayName(ko, 'Player 2b', langs)).toBe('Player 2b');
    expect(seatDisplayName(ko, 'Ada', langs)).toBe('Ada');
  });
});
