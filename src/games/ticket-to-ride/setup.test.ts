import { describe, expect, it } from 'vitest';
import { RoundhouseError } from '../../engine/result.js';
import { isHouseRules, parseConfig, startingDeal } from './config.js';
import { setup, fullCardDeck } from './setup.js';
import { activeSeats, apply, MAIN } from './rules.js';
import { LOCO, TICKETS, VARIANTS, type Variant } from './data.js';
import { cardTotal, offerOf, pendingTickets, phase, at } from './test-helpers.js';
import { ticketToRide } from './index.js';

const code = (f: () => unknown): string => {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return (e as RoundhouseError).code;
  }
};

describe('configuration (TTR-20, TTR-21, TTR-22, TTR-D11, TTR-D12, TTR-D16)', () => {
  it('TTR-20: defaults — classic, firstSeat null, doubles at 4, bonuses per variant, original values, no startingTickets', () => {
    expect(parseConfig({}, 3)).toEqual({
      variant: 'classic',
      seats: 3,
      firstSeat: null,
      doubleRoutesMinPlayers: 4,
      longestPathBonus: true,
      globetrotterBonus: false,
      ticketValues: 'original',
      startingTickets: null,
    });
    expect(parseConfig(undefined, 2).variant).toBe('classic');
  });
  it('TTR-22: bonus defaults per variant; flags override them for any variant', () => {
    const flags = (v: Variant) => {
      const c = parseConfig({ variant: v }, 2);
      return [c.longestPathBonus, c.globetrotterBonus];
    };
    expect(flags('classic')).toEqual([true, false]);
    expect(flags('usa1910')).toEqual([false, true]);
    expect(flags('mega')).toEqual([true, true]);
    expect(flags('bigCities')).toEqual([false, false]);
    const house = parseConfig({ variant: 'bigCities', longestPathBonus: true, globetrotterBonus: true }, 2);
    expect([house.longestPathBonus, house.globetrotterBonus]).toEqual([true, true]);
  });
  it.each([
    ['seats 1', {}, 1],
    ['seats 6', {}, 6],
    ['unknown variant', { variant: 'europe' }, 2],
    ['firstSeat = seats', { firstSeat: 3 }, 3],
    ['firstSeat negative', { firstSeat: -1 }, 3],
    ['doubleRoutesMinPlayers 1', { doubleRoutesMinPlayers: 1 }, 2],
    ['doubleRoutesMinPlayers 7', { doubleRoutesMinPlayers: 7 }, 2],
    ['ticketValues with usa1910', { variant: 'usa1910', ticketValues: 'original' }, 2],
    ['ticketValues with mega', { variant: 'mega', ticketValues: 'revised' }, 2],
    ['seats disagree', { seats: 4 }, 3],
    ['keep > deal', { startingTickets: { deal: 2, keep: 3 } }, 2],
    ['not an object', 'classic', 2],
  ])('TTR-21: %s → TTR_BAD_CONFIG', (_n, input, seats) => {
    expect(code(() => parseConfig(input, seats))).toBe('TTR_BAD_CONFIG');
  });
  it('TTR-21: valid edge values are accepted (firstSeat seats-1, doubles 2 and 6, revised classic)', () => {
    expect(parseConfig({ firstSeat: 4 }, 5).firstSeat).toBe(4);
    expect(parseConfig({ doubleRoutesMinPlayers: 2 }, 2).doubleRoutesMinPlayers).toBe(2);
    expect(parseConfig({ doubleRoutesMinPlayers: 6 }, 2).doubleRoutesMinPlayers).toBe(6);
    expect(parseConfig({ ticketValues: 'revised' }, 2).ticketValues).toBe('revised');
  });
  it('TTR-D11: Big Cities deals 5 keep 3 by default; startingTickets {deal 4, keep 2} gives the English sheet start', () => {
    expect(startingDeal(parseConfig({ variant: 'bigCities' }, 2))).toEqual({ deal: 5, keep: 3 });
    const c = parseConfig({ variant: 'bigCities', startingTickets: { deal: 4, keep: 2 } }, 2);
    const s = setup(c, 'x', 2);
    expect(pendingTickets(s).map((p) => p!.length)).toEqual([4, 4]);
    expect(s.ticketPile).toHaveLength(35 - 8);
    expect(apply(s, 0, { type: 'KEEP_TICKETS', ticketIds: offerOf(s, 0).slice(0, 1) }).ok).toBe(false);
    expect(apply(s, 0, { type: 'KEEP_TICKETS', ticketIds: offerOf(s, 0).slice(0, 2) }).ok).toBe(true);
  });
  it('TTR-D16: house-rule flags are kept in the resolved config (so records keep them)', () => {
    const c = parseConfig(
      { variant: 'usa1910', doubleRoutesMinPlayers: 3, longestPathBonus: true, startingTickets: { deal: 4, keep: 2 } },
      3,
    );
    expect(c).toMatchObject({ doubleRoutesMinPlayers: 3, longestPathBonus: true, startingTickets: { deal: 4, keep: 2 } });
    expect(parseConfig(c, 3)).toEqual(c); // a resolved config re-parses to itself (records replay)
  });
  it('TTR-D16: isHouseRules flags tables that leave the variant defaults', () => {
    expect(isHouseRules(parseConfig({ variant: 'mega' }, 4))).toBe(false);
    expect(isHouseRules(parseConfig({ variant: 'classic', ticketValues: 'revised' }, 4))).toBe(false);
    expect(isHouseRules(parseConfig({ doubleRoutesMinPlayers: 3 }, 3))).toBe(true);
    expect(isHouseRules(parseConfig({ variant: 'bigCities', longestPathBonus: true }, 3))).toBe(true);
    expect(isHouseRules(parseConfig({ variant: 'usa1910', globetrotterBonus: false }, 3))).toBe(true);
    expect(isHouseRules(parseConfig({ variant: 'bigCities', startingTickets: { deal: 4, keep: 2 } }, 3))).toBe(true);
    expect(isHouseRules(parseConfig({ variant: 'mega', longestPathBonus: true }, 3))).toBe(false);
  });
  it('TTR-D12: classic revised values come from pointsRevised; mega always revised', () => {
    const s = setup(parseConfig({ ticketValues: 'revised' }, 2), 'x', 2);
    expect(s.config.ticketValues).toBe('revised');
  });
});

