/**
 * The HellRail board for the table frame. Everything the viewer may do comes from the engine's legal
 * actions: the hand (select a card, then lay it on a ＋ cell or upgrade a ⇧ cell with a rotation
 * preview, move with it, pick it up or fan the flames with it), the train (set out cars), the step
 * arrows and buttons while moving (junctions, pushes, derailments named), and a dialog for every
 * pending decision (circle effects, False Path, Gluttony, Thievery, Heresy, hand limit). At the end
 * the scoring screen replaces the controls.
 * Rules: docs/rules/hellrail.md.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../web/motion/prefs.js';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../../web/table/plugin.js';
import { CIRCLE_CELL, WIDTH, at, cardOf, idx, type CardId, type Edge, type Rotation } from '../data.js';
import type { HrOutcome } from '../outcome.js';
import type { HrAction, HrView } from '../types.js';
import { CardFace, Track } from './Art.js';
import { ChoiceDialog } from './ChoiceDialog.js';
import { EndScreen } from './EndScreen.js';
import { EventFeed } from './EventFeed.js';
import { cellName, loadOf, maskOf, stepTarget, topMask } from './geometry.js';
import { actionText, type Tr } from './labels.js';
import { SeatsPanel } from './SeatsPanel.js';
import { TableGrid, type PlacementPreview, type StepArrow } from './TableGrid.js';

type Of<T extends HrAction['type']> = Extract<HrAction, { type: T }>;
const ofType = <T extends HrAction['type']>(legal: readonly HrAction[], type: T): Of<T>[] =>
  legal.filter((a): a is Of<T> => a.type === type);

/** Phases resolved in a dialog. */
const DIALOG_PHASES = new Set(['CIRCLE_ENTRY', 'FALSE_PATH', 'GLUTTONY', 'THIEVERY_GIVE', 'REACTION', 'HAND_LIMIT']);

/** A placement in progress: target cell, whether it upgrades, its legal rotations and the one shown. */
interface Placing {
  readonly cell: number;
  readonly upgrade: boolean;
  readonly rots: readonly Rotation[];
  readonly k: number;
}

