/**
 * `roundhouse simulate <game>`: plays many bot games and aggregates wins and scores per seat.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameModule, Outcome } from '../engine/contract.js';
import { playGame } from '../engine/play.js';
import { makeBot } from '../games/index.js';
import type { BotOptions } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { startProgress } from './progress.js';
import { at } from '../engine/at.js';

/** Options of one simulation run. */
export interface SimulateOptions {
  players: number;
  games: number;
  seed: string;
  /** Bot name per seat (a shorter list repeats its last entry). */
  bots: string[];
  /** Game config (game-specific keys such as variant, map, preset, setup). */
  config: Record<string, unknown>;
  /** Directory to write one record file per game into. */
  records?: string;
  /** Show a progress bar (stderr) once the run passes one second. */
  progress?: boolean;
  /** Search budget of the hard bots (`--bot-iterations`, `--bot-budget-ms`). */
  botOptions?: BotOptions;
}

/** One game's result in the JSON output. */
export interface GameSummary {
  index: number;
  seed: string;
  scores: readonly number[];
  ranks: readonly number[];
  winners: readonly number[];
  turns: number;
  actions: number;
  team?: { score: number; win: boolean };
}

/** Per-seat aggregate: wins count every seat ranked 1 (shared wins count for each tied seat). */
export interface SeatStats {
  seat: number;
  bot: string;
  wins: number;
  winRate: number;
  meanScore: number;
  medianScore: number;
}

/** The aggregate of a run. */
export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  seed: string;
  config: Record<string, unknown>;
  seats: SeatStats[];
  meanTurns: number;
  meanActions: number;
  gamesPerSecond: number;
  team?: { meanScore: number; winRate: number };
  results: GameSummary[];
}

/** Expands `--bots a,b` to one name per seat. */
export function botsPerSeat(list: string[], players: number): string[] {
  if (list.length === 0) throw new RoundhouseError('BAD_OPTION', '--bots needs at least one bot name');
  if (list.length > players) throw new RoundhouseError('BAD_OPTION', `--bots lists ${list.length} bots for ${players} players`);
  return Array.from({ length: players }, (_, i) => at(list, Math.min(i, list.length - 1), 'bot'));
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? at(s, m) : (at(s, m - 1) + at(s, m)) / 2;
};
const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Runs the simulation. Throws RoundhouseError on bad options or any engine/bot failure. */
export function simulate(game: AnyGameModule, opts: SimulateOptions): SimulationReport {
  const { players } = opts;
  if (players < game.seats.min || players > game.seats.max) {
    throw new RoundhouseError('BAD_OPTION', `${game.id} takes ${game.seats.min}–${game.seats.max} players, not ${players}`);
  }
  const names = botsPerSeat(opts.bots, players);
  names.forEach((n, seat) => makeBot(game, n, seat)); // fail fast on unknown names
  game.parseConfig({ ...opts.config }, players); // fail fast on bad config
  if (opts.records) mkdirSync(opts.records, { recursive: true });
  const results: GameSummary[] = [];
  const started = performance.now();
  const progress = opts.progress ? startProgress(opts.games) : undefined;
  for (let i = 0; i < opts.games; i++) {
    const seed = `${opts.seed}-${i}`;
    const played = playGame(game, {
      config: { ...opts.config },
      seed,
      bots: names.map((n, seat) => makeBot(game, n, seat, opts.botOptions)),
      botNames: names,
      keepRecord: Boolean(opts.records),
    });
    const o: Outcome = played.outcome;
    results.push({
      index: i,
      seed,
      scores: o.scores,
      ranks: o.ranks,
      winners: o.winners,
      turns: game.turns ? game.turns(played.state) : played.actions,
      actions: played.actions,
      ...(o.team ? { team: { score: o.team.score, win: o.team.win } } : {}),
    });
    if (opts.records) writeFileSync(join(opts.records, `${game.id}-${seed}.json`), JSON.stringify(played.record));
    progress?.tick(i + 1);
  }
  progress?.stop();
  const seconds = (performance.now() - started) / 1000;
  const seats: SeatStats[] = names.map((bot, seat) => {
    const scores = results.map((r) => at(r.scores, seat, 'seat'));
    const wins = results.filter((r) => r.winners.includes(seat)).length;
    return { seat, bot, wins, winRate: wins / Math.max(1, results.length), meanScore: mean(scores), medianScore: median(scores) };
  });
  const teams = results.flatMap((r) => (r.team ? [r.team] : []));
  return {
    game: game.id,
    players,
    games: opts.games,
    seed: opts.seed,
    config: opts.config,
    seats,
    meanTurns: mean(results.map((r) => r.turns)),
    meanActions: mean(results.map((r) => r.actions)),
    gamesPerSecond: opts.games / Math.max(seconds, 1e-9),
    ...(teams.length
      ? { team: { meanScore: mean(teams.map((t) => t.score)), winRate: teams.filter((t) => t.win).length / teams.length } }
      : {}),
    results,
  };
}

/** The human-readable table printed by `simulate` without `--json`. */
export function formatReport(r: SimulationReport): string {
  const lines = [
    `${r.game}: ${r.games} games, ${r.players} players, seed ${r.seed}, config ${JSON.stringify(r.config)}`,
    '',
    'seat  bot          wins   win%   mean score  median',
    ...r.seats.map(
      (s) =>
        `${String(s.seat).padEnd(6)}${s.bot.padEnd(13)}${String(s.wins).padStart(4)}  ${(s.winRate * 100).toFixed(1).padStart(5)}  ${s.meanScore.toFixed(1).padStart(10)}  ${s.medianScore.toFixed(1).padStart(6)}`,
    ),
    '',
    `mean turns ${r.meanTurns.toFixed(1)}, mean actions ${r.meanActions.toFixed(1)}, ${r.gamesPerSecond.toFixed(1)} games/s`,
  ];
  if (r.team) lines.push(`team: mean score ${r.team.meanScore.toFixed(1)}, win rate ${(r.team.winRate * 100).toFixed(1)}%`);
  return lines.join('\n');
}
