/**
 * The Trains end screen: the winner, and for every seat its breakdown (Victory cards, cities with
 * their stations, remote locations, VP tokens, rails on the board as the tie-break) and a chart of
 * the public score over the game. Picking a seat shows only its rails on the map.
 * Rules: docs/rules/trains.md.
 */
import { useTranslation } from 'react-i18next';
import type { TrainsBreakdown, TrainsOutcome } from '../index.js';
import { seatColor } from './geometry.js';
import { SeatBadge } from './SeatMark.js';

/** Props of `EndScreen`. */
export interface EndScreenProps {
  readonly outcome: TrainsOutcome;
  readonly names: readonly string[];
  /** Public scores after each move (seat order). */
  readonly history: readonly (readonly number[])[];
  readonly focus: number | null;
  onFocus(seat: number | null): void;
}

/** The end screen. */
export function EndScreen({ outcome, names, history, focus, onFocus }: EndScreenProps) {
  const { t } = useTranslation('trains');
  const order = outcome.scores.map((_, s) => s).sort((a, b) => (outcome.ranks[a] ?? 0) - (outcome.ranks[b] ?? 0) || a - b);
  const winners = outcome.winners.map((s) => names[s] ?? '?').join(', ');
  return (
    <section className="panel tr-end" data-testid="end-screen" aria-labelledby="tr-end-title">
      <h2 id="tr-end-title">{t('end.title')}</h2>
      <p className="winner-banner" data-testid="winner">
        ★ {t('end.winner', { names: winners, score: outcome.scores[outcome.winners[0] ?? 0] ?? 0 })}
      </p>
      <ol className="end-seats">
        {order.map((s) => {
          const b = outcome.breakdown[s];
          return b ? (
            <SeatBreakdown
              key={s}
              seat={s}
              name={names[s] ?? '?'}
              b={b}
              focused={focus === s}
              onFocus={() => onFocus(focus === s ? null : s)}
            />
          ) : null;
        })}
      </ol>
      <ScoreChart history={history} names={names} />
    </section>
  );
}

function SeatBreakdown({
  seat,
  name,
  b,
  focused,
  onFocus,
}: {
  seat: number;
  name: string;
  b: TrainsBreakdown;
  focused: boolean;
  onFocus(): void;
}) {
  const { t } = useTranslation('trains');
  const citiesVp = b.cities.reduce((a, c) => a + c.vp, 0);
  const remotesVp = b.remotes.reduce((a, r) => a + r.vp, 0);
  return (
    <li className={`end-seat${focused ? ' is-focused' : ''}`} style={{ borderTopColor: seatColor(seat) }} data-testid={`breakdown-${seat}`}>
      <header>
        <span className="end-rank">{t('end.rank', { rank: b.rank })}</span>
        <SeatBadge seat={seat} />
        <span className="end-name">{name}</span>
        <span className="end-total" data-testid={`total-${seat}`}>
          {b.total}
        </span>
      </header>
      <dl className="end-lines">
        <dt>{t('end.cards')}</dt>
        <dd>{b.victoryCards.vp}</dd>
        <dt className="small tr-indent">{t('end.cardsDetail', b.victoryCards)}</dt>
        <dd />
        <dt>{t('end.cities', { count: b.cities.length })}</dt>
        <dd>{citiesVp}</dd>
        {b.cities.map((c) => (
          <FragmentLine key={c.hex} label={t('end.city', { name: t(`place.${c.name}`), count: c.stations })} value={c.vp} />
        ))}
        <dt>{t('end.remotes', { count: b.remotes.length })}</dt>
        <dd>{remotesVp}</dd>
        {b.remotes.map((r) => (
          <FragmentLine key={r.hex} label={t(`place.${r.name}`)} value={r.vp} />
        ))}
        <dt>{t('end.tokens')}</dt>
        <dd>{b.vpTokens}</dd>
        <dt className="tr-total-line">{t('end.total')}</dt>
        <dd className="tr-total-line">{b.total}</dd>
        {/* Not points: the tie-break (TR-109), so it comes after the total and says so. */}
        <dt className="small" title={t('end.railsNote')}>
          {t('end.rails')}
        </dt>
        <dd className="small">{b.railsOnBoard}</dd>
      </dl>
      <button type="button" className="btn btn-small" aria-pressed={focused} onClick={onFocus} data-testid={`focus-${seat}`}>
        {t('end.showRails', { name })}
      </button>
    </li>
  );
}

function FragmentLine({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt className="small tr-indent">{label}</dt>
      <dd className="small">{value}</dd>
    </>
  );
}

/** The public score of every seat after each move, as lines (with the seat's mark at the end). */
export function ScoreChart({ history, names }: { history: readonly (readonly number[])[]; names: readonly string[] }) {
  const { t } = useTranslation('trains');
  const seats = names.length;
  const w = 640;
  const h = 220;
  const pad = 30;
  const n = Math.max(history.length, 2);
  const max = Math.max(5, ...history.flat());
  const x = (i: number) => pad + (i / (n - 1)) * (w - pad * 2 - 50);
  const y = (v: number) => h - pad - (v / max) * (h - pad * 2);
  const dashes = ['', '6 3', '2 3', '8 3 2 3'];
  return (
    <figure className="score-chart" data-testid="score-chart">
      <figcaption>
        <strong>{t('end.chart')}</strong> <span className="muted small">{t('end.chartNote')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={t('end.chart')}>
        <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} stroke="#9ca3af" />
        <line x1={pad} y1={pad} x2={pad} y2={h - pad} stroke="#9ca3af" />
        {[0, Math.round(max / 2), max].map((v) => (
          <text key={v} x={pad - 5} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#586070">
            {v}
          </text>
        ))}
        <text x={w - pad} y={h - 8} textAnchor="end" fontSize="11" fill="#586070">
          {t('end.move')} {history.length}
        </text>
        {Array.from({ length: seats }, (_, s) => {
          const pts = history.map((row, i) => `${x(i).toFixed(1)},${y(row[s] ?? 0).toFixed(1)}`).join(' ');
          const last = history[history.length - 1]?.[s] ?? 0;
          return (
            <g key={s}>
              <polyline points={pts} fill="none" stroke={seatColor(s)} strokeWidth="2.5" strokeDasharray={dashes[s % 4]} />
              <text x={x(Math.max(0, history.length - 1)) + 4} y={y(last) - 4} fontSize="11" fontWeight="700" fill="#111827">
                {names[s]}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="chart-legend">
        {names.map((nm, s) => (
          <li key={s}>
            <SeatBadge seat={s} size={12} /> {nm}
          </li>
        ))}
      </ul>
    </figure>
  );
}
