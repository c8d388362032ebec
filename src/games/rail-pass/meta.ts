/**
 * Rail Pass as the shell lists it: plain data (no React, no engine code), read by the engine registry
 * (src/games/index.ts) and the web registry (src/web/boards/registry.ts). Rules: docs/rules/rail-pass.md.
 */
import type { GameMeta } from '../../engine/contract.js';

/** Id, title, seat range, place on the home page, banner colours and the home-page strings. */
export const meta = {
  id: 'rail-pass',
  title: 'Rail Pass',
  seats: { min: 2, max: 6 },
  order: 4,
  colours: ['#312e81', '#22d3ee'],
  strings: {
    en: {
      title: 'Rail Pass',
      blurb: 'A real-time cooperative game: load cargo, pass trains between players and deliver every cube before the timer runs out.',
    },
    ko: { title: '레일 패스', blurb: '실시간 협력 게임: 화물을 싣고 플레이어끼리 기차를 넘겨 주며 제한 시간 안에 모든 큐브를 배달하세요.' },
  },
} as const satisfies GameMeta;
