/**
 * The bot context, built once: what a bot is given to choose a move (its seat, the seat's legal
 * actions, the bot generator, the game clock, and the seat's view computed lazily). Used by the
 * offline driver (play.ts), the server's bot seats and the browser's bot Web Worker.
 */
import type { AnyGameModule, BotContext } from './contract.js';
import type { Rng } from './rng.js';

/**
 * The context for `seat` in `state`. `legal` defaults to `legalActions(state, seat)`; `view()` calls
 * `module.view(state, seat)` on first use only (random bots never pay for it).
 */
export function botContext(
  module: AnyGameModule,
  state: unknown,
  seat: number,
  rng: Rng,
  now = 0,
  legal: readonly unknown[] = module.legalActions(state, seat),
): BotContext<unknown, unknown> {
  let view: { readonly value: unknown } | null = null;
  return {
    seat,
    legal,
    rng,
    now,
    view() {
      view ??= { value: module.view(state, seat) };
      return view.value;
    },
  };
}
