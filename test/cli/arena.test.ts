/**
 * `roundhouse arena` through the real CLI (`node --import tsx src/cli/main.ts`): worker threads give
 * the same report as one thread; Ctrl-C stops cleanly and writes the games that finished; on Redis
 * (TEST_REDIS_URL), a queue run with two `roundhouse worker` processes, one SIGKILLed mid-task, loses
 * no game and matches the local run. Every process runs in its own process group, ended after the test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { getGame } from '../../src/games/index.js';
import { planArena } from '../../src/lab/plan.js';
import { playJob } from '../../src/lab/play.js';
import { arenaSpec } from '../../src/cli/arena.js';

const ROOT = join(import.meta.dirname, '../..');
const REDIS = process.env.TEST_REDIS_URL;
const groups: ChildProcess[] = [];

interface Proc {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

/** Starts the CLI in its own process group. */
function cli(args: string[]): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return { child, out: () => out, err: () => err, exited };
}

const killGroup = (p: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void => {
  try {
    if (p.pid) process.kill(-p.pid, signal);
  } catch {
    /* already gone */
  }
};

afterAll(() => {
  for (const p of groups) killGroup(p);
});

/** Waits (bounded) until `ready()` holds. */
async function until(ready: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The report without its timing (the only part that may differ between executors). */
const results = (json: string): unknown => {
  const { run: _run, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

const TRAINS = [
  'arena',
  'trains',
  '--bots',
  'heuristic,bigmoney,random',
  '--preset',
  'first-game',
  '--map',
  'tokyo,osaka',
  '--seed',
  'cli-test',
  '--json',
  '--no-progress',
];

describe('roundhouse arena', () => {
  it('--workers 2 gives the same report as --workers 1 (same seed)', async () => {
    const serial = cli([...TRAINS, '--games', '36', '--workers', '1']);
    expect(await serial.exited, serial.err()).toBe(0);
    const threads = cli([...TRAINS, '--games', '36', '--workers', '2', '--batch', '3']);
    expect(await threads.exited, threads.err()).toBe(0);
    const a = JSON.parse(serial.out());
    expect(a.finished).toBe(36);
    expect(a.run.executor).toBe('serial');
    expect(JSON.parse(threads.out()).run).toMatchObject({ executor: 'threads', workers: 2 });
    expect(results(threads.out())).toEqual(results(serial.out()));
  });

  it('Ctrl-C (SIGINT) stops cleanly and writes the finished games to --json and --report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-sigint-'));
    const report = join(dir, 'report.html');
    const records = join(dir, 'records');
    const run = cli([...TRAINS, '--games', '20000', '--workers', '2', '--batch', '2', '--records', records, '--report', report]);
    await until(() => existsSync(records) && readdirSync(records).length >= 6, 60_000, 'six finished games');
    process.kill(run.child.pid!, 'SIGINT');
    const code = await Promise.race([run.exited, new Promise<string>((r) => setTimeout(() => r('hung'), 30_000))]);
    expect(code, run.err()).toBe(130);
    expect(run.err()).toContain('stopping');
    const json = JSON.parse(run.out());
    expect(json.interrupted).toBe(true);
    expect(json.finished).toBeGreaterThanOrEqual(6);
    expect(json.finished).toBeLessThan(20000);
    expect(json.results).toHaveLength(json.finished);
    // Every reported game is the game the plan says, played to the end.
    const game = getGame('trains');
    const flags = {
      games: '20000',
      bots: 'heuristic,bigmoney,random',
      preset: 'first-game',
      map: 'tokyo,osaka',
      config: [],
      seed: 'cli-test',
      queueName: 'x',
      progress: false,
    };
    const plan = planArena(game, arenaSpec(game, flags));
    for (const r of json.results.slice(0, 4)) {
      expect(playJob(plan.jobs[r.index]!).scores).toEqual(r.scores);
    }
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('"interrupted":true');
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});

describe('roundhouse arena: bad input', () => {
  it('gives a stable code and exit 1: bad option, unknown bot, no Redis at --queue', async () => {
    const bad = cli(['arena', 'trains', '--preset', 'first-game', '--workers', '0', '--no-progress']);
    expect(await bad.exited).toBe(1);
    expect(bad.err()).toContain('BAD_OPTION');
    const bot = cli(['arena', 'trains', '--preset', 'first-game', '--bots', 'nobody', '--no-progress']);
    expect(await bot.exited).toBe(1);
    expect(bot.err()).toContain('UNKNOWN_BOT');
    // A port nothing listens on (bounded: the arena gives up after about ten seconds).
    const down = cli(['arena', 'trains', '--preset', 'first-game', '--games', '2', '--queue', 'redis://127.0.0.1:1', '--no-progress']);
    expect(await down.exited).toBe(1);
    expect(down.err()).toContain('QUEUE_UNAVAILABLE');
    expect(down.out()).toBe('');
  });
});

describe.runIf(REDIS)('roundhouse arena --queue (BullMQ on TEST_REDIS_URL)', () => {
  it('two workers, one SIGKILLed mid-task: no game lost, same report as a local run', async () => {
    const name = `arena-test-${process.pid}-${Date.now()}`;
    const args = [
      'arena',
      'ticket-to-ride',
      '--bots',
      'heuristic,random',
      '--players',
      '2,3',
      '--games',
      '24',
      '--seed',
      'queue-test',
      '--json',
      '--no-progress',
    ];
    const local = cli([...args, '--workers', '1']);
    const worker = (): Proc => cli(['worker', '--queue', REDIS!, '--queue-name', name, '--lock-ms', '2000']);
    const a = worker();
    const b = worker();
    try {
      await until(() => a.err().includes('ready') && b.err().includes('ready'), 60_000, 'two workers');
      const run = cli([...args, '--queue', REDIS!, '--queue-name', name, '--batch', '4']);
      // Kill worker A as soon as it has taken a task and before it finishes it.
      await until(() => /active (\S+)/.test(a.err()), 60_000, 'worker A to take a task');
      killGroup(a.child, 'SIGKILL');
      await a.exited;
      const taken = /active (\S+)/.exec(a.err())![1]!;
      expect(a.err()).not.toContain(`completed ${taken}`);
      expect(await run.exited, run.err()).toBe(0);
      expect(b.err()).toContain(`completed ${taken}`);
      expect(await local.exited, local.err()).toBe(0);
      const queued = JSON.parse(run.out());
      expect(queued.finished).toBe(24);
      expect(queued.run.executor).toBe('queue');
      expect(results(run.out())).toEqual(results(local.out()));
    } finally {
      killGroup(b.child, 'SIGTERM');
      await Promise.race([b.exited, new Promise((r) => setTimeout(r, 5000))]);
      const q = new Queue(name, { connection: { url: REDIS!, maxRetriesPerRequest: null } });
      await q.waitUntilReady();
      await q.obliterate({ force: true });
      // obliterate leaves the queue's meta key: remove every key of this test's queue.
      await q.close();
      const redis = new Redis(REDIS!);
      const left = await redis.keys(`bull:${name}:*`);
      if (left.length > 0) await redis.del(...left);
      expect(await redis.keys(`bull:${name}:*`)).toEqual([]);
      await redis.quit();
    }
  });
});

if (!REDIS) console.warn('skipped: roundhouse arena --queue test (set TEST_REDIS_URL=redis://127.0.0.1:6379)');
