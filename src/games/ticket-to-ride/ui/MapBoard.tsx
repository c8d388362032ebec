/**
 * The SVG map: 36 cities and 100 tracks drawn as rows of car spaces (double routes side by side),
 * each coloured with a pattern and a letter. Claimed tracks show their owner's colour and shape.
 * Claimable tracks glow and are buttons (mouse, touch and keyboard: the map is one Tab stop and the
 * arrow keys move between claimable tracks); hovering or focusing a track shows its length, colour
 * and points in a tooltip kept inside the map. Each track has an invisible hit line at least 24 px wide.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { memo, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES, ROUTE_SCORING } from '../data.js';
import { CAR_W, CITY_R, MAP_H, MAP_W, ROUTE_SHAPES, labelPlacement, type RouteShape } from './geometry.js';
import { KIND_STYLE, seatStyle } from './palette.js';
import { MapTip } from '../../../web/a11y/MapTip.js';
import { useRovingFocus } from '../../../web/a11y/roving.js';

/** Props of `MapBoard`. */
export interface MapBoardProps {
  /** Owner seat of each track (aligned with ROUTES), or null. */
  readonly routeOwner: readonly (number | null)[];
  /** Ids of tracks the viewer may claim now. */
  readonly claimable: ReadonlySet<string>;
  readonly onClaim?: (routeId: string) => void;
  /** Cities to ring (tickets being looked at). */
  readonly highlightCities?: ReadonlySet<string>;
  /** Tracks to emphasise (e.g. a longest path). */
  readonly highlightRoutes?: ReadonlySet<string>;
  /** Dim every claimed track not owned by this seat (end screen focus). */
  readonly focusSeat?: number | null;
  readonly seatNames: readonly string[];
}

interface Tip {
  readonly shape: RouteShape;
  /** Viewport px. */
  readonly x: number;
  readonly y: number;
}

