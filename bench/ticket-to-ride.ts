/**
 * Ticket to Ride benchmark cases: random-playout games/s and actions/s (moves/s) for 2- and 4-seat
 * classic games through the pure `apply` (`playGame`) and through the playout path
 * (src/games/ticket-to-ride/playout, issue 21 item 1: setup, conversion, the whole random game and its scoring),
 * plus a heuristic self-play case, each on one core via bench/harness.ts.
 */
import type { BenchCase } from './run.js';
import { benchGames, timed, type BenchResult } from './harness.js';
import { getGame } from '../src/games/index.js';
import { parseConfig } from '../src/games/ticket-to-ride/config.js';
import { setup } from '../src/games/ticket-to-ride/setup.js';
import { toPlayout } from '../src/games/ticket-to-ride/playout/state.js';
import { randomPlayout } from '../src/games/ticket-to-ride/playout/random.js';
import { playoutScores } from '../src/games/ticket-to-ride/playout/score.js';
import { rngFromSeed } from '../src/engine/rng.js';

const game = getGame('ticket-to-ride');

/** Random games on the playout path: the same games as `benchGames` with random bots (same seeds). */
function benchPlayouts(name: string, seats: number, variant: string): BenchResult {
  const config = parseConfig({ variant }, seats);
  return timed(name, (i) => {
    const f = toPlayout(setup(config, `bench-${i}`, seats));
    const actions = randomPlayout(f, rngFromSeed(`bench-${i}/bots`));
    if (playoutScores(f).winners.length === 0) throw new Error('a finished game has no winner');
    return { actions, turns: f.turns };
  });
}

/** The Ticket to Ride cases listed by bench/run.ts. */
export const ticketToRideCases: BenchCase[] = [
  {
    name: 'ticket-to-ride random 2 seats',
    run: () => benchGames('ticket-to-ride random 2 seats', game, ['random', 'random'], { variant: 'classic' }),
  },
  {
    name: 'ticket-to-ride random 4 seats',
    run: () => benchGames('ticket-to-ride random 4 seats', game, ['random', 'random', 'random', 'random'], { variant: 'classic' }),
  },
  {
    name: 'ticket-to-ride random 4 seats mega',
    run: () => benchGames('ticket-to-ride random 4 seats mega', game, ['random', 'random', 'random', 'random'], { variant: 'mega' }),
  },
  { name: 'ticket-to-ride playout random 2 seats', run: () => benchPlayouts('ticket-to-ride playout random 2 seats', 2, 'classic') },
  { name: 'ticket-to-ride playout random 4 seats', run: () => benchPlayouts('ticket-to-ride playout random 4 seats', 4, 'classic') },
  {
    name: 'ticket-to-ride playout random 4 seats mega',
    run: () => benchPlayouts('ticket-to-ride playout random 4 seats mega', 4, 'mega'),
  },
  {
    name: 'ticket-to-ride heuristic 2 seats',
    run: () => benchGames('ticket-to-ride heuristic 2 seats', game, ['heuristic', 'heuristic'], { variant: 'classic' }),
  },
];
