/**
 * The player-facing rules of Trains in English and Korean (the Korean follows the terms of the Korean
 * rulebook texts), shown by the rules page, which loads this module lazily through the web registry.
 * The full specification is docs/rules/trains.md.
 */
import type { GameRules, RulesText } from '../../../web/rules/content.js';

const en: RulesText = [
  {
    heading: 'Goal of the game',
    items: [
      'Build the most valuable rail network on the Tokyo or Osaka map and buy victory-point cards. Deck-building: everyone starts with 7 Normal Trains, 2 Lay Rails and 1 Station Expansion and improves the deck by buying cards.',
    ],
  },
  {
    heading: 'Setup',
    items: [
      'Choose the board and the 8 kingdom piles (a preset, a random kingdom, or Landfill + 7 random for a first game). In turn order, each player places a starting rail on any hex that is not sea, not a remote location and not another player’s start.',
    ],
  },
  {
    heading: 'On your turn',
    items: [
      'Play cards from your hand for money and effects, and buy cards from the supply with that money, in any order. Then discard everything and draw 5 new cards.',
      'A rail card lays one of your rails at once on a hex next to your network, paying its surcharge: plain 0, river 1, mountain 2, city 1 + 1 per station, remote location its printed value, +1 per other player’s rail there (and 1 Waste). Sea: never.',
      'Laying rails, building stations and buying victory cards adds Waste cards to your deck. Instead of playing, you may pass and return every Waste in your hand to the supply.',
    ],
  },
  {
    heading: 'End of the game',
    items: [
      'The game ends after a turn in which 4 supply piles are empty, a player has laid all their rails, or all stations are built. Each city with your rail scores 0/2/4/8 VP for 0/1/2/3 stations; each remote location with your rail scores its value; add your victory cards and VP tokens. Ties: more rails on the board.',
    ],
  },
  {
    heading: 'Playing here',
    items: [
      'Click a card in your hand to play it (“no effect” plays it for money only); “Play all plain Trains” plays your money cards. Glowing piles are affordable: click to buy. When you lay a rail, the glowing hexes show their total cost and Waste. Every other choice opens a dialog. Hover a card or tap its ⓘ for its rules.',
    ],
  },
];

const ko: RulesText = [
  {
    heading: '게임 목표',
    items: [
      '도쿄나 오사카 지도에 가장 가치 있는 철도망을 만들고 승점 카드를 사세요. 덱 빌딩 게임입니다: 모두 일반 열차 7장, 철로 건설 2장, 역 확장 1장으로 시작해 카드를 사서 덱을 키웁니다.',
    ],
  },
  {
    heading: '준비',
    items: [
      '게임판과 왕국 카드 8더미를 고릅니다(추천 구성, 무작위, 또는 첫 게임용 쓰레기 매립지 + 무작위 7장). 차례대로 각자 해양지, 원격지, 다른 플레이어의 시작 지점이 아닌 칸에 시작 철로를 놓습니다.',
    ],
  },
  {
    heading: '턴 진행',
    items: [
      '손의 카드를 내어 돈과 효과를 얻고, 그 돈으로 공급처에서 카드를 삽니다. 순서는 자유입니다. 그다음 모두 버리고 새로 5장을 뽑습니다.',
      '철로 카드는 즉시 자신의 철로망과 인접한 칸에 철로를 놓고 추가금을 냅니다: 평지 0, 강 1, 산악지 2, 도시 1 + 기차역마다 1, 원격지 적힌 숫자, 그 칸의 다른 플레이어 철로마다 +1(폐기물 1장). 해양지에는 놓을 수 없습니다.',
      '철로를 깔거나 역을 세우거나 승점 카드를 사면 덱에 폐기물 카드가 들어옵니다. 카드를 내지 않고 패스하며 손의 폐기물을 모두 공급처로 되돌릴 수 있습니다.',
    ],
  },
  {
    heading: '게임 종료',
    items: [
      '공급처 4더미가 비거나, 한 플레이어가 철로를 모두 깔거나, 기차역이 모두 세워진 턴이 끝나면 게임이 끝납니다. 내 철로가 있는 도시는 기차역 0/1/2/3개에 따라 0/2/4/8점, 내 철로가 있는 원격지는 적힌 점수, 여기에 승점 카드와 승점 토큰을 더합니다. 동점이면 게임판에 철로가 많은 쪽이 이깁니다.',
    ],
  },
  {
    heading: '이곳에서 플레이하기',
    items: [
      '손의 카드를 클릭하면 냅니다(“효과 없이”는 돈만 얻습니다). “일반 열차 모두 내기”로 돈 카드를 한 번에 냅니다. 빛나는 더미는 살 수 있습니다. 철로를 놓을 때 빛나는 칸에 전체 비용과 폐기물이 표시됩니다. 다른 선택은 모두 창으로 나타납니다. 카드에 마우스를 올리거나 ⓘ를 누르면 규칙이 보입니다.',
    ],
  },
];

/** Trains's rules page, in both languages. */
export const rules: GameRules = { en, ko };
