/**
 * Runs one bot decision: the code the bot Web Worker executes (and the page itself where workers do
 * not exist, as in unit tests). Keeps one bot per (session, seat) so bots may remember things, and one
 * generator per session (per seat where the game fixes one, RP-20.4) so a local game's bot choices are
 * reproducible.
 */
import { BotRngs, botContext } from '../../engine/bot.js';
import type { Bot } from '../../engine/contract.js';
import { rngFromSeed } from '../../engine/rng.js';
import { getGame, makeBot } from '../../games/index.js';
import type { BotReply, BotRequest } from './types.js';

const bots = new Map<string, Bot<unknown, unknown>>();
const rngs = new Map<string, BotRngs>();

/** Chooses `req.bot`'s action for `req.seat`; never throws (errors come back as `{error}`). */
export function decide(req: BotRequest): BotReply {
  try {
    const module = getGame(req.game);
    const key = `${req.session}/${req.seat}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = makeBot(module, req.bot, req.seat);
      bots.set(key, bot);
    }
    let seatRngs = rngs.get(req.session);
    if (!seatRngs) {
      seatRngs = new BotRngs(module.botSeed, rngFromSeed(req.seed));
      rngs.set(req.session, seatRngs);
    }
    const legal = module.legalActions(req.state, req.seat);
    if (legal.length === 0) return { id: req.id, error: 'no legal action' };
    const action = bot.act(botContext(module, req.state, req.seat, seatRngs.for(req.state, req.seat), req.now ?? 0, legal));
    return { id: req.id, action: action ?? (module.advance ? null : legal[0]) };
  } catch (e) {
    return { id: req.id, error: (e as Error).message };
  }
}
