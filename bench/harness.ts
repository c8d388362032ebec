/**
 * Benchmark helpers shared by every game's bench case: play bot games for a fixed wall time on this
 * one core and report games/s and actions/s (or turns/s). Benchmarks are never timed tests.
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
}

/** Plays games of `game` with `bots` (one name per seat) for about `seconds` of wall time. */
export function benchGames(name: string, game: AnyGameModule, bots: string[], config: unknown, seconds = 3): BenchResult {
  // Warm-up so the JIT has compiled the hot paths.
  const warmEnd = performance.now() + 300;
  for (let i = 0; performance.now() < warmEnd; i++) runOne(game, bots, config, `warm-${i}`);
  let games = 0;
  let actions = 0;
  let turns = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const r = runOne(game, bots, config, `bench-${games}`);
    actions += r.actions;
    turns += r.turns;
    games++;
  }
  const s = (performance.now() - start) / 1000;
  return { name, games, seconds: s, gamesPerSecond: games / s, actionsPerSecond: actions / s, turnsPerSecond: turns / s };
}

function runOne(game: AnyGameModule, bots: string[], config: unknown, seed: string) {
  const played = playGame(game, { config, seed, bots: bots.map((b, s) => makeBot(game, b, s)), botNames: bots, keepRecord: false });
  return { actions: played.actions, turns: game.turns ? game.turns(played.state) : played.actions };
}
