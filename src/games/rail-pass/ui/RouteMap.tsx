/**
 * The setup's railway drawn as a small SVG map (docs/rules/rail-pass.md RP-3): the six cities at their table positions, the
 * setup's connections (open, tunnel dashed, bridge double, blocked crossed out) and every train in
 * transit moving along its connection. Trains are animated with requestAnimationFrame from the last
 * known game clock, so motion stays smooth between the 20-per-second view updates.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_INFO, type City } from '../data.js';
import type { RailPassView } from '../types.js';

const W = 300;
const H = 170;
/** Table position of a city in map units (A B C on top, F E D below). */
export function cityPoint(city: City): { x: number; y: number } {
  const info = CITY_INFO.find((c) => c.id === city);
  if (!info) throw new Error(`rail-pass: no city ${city}`);
  return { x: 50 + info.layout.x * 100, y: 35 + info.layout.y * 100 };
}

/**
 * Props: the view, the page-clock time (performance.now) at which it arrived, and whether the game is
 * paused (then trains stand where the view's game time puts them, RP-6.8).
 */
export function RouteMap({ view, receivedAt, paused = false }: { view: RailPassView; receivedAt: number; paused?: boolean }) {
  const { t } = useTranslation('rp');
  const dots = useRef(new Map<string, SVGGElement>());
  const latest = useRef({ view, receivedAt, paused });
  latest.current = { view, receivedAt, paused };

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const { view: v, receivedAt: at, paused: still } = latest.current;
      const clock = v.over || still ? v.clock : v.clock + (performance.now() - at);
      for (const [id, el] of dots.current) {
        const loc = v.trains[id]?.loc;
        if (!loc || loc.kind !== 'transit') continue;
        const a = cityPoint(loc.from);
        const b = cityPoint(loc.to);
        const f = Math.min(1, Math.max(0, (clock - loc.departAt) / Math.max(1, loc.arriveAt - loc.departAt)));
        el.setAttribute('transform', `translate(${a.x + (b.x - a.x) * f} ${a.y + (b.y - a.y) * f})`);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  const moving = Object.values(view.trains).filter((z) => z.loc.kind === 'transit');
  return (
    <svg className="rp-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('inTransit')} data-testid="rp-map">
      {view.setup.edges.map((e) => {
        const a = cityPoint(e.between[0]);
        const b = cityPoint(e.between[1]);
        return (
          <g key={e.between.join('')} className={`rp-edge rp-edge-${e.type}`}>
            <title>{`${e.between[0]}–${e.between[1]}: ${t(`edge.${e.type}`)}`}</title>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
            {e.type === 'bridge' ? <line className="rp-edge-rail" x1={a.x} y1={a.y} x2={b.x} y2={b.y} /> : null}
          </g>
        );
      })}
      {view.setup.blocked.map(([x, y]) => {
        const a = cityPoint(x);
        const b = cityPoint(y);
        const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        return (
          <g key={`b${x}${y}`} className="rp-blocked">
            <title>{`${x}–${y}: ${t('edge.blocked')}`}</title>
            <line x1={m.x - 7} y1={m.y - 7} x2={m.x + 7} y2={m.y + 7} />
            <line x1={m.x - 7} y1={m.y + 7} x2={m.x + 7} y2={m.y - 7} />
          </g>
        );
      })}
      {CITY_INFO.map((c) => {
        const p = cityPoint(c.id);
        return (
          <g key={c.id} className="rp-map-city">
            <circle cx={p.x} cy={p.y} r={17} fill={c.hex} />
            <text x={p.x} y={p.y + 5} textAnchor="middle">
              {c.id}
            </text>
          </g>
        );
      })}
      {moving.map((z) => (
        <g
          key={z.id}
          className="rp-map-train"
          data-testid={`rp-moving-${z.id}`}
          ref={(el) => {
            if (el) dots.current.set(z.id, el);
            else dots.current.delete(z.id);
          }}
        >
          <rect x={z.size === 'long' ? -11 : -8} y={-6} width={z.size === 'long' ? 22 : 16} height={12} rx={3} />
          <text y={4} textAnchor="middle">
            {z.id}
          </text>
        </g>
      ))}
    </svg>
  );
}
