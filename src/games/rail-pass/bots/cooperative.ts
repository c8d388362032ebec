/**
 * The `cooperative` Rail Pass bot (docs/rules/rail-pass.md RP-20, bot notes): drives every city of its seat from the public
 * view. Each decision takes the first match of: park held trains (or send a would-retire train back
 * within range), crew empty trains, transfer cubes between two parked trains, crew swap, depart,
 * load the best yard end, free a track for a held train, relieve full hands. It never retires an
 * engineer, never uses express, names a free track on own-city sends (RP-20.5).
 *
 * Timing: after an action the bot waits out its busy time, then a human-like reaction delay drawn
 * uniformly from [minMs, maxMs] (default 600–1200 ms) via Bot.thinkMs.
 */
import type { Bot, BotFactory } from '../../../engine/contract.js';
import type { Rng } from '../../../engine/rng.js';
import {
  BOT_PROFILES,
  CITIES,
  DEFAULT_TIMING,
  STICKER_SLOTS,
  inRange,
  type BotProfile,
  type City,
  type EdgeType,
  type TrackKind,
} from '../data.js';
import { cargoSize, effCap, trainOf } from '../queries.js';
import type { Cargo, RailPassAction, RailPassView, Train } from '../types.js';
import { Planner, type Move } from './plan.js';

/** Options of the cooperative bot: reaction delay range in ms (default 600–1200). */
export interface CooperativeOptions {
  minMs?: number;
  maxMs?: number;
  /** Allow crew swaps (bot notes priority 4); default true. */
  crewSwap?: boolean;
}

const EDGE_COST: Record<EdgeType, number> = { open: 0, bridge: 1, tunnel: 2 };

/**
 * Busy time (ms of game time) of an action under the view's timing (RP-7.4), for scheduling the next
 * decision; `from` is the city of the acting train (the send's origin; default: where the view has it).
 */
export function busyOf(v: RailPassView, a: RailPassAction, from: City | null = actionCity(v, a)): number {
  const t = v.config.timing?.actionMs ?? DEFAULT_TIMING.actionMs;
  switch (a.type) {
    case 'LOAD':
      return t.load;
    case 'LIFT':
      return t.lift;
    case 'PARK':
      return t.park;
    case 'SEND': {
      const type = from ? v.setup.adj[from][a.to] : undefined;
      return t.send + (type ? t.sendExtra[type] : 0);
    }
    case 'TRANSFER':
      return t.transfer + t.transferPerCube * (cargoSize(a.give ?? {}) + cargoSize(a.take ?? {}));
    case 'MOVE_ENGINEER':
      return t.moveEngineer;
  }
}

