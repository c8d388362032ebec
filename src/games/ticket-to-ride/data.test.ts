import { describe, expect, it } from 'vitest';
import {
  BIG_CITIES,
  BONUSES,
  CARD_KINDS,
  CITIES,
  CITY_INDEX,
  CITY_ROUTES,
  ROUTE_COLOR,
  ROUTE_PAIR,
  ROUTE_SCORING,
  ROUTES,
  TICKETS,
  TRAIN_CARDS,
  TRAINS_PER_PLAYER,
  VARIANTS,
  DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS,
  ticketValues,
  TICKET_BY_ID,
  at,
} from './data.js';

describe('TTR-10 components: data counts', () => {
  it('TTR-10: 36 cities with x/y in 0..1 (TTR-15) and unique ids', () => {
    expect(CITIES).toHaveLength(36);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(36);
    for (const c of CITIES) {
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.x).toBeLessThanOrEqual(1);
      expect(c.y).toBeGreaterThanOrEqual(0);
      expect(c.y).toBeLessThanOrEqual(1);
    }
  });
  it('TTR-10: 100 tracks R001..R100, lengths 1–6, known cities and colours', () => {
    expect(ROUTES).toHaveLength(100);
    ROUTES.forEach((r, i) => {
      expect(r.id).toBe(`R${String(i + 1).padStart(3, '0')}`);
      expect(CITY_INDEX.has(r.from) && CITY_INDEX.has(r.to)).toBe(true);
      expect(r.length).toBeGreaterThanOrEqual(1);
      expect(r.length).toBeLessThanOrEqual(6);
      expect([...CARD_KINDS.slice(0, 8), 'gray']).toContain(r.color);
    });
  });
  it('TTR-10: 110 train cards (12 × 8 colours + 14 locomotives), 4 dealt, 5 face up; 45 trains', () => {
    expect(TRAIN_CARDS.perColor * 8 + TRAIN_CARDS.locomotives).toBe(110);
    expect(TRAIN_CARDS.total).toBe(110);
    expect(TRAIN_CARDS.startingHand).toBe(4);
    expect(TRAIN_CARDS.faceUpSlots).toBe(5);
    expect(TRAINS_PER_PLAYER).toBe(45);
  });
  it('TTR-10: route scoring 1→1, 2→2, 3→4, 4→7, 5→10, 6→15; bonuses 10 / 15; doubles default 4', () => {
    expect(ROUTE_SCORING.slice(1)).toEqual([1, 2, 4, 7, 10, 15]);
    expect(BONUSES).toEqual({ longestPath: 10, globetrotter: 15 });
    expect(DEFAULT_DOUBLE_ROUTES_MIN_PLAYERS).toBe(4);
  });
  it('TTR-10: ticket decks 30 / 35 / 4 / 69 / 35', () => {
    expect(TICKETS.classic).toHaveLength(30);
    expect(TICKETS.usa1910).toHaveLength(35);
    expect(TICKETS.mysteryTrain).toHaveLength(4);
    expect(TICKETS.mega).toHaveLength(69);
    expect(TICKETS.bigCities).toHaveLength(35);
    for (const v of Object.values(VARIANTS)) expect(TICKETS[v.ticketDeck]).toHaveLength(v.deckSize);
  });
  it('TTR-10 board facts: 78 pairs, 22 doubles (44 tracks), 56 singles, 309 spaces, 256 one-per-pair, 508 points', () => {
    const pairs = new Set(ROUTES.map((r) => [r.from, r.to].sort().join('|')));
    expect(pairs.size).toBe(78);
    const doubles = new Set(ROUTES.filter((r) => r.pairId).map((r) => r.pairId));
    expect(doubles.size).toBe(22);
    expect(ROUTES.filter((r) => r.pairId)).toHaveLength(44);
    expect(ROUTES.filter((r) => !r.pairId)).toHaveLength(56);
    expect(ROUTES.reduce((s, r) => s + r.length, 0)).toBe(309);
    const seen = new Set<string>();
    let once = 0;
    for (const r of ROUTES) {
      if (r.pairId && seen.has(r.pairId)) continue;
      if (r.pairId) seen.add(r.pairId);
      once += r.length;
    }
    expect(once).toBe(256);
    expect(ROUTES.reduce((s, r) => s + at(ROUTE_SCORING, r.length), 0)).toBe(508);
  });
  it('TTR-10: each colour has 7 tracks and 27 spaces; gray has 44 tracks and 93 spaces', () => {
    for (const c of CARD_KINDS.slice(0, 8)) {
      const rs = ROUTES.filter((r) => r.color === c);
      expect(rs).toHaveLength(7);
      expect(rs.reduce((s, r) => s + r.length, 0)).toBe(27);
    }
    const gray = ROUTES.filter((r) => r.color === 'gray');
    expect(gray).toHaveLength(44);
    expect(gray.reduce((s, r) => s + r.length, 0)).toBe(93);
    expect(ROUTE_COLOR.filter((c) => c === -1)).toHaveLength(44);
  });
  it('TTR-11: both tracks of a double join the same cities with the same length; ROUTE_PAIR links them', () => {
    ROUTES.forEach((r, i) => {
      const j = at(ROUTE_PAIR, i);
      if (!r.pairId) return expect(j).toBe(-1);
      const o = at(ROUTES, j);
      expect(o.pairId).toBe(r.pairId);
      expect([o.from, o.to].sort()).toEqual([r.from, r.to].sort());
      expect(o.length).toBe(r.length);
      expect(ROUTE_PAIR[j]).toBe(i);
    });
    expect(CITY_ROUTES.reduce((s, a) => s + a.length, 0)).toBe(200);
  });
  it('TTR-13: ticket ids name the same city pair in every deck; mega and bigCities carry revised values', () => {
    for (const deck of Object.values(TICKETS))
      for (const t of deck) {
        const c = TICKET_BY_ID.get(t.id)!;
        expect([c.from, c.to]).toEqual([t.from, t.to]);
        expect(CITY_INDEX.has(t.from) && CITY_INDEX.has(t.to)).toBe(true);
      }
    const revised = TICKETS.classic.filter((t) => t.pointsRevised !== undefined);
    expect(revised.map((t) => [t.id, t.points, t.pointsRevised])).toEqual([
      ['T14', 20, 19],
      ['T15', 21, 20],
      ['T23', 9, 8],
      ['T25', 22, 20],
    ]);
    const mega = ticketValues('mega');
    for (const t of revised) expect(mega.get(t.id)).toBe(t.pointsRevised);
    expect(ticketValues('classic').get('T25')).toBe(22);
    expect(ticketValues('classic', true).get('T25')).toBe(20);
    expect(TICKETS.mega.map((t) => t.id).sort()).toEqual(
      [...TICKETS.classic, ...TICKETS.usa1910, ...TICKETS.mysteryTrain].map((t) => t.id).sort(),
    );
  });
  it('TTR-14: seven Big Cities; every bigCities ticket names one', () => {
    expect([...BIG_CITIES].sort()).toEqual(['chicago', 'dallas', 'houston', 'los-angeles', 'miami', 'new-york', 'seattle']);
    for (const t of TICKETS.bigCities) expect(BIG_CITIES.includes(t.from) || BIG_CITIES.includes(t.to)).toBe(true);
  });
  it('TTR-22: variant numbers', () => {
    const pick = (v: keyof typeof VARIANTS) => {
      const x = VARIANTS[v];
      return [
        x.ticketDeck,
        x.deckSize,
        x.initialDeal,
        x.initialKeepMin,
        x.drawCount,
        x.drawKeepMin,
        x.longestPathBonus,
        x.globetrotterBonus,
      ];
    };
    expect(pick('classic')).toEqual(['classic', 30, 3, 2, 3, 1, true, false]);
    expect(pick('usa1910')).toEqual(['usa1910', 35, 3, 2, 3, 1, false, true]);
    expect(pick('mega')).toEqual(['mega', 69, 5, 3, 4, 1, true, true]);
    expect(pick('bigCities')).toEqual(['bigCities', 35, 5, 3, 4, 1, false, false]);
  });
});
