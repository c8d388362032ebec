/**
 * `npm run bench:pace [-- --game trains --pace normal --turns 6]`: how long bots take in local play
 * in the real browser. Builds the web app, opens a local game in headless Chromium (/usr/bin/chromium)
 * with one human seat and the form's default bots at the given pace, and plays the human seat as a
 * hurried person would (Trains: the first glowing hex as starting rail, then "End turn" at once).
 * Every saved move is time-stamped in the page (the local game saves its record after each action),
 * so the figures are wall time as the player sees it:
 * - startToFirstTurnMs: from the player's starting rail to the player's first turn (Trains);
 * - botTurnMs: each bot turn, from the action before it to the bot's last action (min/median/max),
 *   and the three slowest turns with their numbers of actions;
 * - botActionMs: each single bot action, from the action before it (min/median/max).
 * Prints one JSON object.
 */
import type { Server } from 'node:http';
import { buildWeb, launch, presetSettings, serveDist } from '../test/e2e/support.js';

interface Args {
  game: string;
  pace: string;
  turns: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { game: 'trains', pace: 'normal', turns: 6 };
  for (let i = 0; i < argv.length; i++) {
    const v = argv[i + 1];
    if (argv[i] === '--game' && v) args.game = v;
    else if (argv[i] === '--pace' && v) args.pace = v;
    else if (argv[i] === '--turns' && v) args.turns = Number(v);
  }
  return args;
}

/** One saved action: wall-clock ms and acting seat. */
interface Stamp {
  t: number;
  seat: number;
}

const stats = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, min: s[0] ?? 0, median: s[Math.floor(s.length / 2)] ?? 0, max: s[s.length - 1] ?? 0 };
};

const args = parseArgs(process.argv.slice(2));
const BOARD: Record<string, string> = { trains: 'trains-board', 'ticket-to-ride': 'ttr-board', hellrail: 'hr-board' };
const board = BOARD[args.game];
if (!board) throw new Error(`--game must be one of ${Object.keys(BOARD).join(', ')}`);

let server: Server | undefined;
const browser = await launch();
try {
  const served = await serveDist(buildWeb());
  server = served.server;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await presetSettings(page, { name: 'Ada', language: 'en', sound: false, botSpeed: args.pace });
  // Time-stamp every save of the current local game with the seat of its last action.
  await page.addInitScript(() => {
    const w = window as unknown as { __stamps: { t: number; seat: number }[] };
    w.__stamps = [];
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'roundhouse.local.current') {
        const rec = (JSON.parse(value) as { record: { actions: { seat: number }[] } }).record;
        const last = rec.actions[rec.actions.length - 1];
        if (last && rec.actions.length > w.__stamps.length) w.__stamps.push({ t: performance.now(), seat: last.seat });
      }
      set.call(this, key, value);
    };
  });
  await page.goto(`${served.url}/new/${args.game}`);
  await page.locator('[data-testid=start]').waitFor();
  await page.fill('[data-testid=seed]', 'bench-pace');
  await page.click('[data-testid=start]');
  await page.locator(`[data-testid=${board}]`).waitFor();

  let humanTurns = 0;
  const deadline = Date.now() + 180_000;
  while (humanTurns < args.turns && Date.now() < deadline) {
    const root = page.locator(`[data-testid=${board}]`);
    if ((await root.getAttribute('data-legal')) === '0') {
      await page.waitForTimeout(10);
      continue;
    }
    if (args.game === 'trains' && (await root.getAttribute('data-phase')) === 'start') {
      await page.locator('.tr-hex.is-pickable').first().click();
    } else if (await page.locator('[data-testid=end-turn]:enabled').count()) {
      await page.click('[data-testid=end-turn]');
      humanTurns++;
    } else if (await page.locator('[data-testid=keep-tickets]').count()) {
      const boxes = page.locator('[data-testid=ticket-dialog] input[type=checkbox]');
      for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
      await page.click('[data-testid=keep-tickets]');
    } else if (await page.locator('[data-testid=draw-blind]:enabled').count()) {
      await page.click('[data-testid=draw-blind]');
      humanTurns += 0.5;
    } else await page.waitForTimeout(10);
    await page.waitForTimeout(20);
  }
  const stamps = await page.evaluate(() => (window as unknown as { __stamps: Stamp[] }).__stamps);
  const human = 0;
  const turnMs: number[] = [];
  const actionMs: number[] = [];
  const turnActions: number[] = [];
  // A bot turn is a run of consecutive actions of one bot seat; it starts when the action before it was saved.
  for (let i = 1; i < stamps.length; i++) {
    const seat = stamps[i]!.seat;
    if (seat === human) continue;
    actionMs.push(stamps[i]!.t - stamps[i - 1]!.t);
    if (stamps[i - 1]!.seat === seat) continue;
    let end = i;
    while (stamps[end + 1]?.seat === seat) end++;
    if (end + 1 < stamps.length) {
      turnMs.push(stamps[end]!.t - stamps[i - 1]!.t);
      turnActions.push(end - i + 1);
    }
  }
  // Trains: the player's starting rail is their first action; their first turn starts at the bot action just before their second.
  const firstHuman = stamps.findIndex((s) => s.seat === human);
  const secondHuman = stamps.findIndex((s, i) => i > firstHuman && s.seat === human);
  const startToFirstTurnMs =
    args.game === 'trains' && firstHuman >= 0 && secondHuman > firstHuman + 1 ? stamps[secondHuman - 1]!.t - stamps[firstHuman]!.t : null;
  const r = (x: ReturnType<typeof stats>) => ({ ...x, min: Math.round(x.min), median: Math.round(x.median), max: Math.round(x.max) });
  process.stdout.write(
    JSON.stringify(
      {
        game: args.game,
        pace: args.pace,
        humanTurns,
        actions: stamps.length,
        startToFirstTurnMs: startToFirstTurnMs === null ? null : Math.round(startToFirstTurnMs),
        botTurnMs: r(stats(turnMs)),
        slowestTurns: turnMs
          .map((ms, k) => ({ ms: Math.round(ms), actions: turnActions[k] }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3),
        botActionMs: r(stats(actionMs)),
      },
      null,
      2,
    ) + '\n',
  );
} finally {
  await browser.close();
  server?.close();
}
