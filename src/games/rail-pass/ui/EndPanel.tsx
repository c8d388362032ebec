/**
 * The end of a Rail Pass match (RP-17): delivered cubes per city, the two lowest and their product,
 * each penalty with its count, the final score, win or loss, and every round with the best score.
 */
import { useTranslation } from 'react-i18next';
import { CITIES } from '../data.js';
import type { RailPassOutcome } from '../index.js';
import { Cube } from './Cube.js';

/** The end panel for a finished match. */
export function EndPanel({ outcome }: { outcome: RailPassOutcome }) {
  const { t } = useTranslation('rp');
  const team = outcome.team!;
  return (
    <div className="rp-end" data-testid="rp-end">
      <h2>{t('end.title')}</h2>
      <p className={`rp-end-result ${team.win ? 'is-win' : 'is-loss'}`}>{t(team.win ? 'end.win' : 'end.lose', { score: team.score })}</p>
      <h3>{t('end.storage')}</h3>
      <ul className="rp-end-storage">
        {CITIES.map((c) => (
          <li key={c} className={team.lowest.includes(team.storage[c]) ? 'is-lowest' : ''}>
            <Cube city={c} /> {team.storage[c]}
          </li>
        ))}
      </ul>
      <p>
        {t('end.product')}: {team.lowest[0]} × {team.lowest[1]} = {team.product}
      </p>
      {team.penalties.some((p) => p.count > 0) ? (
        <ul>
          {team.penalties
            .filter((p) => p.count > 0)
            .map((p) => (
              <li key={p.kind}>
                {t('end.penaltyLine', { kind: t(`end.kind.${p.kind}`), count: p.count, each: p.pointsEach, points: p.points })}
              </li>
            ))}
        </ul>
      ) : null}
      {team.rounds.length > 1 ? (
        <>
          <h3>{t('end.rounds')}</h3>
          <ul>
            {team.rounds.map((r) => (
              <li key={r.round}>{t('end.roundLine', { round: r.round, score: r.score })}</li>
            ))}
          </ul>
          <p>{t('end.best', { best: team.best })}</p>
        </>
      ) : null}
    </div>
  );
}
