/**
 * Old records still replay (HR-4.8: a game is its config, seed and actions). `fixtures/record-v1.json`
 * was made by the engine before the issue-13 restructuring (heuristic and random bots, 3 seats); it
 * must replay through `parseAction` and `apply` to the outcome stored in it. See docs/rules/hellrail.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/contract.js';
import { parseRecord, replayRecord } from '../../engine/record.js';
import { hellrail } from './index.js';

const game = hellrail as unknown as AnyGameModule;

describe('HellRail records', () => {
  it('HR-4.8: a record made by the pre-restructuring engine replays to its stored outcome', () => {
    const record = parseRecord(readFileSync(new URL('./fixtures/record-v1.json', import.meta.url), 'utf8'));
    const r = replayRecord(game, record);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.actions).toBe(108);
    expect(r.outcome).toEqual(record.outcome);
    expect((r.state as { endReason: string }).endReason).toBe('EXHAUSTION');
  });
});
