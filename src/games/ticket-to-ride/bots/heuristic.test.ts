/** Behaviour of the heuristic bot (spec section 14.1), each from a constructed state and its seat view only. */
import { describe, expect, it } from 'vitest';
import { createHeuristicBot, heuristicBot, HEURISTIC } from './heuristic.js';
import { planTickets, routeCosts, shortestPath } from './plan.js';
import { bestBlock } from './block.js';
import { legalActions } from '../legal.js';
import { view } from '../view.js';
import { rngFromSeed } from '../../../engine/rng.js';
import { ROUTES, cityIndex } from '../data.js';
import { display, hand, midGame, offerOf, ri, withPending, at } from '../test-helpers.js';
import { parseConfig } from '../config.js';
import { setup } from '../setup.js';
import type { TtrAction, TtrState } from '../types.js';

/** Asserts a value is present (a failed expectation otherwise) and returns it. */
function must<T>(x: T | null | undefined): T {
  expect(x).toBeDefined();
  expect(x).not.toBeNull();
  return x as T;
}
const act = (s: TtrState, seat = 0): TtrAction =>
  must(heuristicBot(seat).act({ seat, legal: legalActions(s, seat), rng: rngFromSeed('t'), now: 0, view: () => view(s, seat) }));
const owners = (pairs: [string, number][]): number[] => {
  const o = new Array<number>(100).fill(-1);
  for (const [id, seat] of pairs) o[ri(id)] = seat;
  return o;
};

