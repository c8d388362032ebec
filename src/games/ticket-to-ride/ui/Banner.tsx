/** The home page's banner of Ticket to Ride (pure SVG, no images to download; the colours of `meta`). */
import { meta } from '../meta.js';

const [BG, FG] = meta.colours;

/** The banner. */
export function Banner() {
  return (
    <svg className="game-art" viewBox="0 0 300 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="300" height="90" fill={BG} />
      <g stroke={FG} strokeWidth="7" fill="none" strokeDasharray="16 5">
        <path d="M20 70 L90 30 L170 55 L280 20" />
        <path d="M40 20 L120 75 L250 70" stroke="#e5e7eb" />
      </g>
    </svg>
  );
}
