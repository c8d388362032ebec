/**
 * The viewer's kept tickets, completed ones marked (live preview, TTR-101); hovering shows the cities on the map.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../types.js';
import { TicketCard } from './TicketCard.js';

/** Props of `TicketList`. */
export interface TicketListProps {
  readonly tickets: readonly TicketStatus[];
  readonly onHighlight: (cities: readonly string[]) => void;
}

/** The list. */
export function TicketList({ tickets, onHighlight }: TicketListProps) {
  const { t } = useTranslation('ttr');
  const sorted = [...tickets].sort((a, b) => Number(a.completed) - Number(b.completed) || b.value - a.value);
  return (
    <section className="ttr-tickets panel" aria-label={t('tickets.title')} data-testid="my-tickets">
      <h2 className="panel-title">{t('tickets.title')}</h2>
      {sorted.length === 0 ? (
        <p className="muted">{t('tickets.none')}</p>
      ) : (
        <ul className="ticket-list">
          {sorted.map((tk) => (
            <li key={tk.id}>
              <button
                type="button"
                className="ticket-button"
                onPointerEnter={() => onHighlight([tk.from, tk.to])}
                onPointerLeave={() => onHighlight([])}
                onFocus={() => onHighlight([tk.from, tk.to])}
                onBlur={() => onHighlight([])}
              >
                <TicketCard from={tk.from} to={tk.to} value={tk.value} completed={tk.completed} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
