/**
 * The player-facing rules of Ticket to Ride in English and Korean (the Korean follows the terms of the Korean
 * rulebook texts), shown by the rules page, which loads this module lazily through the web registry.
 * The full specification is docs/rules/ticket-to-ride.md.
 */
import type { GameRules, RulesText } from '../../../web/rules/content.js';

const en: RulesText = [
  {
    heading: 'Goal of the game',
    items: [
      'Score the most points. You score by claiming routes between neighbouring cities, by connecting the two cities of each destination ticket you keep, and with the Longest Continuous Path bonus. A ticket you fail to connect costs its value.',
    ],
  },
  {
    heading: 'Game setup',
    items: [
      'Each player gets 45 trains and 4 train cards. Five train cards lie face up beside the deck.',
      'Each player is dealt 3 destination tickets and keeps at least 2 (Mega Game and Big Cities: 5, keep at least 3). Everyone chooses at the same time.',
    ],
  },
  {
    heading: 'On your turn, do exactly one thing',
    items: [
      'Draw train cards: take 2 cards, each from the face-up row or blind from the deck. A face-up locomotive (rainbow wild card) counts as both cards, and you may not take one as your second card. A locomotive drawn blind is an ordinary draw.',
      'Claim a route: pay as many cards of the route’s colour as it has spaces; gray routes take any one colour. Locomotives replace any colour. Place your trains and score at once: 1, 2, 4, 7, 10 or 15 points for a route of 1 to 6 spaces.',
      'Draw destination tickets: take 3 (Mega Game and Big Cities: 4) and keep at least 1.',
    ],
  },
  {
    heading: 'Double routes',
    items: [
      'With 2 or 3 players only one track of a double route can be used. With 4 or 5 players both can, but never by the same player.',
    ],
  },
  {
    heading: 'Three locomotives',
    items: ['Whenever 3 of the 5 face-up cards are locomotives, all five are discarded and five new ones are laid out.'],
  },
  {
    heading: 'End of the game',
    items: ['When a player ends a turn with 2 or fewer trains, every player, including that one, gets one final turn.'],
  },
  {
    heading: 'Final scoring',
    items: [
      'Add the value of each completed ticket, subtract the value of each incomplete one.',
      'Longest Continuous Path (10 points) goes to the player with the longest unbroken chain of their own routes; ties share it. 1910: Globetrotter (15 points) for the most completed tickets instead. Mega Game: both. Big Cities: no bonus.',
      'Highest total wins. Ties: most completed tickets, then the bonus holder.',
    ],
  },
  {
    heading: 'Playing here',
    items: [
      'Click a glowing route to claim it; a payment chooser proposes the best cards and lets you change them. Every route and card shows a letter and pattern as well as its colour. Hover or focus a route to see its length and points.',
    ],
  },
];

const ko: RulesText = [
  {
    heading: '게임 목표',
    items: [
      '가장 높은 승점을 획득하는 것이 목표입니다. 지도상 인접한 두 도시 간의 노선을 연결하거나, 목적지 카드에 나와 있는 두 도시를 연결하거나, 가장 긴 노선을 연결하여 점수를 얻습니다. 목적지 카드의 두 도시를 연결하지 못하면 그만큼 승점을 잃습니다.',
    ],
  },
  {
    heading: '게임 시작',
    items: [
      '각 플레이어는 기차 45개와 기차 카드 4장을 받습니다. 기차 카드 5장은 추첨 구역에 공개됩니다.',
      '각 플레이어는 목적지 카드 3장을 확인한 후 2장 이상을 가져갑니다 (메가 게임과 대도시: 5장 중 3장 이상). 모두 동시에 선택합니다.',
    ],
  },
  {
    heading: '턴 진행: 아래 행동 중 단 한 가지',
    items: [
      '기차 카드 뽑기: 공개된 카드나 카드덱에서 2장을 가져옵니다. 공개된 기관차 카드(무지개색 와일드카드)는 2장으로 치며, 두 번째 카드로는 가져올 수 없습니다. 카드덱에서 뽑은 기관차 카드는 일반 카드처럼 1장으로 칩니다.',
      '노선 연결: 노선의 칸 수만큼 같은 색의 카드를 냅니다. 회색 노선은 아무 한 가지 색으로 연결할 수 있습니다. 기관차 카드는 어떤 색이든 대신합니다. 기차를 놓고 바로 점수를 얻습니다: 1~6칸 노선에 1, 2, 4, 7, 10, 15점.',
      '목적지 카드 뽑기: 3장 (메가 게임과 대도시: 4장)을 뽑고 1장 이상을 가져갑니다.',
    ],
  },
  {
    heading: '이중노선',
    items: [
      '2~3인 게임에서는 이중노선 중 하나만 사용할 수 있습니다. 4~5인 게임에서는 둘 다 사용할 수 있지만, 한 플레이어가 둘 다 연결할 수는 없습니다.',
    ],
  },
  { heading: '기관차 카드 3장', items: ['공개된 카드 5장 중 3장이 기관차 카드이면, 5장을 모두 버리고 새로 5장을 공개합니다.'] },
  {
    heading: '게임 종료',
    items: ['한 플레이어가 턴을 마쳤을 때 기차가 2개 이하로 남으면, 그 플레이어를 포함한 모든 플레이어가 마지막 턴을 한 번씩 진행합니다.'],
  },
  {
    heading: '최종 승점 계산',
    items: [
      '완료한 목적지 카드의 점수를 더하고, 완료하지 못한 목적지 카드의 점수를 뺍니다.',
      '최장 연결 노선 보너스(10점)는 자신의 노선으로 가장 길게 연결한 플레이어가 받으며, 동점이면 모두 받습니다. 1910: 대신 가장 많은 목적지 카드를 완료한 플레이어가 세계 여행자 보너스(15점)를 받습니다. 메가 게임: 둘 다. 대도시: 보너스 없음.',
      '가장 높은 점수가 승리합니다. 동점이면 완료한 목적지 카드가 많은 플레이어, 그다음 보너스를 받은 플레이어가 승리합니다.',
    ],
  },
  {
    heading: '이곳에서 플레이하기',
    items: [
      '빛나는 노선을 클릭하면 연결할 수 있습니다. 지불 선택 창이 가장 좋은 카드 조합을 제안하며 바꿀 수도 있습니다. 모든 노선과 카드에는 색과 함께 글자와 무늬가 있습니다. 노선에 마우스를 올리거나 초점을 맞추면 길이와 점수가 보입니다.',
    ],
  },
];

/** Ticket to Ride's rules page, in both languages. */
export const rules: GameRules = { en, ko };
