/**
 * The rollout policy of the `hard` bot (playout/policy.ts, issue 21 item 2): every move it picks is
 * legal (TTR-44) in every variant and seat count, its games end, and it plays tickets and routes well
 * enough to be a useful model of a player (2-seat classic self-play scores and ticket completion).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { setup } from '../setup.js';
import { VARIANT_IDS } from '../data.js';
import { toPlayout } from './state.js';
import { actingSeat, legalMoves } from './moves.js';
import { playMove } from './play.js';
import { policyMemory, policyMove, policyPlayout } from './policy.js';
import { playoutScores } from './score.js';

describe('rollout policy (issue 21 item 2)', () => {
  it('picks only legal moves and finishes every game (TTR-44, TTR-90)', () => {
    for (const variant of VARIANT_IDS)
      for (let seats = 2; seats <= 5; seats++)
        for (let g = 0; g < 2; g++) {
          const f = toPlayout(setup(parseConfig({ variant }, seats), `policy-${variant}-${seats}-${g}`, seats));
          const mem = policyMemory(seats);
          let moves = 0;
          for (;;) {
            const seat = actingSeat(f);
            if (seat < 0) break;
            const m = policyMove(f, seat, mem);
            expect(legalMoves(f, seat)).toContain(m);
            playMove(f, seat, m);
            moves++;
            expect(moves).toBeLessThan(5000);
          }
        }
  });

  it('2-seat classic self-play: scores like a planning player, most kept tickets completed (TTR-100 to TTR-106)', () => {
    let total = 0;
    let kept = 0;
    let completed = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const f = toPlayout(setup(parseConfig({}, 2), `policy-self-${g}`, 2));
      policyPlayout(f);
      const s = playoutScores(f);
      for (let seat = 0; seat < 2; seat++) {
        total += s.totals[seat] ?? 0;
        kept += f.ticketCount[seat] ?? 0;
        completed += s.rows[seat]?.completedTickets ?? 0;
      }
    }
    expect(total / (2 * games)).toBeGreaterThan(70);
    expect(completed / kept).toBeGreaterThan(0.7);
  });
});
