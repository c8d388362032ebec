/**
 * A train card face: colour, pattern and letter (so colour is never the only cue), optional count.
 * Rules: docs/rules/ticket-to-ride.md.
 */
import { useTranslation } from 'react-i18next';
import type { CardKind } from '../types.js';
import { KIND_STYLE } from './palette.js';

/** Props of `TrainCard`. */
export interface TrainCardProps {
  readonly kind: CardKind;
  readonly count?: number;
  /** `small` for chips inside text (payments, logs). */
  readonly size?: 'small' | 'normal';
}

/** The card (decorative SVG + visible letter; the accessible name comes from the parent). */
export function TrainCard({ kind, count, size = 'normal' }: TrainCardProps) {
  const { t } = useTranslation('ttr');
  const style = KIND_STYLE[kind];
  const w = size === 'small' ? 26 : 44;
  const h = size === 'small' ? 36 : 62;
  return (
    <span className={`train-card train-card-${size}`} data-kind={kind} title={t(`color.${kind}`)}>
      <svg width={w} height={h} viewBox="0 0 44 62" aria-hidden="true">
        <rect x="1" y="1" width="42" height="60" rx="6" fill={style.fill} stroke="#2b2b2e" strokeWidth="1.5" />
        {style.pattern ? <rect x="1" y="1" width="42" height="60" rx="6" fill={`url(#${style.pattern})`} /> : null}
        <rect x="8" y="19" width="28" height="24" rx="12" fill="rgba(255,255,255,0.85)" />
        <text x="22" y="31" textAnchor="middle" dominantBaseline="central" fontSize="16" fontWeight="700" fill="#1f2937">
          {t(`letter.${kind}`)}
        </text>
      </svg>
      {count !== undefined ? <span className="card-count">{count}</span> : null}
    </span>
  );
}
