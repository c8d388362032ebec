/**
 * Test helpers (used only by the *.test.ts files beside the engine): build states from named cards
 * and apply actions asserting success, or rejection with an unchanged state (TTR-4).
 */
import { expect } from 'vitest';
import { at, KIND_INDEX, KINDS, ROUTE_INDEX, type CardKind } from './data.js';
import { parseConfig } from './config.js';
import { setup } from './setup.js';
import { apply, MAIN, pendingOf, phaseOf, stepOf } from './rules.js';
import type { TtrAction, TtrState } from './types.js';

/** Card kind names → kind indexes. */
/** `x`, or a test failure naming `what` when it is null or undefined (instead of a non-null assertion). */
export function must<T>(x: T | null | undefined, what = 'value'): T {
  if (x === null || x === undefined) throw new Error(`expected ${what}, got ${String(x)}`);
  return x;
}

export const cards = (...names: CardKind[]): number[] => names.map((n) => KIND_INDEX[n]);
/** Named counts → hand count array. */
export const hand = (p: Partial<Record<CardKind, number>> = {}): number[] => {
  const h = new Array<number>(KINDS).fill(0);
  for (const [k, n] of Object.entries(p)) h[KIND_INDEX[k as CardKind]] = n ?? 0;
  return h;
};
/** Route id → index. */
export const ri = (id: string): number => {
  const r = ROUTE_INDEX.get(id);
  if (r === undefined) throw new Error(`no route ${id}`);
  return r;
};
/** Display from names (null = empty slot). */
export const display = (...names: (CardKind | null)[]): (number | null)[] => names.map((n) => (n === null ? null : KIND_INDEX[n]));

/**
 * A mid-game state: `seats` players, `variant`, first seat 0, stage `main` (phase `turn`), seat 0
 * active, nobody holding cards or pending tickets; `over` replaces any field.
 */
export function midGame(
  over: Partial<TtrState> = {},
  opts: { seats?: number; config?: Record<string, unknown>; seed?: string } = {},
): TtrState {
  const seats = opts.seats ?? 2;
  const config = parseConfig({ firstSeat: 0, ...opts.config }, seats);
  const s = setup(config, opts.seed ?? 'test', seats);
  return {
    ...s,
    stage: MAIN,
    activeSeat: 0,
    hands: Array.from({ length: seats }, () => hand()),
    ...over,
  };
}

/** The phase of `s` (TTR-40), as views report it. */
export const phase = (s: TtrState): string => phaseOf(s.stage);
/** The step of `s` (TTR-40), as views report it. */
export const step = (s: TtrState): string => stepOf(s.stage);
/** Every seat's undecided ticket offer, or null (TTR-41, TTR-75). */
export const pendingTickets = (s: TtrState): (readonly string[] | null)[] =>
  Array.from({ length: s.seats }, (_, seat) => pendingOf(s, seat));
/** The undecided ticket offer of `seat`; throws when it has none. */
export const offerOf = (s: TtrState, seat: number): readonly string[] => {
  const offer = pendingOf(s, seat);
  if (!offer) throw new Error(`seat ${seat} has no pending offer`);
  return offer;
};
/** `s` with every seat's undecided offer replaced by `pending` (stages initialTickets and keepTickets). */
export function withPending(s: TtrState, pending: readonly (readonly string[] | null)[]): TtrState {
  const st = s.stage;
  if (st.kind === 'initialTickets') return { ...s, stage: { ...st, offers: pending } };
  if (st.kind === 'keepTickets') return { ...s, stage: { kind: 'keepTickets', offer: pending[s.activeSeat] ?? [] } };
  return s;
}
/** Tickets returned in the initial choice and held until it ends (TTR-41); empty in other stages. */
export const heldTickets = (s: TtrState): readonly string[] => (s.stage.kind === 'initialTickets' ? s.stage.returned.flat() : []);
/** Element `i` of `items`; throws when out of range. */
export { at };

/** Applies and expects success; returns the new state. */
export function ok(s: TtrState, seat: number, action: TtrAction): TtrState {
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies and expects rejection with `code`; also checks the state did not change (TTR-4). */
export function rejects(s: TtrState, seat: number, action: unknown, code: string): void {
  const before = JSON.stringify(s);
  const r = apply(s, seat, action as TtrAction);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/** Total train cards in piles, display and hands (110 when conserved). */
export function cardTotal(s: TtrState): number {
  return (
    s.drawPile.length +
    s.discardPile.length +
    s.faceUp.filter((c) => c !== null).length +
    s.hands.reduce((a, h) => a + h.reduce((x, y) => x + y, 0), 0)
  );
}
