import { describe, expect, it } from 'vitest';
import { view } from './view.js';
import { parseConfig } from './config.js';
import { setup } from './setup.js';
import { apply, activeSeats } from './rules.js';
import { legalActions } from './legal.js';
import { heuristicBot } from './bots/heuristic.js';
import { playGame } from '../../engine/play.js';
import { ticketToRide } from './index.js';
import { rngFromSeed } from '../../engine/rng.js';
import { display, hand, midGame, offerOf, ok, pendingTickets, at } from './test-helpers.js';
import type { TtrState } from './types.js';
import { CARD_KINDS } from './data.js';
import { namedHand, routesOf, ticketStatuses } from './outcome.js';

const initial = (seats = 3): TtrState => setup(parseConfig({ firstSeat: 0 }, seats), 'view', seats);

describe('hidden information (TTR-120 to TTR-124)', () => {
  it('TTR-120: a seat sees its own hand, tickets and pending offer; of others only counts', () => {
    const s = initial();
    const v = view(s, 1);
    expect(at(v.players, 1).hand).not.toBeNull();
    expect(at(v.players, 1).pending).toEqual(pendingTickets(s)[1]);
    for (const p of [at(v.players, 0), at(v.players, 2)]) {
      expect(p.hand).toBeNull();
      expect(p.tickets).toBeNull();
      expect(p.pending).toBeNull();
      expect(p.handSize).toBe(4);
      expect(p.pendingCount).toBe(3);
    }
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.drawPile));
    expect(v).not.toHaveProperty('rng');
  });
  it('TTR-41 / TTR-120: during the initial choice others see only the dealt count, then the kept count', () => {
    let s = initial();
    s = ok(s, 0, { type: 'KEEP_TICKETS', ticketIds: offerOf(s, 0).slice(0, 2) });
    const v = view(s, 1);
    expect(v.players[0]).toMatchObject({ ticketCount: 2, tickets: null, pendingCount: 0, hasKeptInitial: true });
    expect(v.players[2]).toMatchObject({ ticketCount: 0, pendingCount: 3, hasKeptInitial: false });
    expect(v.faceUp.every((c) => c !== null)).toBe(true); // display visible during the phase
  });
  it('TTR-120: own tickets carry a live completion preview', () => {
    const s = midGame({
      tickets: [['T04'], []],
      routeOwner: midGame().routeOwner.map((o, i) => (['R070', 'R067', 'R065'].map((id) => Number(id.slice(1)) - 1).includes(i) ? 0 : o)),
    });
    expect(view(s, 0).players[0]!.tickets).toEqual([{ id: 'T04', from: 'chicago', to: 'new-orleans', value: 7, completed: true }]);
  });
  it('TTR-120: public facts — display, pile sizes, discard contents, routes, trains, route points, tickets drawn', () => {
    const s = ok(midGame({ hands: [hand({ red: 3 }), hand()] }), 0, { type: 'CLAIM_ROUTE', routeId: 'R035', payment: { red: 3 } });
    const v = view(s, 1);
    expect(v.routeOwner[34]).toBe(0);
    expect(v.players[0]).toMatchObject({ trainsLeft: 42, routePoints: 4 });
    expect(v.discardPile.red).toBe(3);
    expect(v.drawPileSize).toBe(s.drawPile.length);
    expect(v.ticketPileSize).toBe(s.ticketPile.length);
    const t = ok(s, 1, { type: 'DRAW_TICKETS' });
    expect(view(t, 0).players[1]).toMatchObject({ pendingCount: 3, pending: null, ticketsDrawn: 3 });
  });
  it('TTR-123: a spectator sees the public view (no hands, tickets or offers)', () => {
    const v = view(initial(), null);
    expect(v.viewer).toBeNull();
    for (const p of v.players) expect([p.hand, p.tickets, p.pending]).toEqual([null, null, null]);
  });
  it('TTR-120: the card drawn blind is known only to the drawer', () => {
    const s0 = midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green') });
    const s1 = ok(s0, 0, { type: 'DRAW_BLIND' });
    const alt: TtrState = { ...s0, drawPile: [s0.drawPile[0] === 0 ? 1 : 0, ...s0.drawPile.slice(1)] };
    const s2 = ok(alt, 0, { type: 'DRAW_BLIND' });
    expect(view(s1, 1)).toEqual(view(s2, 1));
    expect(view(s1, 0)).not.toEqual(view(s2, 0));
  });
  it('TTR-124: when the game ends everything is revealed to everyone, with the breakdown', () => {
    const played = playGame(ticketToRide, {
      config: {},
      seed: 'reveal',
      bots: [0, 1].map(() => heuristicBot(0)) as never,
      botNames: ['heuristic', 'heuristic'],
    });
    const s = played.state as TtrState;
    const v = view(s, null);
    for (const p of v.players) {
      expect(p.hand).not.toBeNull();
      expect(p.tickets).not.toBeNull();
    }
    expect(v.outcome).toEqual(played.outcome);
  });
  it('TTR-124: the remaining piles appear in the view only once the game is over, the same for everyone', () => {
    const played = playGame(ticketToRide, {
      config: {},
      seed: 'piles',
      bots: [0, 1, 2].map(() => heuristicBot(0)) as never,
      botNames: ['heuristic', 'heuristic', 'heuristic'],
    });
    const { record } = played;
    let s = setup(parseConfig(record.config, 3), record.seed, 3);
    const viewers = [null, 0, 1, 2];
    let checked = 0;
    for (const a of record.actions) {
      for (const viewer of viewers) expect(view(s, viewer).piles, `piles at step ${checked}`).toBeNull();
      checked++;
      const r = apply(s, a.seat, a.action as never);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
    expect(checked).toBeGreaterThan(50);
    expect(s.stage.kind).toBe('gameOver');
    const end = view(s, null).piles;
    if (end === null) throw new Error('TTR-124: no piles in the view at the end');
    expect(end.drawPile).toEqual(s.drawPile.map((c) => CARD_KINDS[c]));
    expect(end.discardPile).toEqual(s.discardPile.map((c) => CARD_KINDS[c]));
    expect(end.ticketPile.map((t) => t.id)).toEqual(s.ticketPile);
    expect(end.ticketPile.length).toBeGreaterThan(0);
    for (const t of end.ticketPile)
      expect(t).toEqual({ id: t.id, from: expect.any(String), to: expect.any(String), value: expect.any(Number) });
    for (const viewer of viewers) expect(view(s, viewer).piles).toEqual(end);
  });
  it('TTR-122: a bot receives exactly its seat view (the heuristic bot only calls ctx.view())', () => {
    const s = midGame();
    let calls = 0;
    const bot = heuristicBot(0);
    const ctx = { seat: 0, legal: legalActions(s, 0), rng: rngFromSeed('b'), now: 0, view: () => (calls++, view(s, 0)) };
    const a = bot.act(ctx)!;
    expect(calls).toBeGreaterThan(0);
    expect(apply(s, 0, a).ok).toBe(true);
    expect(activeSeats(s)).toEqual([0]);
  });
  it('TTR-121: events carry only what the receiver may see', () => {
    let s = midGame({ faceUp: display('locomotive', 'red', 'locomotive', 'blue', 'green'), drawPile: [8, 3, 5, 1, 4, 0, 6, 2, 2] });
    s = ok(s, 0, { type: 'DRAW_FACE_UP', slot: 1 });
    expect(view(s, 1).events).toEqual([
      { type: 'cardTakenFaceUp', seat: 0, slot: 1, card: 'red' },
      { type: 'slotRefilled', slot: 1, card: 'locomotive' },
      { type: 'displayReset', discarded: ['locomotive', 'locomotive', 'locomotive', 'blue', 'green'] },
      { type: 'slotRefilled', slot: 0, card: 'yellow' },
      { type: 'slotRefilled', slot: 1, card: 'black' },
      { type: 'slotRefilled', slot: 2, card: 'white' },
      { type: 'slotRefilled', slot: 3, card: 'orange' },
      { type: 'slotRefilled', slot: 4, card: 'pink' },
    ]);
    s = ok(s, 0, { type: 'DRAW_BLIND' });
    expect(view(s, 0).events).toEqual([{ type: 'cardDrawnBlind', seat: 0, card: 'red' }]);
    expect(view(s, 1).events).toEqual([{ type: 'cardDrawnBlind', seat: 0 }]);
    expect(view(s, null).events).toEqual([{ type: 'cardDrawnBlind', seat: 0 }]);
    s = ok(s, 1, { type: 'DRAW_TICKETS' });
    expect(view(s, 1).events).toEqual([{ type: 'ticketsOffered', seat: 1, count: 3, ticketIds: pendingTickets(s)[1] }]);
    expect(view(s, 0).events).toEqual([{ type: 'ticketsOffered', seat: 1, count: 3 }]);
    s = ok(s, 1, { type: 'KEEP_TICKETS', ticketIds: [offerOf(s, 1)[2]!] });
    expect(view(s, 0).events).toEqual([{ type: 'ticketsKept', seat: 1, kept: 1, returned: 2 }]);
    const c = ok(midGame({ hands: [hand({ red: 3 }), hand()], trainsLeft: [5, 45] }), 0, {
      type: 'CLAIM_ROUTE',
      routeId: 'R035',
      payment: { red: 3 },
    });
    expect(view(c, 1).events).toEqual([
      { type: 'routeClaimed', seat: 0, routeId: 'R035', payment: { red: 3 }, points: 4 },
      { type: 'finalRoundStarted', seat: 0, trainsLeft: 2 },
    ]);
    const empty = { drawPile: [], discardPile: [], faceUp: display(null, null, null, null, null), ticketPile: [] };
    const p = ok(ok(midGame(empty), 0, { type: 'PASS' }), 1, { type: 'PASS' });
    expect(view(p, 0).events.map((e) => e.type)).toEqual(['passed', 'gameEnded']);
    const r = ok(midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green'), drawPile: [], discardPile: [1, 1, 1] }), 0, {
      type: 'DRAW_BLIND',
    });
    expect(view(r, 1).events[0]).toEqual({ type: 'reshuffled', drawPileSize: 3 });
  });
});

