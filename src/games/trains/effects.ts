/**
 * Card effects (section 12): one entry per card type with its feasibility test (TR-43/44), the steps
 * it carries out (TR-41 step 7), and, if it opens a pending decision (TR-35), the list of valid answers
 * and how an answer resolves. Effects run on a Draft of the active player; `self` is the play-area
 * index of "this card" (TR-45: the Stationmaster Office when it copies an effect). Every `run` and
 * `resolve` mutates its Draft; `feasible` and `answers` only read.
 * Rules: docs/rules/trains.md.
 */
import { CARDS, type CardId, type ModifierName } from './cards.js';
import {
  addRail,
  addStation,
  countOf,
  draw,
  gainWaste,
  hasTrain,
  isSubMultiset,
  peekTop,
  playerAt,
  putOnDeck,
  removeOne,
  returnAllWaste,
  returnWaste,
  takeFromPile,
  takeTop,
  trashCard,
  wDiscard,
  wMods,
  reveal,
  type Draft,
  type MMods,
  type Reader,
} from './draft.js';
import { BOARDS } from './map.js';
import { railOptions, railPossible, stationOptions, stationPossible } from './rails.js';
import { NO_MODS } from './setup.js';
import type { CrewOption, Modifiers, Pending, TrainsAction, TrainsState } from './types.js';

/** One card's effect. */
export interface CardEffect {
  /** Feasibility (TR-44), tested after the card is in play and its money added. Absent = always. */
  feasible?(r: Reader): boolean;
  /**
   * The same test on a stored state (the active seat, `money` in place of the turn's money), without
   * building a Reader; given for the common cards (rail cards, Station Expansion) whose test reads
   * only the board, the modifiers, the reserve and the money.
   */
  feasibleNow?(state: TrainsState, money: number): boolean;
  /** Carries out the effect (may open `d.pending`). */
  run(d: Draft, self: number): void;
  /** Valid answers to a decision this card opened. */
  answers?(r: Reader, p: Pending): TrainsAction[];
  /** Resolves an answer (the pending is already cleared on `d`); returns an error message or null. */
  resolve?(d: Draft, p: Pending, a: TrainsAction): string | null;
}

/** Distinct values of `list`, in first-seen order. */
function distinct(list: readonly CardId[], pred?: (c: CardId) => boolean): CardId[] {
  const out: CardId[] = [];
  for (const c of list) if ((!pred || pred(c)) && !out.includes(c)) out.push(c);
  return out;
}

const isTrain = (c: CardId): boolean => CARDS[c].isTrain;

/** Every sub-multiset of `list` (of size `size` if given), in a stable order, as sorted card lists. */
export function subMultisets(list: readonly CardId[], size: number | null): CardId[][] {
  const kinds = distinct(list).sort();
  const groups = kinds.map((k) => [k, countOf(list, k)] as const);
  const out: CardId[][] = [];
  const cur: CardId[] = [];
  const rec = (i: number): void => {
    if (size !== null && cur.length > size) return;
    const group = groups[i];
    if (!group) {
      if (size === null || cur.length === size) out.push(cur.slice());
      return;
    }
    const [kind, count] = group;
    for (let n = 0; n <= count; n++) {
      rec(i + 1);
      cur.push(kind);
    }
    cur.length -= count + 1;
  };
  rec(0);
  return out;
}

/** Distinct permutations of a multiset. */
export function permutations(list: readonly CardId[]): CardId[][] {
  if (list.length <= 1) return [list.slice()];
  const out: CardId[][] = [];
  const kinds = distinct(list);
  for (const k of kinds) {
    const rest = list.slice();
    removeOne(rest, k);
    for (const p of permutations(rest)) out.push([k, ...p]);
  }
  return out;
}

/** Train piles of this game's supply with cards left (Wagon Factory). */
function trainPiles(r: Reader): CardId[] {
  const out: CardId[] = [];
  for (const id in r.supply) {
    const c = id as CardId;
    if (CARDS[c].isTrain && (r.supply[c] ?? 0) > 0) out.push(c);
  }
  return out;
}

