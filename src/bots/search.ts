/**
 * Information-set Monte Carlo search at the root (issue 21 item 2), game-independent: each iteration
 * samples one determinization of the hidden information from the seat's own view (the game's
 * `determinize`), picks a candidate move by UCB1, applies it and plays the game out with the playout
 * policy, scoring the result from the seat's side. Candidates are legal in every determinization
 * because they come from the seat's own legal actions. The move with the most visits is played,
 * unless it does not beat the first candidate (the prior) by `PRIOR_MARGIN` and two standard errors.
 * Budgets: `iterations` (reproducible: the same generator and iterations give the same move) or
 * `budgetMs` of wall time (default 300 ms). A playout that reaches `maxPlayoutActions` before the end
 * is scored by the game's `evaluate` (truncated playouts, for games whose playouts are slow). A game
 * may instead bring its own `rollout` (its own fast policy on its own state, returning the reward).
 * `searchingBot` wraps it all into a `hard` bot: the prior bot's move, searched when the game says so.
 */
import type { AnyGameModule, Bot, BotOptions, Outcome } from '../engine/contract.js';
import { openRng, seedRng, type Rng } from '../engine/rng.js';
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
  /** Cap on playout length (actions): a safety cap, or the horizon of truncated playouts. */
  readonly maxPlayoutActions: number;
  /**
   * The game's own playout path, if it has one: applies `first` for `seat` in `state`, plays on with the
   * playout bots for at most `maxPlayoutActions` actions and returns the state reached, which must equal
   * the generic loop's with the playout bots drawing from `rng` (the bots' generator). Throws
   * RoundhouseError('BOT_ILLEGAL') if `first` is rejected.
   */
  playout?(state: State, seat: number, first: Action, rng: Rng): State;
  /**
   * The game's own rollout, if it has one (wins over `playout`): applies `first` for `seat` in `state`
   * (which it must not change), plays to the end with the game's own fast policy and returns the
   * seat's reward in [0, 1], as `reward` would. Throws RoundhouseError('BOT_ILLEGAL') if `first` is rejected.
   */
  rollout?(state: State, seat: number, first: Action, rng: Rng): number;
  /**
   * Value in [0, 1] for `seat` of a state a playout left unfinished at `maxPlayoutActions` (e.g. the
   * running score margin). Without it such a playout counts 0.5.
   */
  evaluate?(state: State, seat: number): number;
  /**
   * Paired rounds instead of UCB1 (common random numbers): each round samples one determinization and
   * one playout seed and plays every candidate from them, so the candidates are compared on the same
   * hidden cards and the same shuffles. For games whose playouts vary a lot between deals.
   */
  readonly paired?: boolean;
  /** Paired rounds: after this many complete rounds only the prior and the best challenger go on. */
  readonly narrowAfter?: number;
  /** Paired rounds: complete rounds a challenger must have played to replace the prior (default 2). */
  readonly minRounds?: number;
  /** The reward a move must gain over the prior's to replace it (default `PRIOR_MARGIN`). */
  readonly priorMargin?: number;
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
  const deadline = budget.iterations === undefined ? performance.now() + (budget.budgetMs ?? DEFAULT_BUDGET_MS) : Infinity;
  const maxIterations = budget.iterations ?? Infinity;
  if (game.paired) return pairedSearch(game, view, seat, candidates, rng, maxIterations, deadline);
  const visits = new Array<number>(candidates.length).fill(0);
  const totals = new Array<number>(candidates.length).fill(0);
  const squares = new Array<number>(candidates.length).fill(0);
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
    if (gain < (game.priorMargin ?? PRIOR_MARGIN) || gain < 2 * Math.sqrt(variance(chosen) + variance(0))) chosen = 0;
  }
  return {
    action: candidates[chosen] ?? only,
    stats: { iterations: done, visits, means: totals.map((t, i) => t / Math.max(1, visits[i] ?? 0)), candidates },
  };
}

/**
 * `searchRoot` in paired rounds (`SearchGame.paired`): round j plays each candidate still in the race
 * from the same determinization and the same playout generator state, one playout per iteration,
 * until the budget is spent. After `narrowAfter` complete rounds only the prior (candidate 0) and the
 * challenger with the largest mean gain over it stay in the race, so the rest of the budget sharpens
 * that one comparison. The prior is left only for the candidate whose mean gain over it (over the
 * complete rounds it played, at least `minRounds`, default two) is the largest, above the margin and two standard errors.
 */
