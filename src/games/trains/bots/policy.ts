/**
 * A parameterised Trains playing policy over a seat's view (TR-115). `bigmoney` (section 18.1) and
 * `heuristic` (section 18.2) are two settings of it: play order, when to lay rails and build stations,
 * how to answer every pending decision (TR-35), and what to buy.
 * Rules: docs/rules/trains.md.
 */
import { CARDS, CARD_IDS, type CardId } from '../cards.js';
import { CITY_VP, hexAt } from '../map.js';
import { popcount } from '../rails.js';
import type { Modifiers, TrainsAction } from '../types.js';
import type { TrainsView } from '../view.js';
import {
  at,
  bestGoal,
  boardOf,
  chooseStart,
  chooseStation,
  count,
  find,
  playerOf,
  progress,
  type GoalOptions,
  type RailGoal,
} from './common.js';

/** Knobs that distinguish the bots. */
export interface PolicyParams {
  /** Bot name, for messages. */
  readonly name: string;
  /** Weight of nearby remote locations when choosing the start hex. */
  readonly startRemoteWeight: number;
  /** Buy decision: returns the pile to buy now, or null to stop buying. */
  buy(ctx: PolicyCtx): CardId | null;
  /** Goal search settings. */
  goal(ctx: PolicyCtx): GoalOptions;
  /** Whether to lay a rail costing `surcharge` toward `goal` now, with `money` in play. */
  layRail(ctx: PolicyCtx, goal: RailGoal | null, surcharge: number, money: number): boolean;
  /** Whether to build a station on `hex` now. */
  buildStation(ctx: PolicyCtx, hex: number | null): boolean;
  /** Whether to pass and recycle now (TR-38). */
  recycle(ctx: PolicyCtx): boolean;
  /** City for a station among `options` (default: section 18.1 rule 5). */
  pickStation?(ctx: PolicyCtx, options: readonly number[]): number | null;
}

/** What a decision sees. */
export interface PolicyCtx {
  readonly v: TrainsView;
  readonly seat: number;
  readonly hand: readonly CardId[];
  readonly owned: Readonly<Partial<Record<CardId, number>>>;
  readonly g: number;
  readonly legal: readonly TrainsAction[];
}

/** Rough worth of a card in a deck (for discards, looks and Wagon Factory). Waste −10, Victory −5. */
export function cardWorth(c: CardId): number {
  const d = CARDS[c];
  if (c === 'waste') return -10;
  if (d.isVictory) return -5;
  if (d.isTrain) return d.value * 2 + (d.isAction ? 1 : 0);
  if (d.isRail || c === 'station-expansion') return 2.5;
  return 1 + d.cost / 3;
}

/** Cards played first: draw and filter (section 18.1 rule 3). */
const DRAW_FIRST: readonly CardId[] = [
  'stationmaster-office',
  'control-room',
  'signaling-area',
  'garage',
  'passing-station',
  'command-central',
  'information-central',
  'signals',
  'conductors-station',
  'temporary-timetable',
  'pulling',
];
/** Then Waste removal, then the modifiers. */
const WASTE_THEN_MODS: readonly CardId[] = [
  'freight-train',
  'landfill',
  'station-crew',
  'dump-site',
  'ironworks',
  'wagon-factory',
  'maintenance-factory',
];
/** Then the money cards (Normal before Bullet; Early Train before any buy). */
const MONEY: readonly CardId[] = [
  'normal-train',
  'bullet-train',
  'early-train',
  'express-train',
  'limited-express',
  'tourist-train',
  'mail-train',
  'amusement-park',
  'switchback',
];
/** Rail cards with modifiers first, then Lay Rails. */
const RAILS: readonly CardId[] = ['subway-excavation', 'collaboration', 'viaduct', 'tunnel', 'steel-bridge', 'lay-rails'];
/** What the Stationmaster Office copies, best first. */
const OFFICE_COPY: readonly CardId[] = [
  'control-room',
  'tourist-train',
  'signaling-area',
  'holiday-timetable',
  'garage',
  'wagon-factory',
  'maintenance-factory',
  'amusement-park',
  'freight-train',
  'landfill',
  'passing-station',
  'mail-train',
  'information-central',
  'ironworks',
  'dump-site',
  'early-train',
  'bullet-train',
  'command-central',
  'signals',
  'station-crew',
  'conductors-station',
  'pulling',
  'temporary-timetable',
  'switchback',
];

