/**
 * HellRail as the shell lists it: plain data (no React, no engine code), read by the engine registry
 * (src/games/index.ts) and the web registry (src/web/boards/registry.ts). Rules: docs/rules/hellrail.md.
 */
import type { GameMeta } from '../../engine/contract.js';

/** Id, title, seat range, place on the home page, banner colours and the home-page strings. */
export const meta = {
  id: 'hellrail',
  title: 'HellRail (Roundhouse edition)',
  seats: { min: 2, max: 4 },
  order: 3,
  colours: ['#450a0a', '#f97316'],
  strings: {
    en: {
      title: 'HellRail',
      blurb: 'Lay rail cards between the circles of hell, run your engine and deliver cars of damned souls (Roundhouse edition).',
    },
    ko: {
      title: '헬레일',
      blurb: '지옥의 서클 사이에 레일 카드를 놓고 기관차를 몰아 망자들을 실은 차량을 배달하세요 (라운드하우스 에디션).',
    },
  },
} as const satisfies GameMeta;
