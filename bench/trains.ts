/**
 * Trains benchmark cases: bigmoney-vs-bigmoney 2-seat games (games/s and player-turns/s; the harness
 * counts player turns through `turns(state)`), plus random-vs-random and heuristic-vs-heuristic, all
 * through the pure engine and `playGame`; and the same bot games on the playout path
 * (src/games/trains/playout.ts: in place, per-decision views), the path search uses.
 * Run: `npm run bench trains` (`npm run bench "bigmoney x2"` for both bigmoney paths).
 */
import { benchGames, timed, type BenchResult } from './harness.js';
import type { BenchCase } from './run.js';
import { trains } from '../src/games/trains/index.js';
import { BIGMONEY } from '../src/games/trains/bots/bigmoney.js';
import { HEURISTIC } from '../src/games/trains/bots/heuristic.js';
import type { PolicyParams } from '../src/games/trains/bots/policy.js';
import { runPlayout, startPlayout } from '../src/games/trains/playout.js';

/** Plays whole games on the playout path with one policy per seat for about `seconds`. */
function benchPlayouts(name: string, policies: readonly PolicyParams[], config: unknown, seconds = 3): BenchResult {
  const cfg = trains.parseConfig(config, policies.length);
  return timed(
    name,
    (i) => {
      const p = startPlayout(trains.setup(cfg, `bench-${i}`, policies.length));
      const r = runPlayout(p, policies);
      return { actions: r.actions, turns: p.state.turns };
    },
    seconds,
  );
}

const TOKYO = { map: 'tokyo', preset: 'beginner-tokyo' };
const OSAKA = { map: 'osaka', preset: 'random' };

/** The Trains benchmark cases. */
export const trainsCases: BenchCase[] = [
  { name: 'trains bigmoney x2 tokyo', run: () => benchGames('trains bigmoney x2 tokyo', trains, ['bigmoney', 'bigmoney'], TOKYO) },
  {
    name: 'trains bigmoney x2 osaka random',
    run: () => benchGames('trains bigmoney x2 osaka random', trains, ['bigmoney', 'bigmoney'], OSAKA),
  },
  { name: 'trains random x2', run: () => benchGames('trains random x2', trains, ['random', 'random'], { map: 'tokyo', preset: 'random' }) },
  {
    name: 'trains heuristic x2',
    run: () => benchGames('trains heuristic x2', trains, ['heuristic', 'heuristic'], { map: 'tokyo', preset: 'random' }),
  },
  {
    name: 'trains playout bigmoney x2 tokyo',
    run: () => benchPlayouts('trains playout bigmoney x2 tokyo', [BIGMONEY, BIGMONEY], TOKYO),
  },
  {
    name: 'trains playout bigmoney x2 osaka random',
    run: () => benchPlayouts('trains playout bigmoney x2 osaka random', [BIGMONEY, BIGMONEY], OSAKA),
  },
  {
    name: 'trains playout heuristic x2',
    run: () => benchPlayouts('trains playout heuristic x2', [HEURISTIC, HEURISTIC], { map: 'tokyo', preset: 'random' }),
  },
];
