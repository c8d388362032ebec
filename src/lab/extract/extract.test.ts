/**
 * Each game's extractor against the game's own records: the counts it reports are recounted from the
 * records' actions and outcomes of the same games.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games/index.js';
import { runArena } from '../arena.js';
import type { ArenaSpec } from '../plan.js';
import { playJob } from '../play.js';
import { planArena } from '../plan.js';
import type { Chart, IntervalChart, MapChart } from '../report/charts.js';
import type { GameResult } from '../types.js';

const spec = (game: string, bots: string[], players: number[], configs: Record<string, unknown>[], games: number): ArenaSpec => ({
  game,
  mode: 'round-robin',
  bots,
  players,
  configs,
  games,
  seed: 'extract-test',
  records: true,
});

function played(s: ArenaSpec): GameResult[] {
  return planArena(getGame(s.game), s).jobs.map(playJob);
}
const actionsOf = (r: GameResult, type: string) => (r.record?.actions ?? []).filter((a) => (a.action as { type?: string }).type === type);
const charts = async (s: ArenaSpec): Promise<readonly Chart[]> => {
  const report = await runArena(getGame(s.game), s, { workers: 1 });
  expect(report.sections).toHaveLength(2);
  return report.sections[1]!.charts;
};

describe('per-game extractors', () => {
  it('Ticket to Ride: the map shows each track’s claim share; ticket counts match the outcomes', async () => {
    const s = spec('ticket-to-ride', ['heuristic', 'random'], [2], [{}], 6);
    const results = played(s);
    const claims = results.reduce((a, r) => a + actionsOf(r, 'CLAIM_ROUTE').length, 0);
    const c = await charts(s);
    const map = c.find((x): x is MapChart => x.kind === 'map')!;
    expect(map.links).toHaveLength(100);
    expect(Math.round(map.links.reduce((a, l) => a + l.value, 0) * 6)).toBe(claims);
    const tickets = c.find((x): x is IntervalChart => x.kind === 'intervals' && x.title.startsWith('Ticket completion'))!;
    const kept = results.reduce((a, r) => a + (r.stats as { tickets: unknown[][] }).tickets.flat().length, 0);
    expect(tickets.data.reduce((a, d) => a + d.n, 0)).toBe(kept);
    expect(kept).toBeGreaterThan(6 * 2);
  });

  it('Trains: buys per card equal the BUY actions of the records', async () => {
    const s = spec('trains', ['heuristic', 'bigmoney'], [2], [{ preset: 'first-game', map: 'osaka' }], 4);
    const results = played(s);
    for (const r of results) {
      const buys = (r.stats as { buys: Record<string, number>[] }).buys;
      const total = buys.reduce((a, b) => a + Object.values(b).reduce((x, y) => x + y, 0), 0);
      expect(total).toBe(actionsOf(r, 'BUY').length);
      expect(total).toBeGreaterThan(0);
    }
    const c = await charts(s);
    expect(c.find((x) => x.kind === 'scatter')).toBeDefined();
  });

  it('HellRail: circle-effect choices equal the USE_CIRCLE_EFFECT / DECLINE_EFFECT actions at circle entries', async () => {
    const s = spec('hellrail', ['heuristic'], [3], [{}], 4);
    const results = played(s);
    const used = results.reduce((a, r) => a + (r.stats as { choices: { used: boolean }[] }).choices.filter((x) => x.used).length, 0);
    const useActions = results.reduce((a, r) => a + actionsOf(r, 'USE_CIRCLE_EFFECT').length, 0);
    expect(used).toBe(useActions);
    expect(used).toBeGreaterThan(0);
    const c = await charts(s);
    const rate = c[0] as IntervalChart;
    expect(rate.data.length).toBeGreaterThan(0);
    expect(rate.data.reduce((a, d) => a + d.estimate * d.n, 0)).toBeCloseTo(used, 1);
  });

  it('Rail Pass: one row per setup and timer, scores from the team outcome', async () => {
    const s = spec('rail-pass', ['cooperative'], [2], [{}, { timerMs: 150_000 }], 4);
    const results = played(s);
    const c = await charts(s);
    const scores = c[0] as IntervalChart;
    expect(scores.data).toHaveLength(2);
    expect(scores.data.reduce((a, d) => a + d.n, 0)).toBe(4);
    const mean = results.reduce((a, r) => a + (r.team?.score ?? 0), 0) / 4;
    expect(scores.data.reduce((a, d) => a + d.estimate * d.n, 0) / 4).toBeCloseTo(mean, 1);
  });
});
