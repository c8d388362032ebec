/**
 * HellRail benchmark cases: random-playout games/s and actions/s (moves/s) for 2- and 4-seat games,
 * plus heuristic self-play, each on one core via bench/harness.ts.
 */
import type { BenchCase } from './run.js';
import { benchGames } from './harness.js';
import { getGame } from '../src/games/index.js';

const game = getGame('hellrail');
const seats = (n: number, bot: string) => Array.from({ length: n }, () => bot);

/** The HellRail cases listed by bench/run.ts. */
export const hellrailCases: BenchCase[] = [
  { name: 'hellrail random 2 seats', run: () => benchGames('hellrail random 2 seats', game, seats(2, 'random'), {}) },
  { name: 'hellrail random 4 seats', run: () => benchGames('hellrail random 4 seats', game, seats(4, 'random'), {}) },
  { name: 'hellrail heuristic 2 seats', run: () => benchGames('hellrail heuristic 2 seats', game, seats(2, 'heuristic'), {}) },
  { name: 'hellrail heuristic 4 seats', run: () => benchGames('hellrail heuristic 4 seats', game, seats(4, 'heuristic'), {}) },
];
