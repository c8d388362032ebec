/**
 * Whole all-bot Rail Pass rounds on the playout path (issue 21 item 1; docs/rules/rail-pass.md RP-6,
 * RP-20): the loop of engine/play.ts `playGame` for real-time games, in virtual time (ms), with the
 * `cooperative`, `planner` and `random` team bots of bots/, played in place on a `Playout`
 * (state.ts) with no events, no views rebuilt and no legal-action lists (`random` counts the
 * legal actions and builds the one it picks, legal.ts). Same seed, same bot seed, same policies ⇒
 * the same actions at the same times, the same final state and outcome as `playGame` (playout.test.ts).
 *
 * The `planner`'s look-ahead (bots/planner.ts `plan`, bots/rollout.ts `playForward`) runs here too,
 * each candidate played forward on its own in-place copy (`rolloutCopy`) with the cooperative
 * decision of decide.ts.
 */
import { RoundhouseError } from '../../../engine/result.js';
import { rngFromSeed, type Rng } from '../../../engine/rng.js';
import { BotRngs } from '../../../engine/bot.js';
import { botSeedOf } from '../prng.js';
import { CITIES, type City } from '../data.js';
import { outcome } from '../outcome.js';
import { view } from '../view.js';
import { PLAN_MARGIN, candidates, mustPark } from '../bots/planner.js';
import { OPEN_TRANSIT_MS, SIM_REACTION_MS, positionValue } from '../bots/rollout.js';
import type { RailPassOutcome } from '../index.js';
import type { RailPassAction } from '../types.js';
import { advanceInPlace as advanceTo } from './clock.js';
import { TeamView, decideFast } from './decide.js';
import { counted, countedAction, hasLegalAction, legalCount } from './legal.js';
import { rolloutCopy, type Playout } from './state.js';
import { stepInPlace } from './step.js';

/** A team bot the playout path plays (index.ts names: cooperative, planner, random). */
export type TeamPolicy = 'cooperative' | 'planner' | 'random';

/** One seat's bot on the playout path: `act` at match time `now` (ms), `thinkMs` after each turn (engine/contract.ts). */
interface Agent {
  /**
   * True when `act` changes nothing when it returns null, so the loop may ask it before checking that the
   * seat has a legal action (engine/play.ts asks only then): the cooperative bot keeps its memory
   * (`lastCity`) in `acted`, after the action was accepted.
   */
  decidesFirst: boolean;
  act(now: number): RailPassAction | null;
  /** Called after an accepted action with its busy time (ms). */
  acted(busyMs: number): void;
  thinkMs(rng: Rng): number;
}

/** Reaction delay of the cooperative and planner bots, ms (bots/cooperative.ts defaults). */
const MIN_MS = 600;
const MAX_MS = 1200;
/** The planner's defaults (bots/planner.ts `plannerBot`): stall and horizon in ms of game time. */
const STALL_MS = 3 * OPEN_TRANSIT_MS;
const HORIZON_MS = 15 * OPEN_TRANSIT_MS;

/** Cubes in the six storages (RP-2.7). */
function delivered(p: Playout): number {
  let n = 0;
  for (const c of CITIES) n += p.s.storage[c];
  return n;
}

/**
 * bots/rollout.ts `playForward` in place: plays a copy of `p` forward to match time `until` (clamped
 * before the round end) with every seat making the cooperative decision, each acting
 * `SIM_REACTION_MS` after its busy time, `first` applied for `seat` at `now` before that (null =
 * wait). Returns the playout reached (a copy; `p` is untouched), or null when `first` is rejected.
 */
