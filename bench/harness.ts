/**
 * Benchmark helpers shared by every game's bench case: repeat a unit of work (usually one bot game)
 * for a fixed wall time on this one core and report games/s, actions/s and turns/s, by wall clock and
 * per second of this process's CPU time. Benchmarks are never timed tests.
 */
import type { AnyGameModule } from '../src/engine/contract.js';
import { playGame } from '../src/engine/play.js';
import { makeBot } from '../src/games/index.js';

/** One benchmark figure set. */
export interface BenchResult {
  name: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  turnsPerSecond: number;
  /** The same rates per second of this process's CPU time: meaningful on a shared, loaded machine. */
  gamesPerCpuSecond: number;
  actionsPerCpuSecond: number;
  turnsPerCpuSecond: number;
}

/** What one repetition did: its actions and player turns. */
export interface Work {
  actions: number;
  turns: number;
}

/** Repeats `once(i)` for about `seconds` of wall time after a 300 ms warm-up and reports the rates. */
export function timed(name: string, once: (i: number) => Work, seconds = 3): BenchResult {
  const warmEnd = performance.now() + 300;
  for (let i = 0; performance.now() < warmEnd; i++) once(-1 - i);
  let games = 0;
  let actions = 0;
  let turns = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const r = once(games);
    actions += r.actions;
    turns += r.turns;
    games++;
  }
  const s = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  return {
    name,
    games,
    seconds: s,
    gamesPerSecond: games / s,
    actionsPerSecond: actions / s,
    turnsPerSecond: turns / s,
    gamesPerCpuSecond: games / cpu,
    actionsPerCpuSecond: actions / cpu,
    turnsPerCpuSecond: turns / cpu,
  };
}

/** Plays games of `game` with `bots` (one name per seat) for about `seconds` of wall time. */
export function benchGames(name: string, game: AnyGameModule, bots: string[], config: unknown, seconds = 3): BenchResult {
  return timed(
    name,
    (i) => {
      const played = playGame(game, {
        config,
        seed: `bench-${i}`,
        bots: bots.map((b, s) => makeBot(game, b, s)),
        botNames: bots,
        keepRecord: false,
      });
      return { actions: played.actions, turns: game.turns ? game.turns(played.state) : played.actions };
    },
    seconds,
  );
}
