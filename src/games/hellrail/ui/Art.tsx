/**
 * SVG pieces of the HellRail table: track drawn from a card's paths, a rail card face (track, car
 * value, brimstone, pickup and set-out circles) and an engine marker with its seat letter.
 */
import { useTranslation } from 'react-i18next';
import { CARDS, type CardId } from '../data.js';
import { maskOf, pathsOfMask, SEAT_INK, seatColor } from './geometry.js';

/** Props of `Track`. */
export interface TrackProps {
  readonly mask: number;
  /** Visual variant: laid rail, a faint covered card, or a preview. */
  readonly variant?: 'rail' | 'ghost' | 'covered';
}

/** The track of a path mask in a 100×100 cell (ties, then rails). */
export function Track({ mask, variant = 'rail' }: TrackProps) {
  const d = pathsOfMask(mask);
  return (
    <g className={`track track-${variant}`}>
      {d.map((p) => (
        <path key={`b${p}`} d={p} className="track-bed" />
      ))}
      {d.map((p) => (
        <path key={`t${p}`} d={p} className="track-ties" />
      ))}
      {d.map((p) => (
        <path key={`r${p}`} d={p} className="track-rail" />
      ))}
    </g>
  );
}

/** Brimstone flames as small drops (count also written as a number). */
function Flames({ n, x, y }: { n: number; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {Array.from({ length: n }, (_, i) => (
        <path key={i} d="M0 8 C-4 4 -2 1 0 -4 C2 1 4 4 0 8Z" transform={`translate(${i * 7} 0)`} className="flame" />
      ))}
    </g>
  );
}

/** Props of `CardFace`. */
export interface CardFaceProps {
  readonly card: CardId;
  readonly rot?: number;
  /** Rendered width in px (the card is square). */
  readonly size?: number;
}

/**
 * A rail card drawn with SVG: its track (at `rot`), car value (top left, big), brimstone (flames and
 * number, top right) and pickup → set-out circles along the bottom. The accessible name says it all.
 */
export function CardFace({ card, rot = 0, size = 88 }: CardFaceProps) {
  const { t } = useTranslation('hr');
  const c = CARDS[card];
  if (!c) return null;
  const label = t('card.label', {
    id: card,
    shape: t(`shape.${c.shape}`),
    value: c.carValue,
    brimstone: c.brimstone,
    pickup: c.pickup,
    setOut: c.setOut,
  });
  return (
    <svg className="card-face" viewBox="-4 -4 108 108" width={size} height={size} role="img" aria-label={label}>
      <title>{label}</title>
      <rect x="-3" y="-3" width="106" height="106" rx="9" className="card-bg" />
      <Track mask={maskOf(card, rot)} />
      <g className="card-badge">
        <circle cx="14" cy="14" r="12" className="badge-value" />
        <text x="14" y="19" textAnchor="middle" className="badge-value-text">
          {c.carValue}
        </text>
      </g>
      <g>
        <rect x="66" y="3" width="32" height="18" rx="5" className="badge-brim" />
        <Flames n={Math.min(c.brimstone, 1)} x={73} y={12} />
        <text x="90" y="17" textAnchor="middle" className="badge-brim-text">
          {c.brimstone}
        </text>
      </g>
      <g>
        <rect x="4" y="80" width="92" height="18" rx="5" className="badge-trip" />
        <text x="50" y="94" textAnchor="middle" className="badge-trip-text">
          ⬆{c.pickup} → ⬇{c.setOut}
        </text>
      </g>
      <text x="96" y="74" textAnchor="end" className="card-id">
        {card}
      </text>
    </svg>
  );
}

/** Props of `EngineMarker`. */
export interface EngineMarkerProps {
  readonly seat: number;
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly letter: string;
  readonly r?: number;
  readonly current?: boolean;
}

/** An engine as a seat-coloured disc with the seat's letter (colour is never the only signal). */
export function EngineMarker({ seat, x, y, label, letter, r = 17, current }: EngineMarkerProps) {
  return (
    <g
      className={`engine${current ? ' is-current' : ''}`}
      transform={`translate(${x} ${y})`}
      role="img"
      aria-label={label}
      data-testid={`engine-${seat}`}
    >
      <title>{label}</title>
      {/* .engine-body slides between cells (ui/motion.ts); the outer group keeps its position. */}
      <g className="engine-body">
        {current ? <circle r={r + 7} className="engine-halo" /> : null}
        <rect x={-r} y={-r * 0.8} width={r * 2} height={r * 1.6} rx={r * 0.45} fill={seatColor(seat)} stroke="#111" strokeWidth="2.5" />
        <text y={r * 0.38} textAnchor="middle" fill={SEAT_INK[seat % 4]} className="engine-letter">
          {letter}
        </text>
      </g>
    </g>
  );
}
