/** Home: the games of the web registry and the unfinished local games, if any. Imports no engine or board. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../app/SiteLayout.js';
import { navigate } from '../app/router.js';
import { GAME_LIST } from '../boards/registry.js';
import { loadRunning, removeRunning } from '../local/storage.js';
import { usePageTitle } from '../a11y/title.js';

/** Route `/`. */
export function HomePage() {
  const { t, i18n } = useTranslation('app');
  usePageTitle('');
  const [running, setRunning] = useState(loadRunning);
  return (
    <div className="page home">
      <section className="hero">
        <h1>{t('brand')}</h1>
        <p className="lead">{t('tagline')}</p>
      </section>
      {running.length > 0 ? (
        <section className="resume card" data-testid="resume">
          <h2>{t(running.length === 1 ? 'home.resume' : 'home.resumeMany')}</h2>
          <ul className="resume-list">
            {running.map((g) => (
              <li key={g.id} className="resume-item" data-testid={`resume-${g.id}`}>
                <p>
                  {t('home.resumeText', {
                    game: t(`games.${g.record.game}.title`),
                    when: new Date(g.at).toLocaleString(i18n.language),
                  })}
                </p>
                <div className="row">
                  <button type="button" className="btn btn-primary" onClick={() => navigate(`/play/${g.id}`)}>
                    {t('home.resumeButton')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      removeRunning(g.id);
                      setRunning(loadRunning());
                    }}
                  >
                    {t('home.discard')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
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
