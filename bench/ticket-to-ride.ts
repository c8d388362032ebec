/**
 * Ticket to Ride benchmark cases: random-playout games/s and actions/s (moves/s) for 2- and 4-seat
 * classic games, plus a heuristic self-play case, each on one core via bench/harness.ts.
 */
import type { BenchCase } from './run.js';
import { benchGames } from './harness.js';
import { getGame } from '../src/games/index.js';

const game = getGame('ticket-to-ride');

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
  {
    name: 'ticket-to-ride heuristic 2 seats',
    run: () => benchGames('ticket-to-ride heuristic 2 seats', game, ['heuristic', 'heuristic'], { variant: 'classic' }),
  },
];
