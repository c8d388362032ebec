/**
 * `npm run bench:stalls [games] [filter]`: the no-stall check of issue 21 item 6 at full size — every
 * case of src/games/stalls.ts over `games` games (default 1,000; both seat orders) — printing, per
 * case, the longest idle run (turns) and the games that ended with a full hand and trains left.
 * Exits 1 if any case stalls.
 */
import { stallReport, STALL_CASES } from '../src/games/stalls.js';

const games = Number(process.argv[2] ?? 1000);
const only = process.argv[3];
let failed = false;
for (const c of STALL_CASES.filter((c) => !only || c.name.includes(only))) {
  const start = performance.now();
  const r = stallReport(c, games, 'bench-stall');
  const bad = r.longestIdleRun >= 10 || r.fullHandsAtEnd.length > 0;
  failed ||= bad;
  process.stdout.write(
    `${c.name}: ${r.games} games, longest idle run ${r.longestIdleRun} turns, full hands at the end ${r.fullHandsAtEnd.length}` +
      `${r.fullHandsAtEnd.length ? ` (${r.fullHandsAtEnd.slice(0, 5).join('; ')})` : ''}, ${((performance.now() - start) / 1000).toFixed(1)} s${bad ? '  STALL' : ''}\n`,
  );
}
process.exitCode = failed ? 1 : 0;
