/**
 * The guided first game of HellRail (issue 19 item 3): you (seat 0) against one easy bot in the
 * quick game (six rounds) on a fixed seed, eleven steps: your engine at the Gate (HR-4.6), the four
 * uses of a rail card (HR-1.2), laying or upgrading a rail with its rotation (HR-6.3, HR-6.4, HR-3.4),
 * ending the turn (HR-5.4), moving and derailing (HR-7.1, HR-7.3, HR-8.1), circle effects and cars
 * (HR-1.3, HR-9.2) and the end (HR-13.4, HR-14.1). Rules: docs/rules/hellrail.md.
 */
import type { Tour } from '../../../web/tour/types.js';

/** The tour. */
export const tour: Tour = {
  game: 'hellrail',
  seed: 'tour-hellrail-1',
  config: { roundLimit: 6 },
  bots: ['bot:easy'],
  steps: [
    { id: 'welcome', advance: 'next' },
    { id: 'engine', targets: ['[data-testid=engine-0]'], advance: 'next' },
    { id: 'hand', targets: ['[data-testid=hand]'], advance: 'next' },
    {
      id: 'pick',
      targets: ['[data-testid^=hand-card-]:enabled:not([aria-pressed=true])'],
      advance: (doc) => doc.querySelector('[data-kind=lay], [data-kind=upgrade]') !== null,
    },
    { id: 'lay', targets: ['[data-kind=lay]', '[data-kind=upgrade]'], advance: 'click' },
    { id: 'confirm', targets: ['[data-testid=confirm-placement]'], advance: 'click' },
    { id: 'endTurn', targets: ['[data-testid=end-turn]'], advance: 'click' },
    { id: 'bot', targets: ['[data-testid=engine-1]'], advance: 'next' },
    { id: 'moving', targets: ['[data-testid=hand]'], advance: 'next' },
    { id: 'circles', targets: ['[data-testid=circle-1]'], advance: 'next' },
    { id: 'end', advance: 'next' },
  ],
  strings: {
    en: {
      title: 'HellRail, guided',
      welcome:
        'Welcome to HellRail! You build track through the nine circles and drive your engine along it to pick up damned souls and deliver them. This guide plays a real game with you against one bot; the glowing ring shows what to click next.',
      engine: 'This is your engine, waiting at the Gate. Track is laid from the cells next to it.',
      hand: 'Your hand: rail cards. Each has four uses: track to lay (or to upgrade a rail), a car of souls to carry, movement for your engine (up to its car value), and fuel (its brimstone).',
      pick: 'Choose a card: click it in your hand. Where it fits, cells show a + (lay it on an empty cell) or ⇧ (upgrade a rail already there).',
      lay: 'Click a + or ⇧ cell to place the rail there. You see a preview before anything is final.',
      confirm: 'Turn the card with "Rotate" until the track joins yours, then confirm. The rail drops onto the table.',
      endTurn: 'That will do for this turn: end it. You draw back up to your hand size.',
      bot: 'The bot plays now: its engine steps along the track cell by cell, and its rails drop onto the table. Press Next.',
      moving:
        'To move, pick a card and choose "Move": your engine steps along the track, one arrow at a time, up to the card’s car value. Step through an open end and you derail: your hand and your cars are lost.',
      circles:
        'When you enter a circle you may use its effect token. A card picked up at its pickup circle rides in your train as a car; set it out at its set-out circle and its car value is yours.',
      end: 'The quick game ends after six rounds; the highest total car value set out wins. Play on: the table is yours.',
    },
    ko: {
      title: '헬레일 안내',
      welcome:
        '헬레일에 오신 것을 환영합니다! 아홉 개의 원을 지나는 선로를 놓고, 그 위로 기관차를 몰아 영혼을 태워 나릅니다. 이 안내는 봇 하나와 실제 게임을 함께 합니다. 빛나는 테두리가 다음에 누를 곳입니다.',
      engine: '이것이 내 기관차입니다. 관문에서 기다립니다. 선로는 그 옆 칸부터 놓습니다.',
      hand: '내 손패: 선로 카드입니다. 카드마다 쓰임이 넷입니다. 놓을(또는 올릴) 선로, 실어 나를 영혼 차량, 기관차 이동(차량 값만큼), 연료(유황)입니다.',
      pick: '카드를 고르세요. 손패에서 누르면, 맞는 칸에 +(빈 칸에 놓기)나 ⇧(있는 선로 올리기)가 보입니다.',
      lay: '+나 ⇧ 칸을 눌러 선로를 놓으세요. 확정하기 전에 미리보기가 보입니다.',
      confirm: '"회전"으로 선로가 내 선로와 이어지게 돌린 뒤 확인하세요. 선로가 테이블에 내려앉습니다.',
      endTurn: '이번 차례는 여기까지입니다. 차례를 끝내면 손패를 다시 채웁니다.',
      bot: '이제 봇의 차례입니다. 봇의 기관차가 선로를 따라 한 칸씩 움직이고, 봇의 선로가 놓입니다. 다음을 누르세요.',
      moving:
        '움직이려면 카드를 고르고 "이동"을 누르세요. 기관차가 화살표를 따라 카드의 차량 값만큼 한 칸씩 갑니다. 열린 끝으로 나가면 탈선해서 손패와 차량을 잃습니다.',
      circles:
        '원에 들어가면 그 원의 효과 토큰을 쓸 수 있습니다. 카드를 태울 원에서 태우면 차량이 되고, 내릴 원에서 내리면 그 차량 값이 내 점수가 됩니다.',
      end: '빠른 게임은 여섯 라운드 뒤에 끝나고, 내린 차량 값의 합이 가장 큰 사람이 이깁니다. 계속 플레이하세요!',
    },
  },
};
