/**
 * `npx tsx bench/trains-hash.ts [games]`: a fingerprint of bot behaviour on the Trains playout path.
 * Plays `games` (default 600) bigmoney-vs-bigmoney and heuristic-vs-heuristic games with fixed seeds,
 * alternating Tokyo and Osaka, random kingdoms (2–4 seats cycling), and prints the SHA-256 of every
 * game's action sequence (seat and action, as JSON) and outcome. A speed-up of the playout path or of
 * the bots must leave this hash unchanged (issue 21 item 1: bot moves must not change).
 */
import { createHash } from 'node:crypto';
import { trains } from '../src/games/trains/index.js';
import { BIGMONEY } from '../src/games/trains/bots/bigmoney.js';
import { HEURISTIC } from '../src/games/trains/bots/heuristic.js';
import { runPlayout, startPlayout } from '../src/games/trains/playout.js';

const games = Number(process.argv[2] ?? 600);
const hash = createHash('sha256');
let actions = 0;
for (let i = 0; i < games; i++) {
  const map = i % 2 === 0 ? 'tokyo' : 'osaka';
  const seats = 2 + (Math.floor(i / 2) % 3);
  const policy = Math.floor(i / 6) % 4 === 3 ? HEURISTIC : BIGMONEY;
  const cfg = trains.parseConfig({ map, preset: 'random' }, seats);
  const p = startPlayout(trains.setup(cfg, `hash-${i}`, seats));
  const r = runPlayout(
    p,
    Array.from({ length: seats }, () => policy),
    100_000,
    (seat, a) => hash.update(`${seat}:${JSON.stringify(a)};`),
  );
  hash.update(`|${JSON.stringify(r.outcome)}|${p.state.turns}\n`);
  actions += r.actions;
}
process.stdout.write(`${games} games, ${actions} actions: ${hash.digest('hex')}\n`);