/** One decision of the cooperative strategy for the seat `v.you`; null = nothing to do now. */
export function decide(v: RailPassView, opts: { crewSwap: boolean; lastCity: City | null }): { action: RailPassAction; city: City } | null {
  const seat = v.you;
  const me = seat === null ? undefined : v.seats[seat];
  if (seat === null || me === undefined) return null;
  const p = new Planner(v, seat);
  const held: Partial<Record<City, Train[]>> = {};
  const parked: Partial<Record<City, Train[]>> = {};
  for (const x of me.cities) {
    held[x] = [];
    const t = v.tracks[x];
    const list: Train[] = [];
    if (t.long) list.push(trainOf(v, t.long));
    if (t.short) list.push(trainOf(v, t.short));
    parked[x] = list;
  }
  for (const id of me.held) {
    const z = trainOf(v, id);
    if (z.loc.kind === 'held') held[z.loc.city]?.push(z);
  }
  const heldAt = (x: City): Train[] => held[x] ?? [];
  const parkedAt = (x: City): Train[] => parked[x] ?? [];
  const rank = (x: City) => (heldAt(x).length > 0 ? 0 : 2) + (x === opts.lastCity ? 0 : 1);
  const cities = me.cities.length === 1 ? me.cities : [...me.cities].sort((a, b) => rank(a) - rank(b));
  const edgeCost = (x: City, y: City) => EDGE_COST[v.setup.adj[x][y] ?? 'open'];
  const best = (z: Train, x: City, ms: Move[]): Move | null => {
    let b: Move | null = null;
    for (const m of ms) {
      if (!m.allowed) continue;
      if (!b || m.gain > b.gain + 1e-9 || (Math.abs(m.gain - b.gain) < 1e-9 && edgeCost(x, m.to) < edgeCost(x, b.to))) b = m;
    }
    return b;
  };
  const sendAction = (z: Train, m: Move): RailPassAction => {
    p.noteSend(v.setup.controller[m.to]);
    return m.track ? { type: 'SEND', train: z.id, to: m.to, track: m.track } : { type: 'SEND', train: z.id, to: m.to };
  };
  const freeTrack = (x: City, z: Train): TrackKind | null => {
    const t = v.tracks[x];
    if (z.size === 'short' && t.short === null) return 'short';
    return t.long === null ? 'long' : null;
  };

  // 1. Held trains: park on a free fitting track, or send a would-retire train back within range.
  for (const x of cities) {
    for (const z of heldAt(x)) {
      const h = p.homeOf(z);
      if (h === null) continue; // a held train always has its engineer (RP-9, RP-11)
      if (!inRange(h, x)) {
        const b = best(z, x, p.moves(z, x));
        if (b) return { action: sendAction(z, b), city: x };
        continue;
      }
      const k = freeTrack(x, z);
      if (k) return { action: { type: 'PARK', train: z.id, track: k }, city: x };
    }
  }
  // 2. Empty seats: put a hotel engineer into a parked train without one (home engineers first).
  for (const x of cities) {
    const hotel = v.hotels[x];
    if (hotel.length === 0) continue;
    for (const z of parkedAt(x)) {
      if (z.engineer !== null) continue;
      const e = hotel.find((id) => v.engineers[id]?.home === x) ?? hotel[0];
      if (e === undefined) break;
      return { action: { type: 'MOVE_ENGINEER', engineer: e, to: z.id }, city: x };
    }
  }
  // 3. Transfers between the two parked trains of a city.
  for (const x of cities) {
    const t = planTransfer(p, x, parkedAt(x));
    if (t) return { action: t, city: x };
  }
  // 4. Crew swap: a visitor holding ≥ 2 cubes that must go on beyond its engineer's range.
  if (opts.crewSwap) {
    for (const x of cities) {
      const hotel = v.hotels[x];
      if (hotel.length >= 3 || !hotel.some((e) => v.engineers[e]?.home === x)) continue;
      for (const z of parkedAt(x)) {
        const h = p.homeOf(z);
        if (h === null || h === x) continue;
        let stuck = 0;
        for (const k in z.cargo) {
          const c = k as City;
          const mine = p.movesFrom(x, h).some((y) => p.useful(c, x, y, h));
          const home = p.movesFrom(x, x).some((y) => p.useful(c, x, y, x));
          if (!mine && home) stuck += z.cargo[c] ?? 0;
        }
        if (stuck >= 2 && z.engineer !== null) return { action: { type: 'MOVE_ENGINEER', engineer: z.engineer, to: 'hotel' }, city: x };
      }
    }
  }
  // 5. Departures.
  for (const x of cities) {
    const yard = v.yards[x];
    const head = yard[0];
    const tail = yard.length > 1 ? yard[yard.length - 1] : undefined;
    const ends = head === undefined ? [] : tail === undefined ? [head] : [head, tail];
    for (const z of parkedAt(x)) {
      const h = p.homeOf(z);
      if (h === null) continue;
      const ms = p.moves(z, x);
      const b = best(z, x, ms);
      const yardHelps = (y: City) => ends.some((c) => p.fits(z, c) && p.useful(c, x, y, h));
      if (b && b.gain > 0 && (p.full(z) || !yardHelps(b.to))) return { action: sendAction(z, b), city: x };
      const anyHelps = ms.some((m) => yardHelps(m.to));
      if (h !== x && !anyHelps && (b === null || b.gain <= 0)) {
        const home = ms.find((m) => m.to === h && m.allowed);
        if (home) return { action: sendAction(z, home), city: x };
      }
      if (h === x && cargoSize(z.cargo) === 0 && yard.length === 0) {
        let fetch: Move | null = null;
        let most = 2;
        for (const m of ms) {
          if (!m.allowed) continue;
          const n = v.yards[m.to].filter((c) => p.dist(x, c) < p.dist(m.to, c)).length;
          if (n > most) {
            most = n;
            fetch = m;
          }
        }
        if (fetch) return { action: sendAction(z, fetch), city: x };
      }
    }
  }
  // 6. Load the best yard-end cube onto the parked train whose move it helps most.
  for (const x of cities) {
    const yard = v.yards[x];
    if (yard.length === 0) continue;
    let pick: { train: string; end: 'head' | 'tail'; score: number } | null = null;
    for (const end of ['head', 'tail'] as const) {
      if (end === 'tail' && yard.length === 1) break;
      const c = end === 'head' ? yard[0] : yard[yard.length - 1];
      if (c === undefined) break;
      for (const z of parkedAt(x)) {
        const h = p.homeOf(z);
        if (h === null || !p.fits(z, c)) continue;
        const dir = cargoSize(z.cargo) === 0 ? null : dirOf(p, z, x, h);
        for (const y of p.movesFrom(x, h)) {
          if (!p.useful(c, x, y, h)) continue;
          const sticker = p.v.config.expert && z.sticker === c ? 0.5 : 0; // sticker cubes open the covered slots (RP-16.2)
          const score = p.weight[c] + (dir === null ? 0 : dir === y ? 1 : -1.5) + (z.size === 'long' ? 0.1 : 0) + sticker;
          if (score > 0 && (!pick || score > pick.score)) pick = { train: z.id, end, score };
        }
      }
    }
    if (pick) return { action: { type: 'LOAD', train: pick.train, end: pick.end }, city: x };
  }
  // 7. Holding a train with no free track: pass it on, or send a parked train away to free a track.
  for (const x of cities) {
    for (const z of heldAt(x)) {
      const h = p.homeOf(z);
      if (h === null) continue; // a held train always has its engineer (RP-9, RP-11)
      if (!z.cargo[x]) {
        const b = best(z, x, p.moves(z, x));
        if (b && b.gain >= 1) return { action: sendAction(z, b), city: x };
      }
      let free: { z: Train; m: Move; score: number } | null = null;
      for (const o of parkedAt(x)) {
        if (o.loc.kind !== 'track' || (z.size === 'long' && o.loc.track === 'short')) continue;
        const oh = p.homeOf(o);
        if (oh === null) continue;
        for (const m of p.moves(o, x)) {
          if (!m.allowed) continue;
          const score = m.gain + (oh !== x && m.to === oh ? 1 : 0);
          if (!free || score > free.score) free = { z: o, m, score };
        }
      }
      if (free && (free.score > 0 || inRange(h, x))) return { action: sendAction(free.z, free.m), city: x };
    }
  }
  // 8. Relief: full hands and no held train can be parked.
  if (me.handLoad >= 2) {
    let relief: { z: Train; x: City; m: Move; score: number } | null = null;
    for (const x of cities) {
      for (const z of heldAt(x)) {
        for (const m of p.moves(z, x)) {
          const receiver = v.setup.controller[m.to];
          const self = receiver === seat ? 1 : 0;
          if (p.handLoad(receiver) - self >= 2) continue;
          let score = m.gain - (z.cargo[x] ? 2 : 0);
          if (receiver === seat) {
            if (p.fitting(m.to, z.size) === null) continue;
            score += 3;
          }
          if (!relief || score > relief.score)
            relief = { z, x, m: { ...m, track: receiver === seat ? p.fitting(m.to, z.size) : null }, score };
        }
      }
    }
    if (relief) return { action: sendAction(relief.z, relief.m), city: relief.x };
  }
  return null;
}

