/**
 * A weaker bot made from a good one (the `easy` level of issue 21 item 4): it asks the good bot every
 * time (so the good bot's memory stays in step) and, with probability `rate`, plays another legal
 * action drawn by the bot's own generator instead. Reproducible: the same generator gives the same
 * mistakes. Real-time bots keep their `thinkMs`.
 */
import type { BotFactory } from '../engine/contract.js';

/** `factory`'s bot, but a uniformly drawn legal action replaces its choice with probability `rate` (0..1). */
export function withMistakes<View, Action>(factory: BotFactory<View, Action>, rate: number): BotFactory<View, Action> {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`withMistakes: rate must be in 0..1, got ${rate}`);
  return (seat) => {
    const good = factory(seat);
    const bot = {
      act: (ctx: Parameters<typeof good.act>[0]) => {
        const choice = good.act(ctx);
        if (choice === null || ctx.legal.length < 2 || ctx.rng.int(1_000_000) >= rate * 1_000_000) return choice;
        return ctx.legal[ctx.rng.int(ctx.legal.length)] ?? choice;
      },
    };
    return good.thinkMs ? { ...bot, thinkMs: good.thinkMs.bind(good) } : bot;
  };
}
