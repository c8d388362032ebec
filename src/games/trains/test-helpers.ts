/**
 * Test helpers: build a Trains state in the middle of a turn with given zones, rails and stations,
 * apply actions expecting success or a given error code, and count cards for conservation checks.
 * Rules: docs/rules/trains.md.
 */
import { expect } from 'vitest';
import type { CardId } from './cards.js';
import { CARDS, KINGDOM_IDS } from './cards.js';
import { parseConfig } from './config.js';
import { apply } from './rules.js';
import { NO_MODS, setup } from './setup.js';
import type { Modifiers, PlayerState, TrainsAction, TrainsState } from './types.js';

/** Options for `scenario`. Zones are given top-LAST for deck/discard (like the state). */
export interface ScenarioOptions {
  seats?: number;
  map?: 'tokyo' | 'osaka';
  preset?: string;
  kingdom?: CardId[];
  current?: number;
  hand?: CardId[];
  /** Deck, listed TOP FIRST for readability. */
  deckTopFirst?: CardId[];
  /** Discard pile, listed bottom first (last = top). */
  discard?: CardId[];
  play?: CardId[];
  /** Rails by seat. */
  rails?: Record<number, number[]>;
  stations?: Record<number, number>;
  money?: number;
  mods?: Partial<Modifiers>;
  supply?: Partial<Record<CardId, number>>;
  reserve?: Record<number, number>;
  stationPool?: number;
  seed?: string;
}

/**
 * A state in the current seat's MAIN phase with the given zones. Unlisted zones of the current
 * seat are empty; other seats keep their setup hands and decks. Supply = setup supply plus overrides
 * (a kingdom pile not in the game can be added with its count).
 */
export function scenario(o: ScenarioOptions = {}): TrainsState {
  const seats = o.seats ?? 2;
  const cfg = parseConfig(
    o.kingdom ? { map: o.map ?? 'tokyo', kingdom: o.kingdom } : { map: o.map ?? 'tokyo', preset: o.preset ?? 'beginner-tokyo' },
    seats,
  );
  const base = setup({ ...cfg, firstPlayer: 0 }, o.seed ?? 'scenario', seats);
  const current = o.current ?? 0;
  const rails = base.rails.slice();
  const players: PlayerState[] = base.players.map((p) => ({ ...p }));
  for (const [seat, hexes] of Object.entries(o.rails ?? {})) {
    for (const h of hexes) rails[h] = at(rails, h) | (1 << Number(seat));
    const s = Number(seat);
    players[s] = { ...must(players[s]), reserve: o.reserve?.[s] ?? 20 - hexes.length };
  }
  for (const [seat, r] of Object.entries(o.reserve ?? {})) players[Number(seat)] = { ...must(players[Number(seat)]), reserve: r };
  const stations = base.stations.slice();
  let pool = 30;
  for (const [hex, n] of Object.entries(o.stations ?? {})) {
    stations[Number(hex)] = n;
    pool -= n;
  }
  players[current] = {
    ...must(players[current]),
    hand: o.hand ?? [],
    deck: (o.deckTopFirst ?? []).slice().reverse(),
    discard: o.discard ?? [],
    play: o.play ?? [],
    gained: [],
  };
  return {
    ...base,
    supply: { ...base.supply, ...o.supply },
    rails,
    stations,
    stationPool: o.stationPool ?? pool,
    players,
    phase: 'main',
    current,
    turn: { money: o.money ?? 0, acted: false, mods: { ...NO_MODS, ...o.mods }, pending: null, revealed: [] },
  };
}

/** Applies `action` for the current seat and expects success. */
export function act(s: TrainsState, action: TrainsAction): TrainsState {
  const r = apply(s, s.current, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to succeed: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies several actions in order. */
export function acts(s: TrainsState, ...actions: TrainsAction[]): TrainsState {
  return actions.reduce(act, s);
}

/** Expects `action` to be rejected with `code`, leaving `s` unchanged. */
export function rejects(s: TrainsState, action: TrainsAction, code: string): void {
  const before = JSON.stringify(s);
  const r = apply(s, s.current, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** PLAY with apply = true. */
export const play = (card: CardId, apply = true): TrainsAction => ({ type: 'PLAY', card, apply });
/** CHOOSE_RAIL_HEX. */
export const rail = (hex: number): TrainsAction => ({ type: 'CHOOSE_RAIL_HEX', hex });
/** BUY. */
export const buy = (pile: CardId): TrainsAction => ({ type: 'BUY', pile });

/** The current seat's player state. */
export const me = (s: TrainsState): PlayerState => at(s.players, s.current);

/** Waste in the current seat's gained area. */
export const wasteGained = (s: TrainsState, seat = s.current): number => at(s.players, seat).gained.filter((c) => c === 'waste').length;

/** Hexes with a rail of `seat`. */
export const railsOf = (s: TrainsState, seat: number): number[] => s.rails.flatMap((r, h) => ((r >> seat) & 1 ? [h] : []));

/**
 * Total cards accounted for: supply piles, every player's zones, the trash, cards set aside by an open
 * Information Central look, and the box (unused Normal Trains and unused kingdom piles). Always 500.
 */
export function cardTotal(s: TrainsState): number {
  let n = 0;
  for (const id in s.supply) n += s.supply[id as CardId] ?? 0;
  for (const p of s.players) n += p.hand.length + p.deck.length + p.discard.length + p.play.length + p.gained.length;
  n += s.trash.length;
  const pend = s.turn.pending;
  if (pend && pend.kind === 'TAKE_ONE_AND_ORDER') n += pend.cards.length;
  if (pend && pend.kind === 'CHOOSE_BUY_DESTINATION') n += 1;
  // The box: Normal Trains not dealt, and kingdom piles not chosen (10 each).
  n += CARDS['normal-train'].count - 7 * s.seats;
  n += (KINGDOM_IDS.length - s.kingdom.length) * 10;
  return n;
}

/** `list[i]`; fails the test with a clear message when the index is out of range. */
export function at<T>(list: readonly T[], i: number): T {
  const x = list[i];
  if (x === undefined) throw new Error(`no element ${i} in a list of ${list.length}`);
  return x;
}

/** `x`, failing the test with a clear message when it is null or undefined. */
export function must<T>(x: T | null | undefined): T {
  if (x === null || x === undefined) throw new Error('expected a value, got ' + String(x));
  return x;
}
