/**
 * Rails, surcharges, stations and modifiers: TR-51..TR-62 and the worked examples W-8..W-19.
 * Tokyo; seat 0 Yellow, 1 Red, 2 Blue, 3 Green.
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { BOARDS } from './map.js';
import { NO_MODS } from './setup.js';
import { railOptions, surcharge } from './rails.js';
import { TrainsErrors as E } from './errors.js';
import { must, at, act, buy, me, play, rail, railsOf, rejects, scenario, wasteGained } from './test-helpers.js';

const Y = 0;
const R = 1;
const B = 2;
const G = 3;
const tokyo = BOARDS.tokyo;
const ALL_RAIL_KINGDOM = [
  'collaboration',
  'steel-bridge',
  'subway-excavation',
  'tunnel',
  'viaduct',
  'ironworks',
  'dump-site',
  'landfill',
] as const;

describe('TR-5 boards', () => {
  it('Tokyo and Osaka have the counts of TR-5', () => {
    for (const [id, cities, slots, remotes, terr, borders] of [
      ['tokyo', 22, 39, [4, 4, 3, 3, 2, 2], [12, 16, 10, 10], 7],
      ['osaka', 24, 35, [4, 4, 3, 3, 3, 3, 2, 2], [9, 10, 15, 10], 11],
    ] as const) {
      const b = BOARDS[id];
      expect(b.hexes).toHaveLength(76);
      expect(b.cities).toHaveLength(cities);
      expect(b.cities.reduce((a, h) => a + at(b.hexes, h).slots, 0)).toBe(slots);
      expect(b.remotes.map((h) => at(b.hexes, h).value).sort((x, y) => y - x)).toEqual(remotes);
      const count = (t: string): number => b.hexes.filter((h) => h.terrain === t).length;
      expect([count('plain'), count('river'), count('mountain'), count('sea')]).toEqual(terr);
      expect(b.borders).toHaveLength(borders);
      for (const [a, c] of b.borders) {
        expect(at(b.hexes, a).neighbors).not.toContain(c);
        expect(at(b.hexes, c).neighbors).not.toContain(a);
      }
    }
  });

  it('TR-5 the hexes named in section 17 have the stated terrain', () => {
    const t = (h: number): string => at(tokyo.hexes, h).terrain;
    expect([0, 1, 11, 15, 16, 19, 20, 21, 22, 23].map(t)).toEqual([
      'remote',
      'mountain',
      'mountain',
      'river',
      'city',
      'city',
      'river',
      'city',
      'plain',
      'city',
    ]);
    expect([24, 25, 26, 31, 32, 33, 34, 36, 40, 43, 44, 45].map(t)).toEqual([
      'plain',
      'city',
      'river',
      'river',
      'plain',
      'plain',
      'city',
      'river',
      'river',
      'plain',
      'city',
      'river',
    ]);
    expect([50, 53, 54, 59, 68, 69, 70].map(t)).toEqual(['city', 'plain', 'plain', 'river', 'city', 'river', 'city']);
    expect(at(tokyo.hexes, 0).value).toBe(4);
    expect([16, 19, 21, 23, 25, 34, 44, 50, 68, 70].map((h) => at(tokyo.hexes, h).slots)).toEqual([1, 3, 2, 1, 2, 2, 2, 2, 3, 2]);
    expect(at(tokyo.hexes, 44).neighbors).not.toContain(34);
  });
});

describe('TR-54 surcharge table', () => {
  const rails = new Array<number>(76).fill(0);
  const st = new Array<number>(76).fill(0);
  it('terrain parts: plain 0, river 1, mountain 2, city 1 + stations, remote its value, sea not allowed', () => {
    expect(surcharge(tokyo, st, rails, 0, 43, NO_MODS)).toBe(0);
    expect(surcharge(tokyo, st, rails, 0, 45, NO_MODS)).toBe(1);
    expect(surcharge(tokyo, st, rails, 0, 1, NO_MODS)).toBe(2);
    expect(surcharge(tokyo, st, rails, 0, 34, NO_MODS)).toBe(1);
    const st2 = st.slice();
    st2[34] = 2;
    expect(surcharge(tokyo, st2, rails, 0, 34, NO_MODS)).toBe(3);
    expect(surcharge(tokyo, st, rails, 0, 0, NO_MODS)).toBe(4);
    const sea = must(tokyo.hexes.find((h) => h.terrain === 'sea')).index;
    expect(surcharge(tokyo, st, rails, 0, sea, NO_MODS)).toBe(-1);
  });
  it('modifiers waive their parts only; allSurchargesFree waives all money', () => {
    const r = rails.slice();
    r[45] = 1 << R;
    expect(surcharge(tokyo, st, r, B, 45, { ...NO_MODS, riverFree: true })).toBe(1);
    expect(surcharge(tokyo, st, r, B, 45, { ...NO_MODS, otherRailsFree: true })).toBe(1);
    expect(surcharge(tokyo, st, r, B, 45, { ...NO_MODS, allSurchargesFree: true })).toBe(0);
    expect(surcharge(tokyo, st, r, B, 1, { ...NO_MODS, mountainFree: true })).toBe(0);
    expect(surcharge(tokyo, st, r, B, 0, { ...NO_MODS, cityFree: true })).toBe(4);
  });
});

describe('TR-52 legal rail targets', () => {
  it('adjacent to own rail, not sea, not own hex, payable; tokens laid this turn count', () => {
    let s = scenario({ hand: ['lay-rails', 'lay-rails'], rails: { [B]: [44] }, current: B, seats: 3 });
    s = act(s, play('lay-rails'));
    s = act(s, rail(43));
    s = act(s, play('lay-rails'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.map((o) => o.hex)).toEqual([33, 53, 54]); // 34 city (1), 42 and 52 cost money; 45 river (1)
  });
  it('TR-33 while CHOOSE_RAIL_HEX is open nothing else is accepted; a bad hex is rejected', () => {
    let s = scenario({ hand: ['lay-rails', 'normal-train'], rails: { [B]: [44] }, current: B, seats: 3, money: 5 });
    s = act(s, play('lay-rails'));
    rejects(s, play('normal-train', false), E.DECISION_PENDING);
    rejects(s, buy('express-train'), E.DECISION_PENDING);
    rejects(s, { type: 'END_TURN' }, E.DECISION_PENDING);
    rejects(s, rail(34), E.BAD_ANSWER);
    rejects(s, rail(44), E.BAD_ANSWER);
  });
  it('TR-56 rails never move; several players may share a hex, one own token per hex', () => {
    let s = scenario({ hand: ['lay-rails'], rails: { [B]: [44], [R]: [43] }, current: B, seats: 3, money: 1 });
    s = act(s, play('lay-rails'));
    s = act(s, rail(43));
    expect(s.rails[43]).toBe((1 << R) | (1 << B));
    expect(railsOf(s, R)).toEqual([43]);
  });
});

describe('worked examples W-8..W-19', () => {
  it("W-8 (TR-53, TR-58, ED-8, ED-9) surcharge case: 1 + 2 stations + 1 other rail = 4 money and 1 Waste, then the card's Waste", () => {
    const base = { hand: ['lay-rails' as const], rails: { [B]: [31], [R]: [21] }, stations: { 21: 2 }, current: B, seats: 3 };
    let s = act(scenario({ ...base, money: 4 }), play('lay-rails'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 21)).toEqual({ hex: 21, surcharge: 4, waste: 1 });
    s = act(s, rail(21));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
    const t = act(scenario({ ...base, money: 3 }), play('lay-rails'));
    const q = t.turn.pending;
    expect(q?.kind === 'CHOOSE_RAIL_HEX' && q.options.some((o) => o.hex === 21)).toBe(false);
  });

  it('W-9 (ED-8) two other players on one hex (4 players): river 1 + 2 = 3 money, 1 Waste for the rail', () => {
    let s = scenario({ seats: 4, hand: ['lay-rails'], rails: { [R]: [40], [Y]: [40], [G]: [50] }, current: G, money: 3 });
    s = act(s, play('lay-rails'));
    s = act(s, rail(40));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
  });

  it('W-10 (ED-6, ED-21) Steel Bridge covers its own rail and later ones', () => {
    let s = scenario({
      kingdom: [...ALL_RAIL_KINGDOM],
      hand: ['steel-bridge', 'lay-rails', 'normal-train', 'normal-train', 'normal-train'],
      rails: { [B]: [44] },
      current: B,
      seats: 3,
    });
    s = act(s, play('steel-bridge'));
    expect(s.turn.mods.riverFree).toBe(true);
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 45)).toEqual({ hex: 45, surcharge: 0, waste: 0 });
    s = act(s, rail(45));
    s = act(s, play('lay-rails'));
    s = act(s, rail(36));
    for (let i = 0; i < 3; i++) s = act(s, play('normal-train', false));
    s = act(s, buy('express-train'));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
    expect(me(s).gained).toEqual(['waste', 'waste', 'express-train']);
    // Other order: Lay Rails first with money 0 offers only the plains.
    let t = scenario({ kingdom: [...ALL_RAIL_KINGDOM], hand: ['lay-rails'], rails: { [B]: [44] }, current: B, seats: 3 });
    t = act(t, play('lay-rails'));
    const q = t.turn.pending;
    expect(q?.kind === 'CHOOSE_RAIL_HEX' && q.options.map((o) => o.hex)).toEqual([43, 53, 54]);
  });

  it('W-11 (ED-21) Tunnel into a shared mountain: 1 money, 2 Waste', () => {
    let s = scenario({ kingdom: [...ALL_RAIL_KINGDOM], hand: ['tunnel'], rails: { [R]: [11], [Y]: [20] }, current: Y, seats: 3, money: 1 });
    s = act(s, play('tunnel'));
    s = act(s, rail(11));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
  });

  it('W-12 (ED-21) Viaduct into a busy city: 1 money instead of 4, 2 Waste', () => {
    let s = scenario({
      kingdom: [...ALL_RAIL_KINGDOM],
      hand: ['viaduct'],
      rails: { [R]: [68], [B]: [59] },
      stations: { 68: 2 },
      current: B,
      seats: 3,
      money: 1,
    });
    s = act(s, play('viaduct'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 68)).toEqual({ hex: 68, surcharge: 1, waste: 1 });
    s = act(s, rail(68));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
    const st = new Array<number>(76).fill(0);
    st[68] = 2;
    const r = new Array<number>(76).fill(0);
    r[68] = 1 << R;
    expect(surcharge(tokyo, st, r, B, 68, NO_MODS)).toBe(4);
  });

  it('W-13 (ED-22, TR-106) Subway Excavation into an occupied remote location: 0 money but 2 Waste; both score Chichibu', () => {
    let s = scenario({
      kingdom: [...ALL_RAIL_KINGDOM],
      hand: ['subway-excavation'],
      rails: { [Y]: [0], [R]: [1] },
      current: R,
      seats: 3,
      money: 0,
    });
    s = act(s, play('subway-excavation'));
    s = act(s, rail(0));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(2);
    const r = new Array<number>(76).fill(0);
    r[0] = 1 << Y;
    expect(surcharge(tokyo, new Array<number>(76).fill(0), r, R, 0, NO_MODS)).toBe(5);
  });

  it('W-14 (ED-20) Collaboration: 2 money, 1 Waste (without it 4 money and 2 Waste)', () => {
    let s = scenario({
      seats: 3,
      kingdom: [...ALL_RAIL_KINGDOM],
      hand: ['collaboration'],
      rails: { [R]: [70], [Y]: [70], [B]: [69] },
      stations: { 70: 1 },
      current: B,
      money: 2,
    });
    s = act(s, play('collaboration'));
    s = act(s, rail(70));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(1);
    let t = scenario({
      seats: 3,
      hand: ['lay-rails'],
      rails: { [R]: [70], [Y]: [70], [B]: [69] },
      stations: { 70: 1 },
      current: B,
      money: 4,
    });
    t = act(t, play('lay-rails'));
    t = act(t, rail(70));
    expect(t.turn.money).toBe(0);
    expect(wasteGained(t)).toBe(2);
  });

  it('W-15 (ED-23, TR-61) Dump Site is not retroactive', () => {
    let s = scenario({
      seats: 3,
      hand: ['express-train', 'lay-rails', 'dump-site', 'lay-rails', 'limited-express'],
      rails: { [B]: [33], [R]: [32, 43] },
      current: B,
    });
    s = act(s, play('express-train', false));
    expect(s.turn.money).toBe(2);
    s = act(s, play('lay-rails'));
    s = act(s, rail(32));
    expect(s.turn.money).toBe(1);
    expect(wasteGained(s)).toBe(2);
    s = act(s, play('dump-site'));
    expect(s.turn.money).toBe(2);
    expect(s.turn.mods.noWasteGain).toBe(true);
    s = act(s, play('lay-rails'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 43)).toEqual({ hex: 43, surcharge: 1, waste: 0 });
    s = act(s, rail(43));
    expect(s.turn.money).toBe(1);
    s = act(s, play('limited-express', false));
    expect(s.turn.money).toBe(4);
    s = act(s, buy('apartment'));
    expect(s.turn.money).toBe(1);
    expect(wasteGained(s)).toBe(2);
    expect(me(s).gained).toEqual(['waste', 'waste', 'apartment']);
  });

  it('W-16 (ED-17, TR-62) Ironworks stacking and timing', () => {
    const kingdom = [...ALL_RAIL_KINGDOM];
    let s = scenario({
      kingdom,
      hand: ['lay-rails', 'ironworks', 'lay-rails', 'steel-bridge', 'normal-train'],
      rails: { [B]: [44] },
      current: B,
      seats: 3,
    });
    s = act(s, play('lay-rails'));
    expect(s.turn.money).toBe(0);
    s = act(s, rail(43));
    s = act(s, play('ironworks'));
    expect(s.turn.money).toBe(1);
    s = act(s, play('lay-rails'));
    expect(s.turn.money).toBe(3);
    s = act(s, rail(34));
    expect(s.turn.money).toBe(2);
    s = act(s, play('steel-bridge'));
    expect(s.turn.money).toBe(4);
    s = act(s, rail(45));
    expect(s.turn.money).toBe(4);
    s = act(s, play('normal-train', false));
    expect(s.turn.money).toBe(5);
    expect(railsOf(s, B)).toEqual([34, 43, 44, 45]);
    expect(wasteGained(s)).toBe(3);
    // Declining the second Lay Rails still gives +2 but no rail and no Waste.
    let t = scenario({ kingdom, hand: ['ironworks', 'lay-rails'], rails: { [B]: [44] }, current: B, seats: 3 });
    t = act(t, play('ironworks'));
    t = act(t, play('lay-rails', false));
    expect(t.turn.money).toBe(3);
    expect(wasteGained(t)).toBe(0);
    // Two Ironworks: +4.
    let u = scenario({ kingdom, hand: ['ironworks', 'ironworks', 'lay-rails'], rails: { [B]: [44] }, current: B, seats: 3 });
    u = act(u, play('ironworks'));
    u = act(u, play('ironworks'));
    u = act(u, play('lay-rails', false));
    expect(u.turn.money).toBe(2 + 4);
  });

  it('W-17a (TR-55, ED-4, ED-5) a rail that cannot be paid is not offered; the card gives only its money', () => {
    let s = scenario({
      seats: 3,
      hand: ['lay-rails', 'lay-rails', 'normal-train', 'waste', 'waste'],
      rails: { [Y]: [25], [B]: [24] },
      stations: { 25: 1 },
      current: Y,
    });
    expect(railOptions(tokyo, s.stations, s.rails, Y, 19, NO_MODS, 0, 70)).toEqual([]);
    expect(railOptions(tokyo, s.stations, s.rails, Y, 19, NO_MODS, 1, 70).map((o) => [o.hex, o.surcharge])).toEqual([
      [15, 1],
      [16, 1],
      [24, 1],
      [26, 1],
    ]);
    rejects(s, play('lay-rails'), E.EFFECT_INFEASIBLE);
    s = act(s, play('lay-rails', false));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(0);
    expect(me(s).play).toEqual(['lay-rails']);
    s = act(s, play('normal-train', false));
    s = act(s, play('lay-rails'));
    s = act(s, rail(26));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(1);
  });

  it('W-17b (TR-55, ED-5) with 1 token in reserve: the second Lay Rails has nothing to lay; the game ends after clean-up', () => {
    let s = scenario({
      kingdom: [...ALL_RAIL_KINGDOM],
      hand: ['lay-rails', 'lay-rails', 'ironworks'],
      rails: { [Y]: [44] },
      reserve: { [Y]: 1 },
      current: Y,
    });
    s = act(s, play('lay-rails'));
    s = act(s, rail(43));
    expect(me(s).reserve).toBe(0);
    expect(wasteGained(s)).toBe(1);
    rejects(s, play('lay-rails'), E.EFFECT_INFEASIBLE);
    s = act(s, play('ironworks'));
    s = act(s, play('lay-rails', false));
    expect(s.turn.money).toBe(1 + 2);
    expect(wasteGained(s)).toBe(1);
    s = act(s, { type: 'END_TURN' });
    expect(s.phase).toBe('over');
  });

  it('W-18 (TR-68, ED-3) Station Expansion with the pool empty: infeasible, no Waste; game ends after the turn', () => {
    let s = scenario({ hand: ['station-expansion', 'station-expansion'], stationPool: 1, current: R });
    s = act(s, play('station-expansion'));
    s = act(s, { type: 'CHOOSE_STATION_CITY', hex: 34 });
    expect(s.stationPool).toBe(0);
    expect(wasteGained(s)).toBe(1);
    rejects(s, play('station-expansion'), E.EFFECT_INFEASIBLE);
    s = act(s, play('station-expansion', false));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(1);
    s = act(s, { type: 'END_TURN' });
    expect(s.phase).toBe('over');
  });

  it('W-19 (TR-26) empty Waste pile: the rail is still laid, Waste parts are skipped', () => {
    let s = scenario({ hand: ['lay-rails'], rails: { [B]: [33], [R]: [32] }, current: B, seats: 3, money: 1, supply: { waste: 0 } });
    s = act(s, play('lay-rails'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 32)).toEqual({ hex: 32, surcharge: 1, waste: 0 });
    s = act(s, rail(32));
    expect(s.turn.money).toBe(0);
    expect(wasteGained(s)).toBe(0);
    expect(railsOf(s, B)).toEqual([32, 33]);
  });
});

describe('TR-57..TR-59 stations', () => {
  it('TR-57 a station may go on any city with a free slot, with no rail nearby', () => {
    let s = scenario({ hand: ['station-expansion'], stations: { 19: 3 } });
    s = act(s, play('station-expansion'));
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_STATION_CITY' && p.options).toEqual(tokyo.cities.filter((c) => c !== 19));
    rejects(s, { type: 'CHOOSE_STATION_CITY', hex: 19 }, E.BAD_ANSWER);
    rejects(s, { type: 'CHOOSE_STATION_CITY', hex: 43 }, E.BAD_ANSWER);
    s = act(s, { type: 'CHOOSE_STATION_CITY', hex: 68 });
    expect(s.stations[68]).toBe(1);
  });
  it('TR-59 30 tokens < slots on each board', () => {
    for (const b of Object.values(BOARDS)) expect(b.cities.reduce((a, h) => a + at(b.hexes, h).slots, 0)).toBeGreaterThan(30);
  });
});

describe('TR-60..TR-62 modifiers', () => {
  it('TR-62 rail cards played before Ironworks give no bonus; Station Expansion is not a rail card', () => {
    let s = scenario({ kingdom: [...ALL_RAIL_KINGDOM], hand: ['lay-rails', 'ironworks', 'station-expansion'], rails: { [Y]: [44] } });
    s = act(s, play('lay-rails', false));
    expect(s.turn.money).toBe(0);
    s = act(s, play('ironworks'));
    s = act(s, play('station-expansion', false));
    expect(s.turn.money).toBe(1);
  });
  it('TR-60 a second copy of a modifier changes nothing; a declined rail card starts no modifier', () => {
    let s = scenario({ kingdom: [...ALL_RAIL_KINGDOM], hand: ['steel-bridge', 'tunnel'], rails: { [Y]: [44] } });
    s = act(s, play('steel-bridge', false));
    expect(s.turn.mods.riverFree).toBe(false);
    s = act(s, play('tunnel'));
    expect(s.turn.mods.mountainFree).toBe(true);
  });
  it('TR-61 Dump Site stops the Waste for buying Victory cards', () => {
    let s = scenario({ hand: ['dump-site'], money: 8 });
    s = act(s, play('dump-site'));
    s = act(s, buy('skyscraper'));
    expect(me(s).gained).toEqual(['skyscraper']);
  });
});
