/**
 * Trains benchmark cases: bigmoney-vs-bigmoney 2-seat games (games/s and player-turns/s; the harness
 * counts player turns through `turns(state)`), plus random-vs-random and heuristic-vs-heuristic.
 * Run: `npm run bench trains`.
 */
import { benchGames } from './harness.js';
import type { BenchCase } from './run.js';
import { trains } from '../src/games/trains/index.js';

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
