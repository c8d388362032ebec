/**
 * Scoring (see docs/rules/hellrail.md HR-14): total car value of each set-out pile; ties broken by loads carried (cars plus one
 * per Tender, HR-14.2); still tied = shared rank.
 */
import type { Outcome } from '../../engine/contract.js';
import { at, cardOf } from './data.js';
import type { HrBreakdown, HrState } from './types.js';

/** HellRail outcome: scores, ranks, winners and the per-seat breakdown (HR-14.3). */
export type HrOutcome = Outcome<HrBreakdown>;

/** The final result, or null while the game runs (HR-14). */
export function outcome(s: HrState): HrOutcome | null {
  if (s.phase !== 'GAME_OVER') return null;
  const rows = s.players.map((p) => {
    const setOut = p.setOut.map((card) => ({ card, value: cardOf(card).carValue }));
    return {
      setOut,
      total: setOut.reduce((t, c) => t + c.value, 0),
      loads: p.train.length + p.tender,
      cars: p.train.length,
      tenders: p.tender,
    };
  });
  const better = (a: (typeof rows)[0], b: (typeof rows)[0]) => a.total > b.total || (a.total === b.total && a.loads > b.loads);
  const ranks = rows.map((r) => 1 + rows.filter((o) => better(o, r)).length);
  return {
    scores: rows.map((r) => r.total),
    ranks,
    winners: ranks.flatMap((r, k) => (r === 1 ? [k] : [])),
    breakdown: rows.map((r, k) => ({ ...r, rank: at(ranks, k) })),
  };
}
