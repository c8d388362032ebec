/**
 * Every seat's train: engine letter and colour, where it stands, the cars in tow (public, drawn as
 * small cards with their values and circles), set-out pile count, hand size, special tokens and the
 * engine-card token. The viewer's own cars get "Set out" buttons when a SET_OUT is legal. Below,
 * the draw pile, discards, reserve and supply.
 * Rules: docs/rules/hellrail.md.
 */
import { useTranslation } from 'react-i18next';
import { cardOf } from '../data.js';
import type { HrAction, HrView } from '../types.js';
import { cellName, circleAt, loadOf, SEAT_INK, seatColor } from './geometry.js';
import { shownRound, type Tr } from './labels.js';

/** Props of `SeatsPanel`. */
export interface SeatsPanelProps {
  readonly view: HrView;
  readonly names: readonly string[];
  readonly legal: readonly HrAction[];
  readonly onAction: (a: HrAction) => void;
}

/** The trains of all seats plus the piles. */
export function SeatsPanel({ view, names, legal, onAction }: SeatsPanelProps) {
  const { t: tr } = useTranslation('hr');
  const t = tr as unknown as Tr;
  const setOuts = legal.filter((a): a is Extract<HrAction, { type: 'SET_OUT' }> => a.type === 'SET_OUT');
  return (
    <section className="panel hr-seats" aria-labelledby="hr-seats-title" data-testid="trains">
      <h2 id="hr-seats-title" className="panel-title">
        {t('seats.title')}
      </h2>
      <ol className="hr-seat-list">
        {view.players.map((p, k) => {
          const c = circleAt(p.pos.x, p.pos.y);
          const where = c !== null && p.pos.entry === null ? t('circle.label', { id: c, name: t(`circle.${c}`) }) : cellName(p.pos);
          const tokens: string[] = [];
          if (p.heresy) tokens.push(`${t('token.HERESY')} ×${p.heresy}`);
          if (p.boatman) tokens.push(`${t('token.BOATMAN')} ×${p.boatman}`);
          if (p.tender) tokens.push(`${t('token.TENDER')} ×${p.tender}`);
          if (p.soulCatcher) tokens.push(t('token.SOUL_CATCHER'));
          return (
            <li
              key={k}
              className={`hr-seat${k === view.seat ? ' is-you' : ''}`}
              style={{ borderLeftColor: seatColor(k) }}
              data-testid={`train-${k}`}
            >
              <div className="hr-seat-head">
                <span className="seat-chip" style={{ background: seatColor(k), color: SEAT_INK[k] }} aria-hidden="true">
                  {t(`seatLetter.${k}`)}
                </span>
                <strong>{names[k]}</strong>
                {k === view.seat ? <small className="tag">{t('seats.you')}</small> : null}
                <span className="muted small">{t('seats.at', { where })}</span>
              </div>
              <div className="hr-seat-figures small">
                <span data-testid={`setout-count-${k}`}>{t('seats.setOut', { count: p.setOutCount })}</span>
                <span>{t('seats.hand', { count: p.handSize })}</span>
                <span>{t('seats.load', { load: loadOf(p) })}</span>
              </div>
              {tokens.length || p.engineToken ? (
                <div className="hr-seat-tokens small">
                  {tokens.map((x) => (
                    <span key={x} className="token-chip">
                      {x}
                    </span>
                  ))}
                  {p.engineToken ? (
                    <span className="token-chip is-engine">{t('seats.engineToken', { token: t(`effect.${p.engineToken}`) })}</span>
                  ) : null}
                </div>
              ) : null}
              <ul className="hr-cars" aria-label={t('seats.cars')}>
                {p.train.length === 0 ? <li className="muted small">{t('seats.noCars')}</li> : null}
                {p.train.map((car, i) => {
                  const cc = cardOf(car);
                  const so = k === view.seat ? setOuts.find((a) => a.car === car) : undefined;
                  return (
                    <li
                      key={`${car}-${i}`}
                      className="hr-car"
                      title={t('card.label', {
                        id: car,
                        shape: t(`shape.${cc.shape}`),
                        value: cc.carValue,
                        brimstone: cc.brimstone,
                        pickup: cc.pickup,
                        setOut: cc.setOut,
                      })}
                    >
                      <span className="car-value">{cc.carValue}</span>
                      <span className="car-trip">
                        ⬆{cc.pickup}→⬇{cc.setOut}
                      </span>
                      {so ? (
                        <button
                          type="button"
                          className="btn btn-small btn-primary"
                          onClick={() => onAction(so)}
                          data-testid={`set-out-${car}`}
                        >
                          {t('act.setOut', { value: cc.carValue })}
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      <p className="hr-piles small muted">
        <span data-testid="draw-pile">{t('pile.draw', { count: view.drawPileSize })}</span> ·{' '}
        <span>{t('pile.discard', { count: view.discard.length })}</span> · <span>{t('pile.round', { round: shownRound(view) })}</span>
        {view.reserveSize ? (
          <>
            {' '}
            · <span>{t('pile.reserve', { count: view.reserveSize })}</span>
          </>
        ) : null}
      </p>
    </section>
  );
}
