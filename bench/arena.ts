/**
 * Arena throughput: games/s of `runArena` with one thread against N worker threads, interleaved
 * A, B, A, B (… `--rounds`) on the same plan, reporting min and median of each and the speed-up of the
 * medians. Each figure covers the whole run, thread start-up included, as a user sees it; the loadavg
 * before each round is printed because on a shared box it decides the result, and games per CPU-second
 * (all threads) shows the parallel efficiency that the load hides.
 *
 *   npm run bench:arena -- [--game ticket-to-ride] [--bots heuristic] [--players 2] [--games 300] [--workers 2] [--rounds 2]
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { getGame } from '../src/games/index.js';
import { runArena } from '../src/lab/arena.js';
import { quantile } from '../src/lab/stats.js';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'ticket-to-ride' },
    bots: { type: 'string', default: 'heuristic' },
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '1000' },
    workers: { type: 'string', default: String(availableParallelism()) },
    rounds: { type: 'string', default: '2' },
  },
});
const game = getGame(values.game);
const spec = {
  game: game.id,
  mode: 'round-robin' as const,
  bots: values.bots.split(','),
  players: values.players.split(',').map(Number),
  configs: [{}],
  games: Number(values.games),
  seed: 'bench-arena',
  records: false,
};
const workers = Number(values.workers);
const rates: Record<'one' | 'many', number[]> = { one: [], many: [] };
/** Games per second of this process's CPU time (all threads): parallel efficiency on a loaded box. */
const perCpu: Record<'one' | 'many', number[]> = { one: [], many: [] };
for (let round = 0; round < Number(values.rounds); round++) {
  for (const side of ['one', 'many'] as const) {
    const load = loadavg()[0]!.toFixed(2);
    const cpu0 = process.cpuUsage();
    const r = await runArena(game, spec, { workers: side === 'one' ? 1 : workers });
    const used = process.cpuUsage(cpu0);
    const cpuSeconds = (used.user + used.system) / 1e6;
    rates[side].push(r.run.gamesPerSecond);
    perCpu[side].push(r.finished / cpuSeconds);
    console.log(
      `round ${round + 1} ${side === 'one' ? '1 thread ' : `${workers} threads`}: ${r.run.gamesPerSecond.toFixed(2)} games/s (${r.finished} games, ${(r.run.elapsedMs / 1000).toFixed(1)} s, loadavg ${load})`,
    );
  }
}
const fmt = (xs: number[]): string => `min ${Math.min(...xs).toFixed(2)}, median ${quantile(xs, 0.5).toFixed(2)} games/s`;
console.log(`${game.id} ${spec.bots.join(',')} ${spec.players.join(',')}p, ${spec.games} games per run`);
console.log(`1 thread:  ${fmt(rates.one)}`);
console.log(`${workers} threads: ${fmt(rates.many)}`);
console.log(
  `games per CPU-second: 1 thread median ${quantile(perCpu.one, 0.5).toFixed(2)}, ${workers} threads median ${quantile(perCpu.many, 0.5).toFixed(2)}`,
);
console.log(`speed-up of medians: ${(quantile(rates.many, 0.5) / quantile(rates.one, 0.5)).toFixed(2)}×`);