/** The map. */
export const MapBoard = memo(function MapBoard(props: MapBoardProps) {
  const { t } = useTranslation('ttr');
  const wrap = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  const tipAt = (shape: RouteShape, clientX: number, clientY: number) => setTip({ shape, x: clientX, y: clientY });
  const claimableShapes = useMemo(
    () => ROUTE_SHAPES.filter((s) => props.claimable.has(s.route.id)).map((s) => ({ id: s.route.id, x: s.mid.x, y: s.mid.y })),
    [props.claimable],
  );
  const roving = useRovingFocus(claimableShapes);

  const describe = (shape: RouteShape): string => {
    const r = shape.route;
    const owner = props.routeOwner[shape.index];
    const base = t('map.routeInfo', {
      from: t(`city.${r.from}`),
      to: t(`city.${r.to}`),
      length: r.length,
      color: t(`color.${r.color}`),
      points: ROUTE_SCORING[r.length],
    });
    if (owner !== null && owner !== undefined) return `${base} — ${t('map.owner', { name: props.seatNames[owner] ?? '' })}`;
    return props.claimable.has(r.id) ? `${base} — ${t('map.claimable')}` : base;
  };

  return (
    <div className="ttr-map" ref={wrap} onPointerLeave={() => setTip(null)}>
      <svg
        ref={roving.containerRef}
        viewBox={`0 0 ${MAP_W} ${MAP_H}`}
        role="group"
        aria-label={t('map.label')}
        data-testid="ttr-map"
        onKeyDown={roving.onKeyDown}
        tabIndex={roving.containerTabIndex}
      >
        <defs>
          <radialGradient id="map-bg" cx="0.5" cy="0.45" r="0.75">
            <stop offset="0" stopColor="#f7f1e3" />
            <stop offset="1" stopColor="#e6dcc4" />
          </radialGradient>
        </defs>
        <rect width={MAP_W} height={MAP_H} fill="url(#map-bg)" />
        <g stroke="#d8cdb2" strokeWidth="1" opacity="0.7">
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
            <line key={`v${i}`} x1={i * 150} y1={0} x2={i * 150} y2={MAP_H} />
          ))}
          {[1, 2, 3, 4, 5].map((i) => (
            <line key={`h${i}`} x1={0} y1={i * 166} x2={MAP_W} y2={i * 166} />
          ))}
        </g>
        <g className="routes">
          {ROUTE_SHAPES.map((shape) => (
            <RouteView
              key={shape.route.id}
              shape={shape}
              owner={props.routeOwner[shape.index] ?? null}
              claimable={props.claimable.has(shape.route.id)}
              highlighted={props.highlightRoutes?.has(shape.route.id) ?? false}
              dimmed={props.focusSeat !== undefined && props.focusSeat !== null && props.routeOwner[shape.index] !== props.focusSeat}
              letter={t(`letter.${shape.route.color}`)}
              label={describe(shape)}
              onClaim={props.onClaim}
              tabIndex={props.onClaim && props.claimable.has(shape.route.id) ? roving.tabIndexOf(shape.route.id) : undefined}
              onItemFocus={roving.onItemFocus}
              onTip={tipAt}
              onLeave={() => setTip(null)}
            />
          ))}
        </g>
        <g className="cities">
          {CITIES.map((c) => {
            const x = c.x * MAP_W;
            const y = c.y * MAP_H;
            const hi = props.highlightCities?.has(c.id) ?? false;
            const l = labelPlacement(c.id);
            return (
              <g key={c.id} className={`city${hi ? ' is-highlighted' : ''}`} data-city={c.id}>
                {hi ? <circle cx={x} cy={y} r={CITY_R + 9} fill="none" stroke="#c2410c" strokeWidth="5" className="city-ring" /> : null}
                <circle cx={x} cy={y} r={CITY_R} fill={hi ? '#c2410c' : '#7a1f1f'} stroke="#fff" strokeWidth="3" />
                <text x={x + l.dx} y={y + l.dy} textAnchor={l.anchor} className="city-label">
                  {t(`city.${c.id}`)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <p className="map-swipe-hint" aria-hidden="true">
        {t('map.swipe')}
      </p>
      {tip ? (
        <MapTip container={wrap} clientX={tip.x} clientY={tip.y} className="map-tip">
          {describe(tip.shape)}
        </MapTip>
      ) : null}
    </div>
  );
});

interface RouteViewProps {
  readonly shape: RouteShape;
  readonly owner: number | null;
  readonly claimable: boolean;
  readonly highlighted: boolean;
  readonly dimmed: boolean;
  readonly letter: string;
  readonly label: string;
  readonly onClaim?: (routeId: string) => void;
  /** The roving tab index of a claimable track (undefined: not focusable). */
  readonly tabIndex: 0 | -1 | undefined;
  readonly onItemFocus: (routeId: string) => void;
  /** Shows the tooltip at viewport px. */
  readonly onTip: (shape: RouteShape, x: number, y: number) => void;
  readonly onLeave: () => void;
}

const RouteView = memo(function RouteView(p: RouteViewProps) {
  const { shape, owner } = p;
  const style = KIND_STYLE[shape.route.color];
  const seat = owner !== null ? seatStyle(owner) : null;
  const onClaim = p.claimable ? p.onClaim : undefined;
  const interactive = onClaim !== undefined;
  const onKey = (e: KeyboardEvent) => {
    if (interactive && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onClaim(shape.route.id);
    }
  };
  const onMove = (e: PointerEvent) => p.onTip(shape, e.clientX, e.clientY);
  const onFocus = (e: FocusEvent<SVGGElement>) => {
    p.onItemFocus(shape.route.id);
    const r = e.currentTarget.getBoundingClientRect();
    p.onTip(shape, r.left + r.width / 2, r.top + r.height / 2);
  };
  const midCar = Math.floor((shape.cars.length - 1) / 2);
  return (
    <g
      className={`route${p.claimable ? ' is-claimable' : ''}${owner !== null ? ' is-owned' : ''}${p.highlighted ? ' is-highlighted' : ''}${p.dimmed ? ' is-dimmed' : ''}`}
      data-route={shape.route.id}
      data-roving-id={interactive ? shape.route.id : undefined}
      data-owner={owner ?? undefined}
      role={interactive ? 'button' : 'img'}
      tabIndex={interactive ? p.tabIndex : undefined}
      aria-label={p.label}
      onClick={onClaim ? () => onClaim(shape.route.id) : undefined}
      onKeyDown={onKey}
      onPointerMove={onMove}
      onPointerLeave={p.onLeave}
      onFocus={interactive ? onFocus : undefined}
      onBlur={p.onLeave}
    >
      <line x1={shape.a.x} y1={shape.a.y} x2={shape.b.x} y2={shape.b.y} className="route-hit" />
      {p.claimable ? (
        <line
          x1={shape.a.x}
          y1={shape.a.y}
          x2={shape.b.x}
          y2={shape.b.y}
          className="route-glow"
          strokeWidth={CAR_W + 12}
          strokeLinecap="round"
        />
      ) : null}
      {p.highlighted ? (
        <line
          x1={shape.a.x}
          y1={shape.a.y}
          x2={shape.b.x}
          y2={shape.b.y}
          className="route-path"
          strokeWidth={CAR_W + 14}
          strokeLinecap="round"
        />
      ) : null}
      {shape.cars.map((car, i) => (
        <g key={i} transform={`translate(${car.x} ${car.y}) rotate(${car.angle})`}>
          {/* .car: the animated part (src/games/ticket-to-ride/ui/motion.ts); the positioned group keeps its transform. */}
          <g className="car">
            {seat ? (
              <>
                <rect
                  x={-car.len / 2 - 1}
                  y={-CAR_W / 2 - 2.5}
                  width={car.len + 2}
                  height={CAR_W + 5}
                  rx={5}
                  fill={seat.color}
                  stroke="#111"
                  strokeWidth={2.2}
                />
                <text className="car-shape" y={0.5} dominantBaseline="central" textAnchor="middle" fill="#fff">
                  {seat.shape}
                </text>
              </>
            ) : (
              <>
                <rect
                  x={-car.len / 2}
                  y={-CAR_W / 2}
                  width={car.len}
                  height={CAR_W}
                  rx={2.5}
                  fill={style.fill}
                  stroke="#3b3a36"
                  strokeWidth={1.2}
                />
                {style.pattern ? (
                  <rect x={-car.len / 2} y={-CAR_W / 2} width={car.len} height={CAR_W} rx={2.5} fill={`url(#${style.pattern})`} />
                ) : null}
                {i === midCar ? (
                  <text
                    className="car-letter"
                    y={0}
                    dominantBaseline="central"
                    textAnchor="middle"
                    fill={style.ink}
                    transform={Math.abs(car.angle) > 90 ? 'rotate(180)' : undefined}
                  >
                    {p.letter}
                  </text>
                ) : null}
              </>
            )}
          </g>
        </g>
      ))}
    </g>
  );
});
