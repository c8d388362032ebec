/**
 * The end of a Rail Pass match (docs/rules/rail-pass.md RP-17): delivered cubes per city, the two lowest and their product,
 * each penalty with its count, the final score, win or loss, and every round with the best score.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberBest } from './bestScores.js';
import { CITIES } from '../data.js';
import type { RailPassOutcome, RailPassView } from '../index.js';
import { Cube } from './Cube.js';

/** The end panel for a finished match; records the score among this device's best (RP-17.8). */
export function EndPanel({ outcome, config }: { outcome: RailPassOutcome; config: RailPassView['config'] }) {
  const { t } = useTranslation('rp');
  const team = outcome.team;
  const [record] = useState(() => (team ? rememberBest({ ...config, matchSeed: null }, team.best) : { best: null, isNew: false }));
  if (!team) return null;
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
      {record.best !== null ? (
        <p data-testid="rp-best">{t(record.isNew ? 'end.newBest' : 'end.bestSetup', { best: record.best })}</p>
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
