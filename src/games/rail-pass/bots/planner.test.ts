import { describe, expect, it } from 'vitest';
import { playGame } from '../../../engine/play.js';
import { makeBot } from '../../../bots/names.js';
import { railPass } from '../index.js';
import { inRange, type City } from '../data.js';
import { decide } from './cooperative.js';
import { candidates, jammedAhead } from './planner.js';
import { playForward, stateFromView } from './rollout.js';
import type { RailPassState } from '../types.js';

const SETUP = '2p-point-to-point';

/** One all-bot round of 2p Point to Point (seed `roundhouse-<i>`, as calibrate.ts and the CLI use). */
function round(bot: string, i: number, onAction?: (after: RailPassState) => void) {
  const p = playGame(railPass, {
    config: { setup: SETUP },
    seed: `roundhouse-${i}`,
    bots: [0, 1].map((s) => makeBot(railPass, bot, s)),
    botNames: [bot, bot],
    keepRecord: false,
    ...(onAction ? { onAction: (_s: number, _a: unknown, _b: unknown, after: unknown) => onAction(after as RailPassState) } : {}),
  });
  return { state: p.state as RailPassState, team: p.outcome.team! };
}

/** The cooperative round `roundhouse-20` at its first action after 200 s of game time: a jammed line. */
function jammed(): RailPassState {
  let mid: RailPassState | null = null;
  round('cooperative', 20, (s) => {
    if (mid === null && s.clock >= 200_000) mid = s;
  });
  if (mid === null) throw new Error('the round ended before 200 s');
  return mid;
}

describe('RP-20 planner team bot (issue 21)', () => {
  it('rebuilds from the public view (RP-18.1) a state that plays the same as the real one', () => {
    const s = jammed();
    const rebuilt = stateFromView(railPass.view(s, 0));
    for (const seat of [0, 1]) {
      const d = decide(railPass.view(s, seat), { crewSwap: true, lastCity: null });
      if (d === null) continue;
      const t = Math.max(s.roundStart + (s.seats[seat]?.busyUntil ?? 0), s.clock) + 5000;
      const a = railPass.apply(railPass.advance!(s, t), seat, d.action, t);
      const b = railPass.apply(railPass.advance!(rebuilt, t), seat, d.action, t);
      expect(a.ok && b.ok).toBe(true);
      if (a.ok && b.ok) {
        expect(b.value.trains).toEqual(a.value.trains);
        expect(b.value.storage).toEqual(a.value.storage);
        expect(b.value.seats).toEqual(a.value.seats);
      }
    }
    const later = playForward(rebuilt, 0, null, s.clock, s.clock + 60_000);
    expect(later?.clock).toBeGreaterThan(s.clock + 50_000);
  });

  it('looks ahead only over legal sends within range, parks, engineer moves and loads (RP-20.5)', () => {
    const s = jammed();
    for (const seat of [0, 1]) {
      const v = railPass.view(s, seat);
      const at = Math.max(s.roundStart + (s.seats[seat]?.busyUntil ?? 0), s.clock);
      const now = railPass.advance!(s, at);
      const list = candidates(railPass.view(now, seat));
      expect(list.length).toBeGreaterThan(0);
      for (const a of list) {
        expect(railPass.apply(now, seat, a, at).ok, JSON.stringify(a)).toBe(true);
        if (a.type === 'SEND') {
          const e = v.trains[a.train]?.engineer;
          expect(e && inRange(v.engineers[e]!.home, a.to as City)).toBeTruthy();
          expect(a.express).toBeUndefined();
        }
      }
    }
  });

  it('a bot with no history (the server pool) sees the jam ahead, and no jam in a flowing round', () => {
    const s = jammed();
    expect(jammedAhead(railPass.view(s, 0), s.roundStart + s.clock, 24_000)).toBe(true);
    let flowing: RailPassState | null = null;
    round('cooperative', 0, (x) => {
      if (flowing === null && x.clock >= 100_000) flowing = x;
    });
    const f = flowing as RailPassState | null;
    expect(f).not.toBeNull();
    if (f) expect(jammedAhead(railPass.view(f, 0), f.roundStart + f.clock, 24_000)).toBe(false);
  });

  it('wins more 2p Point to Point rounds than cooperative on fixed seeds, without penalties', { timeout: 240_000 }, () => {
    const seeds = [7, 12];
    let coop = 0;
    let planner = 0;
    for (const i of seeds) {
      if (round('cooperative', i).team.win) coop++;
      const p = round('planner', i);
      if (p.team.win) planner++;
      expect(p.state.pile).toEqual({ droppedCubes: 0, retiredEngineers: 0, wreckedTrains: 0 });
    }
    expect(planner).toBeGreaterThan(coop);
    expect(planner).toBe(seeds.length);
  });
});
