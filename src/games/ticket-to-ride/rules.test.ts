import { describe, expect, it } from 'vitest';
import { activeSeats } from './rules.js';
import { legalActions } from './legal.js';
import { parseConfig } from './config.js';
import { setup } from './setup.js';
import { KIND_INDEX, LOCO, ROUTES } from './data.js';
import { ticketToRide } from './index.js';
import {
  cards,
  display,
  hand,
  midGame,
  ok,
  rejects,
  ri,
  cardTotal,
  offerOf,
  pendingTickets,
  phase,
  step,
  at,
  must,
} from './test-helpers.js';
import { outcome, score } from './outcome.js';
import type { TtrAction, TtrState } from './types.js';

const claim = (routeId: string, payment: Record<string, number>): TtrAction => ({ type: 'CLAIM_ROUTE', routeId, payment });
const face = (slot: number): TtrAction => ({ type: 'DRAW_FACE_UP', slot });
const BLIND: TtrAction = { type: 'DRAW_BLIND' };
const TICKETS: TtrAction = { type: 'DRAW_TICKETS' };
const PASS: TtrAction = { type: 'PASS' };
const keep = (...ticketIds: string[]): TtrAction => ({ type: 'KEEP_TICKETS', ticketIds });

describe('claiming routes (TTR-60 to TTR-66)', () => {
  it('TTR-E1 / TTR-61: claiming R005 (6, yellow) with 6 yellow scores 15, leaves 39 trains and passes the turn', () => {
    const s = ok(midGame({ hands: [hand({ yellow: 6 }), hand()] }), 0, claim('R005', { yellow: 6 }));
    expect(s.routePoints[0]).toBe(15);
    expect(s.trainsLeft[0]).toBe(39);
    expect(s.activeSeat).toBe(1);
    expect(s.routeOwner[ri('R005')]).toBe(0);
    expect(s.hands[0]).toEqual(hand());
  });
  it('TTR-E1 / TTR-100: lengths 1..6 score 1, 2, 4, 7, 10, 15 at once', () => {
    const expected = [0, 1, 2, 4, 7, 10, 15];
    for (let len = 1; len <= 6; len++) {
      const r = must(
        ROUTES.find((x) => x.length === len),
        `a route of ${len}`,
      );
      const s = ok(midGame({ hands: [hand({ locomotive: 6 }), hand()] }), 0, claim(r.id, { locomotive: len }));
      expect(s.routePoints[0]).toBe(expected[len]);
      expect(s.trainsLeft[0]).toBe(45 - len);
    }
  });
  it('TTR-E2 / TTR-63: gray R004 (4) paid with 2 red + 2 locomotives; wrong payments rejected', () => {
    const s0 = midGame({
      hands: [hand({ red: 3, locomotive: 2, blue: 1 }), hand()],
      faceUp: display('white', 'white', 'black', 'green', 'orange'),
    });
    rejects(s0, 0, claim('R004', { red: 2, blue: 2 }), 'TTR_WRONG_CARDS');
    rejects(s0, 0, claim('R004', { red: 3, locomotive: 2 }), 'TTR_WRONG_CARDS');
    rejects(s0, 0, claim('R004', { red: 4 }), 'TTR_CARDS_NOT_IN_HAND');
    rejects(s0, 0, claim('R004', { locomotive: 4 }), 'TTR_CARDS_NOT_IN_HAND');
    const s = ok(s0, 0, claim('R004', { red: 2, locomotive: 2 }));
    expect(s.hands[0]).toEqual(hand({ red: 1, blue: 1 }));
    expect(s.trainsLeft[0]).toBe(41);
    expect(s.routePoints[0]).toBe(7);
    expect(s.discardPile.slice(s0.discardPile.length)).toEqual(cards('red', 'red', 'locomotive', 'locomotive'));
    expect(s.faceUp).toEqual(s0.faceUp);
    expect(s.activeSeat).toBe(1);
  });
  it('TTR-E3 / TTR-12: coloured route R035 (red 3): green rejected, 1 red + 2 locomotives accepted (+4); 3 locomotives fit', () => {
    const s0 = midGame({ hands: [hand({ green: 3, red: 1, locomotive: 2 }), hand()] });
    rejects(s0, 0, claim('R035', { green: 3 }), 'TTR_WRONG_CARDS');
    expect(ok(s0, 0, claim('R035', { red: 1, locomotive: 2 })).routePoints[0]).toBe(4);
    expect(ok(midGame({ hands: [hand({ locomotive: 3 }), hand()] }), 0, claim('R035', { locomotive: 3 })).routePoints[0]).toBe(4);
    // TTR-12: a gray route takes any one colour, including pink.
    expect(ok(midGame({ hands: [hand({ pink: 3 }), hand()] }), 0, claim('R001', { pink: 3 })).routePoints[0]).toBe(4);
  });
  it('TTR-63: zero counts are ignored; the colour must match a coloured route', () => {
    const s0 = midGame({ hands: [hand({ red: 3 }), hand()] });
    expect(ok(s0, 0, claim('R035', { red: 3, blue: 0, locomotive: 0 })).routePoints[0]).toBe(4);
    rejects(midGame({ hands: [hand({ blue: 3 }), hand()] }), 0, claim('R035', { blue: 3 }), 'TTR_WRONG_CARDS');
  });
  it('TTR-E4 / TTR-62 / TTR-D1: double route D17 (R079/R080) with 3 seats closes for everyone', () => {
    let s = midGame({ hands: [hand({ white: 2, green: 2 }), hand({ green: 2 }), hand({ white: 2 })] }, { seats: 3 });
    s = ok(s, 0, claim('R079', { white: 2 }));
    expect(s.activeSeat).toBe(1);
    rejects(s, 1, claim('R080', { green: 2 }), 'TTR_DOUBLE_ROUTE_CLOSED');
    rejects({ ...s, activeSeat: 0 }, 0, claim('R080', { green: 2 }), 'TTR_DOUBLE_ROUTE_CLOSED');
    rejects({ ...s, activeSeat: 2 }, 2, claim('R079', { white: 2 }), 'TTR_ROUTE_TAKEN');
  });
  it('TTR-E4 / TTR-62: with 4 seats the owner may not take both tracks, another seat may', () => {
    let s = midGame({ hands: [hand({ white: 2, green: 2 }), hand({ green: 2 }), hand(), hand()] }, { seats: 4 });
    s = ok(s, 0, claim('R079', { white: 2 }));
    rejects({ ...s, activeSeat: 0 }, 0, claim('R080', { green: 2 }), 'TTR_DOUBLE_ROUTE_SAME_PLAYER');
    expect(ok(s, 1, claim('R080', { green: 2 })).routeOwner[ri('R080')]).toBe(1);
  });
  it('TTR-E4 / TTR-D1: with 3 seats and doubleRoutesMinPlayers = 3 the second track opens', () => {
    let s = midGame({ hands: [hand({ white: 2 }), hand({ green: 2 }), hand()] }, { seats: 3, config: { doubleRoutesMinPlayers: 3 } });
    s = ok(s, 0, claim('R079', { white: 2 }));
    expect(ok(s, 1, claim('R080', { green: 2 })).routeOwner[ri('R080')]).toBe(1);
  });
  it('TTR-38: with 2 seats a double is a single route once one track is claimed', () => {
    let s = midGame({ hands: [hand({ white: 2 }), hand({ green: 2 })] });
    s = ok(s, 0, claim('R079', { white: 2 }));
    rejects(s, 1, claim('R080', { green: 2 }), 'TTR_DOUBLE_ROUTE_CLOSED');
  });
  it('TTR-E20 / TTR-60: not enough trains; TTR-43: acting out of turn', () => {
    const s = midGame({ hands: [hand({ red: 4 }), hand({ red: 4 })], trainsLeft: [3, 45] });
    rejects(s, 0, claim('R004', { red: 4 }), 'TTR_NOT_ENOUGH_TRAINS');
    for (const a of [BLIND, face(0), TICKETS, claim('R004', { red: 4 }), PASS, keep()]) rejects(s, 1, a, 'TTR_NOT_YOUR_TURN');
  });
  it('TTR-60: check order — unknown route, taken, double rule, trains, fit, hand', () => {
    const s = midGame({ hands: [hand({ red: 1 }), hand()], routeOwner: midGame().routeOwner.map((_, i) => (i === ri('R001') ? 1 : -1)) });
    rejects(s, 0, claim('R999', { red: 1 }), 'TTR_UNKNOWN_ROUTE');
    rejects(s, 0, claim('R001', { red: 9 }), 'TTR_ROUTE_TAKEN');
    rejects({ ...s, trainsLeft: [1, 45] }, 0, claim('R004', { red: 9 }), 'TTR_NOT_ENOUGH_TRAINS');
    rejects(s, 0, claim('R004', { red: 9 }), 'TTR_WRONG_CARDS');
    rejects(s, 0, claim('R004', { red: 4 }), 'TTR_CARDS_NOT_IN_HAND');
  });
  it('TTR-64 / TTR-D14: the engine never substitutes cards — every fitting payment is a separate legal action', () => {
    const s = midGame({ hands: [hand({ red: 2, blue: 1, locomotive: 2 }), hand()] });
    const pays = legalActions(s, 0)
      .filter((a) => a.type === 'CLAIM_ROUTE' && a.routeId === 'R035')
      .map((a) => (a as { payment: unknown }).payment);
    expect(pays).toEqual([
      { red: 2, locomotive: 1 },
      { red: 1, locomotive: 2 },
    ]);
    const gray = legalActions(s, 0)
      .filter((a) => a.type === 'CLAIM_ROUTE' && a.routeId === 'R002')
      .map((a) => (a as { payment: unknown }).payment);
    expect(gray).toEqual([{ blue: 1 }, { red: 1 }, { locomotive: 1 }]);
  });
  it("TTR-65: a claim need not touch the player's other routes; TTR-66: one claim per turn", () => {
    let s = midGame({ hands: [hand({ yellow: 6, red: 3 }), hand({ blue: 9 })] });
    s = ok(s, 0, claim('R005', { yellow: 6 }));
    expect(s.activeSeat).toBe(1);
    rejects(s, 0, claim('R035', { red: 3 }), 'TTR_NOT_YOUR_TURN');
    s = ok(s, 1, BLIND);
    s = ok(s, 1, BLIND);
    s = ok(s, 0, claim('R035', { red: 3 }));
    expect(s.routePoints[0]).toBe(19);
  });
});

