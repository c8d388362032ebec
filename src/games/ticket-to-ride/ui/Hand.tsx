/**
 * The viewer's hand: one stack per card kind held, with its count.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import { CARD_KINDS } from '../data.js';
import type { CardKind } from '../types.js';
import { TrainCard } from './TrainCard.js';

/** Props of `Hand`: counts by kind. */
export interface HandProps {
  readonly hand: Readonly<Record<CardKind, number>>;
}

/** The hand row. */
export function Hand({ hand }: HandProps) {
  const { t } = useTranslation('ttr');
  const held = CARD_KINDS.filter((k) => (hand[k] ?? 0) > 0);
  return (
    <section className="ttr-hand panel" aria-label={t('hand.title')} data-testid="hand">
      <h2 className="panel-title">{t('hand.title')}</h2>
      {held.length === 0 ? (
        <p className="muted">{t('hand.empty')}</p>
      ) : (
        <ul className="hand-cards">
          {held.map((k) => (
            <li key={k} aria-label={t('hand.count', { count: hand[k], color: t(`color.${k}`) })}>
              <TrainCard kind={k} count={hand[k]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
