/**
 * The supply: the 8 basic piles and the 8 kingdom piles with their counts, cost, money value, VP and
 * type. Piles the viewer can buy now (a legal BUY) glow and are buttons; the others still show their
 * rule text. Also the station pool, the trash and how many piles are empty (the end condition).
 * Rules: docs/rules/trains.md.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIC_PILES, CARDS, type CardId, type TrainsAction, type TrainsView } from '../index.js';
import { CardView } from './CardView.js';

/** Props of `Supply`. */
export interface SupplyProps {
  readonly view: TrainsView;
  readonly legal: readonly TrainsAction[];
  onAction(a: TrainsAction): void;
  readonly disabled?: boolean;
}

/** Number of empty non-Waste piles (TR-103). */
export function emptyPileCount(supply: TrainsView['supply']): number {
  let n = 0;
  for (const id in supply) if (id !== 'waste' && supply[id as CardId] === 0) n++;
  return n;
}

/** The supply panel (re-drawn only when the supply or the buy options change). */
export const Supply = memo(
  SupplyInner,
  (a, b) =>
    a.view.supply === b.view.supply &&
    a.view.kingdom === b.view.kingdom &&
    a.view.stationPool === b.view.stationPool &&
    a.view.trash.length === b.view.trash.length &&
    a.legal === b.legal &&
    a.disabled === b.disabled,
);

function SupplyInner({ view, legal, onAction, disabled }: SupplyProps) {
  const { t } = useTranslation('trains');
  const buyable = new Set(legal.flatMap((a) => (a.type === 'BUY' ? [a.pile] : [])));
  const pile = (id: CardId) => {
    const left = view.supply[id] ?? 0;
    const can = !disabled && buyable.has(id);
    return (
      <li key={id} className="tr-pile" data-testid={`pile-${id}`} data-cost={CARDS[id].cost} data-buyable={can ? 1 : 0}>
        <CardView
          card={id}
          highlight={can}
          onClick={can ? () => onAction({ type: 'BUY', pile: id }) : undefined}
          actionLabel={t('supply.buy', { name: t(`card.${id}`), cost: CARDS[id].cost })}
          testId={can ? `buy-${id}` : undefined}
        >
          <span className={`tr-left small${left === 0 ? ' is-empty' : ''}`} data-testid={`left-${id}`}>
            {can ? <span className="tr-buy-tag">{t('supply.canBuy')}</span> : null}
            {left === 0 ? t('supply.empty') : t('supply.left', { count: left })}
          </span>
        </CardView>
      </li>
    );
  };
  const empty = emptyPileCount(view.supply);
  return (
    <section className="panel tr-supply" aria-label={t('supply.title')} data-testid="supply">
      <h2 className="panel-title">{t('supply.title')}</h2>
      <h3 className="tr-sub">{t('supply.basic')}</h3>
      <ul className="tr-piles">{BASIC_PILES.map(pile)}</ul>
      <h3 className="tr-sub">{t('supply.kingdom')}</h3>
      <ul className="tr-piles">{view.kingdom.map(pile)}</ul>
      <p className="tr-supply-foot small">
        <span className={empty >= 2 ? 'is-warn' : ''}>{t('supply.emptyPiles', { count: empty })}</span>
        <span>{t('supply.stations', { count: view.stationPool })}</span>
        <span>{t('supply.trash', { count: view.trash.length })}</span>
      </p>
    </section>
  );
}
