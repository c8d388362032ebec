/**
 * HellRail benchmark cases: random-playout games/s and actions/s (moves/s) for 2- and 4-seat games
 * through the pure `apply` (`playGame`) and through the in-place playout path
 * (src/games/hellrail/playout, issue 21 item 1: setup, a deep copy, the whole random game, scored), plus
 * heuristic self-play, each on one core via bench/harness.ts.
 */
import type { BenchCase } from './run.js';
import { benchGames, timed, type BenchResult } from './harness.js';
import { getGame } from '../src/games/index.js';
import { parseConfig } from '../src/games/hellrail/config.js';
import { setup } from '../src/games/hellrail/setup.js';
import { outcome } from '../src/games/hellrail/outcome.js';
import { randomPlayout, toPlayout } from '../src/games/hellrail/playout/play.js';
import { rngFromSeed } from '../src/engine/rng.js';

const game = getGame('hellrail');
const seats = (n: number, bot: string) => Array.from({ length: n }, () => bot);

/** Random games on the playout path: the same games as `benchGames` with random bots (same seeds). */
function benchPlayouts(name: string, n: number): BenchResult {
  const config = parseConfig({}, n);
  return timed(name, (i) => {
    const f = toPlayout(setup(config, `bench-${i}`, n));
    const actions = randomPlayout(f, rngFromSeed(`bench-${i}/bots`));
    if (!outcome(f)) throw new Error('a finished game has no outcome');
    return { actions, turns: f.turn };
  });
}

/** The HellRail cases listed by bench/run.ts. */
export const hellrailCases: BenchCase[] = [
  { name: 'hellrail random 2 seats', run: () => benchGames('hellrail random 2 seats', game, seats(2, 'random'), {}) },
  { name: 'hellrail random 4 seats', run: () => benchGames('hellrail random 4 seats', game, seats(4, 'random'), {}) },
  { name: 'hellrail playout random 2 seats', run: () => benchPlayouts('hellrail playout random 2 seats', 2) },
  { name: 'hellrail playout random 4 seats', run: () => benchPlayouts('hellrail playout random 4 seats', 4) },
  { name: 'hellrail heuristic 2 seats', run: () => benchGames('hellrail heuristic 2 seats', game, seats(2, 'heuristic'), {}) },
  { name: 'hellrail heuristic 4 seats', run: () => benchGames('hellrail heuristic 4 seats', game, seats(4, 'heuristic'), {}) },
];
