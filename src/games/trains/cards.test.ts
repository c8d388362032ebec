/**
 * Every card (section 12, TR-64..TR-102): values, each choice it offers and its edge cases, plus the
 * worked examples W-20..W-26.
 * Rules: docs/rules/trains.md.
 */
import { describe, expect, it } from 'vitest';
import { CARDS, CARD_IDS, KINGDOM_IDS, type CardId } from './cards.js';
import { legalActions } from './legal.js';
import { TrainsErrors as E } from './errors.js';
import { at, act, acts, buy, me, play, rejects, scenario, wasteGained } from './test-helpers.js';
import type { TrainsAction } from './types.js';

/** A kingdom holding `cards` (padded with others to 8). */
function kingdomWith(...cards: CardId[]): CardId[] {
  const out = [...cards];
  for (const k of KINGDOM_IDS) if (out.length < 8 && !out.includes(k)) out.push(k);
  return out;
}
const pendingKind = (s: { turn: { pending: { kind: string } | null } }): string | undefined => s.turn.pending?.kind;

describe('TR-9/TR-64..TR-72 card data: cost, value, VP, types', () => {
  it('matches section 12 for all 39 types (500 cards)', () => {
    const table: Record<string, [number, number, number]> = {
      'normal-train': [1, 1, 0],
      'express-train': [3, 2, 0],
      'limited-express': [6, 3, 0],
      'lay-rails': [3, 0, 0],
      'station-expansion': [3, 0, 0],
      apartment: [3, 0, 1],
      tower: [5, 0, 2],
      skyscraper: [8, 0, 4],
      'amusement-park': [4, 1, 0],
      'bullet-train': [2, 1, 0],
      collaboration: [5, 0, 0],
      'command-central': [3, 0, 0],
      'conductors-station': [2, 0, 0],
      'control-room': [7, 0, 0],
      'dump-site': [5, 1, 0],
      'early-train': [5, 2, 0],
      'freight-train': [4, 1, 0],
      garage: [3, 1, 0],
      'holiday-timetable': [3, 0, 0],
      'information-central': [4, 1, 0],
      ironworks: [4, 1, 0],
      landfill: [2, 0, 0],
      'mail-train': [4, 1, 0],
      'maintenance-factory': [5, 0, 0],
      'passing-station': [3, 1, 0],
      pulling: [3, 0, 0],
      'signaling-area': [5, 0, 0],
      signals: [2, 0, 0],
      'station-crew': [2, 0, 0],
      'stationmaster-office': [4, 0, 0],
      'steel-bridge': [4, 0, 0],
      'subway-excavation': [7, 0, 0],
      switchback: [3, 1, 0],
      'temporary-timetable': [5, 0, 0],
      'tourist-train': [4, 1, 0],
      tunnel: [5, 0, 0],
      viaduct: [5, 0, 0],
      'wagon-factory': [5, 0, 0],
    };
    for (const [id, [cost, value, vp]] of Object.entries(table)) {
      const c = CARDS[id as CardId];
      expect([id, c.cost, c.value, c.vp]).toEqual([id, cost, value, vp]);
    }
    expect(CARD_IDS).toHaveLength(39);
    expect(KINGDOM_IDS).toHaveLength(30);
    expect(CARD_IDS.reduce((a, id) => a + CARDS[id].count, 0)).toBe(500);
    const trainActions = CARD_IDS.filter((id) => CARDS[id].isTrain && CARDS[id].isAction).sort();
    expect(trainActions).toEqual(['bullet-train', 'early-train', 'freight-train', 'mail-train', 'tourist-train']);
    const rails = CARD_IDS.filter((id) => CARDS[id].isRail).sort();
    expect(rails).toEqual(['collaboration', 'lay-rails', 'steel-bridge', 'subway-excavation', 'tunnel', 'viaduct']);
  });

  it('TR-40/TR-72 (ED-11) Victory cards and Waste cannot be played', () => {
    const s = scenario({ hand: ['apartment', 'tower', 'skyscraper', 'waste'] });
    for (const c of ['apartment', 'tower', 'skyscraper', 'waste'] as CardId[]) rejects(s, play(c, false), E.NOT_PLAYABLE);
    expect(legalActions(s, 0).filter((a) => a.type === 'PLAY')).toEqual([]);
  });

  it('TR-64..TR-66 (TR-65) Trains without effect add their value', () => {
    let s = scenario({ hand: ['normal-train', 'express-train', 'limited-express'] });
    s = acts(s, play('normal-train', false), play('express-train', true), play('limited-express', false));
    expect(s.turn.money).toBe(6);
  });

  it('TR-69..TR-71 (TR-70) buying a Victory card gains 1 Waste', () => {
    for (const v of ['apartment', 'tower', 'skyscraper'] as CardId[]) {
      const s = act(scenario({ money: 8 }), buy(v));
      expect(me(s).gained).toEqual([v, 'waste']);
      expect(s.supply.waste).toBe(69);
    }
  });
});

