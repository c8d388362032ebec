/**
 * Player-facing rules of each game in English and Korean (the Korean follows the terms of the Korean
 * rulebook texts in shared/seeds). Shown by the rules page; the full specifications live in
 * shared/rules/<game>.md.
 */
import type { GameId } from '../../engine/contract.js';

/** One section: a heading and its paragraphs or list items. */
export interface RulesSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/** Rules text of a game in one language. */
export type RulesText = readonly RulesSection[];

const ttrEn: RulesText = [
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

const ttrKo: RulesText = [
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

const trainsEn: RulesText = [
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
const trainsKo: RulesText = [
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
const RH_EN = '◆ Roundhouse edition: ';
const RH_KO = '◆ 라운드하우스 판: ';
const hellEn: RulesText = [
  {
    heading: 'Goal of the game',
    items: [
      'Run your engine through the circles of hell. Pick up cars of damned souls at their pickup circle and set them out at their set-out circle. When the cards run out, the highest total car value set out wins.',
    ],
  },
  {
    heading: 'Rail cards',
    items: [
      'Every rail card has four uses: track to lay on the table, a car to haul (car value 3–9, pickup circle ⬆ and set-out circle ⬇), movement (discard it to move up to its car value in steps) and fuel (its brimstone 1–5 limits how many loads you can pull with it, and is how many cards you draw when you fan the flames with it).',
      `${RH_EN}the published card list is not available, so the 45 cards, their nine track shapes and their values were designed by Roundhouse: each circle is the pickup and the set-out circle of exactly five cards, and a car is worth about its trip length plus one (one more when the souls go deeper).`,
    ],
  },
  {
    heading: 'Setup',
    items: [
      'The ten circle cards (G, the Gates of Hell, and circles 1–9) are laid out in a 1-2-2-2-2-1 outline; a circle effect token lies face up on each of circles 1–9. Everyone gets 3 cards; all engines start in circle G.',
      `${RH_EN}the circles sit on a 6 × 13 grid (columns A–F, rows 1–13) with one empty cell between neighbours, so track must always be built. Two players are allowed.`,
    ],
  },
  {
    heading: 'Your turn',
    items: [
      'Draw 1 card (3 while you hold a Tender). Then take any number of card actions in any order: pick up, set out, lay track, upgrade track, move. End with “End turn” or by fanning the flames.',
      'Pick up: in a circle, a hand card whose pickup circle is this one becomes a car at the rear of your train (at most 5 loads ◆).',
      'Set out: in a car’s set-out circle, put it face down on your set-out pile. It scores its car value at the end.',
      'Lay track: put a card on an empty cell next to any card, turned any way.',
      'Upgrade: cover a rail with a card whose track contains every path of the old one plus at least one more. Not under an engine.',
      'Fan the flames: discard a card, draw as many cards as its brimstone, and your turn ends. Not while you hold a Tender or after Gluttony.',
    ],
  },
  {
    heading: 'Moving',
    items: [
      'Discard a card whose brimstone is at least your load (cars plus Tenders) and move up to its car value in steps. Trains never reverse; at a junction you choose the branch. Entering a circle ends the move.',
      'A train cannot pass another: it pushes it one cell along its track. Stepping (or being pushed) through an open end of the track derails you: discard your hand and your cars, go back to G, and your turn ends.',
      `${RH_EN}a rail cell holds at most one engine; a push that would run into a third engine is not allowed; “up to” movement by default (the exact-movement variant makes you use every point).`,
    ],
  },
  {
    heading: 'Circle effects',
    items: [
      'When your engine enters a circle by its own move you decide once whether to use its effect: Abyss, Boatman, Brimstone Tender, Chaos Reigns, Delinquency (Check tokens), False Path, Geryon, Gluttony, Guard Duty (Cerberus), Heresy, Infernal Power, Lust, Shift Change, Soul Catcher and Thievery. The board explains each one when you enter.',
      'Cerberus: leaving the circle it guards costs hand cards worth at least the circle’s number in car value.',
      `${RH_EN}a Heresy token blocks one effect aimed at you; Boatman and Soul Catcher tokens are used up; Abyss removes a whole rail stack.`,
    ],
  },
  {
    heading: 'End of the game and scoring',
    items: [
      'When the draw pile is empty it is reshuffled from the discards. When there is nothing left to reshuffle the game ends at once.',
      'Your score is the total car value of your set-out pile. Ties go to the player carrying more loads; still tied, the win is shared.',
      `${RH_EN}the quick-game variant ends after 6 rounds; the “house rules” variant (first visitor only, catch-up card) is marked as such.`,
    ],
  },
  {
    heading: 'Playing here',
    items: [
      'Click a card in your hand: cells where you may lay it show ＋, rails it may upgrade show ⇧. Click a cell to preview the card there, turn it, then confirm. Use the buttons under the card to move, pick up or fan the flames; if you cannot move with a card the board tells you why. While moving, click the arrows on your engine (a ✕ marks an open end). Engines show their seat letter as well as their colour. Use ＋/－ to zoom the table on small screens.',
    ],
  },
];
const hellKo: RulesText = [
  {
    heading: '게임 목표',
    items: [
      '기차를 몰고 지옥의 서클을 돌아다니세요. 망자들의 짐을 알맞은 서클에서 싣고, 배달할 서클에서 내립니다. 카드가 다 떨어졌을 때 내린 짐 가치의 합이 가장 높은 플레이어가 승리합니다.',
    ],
  },
  {
    heading: '선로 카드',
    items: [
      '모든 선로 카드는 네 가지로 쓰입니다: 테이블에 까는 선로, 싣고 가는 짐(짐 가치 3~9, 싣는 서클 ⬆과 내리는 서클 ⬇), 이동(버리면 짐 가치만큼 움직임), 연료(브림스톤 1~5: 이 카드로 움직일 때 끌 수 있는 짐의 수, 연료 넣기로 받는 카드 수).',
      `${RH_KO}원본 카드 목록을 구할 수 없어 45장의 카드, 아홉 가지 선로 모양과 값은 라운드하우스가 설계했습니다. 각 서클은 정확히 5장의 싣는 서클이자 5장의 내리는 서클이며, 짐 가치는 대략 이동 거리 더하기 1입니다 (더 깊은 곳으로 가면 1 더).`,
    ],
  },
  {
    heading: '게임 준비',
    items: [
      '서클 카드 10장(G: 지옥의 문, 서클 1~9)을 1-2-2-2-2-1 모양으로 놓고, 서클 1~9에 서클 효과 토큰을 앞면으로 하나씩 올립니다. 각자 카드 3장을 받고, 모든 기차는 서클 G에서 출발합니다.',
      `${RH_KO}서클은 6 × 13 격자(A~F열, 1~13행)에 놓이고 이웃 서클 사이에는 빈 칸이 있어 반드시 선로를 깔아야 합니다. 2인 게임도 할 수 있습니다.`,
    ],
  },
  {
    heading: '턴 진행',
    items: [
      '카드 한 장을 뽑습니다 (텐더가 있으면 석 장). 그다음 원하는 순서로 카드 액션을 원하는 만큼 합니다: 짐 싣기, 짐 내리기, 새 선로 깔기, 선로 업그레이드, 기차 움직이기. “턴 마치기” 또는 연료 넣기로 턴을 끝냅니다.',
      '짐 싣기: 서클에서, 싣는 서클이 이 서클인 손의 카드를 기차 맨 뒤에 짐으로 싣습니다 (짐은 최대 5개 ◆).',
      '짐 내리기: 짐의 내리는 서클에서 그 카드를 엔진 카드 아래에 뒷면으로 놓습니다. 게임이 끝나면 짐 가치만큼 점수가 됩니다.',
      '새 선로 깔기: 다른 카드와 인접한 빈 칸에 카드를 원하는 방향으로 놓습니다.',
      '선로 업그레이드: 기존 선로의 길을 모두 포함하면서 새 길이 있는 카드로 덮습니다. 기차가 있는 칸은 안 됩니다.',
      '연료 넣기: 카드 한 장을 버리고 그 브림스톤 가치만큼 카드를 받은 뒤 턴이 끝납니다. 텐더가 있거나 글러터니를 쓴 턴에는 할 수 없습니다.',
    ],
  },
  {
    heading: '기차 움직이기',
    items: [
      '브림스톤 가치가 싣고 있는 짐 수(짐과 텐더) 이상인 카드를 버리고, 그 카드의 짐 가치만큼 움직입니다. 기차는 후진할 수 없고, 분기점에서는 갈 방향을 고릅니다. 서클에 들어가면 남은 이동포인트는 무시합니다.',
      '기차는 다른 기차를 지나갈 수 없고 선로를 따라 한 칸 밀어냅니다. 선로의 끝으로 가거나 밀려나면 탈선합니다: 손의 카드와 짐을 모두 버리고 서클 G로 돌아가며 턴이 끝납니다.',
      `${RH_KO}선로 한 칸에는 기차가 하나만 있을 수 있고, 세 번째 기차에 부딪히는 밀어내기는 할 수 없습니다. 기본은 “최대” 이동이며, 정확한 이동 변형에서는 이동포인트를 모두 써야 합니다.`,
    ],
  },
  {
    heading: '서클 효과',
    items: [
      '자신의 이동으로 서클에 들어가면 그 서클의 효과를 쓸지 한 번 정합니다: 어비스, 보트맨, 브림스톤 텐더, 카오스 레인즈, 딜린퀀시(체크 토큰), 폴스 패스, 게리온, 글러터니, 가드 듀티(켈베로스), 헤러시, 인퍼널 파워, 러스트, 시프트 체인지, 소울 캐처, 시버리. 서클에 들어가면 화면이 각 효과를 설명합니다.',
      '켈베로스: 켈베로스가 지키는 서클을 나가려면 서클 번호 이상의 짐 가치만큼 손의 카드를 버려야 합니다.',
      `${RH_KO}헤러시 토큰은 나를 노리는 효과 하나를 막습니다. 보트맨과 소울 캐처 토큰은 한 번 쓰면 사라집니다. 어비스는 선로 한 칸의 카드를 모두 없앱니다.`,
    ],
  },
  {
    heading: '게임 종료와 점수',
    items: [
      '카드 뭉치가 비면 버린 카드를 섞어 새 카드 뭉치를 만듭니다. 버린 카드도 없으면 게임은 즉시 끝납니다.',
      '내린 짐의 짐 가치 합이 점수입니다. 동점이면 싣고 있는 짐이 많은 플레이어가 이기고, 그래도 같으면 공동 우승입니다.',
      `${RH_KO}빠른 게임 변형은 6라운드 후 끝납니다. “하우스 룰” 변형(첫 방문자만, 추가 카드)은 따로 표시됩니다.`,
    ],
  },
  {
    heading: '이곳에서 플레이하기',
    items: [
      '손의 카드를 클릭하세요: 깔 수 있는 칸에는 ＋, 업그레이드할 수 있는 선로에는 ⇧가 표시됩니다. 칸을 클릭하면 카드가 미리 보이고, 돌린 다음 확인합니다. 카드 아래 버튼으로 움직이기, 짐 싣기, 연료 넣기를 합니다. 그 카드로 움직일 수 없으면 이유를 알려 줍니다. 움직이는 중에는 기차의 화살표를 클릭하세요 (✕는 선로의 끝). 기차에는 색과 함께 글자가 표시됩니다. 작은 화면에서는 ＋/－로 테이블을 확대하세요.',
    ],
  },
];
const passEn: RulesText = [
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
const passKo: RulesText = [
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

/** Rules of every game, by language. */
export const RULES: Readonly<Record<GameId, { readonly en: RulesText; readonly ko: RulesText }>> = {
  'ticket-to-ride': { en: ttrEn, ko: ttrKo },
  trains: { en: trainsEn, ko: trainsKo },
  hellrail: { en: hellEn, ko: hellKo },
  'rail-pass': { en: passEn, ko: passKo },
};
