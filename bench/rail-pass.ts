/**
 * Rail Pass benchmark cases (`npm run bench rail-pass`): simulated rounds per second in virtual time
 * (one round = one game) with the cooperative team on the easiest and hardest setups, the random
 * fuzzing bots, and an engine-only case that replays a recorded cooperative round (no bot logic);
 * and the same team rounds on the playout path (src/games/rail-pass/playout, issue 21 item 1: in
 * place, no views, no legal lists for the team bots), same seeds and bot seeds as the `playGame` cases.
 * The `planner` cases (level `hard`, issue 21 item 2) play 2p-point-to-point, the setup whose jams
 * make its look-ahead run: a planner round costs seconds, against about 0.1 s for cooperative.
 * `npm run bench "rail-pass playout"` runs the playout cases alone.
 */
import type { BenchCase } from './run.js';
import { benchGames, timed, type BenchResult } from './harness.js';
import { getGame, makeBot } from '../src/games/index.js';
import { playGame } from '../src/engine/play.js';
import { replayRecord } from '../src/engine/record.js';
import { railPass } from '../src/games/rail-pass/index.js';
import { toPlayout } from '../src/games/rail-pass/playout/state.js';
import { runPlayout, type TeamPolicy } from '../src/games/rail-pass/playout/play.js';

const game = getGame('rail-pass');
const team = (n: number, bot = 'cooperative') => Array.from({ length: n }, () => bot);

/** Replays one recorded cooperative round of `setup` for about `seconds`: engine-only rounds/s and actions/s. */
function benchReplay(name: string, setup: string, players: number, seconds = 3): BenchResult {
  const bots = team(players);
  const played = playGame(game, { config: { setup }, seed: 'bench-replay', bots: bots.map((b, s) => makeBot(game, b, s)), botNames: bots });
  const record = played.record;
  return timed(
    name,
    () => {
      replayRecord(game, record, { until: Infinity });
      return { actions: played.actions, turns: played.actions };
    },
    seconds,
  );
}

/** Whole rounds of `setup` on the playout path with one `policy` per seat for about `seconds`: rounds/s and actions/s. */
function benchPlayouts(name: string, setup: string, players: number, policy: TeamPolicy = 'cooperative', seconds = 3): BenchResult {
  const config = railPass.parseConfig({ setup }, players);
  const policies = team(players, policy) as TeamPolicy[];
  return timed(
    name,
    (i) => {
      const p = toPlayout(railPass.setup(config, `bench-${i}`, players));
      const r = runPlayout(p, policies, { botSeed: `bench-${i}/bots` });
      return { actions: r.actions, turns: p.s.actionCount };
    },
    seconds,
  );
}

/** The Rail Pass cases listed by bench/run.ts. */
export const railPassCases: BenchCase[] = [
  {
    name: 'rail-pass cooperative 6p-circle',
    run: () => benchGames('rail-pass cooperative 6p-circle', game, team(6), { setup: '6p-circle' }),
  },
  {
    name: 'rail-pass cooperative 3p-circle',
    run: () => benchGames('rail-pass cooperative 3p-circle', game, team(3), { setup: '3p-circle' }),
  },
  {
    name: 'rail-pass cooperative 2p-point-to-point',
    run: () => benchGames('rail-pass cooperative 2p-point-to-point', game, team(2), { setup: '2p-point-to-point' }),
  },
  {
    name: 'rail-pass planner 2p-point-to-point',
    run: () => benchGames('rail-pass planner 2p-point-to-point', game, team(2, 'planner'), { setup: '2p-point-to-point' }),
  },
  {
    name: 'rail-pass random 6p-circle',
    run: () => benchGames('rail-pass random 6p-circle', game, team(6, 'random'), { setup: '6p-circle' }),
  },
  {
    name: 'rail-pass playout cooperative 6p-circle',
    run: () => benchPlayouts('rail-pass playout cooperative 6p-circle', '6p-circle', 6),
  },
  {
    name: 'rail-pass playout cooperative 3p-circle',
    run: () => benchPlayouts('rail-pass playout cooperative 3p-circle', '3p-circle', 3),
  },
  {
    name: 'rail-pass playout cooperative 2p-point-to-point',
    run: () => benchPlayouts('rail-pass playout cooperative 2p-point-to-point', '2p-point-to-point', 2),
  },
  {
    name: 'rail-pass playout planner 2p-point-to-point',
    run: () => benchPlayouts('rail-pass playout planner 2p-point-to-point', '2p-point-to-point', 2, 'planner'),
  },
  {
    name: 'rail-pass playout random 6p-circle',
    run: () => benchPlayouts('rail-pass playout random 6p-circle', '6p-circle', 6, 'random'),
  },
  { name: 'rail-pass replay 6p-circle (engine only)', run: () => benchReplay('rail-pass replay 6p-circle (engine only)', '6p-circle', 6) },
];
