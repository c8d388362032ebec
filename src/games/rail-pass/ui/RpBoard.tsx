/**
 * The Rail Pass table (docs/rules/rail-pass.md RP-2, RP-3): timer and live team score, the railway map with trains in
 * transit, the seat's hands, and one panel per city (shipping yard, long and short tracks, hotel,
 * storage). Select a train or a hotel engineer, then pick one of its legal actions (buttons or keys).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../../web/table/plugin.js';
import { CAPACITY, CITIES, type City } from '../data.js';
import type { RailPassAction, RailPassOutcome, RailPassView, Train } from '../index.js';
import {
  type Label,
  PAUSE_KEY,
  actionLabel,
  actionsFor,
  clockText,
  isPauseKey,
  liveScore,
  shortcutOf,
  whyNoActions,
  wouldRetire,
} from './actions.js';
import { RouteMap } from './RouteMap.js';
import { EndPanel } from './EndPanel.js';
import { Cube, cityHex } from './Cube.js';
import { animateRpChange } from './motion.js';
import { useChange } from '../../../web/motion/useChange.js';
import { playSounds } from '../../../web/settings/sound.js';
import { prefersReducedMotion } from '../../../web/motion/prefs.js';

/** A train chip: id, size, cargo cubes and engineer; a button when the seat may act on it. */
function TrainChip({ train, selected, onSelect }: { train: Train; selected: boolean; onSelect?: () => void }) {
  const { t } = useTranslation('rp');
  const cubes: City[] = [];
  for (const c of CITIES) for (let i = 0; i < (train.cargo[c] ?? 0); i++) cubes.push(c);
  const count = cubes.length;
  const label = `${t('train', { id: train.id })}, ${t(train.size === 'long' ? 'trainLong' : 'trainShort')}, ${t('cargo', { count, capacity: CAPACITY[train.size] })}, ${train.engineer ? t('engineer', { id: train.engineer }) : t('noEngineer')}`;
  return (
    <button
      type="button"
      className={`rp-train rp-train-${train.size}${selected ? ' is-selected' : ''}`}
      style={{ borderColor: cityHex(train.home) }}
      onClick={onSelect}
      disabled={!onSelect}
      aria-pressed={selected}
      title={label}
      data-testid={`rp-train-${train.id}`}
    >
      {/* The spoken name is this text; the chip's letters and cubes below are its picture. */}
      <span className="sr-only">{label}</span>
      <span className="rp-train-id" aria-hidden="true">
        {train.id}
      </span>
      <span className="rp-train-cargo" aria-hidden="true">
        {cubes.map((c, i) => (
          <Cube key={i} city={c} />
        ))}
        {Array.from({ length: CAPACITY[train.size] - count }, (_, i) => (
          <span key={`e${i}`} className="rp-cube rp-cube-empty" />
        ))}
      </span>
      <span className={`rp-engineer${train.engineer ? '' : ' is-none'}`} aria-hidden="true">
        {train.engineer ?? '—'}
      </span>
    </button>
  );
}

/** The reasons nothing can be done now (never an empty action panel). */
function WhyNot({ reasons }: { reasons: readonly Label[] }) {
  const { t } = useTranslation('rp');
  const list = reasons.length ? reasons : [{ key: 'why.wait' }];
  return (
    <ul className="rp-why" data-testid="rp-why">
      {list.map((r) => (
        <li key={r.key}>{t(r.key, r.params)}</li>
      ))}
    </ul>
  );
}

/**
 * Time left in the round (ms), counted down between updates: `view.clock` is the game time (RP-6) when
 * the view was made and `receivedAt` (performance.now ms) when it arrived. Online, updates come only
 * with events, so without this the timer would stand still between them.
 */
function useRemaining(view: RailPassView, receivedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(id);
  }, [running]);
  const elapsed = running ? Math.max(0, now - receivedAt) : 0;
  return Math.max(0, view.endsAt - view.clock - elapsed);
}