describe('kingdom cards', () => {
  it('TR-73 Amusement Park: printed value of a chosen Train in play; infeasible without one', () => {
    const k = kingdomWith('amusement-park', 'bullet-train', 'early-train');
    rejects(scenario({ kingdom: k, hand: ['amusement-park'] }), play('amusement-park'), E.EFFECT_INFEASIBLE);
    let s = scenario({ kingdom: k, hand: ['normal-train', 'bullet-train', 'limited-express', 'early-train', 'amusement-park'] });
    s = acts(
      s,
      play('normal-train', false),
      play('bullet-train'),
      play('limited-express', false),
      play('early-train', false),
      play('amusement-park'),
    );
    expect(s.turn.money).toBe(1 + 2 + 3 + 2 + 1);
    const answers = legalActions(s, 0);
    expect(answers.map((a) => (a as { card: CardId }).card).sort()).toEqual([
      'bullet-train',
      'early-train',
      'limited-express',
      'normal-train',
    ]);
    rejects(s, { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'amusement-park' }, E.BAD_ANSWER);
    expect(act(s, { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'bullet-train' }).turn.money).toBe(10);
    expect(act(s, { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'early-train' }).turn.money).toBe(11);
    expect(act(s, { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'limited-express' }).turn.money).toBe(12);
  });

  it('TR-74 (ED-19) Bullet Train: +1 only with a Normal Train already in play, never more than +1', () => {
    const k = kingdomWith('bullet-train');
    let s = scenario({ kingdom: k, hand: ['bullet-train', 'normal-train', 'normal-train', 'bullet-train'] });
    s = act(s, play('bullet-train'));
    expect(s.turn.money).toBe(1);
    s = acts(s, play('normal-train', false), play('normal-train', false), play('bullet-train'));
    expect(s.turn.money).toBe(1 + 2 + 2);
    let t = scenario({ kingdom: k, hand: ['normal-train', 'bullet-train'] });
    t = acts(t, play('normal-train', false), play('bullet-train', false));
    expect(t.turn.money).toBe(2);
  });

  it('TR-75 Collaboration: see W-14; terrain still paid and its own Waste still gained', () => {
    let s = scenario({ kingdom: kingdomWith('collaboration'), hand: ['collaboration'], rails: { 0: [44], 1: [45] }, money: 1 });
    s = act(s, play('collaboration'));
    expect(s.turn.mods.otherRailsFree).toBe(true);
    const p = s.turn.pending;
    expect(p?.kind === 'CHOOSE_RAIL_HEX' && p.options.find((o) => o.hex === 45)).toEqual({ hex: 45, surcharge: 1, waste: 0 });
    s = act(s, { type: 'CHOOSE_RAIL_HEX', hex: 45 });
    expect(wasteGained(s)).toBe(1);
  });

  it('TR-76 (ED-16, ED-32) Command Central: draw 1, name a card, take the top card if it matches', () => {
    const k = kingdomWith('command-central');
    const base = {
      kingdom: k,
      hand: ['command-central'] as CardId[],
      deckTopFirst: ['normal-train', 'express-train', 'waste'] as CardId[],
    };
    const s = act(scenario(base), play('command-central'));
    expect(me(s).hand).toEqual(['normal-train']);
    expect(pendingKind(s)).toBe('NAME_CARD');
    const names = legalActions(s, 0).map((a) => (a as { card: CardId }).card);
    expect(names).toHaveLength(17);
    expect(names).toContain('normal-train');
    rejects(s, { type: 'NAME_CARD', card: 'tunnel' }, E.BAD_ANSWER);
    const hit = act(s, { type: 'NAME_CARD', card: 'express-train' });
    expect(me(hit).hand).toEqual(['normal-train', 'express-train']);
    const miss = act(s, { type: 'NAME_CARD', card: 'limited-express' });
    expect(me(miss).hand).toEqual(['normal-train']);
    expect(me(miss).deck.at(-1)).toBe('express-train');
    expect(me(miss).knownTop).toBe(1);
    // No card to look at: step 3 does nothing.
    let e = act(scenario({ kingdom: k, hand: ['command-central'], deckTopFirst: ['normal-train'] }), play('command-central'));
    e = act(e, { type: 'NAME_CARD', card: 'normal-train' });
    expect(me(e).hand).toEqual(['normal-train']);
  });

  it("TR-77 Conductor's Station: discard k (zero allowed), then draw k, reshuffling the discards if needed", () => {
    const k = kingdomWith('conductors-station');
    let s = scenario({ kingdom: k, hand: ['conductors-station', 'waste', 'waste', 'normal-train'], deckTopFirst: ['express-train'] });
    s = act(s, play('conductors-station'));
    expect(pendingKind(s)).toBe('DISCARD_FROM_HAND');
    expect(legalActions(s, 0)).toHaveLength(3 * 2);
    const zero = act(s, { type: 'DISCARD_FROM_HAND', cards: [] });
    expect(me(zero).hand).toEqual(['waste', 'waste', 'normal-train']);
    rejects(s, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'waste', 'waste'] }, E.BAD_ANSWER);
    const two = act(s, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'waste'] });
    // Draw 2: Express Train, then the deck is empty and the discard pile (the 2 Waste) is reshuffled.
    expect(me(two).hand).toEqual(['normal-train', 'express-train', 'waste']);
    expect(me(two).deck).toEqual(['waste']);
    expect(me(two).discard).toEqual([]);
  });

  it('TR-78 Control Room draws 3; TR-89 Passing Station 1 (+1 money); TR-91 Signaling Area 2', () => {
    const deck: CardId[] = ['normal-train', 'express-train', 'limited-express', 'waste'];
    const k = kingdomWith('control-room', 'passing-station', 'signaling-area');
    expect(me(act(scenario({ kingdom: k, hand: ['control-room'], deckTopFirst: deck }), play('control-room'))).hand).toEqual(
      deck.slice(0, 3),
    );
    const ps = act(scenario({ kingdom: k, hand: ['passing-station'], deckTopFirst: deck }), play('passing-station'));
    expect(me(ps).hand).toEqual(['normal-train']);
    expect(ps.turn.money).toBe(1);
    expect(me(act(scenario({ kingdom: k, hand: ['signaling-area'], deckTopFirst: deck }), play('signaling-area'))).hand).toEqual(
      deck.slice(0, 2),
    );
    // TR-22: too few cards: draw what there is.
    expect(me(act(scenario({ kingdom: k, hand: ['control-room'], deckTopFirst: ['waste'] }), play('control-room'))).hand).toEqual([
      'waste',
    ]);
  });

  it('TR-79 Dump Site: +1, noWasteGain (W-15)', () => {
    const s = act(scenario({ hand: ['dump-site'] }), play('dump-site'));
    expect(s.turn.money).toBe(1);
    expect(s.turn.mods.noWasteGain).toBe(true);
  });

  it('TR-80 (ED-26) Early Train: each later buy goes on the deck top or to gained; Victory Waste still to gained', () => {
    const k = kingdomWith('early-train');
    let s = scenario({ kingdom: k, hand: ['early-train'], money: 12 });
    s = act(s, buy('express-train'));
    expect(me(s).gained).toEqual(['express-train']);
    s = act(s, play('early-train'));
    expect(s.turn.money).toBe(11);
    s = act(s, buy('apartment'));
    expect(pendingKind(s)).toBe('CHOOSE_BUY_DESTINATION');
    rejects(s, buy('express-train'), E.DECISION_PENDING);
    s = act(s, { type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' });
    expect(me(s).deck.at(-1)).toBe('apartment');
    expect(me(s).gained).toEqual(['express-train', 'waste']);
    s = act(s, buy('express-train'));
    s = act(s, { type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' });
    expect(me(s).deck.slice(-2)).toEqual(['apartment', 'express-train']);
    expect(me(s).publicTop).toBe(2);
    s = act(s, buy('lay-rails'));
    s = act(s, { type: 'CHOOSE_BUY_DESTINATION', destination: 'gained' });
    expect(me(s).gained).toEqual(['express-train', 'waste', 'lay-rails']);
  });

  it('TR-81 Freight Train: return k Waste (0..all) for +k', () => {
    const k = kingdomWith('freight-train');
    const s = act(scenario({ kingdom: k, hand: ['freight-train', 'waste', 'waste'] }), play('freight-train'));
    expect(legalActions(s, 0)).toEqual([0, 1, 2].map((count) => ({ type: 'RETURN_WASTE_COUNT', count })));
    rejects(s, { type: 'RETURN_WASTE_COUNT', count: 3 }, E.BAD_ANSWER);
    const one = act(s, { type: 'RETURN_WASTE_COUNT', count: 1 });
    expect(one.turn.money).toBe(2);
    expect(one.supply.waste).toBe(71);
    expect(me(one).hand).toEqual(['waste']);
    // No Waste in hand: nothing to choose (the only answer is 0).
    const none = act(scenario({ kingdom: k, hand: ['freight-train'] }), play('freight-train'));
    expect(none.turn.pending).toBeNull();
    expect(none.turn.money).toBe(1);
  });

  it('TR-82 (ED-25, TR-36) Garage: draw 2, then discard exactly 2 (or all if fewer), drawn cards included', () => {
    const k = kingdomWith('garage');
    let s = act(scenario({ kingdom: k, hand: ['garage', 'waste'], deckTopFirst: ['express-train', 'normal-train'] }), play('garage'));
    expect(s.turn.money).toBe(1);
    expect(me(s).hand).toEqual(['waste', 'express-train', 'normal-train']);
    rejects(s, { type: 'DISCARD_FROM_HAND', cards: ['waste'] }, E.BAD_ANSWER);
    expect(legalActions(s, 0)).toHaveLength(3);
    s = act(s, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'normal-train'] });
    expect(me(s).hand).toEqual(['express-train']);
    expect(me(s).discard).toEqual(['waste', 'normal-train']);
    // Only one card in hand after drawing: discard it.
    let t = act(scenario({ kingdom: k, hand: ['garage'], deckTopFirst: ['waste'] }), play('garage'));
    expect(t.turn.pending).toEqual({ kind: 'DISCARD_FROM_HAND', source: 'garage', exactly: 1 });
    t = act(t, { type: 'DISCARD_FROM_HAND', cards: ['waste'] });
    expect(me(t).hand).toEqual([]);
  });

  it('TR-83 (TR-28, TR-42) Holiday Timetable: trash it for +3; declining keeps it and gives 0', () => {
    const s = act(scenario({ hand: ['holiday-timetable'] }), play('holiday-timetable'));
    expect(s.turn.money).toBe(3);
    expect(me(s).play).toEqual([]);
    expect(s.trash).toEqual(['holiday-timetable']);
    const d = act(scenario({ hand: ['holiday-timetable'] }), play('holiday-timetable', false));
    expect(d.turn.money).toBe(0);
    expect(me(d).play).toEqual(['holiday-timetable']);
  });

  it('TR-84 (ED-24, TR-24) Information Central: look at 4, take at most one, put the rest back in chosen order', () => {
    const k = kingdomWith('information-central');
    const deck: CardId[] = ['waste', 'limited-express', 'normal-train', 'apartment', 'express-train'];
    const s = act(scenario({ kingdom: k, hand: ['information-central'], deckTopFirst: deck }), play('information-central'));
    expect(s.turn.money).toBe(1);
    const p = s.turn.pending;
    expect(p).toEqual({ kind: 'TAKE_ONE_AND_ORDER', source: 'information-central', cards: deck.slice(0, 4) });
    expect(me(s).deck).toEqual(['express-train']);
    // 4 distinct cards: 24 orders with no take + 4 × 6 with a take.
    expect(legalActions(s, 0)).toHaveLength(48);
    rejects(s, { type: 'TAKE_ONE_AND_ORDER', take: 'limited-express', order: ['waste', 'normal-train'] }, E.BAD_ANSWER);
    rejects(s, { type: 'TAKE_ONE_AND_ORDER', take: 'tower', order: ['waste', 'normal-train', 'apartment'] }, E.BAD_ANSWER);
    const t = act(s, { type: 'TAKE_ONE_AND_ORDER', take: 'limited-express', order: ['normal-train', 'apartment', 'waste'] });
    expect(me(t).hand).toEqual(['limited-express']);
    expect(me(t).deck.slice().reverse()).toEqual(['normal-train', 'apartment', 'waste', 'express-train']);
    expect(me(t).knownTop).toBe(3);
    const none = act(s, { type: 'TAKE_ONE_AND_ORDER', take: null, order: ['waste', 'apartment', 'normal-train', 'limited-express'] });
    expect(me(none).hand).toEqual([]);
    expect(me(none).deck.at(-1)).toBe('waste');
    // Fewer than 4 in deck and discard: look at what exists (reshuffling the discards, TR-24).
    const few = act(
      scenario({ kingdom: k, hand: ['information-central'], deckTopFirst: ['waste'], discard: ['tower'] }),
      play('information-central'),
    );
    const q = few.turn.pending;
    expect(q?.kind === 'TAKE_ONE_AND_ORDER' && q.cards).toEqual(['waste', 'tower']);
  });

  it('TR-85 Ironworks: +1, +2 per later rail card (W-16)', () => {
    const s = act(scenario({ kingdom: kingdomWith('ironworks'), hand: ['ironworks'] }), play('ironworks'));
    expect(s.turn.money).toBe(1);
    expect(s.turn.mods.ironworks).toBe(1);
  });

  it('TR-86 Landfill: returns every Waste in hand (none: nothing)', () => {
    const s = act(scenario({ hand: ['landfill', 'waste', 'waste', 'normal-train'] }), play('landfill'));
    expect(me(s).hand).toEqual(['normal-train']);
    expect(s.supply.waste).toBe(72);
    expect(act(scenario({ hand: ['landfill'] }), play('landfill')).supply.waste).toBe(70);
  });

  it('TR-87 Mail Train: discard any k for +k (Waste and Victory allowed)', () => {
    const k = kingdomWith('mail-train');
    const s = act(scenario({ kingdom: k, hand: ['mail-train', 'waste', 'tower', 'normal-train'] }), play('mail-train'));
    expect(legalActions(s, 0)).toHaveLength(8);
    const t = act(s, { type: 'DISCARD_FROM_HAND', cards: ['waste', 'tower'] });
    expect(t.turn.money).toBe(3);
    expect(me(t).discard).toEqual(['waste', 'tower']);
    expect(act(s, { type: 'DISCARD_FROM_HAND', cards: [] }).turn.money).toBe(1);
  });

  it('TR-88 (ED-28, TR-25) Maintenance Factory: reveal a Train in hand; gain a copy if its pile has one', () => {
    const k = kingdomWith('maintenance-factory');
    rejects(scenario({ kingdom: k, hand: ['maintenance-factory', 'waste'] }), play('maintenance-factory'), E.EFFECT_INFEASIBLE);
    const s = act(scenario({ kingdom: k, hand: ['maintenance-factory', 'limited-express', 'normal-train'] }), play('maintenance-factory'));
    expect(legalActions(s, 0)).toEqual([
      { type: 'CHOOSE_TRAIN_IN_HAND', card: 'limited-express' },
      { type: 'CHOOSE_TRAIN_IN_HAND', card: 'normal-train' },
    ]);
    const t = act(s, { type: 'CHOOSE_TRAIN_IN_HAND', card: 'limited-express' });
    expect(t.turn.revealed).toEqual(['limited-express']);
    expect(me(t).hand).toEqual(['limited-express', 'normal-train']);
    expect(me(t).gained).toEqual(['limited-express']);
    expect(t.supply['limited-express']).toBe(9);
    expect(me(act(s, { type: 'CHOOSE_TRAIN_IN_HAND', card: 'normal-train' })).gained).toEqual([]);
    const empty = act(
      scenario({ kingdom: k, hand: ['maintenance-factory', 'limited-express'], supply: { 'limited-express': 0 } }),
      play('maintenance-factory'),
    );
    expect(me(act(empty, { type: 'CHOOSE_TRAIN_IN_HAND', card: 'limited-express' })).gained).toEqual([]);
  });

  it('TR-90 (ED-30) Pulling: take a Train from the discard pile; infeasible without one', () => {
    const k = kingdomWith('pulling');
    rejects(scenario({ kingdom: k, hand: ['pulling'], discard: ['waste'] }), play('pulling'), E.EFFECT_INFEASIBLE);
    const s = act(
      scenario({ kingdom: k, hand: ['pulling'], discard: ['express-train', 'waste', 'normal-train', 'tower'] }),
      play('pulling'),
    );
    expect(legalActions(s, 0).map((a) => (a as { card: string }).card)).toEqual(['express-train', 'normal-train']);
    rejects(s, { type: 'CHOOSE_TRAIN_IN_DISCARD', card: 'tower' }, E.BAD_ANSWER);
    const t = act(s, { type: 'CHOOSE_TRAIN_IN_DISCARD', card: 'express-train' });
    expect(me(t).hand).toEqual(['express-train']);
    expect(me(t).discard).toEqual(['waste', 'normal-train', 'tower']);
  });

  it('TR-92 (TR-27) Signals: draw 1, then discard or keep the top card; nothing to look at: no choice', () => {
    const k = kingdomWith('signals');
    const s = act(scenario({ kingdom: k, hand: ['signals'], deckTopFirst: ['normal-train', 'waste', 'express-train'] }), play('signals'));
    expect(me(s).hand).toEqual(['normal-train']);
    expect(s.turn.pending).toEqual({ kind: 'DISCARD_OR_KEEP_TOP', source: 'signals', card: 'waste' });
    const d = act(s, { type: 'DISCARD_OR_KEEP_TOP', choice: 'discard' });
    expect(me(d).discard).toEqual(['waste']);
    expect(me(d).deck).toEqual(['express-train']);
    const kept = act(s, { type: 'DISCARD_OR_KEEP_TOP', choice: 'keep' });
    expect(me(kept).deck.at(-1)).toBe('waste');
    expect(me(kept).knownTop).toBe(1);
    const none = act(scenario({ kingdom: k, hand: ['signals'], deckTopFirst: ['normal-train'] }), play('signals'));
    expect(none.turn.pending).toBeNull();
  });

  it('TR-93 (ED-31) Station Crew: draw, money or returnWaste (each may do nothing)', () => {
    const k = kingdomWith('station-crew');
    const s = act(scenario({ kingdom: k, hand: ['station-crew', 'waste'], deckTopFirst: ['express-train'] }), play('station-crew'));
    expect(legalActions(s, 0)).toHaveLength(3);
    expect(me(act(s, { type: 'CHOOSE_OPTION', option: 'draw' })).hand).toEqual(['waste', 'express-train']);
    expect(act(s, { type: 'CHOOSE_OPTION', option: 'money' }).turn.money).toBe(1);
    const r = act(s, { type: 'CHOOSE_OPTION', option: 'returnWaste' });
    expect(me(r).hand).toEqual([]);
    expect(r.supply.waste).toBe(71);
    const n = act(scenario({ kingdom: k, hand: ['station-crew'] }), play('station-crew'));
    expect(act(n, { type: 'CHOOSE_OPTION', option: 'returnWaste' }).supply.waste).toBe(70);
  });

  it('TR-94 (ED-18) Stationmaster Office: copies a feasible Action in hand, not another Office; the copy stays in hand', () => {
    const k = kingdomWith('stationmaster-office', 'tourist-train', 'holiday-timetable', 'amusement-park');
    rejects(
      scenario({ kingdom: k, hand: ['stationmaster-office', 'stationmaster-office', 'lay-rails'] }),
      play('stationmaster-office'),
      E.EFFECT_INFEASIBLE,
    );
    // Amusement Park is infeasible (no Train in play), so it is not offered.
    const s = act(
      scenario({ kingdom: k, hand: ['stationmaster-office', 'amusement-park', 'tourist-train', 'lay-rails', 'station-expansion'] }),
      play('stationmaster-office'),
    );
    expect(legalActions(s, 0)).toEqual([{ type: 'CHOOSE_ACTION_IN_HAND', card: 'tourist-train' }]);
    rejects(s, { type: 'CHOOSE_ACTION_IN_HAND', card: 'amusement-park' }, E.BAD_ANSWER);
    const t = act(s, { type: 'CHOOSE_ACTION_IN_HAND', card: 'tourist-train' });
    expect(t.turn.revealed).toEqual(['tourist-train']);
    expect(me(t).vpTokens).toBe(1);
    expect(t.turn.money).toBe(0);
    expect(me(t).hand).toContain('tourist-train');
  });

  it('TR-95/TR-96/TR-100/TR-101 rail-card modifiers start on play and last the turn (W-10..W-13)', () => {
    for (const [card, mod] of [
      ['steel-bridge', 'riverFree'],
      ['subway-excavation', 'allSurchargesFree'],
      ['tunnel', 'mountainFree'],
      ['viaduct', 'cityFree'],
      ['collaboration', 'otherRailsFree'],
    ] as const) {
      const s = act(scenario({ kingdom: kingdomWith(card), hand: [card], rails: { 0: [44] } }), play(card));
      expect(s.turn.mods[mod]).toBe(true);
      expect(pendingKind(s)).toBe('CHOOSE_RAIL_HEX');
    }
  });

  it('TR-97 (ED-29) Switchback: a Train from play goes on the deck top; its money stays; it can be drawn again', () => {
    const k = kingdomWith('switchback', 'passing-station');
    rejects(scenario({ kingdom: k, hand: ['switchback'] }), play('switchback'), E.EFFECT_INFEASIBLE);
    let s = scenario({ kingdom: k, hand: ['limited-express', 'switchback', 'passing-station'] });
    s = acts(s, play('limited-express', false), play('switchback'));
    expect(s.turn.money).toBe(4);
    s = act(s, { type: 'CHOOSE_TRAIN_IN_PLAY', card: 'limited-express' });
    expect(me(s).deck.at(-1)).toBe('limited-express');
    expect(me(s).publicTop).toBe(1);
    s = acts(s, play('passing-station'), play('limited-express', false));
    expect(s.turn.money).toBe(4 + 1 + 3);
  });

  it('TR-99 Tourist Train: +1 money, +1 VP token', () => {
    const s = act(scenario({ kingdom: kingdomWith('tourist-train'), hand: ['tourist-train'] }), play('tourist-train'));
    expect(s.turn.money).toBe(1);
    expect(me(s).vpTokens).toBe(1);
  });

  it('TR-102 (ED-27, TR-43) Wagon Factory: trash a Train, gain one costing ≤ +3 into hand; infeasible without a pair', () => {
    const k = kingdomWith('wagon-factory', 'bullet-train');
    rejects(scenario({ kingdom: k, hand: ['wagon-factory', 'waste'] }), play('wagon-factory'), E.EFFECT_INFEASIBLE);
    rejects(
      scenario({ kingdom: k, hand: ['wagon-factory', 'normal-train'], supply: { 'express-train': 0, 'bullet-train': 0 } }),
      play('wagon-factory'),
      E.EFFECT_INFEASIBLE,
    );
    const s = act(scenario({ kingdom: k, hand: ['wagon-factory', 'normal-train', 'express-train'] }), play('wagon-factory'));
    const pairs = legalActions(s, 0).map((a) => a.type === 'TRASH_AND_GAIN_TRAIN' && `${a.trash}>${a.gain}`);
    expect(pairs.sort()).toEqual([
      'express-train>bullet-train',
      'express-train>express-train',
      'express-train>limited-express',
      'normal-train>bullet-train',
      'normal-train>express-train',
    ]);
    rejects(s, { type: 'TRASH_AND_GAIN_TRAIN', trash: 'normal-train', gain: 'limited-express' }, E.BAD_ANSWER);
    const t = act(s, { type: 'TRASH_AND_GAIN_TRAIN', trash: 'express-train', gain: 'limited-express' });
    expect(me(t).hand).toEqual(['normal-train', 'limited-express']);
    expect(t.trash).toEqual(['express-train']);
    expect(t.supply['limited-express']).toBe(9);
  });
});

