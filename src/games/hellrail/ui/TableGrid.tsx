/**
 * The HellRail table as one SVG: the 6 × 13 grid with column letters and row numbers, the ten circle
 * cards (number, name, effect token, Cerberus), every laid rail card drawn from its paths (stack
 * height and Check tokens shown), the engines in seat colours with their letters, and the
 * interactive layer: cells where the selected card may be laid (＋) or may upgrade (⇧), a rotation
 * preview, and the arrows of the next step while moving (the table is one Tab stop; the arrow keys
 * move between its targets and step arrows). Zoom buttons and native scrolling give pan
 * and zoom on small screens.
 * Rules: docs/rules/hellrail.md.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS, CIRCLE_IDS, HEIGHT, WIDTH, at, circleCell, type CircleId, type Edge } from '../data.js';
import type { HrView } from '../types.js';
import { EngineMarker, Track } from './Art.js';
import { CELL, cellName, circleAt, maskOf, topMask } from './geometry.js';
import { labelFit } from '../../../web/table/labelFit.js';
import { useRovingFocus } from '../../../web/a11y/roving.js';
import { useChange } from '../../../web/motion/useChange.js';
import { playSounds } from '../../../web/settings/sound.js';
import { animateHrChange, type EnginePoints } from './motion.js';

/** A placement being previewed: the cell, the card, its rotation and whether it upgrades. */
export interface PlacementPreview {
  readonly cell: number;
  readonly card: string;
  readonly rot: number;
  readonly upgrade: boolean;
}

/** One arrow of the next step at the moving engine. */
export interface StepArrow {
  readonly edge: Edge;
  /** true when stepping this way derails (open end). */
  readonly derail: boolean;
  /** true when stepping this way pushes another train. */
  readonly push?: boolean;
  readonly label: string;
}

/** Props of `TableGrid`. */
export interface TableGridProps {
  readonly view: HrView;
  readonly seatNames: readonly string[];
  /** Cells (index) where the selected card may be laid or may upgrade. */
  readonly targets?: ReadonlyMap<number, 'lay' | 'upgrade'>;
  readonly onCell?: (cell: number) => void;
  readonly preview?: PlacementPreview | null;
  /** The hand card being placed (names the targets for screen readers). */
  readonly card?: string | null;
  /** Cells to ring (e.g. the cell a dialog choice would act on). */
  readonly highlight?: readonly number[];
  /** Engine whose step arrows are drawn, and the arrows. */
  readonly arrows?: readonly StepArrow[];
  readonly arrowSeat?: number | null;
  readonly onArrow?: (edge: Edge) => void;
  readonly disabled?: boolean;
}

const ZOOMS = [1, 1.5, 2, 3] as const;
const PAD = 26;
/** Font size (SVG units) of circle names: `.circle-name` in board.css. */
const CIRCLE_NAME_PX = 13;
const ARROW_OFF: Record<Edge, [number, number, number]> = { N: [50, 8, 0], E: [92, 50, 90], S: [50, 92, 180], W: [8, 50, 270] };

const onKey = (fn: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
};

/** Where engines sit inside a circle (several may share one). */
const CIRCLE_SLOTS: readonly [number, number][] = [
  [-31, -31],
  [31, -31],
  [-31, 31],
  [31, 31],
];

