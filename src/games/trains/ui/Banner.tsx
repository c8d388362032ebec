/** The home page's banner of Trains (pure SVG, no images to download; the colours of `meta`). */
import { meta } from '../meta.js';

const [BG, FG] = meta.colours;

/** The banner. */
export function Banner() {
  return (
    <svg className="game-art" viewBox="0 0 300 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="300" height="90" fill={BG} />
      <g fill={FG} opacity="0.9">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <polygon key={i} points={hex(30 + i * 40, 45 + (i % 2) * 12, 18)} opacity={0.4 + (i % 3) * 0.2} />
        ))}
      </g>
    </svg>
  );
}

function hex(cx: number, cy: number, r: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) => `${cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`)
    .join(' ');
}
