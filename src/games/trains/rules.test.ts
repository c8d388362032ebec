/**
 * Setup (TR-12..TR-20), zones (TR-21..TR-29), the turn machine (TR-30..TR-39), buying (TR-47..TR-50),
 * clean-up (TR-63), end of game (TR-103, TR-104, W-27), scoring and winner (TR-105..TR-109, W-28),
 * hidden information (TR-111..TR-115), config and action parsing.
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, KINGDOM_IDS, PRESETS, type CardId } from './cards.js';
import { parseAction } from './actions.js';
import { parseConfig } from './config.js';
import { legalActions } from './legal.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { TrainsErrors as E } from './errors.js';
import { BOARDS } from './map.js';
import { outcome } from './outcome.js';
import { trains } from './index.js';
import { must, at, act, acts, buy, cardTotal, me, play, rejects, scenario } from './test-helpers.js';
import type { TrainsState } from './types.js';
import { view } from './view.js';

describe('setup TR-12..TR-20', () => {
  it('TR-12 Tokyo is the default board; TR-15 a kingdom choice is required', () => {
    expect(parseConfig({ preset: 'random' }, 2).map).toBe('tokyo');
    expect(() => parseConfig({}, 2)).toThrow(/choose the kingdom/);
    expect(() => parseConfig({}, 2)).toThrow(expect.objectContaining({ code: E.BAD_CONFIG }));
    expect(() => parseConfig({ preset: 'nope' }, 2)).toThrow(/unknown preset/);
    expect(() => parseConfig({ map: 'kyoto', preset: 'random' }, 2)).toThrow();
    expect(() => parseConfig({ kingdom: ['landfill'] }, 2)).toThrow(/8 different/);
    expect(() =>
      parseConfig({ kingdom: ['landfill', 'waste', 'garage', 'tunnel', 'viaduct', 'pulling', 'signals', 'ironworks'] }, 2),
    ).toThrow(/not a kingdom card/);
    expect(() => parseConfig({ preset: 'random', firstPlayer: 3 }, 3)).toThrow(/not a seat/);
    expect(() => parseConfig({ preset: 'random', kingdom: KINGDOM_IDS.slice(0, 8) }, 2)).toThrow(/either/);
  });

  it('TR-15 the four presets', () => {
    const byId = Object.fromEntries(PRESETS.map((p) => [p.id, p.kingdom.slice().sort()]));
    expect(byId['beginner-tokyo']).toEqual([
      'amusement-park',
      'conductors-station',
      'dump-site',
      'holiday-timetable',
      'landfill',
      'maintenance-factory',
      'passing-station',
      'steel-bridge',
    ]);
    expect(byId['beginner-osaka']).toEqual([
      'bullet-train',
      'garage',
      'ironworks',
      'landfill',
      'stationmaster-office',
      'temporary-timetable',
      'tourist-train',
      'tunnel',
    ]);
    expect(byId['reforming-and-tunneling']).toEqual([
      'early-train',
      'freight-train',
      'information-central',
      'pulling',
      'signaling-area',
      'signals',
      'subway-excavation',
      'wagon-factory',
    ]);
    expect(byId['holiday-pass']).toEqual(
      [
        'control-room',
        'holiday-timetable',
        'landfill',
        'maintenance-factory',
        'mail-train',
        'station-crew',
        'tourist-train',
        'viaduct',
      ].sort(),
    );
  });

  it('TR-15 random: 8 distinct kingdom types from the seed; first-game always has Landfill; custom is used as given', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = setup(parseConfig({ preset: 'random' }, 2), `r${i}`, 2);
      expect(new Set(s.kingdom).size).toBe(8);
      for (const k of s.kingdom) expect(KINGDOM_IDS).toContain(k);
      s.kingdom.forEach((k) => seen.add(k));
      const f = setup(parseConfig({ preset: 'first-game' }, 2), `r${i}`, 2);
      expect(f.kingdom).toContain('landfill');
      expect(new Set(f.kingdom).size).toBe(8);
    }
    expect(seen.size).toBeGreaterThan(25);
    expect(setup(parseConfig({ preset: 'random' }, 2), 'same', 2).kingdom).toEqual(
      setup(parseConfig({ preset: 'random' }, 2), 'same', 2).kingdom,
    );
    const custom = KINGDOM_IDS.slice(3, 11);
    expect(setup(parseConfig({ kingdom: custom }, 2), 'x', 2).kingdom).toEqual(custom);
  });

  it('TR-16 (ED-13) pile sizes by player count', () => {
    for (const [P, lay, station] of [
      [2, 16, 18],
      [3, 14, 17],
      [4, 12, 16],
    ] as const) {
      const s = setup(parseConfig({ preset: 'holiday-pass' }, P), 'x', P);
      expect(s.supply['lay-rails']).toBe(lay);
      expect(s.supply['station-expansion']).toBe(station);
      expect([
        s.supply['express-train'],
        s.supply['limited-express'],
        s.supply.apartment,
        s.supply.tower,
        s.supply.skyscraper,
        s.supply.waste,
      ]).toEqual([20, 10, 10, 10, 10, 70]);
      for (const k of s.kingdom) expect(s.supply[k]).toBe(10);
      expect(Object.keys(s.supply)).toHaveLength(16);
      expect(cardTotal(s)).toBe(500);
    }
  });

  it('TR-13/TR-17/TR-18 reserves 20, pool 30, empty trash, 10-card starting decks, hands of 5', () => {
    const s = setup(parseConfig({ preset: 'random' }, 4), 'deal', 4);
    expect(s.stationPool).toBe(30);
    expect(s.trash).toEqual([]);
    for (const p of s.players) {
      expect(p.reserve).toBe(20);
      expect(p.vpTokens).toBe(0);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(5);
      const all = [...p.hand, ...p.deck].sort();
      expect(all).toEqual(['lay-rails', 'lay-rails', ...Array(7).fill('normal-train'), 'station-expansion'].sort());
    }
  });

  it('TR-14 (ED-34) the host picks the first player; otherwise a seeded random seat', () => {
    expect(setup(parseConfig({ preset: 'random', firstPlayer: 2 }, 3), 'x', 3).current).toBe(2);
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) firsts.add(setup(parseConfig({ preset: 'random' }, 3), `f${i}`, 3).first);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
  });

  it('TR-19/TR-20 (ED-12) starting rails in turn order: not sea, not remote, not another start; free; then the first player starts', () => {
    let s = setup(parseConfig({ preset: 'random', firstPlayer: 1 }, 3), 'start', 3);
    const sea = must(BOARDS.tokyo.hexes.find((h) => h.terrain === 'sea')).index;
    expect(s.current).toBe(1);
    rejects(s, { type: 'START_RAIL', hex: sea }, E.BAD_START_HEX);
    rejects(s, { type: 'START_RAIL', hex: 0 }, E.BAD_START_HEX);
    rejects(s, { type: 'END_TURN' }, E.WRONG_PHASE);
    expect(apply(s, 0, { type: 'START_RAIL', hex: 44 }).ok).toBe(false);
    const legal = legalActions(s, 1);
    expect(legal).toHaveLength(76 - 10 - 6);
    s = act(s, { type: 'START_RAIL', hex: 44 });
    rejects(s, { type: 'START_RAIL', hex: 44 }, E.BAD_START_HEX);
    expect(legalActions(s, 2)).toHaveLength(59);
    s = acts(s, { type: 'START_RAIL', hex: 45 }, { type: 'START_RAIL', hex: 19 });
    expect(s.phase).toBe('main');
    expect(s.current).toBe(1);
    expect(s.players.map((p) => p.reserve)).toEqual([19, 19, 19]);
    expect(s.supply.waste).toBe(70);
    expect(s.turn.money).toBe(0);
    rejects(s, { type: 'START_RAIL', hex: 50 }, E.WRONG_PHASE);
  });
});

describe('zones and the turn TR-21..TR-39', () => {
  it('TR-22/TR-23 draw reshuffles only when a card must be drawn from an empty deck', () => {
    // Deck holds exactly 5: clean-up draws them without touching the discard pile.
    let s = scenario({ hand: ['normal-train'], deckTopFirst: ['waste', 'waste', 'waste', 'waste', 'waste'], discard: ['tower'] });
    s = act(s, { type: 'END_TURN' });
    expect(at(s.players, 0).deck).toEqual([]);
    expect(at(s.players, 0).discard).toEqual(['tower', 'normal-train']);
    // Deck holds 2: draw 2, then shuffle the discard pile (which now includes this turn's cards).
    let t = scenario({ hand: ['express-train'], deckTopFirst: ['waste', 'waste'], discard: ['tower', 'apartment'] });
    t = act(t, { type: 'END_TURN' });
    expect(at(t.players, 0).hand.slice(0, 2)).toEqual(['waste', 'waste']);
    expect(at(t.players, 0).hand).toHaveLength(5);
    expect(at(t.players, 0).discard).toEqual([]);
    // TR-22: both empty: the remaining draws are lost.
    let u = scenario({ hand: [], deckTopFirst: ['waste'] });
    u = act(u, { type: 'END_TURN' });
    expect(at(u.players, 0).hand).toEqual(['waste']);
  });

  it('TR-30/TR-37 END_TURN always allowed; unused money is lost; a plain pass is legal', () => {
    let s = scenario({ hand: ['express-train'] });
    expect(legalActions(s, 0).at(-1)).toEqual({ type: 'END_TURN' });
    s = acts(s, play('express-train', false), { type: 'END_TURN' });
    expect(s.turn).toEqual({ money: 0, acted: false, mods: s.turn.mods, pending: null, revealed: [] });
    expect(s.turn.mods.ironworks).toBe(0);
  });

  it('TR-34 actedThisTurn after a play (even declined) or a buy', () => {
    expect(act(scenario({ hand: ['lay-rails'], rails: { 0: [44] } }), play('lay-rails', false)).turn.acted).toBe(true);
    expect(act(scenario({ money: 3 }), buy('express-train')).turn.acted).toBe(true);
  });

  it('TR-38 RECYCLE returns every Waste, ends the turn, allowed with none; not after acting', () => {
    const s = act(scenario({ hand: ['normal-train'] }), { type: 'RECYCLE' });
    expect(s.supply.waste).toBe(70);
    expect(s.current).toBe(1);
    expect(s.turns).toBe(1);
    rejects(act(scenario({ money: 3 }), buy('express-train')), { type: 'RECYCLE' }, E.ALREADY_ACTED);
  });

  it('TR-40 only cards in hand can be played', () => {
    rejects(scenario({ hand: ['normal-train'] }), play('express-train', false), E.NOT_IN_HAND);
  });

  it('TR-41 step 6 (TR-44, ED-2): apply is offered only for feasible effects; decline is always offered', () => {
    // W-17: every hex next to 25 costs money, so Lay Rails with money 0 is offered only as decline.
    const legal = legalActions(scenario({ hand: ['lay-rails', 'station-expansion', 'normal-train'], rails: { 0: [25], 1: [24] } }), 0);
    expect(legal.filter((a) => a.type === 'PLAY')).toEqual([
      { type: 'PLAY', card: 'lay-rails', apply: false },
      { type: 'PLAY', card: 'station-expansion', apply: true },
      { type: 'PLAY', card: 'station-expansion', apply: false },
      { type: 'PLAY', card: 'normal-train', apply: false },
    ]);
  });
});

describe('buying TR-47..TR-50', () => {
  it('TR-47 legal buys: in supply, not Waste, not empty, affordable; Normal Train has no pile', () => {
    const s = scenario({ money: 3, supply: { 'express-train': 0 } });
    rejects(s, buy('waste'), E.NOT_BUYABLE);
    rejects(s, buy('normal-train'), E.NOT_BUYABLE);
    rejects(s, buy('tunnel'), E.NOT_BUYABLE);
    rejects(s, buy('express-train'), E.PILE_EMPTY);
    rejects(s, buy('limited-express'), E.CANNOT_AFFORD);
    const piles = legalActions(s, 0).flatMap((a) => (a.type === 'BUY' ? [a.pile] : []));
    expect(piles.sort()).toEqual([
      'apartment',
      'conductors-station',
      'holiday-timetable',
      'landfill',
      'lay-rails',
      'passing-station',
      'station-expansion',
    ]);
  });
  it('TR-48/TR-49 several buys, money decreases; bought cards go to gained and cannot be played (TR-50)', () => {
    let s = scenario({ money: 9 });
    s = acts(s, buy('express-train'), buy('express-train'), buy('express-train'));
    expect(s.turn.money).toBe(0);
    expect(me(s).gained).toEqual(['express-train', 'express-train', 'express-train']);
    expect(s.supply['express-train']).toBe(17);
    rejects(s, play('express-train', false), E.NOT_IN_HAND);
  });
});

describe('clean-up TR-63 (ED-35, TR-113)', () => {
  it('play area, then gained, then hand go to the discard pile; the last card in hand is the new top', () => {
    let s = scenario({
      money: 1,
      hand: ['express-train', 'tower', 'waste'],
      deckTopFirst: ['normal-train', 'normal-train', 'normal-train', 'normal-train', 'normal-train', 'normal-train'],
    });
    s = acts(s, play('express-train', false), buy('lay-rails'), { type: 'END_TURN' });
    const p = at(s.players, 0);
    expect(p.discard).toEqual(['express-train', 'lay-rails', 'tower', 'waste']);
    expect(p.hand).toHaveLength(5);
    expect(p.deck).toHaveLength(1);
    expect(s.current).toBe(1);
    expect(must(view(s, 1).players[0]).discardTop).toBe('waste');
  });
});

describe('end of game TR-103/TR-104, W-27', () => {
  it('W-27 (TR-4, ED-14) four empty non-Waste piles end the game after the turn; the Waste pile does not count', () => {
    let s = scenario({ current: 1, supply: { apartment: 0, tower: 0, 'amusement-park': 0, 'lay-rails': 1, waste: 0 }, money: 3 });
    s = act(s, buy('lay-rails'));
    expect(s.phase).toBe('main');
    s = act(s, { type: 'END_TURN' });
    expect(s.phase).toBe('over');
    expect(trains.activeSeats(s)).toEqual([]);
    expect(legalActions(s, 0)).toEqual([]);
    expect(apply(s, 0, { type: 'END_TURN' }).ok).toBe(false);
    // Three empty piles + empty Waste: the game goes on.
    const t = act(scenario({ current: 1, supply: { apartment: 0, tower: 0, 'amusement-park': 0, waste: 0 } }), { type: 'END_TURN' });
    expect(t.phase).toBe('main');
    expect(t.current).toBe(0);
  });
  it('TR-103 a recycle turn also triggers END_CHECK; TR-104 meeting a condition mid-turn does not shorten it', () => {
    const s = act(scenario({ stationPool: 0 }), { type: 'RECYCLE' });
    expect(s.phase).toBe('over');
    let t = scenario({ hand: ['station-expansion', 'normal-train'], stationPool: 1 });
    t = acts(t, play('station-expansion'), { type: 'CHOOSE_STATION_CITY', hex: 34 });
    expect(t.stationPool).toBe(0);
    t = act(t, play('normal-train', false));
    expect(t.phase).toBe('main');
  });
});

describe('scoring TR-105..TR-109, W-28', () => {
  function w28(): TrainsState {
    const Bl = 0;
    const Rd = 1;
    const s = scenario({
      rails: { [Bl]: [44, 43, 34, 33, 23], [Rd]: [21, 22, 23, 11, 1, 0] },
      stations: { 34: 2, 44: 1, 23: 1, 21: 1, 19: 3 },
    });
    const players = s.players.slice();
    players[Bl] = { ...must(players[Bl]), hand: [], deck: ['tower', 'apartment', 'normal-train'], discard: ['apartment'], vpTokens: 0 };
    players[Rd] = { ...must(players[Rd]), hand: [], deck: ['tower'], discard: ['normal-train'], vpTokens: 2 };
    return { ...s, players, phase: 'over' };
  }
  it('W-28 (TR-108, ED-15) final scoring: 12 – 12, Red wins on rails (6 vs 5)', () => {
    const o = must(outcome(w28()));
    expect(o.scores).toEqual([12, 12]);
    const [blue, red] = o.breakdown;
    expect(must(blue).cities).toEqual([
      { hex: 23, name: 'Kichijoji', stations: 1, vp: 2 },
      { hex: 34, name: 'Shinjuku Shibuya', stations: 2, vp: 4 },
      { hex: 44, name: 'Shinagawa Meguro', stations: 1, vp: 2 },
    ]);
    expect(must(blue).boardVp).toBe(8);
    expect(must(blue).victoryCards).toEqual({ apartment: 2, tower: 1, skyscraper: 0, vp: 4 });
    expect(must(red).cities.map((c) => [c.hex, c.vp])).toEqual([
      [21, 2],
      [23, 2],
    ]);
    expect(must(red).remotes).toEqual([{ hex: 0, name: 'Chichibu', vp: 4 }]);
    expect(must(red).vpTokens).toBe(2);
    expect(must(red).railsOnBoard).toBe(6);
    expect(must(blue).railsOnBoard).toBe(5);
    expect(o.ranks).toEqual([2, 1]);
    expect(o.winners).toEqual([1]);
  });
  it('TR-105 city values 0/2/4/8; TR-109 a full tie is shared; outcome is null while running', () => {
    const s = scenario({ rails: { 0: [19], 1: [19] }, stations: { 19: 3 } });
    expect(outcome(s)).toBeNull();
    const o = must(outcome({ ...s, phase: 'over' }));
    expect(o.scores).toEqual([8, 8]);
    expect(o.ranks).toEqual([1, 1]);
    expect(o.winners).toEqual([0, 1]);
    for (const [n, vp] of [
      [0, 0],
      [1, 2],
      [2, 4],
    ]) {
      expect(must(outcome({ ...scenario({ rails: { 0: [19] }, stations: { 19: must(n) } }), phase: 'over' })).scores[0]).toBe(vp);
    }
  });
  it('TR-107 trashed cards score nothing', () => {
    const s = scenario({});
    const t = { ...s, phase: 'over' as const, trash: ['skyscraper' as CardId] };
    expect(must(must(outcome(t)).breakdown[0]).victoryCards.vp).toBe(0);
  });
});

describe('hidden information TR-111..TR-115', () => {
  it('views show only the own hand; others see counts, play areas, discard tops, the board and the supply', () => {
    const s = act(
      scenario({ hand: ['express-train', 'waste'], deckTopFirst: ['tower', 'apartment'], discard: ['lay-rails'] }),
      play('express-train', false),
    );
    const own = view(s, 0);
    const other = view(s, 1);
    const spectator = view(s, null);
    expect(at(own.players, 0).hand).toEqual(['waste']);
    expect(at(other.players, 0).hand).toBeNull();
    expect(at(spectator.players, 0).hand).toBeNull();
    expect(at(other.players, 1).hand).toEqual(at(s.players, 1).hand);
    expect(at(other.players, 0).handCount).toBe(1);
    expect(at(other.players, 0).deckCount).toBe(2);
    expect(at(other.players, 0).knownTop).toEqual([]);
    expect(at(other.players, 0).play).toEqual(['express-train']);
    expect(at(other.players, 0).discardTop).toBe('lay-rails');
    expect(other.money).toBe(2);
    expect(JSON.stringify(other.players[0])).not.toMatch(/tower|apartment|waste/);
    expect(JSON.stringify(spectator.players)).not.toMatch(/tower|apartment|waste/);
    expect(other.owned).toEqual(view(s, 1).owned);
    expect(spectator.owned).toBeNull();
  });
  it('TR-111 Information Central and Signals looks are private; Command Central names are not shown', () => {
    const k = ['information-central', 'signals', 'command-central', 'landfill', 'garage', 'tunnel', 'viaduct', 'pulling'] as CardId[];
    const s = act(
      scenario({ kingdom: k, hand: ['information-central'], deckTopFirst: ['skyscraper', 'tower'] }),
      play('information-central'),
    );
    expect(view(s, 0).pending).toEqual(s.turn.pending);
    expect(view(s, 1).pending).toEqual({ kind: 'TAKE_ONE_AND_ORDER', source: 'information-central', hidden: true, count: 2 });
    expect(JSON.stringify(view(s, 1).players)).not.toContain('skyscraper');
    const t = act(s, { type: 'TAKE_ONE_AND_ORDER', take: null, order: ['tower', 'skyscraper'] });
    expect(must(view(t, 0).players[0]).knownTop).toEqual(['tower', 'skyscraper']);
    expect(must(view(t, 1).players[0]).knownTop).toEqual([]);
    const sig = act(scenario({ kingdom: k, hand: ['signals'], deckTopFirst: ['waste', 'skyscraper'] }), play('signals'));
    expect(view(sig, 1).pending).toEqual({ kind: 'DISCARD_OR_KEEP_TOP', source: 'signals', hidden: true });
    expect(JSON.stringify(view(sig, 1).players) + JSON.stringify(view(sig, 1).pending)).not.toContain('skyscraper');
  });
  it('TR-112/TR-114 Switchback and Early Train placements are public; Pulling shows the owner its discard Trains', () => {
    const k = ['switchback', 'pulling', 'early-train', 'landfill', 'garage', 'tunnel', 'viaduct', 'signals'] as CardId[];
    let s = scenario({ kingdom: k, hand: ['express-train', 'switchback'] });
    s = acts(s, play('express-train', false), play('switchback'), { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'express-train' });
    expect(must(view(s, 1).players[0]).knownTop).toEqual(['express-train']);
    const p = act(scenario({ kingdom: k, hand: ['pulling'], discard: ['normal-train', 'waste', 'express-train'] }), play('pulling'));
    expect(view(p, 0).pending).toEqual({
      kind: 'CHOOSE_TRAIN_IN_DISCARD',
      source: 'pulling',
      discardTrains: ['normal-train', 'express-train'],
    });
    expect(view(p, 1).pending).toEqual({ kind: 'CHOOSE_TRAIN_IN_DISCARD', source: 'pulling' });
  });
});

describe('boundary: parseAction, seats, turn order', () => {
  it('TR-32, TR-35 parseAction accepts the action shapes and rejects others with TR_BAD_ACTION', () => {
    expect(parseAction({ type: 'PLAY', card: 'lay-rails', apply: true })).toEqual({ type: 'PLAY', card: 'lay-rails', apply: true });
    expect(parseAction({ type: 'TAKE_ONE_AND_ORDER', take: null, order: ['waste'] })).toBeTruthy();
    for (const bad of [
      null,
      {},
      { type: 'PLAY', card: 'nope', apply: true },
      { type: 'CHOOSE_RAIL_HEX', hex: 76 },
      { type: 'RETURN_WASTE_COUNT', count: -1 },
      { type: 'FLY' },
    ]) {
      expect(() => parseAction(bad)).toThrow(/trains action/);
      expect(() => parseAction(bad)).toThrow(expect.objectContaining({ code: E.BAD_ACTION }));
    }
  });
  it('TR-31, TR-33 TR_NOT_YOUR_TURN and TR_BAD_SEAT change nothing', () => {
    const s = scenario({ hand: ['normal-train'] });
    const before = JSON.stringify(s);
    const r1 = apply(s, 1, { type: 'END_TURN' });
    const r2 = apply(s, 7, { type: 'END_TURN' });
    expect(!r1.ok && r1.error.code).toBe(E.NOT_YOUR_TURN);
    expect(!r2.ok && r2.error.code).toBe(E.BAD_SEAT);
    expect(JSON.stringify(s)).toBe(before);
    expect(legalActions(s, 1)).toEqual([]);
  });
  it('describeAction gives one plain line per action', () => {
    const s = scenario({ hand: ['lay-rails'], rails: { 0: [44] } });
    expect(must(trains.describeAction)(s, 0, play('lay-rails'))).toBe('Yellow plays Lay Rails');
    const t = act(s, play('lay-rails'));
    expect(must(trains.describeAction)(t, 0, { type: 'CHOOSE_RAIL_HEX', hex: 43 })).toBe('Yellow lays a rail on plain 43 for 0 money');
    expect(must(trains.describeAction)(s, 0, buy('tower'))).toBe('Yellow buys Tower');
    expect(CARDS['lay-rails'].name).toBe('Lay Rails');
  });
});
