import { describe, expect, it } from 'vitest';
import { railPass } from '../index.js';
import { trainOf } from '../queries.js';
import type { RailPassAction, RailPassView } from '../types.js';
import { actionLabel, actionsFor, clockText, liveScore, shortcutOf, whyNoActions, wouldRetire } from './actions.js';
import { logLine } from './log.js';

const config = railPass.parseConfig({ setup: '2p-point-to-point', timerMs: 60_000 }, 2);
const state = railPass.setup(config, 'ui-test', 2);
const view: RailPassView = railPass.view(state, 0);
const legal = railPass.legalActions(state, 0);

describe('Rail Pass board helpers', () => {
  it('lists a parked train’s legal actions: loads from either end and a lift (RP-8, RP-9)', () => {
    const options = actionsFor(legal, view, 'CL');
    const types = options.map((a) => a.type);
    expect(types).toContain('LOAD');
    expect(types).toContain('LIFT');
    const labels = options.map((a) => actionLabel(a, view, 'CL').key);
    expect(labels).toContain('act.loadHead');
    expect(labels).toContain('act.lift');
    // The front cube's colour is named on the button.
    const head = options.find((a) => a.type === 'LOAD' && a.end === 'head');
    if (!head) throw new Error('no head load offered');
    expect(actionLabel(head, view, 'CL').params).toEqual({ colour: view.yards.C[0] });
    expect(shortcutOf(head, [])).toBe('h');
  });

  it('offers nothing for another seat’s cities', () => {
    expect(actionsFor(legal, view, 'DL')).toEqual([]);
  });

  it('warns before a send that would retire the engineer (RP-14.4: range = home and table neighbours)', () => {
    const inRangeSend: RailPassAction = { type: 'SEND', train: 'CL', to: 'D' };
    expect(wouldRetire(inRangeSend, view)).toBeNull();
    const far: RailPassView = { ...view, trains: { ...view.trains, CL: { ...trainOf(view, 'CL'), engineer: 'A1' } } };
    expect(wouldRetire(inRangeSend, far)).toBe('A1');
  });

  it('computes the live team score as the product of the two lowest storages minus penalties (RP-17.3)', () => {
    const v: RailPassView = {
      ...view,
      storage: { A: 12, B: 9, C: 30, D: 10, E: 15, F: 11 },
      pile: { droppedCubes: 2, retiredEngineers: 1, wreckedTrains: 0 },
    };
    expect(liveScore(v)).toEqual({ lowest: [9, 10], base: 90, penalty: 4, score: 86 });
  });

  it('formats the timer as m:ss, never negative', () => {
    expect(clockText(60_000)).toBe('1:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(5_000)).toBe('0:05');
    expect(clockText(-10)).toBe('0:00');
  });

  it('describes actions in the log, and brief `{type}` actions from other seats', () => {
    expect(logLine(view, 0, { type: 'LIFT', train: 'CL' })).toEqual({ seat: 0, key: 'log.lift', params: { train: 'CL' } });
    expect(logLine(view, 1, { type: 'SEND' })).toEqual({ seat: 1, key: 'log.some.send' });
  });
});

describe('whyNoActions (the action panel is never empty)', () => {
  it('says the hands are busy, with the seconds left, right after an action (RP-6.7)', () => {
    const load = legal.find((a) => a.type === 'LOAD' && a.train === 'CL');
    if (!load) throw new Error('no load offered');
    const r = railPass.apply(state, 0, load, state.clock);
    if (!r.ok) throw new Error(r.error.message);
    const after = railPass.view(r.value, 0);
    expect(railPass.legalActions(r.value, 0)).toEqual([]);
    const why = whyNoActions(after, 0, 'CL');
    expect(why).toHaveLength(1);
    expect(why[0]?.key).toBe('why.busy');
    expect(Number(why[0]?.params?.s)).toBeGreaterThan(0);
  });
  it('explains another seat’s train and says nothing to a spectator', () => {
    expect(whyNoActions(view, 0, 'DL')).toEqual([{ key: 'why.notYours', params: { id: 'DL', city: 'D' } }]);
    expect(whyNoActions(view, null, 'CL')).toEqual([]);
  });
});
