/**
 * The end of the game (TTR-108): the winner, then each seat's breakdown in rank order — route points,
 * tickets completed and failed, longest path (shown on the map on request) and bonuses — and the
 * score-over-turns chart; then the remaining piles and the seed, collapsed (TTR-124).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import type { TtrConfig, TtrOutcome, TtrPiles } from '../types.js';
import { seatStyle } from './palette.js';
import { RemainingPiles } from './RemainingPiles.js';
import { ScoreChart } from './ScoreChart.js';
import { TicketCard } from './TicketCard.js';

/** Props of `EndScreen`. */
export interface EndScreenProps {
  readonly outcome: TtrOutcome;
  readonly config: TtrConfig;
  readonly names: readonly string[];
  readonly history: readonly (readonly number[])[];
  /** Seat whose routes and longest path the map shows. */
  readonly focus: number | null;
  readonly onFocus: (seat: number | null) => void;
  /** The view's remaining piles (TTR-124); null hides the section. */
  readonly piles?: TtrPiles | null;
  /** The game's seed when known (finished record or local game), else null. */
  readonly seed?: string | null;
}

/** The end screen. */
export function EndScreen({ outcome, config, names, history, focus, onFocus, piles = null, seed = null }: EndScreenProps) {
  const { t } = useTranslation('ttr');
  const order = [...outcome.breakdown].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = outcome.winners.map((s) => names[s]).join(', ');
  const first = outcome.winners[0];
  const top = first === undefined ? 0 : outcome.scores[first];
  return (
    <section className="ttr-end panel" aria-labelledby="end-title" data-testid="end-screen">
      <h2 id="end-title">{t('end.title')}</h2>
      <p className="winner-banner" data-testid="winner">
        ★ {t('end.winner', { names: winners, score: top })}
      </p>
      <ol className="end-seats">
        {order.map((b) => {
          const done = b.tickets.filter((x) => x.completed);
          const failed = b.tickets.filter((x) => !x.completed);
          const style = seatStyle(b.seat);
          return (
            <li
              key={b.seat}
              className={`end-seat${focus === b.seat ? ' is-focused' : ''}`}
              style={{ borderTopColor: style.color }}
              data-testid={`end-seat-${b.seat}`}
            >
              <header>
                <span className="end-rank">{t('end.rank', { rank: b.rank })}</span>
                <span className="end-name">
                  <span style={{ color: style.color }} aria-hidden="true">
                    {style.shape}
                  </span>{' '}
                  {names[b.seat]}
                </span>
                <span className="end-total" aria-label={t('end.total')}>
                  {b.total}
                </span>
              </header>
              <dl className="end-lines">
                <dt>{t('end.routePoints')}</dt>
                <dd>
                  <span className="muted small">{t('end.routes', { count: b.routes.length })}</span> {b.routePoints}
                </dd>
                <dt>{t('end.tickets')}</dt>
                <dd>{b.ticketPoints > 0 ? `+${b.ticketPoints}` : b.ticketPoints}</dd>
                <dt>{t('end.longest')}</dt>
                <dd>{t('end.trains', { count: b.longestPath })}</dd>
                {config.longestPathBonus ? (
                  <>
                    <dt>{t('end.longestBonus')}</dt>
                    <dd>{b.longestPathBonus ? `+${b.longestPathBonus}` : '—'}</dd>
                  </>
                ) : null}
                {config.globetrotterBonus ? (
                  <>
                    <dt>{t('end.globetrotter')}</dt>
                    <dd>{b.globetrotterBonus ? `+${b.globetrotterBonus}` : '—'}</dd>
                  </>
                ) : null}
              </dl>
              <details className="end-tickets">
                <summary>
                  {t('end.completed', { count: done.length })} · {t('end.failed', { count: failed.length })}
                </summary>
                <ul>
                  {[...done, ...failed].map((tk) => (
                    <li key={tk.id}>
                      <TicketCard from={tk.from} to={tk.to} value={tk.value} completed={tk.completed} final />
                    </li>
                  ))}
                  {b.tickets.length === 0 ? <li className="muted">{t('end.none')}</li> : null}
                </ul>
              </details>
              <button
                type="button"
                className="btn btn-small"
                aria-pressed={focus === b.seat}
                onClick={() => onFocus(focus === b.seat ? null : b.seat)}
                data-testid={`focus-${b.seat}`}
              >
                {t('end.showOnMap')}
              </button>
            </li>
          );
        })}
      </ol>
      <ScoreChart history={history} finals={outcome.scores} names={names} />
      {piles ? <RemainingPiles piles={piles} seed={seed} /> : null}
    </section>
  );
}
