/**
 * Property tests (fast-check) over random and co-operative play: the RP-5.1 invariants after every
 * step (120 cubes conserved; each train on one track, in one seat's hands, in transit or wrecked;
 * at most one engineer per train and three per hotel; hand loads ≤ 2), replay determinism (RP-6.6)
 * through replayRecord with `until`, tick independence (RP-6.5) and "a rejected action changes
 * nothing" (RP-6.6, RP-21).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playGame } from '../../engine/play.js';
import { replayRecord } from '../../engine/record.js';
import { railPass } from './index.js';
import { advance } from './rules.js';
import { checkInvariants } from './invariants.js';
import { effectsBetween } from './effects.js';
import { SETUPS } from './data.js';
import { fuzzBot } from './bots/fuzz.js';
import { cooperativeBot } from './bots/cooperative.js';
import type { RailPassAction, RailPassState } from './types.js';
import type { RoundhouseError } from '../../engine/result.js';
import type { Bot } from '../../engine/contract.js';

const setupArb = fc.constantFrom(...SETUPS.map((s) => s.id));
const flagsArb = fc.record({ expert: fc.boolean(), handlingMode: fc.boolean(), autoPark: fc.boolean(), guardRange: fc.boolean() });

function play(
  setup: string,
  flags: Record<string, boolean>,
  seed: string,
  bot: 'random' | 'cooperative',
  onState?: (s: RailPassState, before: RailPassState) => void,
  extra: Record<string, unknown> = {},
) {
  const players = SETUPS.find((s) => s.id === setup)!.players;
  const make = bot === 'random' ? fuzzBot : cooperativeBot();
  return playGame(railPass, {
    config: { setup, timerMs: 60000, ...flags, ...extra },
    seed,
    bots: Array.from({ length: players }, (_, i) => make(i) as Bot<unknown, unknown>),
    botNames: Array.from({ length: players }, () => bot),
    onAction: onState ? (_seat, _a, before, after) => onState(after as RailPassState, before as RailPassState) : undefined,
  });
}

describe('RP-5.1 invariants under play', () => {
  it('hold after every action of random (fuzzing) play, in every setup and mode', () => {
    fc.assert(
      fc.property(setupArb, flagsArb, fc.string({ minLength: 1, maxLength: 8 }), (setup, flags, seed) => {
        let steps = 0;
        const played = play(setup, flags, seed, 'random', (s, before) => {
          steps++;
          for (const e of effectsBetween(before, s)) expect(e.at).toBeLessThanOrEqual(s.clock);
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(`${setup} ${JSON.stringify(flags)} seed ${seed} step ${steps}: ${bad.join('; ')}`);
        });
        expect(checkInvariants(played.state as RailPassState)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
  it('hold after every action of co-operative play, which never retires an engineer (RP-20.5)', () => {
    fc.assert(
      fc.property(setupArb, flagsArb, fc.string({ minLength: 1, maxLength: 8 }), (setup, flags, seed) => {
        const played = play(setup, flags, seed, 'cooperative', (s) => {
          const bad = checkInvariants(s);
          if (bad.length) throw new Error(`${setup} seed ${seed}: ${bad.join('; ')}`);
        });
        const st = played.state as RailPassState;
        expect(st.pile).toEqual({ droppedCubes: 0, retiredEngineers: 0, wreckedTrains: 0 });
        for (const a of played.record.actions) expect((a.action as { express?: boolean }).express).toBeUndefined();
      }),
      { numRuns: 12 },
    );
  });
});

describe('RP-6.6 replay determinism', () => {
  it('the same record replays to the same state and outcome (replayRecord with until)', () => {
    fc.assert(
      fc.property(
        setupArb,
        flagsArb,
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom<'random' | 'cooperative'>('random', 'cooperative'),
        (setup, flags, seed, bot) => {
          const played = play(setup, flags, seed, bot);
          const r = replayRecord(railPass, played.record, { until: Infinity });
          if (!r.ok) throw new Error(`replay failed at ${r.index}: ${r.error.code}`);
          expect(r.state).toEqual(played.state);
          expect(r.outcome).toEqual(played.outcome);
          // a record through JSON (as stored and downloaded) replays identically too
          const again = replayRecord(railPass, JSON.parse(JSON.stringify(played.record)), { until: Infinity });
          expect(again.ok && again.state).toEqual(played.state);
          // stopping part-way: replaying a prefix until time t equals the state reached at t
          const mid = played.record.actions.length >> 1;
          const t = played.record.actions[mid]?.at ?? 0;
          const prefix = { ...played.record, actions: played.record.actions.filter((a) => (a.at ?? 0) < t) };
          const p1 = replayRecord(railPass, prefix, { until: t });
          const p2 = replayRecord(railPass, prefix, { until: t });
          if (!p1.ok) throw new Error(p1.error.code);
          expect((p1.state as RailPassState).clock).toBe(t);
          expect(p1).toEqual(p2);
        },
      ),
      { numRuns: 20 },
    );
  });
  it('several rounds replay identically', () => {
    const played = play('3p-circle', {}, 'rounds', 'cooperative', undefined, { rounds: 2 });
    const st = played.state as RailPassState;
    expect(st.results).toHaveLength(2);
    const r = replayRecord(railPass, played.record, { until: Infinity });
    expect(r.ok && r.state).toEqual(st);
  });
});

describe('RP-6.5 ticks and RP-21 rejections', () => {
  it('advancing in arbitrary steps equals one jump', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 40 }),
        (seed, steps) => {
          const played = play('6p-circle', {}, seed, 'random');
          const actions = played.record.actions.slice(0, 60);
          const rec = { ...played.record, actions };
          const r = replayRecord(railPass, rec);
          if (!r.ok) throw new Error(r.error.code);
          const base = r.state as RailPassState;
          let a = base;
          let t = base.clock;
          for (const d of steps) a = advance(a, (t += d));
          expect(a).toEqual(advance(base, t));
        },
      ),
      { numRuns: 15 },
    );
  });
  it('arbitrary actions either succeed or change nothing', () => {
    const cities = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'Q');
    const trains = fc.constantFrom('AL', 'AS', 'BL', 'BS', 'CL', 'CS', 'DL', 'DS', 'EL', 'ES', 'FL', 'FS', 'ZZ');
    const action = fc.oneof(
      fc.record({ type: fc.constant('LOAD'), train: trains, end: fc.constantFrom('head', 'tail', 'mid') }),
      fc.record({ type: fc.constant('LIFT'), train: trains }),
      fc.record({ type: fc.constant('PARK'), train: trains, track: fc.constantFrom('long', 'short', 'x') }),
      fc.record({ type: fc.constant('SEND'), train: trains, to: cities }, { requiredKeys: ['type', 'train', 'to'] }),
      fc.record({ type: fc.constant('TRANSFER'), from: trains, to: trains, give: fc.dictionary(cities, fc.integer({ min: -1, max: 3 })) }),
      fc.record({
        type: fc.constant('MOVE_ENGINEER'),
        engineer: fc.constantFrom('A1', 'B2', 'C3', 'Z9'),
        to: fc.oneof(trains, fc.constant('hotel')),
      }),
      fc.record({ type: fc.constantFrom('jump', 'LOAD') }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2500 }), action), { maxLength: 60 }),
        (steps) => {
          let s = railPass.setup(railPass.parseConfig({ setup: '6p-circle', expert: true, handlingMode: true }, 6), 'fuzz', 6);
          let now = 0;
          for (const [seat, dt, a] of steps) {
            now += dt;
            const before = JSON.stringify(s);
            let parsed: RailPassAction;
            try {
              parsed = railPass.parseAction(a);
            } catch (e) {
              // An unknown type is answered RP_BAD_ACTION at the boundary (RP-7.2 row 4).
              expect((e as RoundhouseError).code).toBe('RP_BAD_ACTION');
              continue;
            }
            const r = railPass.apply(s, seat, parsed, now);
            expect(JSON.stringify(s)).toBe(before);
            if (r.ok) s = r.value;
            else expect(r.error.code).toMatch(/^RP_[A-Z_]+$/);
            expect(checkInvariants(s)).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('RP-16.2 capacity helpers agree', () => {
  it('fitsAfter equals the effective-capacity check on the changed cargo', async () => {
    const { fitsAfter, effCap, cargoAdd, cargoSize } = await import('./queries.js');
    const city = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F' as const);
    fc.assert(
      fc.property(
        fc.constantFrom('AL', 'AS', 'DL', 'ES'),
        fc.dictionary(city, fc.integer({ min: 1, max: 3 })),
        fc.option(city, { nil: null }),
        fc.option(city, { nil: null }),
        fc.boolean(),
        (id, cargo, add, remove, expert) => {
          const s = railPass.setup(railPass.parseConfig({ setup: '6p-circle', expert }, 6), 'cap', 6);
          const z = { ...s.trains[id]!, cargo };
          if (remove && !cargo[remove]) return;
          let c = cargo;
          if (add) c = cargoAdd(c, add, 1);
          if (remove) c = cargoAdd(c, remove, -1);
          expect(fitsAfter(z, add, remove, expert)).toBe(cargoSize(c) <= effCap(z, c, expert));
        },
      ),
      { numRuns: 300 },
    );
  });
});
