/**
 * Ticket to Ride as the shell lists it: plain data (no React, no engine code), read by the engine registry
 * (src/games/index.ts) and the web registry (src/web/boards/registry.ts). Rules: docs/rules/ticket-to-ride.md.
 */
import type { GameMeta } from '../../engine/contract.js';

/** Id, title, seat range, place on the home page, banner colours and the home-page strings. */
export const meta = {
  id: 'ticket-to-ride',
  title: 'Ticket to Ride',
  seats: { min: 2, max: 5 },
  order: 1,
  colours: ['#1f4e79', '#c2410c'],
  strings: {
    en: {
      title: 'Ticket to Ride',
      blurb: 'Collect train cards, claim routes across North America and connect your destination tickets.',
    },
    ko: { title: '티켓 투 라이드', blurb: '기차 카드를 모아 북미 대륙의 노선을 연결하고 목적지 카드를 완성하세요.' },
  },
} as const satisfies GameMeta;