describe('drawing train cards (TTR-70 to TTR-74, TTR-80 to TTR-86)', () => {
  it('TTR-70 / TTR-80: a face-up colour goes to the hand, the slot is refilled at once, then secondDraw', () => {
    const s0 = midGame({
      faceUp: display('red', 'blue', 'white', 'black', 'green'),
      drawPile: cards('pink', 'orange', 'yellow'),
      discardPile: [],
    });
    const s = ok(s0, 0, face(1));
    expect(s.hands[0]).toEqual(hand({ blue: 1 }));
    expect(s.faceUp).toEqual(display('red', 'pink', 'white', 'black', 'green'));
    expect(s.drawPile).toEqual(cards('orange', 'yellow'));
    expect(step(s)).toBe('secondDraw');
    const s2 = ok(s, 0, BLIND);
    expect(s2.hands[0]).toEqual(hand({ blue: 1, orange: 1 }));
    expect(s2.activeSeat).toBe(1);
    expect(step(s2)).toBe('main');
  });
  it('TTR-70: slot outside 0–4 or empty → TTR_INVALID_SLOT', () => {
    const s = midGame({ faceUp: display('red', null, 'white', 'black', 'green'), drawPile: [], discardPile: [] });
    rejects(s, 0, face(5), 'TTR_INVALID_SLOT');
    rejects(s, 0, face(-1), 'TTR_INVALID_SLOT');
    rejects(s, 0, face(1), 'TTR_INVALID_SLOT');
  });
  it('TTR-E15 / TTR-72 / TTR-D5: locomotive draw limits', () => {
    let s = midGame({
      faceUp: display('locomotive', 'red', 'white', 'white', 'black'),
      drawPile: cards('blue', 'locomotive', 'pink', 'green'),
      discardPile: [],
    });
    s = ok(s, 0, face(1));
    expect(s.faceUp[1]).toBe(cards('blue')[0]);
    rejects(s, 0, face(0), 'TTR_LOCOMOTIVE_SECOND_DRAW');
    expect(step(s)).toBe('secondDraw');
    s = ok(s, 0, BLIND);
    expect(s.hands[0]).toEqual(hand({ red: 1, locomotive: 1 }));
    expect(s.activeSeat).toBe(1);
    s = ok(s, 1, face(0));
    expect(s.hands[1]).toEqual(hand({ locomotive: 1 }));
    expect(s.activeSeat).toBe(0);
    expect(s.faceUp[0]).toBe(cards('pink')[0]);
  });
  it('TTR-72: a locomotive that appears as the replacement cannot be the second card', () => {
    let s = midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green'), drawPile: cards('locomotive', 'pink'), discardPile: [] });
    s = ok(s, 0, face(0));
    expect(s.faceUp[0]).toBe(LOCO);
    rejects(s, 0, face(0), 'TTR_LOCOMOTIVE_SECOND_DRAW');
  });
  it('TTR-E12 / TTR-81 / TTR-D3: three locomotives after a refill reset the display before the second pick', () => {
    let s = midGame({
      faceUp: display('locomotive', 'red', 'locomotive', 'blue', 'green'),
      drawPile: cards('locomotive', 'yellow', 'black', 'white', 'orange', 'pink', 'red'),
      discardPile: [],
    });
    s = ok(s, 0, face(1));
    expect(s.discardPile).toEqual(cards('locomotive', 'locomotive', 'locomotive', 'blue', 'green'));
    expect(s.faceUp).toEqual(display('yellow', 'black', 'white', 'orange', 'pink'));
    expect(s.drawPile).toEqual(cards('red'));
    expect(step(s)).toBe('secondDraw');
    expect(legalActions(s, 0)).toEqual([face(0), face(1), face(2), face(3), face(4), BLIND]);
  });
  it('TTR-E13 / TTR-82: the reset guard — too few non-locomotives in the pool means no reset', () => {
    let s = midGame({
      faceUp: display('red', 'locomotive', 'locomotive', 'blue', 'white'),
      drawPile: cards('locomotive'),
      discardPile: [],
    });
    s = ok(s, 0, face(0));
    expect(s.faceUp).toEqual(display('locomotive', 'locomotive', 'locomotive', 'blue', 'white'));
    expect(step(s)).toBe('secondDraw');
    rejects(s, 0, BLIND, 'TTR_DECK_EMPTY');
    rejects(s, 0, face(0), 'TTR_LOCOMOTIVE_SECOND_DRAW');
    s = ok(s, 0, face(3));
    expect(s.faceUp).toEqual(display('locomotive', 'locomotive', 'locomotive', null, 'white'));
    expect(s.activeSeat).toBe(1);
  });
  it('TTR-E13 variant: a locomotive refill with only 2 non-locomotives in the pool; drawPile keeps 4', () => {
    const s = ok(
      midGame({
        faceUp: display('green', 'locomotive', 'locomotive', 'blue', 'white'),
        drawPile: cards(...Array(5).fill('locomotive')),
        discardPile: cards('locomotive', 'locomotive', 'locomotive'),
      }),
      0,
      face(0),
    );
    expect(s.faceUp).toEqual(display('locomotive', 'locomotive', 'locomotive', 'blue', 'white'));
    expect(s.drawPile).toHaveLength(4);
    expect(s.discardPile).toHaveLength(3);
  });
  it('TTR-E13 guard lifted by a claim / TTR-83: any seed ends with ≤2 locomotives, drawPile 3, discard empty', () => {
    for (let i = 0; i < 40; i++) {
      const base = midGame({}, { seed: `e13-${i}` });
      const s0: TtrState = {
        ...base,
        faceUp: display('locomotive', 'locomotive', 'locomotive', 'blue', 'white'),
        drawPile: [],
        discardPile: [],
        hands: [hand({ red: 3 }), hand()],
      };
      const s = ok(s0, 0, claim('R035', { red: 3 }));
      expect(s.faceUp.filter((c) => c === LOCO).length).toBeLessThanOrEqual(2);
      expect(s.drawPile).toHaveLength(3);
      expect(s.discardPile).toHaveLength(0);
    }
  });
  it('TTR-E14 / TTR-74 / TTR-D4: the only card left ends the turn; then blind and empty slot are refused', () => {
    let s = midGame({ faceUp: display(null, null, null, 'orange', null), drawPile: [], discardPile: [] });
    s = ok(s, 0, face(3));
    expect(s.hands[0]).toEqual(hand({ orange: 1 }));
    expect(s.activeSeat).toBe(1);
    expect(step(s)).toBe('main');
    rejects(s, 1, BLIND, 'TTR_DECK_EMPTY');
    rejects(s, 1, face(0), 'TTR_INVALID_SLOT');
  });
  it('TTR-E14 variant / TTR-74: a blind draw with only face-up locomotives left ends after one card', () => {
    const s = ok(
      midGame({
        faceUp: display('locomotive', 'locomotive', 'locomotive', 'locomotive', 'locomotive'),
        drawPile: cards('yellow'),
        discardPile: [],
      }),
      0,
      BLIND,
    );
    expect(s.hands[0]).toEqual(hand({ yellow: 1 }));
    expect(s.activeSeat).toBe(1);
  });
  it('TTR-E16 / TTR-86: cards return to an empty display after a claim', () => {
    const s = ok(
      midGame({ faceUp: display('red', null, null, null, null), drawPile: [], discardPile: [], hands: [hand({ red: 3 }), hand()] }),
      0,
      claim('R035', { red: 3 }),
    );
    expect(s.faceUp).toEqual(display('red', 'red', 'red', 'red', null));
    expect(s.drawPile).toEqual([]);
    expect(s.discardPile).toEqual([]);
    expect(s.trainsLeft[0]).toBe(42);
    expect(s.routePoints[0]).toBe(4);
  });
  it('TTR-71 / TTR-85: a blind draw from an empty draw pile reshuffles the discard pile first', () => {
    const s0 = midGame({
      faceUp: display('red', 'blue', 'white', 'black', 'green'),
      drawPile: [],
      discardPile: cards('pink', 'pink', 'orange'),
    });
    const s = ok(s0, 0, BLIND);
    expect(s.discardPile).toEqual([]);
    expect(s.drawPile).toHaveLength(2);
    expect(step(s)).toBe('secondDraw');
    expect(s.rng).not.toEqual(s0.rng);
    const h = at(s.hands, 0);
    expect(at(h, KIND_INDEX.pink) + at(h, KIND_INDEX.orange)).toBe(1);
  });
  it('TTR-71: a blind locomotive counts as an ordinary card (TTR-72)', () => {
    let s = ok(
      midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green'), drawPile: cards('locomotive', 'locomotive', 'red') }),
      0,
      BLIND,
    );
    expect(step(s)).toBe('secondDraw');
    s = ok(s, 0, BLIND);
    expect(s.hands[0]).toEqual(hand({ locomotive: 2 }));
    expect(s.activeSeat).toBe(1);
  });
  it('TTR-73: hands have no size limit', () => {
    let s = midGame({ hands: [hand({ red: 60 }), hand()] });
    s = ok(ok(s, 0, BLIND), 0, BLIND);
    expect(at(s.hands, 0).reduce((a, b) => a + b, 0)).toBe(62);
  });
  it('TTR-84: invariants hold after every action of random games', () => {
    for (let g = 0; g < 5; g++) {
      let s = setup(parseConfig({}, 3), `inv${g}`, 3);
      for (let i = 0; i < 400 && phase(s) !== 'gameOver'; i++) {
        const seat = at(activeSeats(s), 0);
        const legal = legalActions(s, seat);
        s = ok(s, seat, at(legal, (i * 7919) % legal.length));
        if (s.faceUp.some((c) => c === null)) expect(s.drawPile.length + s.discardPile.length).toBe(0);
        if (s.faceUp.filter((c) => c === LOCO).length >= 3) {
          const pool = [...s.drawPile, ...s.discardPile, ...s.faceUp].filter((c) => c !== null && c !== LOCO).length;
          expect(pool).toBeLessThan(3);
        }
        expect(cardTotal(s)).toBe(110);
      }
    }
  });
});