function play(legal: readonly TrainsAction[], card: CardId, apply: boolean): TrainsAction | undefined {
  for (const a of legal) {
    if (a.type === 'PLAY' && a.card === card && a.apply === apply) return a;
  }
  return undefined;
}

/** The legal BUY of `pile`, if any. */
function buyAction(legal: readonly TrainsAction[], pile: CardId): TrainsAction | undefined {
  for (const a of legal) {
    if (a.type === 'BUY' && a.pile === pile) return a;
  }
  return undefined;
}

/**
 * The legal CHOOSE_RAIL_HEX or CHOOSE_STATION_CITY answer for `hex`, or a new one when none is listed
 * (`decide` then falls back to a listed action).
 */
function hexAnswer(legal: readonly TrainsAction[], type: 'CHOOSE_RAIL_HEX' | 'CHOOSE_STATION_CITY', hex: number): TrainsAction {
  for (const a of legal) if (a.type === type && a.hex === hex) return a;
  return { type, hex };
}

/** The legal action of a type without arguments (RECYCLE, END_TURN), if any. */
function plain(legal: readonly TrainsAction[], type: 'RECYCLE' | 'END_TURN'): TrainsAction | undefined {
  for (let i = legal.length - 1; i >= 0; i--) {
    const a = legal[i];
    if (a?.type === type) return a;
  }
  return undefined;
}

function withMod(mods: Modifiers, card: CardId): Modifiers {
  switch (CARDS[card].railModifier) {
    case 'riverFree':
      return { ...mods, riverFree: true };
    case 'mountainFree':
      return { ...mods, mountainFree: true };
    case 'cityFree':
      return { ...mods, cityFree: true };
    case 'otherRailsFree':
      return { ...mods, otherRailsFree: true };
    case 'allSurchargesFree':
      return { ...mods, allSurchargesFree: true };
    default:
      return mods;
  }
}

/** The goal and the surcharge of its next hex if a rail card `card` were played now. */
function railPlan(ctx: PolicyCtx, P: PolicyParams, card: CardId, money: number): { goal: RailGoal | null; surcharge: number } {
  const mods = withMod(ctx.v.mods, card);
  const goal = bestGoal(ctx.v, ctx.seat, P.goal(ctx), mods);
  if (!goal) return { goal, surcharge: Infinity };
  const board = boardOf(ctx.v);
  const hx = hexAt(board, goal.next);
  // Recompute the exact surcharge of the next hex with the modifiers (TR-54).
  let s = 0;
  if (!mods.allSurchargesFree) {
    if (hx.terrain === 'river') s = mods.riverFree ? 0 : 1;
    else if (hx.terrain === 'mountain') s = mods.mountainFree ? 0 : 2;
    else if (hx.terrain === 'city') s = mods.cityFree ? 0 : 1 + (ctx.v.stations[goal.next] ?? 0);
    else if (hx.terrain === 'remote') s = hx.value;
    if (!mods.otherRailsFree) s += popcount((ctx.v.rails[goal.next] ?? 0) & ~(1 << ctx.seat));
  }
  void money;
  return { goal, surcharge: s };
}

/**
 * Per card, its bit in each play-order list (1 << index in DRAW_FIRST, WASTE_THEN_MODS, MONEY, RAILS;
 * 0 when absent): OR-ing them over a hand gives, per list, which of its cards are in hand.
 */
interface ListBits {
  readonly draw: number;
  readonly waste: number;
  readonly money: number;
  readonly rails: number;
}
const bitOf = (list: readonly CardId[], c: CardId): number => (list.includes(c) ? 1 << list.indexOf(c) : 0);
const LIST_BITS = Object.fromEntries(
  CARD_IDS.map((c) => [
    c,
    { draw: bitOf(DRAW_FIRST, c), waste: bitOf(WASTE_THEN_MODS, c), money: bitOf(MONEY, c), rails: bitOf(RAILS, c) },
  ]),
) as Record<CardId, ListBits>;