/** The board component given to the table frame. */
export function RpBoard({
  view: sent,
  seat,
  legal,
  seatNames,
  outcome,
  onAction,
  busy,
  paused = false,
  onPause,
  gameTime,
}: BoardProps<RailPassView, RailPassAction>) {
  // Online the server says what game time it is (RP-6.1); count from that, never from an older clock.
  const view = useMemo(
    () => (gameTime !== undefined && gameTime > sent.clock && !sent.over ? { ...sent, clock: Math.min(gameTime, sent.endsAt) } : sent),
    [sent, gameTime],
  );
  const { t } = useTranslation('rp');
  const [selected, setSelected] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<RailPassAction | null>(null);
  const receivedAt = useMemo(() => performance.now(), [view]);
  const remaining = useRemaining(view, receivedAt, outcome === null && !paused);
  const you = view.you;
  const score = liveScore(view);
  const options = selected ? actionsFor(legal, view, selected) : [];
  // RP-6.7: after an action the seat's hands are busy for a while; show it beside them, so that keys
  // pressed meanwhile are not silently lost (a visual cue only: the action panel says it in words,
  // `whyNoActions`, without a live region announcing every action).
  const mine = seat !== null ? view.seats[seat] : undefined;
  const handsBusy = mine !== undefined && !view.over && view.clock < mine.busyUntil;
  const sends = options.filter((a) => a.type === 'SEND');
  const actable = useMemo(() => {
    const s = new Set<string>();
    for (const a of legal) {
      if (a.type === 'TRANSFER') s.add(a.from).add(a.to);
      else if (a.type === 'MOVE_ENGINEER') s.add(a.engineer);
      else s.add(a.train);
    }
    return s;
  }, [legal]);

  // Drop a selection that no longer exists (the train left, or its engineer retired).
  useEffect(() => {
    if (selected && !view.trains[selected] && !view.engineers[selected]) setSelected(null);
  }, [selected, view]);

  const run = (a: RailPassAction) => {
    const eng = wouldRetire(a, view);
    if (eng && confirm !== a) {
      setConfirm(a);
      return;
    }
    setConfirm(null);
    onAction(a);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (onPause && !e.repeat && isPauseKey(e)) {
        e.preventDefault();
        onPause(!paused);
        return;
      }
      if (e.target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName)) return;
      if (e.key === 'Escape') {
        setSelected(null);
        setConfirm(null);
        return;
      }
      if (!selected) return;
      const key = (e.shiftKey ? 'shift+' : '') + e.key.toLowerCase();
      const hit = options.find((a) => shortcutOf(a, sends) === key);
      if (hit) {
        e.preventDefault();
        run(hit);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const root = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  // On narrow screens the actions dock to the bottom of the viewport: keep the chip just selected above
  // them. On a laptop they sit in the left column, which scrolls on its own: on a short screen (1366×768)
  // they can start below its bottom edge, so the column scrolls to show them.
  useEffect(() => {
    const panel = actionsRef.current;
    if (!selected || !panel) return;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (getComputedStyle(panel).position !== 'fixed') {
      panel.scrollIntoView?.({ block: 'nearest', behavior });
      return;
    }
    const chip = root.current?.querySelector('[aria-pressed="true"]');
    if (!chip) return;
    const covered = chip.getBoundingClientRect().bottom + 8 - panel.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered, behavior });
  }, [selected]);
  useChange(view, (before, after) => playSounds(animateRpChange(root.current, before, after)));

  const select = (id: string) => setSelected((cur) => (cur === id ? null : id));
  const chip = (z: Train) => (
    <TrainChip key={z.id} train={z} selected={selected === z.id} onSelect={actable.has(z.id) ? () => select(z.id) : undefined} />
  );
  const controller = (c: City) => view.setup.controller[c];

  if (outcome) return <EndPanel outcome={outcome as RailPassOutcome} config={view.config} />;

  const held: Train[] = [];
  for (const id of you === null ? [] : (view.seats[you]?.held ?? [])) {
    const z = view.trains[id];
    if (z) held.push(z);
  }
  return (
    <div className={`rp-board${selected ? ' has-selection' : ''}`} data-testid="rp-board" ref={root}>
      <div className="rp-top">
        <div className={`rp-timer${remaining < 30_000 ? ' is-low' : ''}`} data-testid="rp-timer">
          <span>{t('timer')}</span>
          <strong>{clockText(remaining)}</strong>
          {onPause ? (
            <button
              type="button"
              className={`btn btn-small${paused ? ' btn-primary' : ''}`}
              data-testid="rp-pause"
              title={t(paused ? 'resumeKey' : 'pauseKey', { key: PAUSE_KEY.toUpperCase() })}
              aria-keyshortcuts={PAUSE_KEY.toUpperCase()}
              onClick={() => onPause(!paused)}
            >
              {t(paused ? 'resume' : 'pause')}
            </button>
          ) : null}
        </div>
        <div className="rp-score" data-testid="rp-score">
          <span>{t('score')}</span>
          <strong className={score.score >= 100 ? 'is-win' : ''}>{score.score}</strong>
          <small>
            {t('scoreFormula', { a: score.lowest[0], b: score.lowest[1], penalty: score.penalty, score: score.score })} · {t('target')}
          </small>
        </div>
        {paused ? (
          <p className="rp-paused" role="status" data-testid="rp-paused">
            {t('paused')}
          </p>
        ) : null}
      </div>
      <div className="rp-middle">
        <div className="rp-map-box">
          <RouteMap view={view} receivedAt={receivedAt} paused={paused} />
          <p className="rp-hint">{t('legend')}</p>
        </div>
        <section className="rp-hands" aria-label={t('hands')}>
          <h2>
            {you !== null ? t('hands') : t('inTransit')}
            {handsBusy ? (
              <span className="rp-busy" aria-hidden="true" data-testid="rp-busy">
                {t('busy')}
              </span>
            ) : null}
          </h2>
          {you !== null ? (
            held.length ? (
              <div className="rp-chips">{held.map(chip)}</div>
            ) : (
              <p className="rp-hint">{t('handsEmpty')}</p>
            )
          ) : null}
          <div className={`rp-actions${selected ? ' is-docked' : ''}`} data-testid="rp-actions" ref={actionsRef}>
            {selected ? (
              <>
                <strong>
                  {view.engineers[selected] && !view.trains[selected]
                    ? t('actionsForEngineer', { id: selected })
                    : t('actionsFor', { id: selected })}
                </strong>
                {options.length === 0 ? <WhyNot reasons={whyNoActions(view, seat, selected)} /> : null}
                {options.map((a, i) => {
                  const l = actionLabel(a, view, selected);
                  const key = shortcutOf(a, sends);
                  return (
                    <button
                      key={i}
                      type="button"
                      className={`btn btn-small${wouldRetire(a, view) ? ' btn-warn' : ''}`}
                      onClick={() => run(a)}
                      disabled={busy || paused}
                      data-action={a.type}
                    >
                      {t(l.key, l.params)}
                      {key ? <kbd>{key.replace('shift+', '⇧')}</kbd> : null}
                    </button>
                  );
                })}
              </>
            ) : seat !== null ? (
              legal.length === 0 ? (
                <WhyNot reasons={whyNoActions(view, seat, null)} />
              ) : (
                <p className="rp-hint">{t('select')}</p>
              )
            ) : (
              <p className="rp-hint">{t('spectating')}</p>
            )}
            {confirm ? (
              <p className="rp-warning" role="alert">
                {t('retireWarning', { id: wouldRetire(confirm, view) ?? '', to: confirm.type === 'SEND' ? confirm.to : '' })}
              </p>
            ) : null}
          </div>
          <p className="rp-keys">
            {t('keys')}
            {onPause ? ` · ${t('keysPause', { key: PAUSE_KEY.toUpperCase() })}` : ''}
          </p>
        </section>
      </div>
      <div className="rp-cities">
        {CITIES.map((c) => {
          const yard = view.yards[c];
          const mine = you !== null && controller(c) === you;
          const parked = (['long', 'short'] as const).map((k) => ({ k, id: view.tracks[c][k] }));
          return (
            <section
              key={c}
              className={`rp-city${mine ? ' is-mine' : ''}`}
              style={{ borderTopColor: cityHex(c) }}
              data-testid={`rp-city-${c}`}
            >
              <header>
                <span className="rp-city-badge" style={{ background: cityHex(c) }}>
                  {c}
                </span>
                <span>{t('controlledBy', { name: seatNames[controller(c)] ?? `P${controller(c) + 1}` })}</span>
                {mine ? <span className="rp-you">{t('you')}</span> : null}
                <span className="rp-storage" title={t('storage')}>
                  {t('delivered', { count: view.storage[c] })}
                </span>
              </header>
              <div className="rp-yard" aria-label={t('yard', { count: yard.length })}>
                <small>{t('front')}</small>
                <span className="rp-yard-row">
                  {yard.map((cube, i) => (
                    <Cube key={i} city={cube} />
                  ))}
                </span>
                <small>{t('back')}</small>
              </div>
              <div className="rp-tracks">
                {parked.map(({ k, id }) => (
                  <div key={k} className={`rp-track rp-track-${k}`}>
                    <small>{t(k === 'long' ? 'longTrack' : 'shortTrack')}</small>
                    {id && view.trains[id] ? chip(view.trains[id]) : <span className="rp-empty">{t('empty')}</span>}
                  </div>
                ))}
              </div>
              <div className="rp-hotel">
                <small>{t('hotel')}</small>
                {view.hotels[c].map((e) => (
                  <button
                    key={e}
                    type="button"
                    className={`rp-engineer-chip${selected === e ? ' is-selected' : ''}`}
                    onClick={() => select(e)}
                    disabled={!actable.has(e)}
                    aria-pressed={selected === e}
                    data-testid={`rp-engineer-${e}`}
                  >
                    {e}
                  </button>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
