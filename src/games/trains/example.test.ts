/**
 * The rulebook's example game (W-1 to W-7): first two rounds on Tokyo, 3 players, preset Beginner /
 * Tokyo. Seats: 0 Yellow, 1 Red, 2 Blue (TR-6 colours); Blue is the first player (TR-14).
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import type { CardId } from './cards.js';
import { parseConfig } from './config.js';
import { legalActions } from './legal.js';
import { setup } from './setup.js';
import { rankSeats, scoreSeat } from './outcome.js';
import type { TrainsState } from './types.js';
import { must, at, act, buy, play, rail, railsOf } from './test-helpers.js';

const N: CardId = 'normal-train';
const LR: CardId = 'lay-rails';
const SE: CardId = 'station-expansion';
const YELLOW = 0;
const RED = 1;
const BLUE = 2;

/** Stacks the example's hands: `hand` now, then `next` as the rest of the deck (drawn next). */
function stack(s: TrainsState, seat: number, hand: CardId[], next: CardId[]): TrainsState {
  const players = s.players.slice();
  players[seat] = { ...must(players[seat]), hand, deck: next.slice().reverse() };
  return { ...s, players };
}

describe('W-1..W-7 the rulebook example game (Tokyo, 3 players)', () => {
  const cfg = parseConfig({ map: 'tokyo', preset: 'beginner-tokyo', firstPlayer: BLUE }, 3);
  let s = setup(cfg, 'rulebook-example', 3);

  it('W-1 setup: supply, starting rails, reserves, pool', () => {
    expect(s.supply).toEqual({
      'express-train': 20,
      'limited-express': 10,
      'lay-rails': 14,
      'station-expansion': 17,
      apartment: 10,
      tower: 10,
      skyscraper: 10,
      waste: 70,
      landfill: 10,
      'conductors-station': 10,
      'passing-station': 10,
      'holiday-timetable': 10,
      'steel-bridge': 10,
      'amusement-park': 10,
      'maintenance-factory': 10,
      'dump-site': 10,
    });
    expect(s.current).toBe(BLUE);
    expect(s.phase).toBe('start');
    s = act(s, { type: 'START_RAIL', hex: 44 });
    expect(s.current).toBe(YELLOW);
    s = act(s, { type: 'START_RAIL', hex: 25 });
    s = act(s, { type: 'START_RAIL', hex: 21 });
    expect(s.phase).toBe('main');
    expect(s.current).toBe(BLUE);
    expect(s.players.map((p) => p.reserve)).toEqual([19, 19, 19]);
    expect(s.stationPool).toBe(30);
    // The example's deals (each deck is the 10-card starting deck).
    s = stack(s, BLUE, [LR, LR, N, N, SE], [N, N, N, N, N]);
    s = stack(s, YELLOW, [N, N, N, N, SE], [N, N, N, LR, LR]);
    s = stack(s, RED, [N, N, N, N, SE], [N, N, N, LR, LR]);
  });

  it('W-2 round 1, Blue: rails 43 and 34, station on 34', () => {
    s = act(s, play(LR));
    expect(s.turn.money).toBe(0);
    const p = s.turn.pending;
    expect(p?.kind).toBe('CHOOSE_RAIL_HEX');
    if (p?.kind === 'CHOOSE_RAIL_HEX') expect(p.options).toEqual([43, 53, 54].map((hex) => ({ hex, surcharge: 0, waste: 0 })));
    s = act(s, rail(43));
    expect(at(s.players, BLUE).reserve).toBe(18);
    expect(s.supply.waste).toBe(69);
    s = act(s, play(N, false));
    expect(s.turn.money).toBe(1);
    // Had the second Lay Rails come before the Normal Train, 34 (surcharge 1) would not be offered.
    s = act(s, play(LR));
    const q = s.turn.pending;
    if (q?.kind === 'CHOOSE_RAIL_HEX') expect(q.options.find((o) => o.hex === 34)).toEqual({ hex: 34, surcharge: 1, waste: 0 });
    s = act(s, rail(34));
    expect(s.turn.money).toBe(0);
    expect(at(s.players, BLUE).reserve).toBe(17);
    expect(s.supply.waste).toBe(68);
    s = act(s, play(SE));
    s = act(s, { type: 'CHOOSE_STATION_CITY', hex: 34 });
    expect(s.stations[34]).toBe(1);
    expect(s.stationPool).toBe(29);
    expect(s.supply.waste).toBe(67);
    s = act(s, { type: 'END_TURN' });
    const blue = at(s.players, BLUE);
    expect(blue.discard).toHaveLength(8);
    expect(blue.discard[7]).toBe(N);
    expect(blue.hand).toEqual([N, N, N, N, N]);
    expect(blue.deck).toHaveLength(0);
    expect(railsOf(s, BLUE)).toEqual([34, 43, 44]);
    expect(s.current).toBe(YELLOW);
  });

  it('W-2 variant: the second Lay Rails before the Normal Train cannot reach 34', () => {
    let t = stack(s, YELLOW, [LR], []);
    t = { ...t, rails: t.rails.map((r, h) => (h === 43 || h === 44 ? r | (1 << YELLOW) : r)) };
    t = act(t, play(LR));
    const p = t.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.some((o) => o.hex === 34)).toBe(false);
  });

  it('W-3 round 1, Yellow: station on 25, buys Amusement Park', () => {
    s = act(s, play(SE));
    s = act(s, { type: 'CHOOSE_STATION_CITY', hex: 25 });
    expect(s.stationPool).toBe(28);
    expect(s.supply.waste).toBe(66);
    for (let i = 0; i < 4; i++) s = act(s, play(N, false));
    expect(s.turn.money).toBe(4);
    s = act(s, buy('amusement-park'));
    expect(s.turn.money).toBe(0);
    expect(s.supply['amusement-park']).toBe(9);
    s = act(s, { type: 'END_TURN' });
    expect(at(s.players, YELLOW).discard).toHaveLength(7);
    expect(at(s.players, YELLOW).hand).toHaveLength(5);
    expect(at(s.players, YELLOW).deck).toHaveLength(0);
  });

  it('W-4 round 1, Red: station on 21, buys Amusement Park', () => {
    s = act(s, play(SE));
    s = act(s, { type: 'CHOOSE_STATION_CITY', hex: 21 });
    expect(s.stationPool).toBe(27);
    expect(s.supply.waste).toBe(65);
    for (let i = 0; i < 4; i++) s = act(s, play(N, false));
    s = act(s, buy('amusement-park'));
    expect(s.supply['amusement-park']).toBe(8);
    s = act(s, { type: 'END_TURN' });
    expect(at(s.players, RED).discard).toHaveLength(7);
    expect(at(s.players, RED).deck).toHaveLength(0);
  });

  it('W-5 round 2, Blue: buys Dump Site; clean-up reshuffles 14 cards', () => {
    expect(s.current).toBe(BLUE);
    for (let i = 0; i < 5; i++) s = act(s, play(N, false));
    expect(s.turn.money).toBe(5);
    s = act(s, buy('dump-site'));
    expect(s.supply['dump-site']).toBe(9);
    s = act(s, { type: 'END_TURN' });
    const blue = at(s.players, BLUE);
    expect(blue.hand).toHaveLength(5);
    expect(blue.deck).toHaveLength(9);
    expect(blue.discard).toHaveLength(0);
    const owned = [...blue.hand, ...blue.deck];
    expect(owned).toHaveLength(14);
    expect(owned.filter((c) => c === 'waste')).toHaveLength(3);
    expect(owned.filter((c) => c === 'dump-site')).toHaveLength(1);
  });

  it("W-6 round 2, Yellow: rails 24 and 23, buys Conductor's Station", () => {
    s = stack(s, YELLOW, [N, N, N, LR, LR], at(s.players, YELLOW).deck.slice().reverse());
    s = act(s, play(LR));
    const p = s.turn.pending;
    if (p?.kind === 'CHOOSE_RAIL_HEX') expect(p.options.map((o) => o.hex)).toEqual([24]);
    s = act(s, rail(24));
    expect(s.supply.waste).toBe(64);
    s = act(s, play(N, false));
    s = act(s, play(LR));
    s = act(s, rail(23));
    expect(s.turn.money).toBe(0);
    expect(s.supply.waste).toBe(63);
    s = act(s, play(N, false));
    s = act(s, play(N, false));
    expect(s.turn.money).toBe(2);
    s = act(s, buy('conductors-station'));
    expect(s.supply['conductors-station']).toBe(9);
    s = act(s, { type: 'END_TURN' });
    expect(at(s.players, YELLOW).deck).toHaveLength(10);
    expect(at(s.players, YELLOW).hand).toHaveLength(5);
    expect(railsOf(s, YELLOW)).toEqual([23, 24, 25]);
    expect(at(s.players, YELLOW).reserve).toBe(17);
  });

  it('W-7 round 2, Red: rails 22 and 32, buys Express Train; state after two rounds', () => {
    s = stack(s, RED, [N, N, N, LR, LR], at(s.players, RED).deck.slice().reverse());
    s = act(s, play(LR));
    s = act(s, rail(22));
    expect(s.supply.waste).toBe(62);
    s = act(s, play(LR));
    s = act(s, rail(32));
    expect(s.supply.waste).toBe(61);
    for (let i = 0; i < 3; i++) s = act(s, play(N, false));
    s = act(s, buy('express-train'));
    expect(s.supply['express-train']).toBe(19);
    s = act(s, { type: 'END_TURN' });
    expect(at(s.players, RED).deck).toHaveLength(10);
    expect(railsOf(s, RED)).toEqual([21, 22, 32]);
    expect(at(s.players, RED).reserve).toBe(17);
    // After two rounds.
    expect(s.supply.waste).toBe(61);
    expect(s.stationPool).toBe(27);
    const scores = [0, 1, 2].map((seat) => scoreSeat(s, seat));
    expect(scores.map((b) => b.total)).toEqual([2, 2, 2]);
    expect(scores.map((b) => b.railsOnBoard)).toEqual([3, 3, 3]);
    expect(
      rankSeats(
        scores.map((b) => b.total),
        scores.map((b) => b.railsOnBoard),
      ),
    ).toEqual([1, 1, 1]);
    expect(s.current).toBe(BLUE);
    expect(legalActions(s, BLUE).length).toBeGreaterThan(0);
  });
});
