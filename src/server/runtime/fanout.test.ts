import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { GAMES, makeBot } from '../../games/index.js';
import { applyViewPatch, diffViews } from '../../protocol/patch.js';
import { SpectatorFanout, ViewFanout, actionKind, eventFor } from './fanout.js';

const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const viewLike = fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"'));

describe('view patches', () => {
  it('applying diffViews(a, b) to a gives b and leaves a alone (any JSON)', () => {
    fc.assert(
      // Views are engine JSON, never with a `__proto__` key (the client's applyPatch refuses one, by design).
      fc.property(viewLike, viewLike, (a, b) => {
        const before = structuredClone(a);
        const patch = json(diffViews(a, b)) as ReturnType<typeof diffViews>;
        expect(applyViewPatch(a, patch)).toEqual(json(b));
        expect(a).toEqual(before);
      }),
      {
        numRuns: 300,
        examples: [
          [{}, { valueOf: 0 }],
          [{ toString: 1 }, {}],
          [{ constructor: [1] }, { constructor: [2] }],
          [
            { a: { hasOwnProperty: 1 }, b: [{ x: 1 }] },
            { a: {}, b: [{ x: 1, valueOf: null }] },
          ],
        ],
      },
    );
  });

  it('throws on a patch that does not fit (the client then asks sync)', () => {
    expect(() => applyViewPatch({ a: 1 }, [{ op: 'remove', path: '/b' }])).toThrow();
  });
});

describe('ViewFanout over whole games', () => {
  for (const game of GAMES) {
    it(`${game.id}: every seat's and the spectator's patched view equals view(state, seat), with far fewer bytes`, () => {
      const seats = game.seats.min === 1 ? 2 : game.seats.min;
      const fanout = new ViewFanout();
      const spectators = new SpectatorFanout();
      const audiences = [...Array.from({ length: seats }, (_, s) => s), null];
      let rendered: unknown[] = [];
      let patchBytes = 0;
      let viewBytes = 0;
      let steps = 0;
      const publish = (state: unknown) => {
        const views = audiences.map((s) => game.view(state, s));
        const step = fanout.next(views.slice(0, seats));
        const part = spectators.part(step.rev, step.base, () => views[seats]);
        part.view(); // a spectator is there from the start
        const spectator = part.patch();
        if (step.base === null) {
          expect(step.rev).toBe(1);
          rendered = views.map(json);
          return;
        }
        expect(step.base).toBe(step.rev - 1);
        rendered = rendered.map((v, i) => {
          const patch = json(i < seats ? step.seats[i] : spectator) as ReturnType<typeof diffViews>;
          patchBytes += JSON.stringify(patch).length;
          viewBytes += JSON.stringify(views[i]).length;
          const next = applyViewPatch(v, patch);
          expect(next).toEqual(json(views[i]));
          return next;
        });
        steps++;
      };
      const played = playGame(game, {
        config: game.id === 'trains' ? { preset: 'first-game' } : undefined,
        seed: `fanout-${game.id}`,
        bots: Array.from({ length: seats }, (_, s) => makeBot(game, 'random', s)),
        botNames: Array.from({ length: seats }, () => 'random'),
        onAction: (_seat, _action, before, after) => {
          if (steps === 0 && rendered.length === 0) publish(before);
          if (steps < 150) publish(after); // enough changes of every kind, in a unit test's time
        },
      });
      expect(played.actions).toBeGreaterThan(0);
      expect(steps).toBeGreaterThan(0);
      expect(patchBytes).toBeLessThan(viewBytes / 3);
    });
  }
});

describe('SpectatorFanout', () => {
  it('builds the spectator view only when read, and patches only from a view that was built', () => {
    const fanout = new SpectatorFanout();
    let builds = 0;
    const part = (rev: number, view: unknown) =>
      fanout.part(rev, rev === 1 ? null : rev - 1, () => {
        builds++;
        return view;
      });
    const p1 = part(1, { n: 1 });
    expect(p1.patch()).toBeNull();
    const p2 = part(2, { n: 2 });
    // Nobody read update 1: no base view, so no patch (a spectator would get a state), nothing built.
    expect(p2.patch()).toBeNull();
    expect(builds).toBe(0);
    // A spectator says hello at update 2: its view is built once.
    expect(p2.view()).toEqual({ n: 2 });
    expect(p2.view()).toEqual({ n: 2 });
    expect(builds).toBe(1);
    const p3 = part(3, { n: 3, x: true });
    expect(applyViewPatch({ n: 2 }, json(p3.patch()) as ReturnType<typeof diffViews>)).toEqual({ n: 3, x: true });
    expect(p3.patch()).toBe(p3.patch());
    expect(builds).toBe(2);
  });
});

describe('event redaction', () => {
  const e = { seq: 3, seat: 1, kind: 'KEEP_TICKETS', by: 'human' as const, action: { type: 'KEEP_TICKETS', keep: ['T01'] } };
  it('keeps the action for its own seat only', () => {
    expect(eventFor(e, 1)).toEqual(e);
    expect(eventFor(e, 0)).toEqual({ seq: 3, seat: 1, kind: 'KEEP_TICKETS', by: 'human' });
    expect(eventFor(e, null)).not.toHaveProperty('action');
  });
  it('names the action by its type', () => {
    expect(actionKind({ type: 'DRAW_BLIND' })).toBe('DRAW_BLIND');
    expect(actionKind(7)).toBe('action');
  });
});