/** Chooses the main-phase command (no pending decision). */
function mainAction(ctx: PolicyCtx, P: PolicyParams): TrainsAction {
  const { v, legal, hand } = ctx;
  if (!v.acted) {
    const r = plain(legal, 'RECYCLE');
    if (r && P.recycle(ctx)) return r;
  }
  // Which cards of each play-order list are in hand (bit i: list[i]); the loops below walk each list
  // in order, skipping the cards not in hand.
  let inDraw = 0;
  let inWaste = 0;
  let inMoney = 0;
  let inRails = 0;
  for (let i = 0; i < hand.length; i++) {
    const b = LIST_BITS[hand[i] ?? 'waste'];
    inDraw |= b.draw;
    inWaste |= b.waste;
    inMoney |= b.money;
    inRails |= b.rails;
  }
  const waste = count(hand, 'waste');
  for (let i = 0; inDraw >> i; i++)
    if ((inDraw >> i) & 1) {
      const c = at(DRAW_FIRST, i);
      const a = play(legal, c, true);
      if (a && (c !== 'stationmaster-office' || officeTarget(ctx))) return a;
    }
  for (let i = 0; inWaste >> i; i++)
    if ((inWaste >> i) & 1) {
      const c = at(WASTE_THEN_MODS, i);
      if ((c === 'freight-train' || c === 'landfill') && waste === 0) continue;
      if (c === 'ironworks' || c === 'dump-site') {
        const a = play(legal, c, true);
        if (a) return a;
        continue;
      }
      const a = play(legal, c, true);
      if (a) return a;
    }
  for (let i = 0; inMoney >> i; i++)
    if ((inMoney >> i) & 1) {
      const c = at(MONEY, i);
      if (c === 'amusement-park' || c === 'switchback') {
        const others = hand.some((x) => CARDS[x].isTrain && x !== c);
        if (others) continue; // after the Trains
      }
      const a = play(legal, c, true) ?? play(legal, c, false);
      if (a) return a;
    }
  if (hand.includes('holiday-timetable')) {
    // Plain copies (as before): `g` lives on the prototype, so it is copied by name.
    const now = P.buy({ v, seat: ctx.seat, hand, owned: ctx.owned, g: ctx.g, legal });
    const withHT = P.buy({ v: { ...v, money: v.money + 3 }, seat: ctx.seat, hand, owned: ctx.owned, g: ctx.g, legal });
    const better = withHT !== null && (now === null || CARDS[withHT].cost > CARDS[now].cost);
    if (better) {
      const a = play(legal, 'holiday-timetable', true);
      if (a) return a;
    }
  }
  for (let i = 0; inRails >> i; i++)
    if ((inRails >> i) & 1) {
      const c = at(RAILS, i);
      const a = play(legal, c, true);
      if (a) {
        const plan = railPlan(ctx, P, c, v.money);
        if (
          plan.goal &&
          plan.surcharge <= v.money + CARDS[c].value + 2 * v.mods.ironworks &&
          P.layRail(ctx, plan.goal, plan.surcharge, v.money)
        )
          return a;
      }
      if (v.mods.ironworks > 0) {
        const b = play(legal, c, false);
        if (b) return b;
      }
    }
  if (hand.includes('station-expansion')) {
    const a = play(legal, 'station-expansion', true);
    const p = v.pending;
    void p;
    if (a) {
      const opts = boardOf(v).cities.filter((h) => (v.stations[h] ?? 0) < hexAt(boardOf(v), h).slots);
      const h = P.pickStation ? P.pickStation(ctx, opts) : chooseStation(v, ctx.seat, opts);
      if (P.buildStation(ctx, h)) return a;
    }
  }
  const pile = P.buy(ctx);
  if (pile) {
    const a = buyAction(legal, pile);
    if (a) return a;
  }
  return plain(legal, 'END_TURN') ?? { type: 'END_TURN' };
}

/** The card the Stationmaster Office would copy now, or null. */
function officeTarget(ctx: PolicyCtx): CardId | null {
  for (const c of OFFICE_COPY)
    if (c !== 'stationmaster-office' && ctx.hand.includes(c)) {
      if (c === 'holiday-timetable' || c === 'tourist-train' || CARDS[c].isAction) return c;
    }
  return null;
}

