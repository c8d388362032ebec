/**
 * The destination ticket choice (initial and later draws): pick which offered tickets to keep, at
 * least `min`. The player may fold the dialog away to study the map (its button or Escape); focus
 * then goes to the button that brings the choice back, never to the page body (the dialog of the
 * initial deal opens by itself, so there is no opener to return to). Hovering or focusing a ticket
 * highlights its cities on the map; while the dialog is folded the map rings the cities of the ticked
 * tickets (of every offered ticket when none is ticked), so the player sees where they lie.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_BY_ID } from '../data.js';
import { Modal } from '../../../web/components/Modal.js';
import { TicketCard } from './TicketCard.js';

/** Props of `TicketDialog`. */
export interface TicketDialogProps {
  /** Offered ticket ids, in dealt order. */
  readonly offered: readonly string[];
  /** Minimum number to keep. */
  readonly min: number;
  /** Ticket values in this game. */
  readonly values: ReadonlyMap<string, number>;
  readonly initial: boolean;
  readonly onKeep: (ids: string[]) => void;
  /** Cities to highlight on the map (or none). */
  readonly onHighlight?: (cities: readonly string[]) => void;
}

/** The dialog. */
export function TicketDialog({ offered, min, values, initial, onKeep, onHighlight }: TicketDialogProps) {
  const { t } = useTranslation('ttr');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [folded, setFolded] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const show = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  // Runs after the Modal's cleanup has returned focus to its opener (or left it on the body).
  useEffect(() => {
    if (folded) show.current?.focus({ preventScroll: true });
  }, [folded]);
  // Hover highlights must not outlive the dialog (the pointer never "leaves" an unmounted ticket).
  useEffect(() => () => onHighlight?.([]), [onHighlight]);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const cities = (id: string): string[] => {
    const tk = TICKET_BY_ID.get(id);
    return tk ? [tk.from, tk.to] : [];
  };
  // Folded to look at the map: ring the tickets under consideration there.
  useEffect(() => {
    if (!folded) return;
    const ids = chosen.size > 0 ? offered.filter((id) => chosen.has(id)) : offered;
    onHighlight?.(ids.flatMap(cities));
    return () => onHighlight?.([]);
  }, [folded, chosen, offered, onHighlight]);
  if (folded) {
    return (
      <div className="ticket-dialog-folded">
        <button ref={show} type="button" className="btn btn-primary" onClick={() => setFolded(false)} data-testid="ticket-dialog-show">
          {t('dialog.show')}
        </button>
      </div>
    );
  }
  return (
    <Modal labelledBy="ticket-dialog-title" className="ticket-dialog" onClose={() => setFolded(true)} testId="ticket-dialog">
      <h2 id="ticket-dialog-title">{initial ? t('dialog.initialTitle') : t('dialog.title')}</h2>
      <p className="muted">{t('dialog.keepMin', { min })}</p>
      <ul className="ticket-choices">
        {offered.map((id, i) => {
          const tk = TICKET_BY_ID.get(id);
          if (!tk) return null;
          return (
            <li key={id}>
              <label
                className={`ticket-choice${chosen.has(id) ? ' is-chosen' : ''}`}
                onPointerEnter={() => onHighlight?.(cities(id))}
                onPointerLeave={() => onHighlight?.([])}
              >
                <input
                  ref={i === 0 ? first : undefined}
                  type="checkbox"
                  checked={chosen.has(id)}
                  onChange={() => toggle(id)}
                  onFocus={() => onHighlight?.(cities(id))}
                  data-testid={`ticket-choice-${id}`}
                />
                <TicketCard from={tk.from} to={tk.to} value={values.get(id) ?? tk.points} />
              </label>
            </li>
          );
        })}
      </ul>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setFolded(true)}>
          {t('dialog.hide')}
        </button>
        <span className="muted small">{t('dialog.selected', { count: chosen.size })}</span>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.size < min}
          onClick={() => onKeep(offered.filter((id) => chosen.has(id)))}
          data-testid="keep-tickets"
        >
          {t('dialog.keep', { count: chosen.size })}
        </button>
      </div>
    </Modal>
  );
}
