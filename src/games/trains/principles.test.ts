/**
 * General rules not tied to one card: overview (TR-1..TR-4), score marker (TR-8), supply roles
 * (TR-10, TR-11), the turn state machine (TR-31, TR-32, TR-36, TR-46), optional and all-or-nothing
 * effects (TR-42..TR-44, ED-1, ED-2, ED-7), Lay Rails and Station Expansion (TR-67, TR-68), running
 * score (TR-110) and hidden discard piles (TR-113, ED-16, ED-33).
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { BASIC_PILES, CARDS, CARD_IDS, KINGDOM_IDS } from './cards.js';
import { legalActions } from './legal.js';
import { apply } from './rules.js';
import { TrainsErrors as E } from './errors.js';
import { trains } from './index.js';
import { must, act, acts, buy, me, play, rail, rejects, scenario, wasteGained } from './test-helpers.js';
import { view } from './view.js';

describe('overview and components', () => {
  it('TR-1 2 to 4 players', () => {
    expect(trains.seats).toEqual({ min: 2, max: 4 });
  });
  it('TR-2 play and buy one thing at a time, in any order, as often as allowed', () => {
    let s = scenario({ hand: ['limited-express', 'express-train', 'normal-train'] });
    s = acts(
      s,
      play('limited-express', false),
      buy('express-train'),
      play('express-train', false),
      play('normal-train', false),
      buy('express-train'),
    );
    expect(me(s).gained).toEqual(['express-train', 'express-train']);
    expect(s.turn.money).toBe(0);
  });
  it('TR-3 rails, stations and Victory buys gain Waste', () => {
    let s = scenario({ hand: ['lay-rails', 'station-expansion'], rails: { 0: [44] }, money: 3 });
    s = acts(s, play('lay-rails'), rail(43), play('station-expansion'), { type: 'CHOOSE_STATION_CITY', hex: 44 }, buy('apartment'));
    expect(wasteGained(s)).toBe(3);
  });
  it('TR-8 vpTokens start at 0 and only Tourist Train adds to them', () => {
    const s = trains.setup(trains.parseConfig({ preset: 'beginner-osaka' }, 2), 'x', 2);
    expect(s.players.map((p) => p.vpTokens)).toEqual([0, 0]);
    expect(CARD_IDS.filter((id) => /vp/i.test(CARDS[id].text) && CARDS[id].isAction)).toEqual(['tourist-train']);
  });
  it('TR-10 supply roles: Normal Train starting-only; 8 basic piles; 30 kingdom types of 10', () => {
    expect(CARDS['normal-train'].role).toBe('starting-only');
    expect(BASIC_PILES.slice().sort()).toEqual(CARD_IDS.filter((id) => CARDS[id].role === 'basic').sort());
    expect(KINGDOM_IDS).toHaveLength(30);
    for (const k of KINGDOM_IDS) expect(CARDS[k].count).toBe(10);
  });
  it('TR-11 the seeded selection replaces the randomizer cards: same seed, same kingdom', () => {
    const a = trains.setup(trains.parseConfig({ preset: 'random' }, 3), 'seed-11', 3);
    const b = trains.setup(trains.parseConfig({ preset: 'random' }, 3), 'seed-11', 3);
    expect(a.kingdom).toEqual(b.kingdom);
    expect(a.players).toEqual(b.players);
  });
});

describe('the turn state machine', () => {
  it('TR-31/TR-32 MAIN offers PLAY, BUY, RECYCLE, END_TURN; PENDING accepts only its answer', () => {
    const s = scenario({ hand: ['lay-rails', 'express-train'], rails: { 0: [44] }, money: 3 });
    const types = new Set(legalActions(s, 0).map((a) => a.type));
    expect([...types].sort()).toEqual(['BUY', 'END_TURN', 'PLAY', 'RECYCLE']);
    const p = act(s, play('lay-rails'));
    expect(new Set(legalActions(p, 0).map((a) => a.type))).toEqual(new Set(['CHOOSE_RAIL_HEX']));
    rejects(p, { type: 'RECYCLE' }, E.DECISION_PENDING);
    rejects(scenario({}), { type: 'CHOOSE_OPTION', option: 'draw' }, E.NO_SUCH_DECISION);
  });
  it('TR-36 a decision with one possible answer ("nothing") is skipped: Conductor\'s Station and Mail Train with an empty hand', () => {
    const k = ['conductors-station', 'mail-train', 'landfill', 'garage', 'tunnel', 'viaduct', 'pulling', 'signals'] as const;
    expect(act(scenario({ kingdom: [...k], hand: ['conductors-station'] }), play('conductors-station')).turn.pending).toBeNull();
    expect(act(scenario({ kingdom: [...k], hand: ['mail-train'] }), play('mail-train')).turn.pending).toBeNull();
  });
  it('TR-46 choices are made by the active player only', () => {
    const s = act(scenario({ hand: ['lay-rails'], rails: { 0: [44] } }), play('lay-rails'));
    const r = apply(s, 1, rail(43));
    expect(!r.ok && r.error.code).toBe(E.NOT_YOUR_TURN);
  });
});

describe('optional, all-or-nothing effects', () => {
  it('TR-42/ED-1 declining an effect keeps the money: Dump Site declined gives 1 and no modifier', () => {
    const s = act(scenario({ hand: ['dump-site'] }), play('dump-site', false));
    expect(s.turn.money).toBe(1);
    expect(s.turn.mods.noWasteGain).toBe(false);
  });
  it('TR-43/TR-44/ED-2 draws with too few cards never block; missing targets do', () => {
    const k = ['control-room', 'amusement-park', 'landfill', 'garage', 'tunnel', 'viaduct', 'pulling', 'signals'] as const;
    expect(legalActions(scenario({ kingdom: [...k], hand: ['control-room'] }), 0)).toContainEqual(play('control-room'));
    expect(legalActions(scenario({ kingdom: [...k], hand: ['amusement-park'] }), 0)).not.toContainEqual(play('amusement-park'));
  });
  it("TR-53/ED-7 the rail's Waste comes before the card's: with 1 Waste left, the rail takes it", () => {
    let s = scenario({ hand: ['lay-rails'], rails: { 0: [44], 1: [43] }, money: 1, supply: { waste: 1 } });
    s = acts(s, play('lay-rails'), rail(43));
    expect(wasteGained(s)).toBe(1);
    expect(s.supply.waste).toBe(0);
  });
  it('TR-67 Lay Rails: rail then 1 Waste; TR-68 Station Expansion: station then 1 Waste', () => {
    let s = scenario({ hand: ['lay-rails', 'station-expansion'], rails: { 0: [44] } });
    s = acts(s, play('lay-rails'), rail(53));
    expect(me(s).gained).toEqual(['waste']);
    s = acts(s, play('station-expansion'), { type: 'CHOOSE_STATION_CITY', hex: 44 });
    expect(me(s).gained).toEqual(['waste', 'waste']);
    expect(s.stations[44]).toBe(1);
  });
  it("ED-33 Steel Bridge on a river with another player's rail: +1 money and 1 Waste remain", () => {
    const k = ['steel-bridge', 'landfill', 'garage', 'tunnel', 'viaduct', 'pulling', 'signals', 'ironworks'] as const;
    let s = scenario({ kingdom: [...k], hand: ['steel-bridge'], rails: { 0: [44], 1: [45] }, money: 1 });
    s = act(s, play('steel-bridge'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 45)).toEqual({ hex: 45, surcharge: 1, waste: 1 });
    s = act(s, rail(45));
    expect(wasteGained(s)).toBe(2);
  });
});

describe('views', () => {
  it('TR-110 views carry a running score estimate (cities, remotes, cards, tokens)', () => {
    const s = scenario({ rails: { 0: [44, 0] }, stations: { 44: 2 }, discard: ['tower'] });
    expect(must(view(s, 1).players[0]).score).toBe(4 + 4 + 2);
  });
  it('TR-113/ED-16 only the discard top is visible, to the owner too', () => {
    const s = scenario({ discard: ['skyscraper', 'tower', 'waste'] });
    for (const seat of [0, 1, null]) {
      const pv = must(view(s, seat).players[0]);
      expect(pv.discardTop).toBe('waste');
      expect(pv.discardCount).toBe(3);
      expect(pv).not.toHaveProperty('discard');
    }
  });
});