/** The direction a loaded train is heading: its best in-range destination by gain. */
function dirOf(p: Planner, z: Train, x: City, h: City): City | null {
  let b: City | null = null;
  let g = 0;
  for (const y of p.movesFrom(x, h)) {
    const gy = p.gain(z.cargo, x, y, h);
    if (gy > g) {
      g = gy;
      b = y;
    }
  }
  return b;
}

/**
 * Priority 3: for the two trains parked in x, tries every pair of destinations, assigns cubes
 * greedily to the train that gives them useful progress, and returns the transfer when it makes at
 * least one more weighted cube progress (bot notes "Transfers").
 */
function planTransfer(p: Planner, x: City, parked: Train[]): RailPassAction | null {
  if (parked.length < 2) return null;
  const [a, b] = parked as [Train, Train];
  if (cargoSize(a.cargo) + cargoSize(b.cargo) === 0) return null;
  const ha = p.homeOf(a);
  const hb = p.homeOf(b);
  if (ha === null && hb === null) return null;
  const da: (City | null)[] = ha === null ? [null] : [null, ...p.movesFrom(x, ha)];
  const db: (City | null)[] = hb === null ? [null] : [null, ...p.movesFrom(x, hb)];
  // values per destination and colour: w(c) when the cube makes useful progress there, else 0
  const table = (ys: (City | null)[], h: City | null): number[][] =>
    ys.map((y) => CITIES.map((c) => (y !== null && h !== null && p.useful(c, x, y, h) ? p.weight[c] : 0)));
  const tA = table(da, ha);
  const tB = table(db, hb);
  const cc: number[] = [];
  const onA: boolean[] = [];
  for (const [z, isA] of [
    [a, true],
    [b, false],
  ] as const) {
    for (const k in z.cargo) {
      for (let i = 0; i < (z.cargo[k as City] ?? 0); i++) {
        cc.push(CITIES.indexOf(k as City));
        onA.push(isA);
      }
    }
  }
  let any = false;
  for (const row of [...tA, ...tB]) for (const q of cc) if (at(row, q) > 0) any = true;
  if (!any) return null;
  const expert = p.v.config.expert;
  const capA = effCapMax(a, expert);
  const capB = effCapMax(b, expert);
  const n = cc.length;
  const order: number[] = new Array<number>(n);
  let current = 0;
  let bestPlan: { value: number; ca: number[]; cb: number[] } | null = null;
  for (const va of tA) {
    for (const vb of tB) {
      let now = 0;
      for (let i = 0; i < n; i++) now += at(onA[i] ? va : vb, at(cc, i));
      if (now > current) current = now;
      // stable sort of the cubes by |va − vb|, largest first (insertion sort; at most 8 cubes)
      for (let i = 0; i < n; i++) {
        const ci = at(cc, i);
        const d = Math.abs(at(va, ci) - at(vb, ci));
        let j = i;
        while (j > 0) {
          const prev = at(order, j - 1);
          const cp = at(cc, prev);
          if (!(Math.abs(at(va, cp) - at(vb, cp)) < d)) break;
          order[j] = prev;
          j--;
        }
        order[j] = i;
      }
      const ca = [0, 0, 0, 0, 0, 0];
      const cb = [0, 0, 0, 0, 0, 0];
      let na = 0;
      let nb = 0;
      let value = 0;
      for (let k = 0; k < n; k++) {
        const i = at(order, k);
        const c = at(cc, i);
        const wantA = at(va, c) > at(vb, c) || (va[c] === vb[c] && onA[i]);
        const roomA = expert ? na + 1 <= capWith(a, ca, c) : na < capA;
        const roomB = expert ? nb + 1 <= capWith(b, cb, c) : nb < capB;
        const toA = wantA ? roomA : !roomB;
        if (toA) {
          ca[c] = at(ca, c) + 1;
          na++;
          value += at(va, c);
        } else {
          cb[c] = at(cb, c) + 1;
          nb++;
          value += at(vb, c);
        }
      }
      if (na > capA || nb > capB) continue;
      if (expert && (na > effCap(a, toCargo(ca), expert) || nb > effCap(b, toCargo(cb), expert))) continue;
      if (!bestPlan || value > bestPlan.value) bestPlan = { value, ca, cb };
    }
  }
  if (!bestPlan || bestPlan.value < current + 1) return null;
  const give: Cargo = {};
  const take: Cargo = {};
  for (const c of CITIES) {
    const d = (a.cargo[c] ?? 0) - at(bestPlan.ca, CITIES.indexOf(c));
    if (d > 0) give[c] = d;
    if (d < 0) take[c] = -d;
  }
  if (cargoSize(give) + cargoSize(take) === 0) return null;
  return { type: 'TRANSFER', from: a.id, to: b.id, ...(cargoSize(give) ? { give } : {}), ...(cargoSize(take) ? { take } : {}) };
}