/** Answers an open decision (TR-35). */
function answer(ctx: PolicyCtx, P: PolicyParams): TrainsAction {
  const { v, legal, hand, seat } = ctx;
  const p = v.pending;
  if (!p) throw new Error('trains bot: no open decision to answer');
  switch (p.kind) {
    case 'CHOOSE_RAIL_HEX': {
      if (!('options' in p)) break;
      const goal = bestGoal(v, seat, P.goal(ctx), v.mods);
      if (goal) {
        // The goal's next hex, else any offered hex on the path.
        for (const h of goal.path) for (const a of legal) if (a.type === 'CHOOSE_RAIL_HEX' && a.hex === h) return a;
      }
      // Otherwise the best-valued cheapest offered hex.
      const board = boardOf(v);
      let best: TrainsAction = at(legal, 0);
      let bestHex = -1;
      let bestScore = -Infinity;
      for (const o of p.options) {
        const hx = hexAt(board, o.hex);
        const value =
          hx.terrain === 'city' ? (CITY_VP[Math.min((v.stations[o.hex] ?? 0) + 1, hx.slots)] ?? 0) : hx.terrain === 'remote' ? hx.value : 0;
        const score = value - o.surcharge - o.waste * 2;
        if (score > bestScore) {
          bestScore = score;
          bestHex = o.hex;
        }
      }
      if (bestHex >= 0) best = hexAnswer(legal, 'CHOOSE_RAIL_HEX', bestHex);
      return best;
    }
    case 'CHOOSE_STATION_CITY': {
      if (!('options' in p)) break;
      const h = P.pickStation ? P.pickStation(ctx, p.options as number[]) : chooseStation(v, seat, p.options as number[]);
      return hexAnswer(legal, 'CHOOSE_STATION_CITY', h ?? at(p.options as number[], 0));
    }
    case 'CHOOSE_TRAIN_IN_PLAY': {
      const me = playerOf(v, seat);
      const best = at(
        me.play.filter((c) => CARDS[c].isTrain).sort((a, b) => CARDS[b].value - CARDS[a].value),
        0,
      );
      return { type: 'CHOOSE_TRAIN_IN_PLAY', card: best };
    }
    case 'DISCARD_FROM_HAND': {
      if (!('exactly' in p)) break;
      if (p.exactly !== null) {
        const sorted = hand.slice().sort((a, b) => cardWorth(a) - cardWorth(b));
        return { type: 'DISCARD_FROM_HAND', cards: sorted.slice(0, p.exactly) };
      }
      const bad = hand.filter((c) => c === 'waste' || CARDS[c].isVictory);
      if (p.source === 'conductors-station') {
        // Also cycle rail cards we cannot use this turn? Keep it simple: Waste and Victory only.
        return { type: 'DISCARD_FROM_HAND', cards: bad };
      }
      return { type: 'DISCARD_FROM_HAND', cards: bad };
    }
    case 'RETURN_WASTE_COUNT':
      return { type: 'RETURN_WASTE_COUNT', count: count(hand, 'waste') };
    case 'NAME_CARD': {
      let best: CardId = 'normal-train';
      let n = -1;
      for (const id in ctx.owned) {
        const c = id as CardId;
        if (c === 'waste' || CARDS[c].isVictory) continue;
        const k = (ctx.owned[c] ?? 0) - count(hand, c);
        if (k > n && find(legal, 'NAME_CARD', (x) => x.card === c)) {
          n = k;
          best = c;
        }
      }
      return { type: 'NAME_CARD', card: best };
    }
    case 'TAKE_ONE_AND_ORDER': {
      if (!('cards' in p)) break;
      const cards = (p.cards as CardId[]).slice().sort((a, b) => cardWorth(b) - cardWorth(a));
      const top = at(cards, 0);
      const take = cardWorth(top) > 0 ? top : null;
      const rest = take ? cards.slice(1) : cards;
      return { type: 'TAKE_ONE_AND_ORDER', take, order: rest };
    }
    case 'DISCARD_OR_KEEP_TOP': {
      if (!('card' in p)) break;
      const c = p.card as CardId;
      return { type: 'DISCARD_OR_KEEP_TOP', choice: cardWorth(c) < 0 ? 'discard' : 'keep' };
    }
    case 'CHOOSE_OPTION':
      return { type: 'CHOOSE_OPTION', option: hand.includes('waste') ? 'returnWaste' : 'draw' };
    case 'CHOOSE_ACTION_IN_HAND': {
      const t = officeTarget(ctx);
      const a = t ? find(legal, 'CHOOSE_ACTION_IN_HAND', (x) => x.card === t) : undefined;
      return a ?? at(legal, 0);
    }
    case 'CHOOSE_TRAIN_IN_HAND': {
      let best = at(legal, 0);
      let bc = -1;
      for (const a of legal)
        if (a.type === 'CHOOSE_TRAIN_IN_HAND' && (v.supply[a.card] ?? 0) > 0 && CARDS[a.card].cost > bc) {
          bc = CARDS[a.card].cost;
          best = a;
        }
      return best;
    }
    case 'TRASH_AND_GAIN_TRAIN': {
      let best = at(legal, 0);
      let bs = -Infinity;
      for (const a of legal)
        if (a.type === 'TRASH_AND_GAIN_TRAIN') {
          const s = cardWorth(a.gain) - cardWorth(a.trash) + CARDS[a.gain].cost * 0.1;
          if (s > bs) {
            bs = s;
            best = a;
          }
        }
      return best;
    }
    case 'CHOOSE_TRAIN_IN_DISCARD': {
      let best = at(legal, 0);
      let bs = -Infinity;
      for (const a of legal)
        if (a.type === 'CHOOSE_TRAIN_IN_DISCARD' && CARDS[a.card].value > bs) {
          bs = CARDS[a.card].value;
          best = a;
        }
      return best;
    }
    case 'CHOOSE_BUY_DESTINATION': {
      if (!('card' in p)) break;
      return { type: 'CHOOSE_BUY_DESTINATION', destination: CARDS[p.card as CardId].isVictory ? 'gained' : 'deckTop' };
    }
  }
  return at(legal, 0);
}

