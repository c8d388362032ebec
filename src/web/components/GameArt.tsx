/** A small decorative banner per game (pure SVG, no images to download). */
import type { GameId } from '../../engine/contract.js';

const PALETTE: Record<GameId, [string, string]> = {
  'ticket-to-ride': ['#1f4e79', '#c2410c'],
  trains: ['#14532d', '#ca8a04'],
  hellrail: ['#450a0a', '#f97316'],
  'rail-pass': ['#312e81', '#22d3ee'],
};

/** The banner of `game`. */
export function GameArt({ game }: { game: GameId }) {
  const [bg, fg] = PALETTE[game];
  return (
    <svg className="game-art" viewBox="0 0 300 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="300" height="90" fill={bg} />
      {game === 'ticket-to-ride' ? (
        <g stroke={fg} strokeWidth="7" fill="none" strokeDasharray="16 5">
          <path d="M20 70 L90 30 L170 55 L280 20" />
          <path d="M40 20 L120 75 L250 70" stroke="#e5e7eb" />
        </g>
      ) : null}
      {game === 'trains' ? (
        <g fill={fg} opacity="0.9">
          {[0, 1, 2, 3, 4, 5, 6].map((i) => (
            <polygon key={i} points={hex(30 + i * 40, 45 + (i % 2) * 12, 18)} opacity={0.4 + (i % 3) * 0.2} />
          ))}
        </g>
      ) : null}
      {game === 'hellrail' ? (
        <g fill="none" stroke={fg} strokeWidth="3">
          {[12, 24, 36, 48].map((r) => (
            <circle key={r} cx="150" cy="45" r={r} opacity={1 - r / 70} />
          ))}
        </g>
      ) : null}
      {game === 'rail-pass' ? (
        <g fill={fg}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <circle key={i} cx={150 + 36 * Math.cos((i * Math.PI) / 3)} cy={45 + 30 * Math.sin((i * Math.PI) / 3)} r="8" />
          ))}
        </g>
      ) : null}
    </svg>
  );
}

function hex(cx: number, cy: number, r: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) => `${cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`)
    .join(' ');
}
