/**
 * The bot context, built once: what a bot is given to choose a move (its seat, the seat's legal
 * actions, the bot generator, the game clock, and the seat's view computed lazily). Used by the
 * offline driver (play.ts), the server's bot seats and the browser's bot Web Worker.
 */
import type { AnyGameModule, BotContext } from './contract.js';
import { rngFromSeed, type Rng } from './rng.js';

/**
 * The generator a bot of `seat` draws from: `shared` (the runner's one bot generator), or where the
 * game fixes one per seat (`seedOf`: `GameModule.botSeed`; Rail Pass, RP-20.4) the seat's own,
 * started from that seed and restarted whenever it changes (a new round). One per runner (a game, a
 * table, a page's session, a playout).
 */
export class BotRngs {
  private readonly seats = new Map<number, { seed: number; rng: Rng }>();

  constructor(
    private readonly seedOf: ((state: never, seat: number) => number) | undefined,
    private readonly shared: Rng,
  ) {}

  /** The generator of `seat`'s bot in `state`. */
  for(state: unknown, seat: number): Rng {
    if (!this.seedOf) return this.shared;
    const seed = this.seedOf(state as never, seat);
    let own = this.seats.get(seat);
    if (own?.seed !== seed) this.seats.set(seat, (own = { seed, rng: rngFromSeed(String(seed)) }));
    return own.rng;
  }
}

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
