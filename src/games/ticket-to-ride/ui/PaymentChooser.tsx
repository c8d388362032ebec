/**
 * The claim dialog: shows the route and every legal way to pay for it (from the engine), best first
 * and preselected. Confirm sends CLAIM_ROUTE with the chosen payment; Escape or Cancel closes.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_SCORING, type Route } from '../data.js';
import type { CardKind, Payment } from '../types.js';
import { Modal } from '../../../web/components/Modal.js';
import { TrainCard } from './TrainCard.js';
import { paymentKey, paymentParts, rankPayments } from './payment.js';

/** Props of `PaymentChooser`. */
export interface PaymentChooserProps {
  readonly route: Route;
  /** Legal payments for this route (any order). */
  readonly payments: readonly Payment[];
  readonly hand: Readonly<Partial<Record<CardKind, number>>>;
  readonly onConfirm: (payment: Payment) => void;
  readonly onCancel: () => void;
}

/** The dialog. */
export function PaymentChooser({ route, payments, hand, onConfirm, onCancel }: PaymentChooserProps) {
  const { t } = useTranslation('ttr');
  const ranked = useMemo(() => rankPayments(payments, hand), [payments, hand]);
  const [choice, setChoice] = useState(0);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const chosen = ranked[choice];
  return (
    <Modal labelledBy="pay-title" className="pay-dialog" onClose={onCancel} closeOnBackdrop testId="payment-chooser">
      <h2 id="pay-title">{t('pay.title', { from: t(`city.${route.from}`), to: t(`city.${route.to}`) })}</h2>
      <p className="muted">
        {t('pay.subtitle', { length: route.length, color: t(`color.${route.color}`), points: ROUTE_SCORING[route.length] })}
      </p>
      <fieldset className="pay-options">
        <legend>{t('pay.choose')}</legend>
        {ranked.map((p, i) => (
          <label key={paymentKey(p)} className={`pay-option${i === choice ? ' is-chosen' : ''}`} data-testid={`payment-${i}`}>
            <input type="radio" name="payment" checked={i === choice} onChange={() => setChoice(i)} />
            <span className="pay-cards">
              {paymentParts(p).map(({ kind, count }) => (
                <span key={kind} className="pay-part" aria-label={`${count} × ${t(`color.${kind}`)}`}>
                  {Array.from({ length: count }, (_, j) => (
                    <TrainCard key={j} kind={kind} size="small" />
                  ))}
                </span>
              ))}
            </span>
            {i === 0 ? <span className="badge">{t('pay.best')}</span> : null}
          </label>
        ))}
      </fieldset>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} data-testid="pay-cancel">
          {t('pay.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="btn btn-primary"
          disabled={!chosen}
          onClick={() => chosen && onConfirm(chosen)}
          data-testid="pay-confirm"
        >
          {t('pay.confirm')}
        </button>
      </div>
    </Modal>
  );
}
