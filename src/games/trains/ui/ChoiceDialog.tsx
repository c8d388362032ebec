/**
 * The dialog of every card choice that is not picked on the map (TR-35): pick a Train in play, in
 * hand or in the discard pile, discard cards, return Waste, name a card, take one of the top four and
 * order the rest, keep or discard the top card, choose one of three, copy an Action, trash-and-gain a
 * Train, and where a bought card goes. Every answer offered is one of the engine's legal actions; the
 * composed answers (discards, Information Central) are checked against them before they are sent.
 * Rules: docs/rules/trains.md.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS, type CardId, type TrainsAction } from '../index.js';
import { Modal } from '../../../web/components/Modal.js';
import { CardView } from './CardView.js';
import type { OwnPending } from './geometry.js';

/** Props of `ChoiceDialog`. */
export interface ChoiceDialogProps {
  readonly pending: OwnPending;
  readonly legal: readonly TrainsAction[];
  /** The viewer's hand (for discards). */
  readonly hand: readonly CardId[];
  onAction(a: TrainsAction): void;
}

/** Same multiset of cards? */
function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const x = a.slice().sort();
  const y = b.slice().sort();
  return x.every((c, i) => c === y[i]);
}

/** Is the composed `action` one of `legal`? */
export function isLegalAnswer(legal: readonly TrainsAction[], action: TrainsAction): boolean {
  return legal.some((l) => {
    if (l.type !== action.type) return false;
    if (l.type === 'DISCARD_FROM_HAND' && action.type === 'DISCARD_FROM_HAND') return sameCards(l.cards, action.cards);
    if (l.type === 'TAKE_ONE_AND_ORDER' && action.type === 'TAKE_ONE_AND_ORDER')
      return l.take === action.take && l.order.length === action.order.length && l.order.every((c, i) => c === action.order[i]);
    return JSON.stringify(l) === JSON.stringify(action);
  });
}

