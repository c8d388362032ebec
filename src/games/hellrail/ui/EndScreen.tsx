/**
 * The end of the game (HR-14): the winner, then each seat in rank order with every set-out car (its
 * value and trip), the total, and the loads still carried (the tie-break of HR-14.2).
 * Rules: docs/rules/hellrail.md.
 */
import { useTranslation } from 'react-i18next';
import type { HrOutcome } from '../outcome.js';
import type { HrView } from '../types.js';
import { CardFace } from './Art.js';
import { SEAT_INK, seatColor } from './geometry.js';
import type { Tr } from './labels.js';

/** Props of `EndScreen`. */
export interface EndScreenProps {
  readonly outcome: HrOutcome;
  readonly view: HrView;
  readonly names: readonly string[];
}

/** The end screen. */
export function EndScreen({ outcome, view, names }: EndScreenProps) {
  const { t: tr } = useTranslation('hr');
  const t = tr as unknown as Tr;
  const order = outcome.breakdown.map((b, seat) => ({ ...b, seat })).sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = outcome.winners.map((s) => names[s]).join(', ');
  const first = outcome.winners[0];
  const top = first !== undefined ? outcome.scores[first] : 0;
  const reason = view.events.find((e) => e.kind === 'GAME_END');
  return (
    <section className="hr-end panel" aria-labelledby="hr-end-title" data-testid="end-screen">
      <h2 id="hr-end-title">{t('end.title')}</h2>
      <p className="winner-banner" data-testid="winner">
        ★ {t('end.winner', { names: winners, score: top })}
      </p>
      {reason && reason.kind === 'GAME_END' ? <p className="muted small">{t(`end.reason.${reason.reason}`)}</p> : null}
      <ol className="hr-end-seats">
        {order.map((b) => (
          <li key={b.seat} className="hr-end-seat" style={{ borderTopColor: seatColor(b.seat) }} data-testid={`end-seat-${b.seat}`}>
            <header>
              <span className="end-rank">{t('end.rank', { rank: b.rank })}</span>
              <span className="seat-chip" style={{ background: seatColor(b.seat), color: SEAT_INK[b.seat] }} aria-hidden="true">
                {t(`seatLetter.${b.seat}`)}
              </span>
              <span className="end-name">{names[b.seat]}</span>
              <span className="end-total" aria-label={t('end.total')}>
                {b.total}
              </span>
            </header>
            <p className="small">{t('end.setOut', { count: b.setOut.length })}</p>
            {b.setOut.length === 0 ? <p className="muted small">{t('end.none')}</p> : null}
            <ul className="hr-end-cards">
              {b.setOut.map((c, i) => (
                <li key={`${c.card}-${i}`} data-value={c.value}>
                  <CardFace card={c.card} size={58} />
                </li>
              ))}
            </ul>
            <p className="muted small">{t('end.loads', { count: b.loads })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
