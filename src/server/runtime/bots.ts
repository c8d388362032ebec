/**
 * Bot seats on the server: one bot instance per seat (the seat's own bot, or the table's substitute bot
 * for a human who is away), asked for a move with only its seat's view and legal actions
 * (`botContext`, src/engine/bot.ts), exactly as the offline driver does. Searching bots think in the
 * worker-thread pool (bot-pool.ts).
 */
import { BotRngs, botContext } from '../../engine/bot.js';
import type { AnyGameModule, Bot } from '../../engine/contract.js';
import { rngFromSeed, type Rng } from '../../engine/rng.js';
import { botNames, makeBot } from '../../games/index.js';
import { POOLED_BOTS, runInBotPool } from './bot-pool.js';

/** The substitute bot for away humans: the game's `normal` level, else its first named bot other than `random`, else `random`. */
export function substituteBotName(module: AnyGameModule): string {
  const names = botNames(module);
  return names.includes('normal') ? 'normal' : (names.find((n) => n !== 'random') ?? 'random');
}

/** Holds the bots of one table, created on first use. */
export class BotSeats {
  private readonly bots = new Map<string, Bot<unknown, unknown>>();
  /** The table's bot generator (unpredictable: seeded with the start time). */
  readonly rng: Rng;
  /** Each seat's generator where the game fixes one (RP-20.4), else `rng`. */
  private readonly rngs: BotRngs;

  constructor(
    private readonly module: AnyGameModule,
    seed: string,
  ) {
    this.rng = rngFromSeed(`${seed}/server-bots/${Date.now()}`);
    this.rngs = new BotRngs(module.botSeed, this.rng);
  }

  /** The bot `name` for `seat` (kept between moves so bots may have memory). */
  bot(seat: number, name: string): Bot<unknown, unknown> {
    const key = `${seat}:${name}`;
    let bot = this.bots.get(key);
    if (!bot) {
      bot = makeBot(this.module, name, seat);
      this.bots.set(key, bot);
    }
    return bot;
  }

  /**
   * Asks the bot for a move in `state` (null = wait, real-time only). `now` is the game time (ms) for
   * real-time games, else 0. Throws whatever the bot throws.
   */
  choose(seat: number, name: string, state: unknown, legal: readonly unknown[], now: number): unknown {
    return this.bot(seat, name).act(botContext(this.module, state, seat, this.rngs.for(state, seat), now, legal));
  }

  /**
   * Like `choose`, but a searching bot (`POOLED_BOTS`) thinks in the worker-thread pool (a fresh bot
   * per decision, seeded from this table's bot generator), so the serving thread stays free.
   */
  async chooseAsync(seat: number, name: string, state: unknown, legal: readonly unknown[], now: number): Promise<unknown> {
    if (!POOLED_BOTS.has(name)) return this.choose(seat, name, state, legal, now);
    const seed = `pool/${this.rngs.for(state, seat).int(0x7fffffff)}`;
    return runInBotPool({ game: this.module.id, bot: name, seat, state, legal, seed, now });
  }

  /** Real-time reaction delay (ms) of the seat's bot in `state`, default 500. */
  thinkMs(seat: number, name: string, state: unknown): number {
    return Math.max(1, this.bot(seat, name).thinkMs?.(this.rngs.for(state, seat)) ?? 500);
  }
}
