/**
 * Plays one game between bots, without I/O: the loop shared by the CLI `simulate`, `npm start`'s demo,
 * the benchmarks and the tests. Turn-based games act one active seat at a time; real-time games
 * (those with `advance`) run in virtual time, each bot acting after its `thinkMs` reaction delay.
 */
import type { AnyGameModule, Bot, Outcome } from './contract.js';
import { RECORD_FORMAT, type GameRecord, type RecordAction } from './record.js';
import { BotRngs, botContext } from './bot.js';
import { rngFromSeed } from './rng.js';
import { RoundhouseError } from './result.js';

/** Options for `playGame`. */
export interface PlayOptions {
  /** Raw config (validated by the module's parseConfig). */
  config: unknown;
  /** Game seed (all game randomness). */
  seed: string;
  /** One bot per seat. */
  bots: Bot<unknown, unknown>[];
  /** Bot names per seat, for the record (`bot:<name>`). */
  botNames: string[];
  /** Seed of the bots' own generator; defaults to `seed + '/bots'`. */
  botSeed?: string;
  /** Safety limit on the number of actions (default 100,000). Exceeding it throws. */
  maxActions?: number;
  /** Keep the actions in the returned record (default true; benchmarks turn it off). */
  keepRecord?: boolean;
  /** Called after every applied action (CLI demo prints turns with it). */
  onAction?(seat: number, action: unknown, before: unknown, after: unknown): void;
}

/** A finished game: final state, outcome, its record and the number of actions. */
export interface PlayedGame {
  state: unknown;
  outcome: Outcome;
  record: GameRecord;
  actions: number;
}

/** Plays a whole game. Throws RoundhouseError('BOT_ILLEGAL' | 'STUCK' | 'TOO_LONG') on engine or bot bugs. */
export function playGame(module: AnyGameModule, opts: PlayOptions): PlayedGame {
  const seats = opts.bots.length;
  const config = module.parseConfig(opts.config, seats);
  let state = module.setup(config, opts.seed, seats);
  const rngs = new BotRngs(module.botSeed, rngFromSeed(opts.botSeed ?? `${opts.seed}/bots`));
  const keep = opts.keepRecord !== false;
  const actions: RecordAction[] = [];
  const max = opts.maxActions ?? 100_000;
  let count = 0;
  const bot = (seat: number): Bot<unknown, unknown> => {
    const b = opts.bots[seat];
    if (!b) throw new RoundhouseError('BAD_SEAT', `no bot for seat ${seat}`);
    return b;
  };

  const step = (seat: number, now: number, realTime: boolean): boolean => {
    const legal = module.legalActions(state, seat);
    if (legal.length === 0) return false;
    const current = state;
    const action = bot(seat).act(botContext(module, current, seat, rngs.for(current, seat), now, legal));
    if (action === null) return false;
    const result = module.apply(current, seat, action, realTime ? now : undefined);
    if (!result.ok) {
      throw new RoundhouseError(
        'BOT_ILLEGAL',
        `bot ${opts.botNames[seat]} at seat ${seat} chose an illegal action (${result.error.code}: ${result.error.message}): ${JSON.stringify(action)}`,
      );
    }
    state = result.value;
    if (keep) actions.push(realTime ? { seat, action, at: now } : { seat, action });
    if (++count > max) throw new RoundhouseError('TOO_LONG', `game exceeded ${max} actions`);
    opts.onAction?.(seat, action, current, state);
    return true;
  };

  if (module.advance && module.nextEventAt) {
    const nextAct = opts.bots.map((b, seat) => b.thinkMs?.(rngs.for(state, seat)) ?? 0);
    let now = 0;
    while (module.outcome(state) === null) {
      const event = module.nextEventAt(state) ?? Infinity;
      const t = Math.min(event, ...nextAct);
      if (t === Infinity) throw new RoundhouseError('STUCK', 'real-time game has no scheduled event and no bot to act');
      now = Math.max(now, t);
      state = module.advance(state, now);
      if (module.outcome(state) !== null) break;
      for (let seat = 0; seat < seats; seat++) {
        if ((nextAct[seat] ?? 0) > now) continue;
        if (module.activeSeats(state).includes(seat)) step(seat, now, true);
        nextAct[seat] = now + Math.max(1, bot(seat).thinkMs?.(rngs.for(state, seat)) ?? 1);
      }
    }
  } else {
    while (module.outcome(state) === null) {
      const active = module.activeSeats(state);
      const [first] = active;
      if (first === undefined) throw new RoundhouseError('STUCK', 'no seat may act but the game is not over');
      if (!step(first, 0, false)) throw new RoundhouseError('STUCK', `seat ${first} is active but has no legal action`);
    }
  }
  const outcome = module.outcome(state);
  if (outcome === null) throw new RoundhouseError('STUCK', 'the game loop ended before the game did');
  const record: GameRecord = {
    format: RECORD_FORMAT,
    game: module.id,
    config,
    seed: opts.seed,
    seats: opts.botNames.map((name, i) => ({ name: `${name} ${i + 1}`, kind: `bot:${name}` })),
    actions,
    outcome,
  };
  return { state, outcome, record, actions: count };
}
