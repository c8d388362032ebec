/**
 * A seat's mark: its colour, a shape of its own (circle, square, triangle, diamond) and its letter,
 * so seats differ without relying on colour. Used for rail tokens on the map and in seat lists.
 * Rules: docs/rules/trains.md.
 */
import { SEAT_LETTERS, SEAT_SHAPES, seatColor } from './geometry.js';

/** Props of `SeatMark` (SVG units). */
export interface SeatMarkProps {
  readonly seat: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Drawn faded (end screen focus on another seat). */
  readonly dim?: boolean;
}

/** The mark inside an SVG. */
export function SeatMark({ seat, x, y, size, dim }: SeatMarkProps) {
  const shape = SEAT_SHAPES[seat % 4] ?? SEAT_SHAPES[0];
  const h = size / 2;
  const fill = seatColor(seat);
  const common = { fill, stroke: '#111827', strokeWidth: 1.3, className: 'tr-rail-token', 'data-seat': seat } as const;
  let el;
  if (shape === 'circle') el = <circle cx={x} cy={y} r={h} {...common} />;
  else if (shape === 'square') el = <rect x={x - h} y={y - h} width={size} height={size} rx="1.5" {...common} />;
  else if (shape === 'triangle') el = <polygon points={`${x},${y - h - 1} ${x + h + 1},${y + h} ${x - h - 1},${y + h}`} {...common} />;
  else el = <polygon points={`${x},${y - h - 1} ${x + h + 1},${y} ${x},${y + h + 1} ${x - h - 1},${y}`} {...common} />;
  return (
    <g opacity={dim ? 0.25 : 1}>
      {el}
      <text x={x} y={y + (shape === 'triangle' ? 3.5 : 3)} textAnchor="middle" className="tr-token-letter">
        {SEAT_LETTERS[seat % 4]}
      </text>
    </g>
  );
}

/** The mark as a small inline SVG (seat lists, end screen, legends). */
export function SeatBadge({ seat, size = 16 }: { seat: number; size?: number }) {
  return (
    <svg className="tr-seat-badge" width={size} height={size} viewBox={`0 0 ${size + 4} ${size + 4}`} aria-hidden="true" focusable="false">
      <SeatMark seat={seat} x={(size + 4) / 2} y={(size + 4) / 2} size={size} />
    </svg>
  );
}