describe('worked examples W-20..W-26', () => {
  it('W-20 (TR-38, ED-10) pass and recycle', () => {
    const base = scenario({
      hand: ['normal-train', 'normal-train', 'waste', 'waste', 'waste'],
      deckTopFirst: ['express-train', 'express-train', 'express-train', 'express-train', 'express-train'],
    });
    const s = act(base, { type: 'RECYCLE' });
    expect(s.supply.waste).toBe(73);
    expect(at(s.players, 0).discard).toEqual(['normal-train', 'normal-train']);
    expect(at(s.players, 0).hand).toHaveLength(5);
    expect(s.current).toBe(1);
    const t = act(base, play('normal-train', false));
    rejects(t, { type: 'RECYCLE' }, E.ALREADY_ACTED);
    const u = act(t, { type: 'END_TURN' });
    expect(at(u.players, 0).discard).toEqual(['normal-train', 'normal-train', 'waste', 'waste', 'waste']);
  });

  it('W-21 play order matters: 10 money vs 9 money', () => {
    const k = kingdomWith('bullet-train', 'amusement-park');
    const hand: CardId[] = ['bullet-train', 'normal-train', 'limited-express', 'amusement-park', 'waste'];
    const a = acts(
      scenario({ kingdom: k, hand }),
      play('normal-train', false),
      play('bullet-train'),
      play('limited-express', false),
      play('amusement-park'),
      {
        type: 'CHOOSE_TRAIN_IN_PLAY',
        card: 'limited-express',
      },
    );
    expect(a.turn.money).toBe(10);
    const b = acts(
      scenario({ kingdom: k, hand }),
      play('bullet-train'),
      play('normal-train', false),
      play('limited-express', false),
      play('amusement-park'),
      {
        type: 'CHOOSE_TRAIN_IN_PLAY',
        card: 'limited-express',
      },
    );
    expect(b.turn.money).toBe(9);
  });

  it('W-22 Freight Train before Landfill: 4 money vs 1', () => {
    const k = kingdomWith('freight-train', 'landfill');
    const hand: CardId[] = ['freight-train', 'landfill', 'waste', 'waste', 'waste'];
    const a = acts(scenario({ kingdom: k, hand }), play('freight-train'), { type: 'RETURN_WASTE_COUNT', count: 3 }, play('landfill'));
    expect(a.turn.money).toBe(4);
    expect(a.supply.waste).toBe(73);
    const b = acts(scenario({ kingdom: k, hand }), play('landfill'), play('freight-train'));
    expect(b.turn.money).toBe(1);
  });

  it('W-23 (TR-45, ED-18) Stationmaster Office copying Tourist Train, then Holiday Timetable; and the alternative', () => {
    const k = kingdomWith('stationmaster-office', 'tourist-train', 'holiday-timetable');
    const hand: CardId[] = ['stationmaster-office', 'tourist-train', 'holiday-timetable', 'normal-train', 'normal-train'];
    let s = acts(scenario({ kingdom: k, hand }), play('stationmaster-office'), { type: 'CHOOSE_ACTION_IN_HAND', card: 'tourist-train' });
    expect(s.turn.money).toBe(0);
    expect(me(s).vpTokens).toBe(1);
    s = acts(s, play('tourist-train'), play('holiday-timetable'), play('normal-train', false), play('normal-train', false));
    expect(s.turn.money).toBe(6);
    expect(me(s).vpTokens).toBe(2);
    // Alternative: the Office copies Holiday Timetable, so the Office is trashed (TR-45).
    let t = acts(scenario({ kingdom: k, hand }), play('stationmaster-office'), {
      type: 'CHOOSE_ACTION_IN_HAND',
      card: 'holiday-timetable',
    });
    expect(t.turn.money).toBe(3);
    expect(t.trash).toEqual(['stationmaster-office']);
    expect(me(t).hand).toContain('holiday-timetable');
    t = act(t, play('holiday-timetable'));
    expect(t.turn.money).toBe(6);
  });

  it('W-24 Wagon Factory: Normal Train becomes Express Train in hand; 4 money', () => {
    const k = kingdomWith('wagon-factory');
    let s = scenario({ kingdom: k, hand: ['wagon-factory', 'normal-train', 'normal-train', 'normal-train', 'waste'] });
    s = acts(s, play('wagon-factory'), { type: 'TRASH_AND_GAIN_TRAIN', trash: 'normal-train', gain: 'express-train' });
    s = acts(s, play('normal-train', false), play('normal-train', false), play('express-train', false));
    expect(s.turn.money).toBe(4);
    expect(s.trash).toEqual(['normal-train']);
  });

  it('W-25 Early Train and redrawing a purchase', () => {
    const k = kingdomWith('early-train', 'passing-station');
    let s = scenario({ kingdom: k, hand: ['early-train', 'normal-train', 'passing-station', 'waste', 'waste'], deckTopFirst: ['waste'] });
    s = acts(s, play('early-train'), play('normal-train', false));
    expect(s.turn.money).toBe(3);
    s = acts(s, buy('express-train'), { type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' });
    expect(s.turn.money).toBe(0);
    s = act(s, play('passing-station'));
    expect(s.turn.money).toBe(1);
    expect(me(s).hand).toContain('express-train');
    s = act(s, play('express-train', false));
    expect(s.turn.money).toBe(3);
    s = acts(s, buy('lay-rails'), { type: 'CHOOSE_BUY_DESTINATION', destination: 'gained' });
    expect(me(s).gained).toEqual(['lay-rails']);
    expect(me(s).play).toEqual(['early-train', 'normal-train', 'passing-station', 'express-train']);
  });

  it('W-26 (TR-98, ED-24) Temporary Timetable across a reshuffle: the hand gains exactly the two Trains', () => {
    const k = kingdomWith('temporary-timetable');
    const outcomes = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = act(
        scenario({
          kingdom: k,
          seed: `w26-${i}`,
          hand: ['temporary-timetable'],
          deckTopFirst: ['waste', 'apartment'],
          discard: ['normal-train', 'lay-rails', 'express-train'],
        }),
        play('temporary-timetable'),
      );
      expect(me(s).hand.slice().sort()).toEqual(['express-train', 'normal-train']);
      const d = me(s).discard;
      expect(d.slice(0, 2)).toEqual(['waste', 'apartment']);
      expect(d.length + me(s).deck.length).toBe(3);
      outcomes.add(me(s).deck.length);
    }
    expect([...outcomes].every((n) => n === 0 || n === 1)).toBe(true);
    // Fewer than 2 Trains anywhere: take what is found and discard the rest.
    const few = act(
      scenario({ kingdom: k, hand: ['temporary-timetable'], deckTopFirst: ['waste', 'express-train', 'tower'] }),
      play('temporary-timetable'),
    );
    expect(few.turn.revealed).toEqual(['waste', 'express-train', 'tower']);
    expect(me(few).hand).toEqual(['express-train']);
    expect(me(few).discard).toEqual(['waste', 'tower']);
  });
});

describe('TR-35 every pending kind has answers and rejects foreign answers', () => {
  it('answers of another kind are refused with DECISION_PENDING', () => {
    const s = act(scenario({ kingdom: kingdomWith('station-crew'), hand: ['station-crew'] }), play('station-crew'));
    const wrong: TrainsAction[] = [{ type: 'CHOOSE_RAIL_HEX', hex: 1 }, { type: 'NAME_CARD', card: 'waste' }, { type: 'RECYCLE' }];
    for (const a of wrong) rejects(s, a, E.DECISION_PENDING);
  });
});
