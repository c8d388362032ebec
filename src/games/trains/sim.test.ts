/**
 * Simulated games through the shared bot driver (src/engine/play.ts): about a hundred games across both
 * boards, 2–4 seats, random and first-game kingdoms and every bot finish without error, conserve the
 * 500 cards and replay from their records to the same outcome (ARCHITECTURE principle 2).
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../engine/play.js';
import { replayRecord } from '../../engine/record.js';
import { makeBot } from '../index.js';
import { trains } from './index.js';
import { at, cardTotal } from './test-helpers.js';
import type { TrainsState } from './types.js';

const BOTS = ['random', 'bigmoney', 'heuristic'];

describe('simulated games', () => {
  it('90 games (every map × seat count × preset kind, 3 times), random kingdoms, all bots: finish, conserve cards, valid outcome', () => {
    let n = 0;
    for (let i = 0; i < 90; i++) {
      const seats = 2 + (i % 3);
      const names = Array.from({ length: seats }, (_, s) => at(BOTS, (i + s) % 3));
      const config = { map: i % 2 ? 'osaka' : 'tokyo', preset: i % 5 === 0 ? 'first-game' : 'random' };
      const played = playGame(trains, {
        config,
        seed: `sim-${i}`,
        bots: names.map((b, s) => makeBot(trains, b, s)),
        botNames: names,
        keepRecord: i % 40 === 0,
      });
      const st = played.state as TrainsState;
      expect(st.phase).toBe('over');
      expect(cardTotal(st)).toBe(500);
      expect(played.outcome.scores).toHaveLength(seats);
      expect(played.outcome.winners.length).toBeGreaterThan(0);
      played.outcome.breakdown.forEach((b, s) => {
        const d = b as { total: number; rank: number };
        expect(d.total).toBe(played.outcome.scores[s]);
        expect(d.rank).toBe(played.outcome.ranks[s]);
      });
      if (i % 40 === 0) {
        const r = replayRecord(trains, played.record);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.outcome).toEqual(played.outcome);
      }
      n++;
    }
    expect(n).toBe(90);
  });

  it('presets on their boards with 3 seats (the CLI example) finish', () => {
    for (const [map, preset] of [
      ['tokyo', 'beginner-tokyo'],
      ['osaka', 'beginner-osaka'],
      ['tokyo', 'reforming-and-tunneling'],
      ['osaka', 'holiday-pass'],
    ] as const) {
      for (let i = 0; i < 5; i++) {
        const names = ['heuristic', 'bigmoney', 'random'];
        const played = playGame(trains, {
          config: { map, preset },
          seed: `${preset}-${i}`,
          bots: names.map((b, s) => makeBot(trains, b, s)),
          botNames: names,
        });
        expect((played.state as TrainsState).phase).toBe('over');
      }
    }
  });
});