function pairedSearch<State, View, Action>(
  game: SearchGame<State, View, Action>,
  view: View,
  seat: number,
  candidates: readonly Action[],
  rng: Rng,
  maxIterations: number,
  deadline: number,
): { action: Action; stats: SearchStats<Action> } {
  const k = candidates.length;
  const visits = new Array<number>(k).fill(0);
  const totals = new Array<number>(k).fill(0);
  const gains = new Array<number>(k).fill(0);
  const gainSquares = new Array<number>(k).fill(0);
  const played = new Array<number>(k).fill(0);
  let race = candidates.map((_, i) => i);
  let rounds = 0;
  let done = 0;
  const round = new Array<number>(k).fill(0);
  const meanGain = (c: number): number => (gains[c] ?? 0) / Math.max(1, played[c] ?? 0);
  if (k > 1)
    while (done < maxIterations && (done === 0 || performance.now() < deadline)) {
      const state = game.determinize(view, seat, rng);
      const seed = seedRng(`playout/${rng.int(0x7fffffff)}`);
      let n = 0;
      for (; n < race.length && done < maxIterations && (n === 0 || done === 0 || performance.now() < deadline); n++) {
        const i = race[n] ?? 0;
        const r = playout(game, state, seat, candidates[i] as Action, openRng(seed));
        round[i] = r;
        visits[i] = (visits[i] ?? 0) + 1;
        totals[i] = (totals[i] ?? 0) + r;
        done++;
      }
      if (n < race.length) break;
      rounds++;
      for (const c of race) {
        if (c === 0) continue;
        const g = (round[c] ?? 0) - (round[0] ?? 0);
        gains[c] = (gains[c] ?? 0) + g;
        gainSquares[c] = (gainSquares[c] ?? 0) + g * g;
        played[c] = (played[c] ?? 0) + 1;
      }
      if (game.narrowAfter !== undefined && rounds === game.narrowAfter && race.length > 2) {
        let best = 1;
        for (let c = 2; c < k; c++) if (meanGain(c) > meanGain(best)) best = c;
        race = [0, best];
      }
    }
  let chosen = 0;
  let best = game.priorMargin ?? PRIOR_MARGIN;
  for (let c = 1; c < k; c++) {
    const m = played[c] ?? 0;
    if (m < Math.max(2, game.minRounds ?? 2)) continue;
    const mean = meanGain(c);
    const se = Math.sqrt(Math.max(0, (gainSquares[c] ?? 0) / m - mean * mean) / (m - 1));
    if (mean > best && mean > 2 * se) {
      best = mean;
      chosen = c;
    }
  }
  return {
    action: candidates[chosen] ?? (candidates[0] as Action),
    stats: { iterations: done, visits, means: totals.map((t, i) => t / Math.max(1, visits[i] ?? 0)), candidates },
  };
}

/** Applies `first` for `seat` in `state`, then plays to the end with the playout bots; the seat's reward. */
function playout<State, View, Action>(game: SearchGame<State, View, Action>, state: State, seat: number, first: Action, rng: Rng): number {
  const m = game.module;
  if (game.rollout) return game.rollout(state, seat, first, rng);
  if (game.playout) {
    const end = game.playout(state, seat, first, rng);
    const o = m.outcome(end);
    if (o) return game.reward(o, seat);
    return game.evaluate ? game.evaluate(end, seat) : 0.5;
  }
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
  if (o) return game.reward(o, seat);
  return game.evaluate ? game.evaluate(s as State, seat) : 0.5;
}

/**
 * The usual playout reward for `seat`, in [0, 1]: `winWeight` (default 0.7) for a sole win (half of it
 * for a shared one), plus up to 1 − `winWeight` for the score margin over the best opponent, clamped
 * to ±`span` points (half of it at a margin of 0). A small `winWeight` makes the reward follow the
 * margin: paired comparisons then see a move's gain in points instead of a few flipped close games.
 */
export function marginReward(
  scores: readonly number[],
  seat: number,
  span: number,
  rank1: boolean,
  shared: boolean,
  winWeight = 0.7,
): number {
  const mine = scores[seat] ?? 0;
  let best = -Infinity;
  scores.forEach((x, k) => {
    if (k !== seat && x > best) best = x;
  });
  if (best === -Infinity) best = mine;
  const win = rank1 ? (shared ? winWeight / 2 : winWeight) : 0;
  const margin = Math.max(-span, Math.min(span, mine - best));
  return win + (1 - winWeight) * (0.5 + margin / (2 * span));
}

/** `marginReward` of a finished game's outcome (ranks decide the win). */
export function outcomeReward(o: Outcome, seat: number, span: number, winWeight = 0.7): number {
  return marginReward(o.scores, seat, span, o.ranks[seat] === 1, o.winners.length > 1, winWeight);
}

/** How a game turns the search into a `hard` bot (see `searchingBot`). */
export interface SearchingBotSpec<State, View, Action> {
  /** The prior bot for the seat (the heuristic): its move is the first candidate and the fallback. */
  prior(seat: number): Bot<View, Action>;
  /** Whether to search this decision (e.g. only the seat's own determinizable main-step turns). */
  searchable(view: View, seat: number, prior: Action): boolean;
  /** The search description for this decision, with the prior's move. */
  game(prior: Action): SearchGame<State, View, Action>;
}

/**
 * A searching bot for `seat`: asks its prior bot every time (so its memory stays in step), and where
 * `spec.searchable` holds and there is a choice, runs `searchRoot` with `options` (iterations or ms).
 */
export function searchingBot<State, View, Action>(
  spec: SearchingBotSpec<State, View, Action>,
  seat: number,
  options: BotOptions = {},
): Bot<View, Action> {
  const prior = spec.prior(seat);
  return {
    act(ctx) {
      const first = prior.act(ctx);
      if (first === null || ctx.legal.length < 2) return first;
      const v = ctx.view();
      if (!spec.searchable(v, seat, first)) return first;
      return searchRoot(spec.game(first), v, seat, ctx.legal, ctx.rng, options).action;
    },
  };
}
