import { describe, expect, it } from 'vitest';
import { longestPath, outcome, rankRows, score, components, ticketCompleted, type ScoreComponents } from './outcome.js';
import { parseConfig } from './config.js';
import { ROUTES, ROUTE_SCORING } from './data.js';
import { hand, midGame, ok, phase, ri, at, must } from './test-helpers.js';
import type { TtrConfig } from './types.js';

const owners = (bySeat: string[][]): number[] => {
  const o = new Array<number>(100).fill(-1);
  bySeat.forEach((ids, seat) => ids.forEach((id) => (o[ri(id)] = seat)));
  return o;
};
const input = (config: TtrConfig, routes: string[][], tickets: string[][]) => ({
  config,
  seats: routes.length,
  routeOwner: owners(routes),
  tickets,
  hands: routes.map(() => hand()),
  trainsLeft: routes.map(() => 45),
});
const classic2 = parseConfig({}, 2);
const E6 = ['R039', 'R036', 'R035', 'R070', 'R041', 'R043'];
const E7 = [...E6, 'R068', 'R066', 'R067'];
const row = (routePoints: number, values: number[], completedTickets: number, longestPath = 0): ScoreComponents => ({
  routePoints,
  ticketPoints: values.reduce((a, b) => a + b, 0),
  completedTickets,
  longestPath,
});

describe('scoring (TTR-100 to TTR-108)', () => {
  it("TTR-E5 / TTR-101 / TTR-102: a ticket is completed only through the player's own chain", () => {
    const o = score(input(classic2, [['R070', 'R067', 'R065'], ['R068']], [['T04', 'T22'], []]));
    const a = at(o.breakdown, 0);
    expect(a.tickets.map((t) => [t.id, t.value, t.completed])).toEqual([
      ['T04', 7, true],
      ['T22', 8, false],
    ]);
    expect(a.routePoints).toBe(8);
    expect(a.ticketPoints).toBe(-1);
    expect(a.longestPath).toBe(7);
  });
  it('TTR-E6 / TTR-103: longest trail with a loop is 12 (revisits Kansas City), not 11', () => {
    expect(E6.reduce((s, id) => s + at(ROUTES, ri(id)).length, 0)).toBe(12);
    expect(longestPath(E6.map(ri))).toBe(12);
  });
  it('TTR-E7 / TTR-107: figure eight uses every route: 19, not 15', () => {
    expect(longestPath(E7.map(ri))).toBe(19);
  });
  it('TTR-E8: no route is used twice: 8, not 10', () => {
    expect(longestPath(['R058', 'R061', 'R059'].map(ri))).toBe(8);
  });
  it('TTR-103 / TTR-107: no routes → 0; both tracks of a double between the same cities form a trail', () => {
    expect(longestPath([])).toBe(0);
    expect(longestPath(['R079', 'R080'].map(ri))).toBe(4);
  });
  it('TTR-E9 / TTR-104 / TTR-106 / TTR-108: full end-of-game scoring (classic, 2 seats)', () => {
    const A = [...E7, 'R046', 'R049'];
    const B = ['R005', 'R022', 'R058', 'R055', 'R017'];
    const o = score(
      input(
        classic2,
        [A, B],
        [
          ['T10', 'T12', 'T04'],
          ['T07', 'T11', 'T24'],
        ],
      ),
    );
    const a = at(o.breakdown, 0);
    const b = at(o.breakdown, 1);
    expect([a.routes.length, a.routes.reduce((s, r) => s + r.length, 0), a.routePoints]).toEqual([11, 22, 24]);
    expect(a.tickets.map((t) => [t.id, t.value, t.completed])).toEqual([
      ['T10', 8, true],
      ['T12', 5, true],
      ['T04', 7, false],
    ]);
    expect([a.ticketPoints, a.completedTickets, a.longestPath, a.longestPathBonus, a.globetrotterBonus, a.total]).toEqual([
      6, 2, 22, 10, 0, 40,
    ]);
    expect([
      b.routes.reduce((s, r) => s + r.length, 0),
      b.routePoints,
      b.ticketPoints,
      b.completedTickets,
      b.longestPath,
      b.longestPathBonus,
      b.total,
    ]).toEqual([20, 41, 21, 3, 20, 0, 62]);
    expect(o.scores).toEqual([40, 62]);
    expect(o.winners).toEqual([1]);
    expect(o.ranks).toEqual([2, 1]);
    expect(a.routes.find((r) => r.id === 'R035')).toEqual({ id: 'R035', length: 3, points: 4 });
    // "If B's path had also been 22, both would get 10 (B 72, A 40)."
    const tied = rankRows(classic2, [row(24, [6], 2, 22), row(41, [21], 3, 22)]);
    expect(tied.totals).toEqual([40, 72]);
    expect(tied.longestPathBonus).toEqual([10, 10]);
  });
  it('TTR-E9 end to end: the engine scores the same result when the game ends (two forced passes, TTR-92)', () => {
    const A = [...E7, 'R046', 'R049'];
    const B = ['R005', 'R022', 'R058', 'R055', 'R017'];
    const empty = { drawPile: [], discardPile: [], faceUp: [null, null, null, null, null], ticketPile: [] };
    let st = midGame({
      ...empty,
      routeOwner: owners([A, B]),
      routePoints: [24, 41],
      trainsLeft: [23, 25],
      tickets: [
        ['T10', 'T12', 'T04'],
        ['T07', 'T11', 'T24'],
      ],
    });
    st = ok(ok(st, 0, { type: 'PASS' }), 1, { type: 'PASS' });
    expect(phase(st)).toBe('gameOver');
    expect(must(outcome(st), 'outcome').scores).toEqual([40, 62]);
    expect(must(outcome(st), 'outcome').winners).toEqual([1]);
    expect(must(outcome(st), 'outcome').breakdown.map((b) => [b.longestPath, b.completedTickets, b.trainsLeft])).toEqual([
      [22, 2, 23],
      [20, 3, 25],
    ]);
  });
  it('TTR-E10 / TTR-105 / TTR-D9: Globetrotter tie (usa1910, 3 seats): 97, 108, 91; B wins; no Longest Path', () => {
    const c = parseConfig({ variant: 'usa1910' }, 3);
    const r = rankRows(c, [row(62, [10, 7, 5, 4, -6], 4, 30), row(70, [8, 6, 5, 4], 4, 10), row(80, [11, 7, 6, -13], 3, 5)]);
    expect(r.globetrotterBonus).toEqual([15, 15, 0]);
    expect(r.longestPathBonus).toEqual([0, 0, 0]);
    expect(r.totals).toEqual([97, 108, 91]);
    expect(r.winners).toEqual([1]);
    expect(r.ranks).toEqual([2, 1, 3]);
  });
  it('TTR-104 / TTR-105 / TTR-D9: a path of 0 or 0 completed tickets never qualifies', () => {
    const mega = parseConfig({ variant: 'mega' }, 2);
    const r = rankRows(mega, [row(0, [-5], 0, 0), row(0, [-3], 0, 0)]);
    expect(r.longestPathBonus).toEqual([0, 0]);
    expect(r.globetrotterBonus).toEqual([0, 0]);
  });
  it('TTR-D10: Big Cities awards no bonus by default; the flags turn them on as house rules', () => {
    const rows = [row(10, [5], 1, 8), row(5, [], 0, 3)];
    expect(rankRows(parseConfig({ variant: 'bigCities' }, 2), rows).totals).toEqual([15, 5]);
    expect(rankRows(parseConfig({ variant: 'bigCities', longestPathBonus: true, globetrotterBonus: true }, 2), rows).totals).toEqual([
      40, 5,
    ]);
  });
  it('TTR-106: the final score may be negative', () => {
    const o = score(input(classic2, [[], []], [['T25'], []]));
    expect(o.scores).toEqual([-22, 0]);
    expect(at(o.breakdown, 0).longestPath).toBe(0);
  });
  it('TTR-102 / TTR-D12 / TTR-13: revised classic values and mega values', () => {
    const revised = parseConfig({ ticketValues: 'revised' }, 2);
    expect(score(input(revised, [[], []], [['T25'], []])).scores[0]).toBe(-20);
    expect(score(input(parseConfig({ variant: 'mega' }, 2), [[], []], [['T14'], []])).scores[0]).toBe(-19);
  });
  it('TTR-100: route points are added at claim time and are public at once', () => {
    const s = ok(midGame({ hands: [hand({ red: 3 }), hand()] }), 0, { type: 'CLAIM_ROUTE', routeId: 'R035', payment: { red: 3 } });
    expect(s.routePoints).toEqual([ROUTE_SCORING[3], 0]);
  });
  it("TTR-101: completion is a connectivity test on the player's routes", () => {
    const comp = components(['R070', 'R067', 'R065'].map(ri));
    expect(ticketCompleted('T04', comp)).toBe(true);
    expect(ticketCompleted('T22', comp)).toBe(false);
  });
});

