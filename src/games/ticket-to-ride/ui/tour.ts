/**
 * The guided first game of Ticket to Ride (issue 19 item 3): you (seat 0) against one easy bot on a
 * fixed seed, eleven steps from choosing destination tickets (TTR-41, TTR-76) through drawing train
 * cards (TTR-70, TTR-71) to claiming a route (TTR-60, TTR-61) and how the game ends and scores
 * (TTR-91, TTR-100, TTR-102, TTR-104).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import type { Tour } from '../../../web/tour/types.js';

/** The tour. */
export const tour: Tour = {
  game: 'ticket-to-ride',
  seed: 'tour-ticket-to-ride-1',
  config: { variant: 'classic' },
  bots: ['bot:easy'],
  steps: [
    { id: 'welcome', advance: 'next' },
    {
      id: 'tickets',
      targets: ['[data-testid=ticket-dialog] input[type=checkbox]:not(:checked)'],
      advance: (doc) => doc.querySelector('[data-testid=keep-tickets]:enabled') !== null,
    },
    {
      id: 'keep',
      targets: ['[data-testid=keep-tickets]:enabled', '[data-testid=ticket-dialog] input[type=checkbox]:not(:checked)'],
      advance: (doc) => doc.querySelector('[data-testid=ticket-dialog]') === null,
    },
    { id: 'map', targets: ['[data-testid=my-tickets]'], advance: 'next' },
    { id: 'hand', targets: ['[data-testid=hand]'], advance: 'next' },
    { id: 'faceUp', targets: ['[data-testid=face-up] button:enabled'], advance: 'click' },
    { id: 'blind', targets: ['[data-testid=draw-blind]:enabled'], advance: 'click' },
    { id: 'bots', targets: ['.table-seats'], advance: 'next' },
    {
      id: 'claim',
      targets: ['[data-testid=pay-confirm]', '.route.is-claimable', '[data-testid=draw-blind]:enabled'],
      advance: (doc) => doc.querySelector('.route[data-owner="0"]') !== null && !doc.querySelector('[data-testid=payment-chooser]'),
    },
    { id: 'scored', targets: ['[data-testid=seat-0]'], advance: 'next' },
    { id: 'end', advance: 'next' },
  ],
  strings: {
    en: {
      title: 'Ticket to Ride, guided',
      welcome:
        'Welcome! In Ticket to Ride you collect train cards and spend them to claim routes between cities. This guide plays a real game with you against one bot; the glowing ring shows what to click next.',
      tickets:
        'First, destination tickets: each asks you to connect two cities with your own routes by the end. Connected, it scores its points; not connected, it costs them. Tick at least two.',
      keep: 'Keep the tickets you ticked. The ones you return go under the pile.',
      map: 'The cities of your tickets are ringed on the map. Plan a chain of routes between them; short routes are cheap, long ones score far more.',
      hand: 'Your hand: train cards by colour. A route of 3 grey spaces takes any 3 cards of one colour; a coloured route needs that colour. Locomotives (★) are wild.',
      faceUp:
        'On your turn you may draw two train cards. Take one of the five face-up cards: pick a colour you need. Watch it travel into your hand.',
      blind: 'Now your second card: draw from the deck. It is secret, so the bot cannot see what you get.',
      bots: 'The bot plays its turn now: its name lights up in the row of seats and its moves animate on the board. Press Next.',
      claim:
        'Claim a route: glowing routes are the ones you can pay for now. Click one and confirm the payment. Nothing glows yet? Draw cards from the deck until a route does.',
      scored: 'Your cars fill the route and its points go beside your name: 1, 2, 4, 7, 10 or 15 points for a route of 1 to 6 spaces.',
      end: 'The last round starts when someone has two cars or fewer. Then tickets count, plus 10 points for the longest continuous path. Play on: the game is yours.',
    },
    ko: {
      title: '티켓 투 라이드 안내',
      welcome:
        '환영합니다! 티켓 투 라이드에서는 기차 카드를 모아 도시 사이의 노선을 차지합니다. 이 안내는 봇 하나와 실제 게임을 함께 합니다. 빛나는 테두리가 다음에 누를 곳입니다.',
      tickets:
        '먼저 목적지 티켓입니다. 티켓마다 두 도시를 끝까지 내 노선으로 이어야 합니다. 이으면 점수를 얻고, 못 이으면 그만큼 잃습니다. 두 장 이상 고르세요.',
      keep: '고른 티켓을 가지세요. 돌려준 티켓은 더미 아래로 갑니다.',
      map: '내 티켓의 도시가 지도에 표시됩니다. 그 사이를 잇는 노선을 계획하세요. 짧은 노선은 싸고, 긴 노선은 점수가 훨씬 큽니다.',
      hand: '내 손패: 색깔별 기차 카드입니다. 회색 3칸 노선은 같은 색 3장, 색이 있는 노선은 그 색이 필요합니다. 기관차(★)는 아무 색이나 됩니다.',
      faceUp: '내 차례에는 기차 카드 두 장을 가져올 수 있습니다. 펼쳐진 다섯 장 중 필요한 색을 한 장 가져오세요. 카드가 손패로 움직입니다.',
      blind: '두 번째 카드는 덱에서 가져오세요. 비공개라서 봇은 무엇을 가져갔는지 모릅니다.',
      bots: '이제 봇의 차례입니다. 자리 줄에서 봇 이름이 밝아지고, 봇의 수가 보드 위에서 움직입니다. 다음을 누르세요.',
      claim:
        '노선을 차지하세요. 빛나는 노선은 지금 낼 수 있는 노선입니다. 하나를 누르고 지불을 확인하세요. 아직 빛나는 노선이 없으면 빛날 때까지 덱에서 카드를 가져오세요.',
      scored: '내 기차가 노선을 채우고, 점수가 이름 옆에 더해집니다. 1~6칸 노선은 1, 2, 4, 7, 10, 15점입니다.',
      end: '누군가의 기차가 두 량 이하가 되면 마지막 라운드가 시작됩니다. 그 뒤 티켓 점수와 가장 긴 경로 10점을 더합니다. 계속 플레이하세요!',
    },
  },
};
