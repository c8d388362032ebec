/**
 * The card market: the five face-up cards, the deck (blind draw), the destination ticket pile and,
 * when nothing else is possible, Pass. Buttons are enabled exactly when the engine lists the action.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import type { TtrAction, TtrView } from '../types.js';
import { TrainCard } from './TrainCard.js';

/** Props of `Market`. */
export interface MarketProps {
  readonly view: TtrView;
  readonly legal: readonly TtrAction[];
  readonly onAction: (a: TtrAction) => void;
  readonly disabled?: boolean;
  /**
   * The turn prompt repeated beside the cards (e.g. "take your second train card", TTR-43) for narrow
   * screens, where the board's hint at the top has scrolled out of view; hidden on wide screens by CSS.
   * It sits under the piles, so nothing the player may tap next moves when it appears.
   */
  readonly note?: string;
}

/** The market panel. */
export function Market({ view, legal, onAction, disabled, note }: MarketProps) {
  const { t } = useTranslation('ttr');
  const can = (pred: (a: TtrAction) => boolean) => !disabled && legal.some(pred);
  const canBlind = can((a) => a.type === 'DRAW_BLIND');
  const canTickets = can((a) => a.type === 'DRAW_TICKETS');
  const canPass = can((a) => a.type === 'PASS');
  return (
    <section className="ttr-market panel" aria-label={t('market.title')}>
      <h2 className="panel-title">{t('market.faceUp')}</h2>
      <div className="face-up" data-testid="face-up">
        {view.faceUp.map((kind, slot) => {
          const ok = can((a) => a.type === 'DRAW_FACE_UP' && a.slot === slot);
          return kind ? (
            <button
              key={slot}
              type="button"
              className="card-button"
              disabled={!ok}
              onClick={() => onAction({ type: 'DRAW_FACE_UP', slot })}
              aria-label={t('market.take', { color: t(`color.${kind}`) })}
              data-testid={`face-up-${slot}`}
            >
              <TrainCard kind={kind} />
            </button>
          ) : (
            <span key={slot} className="card-slot-empty" aria-hidden="true" />
          );
        })}
      </div>
      <div className="market-piles">
        <button
          type="button"
          className="pile-button"
          disabled={!canBlind}
          onClick={() => onAction({ type: 'DRAW_BLIND' })}
          data-testid="draw-blind"
        >
          <span className="pile-back" aria-hidden="true"></span>
          <span className="pile-text">
            <strong>{t('market.blind')}</strong>
            <small>{t('market.deckCount', { count: view.drawPileSize })}</small>
          </span>
        </button>
        <button
          type="button"
          className="pile-button"
          disabled={!canTickets}
          onClick={() => onAction({ type: 'DRAW_TICKETS' })}
          data-testid="draw-tickets"
        >
          <span className="pile-back pile-tickets" aria-hidden="true"></span>
          <span className="pile-text">
            <strong>{t('market.drawTickets')}</strong>
            <small>{t('market.ticketCount', { count: view.ticketPileSize })}</small>
          </span>
        </button>
      </div>
      <p className="muted small">{t('market.discard', { count: view.discardPileSize })}</p>
      {note ? (
        <p className="market-note" data-testid="market-note">
          {note}
        </p>
      ) : null}
      {canPass ? (
        <button type="button" className="btn btn-primary" onClick={() => onAction({ type: 'PASS' })} data-testid="pass">
          {t('market.pass')}
        </button>
      ) : null}
    </section>
  );
}
