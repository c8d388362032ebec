/**
 * The GameModule contract for Rail Pass: legal-action enumeration agrees with apply, busy seats are
 * inactive (RP-6.7), nextEventAt (RP-6.5), describeAction, the registry and the CLI team report, and
 * the co-operative bot's duties (RP-20.3, RP-20.5) and strength on the easiest setup.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { rngFromSeed } from '../../engine/rng.js';
import { getGame, makeBot } from '../index.js';
import { simulate } from '../../cli/simulate.js';
import { railPass } from './index.js';
import { describeAction } from './describe.js';
import { advance, nextEventAt } from './rules.js';
import { cooperativeBot } from './bots/cooperative.js';
import { inRange, type City } from './data.js';
import { act, load, send, start } from './test-helpers.js';
import type { RailPassAction, RailPassState, RailPassView } from './types.js';
import type { Bot } from '../../engine/contract.js';

const team = (n: number, name = 'cooperative') => ({
  bots: Array.from({ length: n }, (_, i) => makeBot(railPass, name, i)),
  botNames: Array.from({ length: n }, () => name),
});

describe('contract', () => {
  it('is registered as rail-pass with the easy, normal and hard (planner) levels, cooperative, planner, the timing profiles and random bots', () => {
    expect(getGame('rail-pass')).toBe(railPass);
    expect(Object.keys(railPass.bots).sort()).toEqual([
      'cooperative',
      'easy',
      'hard',
      'normal',
      'planner',
      'random',
      'relaxed',
      'sharp',
      'steady',
    ]);
  });
  it('every enumerated legal action applies at the current time (RP-7 to RP-13)', () => {
    let checked = 0;
    for (const flags of [{}, { expert: true, handlingMode: true, guardRange: true }]) {
      playGame(railPass, {
        config: { setup: '2p-h-to-i', timerMs: 60000, ...flags },
        seed: 'legal',
        ...team(2, 'random'),
        onAction(_seat, _a, _before, after) {
          const s = after as RailPassState;
          for (let seat = 0; seat < 2; seat++) {
            for (const a of railPass.legalActions(s, seat)) {
              const r = railPass.apply(s, seat, a, s.clock);
              if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
              checked++;
            }
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(300);
  });
  it('busy seats are not active and have no legal action (RP-6.7)', () => {
    const s = act(start('6p-circle'), 0, 0, load('AL', 'head'));
    expect(railPass.activeSeats(s)).toEqual([1, 2, 3, 4, 5]);
    expect(railPass.legalActions(s, 0)).toEqual([]);
    const later = advance(s, 1200);
    expect(railPass.activeSeats(later)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(railPass.legalActions(later, 0).length).toBeGreaterThan(0);
    expect(railPass.legalActions(later, 7)).toEqual([]);
  });
  it('nextEventAt is the earliest arrival, else the round end; null when over (RP-6.5)', () => {
    let s = start('6p-circle');
    expect(nextEventAt(s)).toBe(360000);
    s = act(s, 0, 100, send('AL', 'F'));
    s = act(s, 1, 200, send('BL', 'A'));
    expect(nextEventAt(s)).toBe(4100);
    s = advance(s, 4100);
    expect(nextEventAt(s)).toBe(6200);
    expect(nextEventAt(advance(s, 360000))).toBeNull();
  });
  it('describeAction gives one plain line', () => {
    const s = start('6p-circle');
    expect(describeAction(s, 0, { type: 'LOAD', train: 'AL', end: 'head' })).toBe("P1 loads the head cube (E) of A's yard onto AL");
    expect(describeAction(s, 0, { type: 'SEND', train: 'AL', to: 'B' })).toBe('P1 sends AL from A to B through the tunnel');
    expect(describeAction(s, 2, { type: 'TRANSFER', from: 'CL', to: 'CS', give: { D: 2 }, take: { B: 1 } })).toBe(
      'P3 transfers 2×D from CL to CS and 1×B back',
    );
    expect(describeAction(s, 1, { type: 'MOVE_ENGINEER', engineer: 'B1', to: 'hotel' })).toBe('P2 moves engineer B1 to the hotel');
    expect(describeAction(s, 0, { type: 'PARK', train: 'AS', track: 'long' })).toBe("P1 parks AS on A's long track");
    expect(describeAction(s, 0, { type: 'LIFT', train: 'AS' })).toBe('P1 lifts AS off its track at A');
  });
  it('simulate reports the team mean score and win rate, with players from the setup', () => {
    const r = simulate(railPass, { players: 6, games: 2, seed: 'cli', bots: ['cooperative'], config: { setup: '6p-circle' } });
    expect(r.team).toBeDefined();
    expect(r.results.every((g) => g.team && g.scores.every((x) => x === g.team!.score))).toBe(true);
  });
});

describe('RP-20 cooperative bot', () => {
  it('thinkMs: busy time of its action plus a 600–1200 ms reaction (configurable)', () => {
    const rng = rngFromSeed('t');
    const bot = cooperativeBot()(0) as Bot<RailPassView, RailPassAction>;
    for (let i = 0; i < 50; i++) {
      const t = bot.thinkMs!(rng);
      expect(t).toBeGreaterThanOrEqual(600);
      expect(t).toBeLessThanOrEqual(1200);
    }
    const s = start('6p-circle');
    const action = bot.act({ seat: 0, legal: railPass.legalActions(s, 0), rng, now: 0, view: () => railPass.view(s, 0) });
    expect(action).not.toBeNull();
    const t = bot.thinkMs!(rng);
    expect(t).toBeGreaterThanOrEqual(1800);
    const fast = cooperativeBot({ minMs: 100, maxMs: 100 })(0);
    expect(fast.thinkMs!(rng)).toBe(100);
  });
  it('RP-20.5: parks held trains when a fitting track is free; names a free track on own-city sends', () => {
    for (const setup of ['2p-point-to-point', '3p-circle']) {
      playGame(railPass, {
        config: { setup, timerMs: 120000 },
        seed: `duty-${setup}`,
        ...team(Number(setup[0])),
        onAction(seat, action, before) {
          const s = before as RailPassState;
          const a = action as RailPassAction;
          const canPark = (s.seats[seat]?.held ?? []).some((id) => {
            const z = s.trains[id]!;
            const x = (z.loc as { city: City }).city;
            const fits = (z.size === 'short' && s.tracks[x].short === null) || s.tracks[x].long === null;
            return fits && inRange(s.engineers[z.engineer!]!.home, x);
          });
          if (canPark) expect(a.type).toBe('PARK');
          if (a.type === 'SEND' && s.setup.controller[a.to] === seat) {
            const free = s.tracks[a.to];
            const size = s.trains[a.train]!.size;
            if (free.long === null || (size === 'short' && free.short === null)) expect(a.track).toBeDefined();
          }
        },
      });
    }
  });
  it('expert mode (RP-16): the team still wins the easiest setup', () => {
    const p = playGame(railPass, { config: { setup: '6p-circle', expert: true }, seed: 'expert', ...team(6) });
    expect(p.outcome.team!.win).toBe(true);
  });
  it('wins at least half the rounds on the easiest setup (6p-circle, default timer)', () => {
    let wins = 0;
    const n = 6;
    for (let i = 0; i < n; i++) {
      const p = playGame(railPass, { config: { setup: '6p-circle' }, seed: `easy-${i}`, ...team(6) });
      if (p.outcome.team!.win) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(n / 2);
  });
});

describe('RP-20.3 timing profiles', () => {
  it('steady: first decision at reactionMs ±30 %, submits thinkMs later, next decision at busyUntil', async () => {
    const { profileBot, profileNamed } = await import('./bots/cooperative.js');
    const steady = profileNamed('steady');
    expect(steady).toEqual({ reactionMs: 1500, thinkMs: 1800, thinkLoadMs: 600, switchCityMs: 1800, jitter: 0.3 });
    const rng = rngFromSeed('profile');
    const bot = profileBot(steady)(0) as Bot<RailPassView, RailPassAction>;
    const first = bot.thinkMs!(rng);
    expect(first).toBeGreaterThanOrEqual(1050);
    expect(first).toBeLessThanOrEqual(1950);
    const s = start('6p-circle');
    const ctx = (now: number) => ({ seat: 0, legal: railPass.legalActions(s, 0), rng, now, view: () => railPass.view(s, 0) });
    expect(bot.act(ctx(first))).toBeNull(); // deciding: the action is submitted after thinking
    const think = bot.thinkMs!(rng);
    expect(think).toBeGreaterThanOrEqual(Math.floor(600 * 0.7)); // a load: thinkLoadMs
    expect(think).toBeLessThanOrEqual(1800 * 1.3);
    const action = bot.act(ctx(first + think));
    expect(action).not.toBeNull();
    const next = bot.thinkMs!(rng);
    expect(next).toBe(action!.type === 'LOAD' ? 1200 : next); // next decision when the seat's busy time ends
  });
  it('profile bots play legal, winning rounds on the easiest setup', () => {
    const p = playGame(railPass, { config: { setup: '6p-circle' }, seed: 'steady', ...team(6, 'steady') });
    expect(p.outcome.team!.win).toBe(true);
  });
});
