/**
 * `npm run bench:versus -- <game> <botA> <botB> [games] [config-json] [iterations] [from]`: 2-seat
 * games of bot A against bot B, A in seat 0 on even games and seat 1 on odd ones (game pair i shares
 * seed `versus<i>`), printing A's wins and ties, both mean scores and the wall time per game.
 * `iterations` fixes the hard bots' search budget (reproducible runs); without it they use 300 ms per
 * decision. `from` (even, default 0) starts at game `from`, so one run can be split over processes
 * (games 0–99 and `100` … 199 are games 0–199). With VERSUS_PROGRESS=1 each game's result goes to
 * stderr as it ends (`game i: seat, scores, win`), for polling long runs.
 * Also prints the wall time of bot A's decisions that took 10 ms or more (a searching bot's searched
 * decisions; other decisions take well under a millisecond): count, median, 90th percentile and max;
 * and the same for the decisions that took 10 ms or more of CPU time (this process's user + system
 * time: on a loaded machine the wall time is mostly waiting, the CPU time is what an idle core takes).
 */
import { playGame } from '../src/engine/play.js';
import { getGame, makeBot } from '../src/games/index.js';
import type { Bot } from '../src/engine/contract.js';

const [gameId = 'ticket-to-ride', a = 'normal', b = 'easy', gamesArg, configArg, iterationsArg, fromArg] = process.argv.slice(2);
const game = getGame(gameId);
const games = Number(gamesArg ?? 200);
const config: unknown = configArg ? JSON.parse(configArg) : {};
const options = iterationsArg ? { iterations: Number(iterationsArg) } : {};
const from = Number(fromArg ?? 0);
const progress = process.env.VERSUS_PROGRESS === '1';
const slow: number[] = [];
const slowCpu: number[] = [];

/** `bot` with the wall time of each decision of 10 ms or more recorded in `slow`. */
function timed(bot: Bot<unknown, unknown>): Bot<unknown, unknown> {
  return {
    ...bot,
    act(ctx) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const a = bot.act(ctx);
      const dt = performance.now() - t0;
      const c = process.cpuUsage(c0);
      const cpu = (c.user + c.system) / 1000;
      if (dt >= 10) slow.push(dt);
      if (cpu >= 10) slowCpu.push(cpu);
      return a;
    },
  };
}

let wins = 0;
let ties = 0;
let sumA = 0;
let sumB = 0;
const start = performance.now();
for (let i = from; i < from + games; i++) {
  const seatA = i % 2;
  const names = seatA === 0 ? [a, b] : [b, a];
  const bots = names.map((n, s) => makeBot(game, n, s, options));
  const botA = bots[seatA];
  if (botA) bots[seatA] = timed(botA);
  const g = playGame(game, {
    config,
    seed: `versus${i >> 1}`,
    bots,
    botNames: names,
    keepRecord: false,
  });
  const rankA = g.outcome.ranks[seatA] ?? 0;
  const rankB = g.outcome.ranks[1 - seatA] ?? 0;
  sumA += g.outcome.scores[seatA] ?? 0;
  sumB += g.outcome.scores[1 - seatA] ?? 0;
  if (rankA < rankB) wins++;
  else if (rankA === rankB) ties++;
  if (progress)
    process.stderr.write(
      `game ${i}: ${a} in seat ${seatA}, ${g.outcome.scores[seatA] ?? 0} vs ${g.outcome.scores[1 - seatA] ?? 0}, ${rankA < rankB ? 'win' : rankA === rankB ? 'tie' : 'loss'}\n`,
    );
}
process.stdout.write(
  `${gameId} ${a} vs ${b}${iterationsArg ? ` (${iterationsArg} iterations)` : ''}${from ? ` from game ${from}` : ''}: ${a} wins ${wins}, ties ${ties} of ${games}; ` +
    `means ${(sumA / games).toFixed(1)} vs ${(sumB / games).toFixed(1)}; ${((performance.now() - start) / games).toFixed(1)} ms/game\n`,
);
/** Count, median, 90th percentile and max of `xs` (ms). */
function summary(xs: number[]): string {
  xs.sort((x, y) => x - y);
  const q = (f: number): string => (xs[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? 0).toFixed(0);
  return `${xs.length} decisions of 10 ms or more; median ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms`;
}
if (slow.length > 0) process.stdout.write(`${a}: ${summary(slow)}\n`);
if (slowCpu.length > 0) process.stdout.write(`${a}, CPU time: ${summary(slowCpu)}\n`);
