/**
 * The arena's plain-text summary (printed without `--json`): leaderboard, win-rate matrix and
 * seat-order advantage, each rate with its 95 % interval.
 */
import type { ArenaReport } from './summary.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The report as a few aligned tables. */
export function formatArena(r: ArenaReport): string {
  const lines: string[] = [
    `${r.title} arena (${r.mode}${r.challenger ? `, challenger ${r.challenger}` : ''}): ${r.finished}/${r.planned} games${r.interrupted ? ' — INTERRUPTED' : ''}, seed ${r.seed}`,
    `players ${r.players.join(',')}; configs ${r.configs.map((c) => JSON.stringify(c)).join(' ')}`,
    `${r.run.gamesPerSecond} games/s, ${r.run.executor}${r.run.workers ? ` × ${r.run.workers}` : ''}, ${(r.run.elapsedMs / 1000).toFixed(1)} s`,
    '',
  ];
  if (r.ratings.length > 0) {
    lines.push('bot            mu      sigma   ordinal  games  win rate (95% CI)        mean score');
    for (const x of r.ratings) {
      const b = r.botStats.find((s) => s.bot === x.bot);
      const win = b ? `${pct(b.winRate.estimate)} (${pct(b.winRate.low)}–${pct(b.winRate.high)})` : '';
      lines.push(
        `${x.bot.padEnd(13)}${x.mu.toFixed(2).padStart(7)}${x.sigma.toFixed(2).padStart(9)}${x.ordinal.toFixed(2).padStart(10)}${String(x.games).padStart(7)}  ${win.padEnd(25)}${(b?.score.mean ?? 0).toFixed(1).padStart(8)}`,
      );
    }
  } else {
    lines.push('bot            seat-games  win rate (95% CI)        mean score');
    for (const b of r.botStats)
      lines.push(
        `${b.bot.padEnd(15)}${String(b.seatGames).padStart(10)}  ${`${pct(b.winRate.estimate)} (${pct(b.winRate.low)}–${pct(b.winRate.high)})`.padEnd(25)}${b.score.mean.toFixed(1).padStart(8)}`,
      );
  }
  if (r.matrix.length > 0) {
    lines.push('', 'row ranks above column (ties ½), 95% CI:');
    for (const c of r.matrix)
      lines.push(`  ${c.row} vs ${c.col}: ${pct(c.rate.estimate)} (${pct(c.rate.low)}–${pct(c.rate.high)}), n ${c.rate.n}`);
  }
  if (r.seatOrder.length > 0) {
    lines.push('', 'win rate by turn position (1 = first player), 95% CI:');
    for (const c of r.seatOrder)
      lines.push(
        `  ${c.seats} players, position ${c.position + 1}: ${pct(c.rate.estimate)} (${pct(c.rate.low)}–${pct(c.rate.high)}), n ${c.rate.n}`,
      );
  }
  lines.push(
    '',
    `mean turns ${r.length.turns.mean.toFixed(1)} (median ${r.length.medianTurns}), mean actions ${r.length.actions.mean.toFixed(1)}`,
  );
  return lines.join('\n');
}
