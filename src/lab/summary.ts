/**
 * The arena's report data: ratings, per-bot scores and wins, the pairwise win-rate matrix, the
 * seat-order advantage, game length, and the game's own section (its extractor's summary), with the
 * charts that draw them. Built from the finished games sorted by index, so it is the same whichever
 * executor played them; only `run` (timing) differs between runs.
 */
import type { AnyGameModule } from '../engine/contract.js';
import { extractorFor } from './extract/index.js';
import type { ExtractedGame } from './extract/extractor.js';
import type { ArenaPlan } from './plan.js';
import { rateBots, type BotRating } from './ratings.js';
import type { Chart, Section } from './report/charts.js';
import { meanInterval, quantile, round, wilson, type MeanInterval, type RateInterval } from './stats.js';
import type { GameResult } from './types.js';

/** The report format id. */
export const ARENA_FORMAT = 'roundhouse-arena/1';

/** How the run went: not part of the results (differs between otherwise identical runs). */
export interface RunInfo {
  readonly executor: 'serial' | 'threads' | 'queue';
  readonly workers: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
}

/** One bot across the arena: seat-games, wins (ranked 1) and score (VP). */
export interface BotSummary {
  readonly bot: string;
  readonly seatGames: number;
  readonly winRate: RateInterval;
  readonly score: MeanInterval;
}

/** Row bot against column bot: share of shared games in which row ranked better (ties count ½). */
export interface MatrixCell {
  readonly row: string;
  readonly col: string;
  readonly rate: RateInterval;
}

/** Win rate of the seat `position` turns after the first player, at `seats` players. */
export interface SeatOrderCell {
  readonly seats: number;
  readonly position: number;
  readonly rate: RateInterval;
}

/** The whole report (`--json`); the HTML report draws `sections`. */
export interface ArenaReport {
  readonly format: typeof ARENA_FORMAT;
  readonly game: string;
  readonly title: string;
  readonly mode: 'round-robin' | 'gauntlet';
  readonly challenger: string | null;
  readonly bots: readonly string[];
  readonly players: readonly number[];
  readonly configs: readonly Readonly<Record<string, unknown>>[];
  readonly seed: string;
  readonly planned: number;
  readonly finished: number;
  /** True when the run was stopped (Ctrl-C) before every planned game finished. */
  readonly interrupted: boolean;
  readonly cooperative: boolean;
  readonly ratings: readonly BotRating[];
  readonly botStats: readonly BotSummary[];
  readonly matrix: readonly MatrixCell[];
  /** Position 0 = the first player; `seat` order when the game has no turn order. */
  readonly seatOrder: readonly SeatOrderCell[];
  readonly length: { readonly turns: MeanInterval; readonly actions: MeanInterval; readonly medianTurns: number };
  readonly sections: readonly Section[];
  readonly results: readonly Omit<GameResult, 'stats' | 'record'>[];
  readonly run: RunInfo;
}

const interval = (r: RateInterval) => ({ estimate: round(r.estimate), low: round(r.low), high: round(r.high), n: r.n });

/** Builds the report. `results` may be in any order and may be a subset of the plan (interrupted). */
export function summarise(game: AnyGameModule, plan: ArenaPlan, unsorted: readonly GameResult[], run: RunInfo): ArenaReport {
  const results = [...unsorted].sort((a, b) => a.index - b.index);
  const spec = plan.spec;
  const bots = [...new Set([...(spec.challenger ? [spec.challenger] : []), ...spec.bots])];
  const cooperative = results.length > 0 && results.every((r) => r.team !== undefined);
  const ratings = cooperative ? [] : rateBots(results);
  const botStats = bots.map((bot) => botSummary(bot, results));
  const matrix = cooperative ? [] : winMatrix(bots, results);
  const seatOrder = cooperative ? [] : seatOrderCells(results);
  const turns = results.map((r) => r.turns);
  const length = {
    turns: roundMean(meanInterval(turns)),
    actions: roundMean(meanInterval(results.map((r) => r.actions))),
    medianTurns: quantile(turns, 0.5) || 0,
  };
  const overview: Section = {
    title: `${game.title}: ${results.length} games`,
    charts: overviewCharts({ cooperative, ratings, botStats, matrix, seatOrder, results }),
  };
  const extractor = extractorFor(game.id);
  const extracted: ExtractedGame<unknown>[] = results.map((r) => ({
    stats: r.stats,
    bots: r.bots,
    ranks: r.ranks,
    winners: r.winners,
    scores: r.scores,
  }));
  const sections = extractor && results.length > 0 ? [overview, extractor.summarise(extracted)] : [overview];
  return {
    format: ARENA_FORMAT,
    game: game.id,
    title: game.title,
    mode: spec.mode,
    challenger: spec.challenger ?? null,
    bots,
    players: spec.players,
    configs: spec.configs,
    seed: spec.seed,
    planned: plan.jobs.length,
    finished: results.length,
    interrupted: results.length < plan.jobs.length,
    cooperative,
    ratings,
    botStats,
    matrix,
    seatOrder,
    length,
    sections,
    results: results.map(({ stats: _s, record: _r, ...rest }) => rest),
    run,
  };
}

function roundMean(m: MeanInterval): MeanInterval {
  return { n: m.n, mean: round(m.mean, 3), sd: round(m.sd, 3), low: round(m.low, 3), high: round(m.high, 3) };
}

function botSummary(bot: string, results: readonly GameResult[]): BotSummary {
  const scores: number[] = [];
  let wins = 0;
  for (const r of results) {
    r.bots.forEach((b, seat) => {
      if (b !== bot) return;
      scores.push(r.scores[seat] ?? 0);
      if (r.winners.includes(seat)) wins += 1;
    });
  }
  return { bot, seatGames: scores.length, winRate: wilson(wins, scores.length), score: roundMean(meanInterval(scores)) };
}