/** Valid (trash, gain) pairs for Wagon Factory (TR-102). */
function wagonPairs(r: Reader): [CardId, CardId][] {
  const out: [CardId, CardId][] = [];
  const piles = trainPiles(r);
  for (const t of distinct(r.me.hand, isTrain)) {
    for (const g of piles) if (CARDS[g].cost <= CARDS[t].cost + 3) out.push([t, g]);
  }
  return out;
}

/**
 * Modifiers with `m` switched on (a rail card's own modifier, ED-6); `mods` itself when `m` is null.
 * From NO_MODS (no modifier active, the usual case) the result is a shared frozen object, built once.
 */
export function withMod(mods: Modifiers, m: ModifierName | null): Modifiers {
  if (!m) return mods;
  if (mods !== NO_MODS) return switchedOn(mods, m);
  let x = FROM_NO_MODS.get(m);
  if (!x) {
    x = Object.freeze(switchedOn(mods, m));
    FROM_NO_MODS.set(m, x);
  }
  return x;
}
const FROM_NO_MODS = new Map<ModifierName, Modifiers>();

/** A copy of `mods` with `m` switched on. */
function switchedOn(mods: Modifiers, m: ModifierName): Modifiers {
  if (m === 'moneyPerRailCardPlayed') return { ...mods, ironworks: mods.ironworks + 1 };
  if (m === 'boughtCardsMayGoToDeckTop') return { ...mods, earlyTrain: true };
  return { ...mods, [m]: true };
}

/** Switches modifier `m` on in the writable `mods` (mutates; a rail card's own modifier, ED-6). */
function switchOnMod(mods: MMods, m: ModifierName): void {
  if (m === 'moneyPerRailCardPlayed') mods.ironworks += 1;
  else if (m === 'boughtCardsMayGoToDeckTop') mods.earlyTrain = true;
  else mods[m] = true;
}

/**
 * The cards whose effect is `railCard` (modifier, then lay one rail: TR-51..TR-55): the playout path
 * (playout.ts) carries those out in place.
 */
export const RAIL_EFFECT_CARDS = new Set<CardId>();

/** Opens CHOOSE_RAIL_HEX with every legal, payable hex (TR-51/52). */
function openRail(d: Draft, source: CardId): void {
  const options = railOptions(d.board, d.stations, d.rails, d.seat, d.me.reserve, d.mods, d.money, d.supply.waste ?? 0);
  d.pending = { kind: 'CHOOSE_RAIL_HEX', source, options };
}

/**
 * A rail card (TR-67, TR-75, TR-95, TR-96, TR-100, TR-101): modifier first (ED-6), lay one rail now
 * paying its surcharge (+1 Waste for other players' rails, TR-53), then the card's own Waste (ED-7).
 * Feasible when `railPlacementPossible` with the card's modifier counted (TR-55).
 */
function railCard(id: CardId): CardEffect {
  RAIL_EFFECT_CARDS.add(id);
  const mod = CARDS[id].railModifier;
  return {
    feasible: (r) => railPossible(r.board, r.stations, r.rails, r.seat, r.me.reserve, withMod(r.mods, mod), r.money),
    feasibleNow: (state, money) =>
      railPossible(
        BOARDS[state.map],
        state.stations,
        state.rails,
        state.current,
        playerAt(state, state.current).reserve,
        withMod(state.turn.mods, mod),
        money,
      ),
    run(d) {
      if (mod) switchOnMod(wMods(d), mod);
      openRail(d, id);
    },
    answers: (_r, p) => (p.kind === 'CHOOSE_RAIL_HEX' ? p.options.map((o) => ({ type: 'CHOOSE_RAIL_HEX' as const, hex: o.hex })) : []),
    resolve(d, p, a) {
      if (p.kind !== 'CHOOSE_RAIL_HEX' || a.type !== 'CHOOSE_RAIL_HEX') return 'not a rail hex';
      const o = p.options.find((x) => x.hex === a.hex);
      if (!o) return `hex ${a.hex} is not a legal rail target that the current money can pay`;
      d.money -= o.surcharge;
      addRail(d, o.hex);
      if (o.waste) gainWaste(d);
      gainWaste(d);
      return null;
    },
  };
}