/** The table. */
export function TableGrid(props: TableGridProps) {
  const { view, seatNames, targets, onCell, preview, card, highlight, arrows, arrowSeat, onArrow, disabled } = props;
  const { t } = useTranslation('hr');
  const [zoom, setZoom] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  // After zooming, bring the engine of the seat to act (or the viewer's) into view.
  const focusSeat = arrowSeat ?? view.seat ?? view.active;
  useEffect(() => {
    const box = scrollRef.current;
    const engine = box?.querySelector<SVGGElement>(`[data-testid=engine-${focusSeat}]`);
    if (!box || !engine || zoom === 0 || typeof engine.getBoundingClientRect !== 'function') return;
    const b = box.getBoundingClientRect();
    const e = engine.getBoundingClientRect();
    box.scrollLeft += e.left + e.width / 2 - (b.left + b.width / 2);
    box.scrollTop += e.top + e.height / 2 - (b.top + b.height / 2);
  }, [zoom, focusSeat]);
  const W = WIDTH * CELL;
  const H = HEIGHT * CELL;
  const rovingItems = useMemo(() => {
    if (disabled) return [];
    const items = [...(targets?.keys() ?? [])]
      .sort((a, b) => a - b)
      .map((i) => ({ id: `t${i}`, x: (i % WIDTH) * CELL + 50, y: Math.floor(i / WIDTH) * CELL + 50 }));
    if (arrows?.length && arrowSeat !== null && arrowSeat !== undefined) {
      const pos = at(view.players, arrowSeat).pos;
      for (const a of arrows) {
        const [ax, ay] = ARROW_OFF[a.edge];
        items.push({ id: `a${a.edge}`, x: pos.x * CELL + ax, y: pos.y * CELL + ay });
      }
    }
    return items;
  }, [targets, arrows, arrowSeat, view.players, disabled]);
  const roving = useRovingFocus(rovingItems);

  const cells: ReactElement[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      if (circleAt(x, y) !== null) continue;
      const rail = view.board[i];
      const name = cellName({ x, y });
      const top = rail?.stack[rail.stack.length - 1];
      const showPreview = preview && preview.cell === i;
      cells.push(
        <g key={i} transform={`translate(${x * CELL} ${y * CELL})`} className={`cell${rail ? ' has-rail' : ''}`} data-cell={name}>
          <rect width={CELL} height={CELL} className={rail ? 'cell-rail' : 'cell-empty'} />
          {rail && top ? (
            <>
              {showPreview && preview.upgrade ? <Track mask={topMask(rail)} variant="covered" /> : <Track mask={topMask(rail)} />}
              {rail.stack.length > 1 ? (
                <g className="stack-badge" aria-hidden="true">
                  <rect x="70" y="4" width="26" height="18" rx="4" />
                  <text x="83" y="17" textAnchor="middle">
                    ×{rail.stack.length}
                  </text>
                </g>
              ) : null}
              <title>
                {t('table.railCell', {
                  name,
                  card: `${top.card} (${t(`shape.${CARDS[top.card]?.shape ?? 'STRAIGHT'}`)}, ${t('card.brimstone')} ${CARDS[top.card]?.brimstone ?? ''})`,
                })}
              </title>
              {rail.check ? (
                <g className="check-token" role="img" aria-label={t('table.check')}>
                  <title>{t('table.check')}</title>
                  <rect x="6" y="74" width="22" height="22" rx="3" transform="rotate(45 17 85)" />
                  <text x="17" y="90" textAnchor="middle">
                    ✓
                  </text>
                </g>
              ) : null}
            </>
          ) : null}
          {showPreview ? (
            <g className="preview" data-testid="placement-preview" data-rot={preview.rot}>
              <Track mask={maskOf(preview.card, preview.rot)} variant="ghost" />
            </g>
          ) : null}
        </g>,
      );
    }
  }

  const targetEls: ReactElement[] = [];
  for (const [i, kind] of targets ?? []) {
    const x = i % WIDTH;
    const y = Math.floor(i / WIDTH);
    const name = cellName({ x, y });
    const selected = preview?.cell === i;
    const label = kind === 'lay' ? t('table.layHere', { card: card ?? '', name }) : t('table.upgradeHere', { card: card ?? '', name });
    targetEls.push(
      <g
        key={`t${i}`}
        transform={`translate(${x * CELL} ${y * CELL})`}
        className={`target target-${kind}${selected ? ' is-selected' : ''}`}
        role="button"
        tabIndex={disabled ? -1 : roving.tabIndexOf(`t${i}`)}
        data-roving-id={`t${i}`}
        onFocus={() => roving.onItemFocus(`t${i}`)}
        aria-label={label}
        aria-pressed={selected}
        data-testid={`target-${name}`}
        data-kind={kind}
        onClick={() => !disabled && onCell?.(i)}
        onKeyDown={onKey(() => !disabled && onCell?.(i))}
      >
        <rect x="3" y="3" width={CELL - 6} height={CELL - 6} rx="8" />
        {selected ? null : (
          <text x="50" y={kind === 'lay' ? 62 : 64} textAnchor="middle">
            {kind === 'lay' ? '＋' : '⇧'}
          </text>
        )}
      </g>,
    );
  }

  const circles = CIRCLE_IDS.map((c) => {
    const i = circleCell(c);
    const x = (i % WIDTH) * CELL;
    const y = Math.floor(i / WIDTH) * CELL;
    const token = c === 'G' ? null : view.circleTokens[c - 1];
    const name = t(`circle.${c}`);
    const claimed = c !== 'G' && view.config.firstVisitorOnly && view.claimed[c - 1];
    const label =
      c === 'G'
        ? t('circle.gate')
        : `${t('circle.label', { id: c, name })}, ${t('circle.token', { token: token ? t(`effect.${token}`) : t('circle.faceDown') })}`;
    return (
      <g
        key={String(c)}
        transform={`translate(${x} ${y})`}
        className={`circle-card${c === 'G' ? ' is-gate' : ''}`}
        role="img"
        aria-label={label}
        data-testid={`circle-${c}`}
      >
        <title>{label}</title>
        <rect x="2" y="2" width={CELL - 4} height={CELL - 4} rx="10" className="circle-bg" />
        <circle cx="50" cy="50" r="43" className="circle-ring" />
        <text x="50" y="44" textAnchor="middle" className="circle-num">
          {c}
        </text>
        <text x="50" y="62" textAnchor="middle" className="circle-name" {...labelFit(name, CIRCLE_NAME_PX, CELL - 14)}>
          {name}
        </text>
        {c !== 'G' ? (
          <g className={`effect-token${token ? '' : ' is-down'}${claimed ? ' is-claimed' : ''}`} transform="translate(50 80)">
            <rect x="-17" y="-10" width="34" height="19" rx="5" />
            <text y="5" textAnchor="middle">
              {token ? t(`effectShort.${token}`) : '?'}
            </text>
          </g>
        ) : null}
        {view.cerberus === c ? (
          <g className="cerberus" transform="translate(13 50)" role="img" aria-label={t('table.cerberus')}>
            <title>{t('table.cerberus')}</title>
            <circle r="12" />
            <text y="6" textAnchor="middle">
              C
            </text>
          </g>
        ) : null}
      </g>
    );
  });

  // Engines: on a rail at the cell centre; in a circle in one of four slots.
  const inCircle = new Map<CircleId, number>();
  const points: [number, number][] = view.players.map((p) => {
    let cx = p.pos.x * CELL + 50;
    let cy = p.pos.y * CELL + 50;
    const c = circleAt(p.pos.x, p.pos.y);
    if (c !== null && p.pos.entry === null) {
      const n = inCircle.get(c) ?? 0;
      inCircle.set(c, n + 1);
      const slot = at(CIRCLE_SLOTS, n % 4);
      cx += slot[0];
      cy += slot[1];
    }
    return [cx, cy];
  });
  const drawn = useRef<EnginePoints>(points);
  useChange(view, (before, after) => {
    playSounds(animateHrChange(scrollRef.current, before, after, drawn.current, points));
    drawn.current = points;
  });
  const engines = view.players.map((p, k) => {
    const [cx, cy] = at(points, k);
    const c = circleAt(p.pos.x, p.pos.y);
    return (
      <EngineMarker
        key={k}
        seat={k}
        x={cx}
        y={cy}
        r={c !== null ? 12 : 17}
        letter={t(`seatLetter.${k}`)}
        label={t('table.engine', { name: seatNames[k] ?? '', color: t(`seatColor.${k}`) })}
        current={k === view.active && view.phase !== 'GAME_OVER'}
      />
    );
  });

  let arrowEls: ReactElement | null = null;
  if (arrows?.length && arrowSeat !== null && arrowSeat !== undefined) {
    const pos = at(view.players, arrowSeat).pos;
    arrowEls = (
      <g transform={`translate(${pos.x * CELL} ${pos.y * CELL})`} className="step-arrows">
        {arrows.map((a) => {
          const [ax, ay, rot] = ARROW_OFF[a.edge];
          return (
            <g
              key={a.edge}
              className={`step-arrow${a.derail ? ' is-derail' : ''}${a.push ? ' is-push' : ''}`}
              transform={`translate(${ax} ${ay}) rotate(${rot})`}
              role="button"
              tabIndex={disabled ? -1 : roving.tabIndexOf(`a${a.edge}`)}
              data-roving-id={`a${a.edge}`}
              onFocus={() => roving.onItemFocus(`a${a.edge}`)}
              aria-label={a.label}
              data-testid={`arrow-${a.edge}`}
              onClick={() => !disabled && onArrow?.(a.edge)}
              onKeyDown={onKey(() => !disabled && onArrow?.(a.edge))}
            >
              <title>{a.label}</title>
              <circle r="17" />
              <path d="M0 -10 L9 4 L3 4 L3 10 L-3 10 L-3 4 L-9 4 Z" />
              {a.push ? (
                <text y="34" textAnchor="middle" className="push-mark">
                  ⇥
                </text>
              ) : null}
              {a.derail ? (
                <text y="32" textAnchor="middle" className="derail-mark">
                  ✕
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    );
  }

  const z = at(ZOOMS, zoom);
  return (
    <div className="hr-table" data-zoom={z}>
      <div className="hr-zoom" role="group" aria-label={t('table.label')}>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => setZoom(Math.min(ZOOMS.length - 1, zoom + 1))}
          disabled={zoom === ZOOMS.length - 1}
          aria-label={t('table.zoomIn')}
          data-testid="zoom-in"
        >
          ＋
        </button>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => setZoom(Math.max(0, zoom - 1))}
          disabled={zoom === 0}
          aria-label={t('table.zoomOut')}
          data-testid="zoom-out"
        >
          －
        </button>
        <button type="button" className="btn btn-small" onClick={() => setZoom(0)} disabled={zoom === 0} data-testid="zoom-fit">
          {t('table.zoomFit')}
        </button>
      </div>
      <div className="hr-scroll" ref={scrollRef}>
        <svg
          className={`hr-svg zoom-${zoom}`}
          viewBox={`${-PAD} ${-PAD} ${W + PAD + 4} ${H + PAD + 4}`}
          style={zoom === 0 ? undefined : { width: `${z * 100}%`, maxHeight: 'none' }}
          ref={roving.containerRef}
          role="group"
          aria-label={t('table.label')}
          data-testid="hr-table"
          onKeyDown={roving.onKeyDown}
          tabIndex={roving.containerTabIndex}
        >
          <rect x={0} y={0} width={W} height={H} className="table-bg" rx="6" />
          {Array.from({ length: WIDTH }, (_, x) => (
            <text key={`c${x}`} x={x * CELL + 50} y={-8} textAnchor="middle" className="axis">
              {String.fromCharCode(65 + x)}
            </text>
          ))}
          {Array.from({ length: HEIGHT }, (_, y) => (
            <text key={`r${y}`} x={-8} y={y * CELL + 56} textAnchor="end" className="axis">
              {y + 1}
            </text>
          ))}
          {cells}
          {circles}
          {targetEls}
          {(highlight ?? []).map((i) => (
            <rect
              key={`h${i}`}
              x={(i % WIDTH) * CELL + 2}
              y={Math.floor(i / WIDTH) * CELL + 2}
              width={CELL - 4}
              height={CELL - 4}
              rx="8"
              className="cell-highlight"
              data-testid="cell-highlight"
            />
          ))}
          {engines}
          {arrowEls}
        </svg>
      </div>
    </div>
  );
}
