/**
 * Scoring and winner (section 14): cities by station count (TR-105), remote locations (TR-106),
 * Victory cards (TR-107), VP tokens (TR-108), ranks with the rails-on-board tie-break (TR-109).
 * `outcome` is the module's job; the memoised board totals serve the views' running scores.
 * Rules: docs/rules/trains.md.
 */
import type { Outcome } from '../../engine/contract.js';
import { CARDS, type CardId } from './cards.js';
import { BOARDS, CITY_VP } from './map.js';
import { playerAt } from './draft.js';
import type { PlayerState, TrainsState } from './types.js';

/** One scored city: hex, name, stations on it and the VP it gives (TR-105). */
export interface CityScore {
  readonly hex: number;
  readonly name: string;
  readonly stations: number;
  readonly vp: number;
}

/** One scored remote location (TR-106). */
export interface RemoteScore {
  readonly hex: number;
  readonly name: string;
  readonly vp: number;
}

/** Per-seat score breakdown (TR-105–TR-109). */
export interface TrainsBreakdown {
  /** Victory cards owned: counts and their VP (TR-107). */
  readonly victoryCards: { readonly apartment: number; readonly tower: number; readonly skyscraper: number; readonly vp: number };
  /** VP gained during play (Tourist Train, TR-8). */
  readonly vpTokens: number;
  /** Every city holding one of the seat's rails. */
  readonly cities: readonly CityScore[];
  /** Every remote location holding one of the seat's rails. */
  readonly remotes: readonly RemoteScore[];
  /** Sum of city VP plus remote VP. */
  readonly boardVp: number;
  /** Rail tokens on the board (the tie-break, TR-109). */
  readonly railsOnBoard: number;
  /** cities + remotes + cards + vpTokens (TR-108). */
  readonly total: number;
  /** 1 = best; tied seats share a rank. */
  readonly rank: number;
}

/** Outcome of a finished Trains game. */
export type TrainsOutcome = Outcome<TrainsBreakdown>;

/** Counts Victory cards a player owns (every zone; after clean-up only deck and discard hold cards). */
function victoryCards(p: PlayerState): TrainsBreakdown['victoryCards'] {
  let apartment = 0;
  let tower = 0;
  let skyscraper = 0;
  const count = (list: readonly CardId[]): void => {
    for (const c of list) {
      if (c === 'apartment') apartment++;
      else if (c === 'tower') tower++;
      else if (c === 'skyscraper') skyscraper++;
    }
  };
  count(p.hand);
  count(p.deck);
  count(p.discard);
  count(p.play);
  count(p.gained);
  return { apartment, tower, skyscraper, vp: apartment * CARDS.apartment.vp + tower * CARDS.tower.vp + skyscraper * CARDS.skyscraper.vp };
}

/** Scores one seat now (the official score at GAME_OVER, an estimate before; TR-110). Rank is 0. */
export function scoreSeat(state: TrainsState, seat: number): TrainsBreakdown {
  const board = BOARDS[state.map];
  const bit = 1 << seat;
  const cities: CityScore[] = [];
  const remotes: RemoteScore[] = [];
  let rails = 0;
  for (const hex of board.hexes) {
    const h = hex.index;
    if (((state.rails[h] ?? 0) & bit) === 0) continue;
    rails++;
    if (hex.terrain === 'city') {
      const s = state.stations[h] ?? 0;
      cities.push({ hex: h, name: hex.name ?? '', stations: s, vp: CITY_VP[s] ?? 0 });
    } else if (hex.terrain === 'remote') {
      remotes.push({ hex: h, name: hex.name ?? '', vp: hex.value });
    }
  }
  const p = playerAt(state, seat);
  const vc = victoryCards(p);
  const boardVp = cities.reduce((a, c) => a + c.vp, 0) + remotes.reduce((a, r) => a + r.vp, 0);
  return {
    victoryCards: vc,
    vpTokens: p.vpTokens,
    cities,
    remotes,
    boardVp,
    railsOnBoard: rails,
    total: boardVp + vc.vp + p.vpTokens,
    rank: 0,
  };
}

/**
 * Ranks seats by total, then rails on the board (TR-109); seats equal on both share a rank.
 * Returns rank per seat (1 = best).
 */
export function rankSeats(totals: readonly number[], rails: readonly number[]): number[] {
  return totals.map((t, i) => 1 + totals.filter((u, j) => u > t || (u === t && (rails[j] ?? 0) > (rails[i] ?? 0))).length);
}

/** Final outcome, or null while the game runs. */
export function outcome(state: TrainsState): TrainsOutcome | null {
  if (state.phase !== 'over') return null;
  const parts = state.players.map((_, s) => scoreSeat(state, s));
  const scores = parts.map((b) => b.total);
  const ranks = rankSeats(
    scores,
    parts.map((b) => b.railsOnBoard),
  );
  return {
    scores,
    ranks,
    winners: ranks.flatMap((r, s) => (r === 1 ? [s] : [])),
    breakdown: parts.map((b, s) => ({ ...b, rank: ranks[s] ?? 0 })),
  };
}

const listVpCache = new WeakMap<readonly CardId[], number>();

/** VP of the Victory cards in one card list; long lists (deck, discard) are memoised by identity. */
function listVp(list: readonly CardId[]): number {
  const long = list.length > 6;
  if (long) {
    const c = listVpCache.get(list);
    if (c !== undefined) return c;
  }
  let v = 0;
  for (const c of list) v += CARDS[c].vp;
  if (long) listVpCache.set(list, v);
  return v;
}

/** VP of the Victory cards a player owns (TR-107), cheap on the hot path (views). */
export function victoryVp(p: PlayerState): number {
  return listVp(p.hand) + listVp(p.deck) + listVp(p.discard) + listVp(p.play) + listVp(p.gained);
}

let boardMemo: { rails: readonly number[]; stations: readonly number[]; map: string; vp: number[]; rails_: number[] } | null = null;

/**
 * Board VP (cities + remote locations) and rails on the board for every seat (TR-105, TR-106),
 * computed in one pass and memoised on the (immutable) rails and stations arrays.
 */
export function boardTotals(state: TrainsState): { vp: readonly number[]; rails: readonly number[] } {
  const m = boardMemo;
  if (m && m.rails === state.rails && m.stations === state.stations && m.map === state.map) return { vp: m.vp, rails: m.rails_ };
  const board = BOARDS[state.map];
  const vp = new Array<number>(state.seats).fill(0);
  const rails = new Array<number>(state.seats).fill(0);
  for (const hex of board.hexes) {
    let bits = state.rails[hex.index] ?? 0;
    if (!bits) continue;
    const value = hex.terrain === 'city' ? (CITY_VP[state.stations[hex.index] ?? 0] ?? 0) : hex.terrain === 'remote' ? hex.value : 0;
    for (let s = 0; bits; s++, bits >>= 1) {
      if (bits & 1) {
        rails[s] = (rails[s] ?? 0) + 1;
        vp[s] = (vp[s] ?? 0) + value;
      }
    }
  }
  boardMemo = { rails: state.rails, stations: state.stations, map: state.map, vp, rails_: rails };
  return { vp, rails };
}
