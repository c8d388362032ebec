/**
 * Hex geometry of the Trains boards (pointy-top hexes, odd rows shifted half a hex right; see
 * reference/trains-maps.json "layout"), the rail cost preview shown on the map, and seat colours.
 * Rules: docs/rules/trains.md.
 */
import { BOARDS, CARDS, hexAt, type Board, type MapId, type Modifiers, type RailOption, type TrainsView } from '../index.js';

/** Hex radius (centre to corner) in SVG units. */
export const R = 40;
/** Hex width (flat side to flat side). */
export const W = Math.sqrt(3) * R;
/** Padding around the board. */
const PAD = 10;

/** Font size (SVG units) of the city and remote-location names on the map (`.tr-hex-name`). */
export const HEX_LABEL_PX = 9.5;
/** Font size (SVG units) of names in Hangul or CJK (`.tr-hex-name.is-wide`): dense glyphs need more than Latin. */
export const HEX_LABEL_WIDE_PX = 11;

/** SVG viewBox size of a board. */
export function boardSize(board: Board): { width: number; height: number } {
  const rows = Math.max(...board.hexes.map((h) => h.row)) + 1;
  const cols = Math.max(...board.hexes.map((h) => h.col + (h.row % 2 ? 0.5 : 0))) + 1;
  return { width: cols * W + PAD * 2, height: (rows - 1) * 1.5 * R + 2 * R + PAD * 2 };
}

/** Centre of hex `index` on `map`. */
export function hexCenter(map: MapId, index: number): { x: number; y: number } {
  const h = hexAt(BOARDS[map], index);
  return { x: PAD + W / 2 + h.col * W + (h.row % 2 ? W / 2 : 0), y: PAD + R + h.row * 1.5 * R };
}

/** SVG points of a pointy-top hex around (x, y) with radius `r`. */
export function hexPoints(x: number, y: number, r = R): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** The shared edge of two touching hexes (for drawing an impassable border). */
export function sharedEdge(map: MapId, a: number, b: number): { x1: number; y1: number; x2: number; y2: number } {
  const p = hexCenter(map, a);
  const q = hexCenter(map, b);
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  const px = (-dy / len) * (R / 2);
  const py = (dx / len) * (R / 2);
  return { x1: mx - px, y1: my - py, x2: mx + px, y2: my + py };
}

/** Seat colours (TR-6: yellow, red, blue, green), dark enough to read on the map. */
export const SEAT_COLORS = ['#eab308', '#dc2626', '#2563eb', '#16a34a'] as const;
/** A shape per seat so colour is never the only signal: circle, square, triangle, diamond. */
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
/** One letter per seat (Y, R, B, G), drawn on its rail tokens. */
export const SEAT_LETTERS = ['Y', 'R', 'B', 'G'] as const;

/** CSS colour of `seat`. */
export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? SEAT_COLORS[0];
}

/** Seats (in order) with a rail token on a hex, from its bitmask. */
export function seatsOf(mask: number): number[] {
  const out: number[] = [];
  for (let s = 0; mask; s++, mask >>= 1) if (mask & 1) out.push(s);
  return out;
}

/** What laying a rail on one offered hex costs in all: money and Waste (hex + the card's own). */
export interface RailPreview {
  readonly hex: number;
  /** Money paid (the surcharge, TR-54). */
  readonly cost: number;
  /** Waste gained in all: 1 for other players' rails (TR-53) plus 1 from the rail card itself. */
  readonly waste: number;
  /** Waste from other players' rails only. */
  readonly hexWaste: number;
}

/**
 * The cost preview of a CHOOSE_RAIL_HEX decision: for every offered hex the money it costs and the
 * Waste it brings, counting the rail card's own Waste (none under Dump Site, none once the pile is empty).
 */
export function railPreview(options: readonly RailOption[], mods: Modifiers, wastePile: number): Map<number, RailPreview> {
  const out = new Map<number, RailPreview>();
  for (const o of options) {
    const cardWaste = mods.noWasteGain ? 0 : 1;
    const waste = Math.max(0, Math.min(o.waste + cardWaste, wastePile));
    out.set(o.hex, { hex: o.hex, cost: o.surcharge, waste, hexWaste: o.waste });
  }
  return out;
}

/** True when `card` is a plain money Train (no effect): Normal, Express, Limited Express. */
export function isPlainTrain(card: keyof typeof CARDS): boolean {
  const d = CARDS[card];
  return d.isTrain && d.playable && !d.hasEffect;
}

/** A pending decision as its owner sees it (never the hidden public form). */
export type OwnPending = Exclude<Exclude<TrainsView['pending'], null>, { readonly hidden: true }>;

/** The pending decision of the view if it belongs to the viewer (not hidden), else null. */
export function ownPending(view: TrainsView): OwnPending | null {
  const p = view.pending;
  if (!p || 'hidden' in p || view.seat === null || view.seat !== view.current) return null;
  return p as OwnPending;
}
