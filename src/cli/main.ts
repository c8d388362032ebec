#!/usr/bin/env node
/**
 * The `roundhouse` command (commander): simulate, arena, worker, replay, bots, serve, demo.
 * Run with `npm run roundhouse -- <command>` or `npx tsx src/cli/main.ts <command>`.
 */
import { Command, InvalidArgumentError } from 'commander';
import { getGame, GAMES, botNames } from '../games/index.js';
import { simulate, formatReport } from './simulate.js';
import { replayFile } from './replay.js';
import { RoundhouseError } from '../engine/result.js';
import { runDemo } from './demo.js';
import { registerArena } from './arena.js';
import { registerWorker } from './worker.js';

const int = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError(`must be a whole number ≥ 0, not "${v}"`);
  return n;
};

const program = new Command('roundhouse').description('Roundhouse: train board games — simulate, replay and serve').showHelpAfterError();

program
  .command('simulate')
  .description(`play bot games and print statistics (games: ${GAMES.map((g) => g.id).join(', ')})`)
  .argument('<game>', 'game id')
  .option('--players <n>', 'number of seats', int)
  .option('--games <n>', 'number of games', int, 100)
  .option('--seed <s>', 'base seed (game i uses "<seed>-i")', 'roundhouse')
  .option('--bots <list>', 'comma-separated bot names, one per seat (the last repeats)', 'random')
  .option('--variant <v>', 'Ticket to Ride variant: classic, usa1910, mega, bigCities')
  .option('--map <m>', 'Trains board: tokyo or osaka')
  .option('--preset <p>', 'Trains kingdom preset')
  .option('--setup <s>', 'Rail Pass setup id')
  .option('--config <json>', 'extra game config as JSON (merged last)')
  .option('--records <dir>', 'write one record file per game into DIR')
  .option('--json', 'print one JSON object with every game and the aggregate')
  .option('--bot-iterations <n>', 'search iterations per decision of the hard bots (reproducible; default: a 300 ms budget)', int)
  .option('--bot-budget-ms <n>', 'wall-time budget per decision of the hard bots, in ms (default 300)', int)
  .action((gameId: string, o: Record<string, string | number | boolean | undefined>) => {
    const game = getGame(gameId);
    const config: Record<string, unknown> = {};
    for (const key of ['variant', 'map', 'preset', 'setup'] as const) if (o[key] !== undefined) config[key] = o[key];
    if (typeof o.config === 'string') Object.assign(config, parseJsonOption(o.config));
    const report = simulate(game, {
      players: (o.players as number | undefined) ?? defaultPlayers(game, config),
      games: o.games as number,
      seed: String(o.seed),
      bots: String(o.bots)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      config,
      records: o.records as string | undefined,
      progress: !o.json,
      botOptions: { iterations: o.botIterations as number | undefined, budgetMs: o.botBudgetMs as number | undefined },
    });
    process.stdout.write(o.json ? JSON.stringify(report) + '\n' : formatReport(report) + '\n');
  });

program
  .command('replay')
  .description(
    'replay a roundhouse-record/1 file (or - for stdin), check its seed commitment and print its outcome; exit 2 on an illegal action, 1 on a bad file, 3 when the seed does not match its commitment',
  )
  .argument('<file>', 'record file or -')
  .option('--json', 'print JSON')
  .option('--commitment <hex>', 'the seedCommitment the table summary published before the game')
  .action((file: string, o: { json?: boolean; commitment?: string }) => {
    const r = replayFile(file, o.commitment !== undefined ? { commitment: o.commitment } : {});
    const out = o.json ? JSON.stringify(r.json) : r.text;
    (r.exitCode === 0 ? process.stdout : process.stderr).write(out + '\n');
    process.exitCode = r.exitCode;
  });

program
  .command('bots')
  .description('list the games and their bots')
  .action(() => {
    for (const g of GAMES) process.stdout.write(`${g.id} (${g.seats.min}–${g.seats.max} seats): ${botNames(g).join(', ')}\n`);
  });

program
  .command('serve')
  .description('run the game server: HTTP API + WebSocket on one port, web app at / (see docs/protocol.md)')
  .option('--port <n>', 'port (default $PORT or 8080)', int)
  .option('--host <h>', 'interface to bind (default $HOST or 0.0.0.0)')
  .option('--db <url>', 'database: postgres://… or a SQLite file (default $DATABASE_URL or ./data/roundhouse.db)')
  .action(async (o: { port?: number; host?: string; db?: string }) => {
    const { serve } = await import('../server/serve.js');
    await serve(o);
  });

program
  .command('demo')
  .description('play and print a 4-player bot game of Ticket to Ride, turn by turn, with the final score breakdown')
  .option('--seed <s>', 'game seed', 'demo')
  .action((o: { seed: string }) => runDemo(o.seed));

registerArena(program);
registerWorker(program);

/** The smallest seat count whose config parses (a Rail Pass setup fixes the count); else the minimum. */
function defaultPlayers(game: ReturnType<typeof getGame>, config: Record<string, unknown>): number {
  for (let n = game.seats.min; n <= game.seats.max; n++) {
    try {
      game.parseConfig({ ...config }, n);
      return n;
    } catch {
      /* try the next count */
    }
  }
  return game.seats.min;
}

function parseJsonOption(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new RoundhouseError('BAD_OPTION', '--config must be a JSON object');
}

try {
  await program.parseAsync(process.argv);
} catch (e) {
  const code = e instanceof RoundhouseError ? e.code : 'ERROR';
  process.stderr.write(`roundhouse: ${code}: ${(e as Error).message}\n`);
  process.exitCode = 1;
}
