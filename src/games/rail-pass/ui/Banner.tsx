/** The home page's banner of Rail Pass (pure SVG, no images to download; the colours of `meta`). */
import { meta } from '../meta.js';

const [BG, FG] = meta.colours;

/** The banner. */
export function Banner() {
  return (
    <svg className="game-art" viewBox="0 0 300 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="300" height="90" fill={BG} />
      <g fill={FG}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <circle key={i} cx={150 + 36 * Math.cos((i * Math.PI) / 3)} cy={45 + 30 * Math.sin((i * Math.PI) / 3)} r="8" />
        ))}
      </g>
    </svg>
  );
}
