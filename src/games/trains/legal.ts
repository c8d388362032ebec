/**
 * Every legal action of the seat to act (TR-32 commands, TR-35 answers to the open decision; a
 * documented enumeration: one PLAY per distinct card and `apply` value, one BUY per affordable pile).
 * Rules: docs/rules/trains.md (TR-19, TR-32, TR-35, TR-38, TR-40, TR-41, TR-47).
 */
import { CARDS, CARD_IDS, type CardId } from './cards.js';
import { activePlayer, reader } from './draft.js';
import { EFFECTS, RAIL_EFFECT_CARDS, pendingAnswers } from './effects.js';
import { BOARDS } from './map.js';
import type { TrainsAction, TrainsState } from './types.js';

/** Shared, frozen action objects for the hot path of `legalActions` (they are plain JSON). */
const PLAY_APPLY = Object.fromEntries(
  CARD_IDS.map((card) => [card, Object.freeze({ type: 'PLAY', card, apply: true } as const)]),
) as Record<CardId, TrainsAction>;
const PLAY_DECLINE = Object.fromEntries(
  CARD_IDS.map((card) => [card, Object.freeze({ type: 'PLAY', card, apply: false } as const)]),
) as Record<CardId, TrainsAction>;
const BUY = Object.fromEntries(CARD_IDS.map((pile) => [pile, Object.freeze({ type: 'BUY', pile } as const)])) as Record<
  CardId,
  TrainsAction
>;
const START_RAIL: readonly TrainsAction[] = Array.from({ length: 76 }, (_, hex) => Object.freeze({ type: 'START_RAIL', hex } as const));
const RECYCLE: TrainsAction = Object.freeze({ type: 'RECYCLE' });
const END_TURN: TrainsAction = Object.freeze({ type: 'END_TURN' });

const CHOOSE_RAIL_HEX: readonly TrainsAction[] = Array.from({ length: 76 }, (_, hex) =>
  Object.freeze({ type: 'CHOOSE_RAIL_HEX', hex } as const),
);
const CHOOSE_STATION_CITY: readonly TrainsAction[] = Array.from({ length: 76 }, (_, hex) =>
  Object.freeze({ type: 'CHOOSE_STATION_CITY', hex } as const),
);

/**
 * Whether `apply: true` is allowed for `card` now (TR-41 step 6): feasibility as if the card had been
 * played. Only a rail card's feasibility depends on what playing it changes (its value and the
 * Ironworks bonus, TR-55); the other conditions never involve the played card itself (it is not a
 * Train, and Stationmaster Office never copies an Office). A Reader is built only for an effect
 * without `feasibleNow`.
 */
function canApply(state: TrainsState, card: CardId): boolean {
  const e = EFFECTS[card];
  if (!e) return false;
  if (!e.feasible) return true;
  const def = CARDS[card];
  const money = def.isRail ? state.turn.money + def.value + 2 * state.turn.mods.ironworks : state.turn.money;
  if (e.feasibleNow) return e.feasibleNow(state, money);
  const r = reader(state);
  return e.feasible(def.isRail ? { ...r, money } : r);
}

const pileCache = new WeakMap<readonly CardId[], CardId[]>();

/** The supply pile ids of this game in a fixed order (basic piles, then the kingdom), memoised. */
export function pileIds(state: TrainsState): readonly CardId[] {
  if (state.kingdom === lastKingdom) return lastIds;
  let ids = pileCache.get(state.kingdom);
  if (!ids) {
    ids = Object.keys(state.supply) as CardId[];
    pileCache.set(state.kingdom, ids);
  }
  lastKingdom = state.kingdom;
  lastIds = ids;
  return ids;
}
/** The last kingdom `pileIds` looked up and its ids (a one-entry memo in front of `pileCache`). */
let lastKingdom: readonly CardId[] | null = null;
let lastIds: readonly CardId[] = [];

