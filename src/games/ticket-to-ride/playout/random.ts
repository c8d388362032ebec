/**
 * Random playouts on the playout state (issue 21 item 1): each acting seat (TTR-41, TTR-43) picks
 * uniformly among its legal moves with `rng.int(count)`, the same draw as the random bot's
 * `rng.pick(legalActions(...))` (src/bots/random.ts), so a playout from the same state and bot
 * generator is the same game as `playGame` with random bots. Rules: docs/rules/ticket-to-ride.md.
 */
import type { Rng } from '../../../engine/rng.js';
import { actingSeat as acting, countMoves as count, nthMove as nth } from './moves.js';
import { playMove as play } from './play.js';
import type { PlayoutState } from './state.js';

// Module-local bindings: the loop calls locals, not module bindings.
const actingSeat = acting;
const countMoves = count;
const nthMove = nth;
const playMove = play;

/**
 * Plays uniformly random legal moves in place until the game is over or `maxMoves` moves were played;
 * returns the number of moves played. Throws if a seat that must act has no legal move (an engine bug).
 */
export function randomPlayout(f: PlayoutState, rng: Rng, maxMoves = Infinity): number {
  let moves = 0;
  while (moves < maxMoves) {
    const seat = actingSeat(f);
    if (seat < 0) break;
    const n = countMoves(f, seat);
    if (n === 0) throw new Error(`ticket-to-ride playout: seat ${seat} must act but has no legal move`);
    playMove(f, seat, nthMove(f, seat, rng.int(n)));
    moves++;
  }
  return moves;
}