/** Best (lowest) rank of `bot` in a game, or null when absent. */
function bestRank(r: GameResult, bot: string): number | null {
  let best: number | null = null;
  r.bots.forEach((b, seat) => {
    if (b === bot) best = Math.min(best ?? Infinity, r.ranks[seat] ?? Infinity);
  });
  return best;
}

function winMatrix(bots: readonly string[], results: readonly GameResult[]): MatrixCell[] {
  const cells: MatrixCell[] = [];
  for (const row of bots) {
    for (const col of bots) {
      if (row === col) continue;
      let n = 0;
      let s = 0;
      for (const r of results) {
        const a = bestRank(r, row);
        const b = bestRank(r, col);
        if (a === null || b === null) continue;
        n += 1;
        s += a < b ? 1 : a === b ? 0.5 : 0;
      }
      if (n > 0) cells.push({ row, col, rate: wilson(s, n) });
    }
  }
  return cells;
}

function seatOrderCells(results: readonly GameResult[]): SeatOrderCell[] {
  const counts = new Map<string, { seats: number; position: number; wins: number; n: number }>();
  for (const r of results) {
    const k = r.bots.length;
    const first = r.firstSeat ?? 0;
    for (let seat = 0; seat < k; seat++) {
      const position = (seat - first + k) % k;
      const key = `${k}/${position}`;
      const c = counts.get(key) ?? { seats: k, position, wins: 0, n: 0 };
      c.n += 1;
      if (r.winners.includes(seat)) c.wins += 1;
      counts.set(key, c);
    }
  }
  return [...counts.values()]
    .sort((a, b) => a.seats - b.seats || a.position - b.position)
    .map((c) => ({ seats: c.seats, position: c.position, rate: wilson(c.wins, c.n) }));
}

interface OverviewInput {
  cooperative: boolean;
  ratings: readonly BotRating[];
  botStats: readonly BotSummary[];
  matrix: readonly MatrixCell[];
  seatOrder: readonly SeatOrderCell[];
  results: readonly GameResult[];
}

function overviewCharts(o: OverviewInput): Chart[] {
  const charts: Chart[] = [];
  if (o.ratings.length > 0) {
    charts.push({
      kind: 'intervals',
      title: 'Ratings (openskill Weng-Lin): μ ± 3σ',
      note: 'Sorted by the conservative ordinal μ − 3σ. Start: μ = 25, σ = 8.33.',
      x: 'rating',
      data: o.ratings.map((r) => ({
        label: r.bot,
        estimate: r.mu,
        low: round(r.mu - 3 * r.sigma),
        high: round(r.mu + 3 * r.sigma),
        n: r.games,
      })),
    });
    charts.push({
      kind: 'table',
      title: 'Leaderboard',
      columns: ['bot', 'μ', 'σ', 'ordinal μ−3σ', 'games', 'win rate', '95 % interval', 'mean score'],
      rows: o.ratings.map((r) => {
        const b = o.botStats.find((s) => s.bot === r.bot);
        return [
          r.bot,
          r.mu,
          r.sigma,
          r.ordinal,
          r.games,
          b ? round(b.winRate.estimate, 3) : '—',
          b ? `${round(b.winRate.low, 3)}–${round(b.winRate.high, 3)}` : '—',
          b ? round(b.score.mean, 1) : '—',
        ];
      }),
    });
  }
  if (o.matrix.length > 0) {
    charts.push({
      kind: 'matrix',
      title: 'Win-rate matrix: row bot ranks above column bot',
      note: 'Over the games both played (ties count ½); 95 % Wilson interval on hover.',
      data: o.matrix.map((c) => ({
        row: c.row,
        col: c.col,
        value: round(c.rate.estimate),
        low: round(c.rate.low),
        high: round(c.rate.high),
        n: c.rate.n,
      })),
    });
  }
  charts.push({
    kind: 'histogram',
    title: 'Score distribution per bot',
    x: o.cooperative ? 'team score' : 'final score (VP)',
    data: o.results.flatMap((r) => r.bots.map((bot, seat) => ({ group: bot, value: r.scores[seat] ?? 0 }))),
  });
  if (o.seatOrder.length > 0) {
    charts.push({
      kind: 'intervals',
      title: 'Seat-order advantage: win rate by turn position',
      note: 'Position 1 = the first player. The line is the fair share 1/players; 95 % Wilson intervals.',
      x: 'win rate',
      domain: [0, 1],
      data: o.seatOrder.map((c) => ({
        label: `${c.seats} players · position ${c.position + 1}`,
        group: `${c.seats} players`,
        ...interval(c.rate),
      })),
    });
  }
  if (o.cooperative) {
    const lineups = new Map<string, number[]>();
    for (const r of o.results)
      lineups.set([...r.bots].sort().join(' + '), [...(lineups.get([...r.bots].sort().join(' + ')) ?? []), r.team?.score ?? 0]);
    charts.push({
      kind: 'intervals',
      title: 'Mean team score per lineup (95 % interval)',
      x: 'team score',
      data: [...lineups.entries()].sort().map(([label, xs]) => {
        const m = meanInterval(xs);
        return { label, estimate: round(m.mean, 2), low: round(m.low, 2), high: round(m.high, 2), n: m.n };
      }),
    });
  }
  charts.push({
    kind: 'histogram',
    title: 'Game length',
    x: 'player turns',
    data: o.results.map((r) => ({ group: `${r.bots.length} players`, value: r.turns })),
  });
  return charts;
}
