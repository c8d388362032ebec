/**
 * `npm run calibrate:rail-pass -- [games] [bot] [seed] [configJSON] [setups]` (or `npx tsx
 * src/games/rail-pass/calibrate.ts …`): plays `games` all-bot
 * rounds on each of the nine setups, or on the comma-separated setup ids `setups` (default 200,
 * `cooperative`, seed `roundhouse`, all nine) in virtual time
 * and prints one line per setup: win rate, mean and median score, mean delivered cubes, rounds/s.
 * Seeds and bots match `roundhouse simulate rail-pass --setup <id> --games N --bots <bot>` exactly
 * (game i uses seed `<seed>-i`), without loading the other games' modules.
 * Rules: docs/rules/rail-pass.md.
 */
import { playGame } from '../../engine/play.js';
import { railPass } from './index.js';
import { SETUPS } from './data.js';
import type { RailPassState } from './types.js';

const games = Number(process.argv[2] ?? 200);
const bot = process.argv[3] ?? 'cooperative';
const seed = process.argv[4] ?? 'roundhouse';
const extra = process.argv[5] ? (JSON.parse(process.argv[5]) as Record<string, unknown>) : {};
const only = process.argv[6]?.split(',');
const unknown = only?.filter((id) => !SETUPS.some((s) => s.id === id));
if (unknown?.length) throw new Error(`no setup ${unknown.join(', ')}; known: ${SETUPS.map((s) => s.id).join(', ')}`);

const factory = railPass.bots[bot];
if (!factory) throw new Error(`no bot ${bot}; known: ${Object.keys(railPass.bots).join(', ')}`);
process.stdout.write(`bot ${bot}, ${games} rounds per setup, seed ${seed}, config ${JSON.stringify(extra)}\n`);
process.stdout.write('setup               players  win%   mean  median  delivered  rounds/s\n');
for (const s of only ? SETUPS.filter((x) => only.includes(x.id)) : SETUPS) {
  const scores: number[] = [];
  let wins = 0;
  let delivered = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const names = Array.from({ length: s.players }, () => bot);
    const p = playGame(railPass, {
      config: { setup: s.id, ...extra },
      seed: `${seed}-${i}`,
      bots: names.map((_, k) => factory(k)) as never,
      botNames: names,
      keepRecord: false,
    });
    const team = p.outcome.team;
    if (!team) throw new Error('a finished Rail Pass round has a team result');
    scores.push(team.score);
    if (team.win) wins++;
    const st = p.state as RailPassState;
    delivered += Object.values(st.storage).reduce((a, b) => a + b, 0);
  }
  const secs = (performance.now() - t0) / 1000;
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = (i: number): number => sorted[i] ?? NaN;
  const median = games % 2 ? mid(games >> 1) : (mid(games / 2 - 1) + mid(games / 2)) / 2;
  const mean = scores.reduce((a, b) => a + b, 0) / games;
  process.stdout.write(
    `${s.id.padEnd(20)}${String(s.players).padStart(7)}  ${((wins / games) * 100).toFixed(1).padStart(5)}  ${mean.toFixed(1).padStart(5)}  ${median.toFixed(1).padStart(6)}  ${(delivered / games).toFixed(1).padStart(9)}  ${(games / secs).toFixed(1).padStart(8)}\n`,
  );
}
