/**
 * The player-facing rules of HellRail in English and Korean (the Korean follows the terms of the Korean
 * rulebook texts), shown by the rules page, which loads this module lazily through the web registry.
 * The full specification is docs/rules/hellrail.md.
 */
import type { GameRules, RulesText } from '../../../web/rules/content.js';

const RH_EN = '◆ Roundhouse edition: ';
const RH_KO = '◆ 라운드하우스 판: ';
const en: RulesText = [
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

const ko: RulesText = [
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

/** HellRail's rules page, in both languages. */
export const rules: GameRules = { en, ko };