export function playForwardInPlace(
  tv: TeamView,
  p: Playout,
  seat: number,
  first: RailPassAction | null,
  now: number,
  until: number,
): Playout | null {
  const r = rolloutCopy(p);
  const round = r.s.round;
  const seats = r.s.seats.length;
  const busyOf = (k: number): number => r.s.seats[k]?.busyUntil ?? 0;
  const nextAct = new Float64Array(seats);
  for (let k = 0; k < seats; k++) nextAct[k] = Math.max(now, r.s.roundStart + busyOf(k)) + SIM_REACTION_MS / 2;
  const lastCity: (City | null)[] = new Array<City | null>(seats).fill(null);
  if (first !== null) {
    const before = busyOf(seat);
    if (stepInPlace(r, seat, first, now) !== null) return null;
    nextAct[seat] = now + Math.max(0, busyOf(seat) - Math.max(before, r.s.clock)) + SIM_REACTION_MS;
  } else nextAct[seat] = now + SIM_REACTION_MS;
  const end = Math.min(until, r.s.roundStart + r.s.endsAt - 1);
  let t = now;
  for (;;) {
    const ev = r.s.events[0];
    let next = ev === undefined ? Infinity : r.s.roundStart + ev.at;
    for (let k = 0; k < seats; k++) next = Math.min(next, nextAct[k] ?? 0);
    if (next > end) break;
    t = Math.max(t, next);
    advanceTo(r, t);
    if (r.s.over || r.s.round !== round) break;
    for (let k = 0; k < seats; k++) {
      if ((nextAct[k] ?? 0) > t) continue;
      const busy = r.s.roundStart + busyOf(k);
      if (busy > t) {
        nextAct[k] = busy;
        continue;
      }
      const d = decideFast(tv, r, k, lastCity[k] ?? null);
      if (d === null) {
        nextAct[k] = t + SIM_REACTION_MS;
        continue;
      }
      const before = busyOf(k);
      if (stepInPlace(r, k, d.action, t) !== null) {
        nextAct[k] = t + SIM_REACTION_MS;
        continue;
      }
      lastCity[k] = d.city;
      nextAct[k] = t + Math.max(0, busyOf(k) - Math.max(before, r.s.clock)) + SIM_REACTION_MS;
    }
  }
  return r;
}

/** The `cooperative` bot (bots/cooperative.ts `cooperativeBot()`): decide, then busy time + 600–1200 ms. */
function cooperativeAgent(tv: TeamView, p: Playout, seat: number): Agent {
  let pendingBusy = 0;
  let lastCity: City | null = null;
  let actedCity: City | null = null;
  return {
    decidesFirst: true,
    act() {
      const d = decideFast(tv, p, seat, lastCity);
      if (d === null) return null;
      actedCity = d.city;
      return d.action;
    },
    acted(busyMs) {
      lastCity = actedCity;
      pendingBusy = busyMs;
    },
    thinkMs(rng) {
      const wait = pendingBusy;
      pendingBusy = 0;
      return wait + MIN_MS + rng.int(MAX_MS - MIN_MS + 1);
    },
  };
}

/** The `planner` bot (bots/planner.ts `plannerBot()` with its defaults), its look-ahead in place. */
function plannerAgent(tv: TeamView, main: Playout, seat: number): Agent {
  let pendingBusy = 0;
  let lastCity: City | null = null;
  let seen = -1;
  let lastDelivery = 0;
  let fresh = true;
  const plan = (p: Playout, now: number, stalled: boolean): RailPassAction | null => {
    const d = decideFast(tv, p, seat, lastCity);
    const coop = d?.action ?? null;
    if (!stalled || mustPark(view(p.s, seat))) return coop;
    const until = now + HORIZON_MS;
    const base = playForwardInPlace(tv, p, seat, coop, now, until);
    let best = coop;
    let bestValue = base === null ? -Infinity : positionValue(base.s);
    const tried = new Set<string>([JSON.stringify(best)]);
    for (const a of [null, ...candidates(view(p.s, seat))]) {
      const key = JSON.stringify(a);
      if (tried.has(key)) continue;
      tried.add(key);
      const r = playForwardInPlace(tv, p, seat, a, now, until);
      if (r === null) continue;
      const value = positionValue(r.s);
      if (value > bestValue + (best === coop ? PLAN_MARGIN : 1e-9)) {
        bestValue = value;
        best = a;
      }
    }
    return best;
  };
  const jammedAhead = (p: Playout, now: number, ms: number): boolean => {
    const d = decideFast(tv, p, seat, null);
    const r = playForwardInPlace(tv, p, seat, d?.action ?? null, now, now + ms);
    return r !== null && delivered(r) === delivered(p);
  };
  return {
    decidesFirst: false,
    act(now) {
      const p = main;
      const clock = p.s.clock;
      const total = delivered(p);
      if (total !== seen || clock < lastDelivery) {
        seen = total;
        lastDelivery = clock;
      }
      const stalled = fresh ? clock >= STALL_MS && jammedAhead(p, now, 2 * STALL_MS) : clock - lastDelivery >= STALL_MS;
      fresh = false;
      const a = plan(p, now, stalled);
      if (a === null) return null;
      const z = a.type === 'TRANSFER' ? p.s.trains[a.from] : 'train' in a ? p.s.trains[a.train] : undefined;
      if (z && (z.loc.kind === 'track' || z.loc.kind === 'held')) lastCity = z.loc.city;
      return a;
    },
    acted(busyMs) {
      pendingBusy = busyMs;
    },
    thinkMs(rng) {
      const wait = pendingBusy;
      pendingBusy = 0;
      return wait + MIN_MS + rng.int(MAX_MS - MIN_MS + 1);
    },
  };
}

