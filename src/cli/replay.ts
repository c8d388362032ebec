/**
 * `roundhouse replay FILE|- [--commitment HEX]`: checks the seed commitment, replays a record and
 * reports its outcome. A server record carries `seedCommitment` (SHA-256 of the seed, published in the
 * table summary before the game); the seed it reveals must hash to it, and to `--commitment` (the
 * value seen in the summary before the game) when given — so the server could not pick the shuffles
 * after seeing the players' moves.
 * Exit codes: 0 replayed, 1 not a valid record (or unreadable), 2 an illegal action (code and index
 * printed), 3 the seed does not match its commitment (`COMMITMENT_MISMATCH`).
 */
import { readFileSync } from 'node:fs';
import { parseRecord, replayRecord, type ReplayResult } from '../engine/record.js';
import { GAMES, getGame } from '../games/index.js';
import { RoundhouseError } from '../engine/result.js';
import { verifySeedCommitment } from '../server/security/seed.js';

/** What `replay` prints and returns, before formatting. */
export interface ReplayReport {
  exitCode: 0 | 1 | 2 | 3;
  json: unknown;
  text: string;
}

/** Options of `replayFile`. */
export interface ReplayFileOptions {
  /** The seed commitment (64 hex) published before the game; the record's seed must hash to it. */
  commitment?: string;
}

/** Reads FILE (or stdin for `-`), checks the seed commitment, replays it and builds the report. Never throws. */
export function replayFile(file: string, options: ReplayFileOptions = {}): ReplayReport {
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
    const expected = [record.seedCommitment, options.commitment].filter((c): c is string => c !== undefined);
    for (const c of expected) {
      if (!verifySeedCommitment(record.seed, c)) {
        return {
          exitCode: 3,
          json: { ok: false, code: 'COMMITMENT_MISMATCH', message: `the seed does not hash to the commitment ${c}` },
          text: `COMMITMENT_MISMATCH: the record's seed does not hash (SHA-256) to the commitment ${c}`,
        };
      }
    }
    const commitment = expected.length > 0 ? 'verified' : 'absent';
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
    const lines = [
      `${game.title}: replayed ${result.actions} actions`,
      commitment === 'verified' ? 'seed matches its SHA-256 commitment' : 'no seed commitment to check',
    ];
    if (record.practice) lines.push('practice table: the creator chose the seed (unrated)');
    if (record.abandoned) lines.push('abandoned: every human stayed away (unrated)');
    if (!o) lines.push('the game is not finished');
    else {
      record.seats.forEach((s, i) => lines.push(`  ${s.name.padEnd(16)} ${String(o.scores[i]).padStart(5)}  rank ${o.ranks[i]}`));
      if (o.team) lines.push(`  team score ${o.team.score} (${o.team.win ? 'win' : 'loss'})`);
    }
    return {
      exitCode: 0,
      json: { ok: true, actions: result.actions, finished: o !== null, outcome: o, commitment },
      text: lines.join('\n'),
    };
  } catch (e) {
    const code = e instanceof RoundhouseError ? e.code : 'REPLAY_FAILED';
    return fail(1, code, (e as Error).message);
  }
}

function fail(exitCode: 1, code: string, message: string): ReplayReport {
  return { exitCode, json: { ok: false, code, message }, text: `${code}: ${message}` };
}
