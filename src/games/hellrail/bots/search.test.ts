/**
 * The HellRail `hard` bot (issue 21 items 2 and 3): it cannot cheat — two states with the same view
 * for its seat but different hidden information (the other seat's hand and set-out pile, the draw
 * pile's order, the reserve) give the same move at every level — and with a fixed iteration budget
 * the same seed gives the same move. Determinizations agree with the view they came from and keep
 * every card and token.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../engine/rng.js';
import { playGame } from '../../../engine/play.js';
import { getGame, makeBot } from '../../index.js';
import { legalActions } from '../legal.js';
import { view } from '../view.js';
import { allCards } from '../test-helpers.js';
import type { HrAction, HrState } from '../types.js';
import { canDeterminize, determinize } from './determinize.js';
import { searchRoot } from '../../../bots/search.js';
import { PLAYOUT_HORIZON, candidates, heuristicPlayout } from './search.js';
import { heuristicBot } from './heuristic.js';
import { actor, apply } from '../rules.js';

const hellrail = getGame('hellrail');

/** States of a 2-seat game of two normal bots where seat 0 is at a searched decision with several candidates. */
function searchedStates(seed: string, config: unknown = {}): HrState[] {
  const found: HrState[] = [];
  const normal = makeBot(hellrail, 'normal', 0);
  playGame(hellrail, {
    config,
    seed,
    bots: [makeBot(hellrail, 'normal', 0), makeBot(hellrail, 'normal', 1)],
    botNames: ['normal', 'normal'],
    onAction(_seat, _a, _before, after) {
      const s = after as HrState;
      if (s.phase !== 'ACTIONS' || s.active !== 0 || (s.players[1]?.hand.length ?? 0) < 2) return;
      const legal = legalActions(s, 0);
      const v = view(s, 0);
      const a = normal.act({ seat: 0, legal, rng: rngFromSeed('p'), now: 0, view: () => v }) as HrAction;
      if (['END_TURN', 'STOKE', 'PICK_UP'].includes(a.type) && candidates(v, 0, legal, a).length > 1) found.push(s);
    },
  });
  if (found.length === 0) throw new Error('no searched decision found');
  // Late states first: the other seat has set cars out (hidden cards to redeal).
  return found.reverse();
}

/** `s` with the hidden information moved: seat 1's hand and set-out pile and the draw pile redealt, the reserve reordered. */
function otherHiddenInfo(s: HrState): HrState {
  const rng = rngFromSeed('elsewhere');
  const opp = s.players[1];
  if (!opp) throw new Error('two seats expected');
  const pool = rng.shuffle([...opp.hand, ...opp.setOut, ...s.drawPile]);
  const hand = pool.splice(0, opp.hand.length);
  const setOut = pool.splice(0, opp.setOut.length);
  return {
    ...s,
    drawPile: pool,
    reserve: rng.shuffle([...s.reserve]),
    players: [s.players[0] as HrState['players'][number], { ...opp, hand, setOut }],
  };
}

const move = (name: string, s: HrState): HrAction =>
  makeBot(hellrail, name, 0, { iterations: 8 }).act({
    seat: 0,
    legal: legalActions(s, 0),
    rng: rngFromSeed('bot'),
    now: 0,
    view: () => view(s, 0),
  }) as HrAction;

describe('hellrail hard bot: no cheating, reproducible (issue 21 items 2 and 3)', () => {
  const states = searchedStates('no-cheat');
  const a = states[0] as HrState;
  const b = otherHiddenInfo(a);

  it('the two states differ in hidden information only', () => {
    expect(a.players[1]?.setOut.length).toBeGreaterThan(0);
    expect(b.players[1]?.hand).not.toEqual(a.players[1]?.hand);
    expect(b.players[1]?.setOut).not.toEqual(a.players[1]?.setOut);
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
    const game = {
      module: hellrail,
      determinize,
      candidates: () => candidates(v, 0, legal, move('normal', a)),
      playoutBot: (s: number) => makeBot(hellrail, 'normal', s),
      reward: () => 0.5,
      maxPlayoutActions: 20,
      paired: true,
    };
    const r = searchRoot(game as never, v, 0, legal, rngFromSeed('x'), { iterations: 5 });
    expect(r.stats.iterations).toBe(5);
    expect(r.stats.visits.reduce((x, y) => x + y, 0)).toBe(5);
    expect(move('hard', a)).toEqual(move('hard', a));
  });

  it('a determinization agrees with the view it came from and keeps every card and token', () => {
    const all = [...states.slice(0, 5), ...searchedStates('det-2', { effectTokensFaceUp: false }).slice(0, 5)];
    for (const [i, s] of all.entries()) {
      const v = view(s, 0);
      const d = determinize(v, 0, rngFromSeed(`d${i}`));
      expect(view(d, 0)).toEqual(v);
      expect([...allCards(d)].sort()).toEqual([...allCards(s)].sort());
      expect([...d.circleTokens, ...d.reserve].sort()).toEqual([...s.circleTokens, ...s.reserve].sort());
      expect(legalActions(d, 0)).toEqual(legalActions(s, 0));
    }
  });

  it('the in-place heuristic playout reaches the same state as the pure rules (HR-5, HR-13)', () => {
    for (const [i, s] of states.slice(0, 6).entries()) {
      const v = view(s, 0);
      const d = determinize(v, 0, rngFromSeed(`p${i}`));
      const first = move('normal', d);
      const before = JSON.stringify(d);
      const fast = heuristicPlayout(d, 0, first, rngFromSeed(`r${i}`));
      expect(JSON.stringify(d)).toBe(before);
      const rng = rngFromSeed(`r${i}`);
      const r0 = apply(d, 0, first);
      if (!r0.ok) throw new Error('first move rejected');
      let pure = r0.value;
      const bots = [heuristicBot(0), heuristicBot(1)];
      for (let n = 0; n < PLAYOUT_HORIZON && pure.phase !== 'GAME_OVER'; n++) {
        const seat = actor(pure);
        const current = pure;
        const a = bots[seat]?.act({ seat, legal: legalActions(current, seat), rng, now: 0, view: () => view(current, seat) }) as HrAction;
        const r = apply(pure, seat, a);
        if (!r.ok) throw new Error(`heuristic move rejected: ${r.error.code}`);
        pure = r.value;
      }
      expect(JSON.stringify(fast)).toBe(JSON.stringify(pure));
    }
  });
});
