/**
 * Rail Pass statistics: the team score (RP-17) and win per setup (RP-3) and round timer (RP-19.1),
 * read from the parsed config (`setupId`, `timerMs`) and the outcome's team result. Rail Pass is
 * real-time and cooperative, so there is no first seat.
 */
import type { Chart } from '../report/charts.js';
import { meanInterval, round, wilson } from '../stats.js';
import { field, type ExtractedGame, type GameExtractor } from './extractor.js';

/** Per game: setup, timer (ms), team score and win. */
export interface RailPassStats {
  readonly setup: string;
  readonly timerMs: number;
  readonly score: number;
  readonly win: boolean;
}

/** The Rail Pass extractor. */
export const railPassExtractor: GameExtractor<null, RailPassStats> = {
  start: () => null,
  firstSeat: () => null,
  finish(_acc, end) {
    const team = end.outcome.team;
    return {
      setup: String(field(end.config, 'setupId') ?? 'unknown'),
      timerMs: Number(field(end.config, 'timerMs') ?? 0),
      score: team?.score ?? end.outcome.scores[0] ?? 0,
      win: team?.win ?? false,
    };
  },
  summarise(games) {
    return { title: 'Rail Pass: team score per setup and timer', charts: setupCharts(games) };
  },
};

function setupCharts(games: readonly ExtractedGame<RailPassStats>[]): Chart[] {
  const cells = new Map<string, RailPassStats[]>();
  for (const g of games) {
    const key = `${g.stats.setup} · ${g.stats.timerMs / 1000} s`;
    cells.set(key, [...(cells.get(key) ?? []), g.stats]);
  }
  const keys = [...cells.keys()].sort();
  return [
    {
      kind: 'intervals',
      title: 'Mean team score per setup and timer (95 % interval)',
      x: 'team score',
      data: keys.map((k) => {
        const m = meanInterval(cells.get(k)!.map((s) => s.score));
        return {
          label: k,
          group: `${cells.get(k)![0]!.timerMs / 1000} s`,
          estimate: round(m.mean, 2),
          low: round(m.low, 2),
          high: round(m.high, 2),
          n: m.n,
        };
      }),
    },
    {
      kind: 'intervals',
      title: 'Team win rate per setup and timer (95 % Wilson)',
      x: 'win rate',
      domain: [0, 1],
      data: keys.map((k) => {
        const xs = cells.get(k)!;
        const ci = wilson(xs.filter((s) => s.win).length, xs.length);
        return { label: k, estimate: round(ci.estimate), low: round(ci.low), high: round(ci.high), n: xs.length };
      }),
    },
    {
      kind: 'histogram',
      title: 'Team score distribution per setup and timer',
      x: 'team score',
      data: games.map((g) => ({ group: `${g.stats.setup} · ${g.stats.timerMs / 1000} s`, value: g.stats.score })),
    },
  ];
}
