/**
 * Scoring and the outcome (docs/rules/rail-pass.md RP-17.3–17.7): score = s1 × s2 − (1 × droppedCubes
 * + 2 × retiredEngineers + 5 × wreckedTrains), won at ≥ 100; the match outcome with the team result
 * and the best round (the earliest on ties, RP-17.7).
 */
import type { Outcome } from '../../engine/contract.js';
import { CITIES, PENALTY_POINTS, WIN_TARGET, type City } from './data.js';
import type { PenaltyLine, Pile, RailPassBreakdown, RailPassState, RailPassTeam, RoundResult } from './types.js';

/** Penalty points of a pile (RP-17.3), as a positive number. */
export function penaltyPoints(p: Pile): number {
  return (
    p.droppedCubes * PENALTY_POINTS.droppedCubes +
    p.retiredEngineers * PENALTY_POINTS.retiredEngineers +
    p.wreckedTrains * PENALTY_POINTS.wreckedTrains
  );
}

/** The two lowest storage counts, s1 ≤ s2 (RP-17.3). */
export function twoLowest(storage: Record<City, number>): [number, number] {
  let a = Infinity;
  let b = Infinity;
  for (const c of CITIES) {
    const v = storage[c];
    if (v < a) {
      b = a;
      a = v;
    } else if (v < b) b = v;
  }
  return [a, b];
}

/** Scores storages and a pile (RP-17.3, RP-17.4). */
export function scoreOf(storage: Record<City, number>, pile: Pile, round = 1): RoundResult {
  const lowest = twoLowest(storage);
  const base = lowest[0] * lowest[1];
  const penalty = penaltyPoints(pile);
  const score = base - penalty;
  return { round, storage: { ...storage }, pile: { ...pile }, lowest, base, penalty, score, win: score >= WIN_TARGET };
}

/** The result of the state's current round as it stands (RP-17.2: cubes still aboard never count). */
export function roundResult(state: RailPassState): RoundResult {
  return scoreOf(state.storage, state.pile, state.round);
}

/** Penalty lines with counts (RP-17.3; wrong-city cubes are fixed at 0, RP-15.1). */
export function penaltyLines(p: Pile): PenaltyLine[] {
  const line = (kind: PenaltyLine['kind'], count: number, each: number): PenaltyLine => ({
    kind,
    count,
    pointsEach: each,
    points: count * each,
  });
  return [
    line('droppedCubes', p.droppedCubes, PENALTY_POINTS.droppedCubes),
    line('retiredEngineers', p.retiredEngineers, PENALTY_POINTS.retiredEngineers),
    line('wreckedTrains', p.wreckedTrains, PENALTY_POINTS.wreckedTrains),
    line('wrongCityCubes', 0, 2),
  ];
}

/** The best round of a match (highest score; the earliest on ties) (RP-17.7). */
export function bestRound(results: readonly RoundResult[]): RoundResult {
  return results.reduce((b, r) => (r.score > b.score ? r : b));
}

/**
 * The match outcome, or null while it runs. Every seat gets the team score; ranks are all 1 on a
 * win and all 2 on a loss (the team lost to the game), winners = every seat on a win, [] on a loss.
 * `team` is the best round's result (RP-17.7; a 1-round match has one).
 */
export function outcome(state: RailPassState): Outcome<RailPassBreakdown, RailPassTeam> | null {
  if (!state.over || state.results.length === 0) return null;
  const best = bestRound(state.results);
  const team: RailPassTeam = {
    score: best.score,
    win: best.win,
    storage: best.storage,
    lowest: best.lowest,
    product: best.base,
    penalties: penaltyLines(best.pile),
    rounds: state.results,
    best: best.score,
    bestRound: best.round,
  };
  return {
    scores: state.seats.map(() => best.score),
    ranks: state.seats.map(() => (best.win ? 1 : 2)),
    winners: best.win ? state.seats.map((_, i) => i) : [],
    breakdown: state.seats.map((st, seat) => ({ seat, cities: st.cities, teamScore: best.score })),
    team,
  };
}
