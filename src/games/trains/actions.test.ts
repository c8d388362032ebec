/**
 * Records at the boundary (TR-32, TR-35): records made by the engine before the skeleton refactor
 * (fixtures/) still replay through `parseAction` and `apply` to the outcome they stored.
 * Rules: docs/rules/trains.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../../engine/record.js';
import { trains } from './index.js';

const FIXTURES = ['record-beginner-tokyo-2p.json', 'record-osaka-random-3p.json'];

describe('TR-32, TR-35 old records replay', () => {
  for (const name of FIXTURES) {
    it(`${name} replays to its stored outcome`, () => {
      const record = parseRecord(JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')));
      const r = replayRecord(trains, record);
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(r.actions).toBe(record.actions.length);
        expect(r.outcome).toEqual(record.outcome);
      }
    });
  }
});
