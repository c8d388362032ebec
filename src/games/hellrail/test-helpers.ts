/**
 * Test helpers for HellRail: build a table position from a few named cards (every other card goes to
 * the draw pile, so the 45 cards stay conserved), apply actions expecting success or a given code.
 * Rules: docs/rules/hellrail.md.
 */
import { expect } from 'vitest';
import { CARD_IDS, CIRCLE_CELL, WIDTH, type CardId, type CircleId, type EffectId, type Rotation } from './data.js';
import { parseConfig } from './config.js';
import { setup } from './setup.js';
import { apply } from './rules.js';
import type { EnginePos, HrAction, HrConfig, HrPlayer, HrState } from './types.js';

/** A position: circle id, or [x, y, entry edge]. */
export type PosSpec = CircleId | [number, number, 'N' | 'E' | 'S' | 'W'];

/** Options of `table`. Cards named nowhere go to the draw pile under `drawTop`. */
export interface TableSpec {
  seats?: number;
  config?: Partial<HrConfig>;
  active?: number;
  hands?: CardId[][];
  trains?: CardId[][];
  setOut?: CardId[][];
  /** Rail: [x, y, card or stack bottom→top, rotation(s)]. */
  rail?: [number, number, CardId | CardId[], (Rotation | Rotation[])?][];
  checks?: [number, number][];
  pos?: PosSpec[];
  /** Next cards of the draw pile, first = top (drawn or revealed first). */
  drawTop?: CardId[];
  /** Exact draw pile size (cards beyond go to `extra`, see below); default all remaining. */
  drawSize?: number;
  discard?: CardId[];
  players?: Partial<Pick<HrPlayer, 'heresy' | 'boatman' | 'tender' | 'soulCatcher' | 'engineToken'>>[];
  circleTokens?: EffectId[];
  cerberus?: CircleId | null;
  move?: { mp: number; stepsTaken: number };
}

/** Engine position of a spec. */
export function posOf(p: PosSpec): EnginePos {
  if (Array.isArray(p)) return { x: p[0], y: p[1], entry: p[2] };
  const i = CIRCLE_CELL[String(p)]!;
  return { x: i % WIDTH, y: Math.floor(i / WIDTH), entry: null };
}

/**
 * Builds a state in phase ACTIONS (or MOVING with `move`) for seat `active` (default 0, also the
 * first seat). Cards not placed anywhere lie in the draw pile under `drawTop`; with `drawSize`, the
 * surplus is parked in the last seat's set-out pile (out of circulation, still conserved).
 */
export function table(spec: TableSpec = {}): HrState {
  const seats = spec.seats ?? 3;
  const config = parseConfig(spec.config ?? {}, seats);
  const s = setup(config, 'test', seats);
  const used = new Set<CardId>();
  const take = (c: CardId) => {
    if (used.has(c)) throw new Error(`card ${c} placed twice`);
    used.add(c);
    return c;
  };
  s.players.forEach((p, k) => {
    p.hand = (spec.hands?.[k] ?? []).map(take);
    p.train = (spec.trains?.[k] ?? []).map(take);
    p.setOut = (spec.setOut?.[k] ?? []).map(take);
    p.stolen = [];
    Object.assign(p, spec.players?.[k] ?? {});
    p.pos = posOf(spec.pos?.[k] ?? 'G');
  });
  s.board = s.board.map(() => null);
  for (const [x, y, cards, rots] of spec.rail ?? []) {
    const list = Array.isArray(cards) ? cards : [cards];
    const rs = Array.isArray(rots) ? rots : list.map(() => (rots ?? 0) as Rotation);
    s.board[y * WIDTH + x] = { stack: list.map((c, i) => ({ card: take(c), rot: rs[i] ?? 0 })), check: false };
  }
  let checks = 0;
  for (const [x, y] of spec.checks ?? []) {
    s.board[y * WIDTH + x]!.check = true;
    checks++;
  }
  s.supply.CHECK = 8 - checks;
  for (const p of s.players) {
    s.supply.HERESY -= p.heresy;
    s.supply.BOATMAN -= p.boatman;
    s.supply.TENDER -= p.tender;
    s.supply.SOUL_CATCHER -= p.soulCatcher;
  }
  s.discard = (spec.discard ?? []).map(take);
  const top = (spec.drawTop ?? []).map(take);
  let rest = CARD_IDS.filter((c) => !used.has(c));
  if (spec.drawSize !== undefined) {
    const surplus = rest.slice(0, Math.max(0, rest.length - (spec.drawSize - top.length)));
    rest = rest.slice(surplus.length);
    // Surplus cards are parked in the last seat's set-out pile (out of circulation, still conserved).
    seatOf(s, seats - 1).setOut.push(...surplus);
  }
  s.drawPile = [...rest, ...top.slice().reverse()];
  if (spec.circleTokens) {
    const all = new Set<EffectId>(spec.circleTokens);
    s.circleTokens = spec.circleTokens.slice();
    const engine = s.players.map((p) => p.engineToken).filter((t): t is EffectId => t !== null);
    for (const t of engine) all.add(t);
    s.reserve = (
      [
        'ABYSS',
        'BOATMAN',
        'BRIMSTONE_TENDER',
        'CHAOS_REIGNS',
        'DELINQUENCY',
        'FALSE_PATH',
        'GERYON',
        'GLUTTONY',
        'GUARD_DUTY',
        'HERESY',
        'INFERNAL_POWER',
        'LUST',
        'SHIFT_CHANGE',
        'SOUL_CATCHER',
        'THIEVERY',
      ] as EffectId[]
    ).filter((t) => !all.has(t));
  } else {
    for (const p of s.players)
      if (p.engineToken) {
        const i = s.circleTokens.indexOf(p.engineToken);
        if (i >= 0) s.circleTokens[i] = s.reserve.pop()!;
        else s.reserve.splice(s.reserve.indexOf(p.engineToken), 1);
      }
  }
  s.cerberus = spec.cerberus ?? null;
  s.active = spec.active ?? 0;
  s.firstSeat = s.active;
  s.turn = 1;
  s.round = 0;
  s.events = [];
  if (spec.move) {
    s.move = { ...spec.move };
    s.phase = 'MOVING';
  }
  return s;
}

