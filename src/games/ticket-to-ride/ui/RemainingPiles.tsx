/**
 * The end screen's "Remaining piles" section (TTR-124), collapsed by default: the draw pile (top card
 * first), the discard pile (oldest first), the ticket pile (top first) and the game's seed when known.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import type { CardKind, TtrPiles } from '../types.js';
import { TicketCard } from './TicketCard.js';
import { TrainCard } from './TrainCard.js';

/** Props of `RemainingPiles`. */
export interface RemainingPilesProps {
  /** The view's piles at the end of the game (TTR-124). */
  readonly piles: TtrPiles;
  /** The game's seed (from the finished record or the local game), or null when not known here. */
  readonly seed: string | null;
}

function CardRow({ cards, label, testId }: { cards: readonly CardKind[]; label: string; testId: string }) {
  const { t } = useTranslation('ttr');
  if (cards.length === 0) return <p className="muted small">{t('end.none')}</p>;
  return (
    <ol className="end-pile-cards" aria-label={label} data-testid={testId}>
      {cards.map((k, i) => (
        <li key={i} aria-label={t(`color.${k}`)}>
          <TrainCard kind={k} size="small" />
        </li>
      ))}
    </ol>
  );
}

/** The collapsed section listing what was left in the piles, and the seed. */
export function RemainingPiles({ piles, seed }: RemainingPilesProps) {
  const { t } = useTranslation('ttr');
  const deck = t('end.pileDeck', { count: piles.drawPile.length });
  const discard = t('end.pileDiscard', { count: piles.discardPile.length });
  const tickets = t('end.pileTickets', { count: piles.ticketPile.length });
  return (
    <details className="end-piles panel" data-testid="end-piles">
      <summary>{t('end.piles')}</summary>
      <h3>{deck}</h3>
      <CardRow cards={piles.drawPile} label={deck} testId="pile-deck" />
      <h3>{discard}</h3>
      <CardRow cards={piles.discardPile} label={discard} testId="pile-discard" />
      <h3>{tickets}</h3>
      {piles.ticketPile.length === 0 ? (
        <p className="muted small">{t('end.none')}</p>
      ) : (
        <ol className="end-pile-tickets" aria-label={tickets} data-testid="pile-tickets">
          {piles.ticketPile.map((tk) => (
            <li key={tk.id}>
              <TicketCard from={tk.from} to={tk.to} value={tk.value} />
            </li>
          ))}
        </ol>
      )}
      {seed !== null ? (
        <p className="end-seed">
          {t('end.seed')}: <code data-testid="end-seed">{seed}</code> <span className="muted small">{t('end.seedNote')}</span>
        </p>
      ) : null}
    </details>
  );
}