describe('view parts shared between views (the server diffs views by reference first)', () => {
  const played: TtrState[] = [];
  playGame(ticketToRide, {
    config: {},
    seed: 'view-share',
    bots: [0, 1, 2].map(() => heuristicBot(0)) as never,
    botNames: ['heuristic', 'heuristic', 'heuristic'],
    onAction: (_seat, _action, before, after) => {
      if (played.length === 0) played.push(before as TtrState);
      played.push(after as TtrState);
    },
  });
  const counts = (cards: readonly number[]) => namedHand(CARD_KINDS.map((_, k) => cards.filter((c) => c === k).length));

  it('TTR-120: every part is what the state holds, and only the seats that may see a hand or tickets get them', () => {
    for (const s of played) {
      for (const viewer of [0, 1, 2, null]) {
        const v = view(s, viewer);
        const over = s.stage.kind === 'gameOver';
        expect(v.routeOwner).toEqual(s.routeOwner.map((o) => (o < 0 ? null : o)));
        expect(v.discardPile).toEqual(counts(s.discardPile));
        v.players.forEach((p, seat) => {
          const mine = over || seat === viewer;
          expect(p.hand).toEqual(mine ? namedHand(at(s.hands, seat)) : null);
          expect(p.tickets).toEqual(mine ? ticketStatuses(s.config, at(s.tickets, seat), routesOf(s.routeOwner, seat)) : null);
        });
      }
    }
  });

  it('one route-owner array for every viewer while no route is claimed; unchanged hands and tickets keep their objects', () => {
    let claims = 0;
    let keptHands = 0;
    for (let i = 1; i < played.length; i++) {
      const [prev, next] = [at(played, i - 1), at(played, i)];
      const views = [0, 1, 2, null].map((seat) => view(next, seat));
      for (const v of views) expect(v.routeOwner).toBe(at(views, 0).routeOwner);
      if (prev.routeOwner === next.routeOwner) expect(view(prev, 0).routeOwner).toBe(at(views, 0).routeOwner);
      else claims++;
      for (let seat = 0; seat < 3; seat++) {
        const [a, b] = [at(view(prev, seat).players, seat), at(view(next, seat).players, seat)];
        if (at(prev.hands, seat) === at(next.hands, seat) && a.hand !== null) {
          expect(b.hand).toBe(a.hand);
          keptHands++;
        }
        if (at(prev.tickets, seat) === at(next.tickets, seat) && prev.routeOwner === next.routeOwner) expect(b.tickets).toBe(a.tickets);
      }
    }
    expect(claims).toBeGreaterThan(5);
    expect(keptHands).toBeGreaterThan(10);
  });
});
