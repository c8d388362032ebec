/** A list of an account's ratings per game (the game's title, the rating μ − 3σ and the games played). */
import { useTranslation } from 'react-i18next';
import type { RatingInfo } from '../../protocol/accounts.js';

/** Renders `ratings`, or a note when there are none. */
export function RatingList({ ratings }: { ratings: readonly RatingInfo[] }) {
  const { t } = useTranslation('app');
  if (ratings.length === 0) return <p className="muted">{t('account.noRatings')}</p>;
  return (
    <ul className="table-rows" data-testid="ratings">
      {ratings.map((r) => (
        <li key={r.game} className="table-row">
          <span className="grow">{t(`games.${r.game}.title`)}</span>
          <strong title={`μ ${r.mu}, σ ${r.sigma}`}>{r.rating.toFixed(1)}</strong>
          <small className="muted">{t('account.games', { count: r.games })}</small>
        </li>
      ))}
    </ul>
  );
}
