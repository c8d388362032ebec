/**
 * The Ticket to Ride board for the table frame: the map (filling the space), the card market, the
 * viewer's hand and tickets, a one-line hint of what to do, the ticket and payment dialogs, and at
 * the end the scoring screen. Everything the viewer may do comes from the engine's legal actions.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../../../web/table/plugin.js';
import { CARD_KINDS, ROUTES, ticketValues } from '../data.js';
import type { TtrAction, TtrOutcome, TtrView } from '../types.js';
import { EndScreen } from './EndScreen.js';
import { Hand } from './Hand.js';
import { longestTrail } from './longest.js';
import { MapBoard } from './MapBoard.js';
import { Market } from './Market.js';
import { PatternDefs } from './Patterns.js';
import { PaymentChooser } from './PaymentChooser.js';
import { claimOptions } from './payment.js';
import { TicketDialog } from './TicketDialog.js';
import { TicketList } from './TicketList.js';
import { TrainCard } from './TrainCard.js';
import { animateTtrEvents } from './motion.js';
import { useChange } from '../../../web/motion/useChange.js';
import { playSounds } from '../../../web/settings/sound.js';

/** The board. */
export function TtrBoard(props: BoardProps<TtrView, TtrAction>) {
  const { view, seat, legal, onAction, seatNames, scoreHistory, busy, seed } = props;
  const { t } = useTranslation('ttr');
  const me = seat !== null ? (view.players[seat] ?? null) : null;
  const claims = useMemo(() => claimOptions(legal), [legal]);
  const claimable = useMemo(() => new Set(claims.keys()), [claims]);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [hiCities, setHiCities] = useState<readonly string[]>([]);
  const [focus, setFocus] = useState<number | null>(seat);
  const mapArea = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useChange(view, (before, after) => playSounds(animateTtrEvents(root.current, before, after)));
  const showSeat = (s: number | null) => {
    setFocus(s);
    if (s !== null) mapArea.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  };
  const values = useMemo(() => ticketValues(view.config.variant, view.config.ticketValues === 'revised'), [view.config]);
  const outcome = (view.outcome ?? props.outcome) as TtrOutcome | null;

  const keepOptions = legal.filter((a): a is Extract<TtrAction, { type: 'KEEP_TICKETS' }> => a.type === 'KEEP_TICKETS');
  const keepMin = keepOptions.length ? Math.min(...keepOptions.map((a) => a.ticketIds.length)) : 0;
  const offered = me?.pending ?? null;
  const showTickets = !busy && offered && offered.length > 0 && keepOptions.length > 0;

  const mustPass = legal.length === 1 && legal[0]?.type === 'PASS';
  let hint: string;
  if (outcome) hint = '';
  else if (seat === null) hint = t('hint.spectator');
  else if (view.phase === 'initialTickets') hint = showTickets ? t('hint.chooseTickets', { min: keepMin }) : t('hint.waitTickets');
  else if (legal.length === 0) hint = t('hint.wait', { name: seatNames[view.activeSeat] ?? '' });
  else if (mustPass) hint = t('hint.mustPass');
  else if (view.step === 'secondDraw') hint = t('hint.second');
  else if (view.step === 'keepTickets') hint = t('hint.keep', { min: keepMin });
  else hint = t('hint.main');
  const lastTurn =
    !outcome && view.finalTurnsLeft !== null && view.finalTurnsLeft <= 1 && seat === view.activeSeat && view.phase === 'turn';

  // Map highlights: tickets being looked at, or (end) the focused seat's tickets and longest path.
  const focusBreakdown = outcome && focus !== null ? outcome.breakdown[focus] : null;
  const highlightRoutes = useMemo(
    () => new Set(focusBreakdown ? longestTrail(focusBreakdown.routes.map((r) => r.id)) : []),
    [focusBreakdown],
  );
  const cities = new Set<string>(outcome ? [] : hiCities);
  const ticketCities = focusBreakdown ? focusBreakdown.tickets : hiCities.length === 0 && !outcome ? (me?.tickets ?? []) : [];
  for (const tk of ticketCities) {
    cities.add(tk.from);
    cities.add(tk.to);
  }

  const claimRoute = claiming ? ROUTES.find((r) => r.id === claiming) : undefined;

  return (
    <div
      ref={root}
      className={`ttr${outcome ? ' is-over' : ''}`}
      data-testid="ttr-board"
      data-phase={view.phase}
      data-step={view.step}
      data-legal={busy ? 0 : legal.length}
    >
      <svg className="defs-holder" width="0" height="0" aria-hidden="true" focusable="false">
        <PatternDefs />
      </svg>
      <div className="ttr-card-templates" hidden>
        {CARD_KINDS.map((k) => (
          <TrainCard key={k} kind={k} />
        ))}
      </div>
      {outcome ? (
        <div className="ttr-end-area">
          <EndScreen
            outcome={outcome}
            config={view.config}
            names={seatNames}
            history={scoreHistory}
            focus={focus}
            onFocus={showSeat}
            piles={view.piles ?? null}
            seed={seed ?? null}
          />
        </div>
      ) : null}
      <div className="ttr-map-area" ref={mapArea}>
        {!outcome && view.finalTurnsLeft !== null ? (
          <div className={`final-warning${lastTurn ? ' is-last' : ''}`} role="alert" data-testid="final-round">
            ⚠ {lastTurn ? t('lastTurn') : t('finalRoundLeft', { count: view.finalTurnsLeft })}
          </div>
        ) : null}
        <MapBoard
          routeOwner={view.routeOwner}
          claimable={busy ? EMPTY : claimable}
          onClaim={setClaiming}
          highlightCities={cities}
          highlightRoutes={highlightRoutes}
          focusSeat={outcome ? focus : undefined}
          seatNames={seatNames}
        />
      </div>
      {!outcome ? (
        <>
          <div className="ttr-hint" role="status" aria-live="polite" data-testid="hint">
            {hint}
          </div>
          <div className="ttr-side">
            <Market
              view={view}
              legal={legal}
              onAction={onAction}
              disabled={busy}
              note={!busy && legal.length > 0 && view.step === 'secondDraw' ? hint : undefined}
            />
            {me?.hand ? <Hand hand={me.hand} /> : null}
            {me ? <TicketList tickets={me.tickets ?? []} onHighlight={setHiCities} /> : null}
          </div>
        </>
      ) : null}
      {showTickets ? (
        <TicketDialog
          key={offered.join(',')}
          offered={offered}
          min={keepMin}
          values={values}
          initial={view.phase === 'initialTickets'}
          onKeep={(ids) => onAction({ type: 'KEEP_TICKETS', ticketIds: ids })}
          onHighlight={setHiCities}
        />
      ) : null}
      {claimRoute && claims.has(claimRoute.id) && me?.hand ? (
        <PaymentChooser
          route={claimRoute}
          payments={claims.get(claimRoute.id)!}
          hand={me.hand}
          onCancel={() => setClaiming(null)}
          onConfirm={(payment) => {
            setClaiming(null);
            onAction({ type: 'CLAIM_ROUTE', routeId: claimRoute.id, payment });
          }}
        />
      ) : null}
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
