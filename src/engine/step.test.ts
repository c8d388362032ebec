import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from './contract.js';
import { botContext } from './bot.js';
import { err, ok, RoundhouseError } from './result.js';
import { rngFromSeed } from './rng.js';
import { step } from './step.js';

/** A tiny counting game: `{ type: 'ADD', n }`; real time when `advance` is given. */
function counter(realTime: boolean): AnyGameModule {
  return {
    id: 'counter',
    title: 'Counter',
    seats: { min: 1, max: 2 },
    parseConfig: () => ({}),
    parseAction(input: unknown) {
      const a = input as { type?: unknown; n?: unknown; add?: unknown };
      if (typeof a.add === 'number') return { type: 'ADD', n: a.add }; // legacy shape, migrated
      if (a?.type !== 'ADD' || typeof a.n !== 'number') throw new RoundhouseError('CT_BAD_ACTION', 'not an ADD');
      return { type: 'ADD', n: a.n };
    },
    setup: () => ({ total: 0, time: 0 }),
    activeSeats: () => [0],
    legalActions: (s: { total: number }) => [{ type: 'ADD', n: 1 }, ...(s.total > 0 ? [{ type: 'ADD', n: -1 }] : [])],
    apply: (s: { total: number; time: number }, seat: number, a: { n: number }) =>
      seat !== 0 ? err('NOT_YOUR_TURN', 'seat 0 only') : ok({ ...s, total: s.total + a.n }),
    view: (s: unknown, seat: number | null) => ({ s, seat }),
    outcome: () => null,
    bots: {},
    ...(realTime ? { advance: (s: { total: number; time: number }, now: number) => ({ ...s, time: now }) } : {}),
  };
}

describe('step: advance, parse, apply one recorded action', () => {
  it('applies a parsed action and returns the parsed (migrated) shape', () => {
    const r = step(counter(false), { total: 0, time: 0 }, 0, { add: 2 });
    expect(r).toEqual({ ok: true, value: { before: { total: 0, time: 0 }, action: { type: 'ADD', n: 2 }, state: { total: 2, time: 0 } } });
  });

  it('advances real-time games to `at` before applying, and reports the advanced state as `before`', () => {
    const r = step(counter(true), { total: 0, time: 0 }, 0, { type: 'ADD', n: 1 }, 500);
    expect(r.ok && r.value.before).toEqual({ total: 0, time: 500 });
    expect(r.ok && r.value.state).toEqual({ total: 1, time: 500 });
  });

  it('returns the parse error’s own stable code, never throws', () => {
    const r = step(counter(false), { total: 0, time: 0 }, 0, { type: 'SUB' });
    expect(r).toEqual({ ok: false, error: { code: 'CT_BAD_ACTION', message: 'not an ADD' } });
  });

  it('falls back to BAD_ACTION for a parse that throws a plain Error', () => {
    const m = { ...counter(false), parseAction: () => JSON.parse('{') as unknown };
    const r = step(m, { total: 0, time: 0 }, 0, {});
    expect(!r.ok && r.error.code).toBe('BAD_ACTION');
  });

  it('returns the engine’s rejection unchanged', () => {
    const r = step(counter(false), { total: 0, time: 0 }, 1, { type: 'ADD', n: 1 });
    expect(r).toEqual({ ok: false, error: { code: 'NOT_YOUR_TURN', message: 'seat 0 only' } });
  });
});

describe('botContext: the one BotContext', () => {
  it('carries seat, legal, rng and now, and computes the view once, lazily', () => {
    let views = 0;
    const m = { ...counter(false), view: (s: unknown) => (views++, s) };
    const rng = rngFromSeed('b');
    const ctx = botContext(m, { total: 1, time: 0 }, 0, rng, 250);
    expect(ctx.seat).toBe(0);
    expect(ctx.now).toBe(250);
    expect(ctx.rng).toBe(rng);
    expect(ctx.legal).toEqual([
      { type: 'ADD', n: 1 },
      { type: 'ADD', n: -1 },
    ]);
    expect(views).toBe(0);
    expect(ctx.view()).toEqual({ total: 1, time: 0 });
    ctx.view();
    expect(views).toBe(1);
  });

  it('takes precomputed legal actions and defaults `now` to 0', () => {
    const ctx = botContext(counter(false), { total: 0, time: 0 }, 0, rngFromSeed('b'), undefined, [{ type: 'ADD', n: 7 }]);
    expect(ctx.legal).toEqual([{ type: 'ADD', n: 7 }]);
    expect(ctx.now).toBe(0);
  });
});
