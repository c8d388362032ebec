/**
 * The Trains hex map drawn from the board data: terrain (with a pattern or glyph each, so colour is
 * never the only signal), city names with their station slots, remote locations with their values,
 * sea, the impassable borders, every seat's rail tokens (colour + shape + letter) and the stations.
 * Hexes the viewer may pick now (starting rail, rail hex, station city) glow and are buttons (the map
 * is one Tab stop; the arrow keys move between them); a rail hex shows its total cost and Waste, with
 * the full preview on hover or focus in a tooltip kept inside the map.
 * Rules: docs/rules/trains.md.
 */
import { memo, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARDS, type Hex, type MapId } from '../index.js';
import { hasWideChars, labelFit, labelWidth } from '../../../web/table/labelFit.js';
import {
  boardSize,
  HEX_LABEL_PX,
  HEX_LABEL_WIDE_PX,
  hexCenter,
  hexPoints,
  R,
  SEAT_LETTERS,
  seatsOf,
  sharedEdge,
  W,
  type RailPreview,
} from './geometry.js';
import { SeatMark } from './SeatMark.js';
import { MapTip } from '../../../web/a11y/MapTip.js';
import { useRovingFocus } from '../../../web/a11y/roving.js';

/** What a glowing hex does when picked. */
export type HexPickKind = 'start' | 'rail' | 'station';

/** Props of `HexMap`. */
export interface HexMapProps {
  readonly map: MapId;
  /** Rails per hex as a seat bitmask. */
  readonly rails: readonly number[];
  /** Stations per hex. */
  readonly stations: readonly number[];
  /** Hexes the viewer may pick now, and what picking does. */
  readonly pickable?: ReadonlyMap<number, HexPickKind>;
  /** Rail cost preview of the offered hexes (CHOOSE_RAIL_HEX). */
  readonly preview?: ReadonlyMap<number, RailPreview>;
  /** Called with the picked hex. */
  onPick?(hex: number): void;
  /** Display names of the seats (for hex labels). */
  readonly seatNames: readonly string[];
  /** End screen: show only this seat's rails at full strength. */
  readonly focusSeat?: number | null;
}

const FILL: Record<Hex['terrain'], string> = {
  plain: '#dfe9c4',
  river: '#bfe0f2',
  mountain: '#d6c2a3',
  city: '#f1ede4',
  remote: '#ead7f0',
  sea: '#7fb3d5',
};

/** The map as an SVG (re-drawn only when its inputs change). */
export const HexMap = memo(HexMapInner);

