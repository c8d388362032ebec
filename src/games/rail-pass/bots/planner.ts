/**
 * The `planner` Rail Pass team bot (docs/rules/rail-pass.md RP-20; issue 21): the cooperative decisions
 * (bot notes), plus look-ahead when the team's deliveries stall. Lost cooperative rounds are jams:
 * every track of a line full, trains shuttled in and out of hands, cubes stuck aboard until the
 * timer runs out. When no cube has been delivered for `stallMs` of game time, the planner lists its
 * seat's candidate actions (sends within range, parks, engineer moves, loads, the cooperative choice,
 * waiting), plays the whole team forward `horizonMs` from each (rollout.ts) and takes the one with the
 * best position value; the cooperative choice stays unless another beats it by `PLAN_MARGIN`.
 *
 * It keeps RP-20.5: sends stay within the engineer's range (never retires), never express, own-city
 * sends name a free fitting track when there is one, and a held train that can be parked is parked
 * (the cooperative priority 1 is taken as is). Timing is the cooperative bot's: busy time, then a
 * reaction delay drawn uniformly from [minMs, maxMs] (default 600–1200 ms). Deterministic: the same
 * views in the same order give the same actions. A bot made fresh for one decision (the server's
 * pool) has no history, so it asks instead whether the cooperative continuation delivers within
 * 2 × `stallMs` (`jammedAhead`).
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import { CITIES, HOTEL_CAPACITY, MAX_HAND, inRange, type City, type TrackKind } from '../data.js';
import { fitsAfter, trainOf } from '../queries.js';
import type { RailPassAction, RailPassView, Train } from '../types.js';
import { busyOf, decide } from './cooperative.js';
import { OPEN_TRANSIT_MS, playForward, positionValue, stateFromView } from './rollout.js';

/** Options of the planner: reaction delay range in ms (default 600–1200), stall and horizon in ms of game time. */
export interface PlannerOptions {
  minMs?: number;
  maxMs?: number;
  /** Game time without a delivery after which the planner looks ahead (default 12,000 ms). */
  stallMs?: number;
  /** How far each candidate is played forward (default 60,000 ms). */
  horizonMs?: number;
  /** Position value a candidate must gain over the cooperative choice (default `PLAN_MARGIN`). */
  margin?: number;
}

/** Position value (rollout.ts `positionValue`) a candidate must gain over the cooperative choice: a little more than one cube moved next to its city (0.2); measured on 2p Point to Point seeds 0 and 8: margin 0 lost seed 8 (81), margin 1 lost seed 0 (8), 0.25 won both. */
export const PLAN_MARGIN = 0.25;

/** A free track of `city` that fits a train of `size` (short track first for a short train), or null. */
function freeFitting(v: RailPassView, city: City, size: 'long' | 'short'): TrackKind | null {
  const t = v.tracks[city];
  if (size === 'short' && t.short === null) return 'short';
  return t.long === null ? 'long' : null;
}

/**
 * The candidate actions of seat `v.you` for the look-ahead: every send of a parked or held train
 * of its cities to a connected city within the engineer's range whose seat has a free hand (naming
 * a free fitting track on own-city sends, RP-20.5), parks of held trains within range, engineer
 * moves between hotel and parked trains, and loads of either yard end.
 */
export function candidates(v: RailPassView): RailPassAction[] {
  const seat = v.you;
  const me = seat === null ? undefined : v.seats[seat];
  if (seat === null || me === undefined) return [];
  const out: RailPassAction[] = [];
  const mine = new Set<City>(me.cities);
  const movable: { z: Train; at: City; held: boolean }[] = [];
  for (const x of me.cities) {
    for (const k of ['long', 'short'] as const) {
      const id = v.tracks[x][k];
      if (id !== null) movable.push({ z: trainOf(v, id), at: x, held: false });
    }
  }
  for (const id of me.held) {
    const z = trainOf(v, id);
    if (z.loc.kind === 'held') movable.push({ z, at: z.loc.city, held: true });
  }
  for (const { z, at, held } of movable) {
    const e = z.engineer === null ? undefined : v.engineers[z.engineer];
    if (e !== undefined) {
      for (const y in v.setup.adj[at]) {
        const to = y as City;
        if (!inRange(e.home, to)) continue;
        const receiver = v.setup.controller[to];
        const load = (v.seats[receiver]?.handLoad ?? MAX_HAND) - (held && receiver === seat ? 1 : 0);
        if (load >= MAX_HAND) continue;
        const track = mine.has(to) ? freeFitting(v, to, z.size) : null;
        out.push(track ? { type: 'SEND', train: z.id, to, track } : { type: 'SEND', train: z.id, to });
      }
    }
    if (held) {
      const track = freeFitting(v, at, z.size);
      if (track && e !== undefined && inRange(e.home, at)) out.push({ type: 'PARK', train: z.id, track });
      continue;
    }
    if (z.engineer !== null && v.hotels[at].length < HOTEL_CAPACITY) out.push({ type: 'MOVE_ENGINEER', engineer: z.engineer, to: 'hotel' });
    if (z.engineer === null) {
      for (const id of v.hotels[at]) out.push({ type: 'MOVE_ENGINEER', engineer: id, to: z.id });
    }
    const yard = v.yards[at];
    const head = yard[0];
    const tail = yard[yard.length - 1];
    if (head !== undefined && fitsAfter(z, head, null, v.config.expert)) out.push({ type: 'LOAD', train: z.id, end: 'head' });
    if (tail !== undefined && yard.length > 1 && fitsAfter(z, tail, null, v.config.expert))
      out.push({ type: 'LOAD', train: z.id, end: 'tail' });
  }
  return out;
}

