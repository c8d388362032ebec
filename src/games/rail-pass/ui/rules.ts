/**
 * The player-facing rules of Rail Pass in English and Korean (the Korean follows the terms of the Korean
 * rulebook texts), shown by the rules page, which loads this module lazily through the web registry.
 * The full specification is docs/rules/rail-pass.md.
 */
import type { GameRules, RulesText } from '../../../web/rules/content.js';

const en: RulesText = [
  {
    heading: 'Goal of the game',
    items: [
      'Together, deliver every cargo cube to the city of its colour before the round timer runs out. The score is the product of the two lowest city delivery totals, minus penalties; 100 or more wins.',
    ],
  },
  {
    heading: 'Playing',
    items: [
      'Everyone acts at the same time. Load cubes onto trains, send trains to connected cities and hand them to other players. Each action keeps you busy for a moment.',
    ],
  },
];

const ko: RulesText = [
  {
    heading: '게임 목표',
    items: [
      '모두 함께 제한 시간 안에 모든 화물 큐브를 같은 색의 도시로 배달하세요. 점수는 배달 합계가 가장 낮은 두 도시의 곱에서 벌점을 뺀 값이며, 100점 이상이면 승리합니다.',
    ],
  },
  {
    heading: '진행',
    items: [
      '모두 동시에 행동합니다. 큐브를 기차에 싣고, 연결된 도시로 기차를 보내고, 다른 플레이어에게 넘겨 주세요. 행동할 때마다 잠시 바빠집니다.',
    ],
  },
];

/** Rail Pass's rules page, in both languages. */
export const rules: GameRules = { en, ko };
