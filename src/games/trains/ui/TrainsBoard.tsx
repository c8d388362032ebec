/**
 * The Trains board for the table frame: a one-line hint, the hex map (filling the space), the turn
 * panel (money, this turn's modifiers, end turn, pass-and-recycle), the supply, the viewer's hand,
 * play area, gained cards and piles, the other seats, the choice dialogs, and at the end the scoring
 * screen. Everything the viewer may do comes from the engine's legal actions.
 * Rules: docs/rules/trains.md.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../../web/table/plugin.js';
import { BOARDS, CARDS, hexAt, type CardId, type PlayerView, type TrainsAction, type TrainsOutcome, type TrainsView } from '../index.js';
import { CardRow, CardView } from './CardView.js';
import { ChoiceDialog } from './ChoiceDialog.js';
import { EndScreen } from './EndScreen.js';
import { isPlainTrain, ownPending, railPreview } from './geometry.js';
import { HexMap, type HexPickKind } from './HexMap.js';
import { SeatBadge } from './SeatMark.js';
import { Supply } from './Supply.js';
import { animateTrainsChange } from './motion.js';
import { useChange } from '../../../web/motion/useChange.js';
import { playSounds } from '../../../web/settings/sound.js';
import { prefersReducedMotion } from '../../../web/motion/prefs.js';
import { Modal } from '../../../web/components/Modal.js';

/** The board. */
export function TrainsBoard(props: BoardProps<TrainsView, TrainsAction>) {
  const { view, seat, onAction, scoreHistory } = props;
  // Stable names while they do not change (the frame passes a new array each render; the map is memoised).
  const namesRef = useRef(props.seatNames);
  if (namesRef.current.join('\u0000') !== props.seatNames.join('\u0000')) namesRef.current = props.seatNames;
  const seatNames = namesRef.current;
  const busy = props.busy ?? false;
  const legal = busy || props.legal.length === 0 ? NONE : props.legal;
  const { t } = useTranslation('trains');
  const outcome = props.outcome as TrainsOutcome | null;
  const [focus, setFocus] = useState<number | null>(null);
  const me = seat !== null ? (view.players[seat] ?? null) : null;
  const pending = ownPending(view);
  const myTurn = legal.length > 0;
  const root = useRef<HTMLDivElement>(null);
  useChange(view, (before, after) => playSounds(animateTrainsChange(root.current, before, after)));
  // Narrow screens: a card that asks for a hex on the map is played far below the map; bring the prompt and map into view.
  const hintRef = useRef<HTMLDivElement>(null);
  const mapChoice = myTurn && (pending?.kind === 'CHOOSE_RAIL_HEX' || pending?.kind === 'CHOOSE_STATION_CITY') ? pending.kind : null;
  useEffect(() => {
    if (!mapChoice || typeof matchMedia !== 'function' || !matchMedia(NARROW).matches) return;
    hintRef.current?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [mapChoice]);

  // Map picks: starting rails, rail hexes (with their cost preview), station cities.
  const pickKey = legal
    .flatMap((a) =>
      a.type === 'START_RAIL'
        ? [`s${a.hex}`]
        : a.type === 'CHOOSE_RAIL_HEX'
          ? [`r${a.hex}`]
          : a.type === 'CHOOSE_STATION_CITY'
            ? [`c${a.hex}`]
            : [],
    )
    .join(',');
  const pickable = useMemo(() => {
    const m = new Map<number, HexPickKind>();
    for (const k of pickKey ? pickKey.split(',') : [])
      m.set(Number(k.slice(1)), k[0] === 's' ? 'start' : k[0] === 'r' ? 'rail' : 'station');
    return m;
  }, [pickKey]);
  const preview = useMemo(
    () => (pending?.kind === 'CHOOSE_RAIL_HEX' ? railPreview(pending.options, view.mods, view.supply.waste ?? 0) : undefined),
    [pending, view.mods, view.supply.waste],
  );
  const latest = useRef({ legal, onAction });
  latest.current = { legal, onAction };
  const pick = useCallback((hex: number) => {
    const { legal: now, onAction: send } = latest.current;
    const a = now.find(
      (x) => (x.type === 'START_RAIL' || x.type === 'CHOOSE_RAIL_HEX' || x.type === 'CHOOSE_STATION_CITY') && x.hex === hex,
    );
    if (a) send(a);
  }, []);

  // "Play all plain Trains": one PLAY per update, until none is left.
  const [autoPlay, setAutoPlay] = useState(false);
  const sentFor = useRef<string | null>(null);
  const stepKey = `${view.turns}:${view.players[view.current]?.play.length ?? 0}:${view.money}`;
  const plainPlays = legal.filter((a): a is Extract<TrainsAction, { type: 'PLAY' }> => a.type === 'PLAY' && isPlainTrain(a.card));
  useEffect(() => {
    if (!autoPlay || busy) return;
    if (sentFor.current === stepKey) return;
    const next = props.legal.find((a) => a.type === 'PLAY' && isPlainTrain(a.card));
    if (!next) {
      setAutoPlay(false);
      return;
    }
    sentFor.current = stepKey;
    onAction(next);
  }, [autoPlay, busy, props.legal, onAction, stepKey]);

  const board = BOARDS[view.map];
  const current = view.current;
  const currentName = seatNames[current] ?? '?';
  let hint = '';
  if (outcome) hint = '';
  else if (seat === null) hint = t('hint.spectator');
  else if (view.phase === 'start') hint = myTurn ? t('hint.start') : t('hint.startWait', { name: currentName });
  else if (!myTurn)
    hint = view.pending
      ? t('hint.waitChoice', { name: currentName, card: t(`card.${view.pending.source}`) })
      : t('hint.wait', { name: currentName });
  else if (pending?.kind === 'CHOOSE_RAIL_HEX') hint = t('hint.rail');
  else if (pending?.kind === 'CHOOSE_STATION_CITY') hint = t('hint.station');
  else if (pending) hint = t('hint.dialog', { card: t(`card.${pending.source}`) });
  else hint = t('hint.main');

  const recycle = legal.find((a) => a.type === 'RECYCLE');
  const endTurn = legal.find((a) => a.type === 'END_TURN');
  const wasteInHand = me?.hand?.filter((c) => c === 'waste').length ?? 0;
  const showDialog = pending && pending.kind !== 'CHOOSE_RAIL_HEX' && pending.kind !== 'CHOOSE_STATION_CITY' && myTurn;
  const activeMods = modList(view.mods);
  const cur = view.players[current];
  const step = `${view.turns}|${current}|${view.phase}|${view.money}|${view.pending?.kind ?? ''}|${cur?.play.length ?? 0}|${cur?.gained.length ?? 0}|${cur?.handCount ?? 0}|${cur?.reserve ?? 0}|${busy ? 1 : 0}`;

  return (
    <div
      ref={root}
      className={`tr-board${outcome ? ' is-over' : ''}`}
      data-testid="trains-board"
      data-phase={view.phase}
      data-legal={legal.length}
      data-pending={pending?.kind ?? ''}
      data-money={view.money}
      data-step={step}
      data-autoplay={autoPlay ? 1 : 0}
    >
      {outcome ? (
        <div className="tr-end-area">
          <EndScreen outcome={outcome} names={seatNames} history={scoreHistory} focus={focus} onFocus={setFocus} />
        </div>
      ) : (
        <div ref={hintRef} className={`tr-hint${myTurn ? ' is-you' : ''}`} role="status" aria-live="polite" data-testid="hint">
          {hint}
        </div>
      )}
      <div className="tr-map-area">
        <HexMap
          map={view.map}
          rails={view.rails}
          stations={view.stations}
          pickable={pickable}
          preview={preview}
          onPick={pick}
          seatNames={seatNames}
          focusSeat={outcome ? focus : undefined}
        />
      </div>
      {!outcome ? (
        <div className="tr-side">
          {view.phase === 'main' ? (
            <section className="panel tr-turn" aria-label={t('turn.mods')} data-testid="turn-panel">
              <div className="tr-money" data-testid="money">
                <span className="tr-coin" aria-hidden="true">
                  $
                </span>
                <span>
                  <small>
                    {t('turn.money')}
                    {seat !== current ? ` · ${currentName}` : ''}
                  </small>
                  <strong>{t('turn.moneyValue', { count: view.money })}</strong>
                </span>
              </div>
              <ul className="tr-mods" aria-label={t('turn.mods')} data-testid="mods">
                {activeMods.length === 0 ? <li className="muted small">{t('turn.noMods')}</li> : null}
                {activeMods.map((m) => (
                  <li key={m.key} className={`tr-mod mod-${m.key}`} data-mod={m.key}>
                    <span className="tr-mod-icon" aria-hidden="true">
                      {m.icon}
                    </span>
                    {t(`mod.${m.key}`, { count: m.count })}
                  </li>
                ))}
              </ul>
              {pending?.kind === 'CHOOSE_RAIL_HEX' && preview ? (
                <ul className="tr-rail-options" data-testid="rail-options">
                  {[...preview.values()].map((p) => {
                    const h = hexAt(board, p.hex);
                    return (
                      <li key={p.hex}>
                        <button
                          type="button"
                          className="btn btn-small"
                          onClick={() => pick(p.hex)}
                          data-testid={`rail-option-${p.hex}`}
                          data-cost={p.cost}
                          data-waste={p.waste}
                        >
                          {h.name ? t(`place.${h.name}`) : `${t(`terrain.${h.terrain}`)} ${p.hex}`} ·{' '}
                          {t('map.railCostShort', { cost: p.cost, waste: p.waste })}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {pending?.kind === 'CHOOSE_STATION_CITY' ? (
                <ul className="tr-rail-options" data-testid="station-options">
                  {[...pickable.entries()]
                    .filter(([, k]) => k === 'station')
                    .map(([hex]) => (
                      <li key={hex}>
                        <button type="button" className="btn btn-small" onClick={() => pick(hex)} data-testid={`station-option-${hex}`}>
                          {t(`place.${hexAt(board, hex).name ?? ''}`)} ({view.stations[hex]}/{hexAt(board, hex).slots})
                        </button>
                      </li>
                    ))}
                </ul>
              ) : null}
              {seat !== null ? (
                <div className="tr-turn-buttons">
                  <button
                    type="button"
                    className="btn"
                    disabled={plainPlays.length === 0 || autoPlay}
                    onClick={() => setAutoPlay(true)}
                    data-testid="play-all"
                  >
                    {t('turn.playAll')}
                  </button>
                  {recycle ? (
                    <button type="button" className="btn" onClick={() => onAction(recycle)} data-testid="recycle">
                      {wasteInHand ? t('turn.recycle', { count: wasteInHand }) : t('turn.recycleNone')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={!endTurn}
                    onClick={() => endTurn && onAction(endTurn)}
                    data-testid="end-turn"
                  >
                    {t('turn.endTurn')}
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
          <Supply view={view} legal={pending ? NONE : legal} onAction={onAction} disabled={busy} />
        </div>
      ) : null}
      {!outcome ? (
        <div className="tr-me-area">
          {me && seat !== null ? <MyCards me={me} seat={seat} legal={legal} onAction={onAction} /> : null}
          <Others view={view} seat={seat} names={seatNames} />
        </div>
      ) : null}
      {showDialog && me?.hand ? (
        <ChoiceDialog
          key={`${pending.kind}-${view.players[current]?.play.length}`}
          pending={pending}
          legal={legal}
          hand={me.hand}
          onAction={onAction}
        />
      ) : null}
    </div>
  );
}

/** Screens on which the hand lies below the map (one column). */
const NARROW = '(max-width: 899px)';
const NONE: readonly TrainsAction[] = [];

/** Active turn modifiers with an icon each (TR-60). */
export function modList(mods: TrainsView['mods']): { key: string; icon: string; count?: number }[] {
  const out: { key: string; icon: string; count?: number }[] = [];
  if (mods.riverFree) out.push({ key: 'riverFree', icon: '≈' });
  if (mods.mountainFree) out.push({ key: 'mountainFree', icon: '▲' });
  if (mods.cityFree) out.push({ key: 'cityFree', icon: '▣' });
  if (mods.otherRailsFree) out.push({ key: 'otherRailsFree', icon: '⇄' });
  if (mods.allSurchargesFree) out.push({ key: 'allSurchargesFree', icon: '⛏' });
  if (mods.ironworks > 0) out.push({ key: 'ironworks', icon: '⚒', count: mods.ironworks * 2 });
  if (mods.noWasteGain) out.push({ key: 'noWasteGain', icon: '⊘' });
  if (mods.earlyTrain) out.push({ key: 'earlyTrain', icon: '⤒' });
  return out;
}

/** The viewer's hand (click to play), play area, gained cards and piles. */
function MyCards({
  me,
  seat,
  legal,
  onAction,
}: {
  /** The viewer's own player record (`view.players[seat]`). */
  me: PlayerView;
  seat: number;
  legal: readonly TrainsAction[];
  onAction(a: TrainsAction): void;
}) {
  const { t } = useTranslation('trains');
  const hand = me.hand ?? [];
  const plays = legal.filter((a): a is Extract<TrainsAction, { type: 'PLAY' }> => a.type === 'PLAY');
  const playOf = (c: CardId, apply: boolean) => plays.find((a) => a.card === c && a.apply === apply);
  // A card whose effect cannot be used now (e.g. Lay Rails with no rail to pay for) would be played for
  // its money only (TR-44, ED-1, ED-5): the player confirms that first instead of losing the effect unawares.
  const [unusable, setUnusable] = useState<Extract<TrainsAction, { type: 'PLAY' }> | null>(null);
  return (
    <section className="panel tr-mine" aria-label={t('me.hand')} data-testid="my-cards">
      <h2 className="panel-title">
        <SeatBadge seat={seat} /> {t('me.hand')}
      </h2>
      <div className="tr-hand" data-testid="hand" data-count={hand.length}>
        {hand.length === 0 ? <span className="muted small">{t('me.emptyHand')}</span> : null}
        {hand.map((c, i) => {
          const main = playOf(c, true) ?? playOf(c, false);
          const decline = CARDS[c].hasEffect && playOf(c, true) ? playOf(c, false) : undefined;
          return (
            <span key={`${i}-${c}`} className="tr-hand-slot">
              <CardView
                card={c}
                highlight={!!main}
                onClick={main ? () => (CARDS[c].hasEffect && !main.apply ? setUnusable(main) : onAction(main)) : undefined}
                actionLabel={t('turn.play', { name: t(`card.${c}`) })}
                testId={`hand-${i}`}
              />
              {decline ? (
                <button
                  type="button"
                  className="tr-decline"
                  onClick={() => onAction(decline)}
                  title={t('turn.noEffect', { name: t(`card.${c}`) })}
                >
                  <span aria-hidden="true">{t('turn.noEffectShort')}</span>
                  <span className="sr-only">{t('turn.noEffect', { name: t(`card.${c}`) })}</span>
                </button>
              ) : null}
            </span>
          );
        })}
      </div>
      {unusable ? (
        <Modal labelledBy="tr-unusable-title" onClose={() => setUnusable(null)} testId="unusable-effect">
          <h2 id="tr-unusable-title">{t('turn.unusableTitle', { name: t(`card.${unusable.card}`) })}</h2>
          <p>{t('turn.unusableText', { name: t(`card.${unusable.card}`) })}</p>
          <div className="modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setUnusable(null)} data-testid="unusable-cancel">
              {t('turn.unusableCancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setUnusable(null);
                onAction(unusable);
              }}
              data-testid="unusable-play"
            >
              {t('turn.unusablePlay')}
            </button>
          </div>
        </Modal>
      ) : null}
      <div className="tr-zones">
        <div>
          <h3 className="tr-sub">{t('me.play')}</h3>
          <CardRow cards={me.play} empty={t('me.none')} testId="my-play" />
        </div>
        <div>
          <h3 className="tr-sub">{t('me.gained')}</h3>
          <CardRow cards={me.gained} empty={t('me.none')} testId="my-gained" />
        </div>
      </div>
      <p className="tr-piles-line small" data-testid="my-piles">
        <span className="tr-pile-count deck">{t('me.deck', { count: me.deckCount })}</span>
        <span className="tr-pile-count discard">
          {t('me.discard', { count: me.discardCount })}
          {me.discardTop ? ` (${t('me.discardTop', { name: t(`card.${me.discardTop}`) })})` : ''}
        </span>
        <span>{t('me.reserve', { count: me.reserve })}</span>
        {me.vpTokens ? <span>{t('me.vpTokens', { count: me.vpTokens })}</span> : null}
        <span>{t('me.score', { count: me.score })}</span>
      </p>
      {me.knownTop.length ? (
        <p className="small muted">{t('me.knownTop', { names: me.knownTop.map((c) => t(`card.${c}`)).join(', ') })}</p>
      ) : null}
    </section>
  );
}

/** Every other seat: hand, deck and discard counts, rails left, play area and gained cards. */
function Others({ view, seat, names }: { view: TrainsView; seat: number | null; names: readonly string[] }) {
  const { t } = useTranslation('trains');
  const others = view.players.filter((p) => p.seat !== seat);
  if (!others.length) return null;
  return (
    <section className="panel tr-others" aria-label={t('others.title')} data-testid="others">
      <h2 className="panel-title">{t('others.title')}</h2>
      <ul>
        {others.map((p) => (
          <li
            key={p.seat}
            className={`tr-other${view.current === p.seat && view.phase !== 'over' ? ' is-active' : ''}`}
            data-testid={`other-${p.seat}`}
          >
            <div className="tr-other-head">
              <SeatBadge seat={p.seat} />
              <strong>{names[p.seat]}</strong>
              {view.current === p.seat ? <small className="tag">{t('others.toAct')}</small> : null}
              <span className="small muted">
                {t('others.hand', { count: p.handCount })} · {t('others.deck', { count: p.deckCount })} ·{' '}
                {t('others.discard', { count: p.discardCount })} · {t('others.reserve', { count: p.reserve })}
              </span>
            </div>
            {p.play.length ? (
              <div className="tr-other-zone">
                <span className="small">{t('others.play')}</span>
                <CardRow cards={p.play} empty="" />
              </div>
            ) : null}
            {p.gained.length ? (
              <div className="tr-other-zone">
                <span className="small">{t('others.gained')}</span>
                <CardRow cards={p.gained} empty="" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