/** A card that draws `n` cards (Passing Station TR-89, Signaling Area TR-91, Control Room TR-78). */
function drawCard(n: number): CardEffect {
  return {
    run(d) {
      draw(d, n);
    },
  };
}

/** Answers listing each distinct card of `list` matching `pred` as `{type, card}`. */
function cardAnswers<T extends 'CHOOSE_TRAIN_IN_PLAY' | 'CHOOSE_TRAIN_IN_HAND' | 'CHOOSE_TRAIN_IN_DISCARD' | 'CHOOSE_ACTION_IN_HAND'>(
  type: T,
  list: readonly CardId[],
  pred: (c: CardId) => boolean,
): TrainsAction[] {
  return distinct(list, pred).map((card) => ({ type, card }) as TrainsAction);
}

/** Discards the given sub-multiset of the hand onto the discard pile, in the given order (TR-27). */
function discardFromHand(d: Draft, cards: readonly CardId[]): void {
  for (const c of cards) {
    removeOne(d.me.hand, c);
    wDiscard(d).push(c);
  }
}

/** Valid answers to DISCARD_FROM_HAND (TR-35). */
function discardAnswers(r: Reader, p: Pending): TrainsAction[] {
  if (p.kind !== 'DISCARD_FROM_HAND') return [];
  return subMultisets(r.me.hand, p.exactly).map((cards) => ({ type: 'DISCARD_FROM_HAND' as const, cards }));
}

/** Checks a DISCARD_FROM_HAND answer; returns an error or null. */
function checkDiscard(d: Draft, p: Pending, a: TrainsAction): string | null {
  if (p.kind !== 'DISCARD_FROM_HAND' || a.type !== 'DISCARD_FROM_HAND') return 'not a discard';
  if (p.exactly !== null && a.cards.length !== p.exactly) return `discard exactly ${p.exactly} card(s)`;
  if (!isSubMultiset(a.cards, d.me.hand)) return 'those cards are not all in hand';
  return null;
}

/** Opens an "any number" DISCARD_FROM_HAND, or skips it when the hand is empty (TR-36). */
function openAnyDiscard(d: Draft, source: 'conductors-station' | 'mail-train'): void {
  if (d.me.hand.length > 0) d.pending = { kind: 'DISCARD_FROM_HAND', source, exactly: null };
}

/** Action cards in hand that Stationmaster Office may copy now (TR-94). */
export function copyable(r: Reader): CardId[] {
  return distinct(r.me.hand, (c) => {
    if (c === 'stationmaster-office' || !CARDS[c].isAction) return false;
    const e = EFFECTS[c];
    return !e || !e.feasible || e.feasible(r);
  });
}

/** Every card type in this game that can be named (ED-32): Normal Train and the 16 supply piles. */
export function nameable(r: Reader): CardId[] {
  return ['normal-train', ...(Object.keys(r.supply) as CardId[])];
}

