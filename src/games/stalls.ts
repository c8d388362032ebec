/**
 * The no-stall cases of issue 21 item 6, shared by src/games/stalls.test.ts (a few dozen games each)
 * and `npm run bench:stalls` (1,000 each): which bot plays against which, and with what stall rules
 * (src/bots/stall.ts). Ticket to Ride bots play the route-greedy scripted player and must also never
 * end holding more than 12 train cards with 8 or more trains left.
 */
import type { AnyGameModule, BotOptions } from '../engine/contract.js';
import { playGame } from '../engine/play.js';
import { watchStalls, type StallRules } from '../bots/stall.js';
import { getGame, makeBot } from './index.js';
import { ttrStallRules } from './ticket-to-ride/bots/stall.js';
import { greedyBot } from './ticket-to-ride/bots/greedy.js';
import { trainsStallRules } from './trains/bots/stall.js';
import { hellrailStallRules } from './hellrail/bots/stall.js';
import type { TtrState } from './ticket-to-ride/types.js';

/** One no-stall case: `bot` (a registered name) at every seat order against `opponent`. */
export interface StallCase {
  readonly name: string;
  readonly game: AnyGameModule;
  readonly config: unknown;
  readonly bot: string;
  /** A registered bot name, or `greedy` (the Ticket to Ride route-greedy scripted player). */
  readonly opponent: string;
  readonly rules: StallRules;
  /** Ticket to Ride: end-of-game check of cards in hand (> cards) with trains left (≥ trains). */
  readonly handLimit?: { readonly cards: number; readonly trains: number };
  /** Games the unit test plays (the benchmark plays 1,000); slow games play fewer. */
  readonly testGames: number;
  /** Search budget of the tested bot (`hard`: a fixed iteration count, so the check is reproducible). */
  readonly options?: BotOptions;
}

/** Iterations per decision of `hard` in the no-stall cases. */
const HARD_ITERATIONS = 4;

/** A fixed iteration count for `hard` (reproducible runs); other levels take no options. */
function optionsFor(bot: string): BotOptions | undefined {
  return bot === 'hard' ? { iterations: HARD_ITERATIONS } : undefined;
}

/** Result of `stallReport`: games played, the longest idle run seen, and every full hand at the end. */
export interface StallReport {
  readonly games: number;
  /** Longest run of idle turns in a row of the tested bot, over every game (turns). */
  readonly longestIdleRun: number;
  /** `seed: cards in hand / trains left` of each game where the tested bot ended over the hand limit. */
  readonly fullHandsAtEnd: string[];
}

const ttr = getGame('ticket-to-ride');
const trains = getGame('trains');
const hellrail = getGame('hellrail');
const TTR_HAND = { cards: 12, trains: 8 } as const;

/** The bot levels of issue 21 item 4 that `game` registers. */
function levels(game: AnyGameModule): string[] {
  return ['easy', 'normal', 'hard'].filter((b) => b in game.bots);
}

/** Every case: each level of each turn-based game (Rail Pass is real-time and has no turns). */
export const STALL_CASES: readonly StallCase[] = [
  ...levels(ttr).map((bot): StallCase => ({
    name: `ticket-to-ride ${bot} vs greedy`,
    game: ttr,
    config: {},
    bot,
    opponent: 'greedy',
    rules: ttrStallRules,
    handLimit: TTR_HAND,
    testGames: bot === 'hard' ? 1 : 40,
    options: optionsFor(bot),
  })),
  ...levels(trains).flatMap((bot) =>
    (['tokyo', 'osaka'] as const).map((map): StallCase => ({
      name: `trains ${map} ${bot} vs bigmoney`,
      game: trains,
      config: { map, preset: 'random' },
      bot,
      opponent: 'bigmoney',
      rules: trainsStallRules,
      testGames: bot === 'hard' ? 2 : 12,
      options: optionsFor(bot),
    })),
  ),
  ...levels(hellrail).map((bot): StallCase => ({
    name: `hellrail ${bot} vs heuristic`,
    game: hellrail,
    config: {},
    bot,
    opponent: 'heuristic',
    rules: hellrailStallRules,
    testGames: bot === 'hard' ? 2 : 8,
    options: optionsFor(bot),
  })),
];

/** Plays `games` 2-seat games of case `c` (the tested bot in seat 0 on even games, seat 1 on odd ones). */
export function stallReport(c: StallCase, games: number, seedPrefix = 'stall'): StallReport {
  let longestIdleRun = 0;
  const fullHandsAtEnd: string[] = [];
  for (let i = 0; i < games; i++) {
    const seat = i % 2;
    const seed = `${seedPrefix}${i}`;
    const bots = [0, 1].map((s) =>
      s === seat ? makeBot(c.game, c.bot, s, c.options) : c.opponent === 'greedy' ? greedyBot(s) : makeBot(c.game, c.opponent, s),
    );
    const watch = watchStalls(c.game, 2, c.rules);
    const g = playGame(c.game, {
      config: c.config,
      seed,
      bots: bots as never,
      botNames: [0, 1].map((s) => (s === seat ? c.bot : c.opponent)),
      keepRecord: false,
      onAction: (s, action, before) => watch.onAction(s, action, before),
    });
    longestIdleRun = Math.max(longestIdleRun, watch.longestIdleRun()[seat] ?? 0);
    if (c.handLimit) {
      const st = g.state as TtrState;
      const cards = (st.hands[seat] ?? []).reduce((a, b) => a + b, 0);
      const left = st.trainsLeft[seat] ?? 0;
      if (cards > c.handLimit.cards && left >= c.handLimit.trains) fullHandsAtEnd.push(`${seed}: ${cards} cards / ${left} trains`);
    }
  }
  return { games, longestIdleRun, fullHandsAtEnd };
}
