/**
 * The guided first game of HellRail (issue 19 item 3): you (seat 0) against one easy bot in the
 * quick game (six rounds) on a fixed seed, eleven steps: your engine at the Gate (HR-3), the hand of
 * rail cards (HR-4), choosing and laying a rail with its rotation (HR-5), ending the turn, moving
 * along the track (HR-7) and the circles with their effects (HR-9, HR-10) and the end (HR-12).
 * Rules: docs/rules/hellrail.md.
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
      hand: 'Your hand: rail cards (straight, curve, junction). Each card is either laid as track or played for its action, such as moving your engine.',
      pick: 'Choose a card: click it in your hand. Where it fits, cells show a + (lay it on an empty cell) or ⇧ (upgrade a rail already there).',
      lay: 'Click a + or ⇧ cell to place the rail there. You see a preview before anything is final.',
      confirm: 'Turn the card with "Rotate" until the track joins yours, then confirm. The rail drops onto the table.',
      endTurn: 'That will do for this turn: end it. You draw back up to your hand size.',
      bot: 'The bot plays now: its engine steps along the track cell by cell, and its rails drop onto the table. Press Next.',
      moving:
        'To move, pick a card and choose "Move": your engine steps along the track, one arrow at a time. Run off the end of the track and you derail and lose cards.',
      circles:
        'The circles hold effect tokens: the first engine to reach one may use its effect. Cars you pick up on the way are souls to deliver for points.',
      end: 'The quick game ends after six rounds; the most points wins. Play on: the table is yours.',
    },
    ko: {
      title: '헬레일 안내',
      welcome:
        '헬레일에 오신 것을 환영합니다! 아홉 개의 원을 지나는 선로를 놓고, 그 위로 기관차를 몰아 영혼을 태워 나릅니다. 이 안내는 봇 하나와 실제 게임을 함께 합니다. 빛나는 테두리가 다음에 누를 곳입니다.',
      engine: '이것이 내 기관차입니다. 관문에서 기다립니다. 선로는 그 옆 칸부터 놓습니다.',
      hand: '내 손패: 선로 카드(직선, 곡선, 분기)입니다. 카드는 선로로 놓거나, 기관차 이동 같은 행동으로 씁니다.',
      pick: '카드를 고르세요. 손패에서 누르면, 맞는 칸에 +(빈 칸에 놓기)나 ⇧(있는 선로 올리기)가 보입니다.',
      lay: '+나 ⇧ 칸을 눌러 선로를 놓으세요. 확정하기 전에 미리보기가 보입니다.',
      confirm: '"회전"으로 선로가 내 선로와 이어지게 돌린 뒤 확인하세요. 선로가 테이블에 내려앉습니다.',
      endTurn: '이번 차례는 여기까지입니다. 차례를 끝내면 손패를 다시 채웁니다.',
      bot: '이제 봇의 차례입니다. 봇의 기관차가 선로를 따라 한 칸씩 움직이고, 봇의 선로가 놓입니다. 다음을 누르세요.',
      moving:
        '움직이려면 카드를 고르고 "이동"을 누르세요. 기관차가 화살표를 따라 한 칸씩 갑니다. 선로 끝을 넘어가면 탈선해서 카드를 잃습니다.',
      circles: '원에는 효과 토큰이 있습니다. 먼저 도착한 기관차가 효과를 쓸 수 있습니다. 가는 길에 태운 차량은 점수가 되는 영혼입니다.',
      end: '빠른 게임은 여섯 라운드 뒤에 끝나고, 점수가 가장 높은 사람이 이깁니다. 계속 플레이하세요!',
    },
  },
};
