/**
 * The guided first game of Trains (issue 19 item 3): you (seat 0) against one easy bot on Tokyo with
 * a fixed seed, eleven steps: the starting rail (TR-19), your deck and hand (TR-17, TR-18), playing
 * Trains for money (TR-41), buying (TR-47), clean-up (TR-63), laying rails and their Waste (TR-51 to
 * TR-54, TR-26), stations (TR-57) and how the game ends and scores (TR-103, TR-105).
 * Rules: docs/rules/trains.md.
 */
import type { Tour } from '../../../web/tour/types.js';

const myRails = (doc: Document) => doc.querySelectorAll('.tr-map .tr-hex .tr-rail-token[data-seat="0"]').length;

/** The tour. */
export const tour: Tour = {
  game: 'trains',
  seed: 'tour-trains-1',
  config: { map: 'tokyo', preset: 'beginner-tokyo' },
  bots: ['bot:easy'],
  steps: [
    { id: 'welcome', advance: 'next' },
    { id: 'start', targets: ['.tr-hex.pick-start[data-terrain=city]', '.tr-hex.pick-start'], advance: 'click' },
    { id: 'hand', targets: ['[data-testid=my-cards]'], advance: 'next' },
    { id: 'money', targets: ['[data-testid=play-all]:enabled'], advance: 'click' },
    { id: 'buy', targets: ['[data-buyable="1"] .tr-card-button', '[data-testid=end-turn]:enabled'], advance: 'click' },
    { id: 'endTurn', targets: ['[data-testid=end-turn]:enabled'], advance: 'click' },
    { id: 'bot', targets: ['[data-testid=others]'], advance: 'next' },
    {
      id: 'rail',
      targets: [
        '[data-testid^=rail-option-]',
        '[data-testid=play-all]:enabled',
        '.tr-hand-slot [data-card=lay-rails] .tr-card-button',
        '[data-testid=end-turn]:enabled',
      ],
      advance: (doc) => myRails(doc) >= 2,
    },
    { id: 'waste', targets: ['[data-testid=my-cards]'], advance: 'next' },
    { id: 'stations', advance: 'next' },
    { id: 'end', advance: 'next' },
  ],
  strings: {
    en: {
      title: 'Trains, guided',
      welcome:
        'Welcome! Trains is a deck-building game on a map: you buy cards to grow your deck and lay rails to reach cities. This guide plays a real game with you against one bot; the glowing ring shows what to click next.',
      start: 'First, place your starting rail: click one of the glowing hexes. Cities near the middle leave you many ways to grow.',
      hand: 'Your deck is 7 Normal Trains, 2 Lay Rails and 1 Station Expansion; each turn you hold 5 of them. Trains give money, Lay Rails put a rail on the map.',
      money: 'Play your money cards: "Play all plain Trains" plays every plain Train at once. The money shows in the turn panel.',
      buy: 'Buy a card: the supply piles that glow are the ones you can afford now. It flies to your gained cards and joins your deck at the end of the turn.',
      endTurn: 'End your turn: the cards you played and bought go to your discard pile, and you draw 5 new cards.',
      bot: 'The bot plays now: its rails drop onto the map and what it buys flies to its box here. Press Next.',
      rail: 'Lay a rail: play your Trains first (rivers and mountains cost money), then a Lay Rails card, then pick a hex next to your rails. No Lay Rails in hand? End the turn and try the next one.',
      waste: 'Every rail you lay gains you a Waste card: it does nothing and clogs your deck. Some cards let you return Waste to its pile.',
      stations:
        'Station Expansion puts a station in a city: every station makes that city worth more at the end for everyone whose rails reach it.',
      end: 'The game ends after a turn in which four supply piles are empty, a player has laid all 20 rails, or the stations run out. Points come from the cities and remote places your rails reach and the victory cards you bought. Play on!',
    },
    ko: {
      title: '트레인스 안내',
      welcome:
        '환영합니다! 트레인스는 지도 위의 덱 빌딩 게임입니다. 카드를 사서 덱을 키우고, 선로를 놓아 도시에 닿습니다. 이 안내는 봇 하나와 실제 게임을 함께 합니다. 빛나는 테두리가 다음에 누를 곳입니다.',
      start: '먼저 시작 선로를 놓으세요. 빛나는 칸 중 하나를 누르세요. 가운데에 가까운 도시일수록 뻗어 나갈 길이 많습니다.',
      hand: '내 덱은 일반 열차 7장, 선로 부설 2장, 역 확장 1장입니다. 매 차례 그중 5장을 손에 듭니다. 열차는 돈을, 선로 부설은 지도에 선로를 줍니다.',
      money: '돈 카드를 내세요. "일반 열차 모두 내기"는 일반 열차를 한 번에 냅니다. 돈은 차례 패널에 보입니다.',
      buy: '카드를 사세요. 빛나는 공급 더미가 지금 살 수 있는 카드입니다. 산 카드는 얻은 카드로 날아가고, 차례가 끝나면 덱에 들어갑니다.',
      endTurn: '차례를 끝내세요. 낸 카드와 산 카드는 버린 더미로 가고, 새 카드 5장을 뽑습니다.',
      bot: '이제 봇의 차례입니다. 봇의 선로가 지도에 놓이고, 봇이 산 카드가 여기 봇 칸으로 날아갑니다. 다음을 누르세요.',
      rail: '선로를 놓으세요. 먼저 열차를 내고(강과 산은 돈이 듭니다), 선로 부설 카드를 낸 뒤 내 선로 옆 칸을 고르세요. 손에 선로 부설이 없나요? 차례를 끝내고 다음 차례에 하세요.',
      waste: '선로를 놓을 때마다 쓰레기 카드를 얻습니다. 아무 효과가 없고 덱을 막습니다. 쓰레기를 더미로 돌려보내는 카드도 있습니다.',
      stations: '역 확장은 도시에 역을 놓습니다. 역이 많을수록 그 도시에 선로가 닿은 모든 사람의 끝 점수가 커집니다.',
      end: '공급 더미 네 개가 비거나, 누군가 선로 20개를 모두 놓거나, 역이 바닥나면 그 차례 뒤에 게임이 끝납니다. 내 선로가 닿은 도시와 외딴 곳, 산 승점 카드로 점수를 냅니다. 계속 플레이하세요!',
    },
  },
};
