/**
 * `npm run bench:versus -- <game> <botA> <botB> [games] [config-json] [iterations] [first]`: 2-seat
 * games of bot A against bot B, A in seat 0 on even games and seat 1 on odd ones (game pair i shares
 * seed `versus<i>`), printing A's wins and ties, both mean scores and the wall time per game.
 * `iterations` fixes the hard bots' search budget (reproducible runs); without it they use 300 ms per
 * decision. `first` (even, default 0) starts at that game, so that a long run can be split between
 * processes (`0` and `100` for 200 games in two runs of 100). Each game's result goes to stderr.
 * Also prints the wall time of bot A's decisions that took 10 ms or more (a searching bot's searched
 * decisions; other decisions take well under a millisecond): count, median, 90th percentile and max.
 */
import { playGame } from '../src/engine/play.js';
import { getGame, makeBot } from '../src/games/index.js';
import type { Bot } from '../src/engine/contract.js';

const [gameId = 'ticket-to-ride', a = 'normal', b = 'easy', gamesArg, configArg, iterationsArg, firstArg] = process.argv.slice(2);
const game = getGame(gameId);
const games = Number(gamesArg ?? 200);
const first = Number(firstArg ?? 0);
if (!Number.isInteger(first) || first < 0 || first % 2 !== 0) throw new Error(`first must be an even game number, got ${firstArg}`);
const config: unknown = configArg ? JSON.parse(configArg) : {};
const options = iterationsArg ? { iterations: Number(iterationsArg) } : {};
const slow: number[] = [];

/** `bot` with the wall time of each decision of 10 ms or more recorded in `slow`. */
function timed(bot: Bot<unknown, unknown>): Bot<unknown, unknown> {
  return {
    ...bot,
    act(ctx) {
      const t0 = performance.now();
      const a = bot.act(ctx);
      const dt = performance.now() - t0;
      if (dt >= 10) slow.push(dt);
      return a;
    },
  };
}

let wins = 0;
let ties = 0;
let sumA = 0;
let sumB = 0;
const start = performance.now();
for (let i = first; i < first + games; i++) {
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
  process.stderr.write(
    `game ${i}: ${a} ${g.outcome.scores[seatA] ?? 0} rank ${rankA}, ${b} ${g.outcome.scores[1 - seatA] ?? 0} rank ${rankB}\n`,
  );
}
process.stdout.write(
  `${gameId} ${a} vs ${b}${iterationsArg ? ` (${iterationsArg} iterations)` : ''}${first ? ` from game ${first}` : ''}: ${a} wins ${wins}, ties ${ties} of ${games}; ` +
    `means ${(sumA / games).toFixed(1)} vs ${(sumB / games).toFixed(1)}; ${((performance.now() - start) / games).toFixed(1)} ms/game\n`,
);
if (slow.length > 0) {
  slow.sort((x, y) => x - y);
  const q = (f: number): string => (slow[Math.min(slow.length - 1, Math.floor(f * slow.length))] ?? 0).toFixed(0);
  process.stdout.write(`${a}: ${slow.length} decisions of 10 ms or more; median ${q(0.5)} ms, p90 ${q(0.9)} ms, max ${q(1)} ms\n`);
}
