/**
 * Trains as the shell lists it: plain data (no React, no engine code), read by the engine registry
 * (src/games/index.ts) and the web registry (src/web/boards/registry.ts). Rules: docs/rules/trains.md.
 */
import type { GameMeta } from '../../engine/contract.js';

/** Id, title, seat range, place on the home page, banner colours and the home-page strings. */
export const meta = {
  id: 'trains',
  title: 'Trains',
  seats: { min: 2, max: 4 },
  order: 2,
  colours: ['#14532d', '#ca8a04'],
  strings: {
    en: {
      title: 'Trains',
      blurb: 'A deck-building game: lay rails and build stations across Tokyo or Osaka while fighting the waste in your deck.',
    },
    ko: { title: '트레인', blurb: '덱 빌딩 게임: 도쿄나 오사카 지도에 선로를 깔고 역을 세우며 덱에 쌓이는 쓰레기 카드와 싸우세요.' },
  },
} as const satisfies GameMeta;
