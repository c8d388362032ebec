/** Home: the four games (with what can be played now) and the running local game, if any. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../app/SiteLayout.js';
import { navigate } from '../app/router.js';
import { GAME_LIST, hasBoard } from '../boards/registry.js';
import { loadCurrent, saveCurrent } from '../local/storage.js';
import { GameArt } from '../components/GameArt.js';
import { GAMES } from '../../games/index.js';

/** Route `/`. */
export function HomePage() {
  const { t, i18n } = useTranslation('app');
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
        {GAME_LIST.map((g) => {
          const board = hasBoard(g.id);
          const engine = GAMES.some((m) => m.id === g.id);
          const playable = board && engine;
          return (
            <li key={g.id} className={`game-card${playable ? '' : ' is-soon'}`} data-testid={`game-${g.id}`}>
              <GameArt game={g.id} />
              <div className="game-card-body">
                <h2>{t(`games.${g.id}.title`)}</h2>
                <p className="muted small">{t('home.players', { min: g.min, max: g.max })}</p>
                <p>{t(`games.${g.id}.blurb`)}</p>
                {playable ? null : <p className="notice">{board ? t('home.engineMissing') : t('home.notYet')}</p>}
              </div>
              <div className="game-card-actions">
                {playable ? (
                  <button type="button" className="btn btn-primary" onClick={() => navigate(`/new/${g.id}`)}>
                    {t('home.play')}
                  </button>
                ) : null}
                <Link to={`/rules/${g.id}`} className="btn btn-ghost">
                  {t('home.rules')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