/** Applies and expects success; returns the new state. */
export function act(s: HrState, seat: number, a: HrAction): HrState {
  const before = JSON.stringify(s);
  const r = apply(s, seat, a);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(a)} to be legal, got ${r.error.code}`);
  expect(JSON.stringify(s)).toBe(before);
  return r.value;
}

/** Applies and expects the error `code`, with the state unchanged. */
export function rej(s: HrState, seat: number, a: unknown, code: string): void {
  const before = JSON.stringify(s);
  const r = apply(s, seat, a as HrAction);
  expect(r.ok ? 'OK' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** Player `k` of a state or view; throws if there is no such seat. */
export function seatOf<P>(s: { players: readonly P[] }, k: number): P {
  const p = s.players[k];
  if (p === undefined) throw new Error(`no seat ${k}`);
  return p;
}

/** Cell shorthand. */
export const at = (x: number, y: number) => ({ x, y });

/** Every card id found anywhere in a state (hands, piles, table stacks, trains, set-out, revealed). */
export function allCards(s: HrState): CardId[] {
  const out: CardId[] = [...s.drawPile, ...s.discard];
  if (s.revealed) out.push(s.revealed);
  for (const c of s.board) if (c) for (const sc of c.stack) out.push(sc.card);
  for (const p of s.players) out.push(...p.hand, ...p.train, ...p.setOut);
  return out;
}

/** A table where `seat` has just entered `circle` holding `token` (phase CIRCLE_ENTRY, HR-9.2). */
export function entering(spec: TableSpec, circle: CircleId, token: EffectId): HrState {
  const tokens: EffectId[] = [
    'ABYSS',
    'BOATMAN',
    'BRIMSTONE_TENDER',
    'CHAOS_REIGNS',
    'DELINQUENCY',
    'FALSE_PATH',
    'GERYON',
    'GLUTTONY',
    'GUARD_DUTY',
  ];
  const held = new Set((spec.players ?? []).map((p) => p.engineToken).filter(Boolean));
  const rest = (['HERESY', 'INFERNAL_POWER', 'LUST', 'SHIFT_CHANGE', 'SOUL_CATCHER', 'THIEVERY'] as EffectId[]).filter(
    (t) => t !== token && !held.has(t),
  );
  const circleTokens = tokens.filter((t) => t !== token && !held.has(t));
  if (circle !== 'G') circleTokens.splice(circle - 1, 0, token);
  while (circleTokens.length > 9) circleTokens.pop();
  while (circleTokens.length < 9) circleTokens.push(rest.shift()!);
  const pos = spec.pos ? spec.pos.slice() : [];
  pos[spec.active ?? 0] = circle;
  const s = table({ ...spec, pos, circleTokens });
  s.phase = 'CIRCLE_ENTRY';
  s.entering = { circle, claimed: false };
  return s;
}

/** House-rule configurations (HR-16 options) the property tests play across: defaults, exact moves, costly rails, reusable tokens, hidden tokens, hand limits, unlimited cars. */
export const PROPERTY_CONFIGS: Partial<HrConfig>[] = [
  {},
  { moveMode: 'exact', roundLimit: 25 },
  { railStepCost: 2 },
  { reusableTokens: true, abyssRemovesStack: false },
  { effectTokensFaceUp: false, firstVisitorOnly: true },
  { handLimit: 4, catchUpCard: true, pushDerailDiscardsHand: false },
  { maxCars: null, handStart: 5 },
];
