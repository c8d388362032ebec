/**
 * Bots (section 18): they only ever choose legal actions from their own view (TR-115), are
 * deterministic for a seed, follow the section 18.1 rules where they are checkable, and the heuristic
 * bot beats random and bigmoney in small samples (the full figures come from the CLI, see README).
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/play.js';
import { rngFromSeed } from '../../../engine/rng.js';
import { makeBot } from '../../index.js';
import { trains } from '../index.js';
import { legalActions } from '../legal.js';
import { must, act, play, scenario } from '../test-helpers.js';
import { view } from '../view.js';
import type { TrainsAction, TrainsState } from '../types.js';
import { bigmoneyBot } from './bigmoney.js';
import { heuristicBot } from './heuristic.js';
import { chooseStart, progress } from './common.js';

function decide(bot: typeof bigmoneyBot, s: TrainsState): TrainsAction {
  const legal = legalActions(s, s.current);
  const a = bot(s.current).act({ seat: s.current, legal, rng: rngFromSeed('t'), now: 0, view: () => view(s, s.current) });
  return must(a);
}

function wins(a: string, b: string, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) {
    const names = i % 2 ? [b, a] : [a, b];
    const p = playGame(trains, {
      config: { map: i % 4 < 2 ? 'tokyo' : 'osaka', preset: 'random' },
      seed: `bt-${i}`,
      bots: names.map((x, s) => makeBot(trains, x, s)),
      botNames: names,
      keepRecord: false,
    });
    if (p.outcome.winners.includes(i % 2 ? 1 : 0)) w++;
  }
  return w / n;
}

describe('bots', () => {
  it('are registered: the easy (bigmoney), normal (heuristic) and hard (search) levels, bigmoney, heuristic', () => {
    expect(Object.keys(trains.bots).sort()).toEqual(['bigmoney', 'easy', 'hard', 'heuristic', 'normal']);
    expect(trains.bots.easy).toBe(trains.bots.bigmoney);
    expect(trains.bots.normal).toBe(trains.bots.heuristic);
  });

  it('are deterministic: the same seed gives the same game', () => {
    const run = () =>
      playGame(trains, {
        config: { map: 'osaka', preset: 'random' },
        seed: 'det',
        bots: [makeBot(trains, 'heuristic', 0), makeBot(trains, 'bigmoney', 1)],
        botNames: ['heuristic', 'bigmoney'],
      });
    expect(run().record.actions).toEqual(run().record.actions);
  });

  it('18.1 rule 1: the start hex has the most station slots nearby and avoids opponents', () => {
    const s = { ...scenario({}), phase: 'start' as const, rails: new Array<number>(76).fill(0) };
    const v = view(s, 0);
    const a = chooseStart(v, legalActions(s, 0));
    expect(a.type).toBe('START_RAIL');
    const h = a.type === 'START_RAIL' ? a.hex : -1;
    expect(trains.legalActions(s, 0)).toContainEqual(a);
    expect(h).toBeGreaterThanOrEqual(0);
  });

  it('18.1 rule 2: recycle with 3 Waste in hand', () => {
    const s = scenario({ hand: ['waste', 'waste', 'waste', 'normal-train', 'normal-train'] });
    expect(decide(bigmoneyBot, s)).toEqual({ type: 'RECYCLE' });
    expect(decide(heuristicBot, s)).toEqual({ type: 'RECYCLE' });
  });

  it('18.1 rule 3: Normal Trains before the rail card; rule 4: the rail goes toward a goal; rule 6: buys', () => {
    let s = scenario({ hand: ['lay-rails', 'normal-train', 'normal-train', 'normal-train'], rails: { 0: [44] } });
    expect(decide(bigmoneyBot, s)).toEqual(play('normal-train', false));
    for (let i = 0; i < 3; i++) s = act(s, play('normal-train', false));
    const a = decide(bigmoneyBot, s);
    expect(a).toEqual(play('lay-rails', true));
    s = act(s, a);
    const r = decide(bigmoneyBot, s);
    expect(r.type).toBe('CHOOSE_RAIL_HEX');
    s = act(s, r);
    expect(decide(bigmoneyBot, s)).toEqual({ type: 'BUY', pile: 'express-train' });
    const rich = scenario({ money: 6 });
    expect(progress(view(rich, 0))).toBeLessThan(0.6);
    expect(decide(bigmoneyBot, rich)).toEqual({ type: 'BUY', pile: 'limited-express' });
  });

  it('only ever choose legal actions (a few full games on each board)', () => {
    for (let i = 0; i < 6; i++) {
      const names = ['heuristic', 'bigmoney', 'random'].slice(0, 2 + (i % 2));
      const p = playGame(trains, {
        config: { map: i % 2 ? 'osaka' : 'tokyo', preset: 'random' },
        seed: `legal-${i}`,
        bots: names.map((x, s) => makeBot(trains, x, s)),
        botNames: names,
      });
      expect(p.outcome.scores).toHaveLength(names.length);
    }
  });

  it('heuristic beats random in every game of a small sample, and bigmoney in most', () => {
    expect(wins('heuristic', 'random', 30)).toBe(1);
    expect(wins('heuristic', 'bigmoney', 40)).toBeGreaterThanOrEqual(0.6);
  });
});
