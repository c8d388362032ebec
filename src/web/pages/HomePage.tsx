/** Home: the games of the web registry and the running local game, if any. Imports no engine or board. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../app/SiteLayout.js';
import { navigate } from '../app/router.js';
import { GAME_LIST } from '../boards/registry.js';
import { loadCurrent, saveCurrent } from '../local/storage.js';
import { usePageTitle } from '../a11y/title.js';

/** Route `/`. */
export function HomePage() {
  const { t, i18n } = useTranslation('app');
  usePageTitle('');
  const [current, setCurrent] = useState(loadCurrent);
  return (
    <div className="page home">
      <section className="hero">
        <h1>{t('brand')}</h1>
        <p className="lead">{t('tagline')}</p>
      </section>
      {current ? (
        <section className="resume card" data-testid="resume">
          <div>
            <h2>{t('home.resume')}</h2>
            <p>
              {t('home.resumeText', {
                game: t(`games.${current.record.game}.title`),
                when: new Date(current.at).toLocaleString(i18n.language),
              })}
            </p>
          </div>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={() => navigate(`/play/${current.id}`)}>
              {t('home.resumeButton')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                saveCurrent(null);
                setCurrent(null);
              }}
            >
              {t('home.discard')}
            </button>
          </div>
        </section>
      ) : null}
      <ul className="game-grid">
        {GAME_LIST.map(({ meta, Banner }) => (
          <li key={meta.id} className="game-card" data-testid={`game-${meta.id}`}>
            <Banner />
            <div className="game-card-body">
              <h2>{t(`games.${meta.id}.title`)}</h2>
              <p className="muted small">{t('home.players', { min: meta.seats.min, max: meta.seats.max })}</p>
              <p>{t(`games.${meta.id}.blurb`)}</p>
            </div>
            <div className="game-card-actions">
              <button type="button" className="btn btn-primary" onClick={() => navigate(`/new/${meta.id}`)}>
                {t('home.play')}
              </button>
              <Link to={`/tour/${meta.id}`} className="btn btn-ghost" testId={`tour-${meta.id}`}>
                {t('home.tour')}
              </Link>
              <Link to={`/rules/${meta.id}`} className="btn btn-ghost">
                {t('home.rules')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