describe('tickets (TTR-75 to TTR-77, TTR-41, TTR-D6, TTR-D15)', () => {
  it('TTR-E17 / TTR-75 / TTR-76 / TTR-D6: ticket draw from a short pile', () => {
    let s = midGame({ ticketPile: ['T05', 'T12'] });
    s = ok(s, 0, TICKETS);
    expect(pendingTickets(s)[0]).toEqual(['T05', 'T12']);
    expect(step(s)).toBe('keepTickets');
    rejects(s, 0, keep(), 'TTR_MUST_KEEP_MORE');
    rejects(s, 0, keep('T01'), 'TTR_INVALID_TICKETS');
    rejects(s, 0, keep('T12', 'T12'), 'TTR_INVALID_TICKETS');
    rejects(s, 0, BLIND, 'TTR_WRONG_PHASE');
    s = ok(s, 0, keep('T12'));
    expect(at(s.tickets, 0).at(-1)).toBe('T12');
    expect(s.ticketPile).toEqual(['T05']);
    s = ok(s, 1, TICKETS);
    expect(pendingTickets(s)[1]).toEqual(['T05']);
    rejects(s, 1, keep(), 'TTR_MUST_KEEP_MORE');
    expect(s.ticketPile).toEqual([]);
    s = ok(s, 1, keep('T05'));
    rejects(s, 0, TICKETS, 'TTR_TICKET_DECK_EMPTY');
  });
  it('TTR-76: kept tickets are appended in dealt order, returned ones go to the bottom in dealt order', () => {
    let s = midGame({ ticketPile: ['T01', 'T02', 'T03', 'T04', 'T05'], tickets: [['T30'], []] });
    s = ok(s, 0, TICKETS);
    s = ok(s, 0, keep('T03', 'T01'));
    expect(s.tickets[0]).toEqual(['T30', 'T01', 'T03']);
    expect(s.ticketPile).toEqual(['T04', 'T05', 'T02']);
    expect(pendingTickets(s)[0]).toBeNull();
    expect(s.activeSeat).toBe(1);
  });
  it('TTR-75: mega draws 4 tickets and keeps at least 1', () => {
    let s = midGame({}, { config: { variant: 'mega' } });
    s = ok(s, 0, TICKETS);
    expect(pendingTickets(s)[0]).toHaveLength(4);
    expect(legalActions(s, 0)).toHaveLength(15);
  });
  it('TTR-77: kept tickets can never be thrown away; no limit on how many', () => {
    let s = midGame({ tickets: [['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08'], []] });
    s = ok(ok(s, 0, TICKETS), 0, keep(...s.ticketPile.slice(0, 3)));
    expect(s.tickets[0]).toHaveLength(11);
    expect(legalActions(s, 1).every((a) => a.type !== 'KEEP_TICKETS')).toBe(true);
  });
  it('TTR-E18 / TTR-41 / TTR-D15: simultaneous initial choice (mega, 2 seats, first seat A)', () => {
    let s = setup(parseConfig({ variant: 'mega', firstSeat: 0 }, 2), 'e18', 2);
    expect(pendingTickets(s).map((p) => must(p, 'offer').length)).toEqual([5, 5]);
    expect(s.ticketPile).toHaveLength(59);
    expect(activeSeats(s)).toEqual([0, 1]);
    const offerA = offerOf(s, 0);
    const offerB = offerOf(s, 1);
    rejects(s, 0, BLIND, 'TTR_WRONG_PHASE');
    rejects(s, 0, keep(at(offerA, 0), at(offerA, 1)), 'TTR_MUST_KEEP_MORE');
    s = ok(s, 0, keep(at(offerA, 0), at(offerA, 2), at(offerA, 4)));
    expect(phase(s)).toBe('initialTickets');
    expect(activeSeats(s)).toEqual([1]);
    rejects(s, 0, keep(at(offerA, 0), at(offerA, 2), at(offerA, 4)), 'TTR_WRONG_PHASE');
    s = ok(s, 1, keep(...offerB));
    expect(phase(s)).toBe('turn');
    expect(s.activeSeat).toBe(0);
    expect(step(s)).toBe('main');
    expect(s.ticketPile).toHaveLength(61);
    expect(s.ticketPile.slice(-2)).toEqual([offerA[1], offerA[3]]);
  });
  it('TTR-41: returned initial tickets go to the bottom seat by seat from the first seat, whatever the answer order', () => {
    let s = setup(parseConfig({ firstSeat: 2 }, 3), 'ret', 3);
    const offers = pendingTickets(s).map((p) => [...must(p, 'offer')]);
    s = ok(s, 0, keep(at(at(offers, 0), 0), at(at(offers, 0), 1)));
    s = ok(s, 2, keep(at(at(offers, 2), 1), at(at(offers, 2), 2)));
    s = ok(s, 1, keep(at(at(offers, 1), 0), at(at(offers, 1), 2)));
    expect(s.ticketPile.slice(-3)).toEqual([at(offers, 2)[0], at(offers, 0)[2], at(offers, 1)[1]]);
    expect(s.activeSeat).toBe(2);
  });
});