/**
 * The buyable piles of a game, aligned with `pileIds`: each pile's cost (money; Infinity for Waste,
 * never bought, TR-47) and its shared BUY action.
 */
interface BuyTable {
  readonly ids: readonly CardId[];
  readonly cost: Float64Array;
  readonly buy: readonly TrainsAction[];
}
const buyTables = new WeakMap<readonly CardId[], BuyTable>();
let lastBuyTable: BuyTable | null = null;

/** The BuyTable of `state`'s piles, memoised per pile id list. */
function buyTable(state: TrainsState): BuyTable {
  const ids = pileIds(state);
  if (lastBuyTable && lastBuyTable.ids === ids) return lastBuyTable;
  let t = buyTables.get(ids);
  if (!t) {
    t = {
      ids,
      cost: Float64Array.from(ids, (c) => (c === 'waste' ? Infinity : CARDS[c].cost)),
      buy: ids.map((c) => BUY[c]),
    };
    buyTables.set(ids, t);
  }
  lastBuyTable = t;
  return t;
}

/** Every legal action of `seat` (TR-32, TR-35; documented enumeration of answers per decision). */
export function legalActions(state: TrainsState, seat: number): TrainsAction[] {
  return legalActionsInto(state, seat, []);
}

/**
 * `legalActions(state, seat)` (same actions, same order) written into `out` (overwritten and cut to
 * length, so a list reused per decision keeps its storage) and returned. An open CHOOSE_RAIL_HEX or
 * CHOOSE_STATION_CITY lists its options (TR-35) into `out` too; any other decision's answers come back
 * in a new array. For hot loops that reuse one list per decision (the playout path). The actions are
 * shared frozen objects where the enumeration allows.
 */
export function legalActionsInto(state: TrainsState, seat: number, out: TrainsAction[]): TrainsAction[] {
  let n = 0;
  if (state.phase === 'over' || seat !== state.current) return cut(out, n);
  const board = BOARDS[state.map];
  if (state.phase === 'start') {
    for (const h of board.hexes)
      if (h.startAllowed && state.rails[h.index] === 0) out[n++] = START_RAIL[h.index] ?? { type: 'START_RAIL', hex: h.index };
    return cut(out, n);
  }
  const p = state.turn.pending;
  if (p) {
    if (p.kind === 'CHOOSE_RAIL_HEX' && RAIL_EFFECT_CARDS.has(p.source)) {
      for (const o of p.options) out[n++] = CHOOSE_RAIL_HEX[o.hex] ?? { type: 'CHOOSE_RAIL_HEX', hex: o.hex };
      return cut(out, n);
    }
    if (p.kind === 'CHOOSE_STATION_CITY' && p.source === 'station-expansion') {
      for (const hex of p.options) out[n++] = CHOOSE_STATION_CITY[hex] ?? { type: 'CHOOSE_STATION_CITY', hex };
      return cut(out, n);
    }
    return pendingAnswers(reader(state), p);
  }
  const hand = activePlayer(state).hand;
  const money = state.turn.money;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] ?? 'waste';
    if (hand.indexOf(c) !== i) continue; // one PLAY per distinct card, at its first copy
    const def = CARDS[c];
    if (!def.playable) continue;
    if (def.hasEffect && canApply(state, c)) out[n++] = PLAY_APPLY[c];
    out[n++] = PLAY_DECLINE[c];
  }
  const { ids, cost, buy } = buyTable(state);
  for (let i = 0; i < ids.length; i++) {
    if ((cost[i] ?? Infinity) <= money && (state.supply[ids[i] ?? 'waste'] ?? 0) > 0) out[n++] = buy[i] ?? END_TURN;
  }
  if (!state.turn.acted) out[n++] = RECYCLE;
  out[n++] = END_TURN;
  return cut(out, n);
}

/** `list` cut to its first `n` elements (its length set only when it changes). */
function cut<T>(list: T[], n: number): T[] {
  if (list.length !== n) list.length = n;
  return list;
}
