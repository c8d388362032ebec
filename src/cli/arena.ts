/**
 * `roundhouse arena <game>`: a round-robin or gauntlet of bots over seat counts and configs, played
 * on this thread, on worker threads (`--workers`) or on a BullMQ queue (`--queue`), with ratings,
 * a win-rate matrix, an HTML report (`--report`) and JSON (`--json`). Ctrl-C stops the run and still
 * writes the report of the games that finished (exit code 130). See docs/lab.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { AnyGameModule } from '../engine/contract.js';
import { RoundhouseError } from '../engine/result.js';
import { botNames, getGame } from '../games/index.js';
import { runArena } from '../lab/arena.js';
import { formatArena } from '../lab/text.js';
import { reportHtml } from '../lab/report/html.js';
import { DEFAULT_QUEUE } from '../lab/run/queue.js';
import type { ArenaSpec } from '../lab/plan.js';
import { startProgress } from './progress.js';

/** Raw commander options of `arena`. */
interface ArenaFlags {
  games: string;
  bots?: string;
  gauntlet?: string;
  players?: string;
  variant?: string;
  map?: string;
  preset?: string;
  setup?: string;
  config: string[];
  seed: string;
  workers?: string;
  batch?: string;
  queue?: string;
  queueName: string;
  records?: string;
  report?: string;
  json?: boolean;
  progress: boolean;
}

const list = (s: string | undefined): string[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** A whole number ≥ `min`, or RoundhouseError('BAD_OPTION'). */
function whole(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new RoundhouseError('BAD_OPTION', `${name} must be a whole number ≥ ${min}, not "${value}"`);
  return n;
}

/** `--config` values: each a JSON object or an array of objects. */
function configsFrom(texts: readonly string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const text of texts) {
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch {
      throw new RoundhouseError('BAD_OPTION', `--config is not JSON: ${text}`);
    }
    for (const c of Array.isArray(v) ? v : [v]) {
      if (!c || typeof c !== 'object' || Array.isArray(c))
        throw new RoundhouseError('BAD_OPTION', '--config must be a JSON object or an array of objects');
      out.push(c as Record<string, unknown>);
    }
  }
  return out;
}

/** The product of the shortcut lists (`--variant a,b --map x`) with the `--config` objects. */
export function configProduct(flags: Pick<ArenaFlags, 'variant' | 'map' | 'preset' | 'setup' | 'config'>): Record<string, unknown>[] {
  let configs: Record<string, unknown>[] = [{}];
  for (const key of ['variant', 'map', 'preset', 'setup'] as const) {
    const values = list(flags[key]);
    if (values.length > 0) configs = configs.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  }
  const extra = configsFrom(flags.config);
  return extra.length === 0 ? configs : configs.flatMap((c) => extra.map((e) => ({ ...c, ...e })));
}

/** Seat counts: `--players`, else every count the first config accepts, capped at four. */
function seatCounts(game: AnyGameModule, flags: ArenaFlags, configs: readonly Record<string, unknown>[]): number[] {
  if (flags.players) return list(flags.players).map((p) => whole('--players', p, 1));
  for (let n = game.seats.min; n <= game.seats.max; n++) {
    try {
      game.parseConfig({ ...configs[0] }, n);
      return [n];
    } catch {
      /* try the next count */
    }
  }
  return [game.seats.min];
}

/** Builds the spec from the flags. Throws RoundhouseError('BAD_OPTION'). */
export function arenaSpec(game: AnyGameModule, flags: ArenaFlags): ArenaSpec {
  const configs = configProduct(flags);
  const bots = flags.bots ? list(flags.bots) : botNames(game);
  const challenger = flags.gauntlet;
  return {
    game: game.id,
    mode: challenger ? 'gauntlet' : 'round-robin',
    bots: challenger ? bots.filter((b) => b !== challenger) : bots,
    ...(challenger ? { challenger } : {}),
    players: seatCounts(game, flags, configs),
    configs,
    games: whole('--games', flags.games, 1),
    seed: flags.seed,
    records: Boolean(flags.records),
  };
}

/** Registers `arena` on the program. */
export function registerArena(program: Command): void {
  program
    .command('arena')
    .description('bot arena: round-robin or gauntlet with ratings, win-rate matrix, HTML report (docs/lab.md)')
    .argument('<game>', 'game id')
    .option('--games <n>', 'number of games, spread evenly over lineups × seat rotations × configs', '200')
    .option('--bots <list>', 'entrant bots, comma-separated (default: every bot of the game)')
    .option('--gauntlet <bot>', 'gauntlet: this bot plays every game against the --bots field')
    .option('--players <list>', 'seat counts, comma-separated (default: the smallest the config accepts)')
    .option('--variant <list>', 'configs: Ticket to Ride variants, comma-separated')
    .option('--map <list>', 'configs: Trains maps, comma-separated')
    .option('--preset <list>', 'configs: Trains kingdom presets, comma-separated')
    .option('--setup <list>', 'configs: Rail Pass setup ids, comma-separated')
    .option(
      '--config <json>',
      'a config object or array of them (repeatable; combined with the lists above)',
      (v: string, acc: string[]) => [...acc, v],
      [],
    )
    .option('--seed <s>', 'base seed (game i uses "<seed>-i")', 'arena')
    .option('--workers <n>', `worker threads (default: the number of cores, ${availableParallelism()} here)`)
    .option('--batch <n>', 'games per task sent to a worker')
    .option('--queue <url>', 'run on a BullMQ queue at redis://… (start `roundhouse worker --queue …` processes)')
    .option('--queue-name <name>', 'queue name', DEFAULT_QUEUE)
    .option('--records <dir>', 'write one record file per game into DIR')
    .option('--report <file>', 'write a self-contained HTML report')
    .option('--json', 'print the report as JSON on stdout')
    .option('--no-progress', 'no progress bar')
    .action(async (gameId: string, flags: ArenaFlags) => {
      process.exitCode = await arenaCommand(gameId, flags);
    });
}

async function arenaCommand(gameId: string, flags: ArenaFlags): Promise<number> {
  const game = getGame(gameId);
  const spec = arenaSpec(game, flags);
  const workers = flags.workers === undefined ? availableParallelism() : whole('--workers', flags.workers, 1);
  const batch = flags.batch === undefined ? undefined : whole('--batch', flags.batch, 1);
  if (flags.records) mkdirSync(flags.records, { recursive: true });
  const stop = new AbortController();
  const onSigint = (): void => {
    if (stop.signal.aborted) process.exit(130);
    process.stderr.write('\nroundhouse arena: stopping (Ctrl-C again to quit at once); writing the finished games…\n');
    stop.abort();
  };
  process.on('SIGINT', onSigint);
  const progress = flags.progress ? startProgress(spec.games) : undefined;
  try {
    const report = await runArena(game, spec, {
      workers,
      batch,
      signal: stop.signal,
      ...(flags.queue ? { queue: { url: flags.queue, name: flags.queueName } } : {}),
      onResult(result, finished) {
        if (flags.records && result.record)
          writeFileSync(join(flags.records, `${game.id}-${result.seed}.json`), JSON.stringify(result.record));
        progress?.tick(finished);
      },
    });
    progress?.stop();
    if (flags.report) writeFileSync(flags.report, reportHtml(report));
    process.stdout.write(flags.json ? JSON.stringify(report) + '\n' : formatArena(report) + '\n');
    if (flags.report && !flags.json) process.stdout.write(`report: ${flags.report}\n`);
    return report.interrupted ? 130 : 0;
  } finally {
    progress?.stop();
    process.off('SIGINT', onSigint);
  }
}
