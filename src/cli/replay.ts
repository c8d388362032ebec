/**
 * `roundhouse replay FILE|-`: replays a record and reports its outcome.
 * Exit codes: 0 replayed, 1 not a valid record (or unreadable), 2 an illegal action (code and index printed).
 */
import { readFileSync } from 'node:fs';
import { parseRecord, replayRecord, type ReplayResult } from '../engine/record.js';
import { GAMES, getGame } from '../games/index.js';
import { RoundhouseError } from '../engine/result.js';

/** What `replay` prints and returns, before formatting. */
export interface ReplayReport {
  exitCode: 0 | 1 | 2;
  json: unknown;
  text: string;
}

/** Reads FILE (or stdin for `-`), replays it and builds the report. Never throws. */
export function replayFile(file: string): ReplayReport {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    return fail(1, 'READ_FAILED', `cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    const record = parseRecord(
      text,
      GAMES.map((g) => g.id),
    );
    const game = getGame(record.game);
    const result: ReplayResult = replayRecord(game, record, { until: game.advance ? Infinity : undefined });
    if (!result.ok) {
      return {
        exitCode: 2,
        json: { ok: false, index: result.index, code: result.error.code, message: result.error.message },
        text: `illegal action at index ${result.index}: ${result.error.code}: ${result.error.message}`,
      };
    }
    const o = result.outcome;
    const lines = [`${game.title}: replayed ${result.actions} actions`];
    if (!o) lines.push('the game is not finished');
    else {
      record.seats.forEach((s, i) => lines.push(`  ${s.name.padEnd(16)} ${String(o.scores[i]).padStart(5)}  rank ${o.ranks[i]}`));
      if (o.team) lines.push(`  team score ${o.team.score} (${o.team.win ? 'win' : 'loss'})`);
    }
    return { exitCode: 0, json: { ok: true, actions: result.actions, finished: o !== null, outcome: o }, text: lines.join('\n') };
  } catch (e) {
    const code = e instanceof RoundhouseError ? e.code : 'REPLAY_FAILED';
    return fail(1, code, (e as Error).message);
  }
}

function fail(exitCode: 1, code: string, message: string): ReplayReport {
  return { exitCode, json: { ok: false, code, message }, text: `${code}: ${message}` };
}
