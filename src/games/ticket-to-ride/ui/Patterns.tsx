/**
 * SVG <defs> shared by the map and the cards: one overlay pattern per colour (so colours are told
 * apart without colour vision) and the locomotive's rainbow gradient. Render once per <svg>.
 * Rules: docs/rules/ticket-to-ride.md.
 */

/** The pattern and gradient definitions; patterns draw translucent marks over the base fill. */
export function PatternDefs() {
  const ink = 'rgba(0,0,0,0.35)';
  const light = 'rgba(255,255,255,0.55)';
  return (
    <defs>
      <linearGradient id="grad-loco" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#ef4444" />
        <stop offset="0.2" stopColor="#f59e0b" />
        <stop offset="0.4" stopColor="#eab308" />
        <stop offset="0.6" stopColor="#22c55e" />
        <stop offset="0.8" stopColor="#3b82f6" />
        <stop offset="1" stopColor="#a855f7" />
      </linearGradient>
      <pattern id="pat-dots" width="6" height="6" patternUnits="userSpaceOnUse">
        <circle cx="3" cy="3" r="1.3" fill={light} />
      </pattern>
      <pattern id="pat-ring" width="8" height="8" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="2" fill="none" stroke={ink} strokeWidth="0.8" />
      </pattern>
      <pattern id="pat-hstripe" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="2" fill={light} />
      </pattern>
      <pattern id="pat-vstripe" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="2" height="6" fill={light} />
      </pattern>
      <pattern id="pat-diag" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="2" height="6" fill={ink} />
      </pattern>
      <pattern id="pat-antidiag" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
        <rect width="2" height="6" fill={light} />
      </pattern>
      <pattern id="pat-cross" width="7" height="7" patternUnits="userSpaceOnUse">
        <path d="M0 0L7 7M7 0L0 7" stroke={ink} strokeWidth="1" />
      </pattern>
      <pattern id="pat-grid" width="6" height="6" patternUnits="userSpaceOnUse">
        <path d="M0 0H6M0 0V6" stroke={light} strokeWidth="1.2" />
      </pattern>
      <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation="4" result="b" />
        <feMerge>
          <feMergeNode in="b" />
          <feMergeNode in="SourceGraphic" />
        </feMerge>
      </filter>
    </defs>
  );
}
