/**
 * A destination ticket: its two cities and value, marked when completed.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';

/** Props of `TicketCard`. */
export interface TicketCardProps {
  readonly from: string;
  readonly to: string;
  readonly value: number;
  /** true = completed, false = not (yet), undefined = unknown (offer). */
  readonly completed?: boolean;
  /** At the end of the game a not-completed ticket has failed. */
  readonly final?: boolean;
}

/** The ticket. */
export function TicketCard({ from, to, value, completed, final }: TicketCardProps) {
  const { t } = useTranslation('ttr');
  const state = completed === undefined ? '' : completed ? ' is-done' : final ? ' is-failed' : '';
  return (
    <span className={`ticket${state}`}>
      <span className="ticket-cities">
        {t(`city.${from}`)} <span aria-hidden="true">→</span> {t(`city.${to}`)}
      </span>
      <span className="ticket-value">{final && !completed ? `−${value}` : value}</span>
      {completed !== undefined ? (
        <span className="ticket-state">
          {completed ? `✓ ${t('tickets.completed')}` : final ? `✗ ${t('tickets.failed')}` : t('tickets.notYet')}
        </span>
      ) : null}
    </span>
  );
}
