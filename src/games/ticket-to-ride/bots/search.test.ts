/**
 * The `hard` bot (issue 21 items 2 and 3): it cannot cheat — two states with the same view for its
 * seat but different hidden information elsewhere (the opponent's hand and tickets, the order of both
 * piles) give the same move at every level — and with a fixed iteration budget the same seed gives the
 * same move. Determinizations are consistent with the view they came from.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng.js';
import { playGame } from '../../../engine/play.js';
import { getGame, makeBot } from '../../index.js';
import { legalActions } from '../legal.js';
import { view } from '../view.js';
import type { TtrAction, TtrState } from '../types.js';
import { canDeterminize, determinize } from './determinize.js';
import { searchRoot } from '../../../bots/search.js';

const ttr = getGame('ticket-to-ride');

/** A state (after `plies` actions of two normal bots) where seat 0 is to act in stage `kind` (default `main`). */
function midGameState(plies: number, kind: TtrState['stage']['kind'] = 'main', seed = 'no-cheat'): TtrState {
  let found: TtrState | null = null;
  let n = 0;
  playGame(ttr, {
    config: {},
    seed,
    bots: [makeBot(ttr, 'normal', 0), makeBot(ttr, 'normal', 1)],
    botNames: ['normal', 'normal'],
    onAction(_seat, _a, _before, after) {
      const s = after as TtrState;
      if (!found && ++n >= plies && s.stage.kind === kind && s.activeSeat === 0) found = s;
    },
  });
  if (!found) throw new Error('no such state');
  return found;
}

/** `s` with seat 1's hidden information changed: its hand swapped with cards from the pile, other tickets, both piles reordered. */
function otherHiddenInfo(s: TtrState): TtrState {
  const rng = rngFromSeed('elsewhere');
  const opp = s.hands[1] ?? [];
  const pool = [...s.drawPile];
  opp.forEach((n, k) => {
    for (let i = 0; i < n; i++) pool.push(k);
  });
  rng.shuffle(pool);
  const size = opp.reduce((a, b) => a + b, 0);
  const hand = new Array<number>(opp.length).fill(0);
  for (const c of pool.splice(0, size)) hand[c] = (hand[c] ?? 0) + 1;
  const oppTickets = s.tickets[1] ?? [];
  const tickets = rng.shuffle([...s.ticketPile, ...oppTickets]);
  return {
    ...s,
    hands: [s.hands[0] ?? [], hand],
    drawPile: pool,
    tickets: [s.tickets[0] ?? [], tickets.slice(0, oppTickets.length)],
    ticketPile: tickets.slice(oppTickets.length),
  };
}

/** Keeps every card and ticket of `a`, and the same view for seat 0, in a determinization `d`. */
function consistent(a: TtrState, d: TtrState): void {
  const v = view(a, 0);
  expect(view(d, 0).players).toEqual(v.players);
  expect(view(d, 0).faceUp).toEqual(v.faceUp);
  expect(view(d, 0).phase).toEqual(v.phase);
  expect(view(d, 0).step).toEqual(v.step);
  expect(legalActions(d, 0)).toEqual(legalActions(a, 0));
  const cards = (s: TtrState): number =>
    s.drawPile.length + s.discardPile.length + s.faceUp.filter((c) => c !== null).length + s.hands.flat().reduce((x, y) => x + y, 0);
  expect(cards(d)).toBe(cards(a));
  const ids = (s: TtrState): string[] => {
    const st = s.stage;
    const offered =
      st.kind === 'keepTickets'
        ? st.offer
        : st.kind === 'initialTickets'
          ? [...st.offers.flatMap((o) => o ?? []), ...st.returned.flat()]
          : [];
    return [...s.tickets.flat(), ...s.ticketPile, ...offered];
  };
  expect(new Set(ids(d)).size).toBe(ids(d).length);
  expect(ids(d).length).toBe(ids(a).length);
}

const move = (name: string, s: TtrState): TtrAction =>
  makeBot(ttr, name, 0, { iterations: 24 }).act({
    seat: 0,
    legal: legalActions(s, 0),
    rng: rngFromSeed('bot'),
    now: 0,
    view: () => view(s, 0),
  }) as TtrAction;

describe('hard bot: no cheating, reproducible (issue 21 items 2 and 3)', () => {
  const a = midGameState(30);
  const b = otherHiddenInfo(a);

  it('the two states differ in hidden information only', () => {
    expect(b.hands[1]).not.toEqual(a.hands[1]);
    expect(b.tickets[1]).not.toEqual(a.tickets[1]);
    expect(view(b, 0)).toEqual(view(a, 0));
    expect(legalActions(b, 0)).toEqual(legalActions(a, 0));
  });

  for (const level of ['easy', 'normal', 'hard'])
    it(`${level}: the same view gives the same move`, () => {
      expect(move(level, b)).toEqual(move(level, a));
    });

  it('hard: the same seed and iterations give the same move, and the search runs exactly those iterations', () => {
    const v = view(a, 0);
    const legal = legalActions(a, 0);
    expect(canDeterminize(v, 0)).toBe(true);
    const game = {
      module: ttr,
      determinize,
      candidates: () => legal.slice(0, 3),
      playoutBot: (s: number) => makeBot(ttr, 'normal', s),
      reward: () => 0.5,
      maxPlayoutActions: 2000,
    };
    const r = searchRoot(game as never, v, 0, legal, rngFromSeed('x'), { iterations: 9 });
    expect(r.stats.iterations).toBe(9);
    expect(r.stats.visits.reduce((x, y) => x + y, 0)).toBe(9);
    expect(move('hard', a)).toEqual(move('hard', a));
  });

  it('a determinization agrees with the view it came from and keeps every card and ticket', () => {
    for (let i = 0; i < 5; i++) consistent(a, determinize(view(a, 0), 0, rngFromSeed(`d${i}`)));
  });

  it('ticket choices are determinized and searched from the view alone: in play (TTR-75, TTR-76) and at the start (TTR-41)', () => {
    const start = ttr.setup(ttr.parseConfig({}, 2), 'no-cheat-start', 2) as TtrState;
    const answered = ttr.apply(start, 1, legalActions(start, 1)[0] as TtrAction);
    if (!answered.ok) throw new Error(answered.error.code);
    const keep = midGameState(10, 'keepTickets', 'no-cheat-keep');
    for (const s of [start, answered.value as TtrState, keep]) {
      expect(canDeterminize(view(s, 0), 0)).toBe(true);
      for (let i = 0; i < 3; i++) consistent(s, determinize(view(s, 0), 0, rngFromSeed(`k${i}`)));
    }
    const other = otherHiddenInfo(keep);
    expect(view(other, 0)).toEqual(view(keep, 0));
    expect(move('hard', other)).toEqual(move('hard', keep));
    expect(move('hard', keep).type).toBe('KEEP_TICKETS');
  });
});
