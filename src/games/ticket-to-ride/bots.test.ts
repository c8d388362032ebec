/**
 * Simulated games (TTR-3, TTR-92: every game finishes), the heuristic bot against random (spec
 * section 14), describeAction and turns.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { getGame, makeBot } from '../index.js';
import { VARIANT_IDS } from './data.js';
import { describeAction } from './describe.js';
import { ticketToRide } from './index.js';
import { hand, midGame, display } from './test-helpers.js';
import type { TtrOutcome, TtrState } from './types.js';

const game = getGame('ticket-to-ride');
const play = (seed: string, bots: string[], config: object = {}) =>
  playGame(game, { config, seed, bots: bots.map((b, s) => makeBot(game, b, s)), botNames: bots, keepRecord: false });

describe('simulated games', () => {
  it('registry: ticket-to-ride is registered with random and heuristic bots', () => {
    expect(game).toBe(ticketToRide);
    expect(Object.keys(game.bots)).toContain('heuristic');
  });
  it('TTR-92 / TTR-D2: 240 random games over every variant and 2–5 seats finish without an error, outcome consistent', () => {
    let n = 0;
    for (const variant of VARIANT_IDS)
      for (let seats = 2; seats <= 5; seats++)
        for (let i = 0; i < 15; i++) {
          const p = play(`sim-${variant}-${seats}-${i}`, Array(seats).fill('random'), { variant });
          const o = p.outcome as TtrOutcome;
          expect(o.scores).toHaveLength(seats);
          o.breakdown.forEach((b, seat) => {
            expect(b.total).toBe(b.routePoints + b.ticketPoints + b.longestPathBonus + b.globetrotterBonus);
            expect(b.routePoints).toBe(b.routes.reduce((s, r) => s + r.points, 0));
            expect(b.ticketPoints).toBe(b.tickets.reduce((s, t) => s + (t.completed ? t.value : -t.value), 0));
            expect(o.scores[seat]).toBe(b.total);
            expect(o.ranks[seat]).toBe(b.rank);
          });
          n++;
        }
    expect(n).toBe(240);
  });
  it('heuristic plays every variant and seat count to the end (40 games)', () => {
    for (const variant of VARIANT_IDS)
      for (let seats = 2; seats <= 5; seats++)
        for (let i = 0; i < 2; i++)
          expect(play(`h-${variant}-${seats}-${i}`, Array(seats).fill('heuristic'), { variant }).outcome.scores).toHaveLength(seats);
  });
  it('section 14: heuristic beats random in ≥ 99% of 2-seat games (100 games, both seat orders)', () => {
    let wins = 0;
    for (let i = 0; i < 100; i++) {
      const order = i % 2 === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'];
      const o = play(`hr-${i}`, order).outcome;
      const h = order.indexOf('heuristic');
      if (o.winners.length === 1 && o.winners[0] === h) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(99);
  });
  it('section 14.2: heuristic self-play averages at least 72 points in 2-seat classic games (40 games)', () => {
    let total = 0;
    for (let i = 0; i < 40; i++) total += play(`self-${i}`, ['heuristic', 'heuristic']).outcome.scores.reduce((a, b) => a + b, 0);
    expect(total / 80).toBeGreaterThanOrEqual(72);
  });
});

describe('describeAction and turns', () => {
  it('describes claims, draws, tickets and passes in plain English', () => {
    const s = midGame({ faceUp: display('red', 'blue', 'white', 'black', 'green'), hands: [hand({ blue: 1 }), hand()] });
    expect(describeAction(s, 0, { type: 'CLAIM_ROUTE', routeId: 'R006', payment: { blue: 1 } })).toBe(
      'claims Seattle–Portland (1, gray) with 1 blue',
    );
    expect(describeAction(s, 0, { type: 'CLAIM_ROUTE', routeId: 'R004', payment: { red: 2, locomotive: 2 } })).toBe(
      'claims Seattle–Calgary (4, gray) with 2 red + 2 locomotives',
    );
    expect(describeAction(s, 0, { type: 'DRAW_FACE_UP', slot: 0 })).toBe('draws a face-up red card');
    expect(describeAction(s, 0, { type: 'DRAW_BLIND' })).toBe('draws a card from the deck');
    expect(describeAction(s, 0, { type: 'DRAW_TICKETS' })).toBe('draws 3 destination tickets');
    expect(
      describeAction({ ...s, stage: { kind: 'keepTickets', offer: ['T01', 'T02', 'T03'] } }, 0, {
        type: 'KEEP_TICKETS',
        ticketIds: ['T01'],
      }),
    ).toBe('keeps 1 of 3 tickets: Boston–Miami');
    expect(describeAction(s, 0, { type: 'PASS' })).toBe('passes (nothing else is possible)');
  });
  it('describes every legal action of a random game without throwing, one line each', () => {
    let lines = 0;
    playGame(game, {
      config: { variant: 'mega' },
      seed: 'describe-all',
      bots: [0, 1, 2].map((s) => makeBot(game, 'random', s)),
      botNames: ['random', 'random', 'random'],
      keepRecord: false,
      onAction(seat, _a, before) {
        for (const a of game.legalActions(before, seat)) {
          const line = describeAction(before as TtrState, seat, a);
          expect(line).toMatch(/^[a-z].*[^\n]$/);
          lines++;
        }
      },
    });
    expect(lines).toBeGreaterThan(100);
  });
  it('turns(state) counts completed player turns (a two-card draw is one turn; the initial choice is none)', () => {
    const p = play('turns', ['random', 'random']);
    const s = p.state as TtrState;
    expect(game.turns!(s)).toBe(s.turns);
    expect(s.turns).toBeLessThan(p.actions);
    expect(s.turns).toBeGreaterThan(0);
  });
});