describe('winner and tie-breaks (TTR-110 to TTR-113, TTR-D8)', () => {
  it('TTR-110 / TTR-1: the highest total wins', () => {
    expect(rankRows(classic2, [row(50, [], 0), row(60, [], 0)]).winners).toEqual([1]);
  });
  it('TTR-E11 item 1 / TTR-111 step 2: equal totals and tickets — the Longest Path holder wins', () => {
    const r = rankRows(classic2, [row(88, [], 6, 20), row(98, [], 6, 10)]);
    expect(r.totals).toEqual([98, 98]);
    expect(r.winners).toEqual([0]);
  });
  it('TTR-E11 item 2 / TTR-111 step 1: equal totals — most completed tickets wins', () => {
    expect(rankRows(classic2, [row(98, [], 5), row(98, [], 6)]).winners).toEqual([1]);
  });
  it('TTR-E11 item 3: both hold a tied Longest Path — shared win', () => {
    const r = rankRows(classic2, [row(88, [], 6, 20), row(88, [], 6, 20)]);
    expect(r.totals).toEqual([98, 98]);
    expect(r.winners).toEqual([0, 1]);
    expect(r.ranks).toEqual([1, 1]);
  });
  it('TTR-E11 item 4 / TTR-112 / TTR-D8: usa1910, both 110 with 7 completed and both Globetrotter → shared win', () => {
    const c = parseConfig({ variant: 'usa1910' }, 3);
    const r = rankRows(c, [row(95, [], 7), row(95, [], 7), row(10, [], 2)]);
    expect(r.totals).toEqual([110, 110, 10]);
    expect(r.globetrotterBonus).toEqual([15, 15, 0]);
    expect(r.winners).toEqual([0, 1]);
  });
  it('TTR-113: ranking compares total, tickets, Longest Path, Globetrotter; equals share a place', () => {
    const r = rankRows(classic2, [row(50, [], 1, 5), row(70, [], 2, 9), row(60, [], 3, 1), row(50, [], 1, 5)]);
    expect(r.ranks).toEqual([3, 1, 2, 3]);
    expect(r.winners).toEqual([1]);
  });
});