/** The board. */
export function HrBoard(props: BoardProps<HrView, HrAction>) {
  const { view, seat, legal: rawLegal, onAction, seatNames, busy } = props;
  const { t: tr } = useTranslation('hr');
  const t = tr as unknown as Tr;
  const legal = busy ? EMPTY : rawLegal;
  const outcome = props.outcome as HrOutcome | null;
  const me = seat !== null ? (view.players[seat] ?? null) : null;
  const [sel, setSel] = useState<CardId | null>(null);
  const [placing, setPlacing] = useState<Placing | null>(null);

  // Forget a selection that is no longer in the hand or no longer playable.
  const hand = me?.hand ?? [];
  useEffect(() => {
    if (sel && (!hand.includes(sel) || view.phase !== 'ACTIONS')) {
      setSel(null);
      setPlacing(null);
    }
  }, [sel, hand, view.phase]);

  const acting = legal.length > 0;

  // On narrow screens the placement bar docks to the bottom of the viewport (board.css): keep the cell
  // being placed above it.
  const root = useRef<HTMLDivElement>(null);
  const placingCell = placing && sel ? placing.cell : null;
  useEffect(() => {
    const bar = root.current?.querySelector<HTMLElement>('[data-testid=placement]');
    if (placingCell === null || !bar || getComputedStyle(bar).position !== 'fixed') return;
    const cell = root.current?.querySelector('[data-testid=placement-preview]')?.closest('[data-cell]');
    if (!cell) return;
    const covered = cell.getBoundingClientRect().bottom + 8 - bar.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [placingCell]);
  const inActions = acting && view.phase === 'ACTIONS';
  const lays = useMemo(() => ofType(legal, 'LAY_RAIL'), [legal]);
  const ups = useMemo(() => ofType(legal, 'UPGRADE_RAIL'), [legal]);

  const targets = useMemo(() => {
    const m = new Map<number, 'lay' | 'upgrade'>();
    if (!sel || !inActions) return m;
    for (const a of lays) if (a.card === sel) m.set(idx(a.cell.x, a.cell.y), 'lay');
    for (const a of ups) if (a.card === sel) m.set(idx(a.cell.x, a.cell.y), 'upgrade');
    return m;
  }, [sel, inActions, lays, ups]);

  const rotsAt = (cell: number, upgrade: boolean): Rotation[] => {
    const list = upgrade ? ups : lays;
    return list.filter((a) => a.card === sel && idx(a.cell.x, a.cell.y) === cell).map((a) => a.rotation);
  };

  const onCell = (cell: number) => {
    const kind = targets.get(cell);
    if (!kind || !sel) return;
    if (placing && placing.cell === cell) {
      setPlacing({ ...placing, k: (placing.k + 1) % placing.rots.length });
      return;
    }
    setPlacing({ cell, upgrade: kind === 'upgrade', rots: rotsAt(cell, kind === 'upgrade'), k: 0 });
  };

  const send = (a: HrAction) => {
    setPlacing(null);
    setSel(null);
    onAction(a);
  };

  const confirmPlacement = () => {
    if (!placing || !sel) return;
    const cell = { x: placing.cell % WIDTH, y: Math.floor(placing.cell / WIDTH) };
    const rotation = at(placing.rots, placing.k);
    send(placing.upgrade ? { type: 'UPGRADE_RAIL', card: sel, cell, rotation } : { type: 'LAY_RAIL', card: sel, cell, rotation });
  };

  // Moving: arrows grouped by exit; one action per exit is sent at once, several open a choice.
  const moving = acting && view.phase === 'MOVING';
  const moveActions = moving ? legal.filter((a) => a.type === 'STEP' || a.type === 'JUMP' || a.type === 'STOP') : [];
  const steps = ofType(legal, 'STEP');
  const stepExits = [...new Set(steps.map((a) => a.exit))];
  /** A junction: the engine stands on a rail cell whose track offers more than one way on. */
  const junction = moving && me !== null && me.pos.entry !== null && stepExits.length > 1;
  const [exitChoice, setExitChoice] = useState<Edge | null>(null);
  const arrows: StepArrow[] =
    moving && seat !== null
      ? stepExits.map((edge) => ({
          edge,
          derail: stepTarget(view, seat, edge).kind === 'derail',
          push: (() => {
            const tg = stepTarget(view, seat, edge);
            return tg.kind === 'rail' && tg.pushes !== null;
          })(),
          label: actionText(t, view, steps.find((a) => a.exit === edge) ?? at(steps, 0), seatNames),
        }))
      : [];
  const onArrow = (edge: Edge) => {
    const options = steps.filter((a) => a.exit === edge);
    if (options.length === 1) {
      setExitChoice(null);
      onAction(at(options, 0));
    } else setExitChoice(edge);
  };

  // On narrow screens the move panel docks to the bottom of the viewport too (board.css): at each step,
  // bring the moving engine into view above it, so the way on is chosen looking at the track.
  const movingAt = moving && me !== null ? `${me.pos.x},${me.pos.y},${me.pos.entry ?? ''}` : null;
  useEffect(() => {
    const panel = root.current?.querySelector<HTMLElement>('[data-testid=move-panel]');
    if (movingAt === null || seat === null || !panel || getComputedStyle(panel).position !== 'fixed') return;
    const engine = root.current?.querySelector<SVGGElement>(`[data-testid=engine-${seat}]`);
    if (!engine) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const e = engine.getBoundingClientRect();
    const room = panel.getBoundingClientRect().top;
    if (e.top < 8 || e.bottom + 8 > room) window.scrollBy({ top: e.top + e.height / 2 - room / 2, behavior });
  }, [movingAt, seat]);

  const dialogOpen = acting && DIALOG_PHASES.has(view.phase);

  // Hint line.
  let hint = '';
  if (outcome) hint = '';
  else if (seat === null) hint = t('hint.spectator');
  else if (!acting) hint = t('hint.wait', { name: seatNames[view.actors[0] ?? view.active] ?? '' });
  else if (view.phase === 'MOVING')
    hint = junction
      ? `${t('hint.junction')} ${t('hint.moving', { count: view.move?.mp ?? 0 })}`
      : t('hint.moving', { count: view.move?.mp ?? 0 });
  else if (view.phase === 'CIRCLE_ENTRY') hint = t('hint.entry');
  else if (view.phase === 'FALSE_PATH') hint = t('hint.falsePath');
  else if (view.phase === 'GLUTTONY') hint = t('hint.gluttony');
  else if (view.phase === 'THIEVERY_GIVE') hint = t('hint.thievery');
  else if (view.phase === 'REACTION') hint = t('hint.reaction');
  else if (view.phase === 'HAND_LIMIT') hint = t('hint.handLimit');
  else if (placing) hint = t('hint.placing');
  else if (sel) hint = t('hint.selected');
  else hint = t('hint.actions');

  // A dialog choice being looked at: ring the cells it acts on; a False Path turn is previewed.
  const [looking, setLooking] = useState<HrAction | null>(null);
  const lookCells = dialogOpen && looking ? choiceCells(looking) : [];
  let preview: PlacementPreview | null =
    placing && sel ? { cell: placing.cell, card: sel, rot: at(placing.rots, placing.k), upgrade: placing.upgrade } : null;
  if (dialogOpen && looking) {
    const r = rotationOf(looking);
    const rail = r ? view.board[idx(r.cell.x, r.cell.y)] : null;
    const top = rail?.stack[rail.stack.length - 1];
    if (r && top) preview = { cell: idx(r.cell.x, r.cell.y), card: top.card, rot: r.rotation, upgrade: true };
  }

  return (
    <div
      ref={root}
      className={`hr${outcome ? ' is-over' : ''}${placingCell !== null ? ' is-placing' : ''}${moving ? ' is-moving' : ''}`}
      data-testid="hr-board"
      data-turn={view.turn}
      data-phase={view.phase}
      data-legal={legal.length}
      data-seat={seat ?? ''}
    >
      {outcome ? (
        <div className="hr-end-area">
          <EndScreen outcome={outcome} view={view} names={seatNames} />
        </div>
      ) : (
        <div className="hr-hint" role="status" aria-live="polite" data-testid="hint">
          {hint}
        </div>
      )}
      <div className="hr-table-area">
        <TableGrid
          view={view}
          seatNames={seatNames}
          targets={targets}
          onCell={onCell}
          preview={preview}
          card={sel}
          highlight={lookCells}
          arrows={arrows}
          arrowSeat={seat}
          onArrow={onArrow}
          disabled={!acting}
        />
      </div>
      <div className="hr-side">
        {placing && sel ? (
          <PlacementBar
            card={sel}
            placing={placing}
            oldMask={placing.upgrade ? topMaskAt(view, placing.cell) : null}
            onPick={(k) => setPlacing({ ...placing, k })}
            onConfirm={confirmPlacement}
            onCancel={() => setPlacing(null)}
            t={t}
          />
        ) : null}
        {moving ? (
          <section className="panel hr-move" aria-labelledby="hr-move-title" data-testid="move-panel" data-junction={junction}>
            <h2 id="hr-move-title" className="panel-title">
              {t('move.title')} · {t('move.points', { count: view.move?.mp ?? 0 })}
            </h2>
            <div className="hr-buttons">
              {moveActions
                .filter((a) => exitChoice === null || a.type !== 'STEP' || a.exit === exitChoice)
                .map((a, i) => (
                  <button
                    key={i}
                    type="button"
                    className={`btn${a.type === 'STOP' ? '' : ' btn-primary'}${a.type === 'STEP' && seat !== null && stepTarget(view, seat, a.exit).kind === 'derail' ? ' btn-danger' : ''}`}
                    data-testid={a.type === 'STOP' ? 'stop' : a.type === 'STEP' ? `step-${a.exit}` : `jump-${a.exit}`}
                    onClick={() => {
                      setExitChoice(null);
                      onAction(a);
                    }}
                  >
                    {a.type === 'STEP' ? `${t(`arrow.${a.exit}`)} ` : ''}
                    {actionText(t, view, a, seatNames)}
                  </button>
                ))}
            </div>
          </section>
        ) : null}
        {me && seat !== null ? (
          <HandPanel
            view={view}
            seat={seat}
            legal={legal}
            sel={sel}
            onSelect={(c) => {
              setPlacing(null);
              setSel(c === sel ? null : c);
            }}
            onAction={send}
            t={t}
            names={seatNames}
          />
        ) : null}
        {outcome ? null : <EventFeed view={view} names={seatNames} />}
      </div>
      <div className="hr-trains-area">
        <SeatsPanel view={view} names={seatNames} legal={legal} onAction={send} />
      </div>
      {dialogOpen ? (
        <ChoiceDialog
          key={`${view.phase}-${view.turn}`}
          view={view}
          legal={legal}
          names={seatNames}
          onAction={onAction}
          onPreview={setLooking}
        />
      ) : null}
    </div>
  );
}

const EMPTY: readonly HrAction[] = [];

/** Props of `PlacementBar`. */
interface PlacementBarProps {
  readonly card: CardId;
  readonly placing: Placing;
  readonly oldMask: number | null;
  readonly onPick: (k: number) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly t: Tr;
}

/** Rotation choices of a placement (each a small preview), confirm and cancel. */
function PlacementBar({ card, placing, oldMask, onPick, onConfirm, onCancel, t }: PlacementBarProps) {
  const cell = { x: placing.cell % WIDTH, y: Math.floor(placing.cell / WIDTH) };
  return (
    <section className="panel hr-placing" aria-labelledby="hr-placing-title" data-testid="placement">
      <h2 id="hr-placing-title" className="panel-title">
        {placing.upgrade ? t('table.upgradeHere', { card, name: cellName(cell) }) : t('table.layHere', { card, name: cellName(cell) })}
      </h2>
      <div className="rot-choices" role="radiogroup" aria-label={t('act.rotate')}>
        {placing.rots.map((r, k) => (
          <button
            key={r}
            type="button"
            role="radio"
            aria-checked={k === placing.k}
            className={`rot-choice${k === placing.k ? ' is-on' : ''}`}
            onClick={() => onPick(k)}
            aria-label={t('act.rotation', { r })}
            data-testid={`rot-${r}`}
          >
            <svg viewBox="-4 -4 108 108" width="52" height="52" aria-hidden="true">
              <rect x="-3" y="-3" width="106" height="106" rx="8" className="card-bg" />
              {oldMask !== null ? <Track mask={oldMask} variant="covered" /> : null}
              <Track mask={maskOf(card, r)} variant={oldMask !== null ? 'ghost' : 'rail'} />
            </svg>
          </button>
        ))}
      </div>
      <div className="hr-buttons">
        {placing.rots.length > 1 ? (
          <button type="button" className="btn" onClick={() => onPick((placing.k + 1) % placing.rots.length)} data-testid="rotate">
            {t('act.rotate')}
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm-placement">
          {placing.upgrade ? t('act.upgrade') : t('act.lay')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('act.cancel')}
        </button>
      </div>
    </section>
  );
}

/** Props of `HandPanel`. */
interface HandPanelProps {
  readonly view: HrView;
  readonly seat: number;
  readonly legal: readonly HrAction[];
  readonly sel: CardId | null;
  readonly onSelect: (card: CardId) => void;
  readonly onAction: (a: HrAction) => void;
  readonly t: Tr;
  readonly names: readonly string[];
}

/** The viewer's hand: cards as buttons; the selected card's actions and why moving may be blocked. */
function HandPanel({ view, seat, legal, sel, onSelect, onAction, t, names }: HandPanelProps) {
  const me = at(view.players, seat);
  const hand = me.hand ?? [];
  const inActions = legal.length > 0 && view.phase === 'ACTIONS';
  const forSel = sel
    ? legal.filter((a) => 'card' in a && a.card === sel && a.type !== 'DISCARD' && a.type !== 'ROTATE' && a.type !== 'JUMP')
    : [];
  const layCount = new Set(forSel.filter((a) => a.type === 'LAY_RAIL').map((a) => cellName((a as Of<'LAY_RAIL'>).cell))).size;
  const upCount = new Set(forSel.filter((a) => a.type === 'UPGRADE_RAIL').map((a) => cellName((a as Of<'UPGRADE_RAIL'>).cell))).size;
  const buttons = forSel.filter((a) => a.type === 'MOVE_START' || a.type === 'STOKE' || a.type === 'PICK_UP');
  const endTurn = legal.find((a) => a.type === 'END_TURN');
  let blocked: string | null = null;
  if (sel && inActions && !forSel.some((a) => a.type === 'MOVE_START')) {
    const c = cardOf(sel);
    const load = loadOf(me);
    const inCircle = me.pos.entry === null;
    if (c.brimstone < load) blocked = t('act.brimstoneBlocked', { brimstone: c.brimstone, load });
    else if (
      inCircle &&
      view.cerberus !== null &&
      view.cerberus !== 'G' &&
      hand.length > 0 &&
      me.pos.x === CERB_X(view) &&
      me.pos.y === CERB_Y(view)
    )
      blocked = t('act.tollBlocked', { toll: view.cerberus });
    else blocked = t('act.noStep');
  }
  const stokeBlocked = sel && inActions && !forSel.some((a) => a.type === 'STOKE') ? t('act.noStoke') : null;
  return (
    <section className="panel hr-hand" aria-labelledby="hr-hand-title" data-testid="hand">
      <h2 id="hr-hand-title" className="panel-title">
        {t('hand.title')} <span className="muted small">{t('hand.count', { count: hand.length })}</span>
      </h2>
      {hand.length === 0 ? <p className="muted">{t('hand.empty')}</p> : null}
      <ul className="hr-hand-cards">
        {hand.map((card, i) => (
          <li key={`${card}-${i}`}>
            <button
              type="button"
              className={`hr-card-button${sel === card ? ' is-selected' : ''}${me.stolen?.includes(card) ? ' is-stolen' : ''}`}
              aria-pressed={sel === card}
              disabled={!inActions}
              onClick={() => onSelect(card)}
              data-testid={`hand-card-${card}`}
              title={me.stolen?.includes(card) ? t('hand.stolen') : undefined}
            >
              <CardFace card={card} size={76} />
            </button>
          </li>
        ))}
      </ul>
      {sel && inActions ? (
        <div className="hr-card-actions" data-testid="card-actions">
          <p className="muted small">
            {layCount > 0 ? t('act.layInfo', { count: layCount }) : null}
            {layCount > 0 && upCount > 0 ? ' · ' : null}
            {upCount > 0 ? t('act.upgradeInfo', { count: upCount }) : null}
          </p>
          <div className="hr-buttons">
            {buttons.map((a, i) => (
              <button
                key={i}
                type="button"
                className={`btn${a.type === 'STOKE' ? '' : ' btn-primary'}`}
                onClick={() => onAction(a)}
                data-testid={`card-${a.type.toLowerCase()}`}
              >
                {actionText(t, view, a, names)}
              </button>
            ))}
          </div>
          {blocked ? (
            <p className="hr-note" role="note" data-testid="move-blocked">
              {blocked}
            </p>
          ) : null}
          {stokeBlocked && me.tender > 0 ? <p className="hr-note">{stokeBlocked}</p> : null}
        </div>
      ) : null}
      {endTurn ? (
        <div className="hr-buttons">
          <button type="button" className="btn" onClick={() => onAction(endTurn)} data-testid="end-turn">
            {t('act.endTurn')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Column and row of the circle where Cerberus stands. */
/** Path mask of the rail under an upgrade placement (0 if none). */
const topMaskAt = (v: HrView, cell: number): number => {
  const rail = v.board[cell];
  return rail ? topMask(rail) : 0;
};
const CERB_X = (v: HrView) => (CIRCLE_CELL[String(v.cerberus)] ?? -1) % WIDTH;
const CERB_Y = (v: HrView) => Math.floor((CIRCLE_CELL[String(v.cerberus)] ?? -1) / WIDTH);

type XY = { x: number; y: number };
/** The cells a dialog choice acts on (effect params with a cell, False Path turns). */
export function choiceCells(a: HrAction): number[] {
  const p = (a.type === 'USE_CIRCLE_EFFECT' || a.type === 'USE_ENGINE_TOKEN' ? a.params : a.type === 'ROTATE' ? a : undefined) as
    { cell?: XY; moveFrom?: XY } | undefined;
  const out: number[] = [];
  if (p?.cell) out.push(idx(p.cell.x, p.cell.y));
  if (p?.moveFrom) out.push(idx(p.moveFrom.x, p.moveFrom.y));
  return out;
}

/** The rail turn a choice would make (False Path ROTATE or the effect's rotation params), or null. */
function rotationOf(a: HrAction): { cell: XY; rotation: number } | null {
  if (a.type === 'ROTATE') return { cell: a.cell, rotation: a.rotation };
  if ((a.type === 'USE_CIRCLE_EFFECT' || a.type === 'USE_ENGINE_TOKEN') && a.params && 'rotation' in a.params)
    return { cell: a.params.cell, rotation: a.params.rotation };
  return null;
}
