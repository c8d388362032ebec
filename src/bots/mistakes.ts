/**
 * A weaker bot made from a good one (the `easy` level of issue 21 item 4): it asks the good bot every
 * time (so the good bot's memory stays in step) and, with probability `rate`, plays another legal
 * action drawn by the bot's own generator instead. Reproducible: the same generator gives the same
 * mistakes. Real-time bots keep their `thinkMs`.
 */
import type { BotFactory } from '../engine/contract.js';

/**
 * `factory`'s bot, but with probability `rate` (0..1) a uniformly drawn legal action replaces its
 * choice; with `kindOf`, only an action of the same kind (so a mistaken claim is still a claim and a
 * mistaken draw still a draw: the weaker bot stalls no more than the good one).
 */
export function withMistakes<View, Action>(
  factory: BotFactory<View, Action>,
  rate: number,
  kindOf?: (action: Action) => string,
): BotFactory<View, Action> {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`withMistakes: rate must be in 0..1, got ${rate}`);
  return (seat, options) => {
    const good = factory(seat, options);
    const bot = {
      act: (ctx: Parameters<typeof good.act>[0]) => {
        const choice = good.act(ctx);
        if (choice === null || ctx.legal.length < 2 || ctx.rng.int(1_000_000) >= rate * 1_000_000) return choice;
        const kind = kindOf?.(choice);
        const pool = kind === undefined ? ctx.legal : ctx.legal.filter((a) => kindOf?.(a) === kind);
        return pool[ctx.rng.int(pool.length)] ?? choice;
      },
    };
    return good.thinkMs ? { ...bot, thinkMs: good.thinkMs.bind(good) } : bot;
  };
}