/** `xs[i]`, which must exist (the planner's index arithmetic guarantees it; throws otherwise). */
function at(xs: readonly number[], i: number): number {
  const x = xs[i];
  if (x === undefined) throw new Error(`cooperative bot: index ${i} out of range`);
  return x;
}

/** Effective capacity (RP-16.2) of z holding `counts` (A–F order) plus one `c` cube (colour index). */
function capWith(z: Train, counts: number[], c: number): number {
  const cap = z.size === 'long' ? 5 : 3;
  if (z.sticker === null) return cap;
  const slots = STICKER_SLOTS[z.size];
  const si = CITIES.indexOf(z.sticker);
  return cap - slots + Math.min(at(counts, si) + (c === si ? 1 : 0), slots);
}

/** A cargo map from counts in A–F order. */
function toCargo(counts: number[]): Cargo {
  const out: Cargo = {};
  counts.forEach((n, i) => {
    const city = CITIES[i];
    if (n > 0 && city !== undefined) out[city] = n;
  });
  return out;
}

/** Upper bound of a train's effective capacity (its plain capacity). */
function effCapMax(z: Train, _expert: boolean): number {
  return z.size === 'long' ? 5 : 3;
}

/**
 * Creates the cooperative bot factory. Every seat's bot drives all the cities its seat controls;
 * in an all-bot table every seat is a bot (RP-20.1).
 */
