/**
 * The guided first game of Rail Pass (issue 19 item 3): you (seat 0, cities A–C) and one bot on the
 * two-player point-to-point railway with a three-minute round, fixed seed; ten steps: the shared
 * clock and team score (RP-6.1, RP-17.3), your cities and their yards (RP-2.1, RP-2.6), selecting a
 * train, loading a cube (RP-8), sending the train (RP-11), arrival and delivery (RP-14.1, RP-14.4),
 * hands and engineers (RP-9, RP-10, RP-13) and the round's score (RP-17.3). Rules: docs/rules/rail-pass.md.
 */
import type { Tour } from '../../../web/tour/types.js';

/** The tour. */
export const tour: Tour = {
  game: 'rail-pass',
  seed: 'tour-rail-pass-1',
  config: { setup: '2p-point-to-point', timerMs: 180_000 },
  bots: ['bot:normal'],
  steps: [
    { id: 'welcome', advance: 'next' },
    { id: 'clock', targets: ['[data-testid=rp-timer]'], advance: 'next' },
    { id: 'cities', targets: ['.rp-city.is-mine'], advance: 'next' },
    {
      id: 'select',
      targets: ['[data-testid=rp-city-C] .rp-track-long .rp-train:enabled', '.rp-city.is-mine .rp-train:enabled'],
      advance: 'click',
    },
    { id: 'load', targets: ['[data-testid=rp-actions] [data-action=LOAD]'], advance: 'click' },
    { id: 'send', targets: ['[data-testid=rp-actions] [data-action=SEND]'], advance: 'click' },
    { id: 'transit', targets: ['.rp-map-train', '[data-testid=rp-board] svg'], advance: 'next' },
    { id: 'deliver', targets: ['.rp-storage'], advance: 'next' },
    { id: 'hands', advance: 'next' },
    { id: 'score', targets: ['[data-testid=rp-score]'], advance: 'next' },
  ],
  strings: {
    en: {
      title: 'Rail Pass, guided',
      welcome:
        'Welcome to Rail Pass! It is cooperative and real time: everyone plays at once against the clock, moving cargo cubes between cities by train. This guide plays a real round with you and one bot; the glowing ring shows what to click next.',
      clock: 'The round lasts three minutes here. The team score beside the clock is what you all earn together.',
      cities:
        'These are your cities (A, B and C). Each has a yard of cubes waiting, parking tracks for trains and a hotel for engineers. A cube’s letter is the city it must reach.',
      select: 'Select a train on one of your tracks: click it. Its possible actions appear in the panel.',
      load: 'Load a cube from the yard onto the train (from the front or the back of the row). Watch it hop on.',
      send: 'Send the train to a connected city: pick one of the send buttons. The time it takes depends on the line.',
      transit: 'The train travels along its line on the map; you cannot touch it until it arrives.',
      deliver:
        'When the train arrives and is placed on a track, the cubes for that city move into its storage: that is a delivery. Other cubes stay on board for the next trip.',
      hands: 'You can also lift a train into your hand to park it on another track, or move engineers between the hotel and trains.',
      score:
        'When time is up, the round scores the two lowest storages multiplied together, so every city needs deliveries. Keep playing until the clock runs out!',
    },
    ko: {
      title: '레일 패스 안내',
      welcome:
        '레일 패스에 오신 것을 환영합니다! 협력형 실시간 게임입니다. 모두가 동시에 시간과 싸우며 기차로 화물 큐브를 도시 사이에 옮깁니다. 이 안내는 봇 하나와 실제 라운드를 함께 합니다. 빛나는 테두리가 다음에 누를 곳입니다.',
      clock: '이 라운드는 3분입니다. 시계 옆 팀 점수는 모두가 함께 얻는 점수입니다.',
      cities:
        '이것이 내 도시(A, B, C)입니다. 도시마다 기다리는 큐브가 있는 적재장, 기차를 세우는 선로, 기관사 호텔이 있습니다. 큐브의 글자가 가야 할 도시입니다.',
      select: '내 선로에 있는 기차를 누르세요. 할 수 있는 행동이 패널에 나옵니다.',
      load: '적재장의 큐브를 기차에 실으세요(줄의 앞이나 뒤에서). 큐브가 올라타는 것이 보입니다.',
      send: '기차를 이어진 도시로 보내세요. 보내기 버튼 중 하나를 누르세요. 걸리는 시간은 노선에 따라 다릅니다.',
      transit: '기차가 지도 위 노선을 따라 달립니다. 도착할 때까지 손댈 수 없습니다.',
      deliver:
        '기차가 도착해 선로에 놓이면 그 도시의 큐브가 저장고로 옮겨집니다. 이것이 배달입니다. 다른 큐브는 다음 여행을 위해 남습니다.',
      hands: '기차를 손으로 들어 다른 선로에 세우거나, 기관사를 호텔과 기차 사이에서 옮길 수도 있습니다.',
      score:
        '시간이 다 되면 가장 적은 저장고 두 곳의 수를 곱해서 점수를 냅니다. 모든 도시에 배달이 필요합니다. 시계가 멈출 때까지 계속하세요!',
    },
  },
};