describe('heuristic bot (section 14.1)', () => {
  it('plans tickets as shortest paths in trains over owned (free) and open routes', () => {
    const cost = routeCosts(new Array(100).fill(null), 0, 2, 4, 45);
    const p = must(shortestPath(cost, cityIndex('chicago'), cityIndex('new-orleans')));
    expect(p.routes.reduce((s, r) => s + at(ROUTES, r).length, 0)).toBe(7); // T04's value equals its shortest path
    const plan = planTickets(cost, ['T04', 'T12'], 45);
    expect(plan.covered).toEqual(['T04', 'T12']);
    // a route claimed by someone else is avoided; an owned one is free
    const blocked = routeCosts(
      owners([['R070', 1]]).map((o) => (o < 0 ? null : o)),
      0,
      2,
      4,
      45,
    );
    expect(must(shortestPath(blocked, cityIndex('chicago'), cityIndex('saint-louis'))).routes).not.toContain(ri('R070'));
    const own = routeCosts(
      owners([['R070', 0]]).map((o) => (o < 0 ? null : o)),
      0,
      2,
      4,
      45,
    );
    expect(must(shortestPath(own, cityIndex('chicago'), cityIndex('saint-louis'))).cost).toBe(0);
  });
  it('claims a planned route it can pay for', () => {
    const s = midGame({ tickets: [['T04'], []], hands: [hand({ red: 3 }), hand()] });
    const plan = planTickets(routeCosts(view(s, 0).routeOwner, 0, 2, 4, 45), ['T04'], 45);
    const a = act(s);
    expect(a.type).toBe('CLAIM_ROUTE');
    expect(plan.routes).toContain(ri((a as { routeId: string }).routeId));
  });
  it('takes a face-up card of a colour its plan needs, else draws blind', () => {
    // T04 Chicago–New Orleans: A owns R070 and R067; only R065 (Little Rock–New Orleans, green, 3) is left.
    const base = {
      tickets: [['T04'], []],
      routeOwner: owners([
        ['R070', 0],
        ['R067', 0],
      ]),
      hands: [hand({ green: 1 }), hand()],
    };
    expect(act(midGame({ ...base, faceUp: display('white', 'white', 'white', 'white', 'white') }))).toEqual({ type: 'DRAW_BLIND' });
    expect(act(midGame({ ...base, faceUp: display('white', 'green', 'white', 'white', 'white') }))).toEqual({
      type: 'DRAW_FACE_UP',
      slot: 1,
    });
    // a face-up locomotive only when it makes the claim possible next turn (green 2 + 1 locomotive = 3)
    expect(
      act(midGame({ ...base, hands: [hand({ green: 2 }), hand()], faceUp: display('white', 'locomotive', 'white', 'white', 'white') })),
    ).toEqual({ type: 'DRAW_FACE_UP', slot: 1 });
    expect(act(midGame({ ...base, faceUp: display('white', 'locomotive', 'white', 'white', 'white') }))).toEqual({ type: 'DRAW_BLIND' });
  });
  it('draws new tickets when its tickets are done and it has trains to spare', () => {
    const s = midGame({
      tickets: [['T04'], []],
      routeOwner: owners([
        ['R070', 0],
        ['R067', 0],
        ['R065', 0],
      ]),
      trainsLeft: [38, 40],
    });
    expect(act(s)).toEqual({ type: 'DRAW_TICKETS' });
  });
  it('does not draw tickets late in the game (few trains, or an opponent near the end)', () => {
    const done = {
      tickets: [['T04'], []],
      routeOwner: owners([
        ['R070', 0],
        ['R067', 0],
        ['R065', 0],
      ]),
    };
    expect(act(midGame({ ...done, trainsLeft: [HEURISTIC.ticketDrawMinTrains, 40] })).type).not.toBe('DRAW_TICKETS');
    expect(act(midGame({ ...done, trainsLeft: [38, 5] })).type).not.toBe('DRAW_TICKETS');
  });
  it('with drawTickets: false (the easy level) keeps drawing cards when its tickets are done', () => {
    const s = midGame({
      tickets: [['T04'], []],
      routeOwner: owners([
        ['R070', 0],
        ['R067', 0],
        ['R065', 0],
      ]),
      trainsLeft: [38, 40],
    });
    const bot = createHeuristicBot({ block: false, drawTickets: false });
    const a = must(bot.act({ seat: 0, legal: legalActions(s, 0), rng: rngFromSeed('t'), now: 0, view: () => view(s, 0) }));
    expect(a.type).not.toBe('DRAW_TICKETS');
  });
  it('keeps starting tickets whose paths overlap rather than far-apart ones', () => {
    const s0 = setup(parseConfig({ variant: 'mega', firstSeat: 0 }, 2), 'keep', 2);
    // Offer: three overlapping west-coast tickets, and two long cross-country ones.
    const s: TtrState = withPending(s0, [['M01', 'T24', 'T20', 'T14', 'T15'], offerOf(s0, 1)]);
    const a = act(s) as { type: string; ticketIds: string[] };
    expect(a.type).toBe('KEEP_TICKETS');
    expect(a.ticketIds.slice(0, 3)).toEqual(['M01', 'T24', 'T20']);
    expect(a.ticketIds).not.toContain('T14'); // never both cross-country tickets
  });
  it("weighs blocking: finds the open route whose loss most lengthens an opponent's likely connection", () => {
    // Seat 1 holds two networks: Seattle–Helena (R005) and Denver–Santa Fe (R058); Helena–Denver (R022, 4) joins them.
    const ro = owners([
      ['R005', 1],
      ['R058', 1],
    ]).map((o) => (o < 0 ? null : o));
    const b = bestBlock(ro, 2, 4, 0, [45, 37], new Set([ri('R022')]));
    expect(b).toMatchObject({ route: ri('R022'), opponent: 1 });
    expect(must(b).gain).toBeGreaterThan(0);
    expect(bestBlock(ro, 2, 4, 0, [45, 37], new Set([ri('R001')]))).toBeNull();
    expect(
      bestBlock(
        owners([['R005', 1]]).map((o) => (o < 0 ? null : o)),
        2,
        4,
        0,
        [45, 39],
        new Set([ri('R022')]),
      ),
    ).toBeNull();
  });
  it('in Longest Path games prefers spare-train routes that extend its own network', () => {
    const s = midGame({ tickets: [[], []], routeOwner: owners([['R035', 0]]), trainsLeft: [8, 30], hands: [hand({ green: 2 }), hand()] });
    const pick = (o: Parameters<typeof createHeuristicBot>[0]) =>
      (
        createHeuristicBot(o).act({ seat: 0, legal: legalActions(s, 0), rng: rngFromSeed('t'), now: 0, view: () => view(s, 0) }) as {
          routeId: string;
        }
      ).routeId;
    const chosen = at(ROUTES, ri(pick({ block: false })));
    expect([chosen.from, chosen.to].some((c) => c === 'duluth' || c === 'chicago')).toBe(true); // touches its network
    const plain = at(ROUTES, ri(pick({ block: false, longest: false }))); // without the preference: first equal-value route
    expect(plain.length).toBe(2);
    expect([plain.from, plain.to].some((c) => c === 'duluth' || c === 'chicago')).toBe(false);
  });
  it('in the final round spends cards on the best claim instead of drawing', () => {
    const s = midGame({ tickets: [[], []], trainsLeft: [10, 1], finalTurnsLeft: 1, hands: [hand({ orange: 5 }), hand()] });
    const a = act(s);
    expect(a.type).toBe('CLAIM_ROUTE');
  });
});