describe('setup (TTR-30 to TTR-37, TTR-E22)', () => {
  it('TTR-5: notation — piles top first, five face-up slots (null = empty), hands as counts of the nine kinds', () => {
    const s = setup(parseConfig({ firstSeat: 0 }, 2), 'notation', 2);
    expect(s.faceUp).toHaveLength(5);
    expect(s.hands.every((h) => h.length === 9)).toBe(true);
    // index 0 is the top: a blind draw takes drawPile[0]
    const t = ticketToRide.apply({ ...s, stage: MAIN }, 0, { type: 'DRAW_BLIND' });
    expect(t.ok && at(t.value.hands, 0)[at(s.drawPile, 0)]).toBe(at(s.hands, 0)[at(s.drawPile, 0)]! + 1);
    expect(t.ok && t.value.drawPile).toEqual(s.drawPile.slice(1));
    const v = ticketToRide.view(s, 0);
    expect(Object.keys(at(v.players, 0).hand!)).toEqual([
      'pink',
      'white',
      'blue',
      'yellow',
      'orange',
      'black',
      'red',
      'green',
      'locomotive',
    ]);
  });
  it('TTR-30 / TTR-D13: firstSeat as configured, else drawn by the generator (all seats occur)', () => {
    expect(setup(parseConfig({ firstSeat: 2 }, 4), 's', 4).firstSeat).toBe(2);
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) seen.add(setup(parseConfig({}, 4), `seed${i}`, 4).firstSeat);
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
  it('TTR-31/TTR-32: 110 cards shuffled; 4 cards dealt one at a time from the first seat in turn order', () => {
    expect(fullCardDeck()).toHaveLength(110);
    const c = parseConfig({ firstSeat: 1 }, 3);
    const s = setup(c, 'deal', 3);
    for (const h of s.hands) expect(h.reduce((a, b) => a + b, 0)).toBe(4);
    expect(cardTotal(s)).toBe(110);
    expect(s.discardPile.length === 0 || s.faceUp.filter((x) => x === LOCO).length <= 2).toBe(true);
  });
  it('TTR-33: five face-up cards after maintenance; no more than 2 locomotives show', () => {
    for (let i = 0; i < 50; i++) {
      const s = setup(parseConfig({}, 2), `fu${i}`, 2);
      expect(s.faceUp.every((c) => c !== null)).toBe(true);
      expect(s.faceUp.filter((c) => c === LOCO).length).toBeLessThan(3);
    }
  });
  it('TTR-34: 45 trains, 0 route points, no routes, no kept tickets', () => {
    const s = setup(parseConfig({}, 5), 'x', 5);
    expect(s.trainsLeft).toEqual([45, 45, 45, 45, 45]);
    expect(s.routePoints).toEqual([0, 0, 0, 0, 0]);
    expect(s.routeOwner.every((o) => o === -1)).toBe(true);
    expect(s.tickets.every((t) => t.length === 0)).toBe(true);
  });
  it('TTR-35: tickets dealt one at a time from the first seat; pending in dealt order', () => {
    const c = parseConfig({ firstSeat: 1 }, 3);
    const s = setup(c, 'tix', 3);
    // Reconstruct the shuffled pile: seat 1 got cards 0,3,6; seat 2 got 1,4,7; seat 0 got 2,5,8.
    const dealt = [offerOf(s, 1), offerOf(s, 2), offerOf(s, 0)];
    const order = [0, 1, 2].flatMap((round) => dealt.map((p) => at(p, round)));
    expect(new Set([...order, ...s.ticketPile]).size).toBe(30);
    expect(pendingTickets(s).every((p) => p!.length === 3)).toBe(true);
  });
  it('TTR-36 / TTR-41: the game starts in initialTickets with every seat active', () => {
    const s = setup(parseConfig({ firstSeat: 2 }, 4), 'x', 4);
    expect(phase(s)).toBe('initialTickets');
    expect(activeSeats(s)).toEqual([2, 3, 0, 1]);
  });
  it.each([
    [2, 97, [24, 29, 59, 25]],
    [3, 93, [21, 26, 54, 20]],
    [4, 89, [18, 23, 49, 15]],
    [5, 85, [15, 20, 44, 10]],
  ])('TTR-37: %i seats → drawPile %i and ticket piles %j', (seats, draw, piles) => {
    (['classic', 'usa1910', 'mega', 'bigCities'] as const).forEach((v, i) => {
      const s = setup(parseConfig({ variant: v }, seats), `p${seats}${v}`, seats);
      // before any reset the draw pile holds `draw`; each setup reset moves 5 cards from it to the discard pile
      expect(s.drawPile.length + s.discardPile.length).toBe(draw);
      if (s.discardPile.length === 0) expect(s.drawPile).toHaveLength(draw);
      expect(s.ticketPile).toHaveLength(at(piles, i));
      expect(VARIANTS[v].deckSize - seats * VARIANTS[v].initialDeal).toBe(piles[i]);
    });
  });
  it('TTR-E22: mega, 5 seats — 4 cards and 5 pending tickets each, drawPile 85, ticketPile 44', () => {
    let checked = 0;
    for (let i = 0; i < 20; i++) {
      const s = setup(parseConfig({ variant: 'mega' }, 5), `e22-${i}`, 5);
      expect(s.hands.map((h) => h.reduce((a, b) => a + b, 0))).toEqual([4, 4, 4, 4, 4]);
      expect(pendingTickets(s).map((p) => p!.length)).toEqual([5, 5, 5, 5, 5]);
      expect(s.ticketPile).toHaveLength(44);
      if (s.discardPile.length === 0) {
        expect(s.drawPile).toHaveLength(85);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(TICKETS.mega.length - 25).toBe(44);
  });
  it('TTR-38: player count changes only the double-route rule (same deal and piles otherwise)', () => {
    expect(parseConfig({}, 3).doubleRoutesMinPlayers).toBe(4);
    const s2 = setup(parseConfig({}, 2), 'x', 2);
    const s5 = setup(parseConfig({}, 5), 'x', 5);
    expect(s2.trainsLeft[0]).toBe(s5.trainsLeft[0]);
    expect(at(s2.hands, 0).reduce((a, b) => a + b, 0)).toBe(at(s5.hands, 0).reduce((a, b) => a + b, 0));
  });
  it('TTR-3: same configuration, seed and actions → same game; different seeds differ', () => {
    const c = parseConfig({ variant: 'mega' }, 4);
    expect(JSON.stringify(setup(c, 'same', 4))).toBe(JSON.stringify(setup(c, 'same', 4)));
    expect(JSON.stringify(setup(c, 'a', 4))).not.toBe(JSON.stringify(setup(c, 'b', 4)));
  });
  it('TTR-2: the four variants share the map and cards and differ in the ticket deck', () => {
    for (const v of ['classic', 'usa1910', 'mega', 'bigCities'] as const) {
      const s = ticketToRide.setup(ticketToRide.parseConfig({ variant: v }, 2), 'v', 2);
      const deck = new Set(TICKETS[VARIANTS[v].ticketDeck].map((t) => t.id));
      expect([...s.ticketPile, ...pendingTickets(s).flat()].every((id) => deck.has(id!))).toBe(true);
      expect(cardTotal(s)).toBe(110);
      expect(s.routeOwner).toHaveLength(100);
    }
  });
});