/** Effects by card id. Cards without an effect (Normal/Express Train, Limited Express, Victory, Waste) are absent. */
export const EFFECTS: Partial<Record<CardId, CardEffect>> = {
  /** TR-67 */
  'lay-rails': railCard('lay-rails'),
  /** TR-75 */
  collaboration: railCard('collaboration'),
  /** TR-95 */
  'steel-bridge': railCard('steel-bridge'),
  /** TR-96 */
  'subway-excavation': railCard('subway-excavation'),
  /** TR-100 */
  tunnel: railCard('tunnel'),
  /** TR-101 */
  viaduct: railCard('viaduct'),

  /** TR-68: place a station on a city with a free slot, then gain 1 Waste (ED-3). */
  'station-expansion': {
    feasible: (r) => stationPossible(r.board, r.stations, r.stationPool),
    feasibleNow: (state) => stationPossible(BOARDS[state.map], state.stations, state.stationPool),
    run(d) {
      d.pending = { kind: 'CHOOSE_STATION_CITY', source: 'station-expansion', options: stationOptions(d.board, d.stations, d.stationPool) };
    },
    answers: (_r, p) => (p.kind === 'CHOOSE_STATION_CITY' ? p.options.map((hex) => ({ type: 'CHOOSE_STATION_CITY' as const, hex })) : []),
    resolve(d, p, a) {
      if (p.kind !== 'CHOOSE_STATION_CITY' || a.type !== 'CHOOSE_STATION_CITY') return 'not a city';
      if (!p.options.includes(a.hex)) return `hex ${a.hex} is not a city with a free station slot`;
      addStation(d, a.hex);
      gainWaste(d);
      return null;
    },
  },

  /** TR-73: choose a Train in play; gain its printed value. */
  'amusement-park': {
    feasible: (r) => hasTrain(r.me.play),
    run(d) {
      d.pending = { kind: 'CHOOSE_TRAIN_IN_PLAY', source: 'amusement-park' };
    },
    answers: (r) => cardAnswers('CHOOSE_TRAIN_IN_PLAY', r.me.play, isTrain),
    resolve(d, _p, a) {
      if (a.type !== 'CHOOSE_TRAIN_IN_PLAY' || !isTrain(a.card) || !d.me.play.includes(a.card)) return 'choose a Train in your play area';
      d.money += CARDS[a.card].value;
      return null;
    },
  },

  /** TR-74 / ED-19: +1 if a Normal Train is already in play. */
  'bullet-train': {
    run(d) {
      if (d.me.play.includes('normal-train')) d.money += 1;
    },
  },

  /** TR-76: draw 1, name a card, look at the top card and take it if it matches. */
  'command-central': {
    run(d) {
      draw(d, 1);
      d.pending = { kind: 'NAME_CARD', source: 'command-central' };
    },
    answers: (r) => nameable(r).map((card) => ({ type: 'NAME_CARD' as const, card })),
    resolve(d, _p, a) {
      if (a.type !== 'NAME_CARD' || !nameable(d).includes(a.card)) return 'name a card type of this game';
      const top = peekTop(d);
      if (top === null) return null;
      if (top === a.card) draw(d, 1);
      else d.me.knownTop = Math.max(d.me.knownTop, 1);
      return null;
    },
  },

  /** TR-77: discard any number k, then draw k. */
  'conductors-station': {
    run(d) {
      openAnyDiscard(d, 'conductors-station');
    },
    answers: discardAnswers,
    resolve(d, p, a) {
      const e = checkDiscard(d, p, a);
      if (e || a.type !== 'DISCARD_FROM_HAND') return e ?? 'bad';
      discardFromHand(d, a.cards);
      draw(d, a.cards.length);
      return null;
    },
  },

  /** TR-78 */
  'control-room': drawCard(3),
  /** TR-89 */
  'passing-station': drawCard(1),
  /** TR-91 */
  'signaling-area': drawCard(2),

  /** TR-79: `noWasteGain` until clean-up. */
  'dump-site': {
    run(d) {
      wMods(d).noWasteGain = true;
    },
  },

  /** TR-80: `boughtCardsMayGoToDeckTop`; answers CHOOSE_BUY_DESTINATION for later buys (TR-48). */
  'early-train': {
    run(d) {
      wMods(d).earlyTrain = true;
    },
    answers: () => [
      { type: 'CHOOSE_BUY_DESTINATION', destination: 'deckTop' },
      { type: 'CHOOSE_BUY_DESTINATION', destination: 'gained' },
    ],
    resolve(d, p, a) {
      if (p.kind !== 'CHOOSE_BUY_DESTINATION' || a.type !== 'CHOOSE_BUY_DESTINATION') return 'choose deckTop or gained';
      if (a.destination === 'deckTop') putOnDeck(d, p.card, true);
      else if (a.destination === 'gained') d.me.gained.push(p.card);
      else return 'choose deckTop or gained';
      if (CARDS[p.card].isVictory) gainWaste(d);
      return null;
    },
  },

  /** TR-81: return any k Waste from hand; +k money. */
  'freight-train': {
    run(d) {
      if (countOf(d.me.hand, 'waste') > 0) d.pending = { kind: 'RETURN_WASTE_COUNT', source: 'freight-train' };
    },
    answers(r) {
      const n = countOf(r.me.hand, 'waste');
      return Array.from({ length: n + 1 }, (_, count) => ({ type: 'RETURN_WASTE_COUNT' as const, count }));
    },
    resolve(d, _p, a) {
      if (a.type !== 'RETURN_WASTE_COUNT') return 'give a count';
      const n = countOf(d.me.hand, 'waste');
      if (!Number.isInteger(a.count) || a.count < 0 || a.count > n) return `count must be 0..${n}`;
      d.money += returnWaste(d, a.count);
      return null;
    },
  },

  /** TR-82 / ED-25: draw 2, then discard exactly min(2, hand). */
  garage: {
    run(d) {
      draw(d, 2);
      const n = Math.min(2, d.me.hand.length);
      if (n > 0) d.pending = { kind: 'DISCARD_FROM_HAND', source: 'garage', exactly: n };
    },
    answers: discardAnswers,
    resolve(d, p, a) {
      const e = checkDiscard(d, p, a);
      if (e || a.type !== 'DISCARD_FROM_HAND') return e ?? 'bad';
      discardFromHand(d, a.cards);
      return null;
    },
  },

  /** TR-83: trash this card (the Office when copied, TR-45) from play; +3 money. */
  'holiday-timetable': {
    run(d, self) {
      const [card] = d.me.play.splice(self, 1);
      if (card !== undefined) trashCard(d, card);
      d.money += 3;
    },
  },

  /** TR-84: look at the top 4, take at most one, put the rest back in any order. */
  'information-central': {
    run(d) {
      const cards: CardId[] = [];
      for (let i = 0; i < 4; i++) {
        const c = takeTop(d);
        if (c === null) break;
        cards.push(c);
      }
      if (cards.length > 0) d.pending = { kind: 'TAKE_ONE_AND_ORDER', source: 'information-central', cards };
    },
    answers(_r, p) {
      if (p.kind !== 'TAKE_ONE_AND_ORDER') return [];
      const out: TrainsAction[] = [];
      for (const take of [null, ...distinct(p.cards)]) {
        const rest = p.cards.slice();
        if (take) removeOne(rest, take);
        for (const order of permutations(rest)) out.push({ type: 'TAKE_ONE_AND_ORDER', take, order });
      }
      return out;
    },
    resolve(d, p, a) {
      if (p.kind !== 'TAKE_ONE_AND_ORDER' || a.type !== 'TAKE_ONE_AND_ORDER') return 'bad';
      const rest = p.cards.slice();
      if (a.take !== null && !removeOne(rest, a.take)) return `${a.take} was not looked at`;
      if (a.order.length !== rest.length || !isSubMultiset(a.order, rest)) return 'order must list every other looked-at card once';
      if (a.take !== null) d.me.hand.push(a.take);
      for (const c of [...a.order].reverse()) putOnDeck(d, c, false);
      return null;
    },
  },

  /** TR-85: +2 per rail card played afterwards; stacks. */
  ironworks: {
    run(d) {
      wMods(d).ironworks += 1;
    },
  },

  /** TR-86: return every Waste in hand. */
  landfill: {
    run(d) {
      returnAllWaste(d);
    },
  },

  /** TR-87: discard any number k; +k money. */
  'mail-train': {
    run(d) {
      openAnyDiscard(d, 'mail-train');
    },
    answers: discardAnswers,
    resolve(d, p, a) {
      const e = checkDiscard(d, p, a);
      if (e || a.type !== 'DISCARD_FROM_HAND') return e ?? 'bad';
      discardFromHand(d, a.cards);
      d.money += a.cards.length;
      return null;
    },
  },

  /** TR-88 / ED-28: reveal a Train in hand; gain a copy into gained cards if its pile has one. */
  'maintenance-factory': {
    feasible: (r) => hasTrain(r.me.hand),
    run(d) {
      d.pending = { kind: 'CHOOSE_TRAIN_IN_HAND', source: 'maintenance-factory' };
    },
    answers: (r) => cardAnswers('CHOOSE_TRAIN_IN_HAND', r.me.hand, isTrain),
    resolve(d, _p, a) {
      if (a.type !== 'CHOOSE_TRAIN_IN_HAND' || !isTrain(a.card) || !d.me.hand.includes(a.card)) return 'choose a Train in your hand';
      reveal(d, [a.card]);
      if (takeFromPile(d, a.card)) d.me.gained.push(a.card);
      return null;
    },
  },

  /** TR-90 / ED-30: take a Train from the discard pile into hand. */
  pulling: {
    feasible: (r) => hasTrain(r.me.discard),
    run(d) {
      d.pending = { kind: 'CHOOSE_TRAIN_IN_DISCARD', source: 'pulling' };
    },
    answers: (r) => cardAnswers('CHOOSE_TRAIN_IN_DISCARD', r.me.discard, isTrain),
    resolve(d, _p, a) {
      if (a.type !== 'CHOOSE_TRAIN_IN_DISCARD' || !isTrain(a.card) || !removeOne(wDiscard(d), a.card))
        return 'choose a Train in your discard pile';
      d.me.hand.push(a.card);
      return null;
    },
  },

  /** TR-92: draw 1; look at the top card; discard it or keep it on top. */
  signals: {
    run(d) {
      draw(d, 1);
      const top = peekTop(d);
      if (top !== null) d.pending = { kind: 'DISCARD_OR_KEEP_TOP', source: 'signals', card: top };
    },
    answers: () => [
      { type: 'DISCARD_OR_KEEP_TOP', choice: 'discard' },
      { type: 'DISCARD_OR_KEEP_TOP', choice: 'keep' },
    ],
    resolve(d, _p, a) {
      if (a.type !== 'DISCARD_OR_KEEP_TOP') return 'bad';
      if (a.choice === 'discard') {
        const c = takeTop(d);
        if (c !== null) wDiscard(d).push(c);
      } else if (a.choice === 'keep') d.me.knownTop = Math.max(d.me.knownTop, 1);
      else return 'choose discard or keep';
      return null;
    },
  },

  /** TR-93 / ED-31: choose draw 1, +1 money, or return 1 Waste. */
  'station-crew': {
    run(d) {
      d.pending = { kind: 'CHOOSE_OPTION', source: 'station-crew' };
    },
    answers: () => (['draw', 'money', 'returnWaste'] as CrewOption[]).map((option) => ({ type: 'CHOOSE_OPTION' as const, option })),
    resolve(d, _p, a) {
      if (a.type !== 'CHOOSE_OPTION') return 'bad';
      if (a.option === 'draw') draw(d, 1);
      else if (a.option === 'money') d.money += 1;
      else if (a.option === 'returnWaste') returnWaste(d, 1);
      else return 'choose draw, money or returnWaste';
      return null;
    },
  },

  /** TR-94 / ED-18: carry out the effect of an Action card in hand as if printed on this card. */
  'stationmaster-office': {
    feasible: (r) => copyable(r).length > 0,
    run(d, self) {
      d.pending = { kind: 'CHOOSE_ACTION_IN_HAND', source: 'stationmaster-office', self, options: copyable(d) };
    },
    answers: (_r, p) =>
      p.kind === 'CHOOSE_ACTION_IN_HAND' ? p.options.map((card) => ({ type: 'CHOOSE_ACTION_IN_HAND' as const, card })) : [],
    resolve(d, p, a) {
      if (p.kind !== 'CHOOSE_ACTION_IN_HAND' || a.type !== 'CHOOSE_ACTION_IN_HAND' || !p.options.includes(a.card))
        return 'choose a copyable Action card in hand';
      reveal(d, [a.card]);
      const copied = EFFECTS[a.card];
      if (!copied) throw new Error(`trains: ${a.card} has no effect to copy`);
      copied.run(d, p.self);
      return null;
    },
  },

  /** TR-97 / ED-29: put a Train from play on top of the deck; its money stays. */
  switchback: {
    feasible: (r) => hasTrain(r.me.play),
    run(d) {
      d.pending = { kind: 'CHOOSE_TRAIN_IN_PLAY', source: 'switchback' };
    },
    answers: (r) => cardAnswers('CHOOSE_TRAIN_IN_PLAY', r.me.play, isTrain),
    resolve(d, _p, a) {
      if (a.type !== 'CHOOSE_TRAIN_IN_PLAY' || !isTrain(a.card) || !removeOne(d.me.play, a.card)) return 'choose a Train in your play area';
      putOnDeck(d, a.card, true);
      return null;
    },
  },

  /** TR-98: reveal until 2 Trains; Trains to hand, the rest discarded in reveal order. */
  'temporary-timetable': {
    run(d) {
      const revealed: CardId[] = [];
      let trains = 0;
      while (trains < 2) {
        const c = takeTop(d);
        if (c === null) break;
        revealed.push(c);
        if (CARDS[c].isTrain) trains++;
      }
      reveal(d, revealed);
      for (const c of revealed) if (CARDS[c].isTrain) d.me.hand.push(c);
      for (const c of revealed) if (!CARDS[c].isTrain) wDiscard(d).push(c);
    },
  },

  /** TR-99: `vpTokens` += 1. */
  'tourist-train': {
    run(d) {
      d.me.vpTokens += 1;
    },
  },

  /** TR-102 / ED-27: trash a Train from hand; gain a Train costing ≤ its cost + 3 into hand. */
  'wagon-factory': {
    feasible: (r) => wagonPairs(r).length > 0,
    run(d) {
      d.pending = { kind: 'TRASH_AND_GAIN_TRAIN', source: 'wagon-factory' };
    },
    answers: (r) => wagonPairs(r).map(([trash, gain]) => ({ type: 'TRASH_AND_GAIN_TRAIN' as const, trash, gain })),
    resolve(d, _p, a) {
      if (a.type !== 'TRASH_AND_GAIN_TRAIN') return 'bad';
      if (!wagonPairs(d).some(([t, g]) => t === a.trash && g === a.gain)) return 'not a valid (trash, gain) pair';
      removeOne(d.me.hand, a.trash);
      trashCard(d, a.trash);
      takeFromPile(d, a.gain);
      d.me.hand.push(a.gain);
      return null;
    },
  },
};

/** The effect of the card that opened `p`; throws if that card opens no decision (an engine bug). */
function decisionOf(p: Pending): CardEffect & Required<Pick<CardEffect, 'answers' | 'resolve'>> {
  const e = EFFECTS[p.source];
  if (!e?.answers || !e.resolve) throw new Error(`trains: ${p.source} opens no ${p.kind} decision`);
  return e as CardEffect & Required<Pick<CardEffect, 'answers' | 'resolve'>>;
}

/** Valid answers to the open decision `p` (TR-35). */
export function pendingAnswers(r: Reader, p: Pending): TrainsAction[] {
  return decisionOf(p).answers(r, p);
}

/** Resolves the open decision `p` with answer `a`, mutating the draft; an error message if `a` is invalid (TR-35). */
export function resolveAnswer(d: Draft, p: Pending, a: TrainsAction): string | null {
  return decisionOf(p).resolve(d, p, a);
}
