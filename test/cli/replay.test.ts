/**
 * `roundhouse replay` on Ticket to Ride records: exit 0 on a good record, 2 with the action index on
 * a tampered one, 1 on garbage — through replayFile and through the real CLI (`npx tsx src/cli/main.ts`).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { replayFile } from '../../src/cli/replay.js';
import { playGame } from '../../src/engine/play.js';
import { getGame, makeBot } from '../../src/games/index.js';
import type { GameRecord } from '../../src/engine/record.js';
import { seedCommitment } from '../../src/server/security/seed.js';

let dir: string;
let good: string;
let tampered: string;
let garbage: string;
let tamperedIndex: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ttr-replay-'));
  const game = getGame('ticket-to-ride');
  const bots = ['heuristic', 'random', 'random'];
  const played = playGame(game, {
    config: { variant: 'usa1910' },
    seed: 'replay-test',
    bots: bots.map((b, s) => makeBot(game, b, s)),
    botNames: bots,
  });
  const record: GameRecord = played.record;
  good = join(dir, 'good.json');
  writeFileSync(good, JSON.stringify(record));
  // Tamper: the first claim is replaced by a PASS, which is never legal while cards can be drawn.
  tamperedIndex = record.actions.findIndex((a) => (a.action as { type: string }).type === 'CLAIM_ROUTE');
  const bad = structuredClone(record);
  bad.actions[tamperedIndex]!.action = { type: 'PASS' };
  tampered = join(dir, 'tampered.json');
  writeFileSync(tampered, JSON.stringify(bad));
  garbage = join(dir, 'garbage.json');
  writeFileSync(garbage, '{"format": "roundhouse-record/1", "game": "ticket-to-ride", oops');
});

describe('roundhouse replay (Ticket to Ride)', () => {
  it('replayFile: a good record replays with exit 0 and its outcome', () => {
    const r = replayFile(good);
    expect(r.exitCode).toBe(0);
    expect(r.text).toContain('Ticket to Ride: replayed');
    expect((r.json as { finished: boolean }).finished).toBe(true);
  });
  it('replayFile: a tampered record gives exit 2 with the action index and TTR_PASS_NOT_ALLOWED', () => {
    const r = replayFile(tampered);
    expect(r.exitCode).toBe(2);
    expect(r.json).toMatchObject({ ok: false, index: tamperedIndex, code: 'TTR_PASS_NOT_ALLOWED' });
    expect(r.text).toContain(`index ${tamperedIndex}`);
  });
  it('replayFile: garbage gives exit 1', () => {
    expect(replayFile(garbage).exitCode).toBe(1);
    expect(replayFile(join(dir, 'missing.json')).exitCode).toBe(1);
  });
  it('the CLI exits 0 / 2 / 1 on the same files', () => {
    const run = (file: string) => spawnSync('npx', ['tsx', 'src/cli/main.ts', 'replay', file], { encoding: 'utf8', cwd: process.cwd() });
    const ok = run(good);
    expect(ok.status).toBe(0);
    const bad = run(tampered);
    expect(bad.status).toBe(2);
    expect(bad.stdout + bad.stderr).toContain(`index ${tamperedIndex}`);
    expect(run(garbage).status).toBe(1);
  });
  it('the CLI checks --commitment against the seed: exit 0 when it matches, 3 (COMMITMENT_MISMATCH) when not', () => {
    const run = (commitment: string) =>
      spawnSync('npx', ['tsx', 'src/cli/main.ts', 'replay', good, '--commitment', commitment, '--json'], {
        encoding: 'utf8',
        cwd: process.cwd(),
      });
    const ok = run(seedCommitment('replay-test'));
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ ok: true, commitment: 'verified' });
    const bad = run(seedCommitment('another seed'));
    expect(bad.status).toBe(3);
    expect(JSON.parse(bad.stderr)).toMatchObject({ ok: false, code: 'COMMITMENT_MISMATCH' });
  });
});