/** The dialog for the viewer's open decision. */
export function ChoiceDialog({ pending, legal, hand, onAction }: ChoiceDialogProps) {
  const { t } = useTranslation('trains');
  const [folded, setFolded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!folded) ref.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
  }, [folded]);
  const src = t(`card.${pending.source}`);
  let title: string;
  let body: ReactNode = null;
  let content: ReactNode = null;

  const cardButtons = (cards: readonly CardId[], make: (c: CardId) => TrainsAction, label?: (c: CardId) => string) => (
    <div className="tr-choice-cards">
      {cards.map((c) => (
        <CardView
          key={c}
          card={c}
          onClick={() => onAction(make(c))}
          actionLabel={label ? label(c) : t(`card.${c}`)}
          testId={`choose-${c}`}
        />
      ))}
    </div>
  );
  const answersOf = <T extends TrainsAction['type']>(type: T) =>
    legal.filter((a): a is Extract<TrainsAction, { type: T }> => a.type === type);

  switch (pending.kind) {
    case 'CHOOSE_TRAIN_IN_PLAY':
      title = t('dialog.trainInPlay.title');
      body = t(`dialog.trainInPlay.${pending.source}`);
      content = cardButtons(
        answersOf('CHOOSE_TRAIN_IN_PLAY').map((a) => a.card),
        (card) => ({ type: 'CHOOSE_TRAIN_IN_PLAY', card }),
      );
      break;
    case 'CHOOSE_TRAIN_IN_HAND':
      title = t('dialog.maintenance.title');
      body = t('dialog.maintenance.body');
      content = cardButtons(
        answersOf('CHOOSE_TRAIN_IN_HAND').map((a) => a.card),
        (card) => ({ type: 'CHOOSE_TRAIN_IN_HAND', card }),
      );
      break;
    case 'CHOOSE_TRAIN_IN_DISCARD':
      title = t('dialog.pulling.title');
      body = t('dialog.pulling.body');
      content = cardButtons(
        answersOf('CHOOSE_TRAIN_IN_DISCARD').map((a) => a.card),
        (card) => ({ type: 'CHOOSE_TRAIN_IN_DISCARD', card }),
      );
      break;
    case 'CHOOSE_ACTION_IN_HAND':
      title = t('dialog.office.title');
      body = t('dialog.office.body');
      content = cardButtons(
        answersOf('CHOOSE_ACTION_IN_HAND').map((a) => a.card),
        (card) => ({ type: 'CHOOSE_ACTION_IN_HAND', card }),
      );
      break;
    case 'NAME_CARD':
      title = t('dialog.name.title');
      body = t('dialog.name.body');
      content = cardButtons(
        answersOf('NAME_CARD').map((a) => a.card),
        (card) => ({ type: 'NAME_CARD', card }),
      );
      break;
    case 'DISCARD_FROM_HAND':
      title = t('dialog.discard.title');
      content = <DiscardChooser key={hand.join(',')} hand={hand} exactly={pending.exactly} legal={legal} onAction={onAction} />;
      body = t(`dialog.discard.${pending.source}`, { count: pending.exactly ?? 0 });
      break;
    case 'RETURN_WASTE_COUNT':
      title = t('dialog.waste.title');
      body = t('dialog.waste.body');
      content = (
        <div className="tr-choice-buttons">
          {answersOf('RETURN_WASTE_COUNT').map((a) => (
            <button key={a.count} type="button" className="btn" onClick={() => onAction(a)} data-testid={`waste-${a.count}`}>
              {t('dialog.waste.option', { count: a.count })}
            </button>
          ))}
        </div>
      );
      break;
    case 'TAKE_ONE_AND_ORDER':
      title = t('dialog.info.title');
      body = t('dialog.info.body');
      content = <InfoChooser key={pending.cards.join(',')} cards={pending.cards} legal={legal} onAction={onAction} />;
      break;
    case 'DISCARD_OR_KEEP_TOP':
      title = t('dialog.signals.title');
      body = t('dialog.signals.body');
      content = (
        <>
          <div className="tr-choice-cards">
            <CardView card={pending.card} />
          </div>
          <div className="tr-choice-buttons">
            {answersOf('DISCARD_OR_KEEP_TOP').map((a) => (
              <button key={a.choice} type="button" className="btn" onClick={() => onAction(a)} data-testid={`signals-${a.choice}`}>
                {t(`dialog.signals.${a.choice}`)}
              </button>
            ))}
          </div>
        </>
      );
      break;
    case 'CHOOSE_OPTION':
      title = t('dialog.crew.title');
      content = (
        <div className="tr-choice-buttons">
          {answersOf('CHOOSE_OPTION').map((a) => (
            <button key={a.option} type="button" className="btn" onClick={() => onAction(a)} data-testid={`crew-${a.option}`}>
              {t(`dialog.crew.${a.option}`)}
            </button>
          ))}
        </div>
      );
      break;
    case 'TRASH_AND_GAIN_TRAIN':
      title = t('dialog.wagon.title');
      body = t('dialog.wagon.body');
      content = <WagonChooser legal={answersOf('TRASH_AND_GAIN_TRAIN')} onAction={onAction} />;
      break;
    case 'CHOOSE_BUY_DESTINATION':
      title = t('dialog.early.title');
      body = t('dialog.early.body', { name: t(`card.${pending.card}`) });
      content = (
        <>
          <div className="tr-choice-cards">
            <CardView card={pending.card} />
          </div>
          <div className="tr-choice-buttons">
            {answersOf('CHOOSE_BUY_DESTINATION').map((a) => (
              <button key={a.destination} type="button" className="btn" onClick={() => onAction(a)} data-testid={`dest-${a.destination}`}>
                {t(`dialog.early.${a.destination}`)}
              </button>
            ))}
          </div>
        </>
      );
      break;
    default:
      return null;
  }

  if (folded) {
    return (
      <button type="button" className="btn btn-primary tr-dialog-folded" onClick={() => setFolded(false)} data-testid="unfold-choice">
        {t('dialog.show')}
      </button>
    );
  }
  return (
    <Modal
      labelledBy="tr-dialog-title"
      className="tr-dialog"
      onClose={() => setFolded(true)}
      testId="choice-dialog"
      data={{ 'data-kind': pending.kind }}
    >
      <div ref={ref}>
        <p className="tr-dialog-source small">{src}</p>
        <h2 id="tr-dialog-title">{title}</h2>
        {body ? <p className="muted">{body}</p> : null}
        {content}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setFolded(true)}>
            {t('dialog.hide')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** Discard chooser: toggle hand cards; confirm when the choice is a legal answer. */
function DiscardChooser({
  hand,
  exactly,
  legal,
  onAction,
}: {
  hand: readonly CardId[];
  exactly: number | null;
  legal: readonly TrainsAction[];
  onAction(a: TrainsAction): void;
}) {
  const { t } = useTranslation('trains');
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const cards = chosen.flatMap((i) => hand[i] ?? []);
  const action: TrainsAction = { type: 'DISCARD_FROM_HAND', cards: cards.slice().sort() };
  const ok = isLegalAnswer(legal, action);
  return (
    <>
      <div className="tr-choice-cards" data-testid="discard-choices">
        {hand.map((c, i) => {
          const on = chosen.includes(i);
          return (
            <CardView
              key={i}
              card={c}
              selected={on}
              onClick={() =>
                setChosen(
                  on
                    ? chosen.filter((x) => x !== i)
                    : exactly !== null && chosen.length >= exactly
                      ? [...chosen.slice(1), i]
                      : [...chosen, i],
                )
              }
              actionLabel={t('dialog.discard.toggle', { name: t(`card.${c}`) })}
              testId={`discard-${i}`}
            />
          );
        })}
      </div>
      <div className="modal-actions">
        <span className="muted">{t('dialog.discard.selected', { count: chosen.length })}</span>
        <button type="button" className="btn btn-primary" disabled={!ok} onClick={() => onAction(action)} data-testid="confirm-choice">
          {t('dialog.confirm')}
        </button>
      </div>
    </>
  );
}

/** Information Central: take at most one, then order the rest (first = top of the deck). */
function InfoChooser({
  cards,
  legal,
  onAction,
}: {
  cards: readonly CardId[];
  legal: readonly TrainsAction[];
  onAction(a: TrainsAction): void;
}) {
  const { t } = useTranslation('trains');
  const [take, setTake] = useState<number | null>(null);
  const [order, setOrder] = useState<readonly number[]>(() => cards.map((_, i) => i));
  const rest = order.filter((i) => i !== take);
  const action: TrainsAction = {
    type: 'TAKE_ONE_AND_ORDER',
    take: take === null ? null : (cards[take] ?? null),
    order: rest.flatMap((i) => cards[i] ?? []),
  };
  const ok = isLegalAnswer(legal, action);
  const move = (i: number, d: -1 | 1) => {
    const pos = rest.indexOf(i);
    const other = rest[pos + d];
    if (other === undefined) return;
    const next = order.slice();
    const a = next.indexOf(i);
    const b = next.indexOf(other);
    next[a] = other;
    next[b] = i;
    setOrder(next);
  };
  return (
    <>
      <div className="tr-choice-cards" data-testid="info-take">
        {cards.map((c, i) => (
          <CardView
            key={i}
            card={c}
            selected={take === i}
            onClick={() => setTake(take === i ? null : i)}
            actionLabel={`${t('dialog.info.take')}: ${t(`card.${c}`)}`}
            testId={`take-${i}`}
          >
            <span className="tr-under small">{take === i ? t('dialog.info.taken') : t('dialog.info.take')}</span>
          </CardView>
        ))}
      </div>
      <button type="button" className="btn btn-small" disabled={take === null} onClick={() => setTake(null)}>
        {t('dialog.info.takeNone')}
      </button>
      <h3 className="tr-sub">{t('dialog.info.order')}</h3>
      <ol className="tr-order" data-testid="info-order">
        {rest.map((i, pos) => (
          <li key={i}>
            <span className="tr-order-name">
              {t(`card.${cards[i] ?? ''}`)}
              {pos === 0 ? <small className="tag">{t('dialog.info.top')}</small> : null}
            </span>
            <button
              type="button"
              className="btn btn-small btn-icon"
              disabled={pos === 0}
              onClick={() => move(i, -1)}
              aria-label={t('dialog.info.up', { name: t(`card.${cards[i] ?? ''}`) })}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-small btn-icon"
              disabled={pos === rest.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t('dialog.info.down', { name: t(`card.${cards[i] ?? ''}`) })}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" disabled={!ok} onClick={() => onAction(action)} data-testid="confirm-choice">
          {t('dialog.confirm')}
        </button>
      </div>
    </>
  );
}

/** Wagon Factory: pick the Train to remove, then the Train to gain. */
function WagonChooser({
  legal,
  onAction,
}: {
  legal: readonly Extract<TrainsAction, { type: 'TRASH_AND_GAIN_TRAIN' }>[];
  onAction(a: TrainsAction): void;
}) {
  const { t } = useTranslation('trains');
  const trashes = useMemo(() => [...new Set(legal.map((a) => a.trash))], [legal]);
  const [trash, setTrash] = useState<CardId | null>(trashes.length === 1 ? (trashes[0] ?? null) : null);
  return (
    <>
      <h3 className="tr-sub">{t('dialog.wagon.trash')}</h3>
      <div className="tr-choice-cards">
        {trashes.map((c) => (
          <CardView
            key={c}
            card={c}
            selected={trash === c}
            onClick={() => setTrash(c)}
            actionLabel={`${t('dialog.wagon.trash')}: ${t(`card.${c}`)}`}
            testId={`trash-${c}`}
          />
        ))}
      </div>
      {trash ? (
        <>
          <h3 className="tr-sub">{t('dialog.wagon.gain')}</h3>
          <div className="tr-choice-cards">
            {legal
              .filter((a) => a.trash === trash)
              .sort((a, b) => CARDS[b.gain].cost - CARDS[a.gain].cost)
              .map((a) => (
                <CardView
                  key={a.gain}
                  card={a.gain}
                  onClick={() => onAction(a)}
                  actionLabel={`${t('dialog.wagon.gain')}: ${t(`card.${a.gain}`)}`}
                  testId={`gain-${a.gain}`}
                />
              ))}
          </div>
        </>
      ) : null}
    </>
  );
}
