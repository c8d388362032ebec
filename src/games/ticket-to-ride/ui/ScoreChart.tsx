/**
 * Score over the game: one line per seat (route points as the game went, then the final total),
 * drawn as a small SVG line chart with a legend (colours plus seat shapes).
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import { seatStyle } from './palette.js';

/** Props of `ScoreChart`. */
export interface ScoreChartProps {
  /** Public scores of every seat after each action. */
  readonly history: readonly (readonly number[])[];
  /** Final totals (added as the last point). */
  readonly finals: readonly number[];
  readonly names: readonly string[];
}

const W = 560;
const H = 220;
const PAD = { l: 40, r: 12, t: 12, b: 28 };

/** The chart. */
export function ScoreChart({ history, finals, names }: ScoreChartProps) {
  const { t } = useTranslation('ttr');
  const series = names.map((_, seat) => [...history.map((row) => row[seat] ?? 0), finals[seat] ?? 0]);
  const points = series[0]?.length ?? 0;
  if (points < 2) return null;
  const all = series.flat();
  const max = Math.max(10, ...all);
  const min = Math.min(0, ...all);
  const x = (i: number) => PAD.l + (i / (points - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => PAD.t + (1 - (v - min) / (max - min)) * (H - PAD.t - PAD.b);
  const step = max - min > 100 ? 50 : max - min > 40 ? 20 : 10;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push(v);
  return (
    <figure className="score-chart">
      <figcaption>
        <strong>{t('end.chart')}</strong> <span className="muted small">{t('end.chartNote')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('end.chart')} data-testid="score-chart">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#9ca3af' : '#e5e7eb'} />
            <text x={PAD.l - 6} y={y(v)} textAnchor="end" dominantBaseline="central" fontSize="11" fill="#586070">
              {v}
            </text>
          </g>
        ))}
        <text x={(W + PAD.l) / 2} y={H - 6} textAnchor="middle" fontSize="11" fill="#586070">
          {t('end.turn')} →
        </text>
        {series.map((s, seat) => (
          <polyline
            key={seat}
            fill="none"
            stroke={seatStyle(seat).color}
            strokeWidth="2.5"
            strokeLinejoin="round"
            points={s.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
        {series.map((s, seat) => (
          <text
            key={seat}
            x={x(points - 1) - 4}
            y={y(s.at(-1) ?? 0)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize="13"
            fill={seatStyle(seat).color}
          >
            {seatStyle(seat).shape}
          </text>
        ))}
      </svg>
      <ul className="chart-legend">
        {names.map((n, seat) => (
          <li key={seat}>
            <span style={{ color: seatStyle(seat).color }} aria-hidden="true">
              {seatStyle(seat).shape}
            </span>{' '}
            {n}
          </li>
        ))}
      </ul>
    </figure>
  );
}