function HexMapInner(props: HexMapProps) {
  const { map, rails, stations, pickable, preview, onPick, seatNames, focusSeat } = props;
  const { t } = useTranslation('trains');
  const board = BOARDS[map];
  const size = boardSize(board);
  const [tip, setTip] = useState<{ hex: number; x: number; y: number } | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  // When (ms, performance.now) a finger last touched the map. Hover tooltips are for mice and pens: the
  // mouse events a browser emulates after a tap (or after the layout moves under the last tap) must not
  // open one, which would then stay open until the next tap elsewhere. Keyboard focus still shows it.
  const touchedAt = useRef(-Infinity);
  const items = useMemo(
    () =>
      onPick && pickable
        ? [...pickable.keys()]
            .sort((a, b) => a - b)
            .map((hex) => {
              const c = hexCenter(map, hex);
              return { id: String(hex), x: c.x, y: c.y };
            })
        : [],
    [map, pickable, onPick],
  );
  const roving = useRovingFocus(items);
  /** Shows the tooltip of `hex` at the centre of its on-screen box. */
  const tipOn = (hex: number, e: { currentTarget: Element }) => {
    const r = e.currentTarget.getBoundingClientRect();
    setTip({ hex, x: r.left + r.width / 2, y: r.top + r.height / 2 });
  };
  /** Shows the tooltip of `hex` on a mouse or pen hover; not for a finger (see `touchedAt`). */
  const hoverOn = (hex: number, e: { currentTarget: Element }) => {
    const fingerOnly = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
    if (!fingerOnly && performance.now() - touchedAt.current >= 1000) tipOn(hex, e);
  };

  const label = (h: Hex): string => {
    let s: string;
    const name = h.name ? t(`place.${h.name}`) : '';
    if (h.terrain === 'city') s = t('map.city', { name, stations: stations[h.index] ?? 0, count: h.slots });
    else if (h.terrain === 'remote') s = t('map.remote', { name, value: h.value });
    else s = `${t(`terrain.${h.terrain}`)} ${h.index}`;
    const owners = seatsOf(rails[h.index] ?? 0);
    if (owners.length) s += `; ${t('map.rails', { names: owners.map((o) => seatNames[o] ?? SEAT_LETTERS[o]).join(', ') })}`;
    const kind = pickable?.get(h.index);
    if (kind === 'rail') {
      const p = preview?.get(h.index);
      if (p) s += `. ${t('map.railCost', { cost: p.cost, waste: p.waste })}`;
    } else if (kind === 'start') s += `. ${t('map.start')}`;
    else if (kind === 'station') s += `. ${t('map.station')}`;
    return s;
  };

  const onKey = (e: KeyboardEvent, hex: number) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick?.(hex);
    }
  };

  const tipHex = tip !== null ? board.hexes[tip.hex] : undefined;

  return (
    <div
      ref={wrap}
      className="tr-map"
      data-testid="trains-map"
      data-map={map}
      style={{ '--tr-map-ratio': (size.width / size.height).toFixed(4) } as CSSProperties}
    >
      <svg
        ref={roving.containerRef}
        viewBox={`0 0 ${size.width.toFixed(0)} ${size.height.toFixed(0)}`}
        role="group"
        aria-label={t('map.label', { map: t(`mapName.${map}`) })}
        onKeyDown={roving.onKeyDown}
        onPointerDown={(e) => {
          if (e.pointerType === 'touch') {
            touchedAt.current = performance.now();
            setTip(null);
          }
        }}
        tabIndex={roving.containerTabIndex}
      >
        <defs>
          <pattern id="tr-river" width="16" height="10" patternUnits="userSpaceOnUse">
            <path d="M0 5 q4 -4 8 0 t8 0" fill="none" stroke="#4a90c2" strokeWidth="1.4" />
          </pattern>
          <pattern id="tr-sea" width="14" height="10" patternUnits="userSpaceOnUse">
            <path d="M0 6 q3.5 -4 7 0 t7 0" fill="none" stroke="#dbeafe" strokeWidth="1.2" />
          </pattern>
          <pattern id="tr-mountain" width="18" height="16" patternUnits="userSpaceOnUse">
            <path d="M2 14 l7 -11 l7 11 z" fill="#b08d61" opacity="0.55" />
          </pattern>
          <pattern id="tr-remote" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="3" height="8" fill="#c9a6d6" opacity="0.6" />
          </pattern>
        </defs>
        {board.hexes.map((h) => {
          const c = hexCenter(map, h.index);
          const kind = pickable?.get(h.index);
          const owners = seatsOf(rails[h.index] ?? 0);
          const p = kind === 'rail' ? preview?.get(h.index) : undefined;
          const interactive = kind !== undefined && onPick;
          return (
            <g
              key={h.index}
              className={`tr-hex t-${h.terrain}${kind ? ` is-pickable pick-${kind}` : ''}`}
              data-hex={h.index}
              data-terrain={h.terrain}
              data-cost={p ? p.cost : undefined}
              data-waste={p ? p.waste : undefined}
              {...(interactive
                ? {
                    role: 'button',
                    tabIndex: roving.tabIndexOf(String(h.index)),
                    'data-roving-id': String(h.index),
                    'aria-label': label(h),
                    onClick: () => onPick?.(h.index),
                    onKeyDown: (e: KeyboardEvent) => onKey(e, h.index),
                    onFocus: (e: FocusEvent<SVGGElement>) => {
                      roving.onItemFocus(String(h.index));
                      if (performance.now() - touchedAt.current >= 1000) tipOn(h.index, e);
                    },
                    onBlur: () => setTip(null),
                  }
                : { role: 'img', 'aria-label': label(h) })}
              onMouseEnter={(e) => hoverOn(h.index, e)}
              onMouseLeave={() => setTip((x) => (x?.hex === h.index ? null : x))}
            >
              <title>{label(h)}</title>
              <polygon points={hexPoints(c.x, c.y, R - 0.8)} fill={FILL[h.terrain]} stroke="#8a8170" strokeWidth="1" />
              {h.terrain === 'river' || h.terrain === 'sea' || h.terrain === 'mountain' || h.terrain === 'remote' ? (
                <polygon points={hexPoints(c.x, c.y, R - 3)} fill={`url(#tr-${h.terrain})`} />
              ) : null}
              {h.terrain === 'city' ? <CityGlyph x={c.x} y={c.y} slots={h.slots} built={stations[h.index] ?? 0} /> : null}
              {h.terrain === 'remote' ? (
                <g>
                  <circle cx={c.x} cy={c.y - 2} r="12" fill="#6b21a8" stroke="#fff" strokeWidth="2" />
                  <text x={c.x} y={c.y + 2.5} textAnchor="middle" className="tr-remote-value">
                    {h.value}
                  </text>
                </g>
              ) : null}
              {h.name ? <HexName name={shortName(t(`place.${h.name}`))} x={c.x} y={h.terrain === 'city' ? c.y + 15 : c.y + 19} /> : null}
              {kind ? <polygon className="tr-glow" points={hexPoints(c.x, c.y, R - 3)} fill="none" /> : null}
              {owners.length ? (
                <g className="tr-rails">
                  {owners.map((s, i) => {
                    const n = owners.length;
                    const x = c.x + (i - (n - 1) / 2) * 15;
                    const y = c.y + (h.terrain === 'city' || h.terrain === 'remote' ? -25 : 2);
                    return (
                      <SeatMark
                        key={s}
                        seat={s}
                        x={x}
                        y={y}
                        size={13}
                        dim={focusSeat !== undefined && focusSeat !== null && focusSeat !== s}
                      />
                    );
                  })}
                </g>
              ) : null}
              {p ? (
                <g className="tr-cost" aria-hidden="true">
                  <rect x={c.x - 22} y={c.y - 9} width="44" height="17" rx="8.5" fill="#1d2430" stroke="#fde68a" strokeWidth="1.5" />
                  <text x={c.x} y={c.y + 3.5} textAnchor="middle" className="tr-cost-text">
                    {`$${p.cost} · ${p.waste}W`}
                  </text>
                </g>
              ) : null}
            </g>
          );
        })}
        {board.borders.map(([a, b]) => {
          const e = sharedEdge(map, a, b);
          return (
            <g key={`${a}-${b}`} className="tr-border">
              <title>{t('map.borders')}</title>
              <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#111827" strokeWidth="6" strokeLinecap="round" />
              <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#fbbf24" strokeWidth="2" strokeDasharray="3 3" />
            </g>
          );
        })}
      </svg>
      <p className="tr-swipe-hint" aria-hidden="true">
        {t('map.swipe')}
      </p>
      {tipHex && tip ? (
        <MapTip container={wrap} clientX={tip.x} clientY={tip.y} gap={26} className="tr-tip" testId="hex-tip">
          {label(tipHex)}
          {pickable?.get(tipHex.index) === 'rail' && preview?.get(tipHex.index) ? (
            <strong className="tr-tip-cost" data-testid="rail-preview">
              {t('map.railCostShort', { cost: preview.get(tipHex.index)?.cost, waste: preview.get(tipHex.index)?.waste })}
            </strong>
          ) : null}
        </MapTip>
      ) : null}
      <ul className="tr-legend" aria-label={t('map.legend')}>
        <li>
          <span className="sw t-plain" />
          {t('map.legendPlain')}
        </li>
        <li>
          <span className="sw t-river" />
          {t('map.legendRiver')}
        </li>
        <li>
          <span className="sw t-mountain" />
          {t('map.legendMountain')}
        </li>
        <li>
          <span className="sw t-city" />
          {t('map.legendCity')}
        </li>
        <li>
          <span className="sw t-remote" />
          {t('map.legendRemote')}
        </li>
        <li>
          <span className="sw t-sea" />
          {t('map.legendSea')}
        </li>
        <li>
          <span className="sw sw-rails" />
          {t('map.legendOther')}
        </li>
      </ul>
    </div>
  );
}

