/**
 * Pure helpers for drawing and reading the HellRail table: SVG path strings of track, cell names,
 * top-card masks, open-end (derailment) detection and seat colours.
 * Rules: docs/rules/hellrail.md.
 */
import {
  at,
  neigh,
  portsOf,
  CARDS,
  CARD_MASKS,
  CIRCLE_AT,
  EDGE_INDEX,
  PAIRS,
  WIDTH,
  idx,
  opp,
  type CardId,
  type CircleId,
  type Edge,
} from '../data.js';
import type { HrView, RailCell } from '../types.js';

/** Side of a cell in SVG units. */
export const CELL = 100;

/** Midpoint of each edge (N, E, S, W) of a unit cell, in cell units. */
const MID: readonly (readonly [number, number])[] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];

/** SVG `d` strings for the paths of a path mask inside a 100×100 cell at the origin. */
export function pathsOfMask(mask: number): string[] {
  const out: string[] = [];
  for (let b = 0; b < 6; b++) {
    if (!(mask & (1 << b))) continue;
    const [a, c] = at(PAIRS, b);
    const [x1, y1] = at(MID, a);
    const [x2, y2] = at(MID, c);
    out.push((a + 2) % 4 === c ? `M${x1} ${y1}L${x2} ${y2}` : `M${x1} ${y1}Q50 50 ${x2} ${y2}`);
  }
  return out;
}

/** Path mask of `card` at `rot`. */
export const maskOf = (card: CardId, rot: number): number => CARD_MASKS[card]?.[rot & 3] ?? 0;

/** Path mask of a rail cell's top card. */
export function topMask(cell: RailCell): number {
  const top = cell.stack[cell.stack.length - 1];
  return top ? maskOf(top.card, top.rot) : 0;
}

/** Spreadsheet-style name of a cell: column letter A–F and row 1–13 (e.g. "C4"). */
export const cellName = (c: { x: number; y: number }): string => `${String.fromCharCode(65 + c.x)}${c.y + 1}`;

/** The circle at (x, y), or null. */
export const circleAt = (x: number, y: number): CircleId | null => CIRCLE_AT[idx(x, y)] ?? null;

/** Seat colours (HR-2: blue, green, red, yellow engines). */
export const SEAT_COLORS: readonly string[] = ['#2563eb', '#16a34a', '#dc2626', '#ca8a04'];
/** Text colour drawn on each seat colour. */
export const SEAT_INK: readonly string[] = ['#fff', '#fff', '#fff', '#1f2937'];

/** CSS colour of a seat. */
export const seatColor = (seat: number): string => at(SEAT_COLORS, seat % SEAT_COLORS.length);

/** What lies across `exit` from the engine of `seat`: an open end, a circle, a rail (maybe with an engine). */
export type StepTarget = { kind: 'derail' } | { kind: 'circle'; circle: CircleId } | { kind: 'rail'; pushes: number | null };

/** Classifies the step of `seat`'s engine through `exit` (HR-3.9 open end, HR-7.6 push). */
export function stepTarget(view: HrView, seat: number, exit: Edge): StepTarget {
  const pos = at(view.players, seat).pos;
  const e = EDGE_INDEX[exit];
  const b = neigh(idx(pos.x, pos.y), e);
  if (b < 0) return { kind: 'derail' };
  const circle = CIRCLE_AT[b];
  if (circle !== null && circle !== undefined) return { kind: 'circle', circle };
  const rail = view.board[b];
  if (!rail || !(portsOf(topMask(rail)) & (1 << opp(e)))) return { kind: 'derail' };
  const bx = b % WIDTH;
  const by = Math.floor(b / WIDTH);
  const q = view.players.findIndex((p, k) => k !== seat && p.pos.entry !== null && p.pos.x === bx && p.pos.y === by);
  return { kind: 'rail', pushes: q >= 0 ? q : null };
}

/** A train's load: cars plus Tenders (HR-7.2). */
export const loadOf = (p: { train: readonly CardId[]; tender: number }): number => p.train.length + p.tender;

/** Car value of a card (0 for an unknown id). */
export const valueOf = (card: CardId): number => CARDS[card]?.carValue ?? 0;
