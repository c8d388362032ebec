/**
 * Trains benchmark cases: bigmoney-vs-bigmoney 2-seat games (games/s and player-turns/s; the harness
 * counts player turns through `turns(state)`), plus random-vs-random and heuristic-vs-heuristic.
 * Run: `npm run bench trains` (or `npx tsx bench/trains.ts` for this file alone).
 */
import { benchGames } from './harness.js';
import type { BenchCase } from './run.js';
import { trains } from '../src/games/trains/index.js';
import { playGame } from '../src/engine/play.js';
import { makeBot } from '../src/games/index.js';

/** The Trains benchmark cases. */
export const trainsCases: BenchCase[] = [
  {
    name: 'trains bigmoney x2 tokyo',
    run: () => benchGames('trains bigmoney x2 tokyo', trains, ['bigmoney', 'bigmoney'], { map: 'tokyo', preset: 'beginner-tokyo' }),
  },
  {
    name: 'trains bigmoney x2 osaka random',
    run: () => benchGames('trains bigmoney x2 osaka random', trains, ['bigmoney', 'bigmoney'], { map: 'osaka', preset: 'random' }),
  },
  { name: 'trains random x2', run: () => benchGames('trains random x2', trains, ['random', 'random'], { map: 'tokyo', preset: 'random' }) },
  {
    name: 'trains heuristic x2',
    run: () => benchGames('trains heuristic x2', trains, ['heuristic', 'heuristic'], { map: 'tokyo', preset: 'random' }),
  },
];

/**
 * Plays `bots` games for about `cpuSeconds` of this process's CPU time (after a warm-up) and returns
 * games, player-turns and actions per CPU-second: a rate that stays meaningful on a shared, loaded machine.
 */
export function benchCpu(
  bots: string[],
  config: unknown,
  cpuSeconds = 3,
): { games: number; gamesPerCpuSecond: number; turnsPerCpuSecond: number; actionsPerCpuSecond: number } {
  const one = (seed: string) =>
    playGame(trains, { config, seed, bots: bots.map((b, s) => makeBot(trains, b, s)), botNames: bots, keepRecord: false });
  for (let i = 0; i < 20; i++) one(`warm-${i}`);
  const c0 = process.cpuUsage();
  const used = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };
  let games = 0;
  let turns = 0;
  let actions = 0;
  while (used() < cpuSeconds) {
    const p = one(`bench-${games}`);
    turns += trains.turns!(p.state as Parameters<NonNullable<typeof trains.turns>>[0]);
    actions += p.actions;
    games++;
  }
  const t = used();
  return { games, gamesPerCpuSecond: games / t, turnsPerCpuSecond: turns / t, actionsPerCpuSecond: actions / t };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  for (const c of trainsCases.filter((c) => !only || c.name.includes(only))) {
    const r = await c.run();
    process.stdout.write(
      `${r.name}: ${r.gamesPerSecond.toFixed(1)} games/s, ${r.turnsPerSecond.toFixed(0)} player-turns/s, ${r.actionsPerSecond.toFixed(0)} actions/s (${r.games} games, wall clock)\n`,
    );
  }
  const cpu = benchCpu(['bigmoney', 'bigmoney'], { map: 'tokyo', preset: 'beginner-tokyo' });
  process.stdout.write(
    `trains bigmoney x2 tokyo per CPU-second: ${cpu.gamesPerCpuSecond.toFixed(1)} games, ${cpu.turnsPerCpuSecond.toFixed(0)} player-turns, ${cpu.actionsPerCpuSecond.toFixed(0)} actions (${cpu.games} games)\n`,
  );
}
