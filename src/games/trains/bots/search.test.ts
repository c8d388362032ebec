/**
 * The Trains `hard` bot (issue 21 items 2 and 3): it cannot cheat — two states with the same view for
 * its seat but different hidden information (the opponent's hand, deck and discard pile, the order of
 * its own deck) give the same move at every level — and with a fixed iteration budget the same seed
 * gives the same move. Determinizations agree with the view they came from and keep every card.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng.js';
import { playGame } from '../../../engine/play.js';
import { getGame, makeBot } from '../../index.js';
import { legalActions } from '../legal.js';
import { view } from '../view.js';
import type { TrainsAction, TrainsState } from '../types.js';
import { CARDS, type CardId } from '../cards.js';
import { canDeterminize, determinize } from './determinize.js';
import { searchRoot } from '../../../bots/search.js';
import { SEARCH_HEXES, candidates, hardBot, hexCandidates } from './search.js';

const trains = getGame('trains');

/** States of a 2-seat game of two normal bots where seat 0 is at a buy decision (after `minTurns` turns). */
function buyStates(seed: string, minTurns: number): TrainsState[] {
  const found: TrainsState[] = [];
  const normal = makeBot(trains, 'normal', 0);
  playGame(trains, {
    config: { preset: 'random' },
    seed,
    bots: [makeBot(trains, 'normal', 0), makeBot(trains, 'normal', 1)],
    botNames: ['normal', 'normal'],
    onAction(_seat, _a, _before, after) {
      const s = after as TrainsState;
      if (s.turns < minTurns || s.current !== 0 || s.phase !== 'main' || s.turn.pending) return;
      const legal = legalActions(s, 0);
      const a = normal.act({ seat: 0, legal, rng: rngFromSeed('p'), now: 0, view: () => view(s, 0) }) as TrainsAction;
      if (a.type === 'BUY' && legal.filter((l) => l.type === 'BUY').length > 1) found.push(s);
    },
  });
  if (found.length === 0) throw new Error('no buy decision found');
  return found;
}

/**
 * States of a 2-seat game of two normal bots where seat 0 has a rail hex (TR-51) or station city (TR-57)
 * to choose among two or more options.
 */
function hexStates(seed: string): TrainsState[] {
  const found: TrainsState[] = [];
  playGame(trains, {
    config: { map: 'osaka', preset: 'random' },
    seed,
    bots: [makeBot(trains, 'normal', 0), makeBot(trains, 'normal', 1)],
    botNames: ['normal', 'normal'],
    onAction(_seat, _a, _before, after) {
      const s = after as TrainsState;
      const k = s.turn.pending?.kind;
      if (
        s.current === 0 &&
        s.phase === 'main' &&
        (k === 'CHOOSE_RAIL_HEX' || k === 'CHOOSE_STATION_CITY') &&
        legalActions(s, 0).length > 1
      )
        found.push(s);
    },
  });
  if (found.length === 0) throw new Error('no rail or station choice found');
  return found;
}

/** `s` with the hidden cards moved: the opponent's hand, deck and discard (below the top) reshuffled together, seat 0's deck reordered. */
function otherHiddenInfo(s: TrainsState): TrainsState {
  const rng = rngFromSeed('elsewhere');
  const opp = s.players[1];
  const me = s.players[0];
  if (!opp || !me) throw new Error('two seats expected');
  const top = opp.discard.at(-1);
  const pool: CardId[] = rng.shuffle([...opp.hand, ...opp.deck, ...opp.discard.slice(0, -1)]);
  const hand = pool.splice(0, opp.hand.length);
  const deck = pool.splice(0, opp.deck.length);
  const discard = top === undefined ? pool : [...pool, top];
  const ownKnown = me.deck.slice(me.deck.length - me.knownTop);
  const ownDeck = [...rng.shuffle(me.deck.slice(0, me.deck.length - me.knownTop)), ...ownKnown];
  return {
    ...s,
    players: [
      { ...me, deck: ownDeck },
      { ...opp, hand, deck, discard, knownTop: 0, publicTop: 0 },
    ],
  };
}

const move = (name: string, s: TrainsState): TrainsAction =>
  makeBot(trains, name, 0, { iterations: 8 }).act({
    seat: 0,
    legal: legalActions(s, 0),
    rng: rngFromSeed('bot'),
    now: 0,
    view: () => view(s, 0),
  }) as TrainsAction;

