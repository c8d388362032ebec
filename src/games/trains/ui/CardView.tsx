/**
 * A Trains card drawn with CSS (no scanned art): a band in its type's colour with the type's letter
 * (so colour is never the only signal), its name in the current language, cost, money value and VP,
 * and its rule text on hover, on keyboard focus, or on tap of its ⓘ button; Escape hides it (useDismiss).
 * Rules: docs/rules/trains.md.
 */
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS, type CardId } from '../index.js';
import { useDismiss } from '../../../web/a11y/dismiss.js';

/** Props of `CardView`. */
export interface CardViewProps {
  readonly card: CardId;
  /** Compact size (play areas, other seats). */
  readonly small?: boolean;
  /** Count badge (supply piles, grouped cards). */
  readonly count?: number;
  /** Extra content below the card (e.g. a pile's count line). */
  readonly children?: ReactNode;
  /** When set, the card is a button doing this. */
  onClick?(): void;
  /** Accessible label of the button (defaults to the card's description). */
  readonly actionLabel?: string;
  readonly disabled?: boolean;
  /** Highlighted (affordable, selected…). */
  readonly highlight?: boolean;
  readonly selected?: boolean;
  readonly testId?: string;
}

/** One card (re-drawn only when its props change). */
export const CardView = memo(CardViewInner);

function CardViewInner(props: CardViewProps) {
  const { card, small, count, onClick, actionLabel, disabled, highlight, selected, testId, children } = props;
  const { t } = useTranslation('trains');
  const def = CARDS[card];
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hover || pinned;
  const hide = useCallback(() => {
    setHover(false);
    setPinned(false);
  }, []);
  useDismiss(open, hide);
  const tipId = useId();
  const name = t(`card.${card}`);
  const types = def.types;
  const description = t('cardView.label', {
    name,
    type: types.map((x) => t(`type.${x}`)).join(' / '),
    cost: def.cost,
    value: def.value,
    vp: def.vp,
  });
  const face = (
    <span
      className={`tr-card-face ty-${types[0]}${types.includes('action') && types[0] !== 'action' ? ' has-action' : ''}`}
      aria-hidden="true"
    >
      <span className="tr-card-band">
        {types.map((x) => (
          <span key={x} className={`tr-type-letter ty-${x}`}>
            {t(`typeLetter.${x}`)}
          </span>
        ))}
        {def.role !== 'starting-only' && card !== 'waste' ? <span className="tr-cost">{def.cost}</span> : null}
      </span>
      <span className={`tr-card-name${longestWord(name) > 8 ? ' is-long' : ''}`}>{faceName(name)}</span>
      <span className="tr-card-stats">
        {def.value > 0 ? <span className="tr-value">+{def.value}</span> : null}
        {def.vp > 0 ? <span className="tr-vp">★{def.vp}</span> : null}
      </span>
    </span>
  );
  const cls = `tr-card${small ? ' is-small' : ''}${highlight ? ' is-highlight' : ''}${selected ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`;
  return (
    <span
      className={cls}
      data-card={card}
      data-testid={testId}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => {
        setHover(false);
        setPinned(false);
      }}
    >
      <span className="tr-card-box">
        {onClick ? (
          <button
            type="button"
            className="tr-card-button"
            onClick={() => {
              // The card is played: its rule tip would stay open over the hand (touch screens pin it).
              hide();
              onClick();
            }}
            disabled={disabled}
            aria-describedby={tipId}
            aria-pressed={selected === undefined ? undefined : selected}
          >
            {/* The name is the button's own (visually hidden) text, not an aria-label that hides the face's letters. */}
            <span className="sr-only">{actionLabel ?? description}</span>
            {face}
          </button>
        ) : (
          <span className="tr-card-static" role="img" aria-label={description} aria-describedby={tipId}>
            {face}
          </span>
        )}
        {count !== undefined ? <span className={`tr-count${count === 0 ? ' is-zero' : ''}`}>{count}</span> : null}
        <button
          type="button"
          className="tr-info"
          aria-label={t('cardView.info', { name })}
          aria-expanded={open}
          onClick={(e) => {
            e.stopPropagation();
            setPinned((o) => !o);
          }}
        >
          i
        </button>
        <span id={tipId} role="tooltip" className={`tr-card-tip${open ? ' is-open' : ''}`} data-testid={open ? 'card-tip' : undefined}>
          <strong>{name}</strong> · {types.map((x) => t(`type.${x}`)).join(' / ')} · {t('cardView.cost', { count: def.cost })}
          {def.value ? ` · ${t('cardView.value', { count: def.value })}` : ''}
          {def.vp ? ` · ${t('cardView.vp', { count: def.vp })}` : ''}
          <br />
          {t(`text.${card}`)}
        </span>
      </span>
      {children}
    </span>
  );
}

/** Length of the longest word of a name (words of 9 letters or more get a smaller font). */
function longestWord(name: string): number {
  return Math.max(...name.split(/\s+/).map((w) => w.length));
}

/**
 * Where the card names' words of 10 letters or more may break on a narrow card face (a soft hyphen,
 * shown as "-" only where the line breaks), so a 60 px card reads "Mainte-nance", never "Maintenanc|e".
 */
const SOFT_BREAKS: Readonly<Record<string, string>> = {
  Collaboration: 'Collabo\u00adration',
  Stationmaster: 'Station\u00admaster',
  "Conductor's": "Conduc\u00adtor's",
  Information: 'Infor\u00admation',
  Maintenance: 'Mainte\u00adnance',
  Skyscraper: 'Sky\u00adscraper',
  Excavation: 'Exca\u00advation',
  Switchback: 'Switch\u00adback',
};

/** The name as drawn on the card face: long English words get their soft hyphen (SOFT_BREAKS). */
export function faceName(name: string): string {
  return name
    .split(' ')
    .map((w) => SOFT_BREAKS[w] ?? w)
    .join(' ');
}

/** Groups a card list into (card, count) pairs in first-seen order. */
export function groupCards(list: readonly CardId[]): { card: CardId; count: number }[] {
  const out: { card: CardId; count: number }[] = [];
  for (const c of list) {
    const g = out.find((x) => x.card === c);
    if (g) g.count++;
    else out.push({ card: c, count: 1 });
  }
  return out;
}

/** A row of small cards (play areas, gained cards), grouped with counts. */
export function CardRow({ cards, empty, testId }: { cards: readonly CardId[]; empty: string; testId?: string }) {
  const groups = groupCards(cards);
  return (
    <div className="tr-card-row" data-testid={testId} data-count={cards.length}>
      {groups.length === 0 ? <span className="muted small">{empty}</span> : null}
      {groups.map((g) => (
        <CardView key={g.card} card={g.card} small count={g.count > 1 ? g.count : undefined} />
      ))}
    </div>
  );
}
