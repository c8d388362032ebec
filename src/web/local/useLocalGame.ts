/**
 * React glue for a local game: subscribes to the session, and whenever a bot seat may act asks the
 * bot worker for its move, waits as the bot pace from settings says (pace.ts: a pause per action,
 * a cap per bot turn, so people can follow), then applies it.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSettings } from '../settings/store.js';
import { BOT_PACES, botWaitMs } from './pace.js';
import { BotRunner } from './botRunner.js';
import type { LocalSession, LocalSnapshot } from './session.js';
import { makeBot } from '../../bots/names.js';
import { rngFromSeed } from '../../engine/rng.js';
import { BotRngs } from '../../engine/bot.js';

/** How often (ms) a real-time game's clock is advanced and re-rendered: 20 times a second. */
export const REAL_TIME_TICK_MS = 50;

/** The bot name of a seat kind `bot:<name>`, or null for a human seat. */
export function botOf(kind: string): string | null {
  return kind.startsWith('bot:') ? kind.slice(4) : null;
}

/** State of a local game for rendering: snapshot, whether a bot is moving, and a bot error if any. */
export interface LocalGame {
  readonly snap: LocalSnapshot;
  readonly botThinking: number | null;
  readonly botError: string | null;
}

/** Runs `session`'s bots and returns the live snapshot. */
export function useLocalGame(session: LocalSession): LocalGame {
  const snap = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  const settings = useSettings();
  const runner = useRef<BotRunner | null>(null);
  const [thinking, setThinking] = useState<number | null>(null);
  const [botError, setBotError] = useState<string | null>(null);
  /** The bot turn under way: its seat, when it began, and the record length after its last action. */
  const turn = useRef<{ seat: number; startedAt: number; after: number } | null>(null);

  useEffect(() => {
    runner.current = new BotRunner();
    return () => {
      runner.current?.dispose();
      runner.current = null;
    };
  }, []);

  useRealTimeBots(session, runner);

  useEffect(() => {
    if (snap.over || session.realTime) return;
    const seats = snap.record.seats;
    const botSeat = session.activeSeats().find((s) => botOf(seats[s]?.kind ?? 'human') !== null);
    const bot = botSeat === undefined ? null : botOf(seats[botSeat]?.kind ?? 'human');
    const ask = runner.current;
    if (botSeat === undefined || bot === null || !ask) return;
    let cancelled = false;
    setThinking(botSeat);
    const started = Date.now();
    const pace = BOT_PACES[settings.botSpeed];
    const length = snap.record.actions.length;
    const cur = turn.current;
    // A new bot turn unless this bot also made the record's last action.
    const firstOfTurn = !cur || cur.seat !== botSeat || cur.after !== length;
    if (firstOfTurn) turn.current = { seat: botSeat, startedAt: started, after: length };
    void (async () => {
      try {
        const action = await ask.ask({
          session: session.id,
          game: snap.record.game,
          bot,
          seat: botSeat,
          state: snap.state,
          seed: `${snap.record.seed}/bots`,
        });
        const now = Date.now();
        const wait = botWaitMs(pace, firstOfTurn, now - started, turn.current!.startedAt, now);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (cancelled) return;
        const error = session.apply(botSeat, action);
        if (turn.current?.seat === botSeat) turn.current = { ...turn.current, after: session.snapshot().record.actions.length };
        if (error) setBotError(`${error.code}: ${error.message}`);
      } catch (e) {
        if (!cancelled) setBotError((e as Error).message);
      } finally {
        if (!cancelled) setThinking(null);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [snap, session, settings.botSpeed]);

  return { snap, botThinking: thinking, botError };
}

/**
 * Real-time games (Rail Pass): advances the game clock every REAL_TIME_TICK_MS and lets each bot seat
 * act once its reaction delay (the bot's `thinkMs`, e.g. 600–1200 ms) has passed. A bot's move that
 * the clock has overtaken (rejected by the engine) is simply dropped: the bot decides again next time.
 * While the game is paused (RP-6.8) the clock stands still and no bot is asked.
 */
function useRealTimeBots(session: LocalSession, runner: { current: BotRunner | null }): void {
  useEffect(() => {
    if (!session.realTime) return;
    const record = session.snapshot().record;
    const module = session.module;
    const rngs = new BotRngs(module.botSeed, rngFromSeed(`${record.seed}/think`));
    const bots = record.seats.map((s, seat) => {
      const name = botOf(s.kind);
      return name ? { name, bot: makeBot(module, name, seat) } : null;
    });
    const nextAct = bots.map((b, seat) => session.now() + (b?.bot.thinkMs?.(rngs.for(session.snapshot().state, seat)) ?? 800));
    const pending = bots.map(() => false);
    const timer = setInterval(() => {
      session.tick();
      const snap = session.snapshot();
      if (snap.over || snap.paused) return;
      const now = session.now();
      const active = session.activeSeats();
      bots.forEach((b, seat) => {
        if (!b || pending[seat] || now < (nextAct[seat] ?? Infinity) || !active.includes(seat) || !runner.current) return;
        pending[seat] = true;
        runner.current
          .ask({ session: session.id, game: record.game, bot: b.name, seat, state: snap.state, seed: `${record.seed}/bots`, now })
          .then((action) => {
            if (action !== null && action !== undefined) session.apply(seat, action);
          })
          .catch(() => undefined)
          .finally(() => {
            pending[seat] = false;
            nextAct[seat] = session.now() + (b.bot.thinkMs?.(rngs.for(session.snapshot().state, seat)) ?? 800);
          });
      });
    }, REAL_TIME_TICK_MS);
    // Save the game clock when the page goes away, so a reload comes back at this game time.
    const save = () => session.save();
    const hidden = () => {
      if (document.visibilityState === 'hidden') session.save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', hidden);
      session.save();
    };
  }, [session, runner]);
}