/** The context of one decision; progress `g` (read by the buy rules only) is computed on first read. */
class Ctx implements PolicyCtx {
  private progress = -1;
  constructor(
    readonly v: TrainsView,
    readonly seat: number,
    readonly hand: readonly CardId[],
    readonly owned: Readonly<Partial<Record<CardId, number>>>,
    readonly legal: readonly TrainsAction[],
  ) {}
  get g(): number {
    if (this.progress < 0) this.progress = progress(this.v);
    return this.progress;
  }
}

/** One decision of a policy bot. Always returns one of `legal`. */
export function decide(v: TrainsView, seat: number, legal: readonly TrainsAction[], P: PolicyParams): TrainsAction {
  if (v.phase === 'start') return chooseStart(v, legal, P.startRemoteWeight);
  const hand = playerOf(v, seat).hand ?? [];
  const ctx = new Ctx(v, seat, hand, v.owned ?? {}, legal);
  const a = v.pending ? answer(ctx, P) : mainAction(ctx, P);
  return legalOrFallback(a, legal);
}

/** Returns the legal action equal to `a`, or the first legal action (never an illegal one). */
function legalOrFallback(a: TrainsAction, legal: readonly TrainsAction[]): TrainsAction {
  for (let i = 0; i < legal.length; i++) if (legal[i] === a) return a;
  // A finite `hex` that differs from a candidate's proves their JSON differs: skip those without stringifying.
  const hex = 'hex' in a && Number.isFinite(a.hex) ? a.hex : null;
  let key: string | null = null;
  for (const l of legal) {
    if (l.type !== a.type || (hex !== null && 'hex' in l && l.hex !== hex)) continue;
    key ??= JSON.stringify(a);
    if (JSON.stringify(l) === key) return l;
  }
  if (a.type === 'DISCARD_FROM_HAND' || a.type === 'TAKE_ONE_AND_ORDER') {
    // Multiset answers may list the cards in another order than the enumeration; they are still valid.
    return a;
  }
  return legal.find((l) => l.type === 'END_TURN') ?? at(legal, 0);
}
