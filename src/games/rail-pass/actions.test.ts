/**
 * The action boundary (docs/rules/rail-pass.md RP-7.1) and the record migration of actions.ts: legacy
 * camelCase action types parse to UPPER_SNAKE_CASE, and a record made before issue 13 (camelCase
 * actions, seats named P1/P2 in its outcome) still replays to the same result (RP-6.6).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseRecord, replayRecord } from '../../engine/record.js';
import { RoundhouseError } from '../../engine/result.js';
import { LEGACY_ACTION_TYPES, parseAction } from './actions.js';
import { railPass } from './index.js';

const code = (f: () => unknown): string => {
  try {
    f();
    return 'OK';
  } catch (e) {
    return e instanceof RoundhouseError ? e.code : 'THROWN';
  }
};

describe('RP-7.1 parseAction', () => {
  it('accepts the six shapes and keeps values for apply to judge', () => {
    expect(parseAction({ type: 'LOAD', train: 'AL', end: 'head' })).toEqual({ type: 'LOAD', train: 'AL', end: 'head' });
    expect(parseAction({ type: 'SEND', train: 'AL', to: 'B', track: 'long', express: true })).toEqual({
      type: 'SEND',
      train: 'AL',
      to: 'B',
      track: 'long',
      express: true,
    });
    // values are checked by apply in spec order (RP-8: a bad end is RP_BAD_ARGUMENT, not a shape error)
    const s = railPass.setup(railPass.parseConfig({ setup: '6p-circle' }, 6), 'p', 6);
    const r = railPass.apply(s, 0, parseAction({ type: 'LOAD', train: 'AL', end: 'middle' }), 0);
    expect(r.ok ? 'OK' : r.error.code).toBe('RP_BAD_ARGUMENT');
  });
  it('rejects non-objects, unknown types and unknown fields with RP_BAD_ACTION', () => {
    expect(code(() => parseAction(null))).toBe('RP_BAD_ACTION');
    expect(code(() => parseAction('LOAD'))).toBe('RP_BAD_ACTION');
    expect(code(() => parseAction({ type: 'jump' }))).toBe('RP_BAD_ACTION');
    expect(code(() => parseAction({ type: 'LIFT', train: 'AL', colour: 'red' }))).toBe('RP_BAD_ACTION');
  });
  it('migrates the legacy camelCase types (record migration)', () => {
    expect(LEGACY_ACTION_TYPES).toEqual({
      load: 'LOAD',
      lift: 'LIFT',
      park: 'PARK',
      send: 'SEND',
      transfer: 'TRANSFER',
      moveEngineer: 'MOVE_ENGINEER',
    });
    expect(parseAction({ type: 'moveEngineer', engineer: 'A1', to: 'hotel' })).toEqual({
      type: 'MOVE_ENGINEER',
      engineer: 'A1',
      to: 'hotel',
    });
    expect(parseAction({ type: 'transfer', from: 'AL', to: 'AS', give: { B: 1 } })).toEqual({
      type: 'TRANSFER',
      from: 'AL',
      to: 'AS',
      give: { B: 1 },
    });
  });
});

describe('RP-6.6 old records replay', () => {
  it('replays a pre-issue-13 record (camelCase actions) to its recorded outcome', () => {
    const raw = JSON.parse(readFileSync(new URL('./fixtures/legacy-record.json', import.meta.url), 'utf8')) as {
      outcome: { scores: number[]; breakdown: { seat: string; cities: string[]; teamScore: number }[]; team: unknown };
    };
    const record = parseRecord(raw);
    expect(record.actions.some((a) => (a.action as { type: string }).type === 'moveEngineer')).toBe(true);
    const r = replayRecord(railPass, record, { until: Infinity });
    if (!r.ok) throw new Error(`replay failed at ${r.index}: ${r.error.code}`);
    const out = r.outcome;
    if (out === null) throw new Error('the replayed round has no outcome');
    expect(out.scores).toEqual(raw.outcome.scores);
    expect(out.team).toEqual(raw.outcome.team);
    // the breakdown names seats by number now: the recorded P1 is seat 0
    expect(out.breakdown).toEqual(raw.outcome.breakdown.map((b) => ({ ...b, seat: Number(b.seat.slice(1)) - 1 })));
  });
});