/** Options of `runPlayout`. */
export interface RunOptions {
  /** Seed of the bots' generator (engine/play.ts: the game seed + '/bots'). */
  botSeed: string;
  /** Safety limit on the number of actions (default 100,000); exceeding it throws TOO_LONG. */
  maxActions?: number;
  /** Called after every accepted action (seat, action, match time in ms). */
  onAction?(seat: number, action: RailPassAction, at: number): void;
}

/** A finished playout: actions taken and the outcome (RP-17). */
export interface PlayoutResult {
  actions: number;
  outcome: RailPassOutcome;
}

/**
 * Plays the match of `p` to its end in place with one policy per seat (engine/play.ts `playGame`,
 * real-time branch: every bot first acts after its `thinkMs`, then after each turn; arrivals and
 * round ends at their times). Throws RoundhouseError BOT_ILLEGAL / STUCK / TOO_LONG like `playGame`.
 */
export function runPlayout(p: Playout, policies: readonly TeamPolicy[], opts: RunOptions): PlayoutResult {
  // Each seat's own generator, as every runner gives Rail Pass bots (RP-20.4).
  const rngs = new BotRngs((s: Playout['s'], seat: number) => botSeedOf(s.matchSeed, s.round, seat), rngFromSeed(opts.botSeed));
  const rng = (seat: number): Rng => rngs.for(p.s, seat);
  const tv = new TeamView(p);
  const agents: (Agent | null)[] = policies.map((name, seat) =>
    name === 'cooperative' ? cooperativeAgent(tv, p, seat) : name === 'planner' ? plannerAgent(tv, p, seat) : null,
  );
  const think = (seat: number): number => agents[seat]?.thinkMs(rng(seat)) ?? 200 + rng(seat).int(401);
  const seats = policies.length;
  const max = opts.maxActions ?? 100_000;
  let count = 0;
  const nextAct = new Float64Array(seats);
  for (let seat = 0; seat < seats; seat++) nextAct[seat] = think(seat);
  let now = 0;
  while (!p.s.over) {
    const s = p.s;
    const ev = s.events[0];
    let t = s.roundStart + (ev !== undefined && ev.at < s.endsAt ? ev.at : s.endsAt);
    for (let seat = 0; seat < seats; seat++) {
      const x = nextAct[seat] ?? 0;
      if (x < t) t = x;
    }
    now = Math.max(now, t);
    advanceTo(p, now);
    if (p.s.over) break;
    for (let seat = 0; seat < seats; seat++) {
      if ((nextAct[seat] ?? 0) > now) continue;
      const st = p.s.seats[seat];
      if (st !== undefined && st.busyUntil <= p.s.clock) {
        const agent = agents[seat] ?? null;
        let action: RailPassAction | null;
        if (agent === null) action = fuzz(p, seat, rng(seat));
        else if (agent.decidesFirst) {
          // a cooperative decision is free of side effects when it is "nothing": ask for legality only when it acts
          action = agent.act(now);
          if (action !== null && !hasLegalAction(p, seat)) action = null;
        } else action = hasLegalAction(p, seat) ? agent.act(now) : null;
        if (action !== null) {
          const code = stepInPlace(p, seat, action, now);
          if (code !== null)
            throw new RoundhouseError(
              'BOT_ILLEGAL',
              `bot ${policies[seat]} at seat ${seat} chose an illegal action (${code}): ${JSON.stringify(action)}`,
            );
          agent?.acted((p.s.seats[seat]?.busyUntil ?? 0) - (now - p.s.roundStart));
          opts.onAction?.(seat, action, now);
          if (++count > max) throw new RoundhouseError('TOO_LONG', `game exceeded ${max} actions`);
        }
      }
      nextAct[seat] = now + Math.max(1, think(seat));
    }
  }
  const o = outcome(p.s);
  if (o === null) throw new RoundhouseError('STUCK', 'the game loop ended before the game did');
  return { actions: count, outcome: o as RailPassOutcome };
}

/**
 * bots/fuzz.ts `fuzzBot` without the legal list: half the time a park or send, else any legal action
 * (null when there is none), drawing from `rng` exactly as the bot does (the same `int(n)` calls, n
 * the list lengths), so the same actions follow from the same seed.
 */
function fuzz(p: Playout, seat: number, rng: Rng): RailPassAction | null {
  const n = legalCount(p, seat);
  if (n === 0) return null;
  const moving = counted.moving;
  if (rng.int(2) === 0 && moving > 0) return countedAction(rng.int(moving), true);
  return countedAction(rng.int(n), false);
}
