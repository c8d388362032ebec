/**
 * `roundhouse demo`: plays a 4-player game of the registry's first game (Ticket to Ride) with its
 * default config between heuristic bots and prints it turn by turn, then the score breakdown.
 */
import { GAMES, makeBot } from '../games/index.js';
import { RoundhouseError } from '../engine/result.js';
import { playGame } from '../engine/play.js';

/** Plays and prints the demo game for `seed`. */
export function runDemo(seed: string): void {
  const game = GAMES[0];
  if (!game) throw new RoundhouseError('UNKNOWN_GAME', 'no game is registered');
  const names = ['heuristic', 'heuristic', 'heuristic', 'heuristic'].map((n) => (game.bots[n] ? n : 'random'));
  const played = playGame(game, {
    config: {},
    seed,
    bots: names.map((n, s) => makeBot(game, n, s)),
    botNames: names,
    onAction(seat, action, before) {
      const line = game.describeAction ? game.describeAction(before, seat, action) : JSON.stringify(action);
      process.stdout.write(`seat ${seat}: ${line}\n`);
    },
  });
  process.stdout.write('\nFinal scores\n');
  played.outcome.breakdown.forEach((b, seat) => {
    process.stdout.write(`seat ${seat} (${names[seat]}): ${played.outcome.scores[seat]} points, rank ${played.outcome.ranks[seat]}\n`);
    process.stdout.write(`  ${summarize(b)}\n`);
  });
}

/** One line of a breakdown: numbers as `key value`, lists as their length, nested objects skipped. */
export function summarize(breakdown: unknown): string {
  if (!breakdown || typeof breakdown !== 'object') return String(breakdown);
  return Object.entries(breakdown)
    .flatMap(([k, v]) => (typeof v === 'number' || typeof v === 'boolean' ? [`${k} ${v}`] : Array.isArray(v) ? [`${k} ×${v.length}`] : []))
    .join(', ');
}
