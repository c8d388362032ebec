/**
 * Old records still replay (docs/rules/ticket-to-ride.md TTR-3): a 2-seat classic game recorded
 * by the engine before the issue-13 restructuring replays to the outcome stored in the record.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../../engine/record.js';
import { ticketToRide } from './index.js';
import fixture from './fixtures/record-2026-12.json' with { type: 'json' };

describe('record replay (TTR-3)', () => {
  it('replays a record made before the restructuring to the same outcome', () => {
    const record = parseRecord(fixture);
    const r = replayRecord(ticketToRide, record);
    if (!r.ok) throw new Error(`replay stopped at action ${r.index}: ${r.error.code}`);
    expect(r.actions).toBe(record.actions.length);
    expect(JSON.parse(JSON.stringify(r.outcome))).toEqual(fixture.outcome);
  });
});