/** True when a held train of the seat can be parked now within range (RP-20.5: it must be). */
export function mustPark(v: RailPassView): boolean {
  const me = v.you === null ? undefined : v.seats[v.you];
  for (const id of me?.held ?? []) {
    const z = trainOf(v, id);
    const e = z.engineer === null ? undefined : v.engineers[z.engineer];
    if (z.loc.kind === 'held' && e !== undefined && inRange(e.home, z.loc.city) && freeFitting(v, z.loc.city, z.size)) return true;
  }
  return false;
}

/** Total cubes in the six storages (RP-2.7). */
function delivered(v: RailPassView): number {
  let n = 0;
  for (const c of CITIES) n += v.storage[c];
  return n;
}

/**
 * One planner decision at match time `now` for seat `v.you`: the cooperative decision, or, when
 * deliveries stalled, the best candidate by look-ahead. Returns the action (null = wait).
 */
export function plan(
  v: RailPassView,
  now: number,
  stalled: boolean,
  horizonMs: number,
  lastCity: City | null,
  margin = PLAN_MARGIN,
): RailPassAction | null {
  const d = decide(v, { crewSwap: true, lastCity });
  const seat = v.you;
  if (!stalled || seat === null || mustPark(v)) return d?.action ?? null;
  const state = stateFromView(v);
  const until = now + horizonMs;
  const base = playForward(state, seat, d?.action ?? null, now, until);
  let best: RailPassAction | null = d?.action ?? null;
  let bestValue = base === null ? -Infinity : positionValue(base);
  const tried = new Set<string>([JSON.stringify(best)]);
  for (const a of [null, ...candidates(v)]) {
    const key = JSON.stringify(a);
    if (tried.has(key)) continue;
    tried.add(key);
    const s = playForward(state, seat, a, now, until);
    if (s === null) continue;
    const value = positionValue(s);
    if (value > bestValue + (best === (d?.action ?? null) ? margin : 1e-9)) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

/**
 * For a bot with no memory of earlier views (a fresh bot per decision, as in the server's bot pool):
 * true when the team's cooperative continuation from `v` delivers no cube in the next `ms` of game
 * time, the forward-looking form of the stall test.
 */
export function jammedAhead(v: RailPassView, now: number, ms: number): boolean {
  if (v.you === null) return false;
  const d = decide(v, { crewSwap: true, lastCity: null });
  const s = playForward(stateFromView(v), v.you, d?.action ?? null, now, now + ms);
  let n = 0;
  if (s !== null) for (const c of CITIES) n += s.storage[c];
  return s !== null && n === delivered(v);
}

/** Creates the planner team bot factory (one bot per seat; each drives all its seat's cities). */
export function plannerBot(options: PlannerOptions = {}): BotFactory<RailPassView, RailPassAction> {
  const minMs = options.minMs ?? 600;
  const maxMs = Math.max(minMs, options.maxMs ?? 1200);
  const stallMs = options.stallMs ?? 3 * OPEN_TRANSIT_MS;
  const horizonMs = options.horizonMs ?? 15 * OPEN_TRANSIT_MS;
  const margin = options.margin ?? PLAN_MARGIN;
  return (): Bot<RailPassView, RailPassAction> => {
    let pendingBusy = 0;
    let lastCity: City | null = null;
    let seen = -1;
    let lastDelivery = 0;
    let fresh = true;
    return {
      act(ctx) {
        const v = ctx.view();
        const total = delivered(v);
        if (total !== seen || v.clock < lastDelivery) {
          seen = total;
          lastDelivery = v.clock;
        }
        const stalled = fresh ? v.clock >= stallMs && jammedAhead(v, ctx.now, 2 * stallMs) : v.clock - lastDelivery >= stallMs;
        fresh = false;
        const a = plan(v, ctx.now, stalled, horizonMs, lastCity, margin);
        if (a === null) return null;
        const z = a.type === 'TRANSFER' ? v.trains[a.from] : 'train' in a ? v.trains[a.train] : undefined;
        if (z && (z.loc.kind === 'track' || z.loc.kind === 'held')) lastCity = z.loc.city;
        pendingBusy = busyOf(v, a);
        return a;
      },
      thinkMs(rng: Rng) {
        const wait = pendingBusy;
        pendingBusy = 0;
        return wait + minMs + rng.int(maxMs - minMs + 1);
      },
    };
  };
}