describe('parseAction (TTR-50, TTR-51 step 1)', () => {
  it('TTR-50: accepts every action shape and keeps its fields', () => {
    for (const a of [keep('T01'), face(3), BLIND, claim('R004', { red: 2, locomotive: 2 }), TICKETS, PASS])
      expect(ticketToRide.parseAction(a)).toEqual(a);
  });
  it.each([
    [null],
    [{ type: 'draw' }],
    [{ type: 'DRAW_FACE_UP', slot: 'x' }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: { purple: 1 } }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: { red: -2 } }],
    [{ type: 'KEEP_TICKETS', ticketIds: [3] }],
  ])('TTR-51: malformed %j throws TTR_INVALID_ACTION', (a) => {
    expect(() => ticketToRide.parseAction(a)).toThrowError(expect.objectContaining({ code: 'TTR_INVALID_ACTION' }));
  });
});

describe('turn structure, pass and end of game (TTR-40 to TTR-44, TTR-78, TTR-90 to TTR-93)', () => {
  it('TTR-40 / TTR-51: step secondDraw allows only draws; keepTickets only KEEP_TICKETS', () => {
    const s = ok(midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green'), hands: [hand({ red: 9 }), hand()] }), 0, face(0));
    rejects(s, 0, TICKETS, 'TTR_WRONG_PHASE');
    rejects(s, 0, claim('R035', { red: 3 }), 'TTR_WRONG_PHASE');
    rejects(s, 0, PASS, 'TTR_WRONG_PHASE');
    rejects(s, 0, keep(), 'TTR_WRONG_PHASE');
    const k = ok(midGame(), 0, TICKETS);
    rejects(k, 0, face(0), 'TTR_WRONG_PHASE');
    rejects(k, 0, BLIND, 'TTR_WRONG_PHASE');
  });
  it('TTR-42 / TTR-44: legalActions lists each kind: draws, each claimable route, tickets — and never PASS then', () => {
    const s = midGame({ hands: [hand({ red: 3 }), hand()] });
    const legal = legalActions(s, 0);
    const types = new Set(legal.map((a) => a.type));
    expect(types).toEqual(new Set(['DRAW_FACE_UP', 'DRAW_BLIND', 'CLAIM_ROUTE', 'DRAW_TICKETS']));
    expect(legal.filter((a) => a.type === 'CLAIM_ROUTE').map((a) => (a as { routeId: string }).routeId)).toContain('R035');
    expect(legalActions(s, 1)).toEqual([]);
  });
  it('TTR-43: a player who drew one card must take a second — PASS or claim refused in secondDraw', () => {
    const s = ok(midGame({ hands: [hand({ red: 3 }), hand()] }), 0, BLIND);
    expect(step(s)).toBe('secondDraw');
    expect(s.activeSeat).toBe(0);
    expect(legalActions(s, 0).every((a) => a.type === 'DRAW_BLIND' || a.type === 'DRAW_FACE_UP')).toBe(true);
  });
  it('TTR-51: validation order — malformed first, then seat, game over, phase/turn', () => {
    const s = midGame();
    rejects(s, 7, { type: 'NOPE' }, 'TTR_INVALID_ACTION');
    rejects(s, 7, BLIND, 'TTR_NOT_A_PLAYER');
    rejects(s, -1, BLIND, 'TTR_NOT_A_PLAYER');
    const over: TtrState = { ...s, stage: { kind: 'gameOver', result: score(s) } };
    rejects(over, 1, BLIND, 'TTR_GAME_OVER');
    rejects(s, 1, BLIND, 'TTR_NOT_YOUR_TURN');
  });
  it.each([
    [null],
    [42],
    ['DRAW_BLIND'],
    [{}],
    [{ type: 'draw' }],
    [{ type: 'DRAW_FACE_UP' }],
    [{ type: 'DRAW_FACE_UP', slot: 1.5 }],
    [{ type: 'DRAW_FACE_UP', slot: '1' }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001' }],
    [{ type: 'CLAIM_ROUTE', routeId: 1, payment: {} }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: { purple: 3 } }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: { red: -1 } }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: { red: 1.5 } }],
    [{ type: 'CLAIM_ROUTE', routeId: 'R001', payment: [3] }],
    [{ type: 'KEEP_TICKETS' }],
    [{ type: 'KEEP_TICKETS', ticketIds: [1] }],
    [{ type: 'KEEP_TICKETS', ticketIds: 'T01' }],
  ])('TTR-50 / TTR-52: malformed %j → TTR_INVALID_ACTION', (a) => {
    rejects(midGame(), 0, a, 'TTR_INVALID_ACTION');
  });
  it('TTR-78: PASS is refused while any draw, claim or ticket draw is possible', () => {
    rejects(midGame(), 0, PASS, 'TTR_PASS_NOT_ALLOWED');
    rejects(
      midGame({ drawPile: [], discardPile: [], faceUp: display(null, null, 'locomotive', null, null), ticketPile: [] }),
      0,
      PASS,
      'TTR_PASS_NOT_ALLOWED',
    );
    rejects(midGame({ drawPile: [], discardPile: [], faceUp: display(null, null, null, null, null) }), 0, PASS, 'TTR_PASS_NOT_ALLOWED');
    rejects(
      midGame({
        drawPile: [],
        discardPile: [],
        faceUp: display(null, null, null, null, null),
        ticketPile: [],
        hands: [hand({ red: 1 }), hand()],
      }),
      0,
      PASS,
      'TTR_PASS_NOT_ALLOWED',
    );
  });
  it('TTR-E21 / TTR-92 / TTR-D2: forced passes — two consecutive passes end a 2-seat game', () => {
    const empty = { drawPile: [], discardPile: [], faceUp: display(null, null, null, null, null), ticketPile: [] };
    let s = midGame({ ...empty, hands: [hand({ red: 0 }), hand()], trainsLeft: [10, 10] });
    expect(legalActions(s, 0)).toEqual([PASS]);
    s = ok(s, 0, PASS);
    expect(s.activeSeat).toBe(1);
    expect(s.consecutivePasses).toBe(1);
    s = ok(s, 1, PASS);
    expect(phase(s)).toBe('gameOver');
    expect(outcome(s)).not.toBeNull();
    rejects(s, 0, PASS, 'TTR_GAME_OVER');
  });
  it('TTR-90: a non-pass turn resets the pass count', () => {
    const empty = { drawPile: [], discardPile: [], faceUp: display(null, null, null, null, null), ticketPile: [] };
    let s = midGame({ ...empty, hands: [hand(), hand({ red: 1 })] }, { seats: 2 });
    s = ok(s, 0, PASS);
    s = ok(s, 1, claim('R002', { red: 1 }));
    expect(s.consecutivePasses).toBe(0);
    expect(phase(s)).toBe('turn');
  });
  it('TTR-E19 / TTR-91 / TTR-D7: final round order with 4 seats; then TTR-93 game over', () => {
    let s = midGame({ activeSeat: 2, trainsLeft: [20, 20, 3, 20], hands: [hand(), hand(), hand({ red: 1 }), hand()] }, { seats: 4 });
    s = ok(s, 2, claim('R049', { red: 1 }));
    expect(s.trainsLeft[2]).toBe(2);
    expect(s.finalTurnsLeft).toBe(4);
    const order: number[] = [];
    while (phase(s) !== 'gameOver') {
      order.push(s.activeSeat);
      s = ok(ok(s, s.activeSeat, BLIND), s.activeSeat, BLIND);
    }
    expect(order).toEqual([3, 0, 1, 2]);
    for (const seat of [0, 1, 2, 3]) rejects(s, seat, BLIND, 'TTR_GAME_OVER');
    // Had C ended the turn with 3 trains, nothing would have started.
    const t = ok(
      midGame({ activeSeat: 2, trainsLeft: [20, 20, 4, 20], hands: [hand(), hand(), hand({ red: 1 }), hand()] }, { seats: 4 }),
      2,
      claim('R049', { red: 1 }),
    );
    expect(t.finalTurnsLeft).toBeNull();
  });
  it('TTR-91: final-round turns are ordinary — tickets may be drawn; the trigger fires only once', () => {
    let s = midGame({ trainsLeft: [3, 2], hands: [hand({ red: 1 }), hand({ red: 1 })] });
    s = ok(s, 0, claim('R002', { red: 1 }));
    expect(s.finalTurnsLeft).toBe(2);
    s = ok(s, 1, TICKETS);
    s = ok(s, 1, keep(at(offerOf(s, 1), 0)));
    expect(s.finalTurnsLeft).toBe(1);
    s = ok(ok(s, 0, BLIND), 0, BLIND);
    expect(phase(s)).toBe('gameOver');
  });
});
