/** The home page's banner of HellRail (pure SVG, no images to download; the colours of `meta`). */
import { meta } from '../meta.js';

const [BG, FG] = meta.colours;

/** The banner. */
export function Banner() {
  return (
    <svg className="game-art" viewBox="0 0 300 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="300" height="90" fill={BG} />
      <g fill="none" stroke={FG} strokeWidth="3">
        {[12, 24, 36, 48].map((r) => (
          <circle key={r} cx="150" cy="45" r={r} opacity={1 - r / 70} />
        ))}
      </g>
    </svg>
  );
}