/**
 * A place name under its city or remote location, kept inside the hex (labelFit); names in Hangul
 * are drawn larger (HEX_LABEL_WIDE_PX), squeezed to the hex's width when long (후타코타마가와).
 */
function HexName({ name, x, y }: { name: string; x: number; y: number }) {
  const wide = hasWideChars(name);
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      className={`tr-hex-name${wide ? ' is-wide' : ''}`}
      {...labelFit(name, wide ? HEX_LABEL_WIDE_PX : HEX_LABEL_PX, W - 8)}
    >
      {name}
    </text>
  );
}

/**
 * Two-word place names would run into the next hex's label: keep the first word when the name is
 * long (Latin: over 11 letters) or, in Hangul, wider than the hex ("신주쿠 시부야" beside "도쿄
 * 아키하바라"). The full name stays in the hex's title and tooltip.
 */
function shortName(name: string): string {
  const long = hasWideChars(name) ? labelWidth(name, HEX_LABEL_WIDE_PX) > W - 8 : name.length > 11;
  return long && name.includes(' ') ? (name.split(' ')[0] ?? name) : name;
}

/** A city: its station slots as squares (filled = station built). */
function CityGlyph({ x, y, slots, built }: { x: number; y: number; slots: number; built: number }) {
  const w = 11;
  const gap = 3;
  const total = slots * w + (slots - 1) * gap;
  return (
    <g className="tr-city">
      <circle cx={x} cy={y + 2} r={R * 0.6} fill="#fff" stroke="#57534e" strokeWidth="1.5" opacity="0.9" />
      {Array.from({ length: slots }, (_, i) => (
        <g key={i}>
          <rect
            x={x - total / 2 + i * (w + gap)}
            y={y - 7}
            width={w}
            height={w}
            rx="2"
            className={i < built ? 'tr-station is-built' : 'tr-station'}
            fill={i < built ? '#111827' : '#fff'}
            stroke="#111827"
            strokeWidth="1.4"
            strokeDasharray={i < built ? undefined : '2 1.5'}
          />
          {i < built ? (
            <path d={`M${x - total / 2 + i * (w + gap) + 2} ${y - 1} l3.5 -4 l3.5 4`} stroke="#fff" strokeWidth="1.4" fill="none" />
          ) : null}
        </g>
      ))}
    </g>
  );
}
