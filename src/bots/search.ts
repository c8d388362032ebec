/**
 * Information-set Monte Carlo search at the root (issue 21 item 2), game-independent: each iteration
 * samples one determinization of the hidden information from the seat's own view (the game's
 * `determinize`), picks a candidate move by UCB1, applies it and plays the game out with the playout
 * policy, scoring the result from the seat's side. Candidates are legal in every determinization
 * because they come from the seat's own legal actions. The move with the most visits is played,
 * unless it does not beat the first candidate (the prior) by `PRIOR_MARGIN` and two standard errors.
 * Budgets: `iterations` (reproducible: the same generator and iterations give the same move) or
 * `budgetMs` of wall time (default 300 ms).
 */
import type { AnyGameModule, Bot, Outcome } from '../engine/contract.js';
import type { Rng } from '../engine/rng.js';
import { RoundhouseError } from '../engine/result.js';

/** Search budget: `iterations` wins over `budgetMs` when both are given. */
export interface SearchBudget {
  /** Fixed number of iterations (determinization + playout each), for reproducible runs. */
  readonly iterations?: number;
  /** Wall-time budget per decision in ms (default `DEFAULT_BUDGET_MS`). */
  readonly budgetMs?: number;
}

/** Default time budget per decision (ms). */
export const DEFAULT_BUDGET_MS = 300;

/** What a game gives the search. */
export interface SearchGame<State, View, Action> {
  /** The game's rules (a `GameModule` has them). */
  readonly module: Pick<AnyGameModule, 'apply' | 'outcome' | 'activeSeats' | 'legalActions' | 'view'>;
  /** A full state consistent with `view` for `seat`, hidden information sampled with `rng`. */
  determinize(view: View, seat: number, rng: Rng): State;
  /** The moves worth searching among `legal` (non-empty; may be fewer than all). */
  candidates(view: View, seat: number, legal: readonly Action[]): Action[];
  /** A fresh playout bot for `seat` (the heuristic, usually). */
  playoutBot(seat: number): Bot<View, Action>;
  /** Result of a finished playout for `seat`, in [0, 1] (1 = a clear win). */
  reward(outcome: Outcome, seat: number): number;
  /** Safety cap on playout length (actions). */
  readonly maxPlayoutActions: number;
}

/** Statistics of one root search, for tests and the bench. */
export interface SearchStats<Action> {
  readonly iterations: number;
  readonly visits: readonly number[];
  readonly means: readonly number[];
  readonly candidates: readonly Action[];
}

/** A move other than the first candidate (the prior) is played only if its mean reward beats the prior's by this much. */
export const PRIOR_MARGIN = 0.05;

/** UCB1 exploration constant (rewards in [0, 1]). */
const EXPLORATION = 0.7;

/**
 * Searches from `view` for `seat` and returns the chosen candidate and the statistics. `rng` drives
 * every sample, so a fixed `iterations` budget makes the result a function of (view, legal, rng state).
 */
export function searchRoot<State, View, Action>(
  game: SearchGame<State, View, Action>,
  view: View,
  seat: number,
  legal: readonly Action[],
  rng: Rng,
  budget: SearchBudget,
): { action: Action; stats: SearchStats<Action> } {
  const candidates = game.candidates(view, seat, legal);
  const [only] = candidates;
  if (only === undefined) throw new RoundhouseError('BOT_NO_MOVE', 'search: no candidate moves');
  const visits = new Array<number>(candidates.length).fill(0);
  const totals = new Array<number>(candidates.length).fill(0);
  const squares = new Array<number>(candidates.length).fill(0);
  const deadline = budget.iterations === undefined ? performance.now() + (budget.budgetMs ?? DEFAULT_BUDGET_MS) : Infinity;
  const maxIterations = budget.iterations ?? Infinity;
  let done = 0;
  if (candidates.length > 1)
    while (done < maxIterations && (done === 0 || performance.now() < deadline)) {
      let pick = 0;
      let best = -Infinity;
      for (let i = 0; i < candidates.length; i++) {
        const n = visits[i] ?? 0;
        const u = n === 0 ? Infinity : (totals[i] ?? 0) / n + EXPLORATION * Math.sqrt(Math.log(done + 1) / n);
        if (u > best) {
          best = u;
          pick = i;
        }
      }
      const r = playout(game, game.determinize(view, seat, rng), seat, candidates[pick] as Action, rng);
      visits[pick] = (visits[pick] ?? 0) + 1;
      totals[pick] = (totals[pick] ?? 0) + r;
      squares[pick] = (squares[pick] ?? 0) + r * r;
      done++;
    }
  let chosen = 0;
  for (let i = 1; i < candidates.length; i++) if ((visits[i] ?? 0) > (visits[chosen] ?? 0)) chosen = i;
  // The first candidate is the prior (the heuristic's move): leave it only for one that is better by
  // PRIOR_MARGIN and by two standard errors of the difference of the means.
  const mean = (i: number): number => (totals[i] ?? 0) / Math.max(1, visits[i] ?? 0);
  const variance = (i: number): number => {
    const n = Math.max(1, visits[i] ?? 0);
    return Math.max(0, (squares[i] ?? 0) / n - mean(i) ** 2) / n;
  };
  if (chosen !== 0 && (visits[0] ?? 0) > 0) {
    const gain = mean(chosen) - mean(0);
    if (gain < PRIOR_MARGIN || gain < 2 * Math.sqrt(variance(chosen) + variance(0))) chosen = 0;
  }
  return {
    action: candidates[chosen] ?? only,
    stats: { iterations: done, visits, means: totals.map((t, i) => t / Math.max(1, visits[i] ?? 0)), candidates },
  };
}

/** Applies `first` for `seat` in `state`, then plays to the end with the playout bots; the seat's reward. */
function playout<State, View, Action>(game: SearchGame<State, View, Action>, state: State, seat: number, first: Action, rng: Rng): number {
  const m = game.module;
  const r0 = m.apply(state, seat, first);
  if (!r0.ok) throw new RoundhouseError('BOT_ILLEGAL', `search: candidate not legal in a determinization (${r0.error.code})`);
  let s: unknown = r0.value;
  const bots = new Map<number, Bot<View, Action>>();
  for (let n = 0; n < game.maxPlayoutActions; n++) {
    const o = m.outcome(s);
    if (o) return game.reward(o, seat);
    const [active] = m.activeSeats(s);
    if (active === undefined) break;
    const legal = m.legalActions(s, active) as Action[];
    let bot = bots.get(active);
    if (!bot) bots.set(active, (bot = game.playoutBot(active)));
    const current = s;
    let cached: { v: View } | null = null;
    const a = bot.act({
      seat: active,
      legal,
      rng,
      now: 0,
      view: () => (cached ??= { v: m.view(current, active) as View }).v,
    });
    if (a === null) break;
    const r = m.apply(s, active, a);
    if (!r.ok) break;
    s = r.value;
  }
  const o = m.outcome(s);
  return o ? game.reward(o, seat) : 0.5;
}