export function cooperativeBot(options: CooperativeOptions = {}): BotFactory<RailPassView, RailPassAction> {
  const minMs = options.minMs ?? 600;
  const maxMs = Math.max(minMs, options.maxMs ?? 1200);
  const crewSwap = options.crewSwap ?? true;
  return (): Bot<RailPassView, RailPassAction> => {
    let pendingBusy = 0;
    let lastCity: City | null = null;
    return {
      act(ctx) {
        const v = ctx.view();
        const d = decide(v, { crewSwap, lastCity });
        if (!d) return null;
        lastCity = d.city;
        pendingBusy = busyOf(v, d.action);
        return d.action;
      },
      thinkMs(rng: Rng) {
        const wait = pendingBusy;
        pendingBusy = 0;
        return wait + minMs + rng.int(maxMs - minMs + 1);
      },
    };
  };
}

/** The city a train action happens in (where the train is parked or held), or null. */
function actionCity(v: RailPassView, a: RailPassAction): City | null {
  const id = a.type === 'TRANSFER' ? a.from : 'train' in a ? a.train : null;
  const z = id === null ? undefined : v.trains[id];
  return z && (z.loc.kind === 'track' || z.loc.kind === 'held') ? z.loc.city : null;
}

/**
 * A cooperative bot with an RP-20.3 timing profile (`relaxed`, `steady`, `sharp` from the data
 * file): first decision at reactionMs; at each decision it picks an action and submits it thinkMs
 * later (thinkLoadMs for a load, + switchCityMs when the city changes; it re-reads the view when
 * submitting); next decision at its busyUntil; with nothing to do it looks again at
 * min(d + 600, max(d + 100, nextEventAt + reactionMs)). Every delay is jittered by ±jitter.
 */
export function profileBot(profile: BotProfile, options: { crewSwap?: boolean } = {}): BotFactory<RailPassView, RailPassAction> {
  const crewSwap = options.crewSwap ?? true;
  return (): Bot<RailPassView, RailPassAction> => {
    let phase: 'start' | 'decide' | 'submit' = 'start';
    let next = 0;
    let acted = false;
    let lastCity: City | null = null;
    return {
      act(ctx) {
        acted = true;
        const v = ctx.view();
        const d = decide(v, { crewSwap, lastCity });
        if (phase !== 'submit') {
          if (!d) {
            const ev = v.events[0];
            const nextEvent = ev && ev.at < v.endsAt ? v.roundStart + ev.at : Infinity;
            next = Math.min(600, Math.max(100, nextEvent + profile.reactionMs - ctx.now));
            return null;
          }
          phase = 'submit';
          const think = d.action.type === 'LOAD' ? profile.thinkLoadMs : profile.thinkMs;
          next = -(think + (lastCity !== null && d.city !== lastCity ? profile.switchCityMs : 0)); // negative: jitter it
          return null;
        }
        phase = 'decide';
        if (!d) {
          next = 100;
          return null;
        }
        lastCity = d.city;
        next = busyOf(v, d.action);
        return d.action;
      },
      thinkMs(rng: Rng) {
        const j = (ms: number) => Math.floor(ms * (1 - profile.jitter + 2 * profile.jitter * rng.float()));
        if (phase === 'start') {
          phase = 'decide';
          return Math.max(1, j(profile.reactionMs));
        }
        if (!acted) return 100; // busy (e.g. autoPark): look again shortly
        acted = false;
        const n = next;
        next = 0;
        return Math.max(1, n < 0 ? j(-n) : n);
      },
    };
  };
}

/** The RP-20.3 profile `name` from the data file (relaxed, steady, sharp). */
export function profileNamed(name: 'relaxed' | 'steady' | 'sharp'): BotProfile {
  return BOT_PROFILES[name];
}