describe('trains hard bot: no cheating, reproducible (issue 21 items 2 and 3)', () => {
  const states = buyStates('no-cheat', 20);
  const a = states[0] as TrainsState;
  const b = otherHiddenInfo(a);

  it('the two states differ in hidden information only', () => {
    expect(b.players[1]?.hand).not.toEqual(a.players[1]?.hand);
    expect(view(b, 0)).toEqual(view(a, 0));
    expect(legalActions(b, 0)).toEqual(legalActions(a, 0));
  });

  for (const level of ['easy', 'normal', 'hard'])
    it(`${level}: the same view gives the same move`, () => {
      expect(move(level, b)).toEqual(move(level, a));
    });

  it('hard: the same seed and iterations give the same move; the search runs exactly those iterations', () => {
    const v = view(a, 0);
    const legal = legalActions(a, 0);
    expect(canDeterminize(v, 0)).toBe(true);
    const prior = move('normal', a);
    const cands = candidates(legal, prior);
    expect(cands[0]).toEqual(prior);
    expect(cands.length).toBeGreaterThan(1);
    const game = {
      module: trains,
      determinize,
      candidates: () => cands,
      playoutBot: (s: number) => makeBot(trains, 'normal', s),
      reward: () => 0.5,
      maxPlayoutActions: 30,
    };
    const r = searchRoot(game as never, v, 0, legal, rngFromSeed('x'), { iterations: 7 });
    expect(r.stats.iterations).toBe(7);
    expect(r.stats.visits.reduce((x, y) => x + y, 0)).toBe(7);
    expect(move('hard', a)).toEqual(move('hard', a));
    expect(hardBot(0, { iterations: 8 }).act({ seat: 0, legal, rng: rngFromSeed('bot'), now: 0, view: () => v })).toEqual(move('hard', a));
  });

  it('a determinization agrees with the view it came from and keeps every card', () => {
    const all = [...states.slice(0, 6), ...buyStates('det-2', 40).slice(0, 4)];
    const cards = (s: TrainsState): string[] =>
      s.players.flatMap((p) => [...p.hand, ...p.deck, ...p.discard, ...p.play, ...p.gained]).sort((x, y) => x.localeCompare(y));
    for (const [i, s] of all.entries()) {
      const v = view(s, 0);
      const d = determinize(v, 0, rngFromSeed(`d${i}`));
      expect(view(d, 0)).toEqual(v);
      expect(cards(d)).toEqual(cards(s));
      expect(legalActions(d, 0)).toEqual(legalActions(s, 0));
    }
  });

  it('with two opponents the Victory cards are dealt so that every running score stays as the view shows it', () => {
    const states: TrainsState[] = [];
    const hiddenVp = (s: TrainsState, k: number): number =>
      [...(s.players[k]?.hand ?? []), ...(s.players[k]?.deck ?? []), ...(s.players[k]?.discard ?? [])].filter((c) => CARDS[c].vp > 0)
        .length;
    playGame(trains, {
      config: { preset: 'random' },
      seed: 'three-seats',
      bots: [makeBot(trains, 'normal', 0), makeBot(trains, 'easy', 1), makeBot(trains, 'easy', 2)],
      botNames: ['normal', 'easy', 'easy'],
      onAction(_seat, _a, _before, after) {
        const s = after as TrainsState;
        const others = [0, 1, 2].filter((k) => k !== s.current);
        if (others.every((k) => hiddenVp(s, k) > 0) && canDeterminize(view(s, s.current), s.current)) states.push(s);
      },
    });
    expect(states.length).toBeGreaterThan(3);
    for (const [i, s] of states.slice(-8).entries()) {
      const v = view(s, s.current);
      expect(view(determinize(v, s.current, rngFromSeed(`t${i}`)), s.current)).toEqual(v);
    }
  });
});

describe('trains hard bot at rail hex and station city choices (TR-51, TR-57)', () => {
  const states = hexStates('hex-choices');

  it('a determinization keeps the open choice: same view, same legal answers, every card kept', () => {
    for (const [i, s] of states.slice(0, 8).entries()) {
      const v = view(s, 0);
      expect(canDeterminize(v, 0)).toBe(true);
      const d = determinize(v, 0, rngFromSeed(`h${i}`));
      expect(view(d, 0)).toEqual(v);
      expect(legalActions(d, 0)).toEqual(legalActions(s, 0));
    }
  });

  it('candidates: the heuristic answer first, then other legal answers, at most SEARCH_HEXES', () => {
    for (const s of states.slice(0, 8)) {
      const legal = legalActions(s, 0);
      const prior = move('normal', s);
      const c = hexCandidates(view(s, 0), 0, legal, prior);
      expect(c[0]).toEqual(prior);
      expect(c.length).toBe(Math.min(SEARCH_HEXES, legal.length));
      for (const a of c) expect(legal).toContainEqual(a);
      expect(new Set(c.map((a) => JSON.stringify(a))).size).toBe(c.length);
    }
  });

  it('the same view gives the same move; the same seed and iterations give the same move', () => {
    for (const a of states.slice(0, 3)) {
      const b = otherHiddenInfo(a);
      expect(view(b, 0)).toEqual(view(a, 0));
      expect(move('hard', b)).toEqual(move('hard', a));
      expect(move('hard', a)).toEqual(move('hard', a));
      expect(legalActions(a, 0)).toContainEqual(move('hard', a));
    }
  });
});
