/** A game's rules in the current language (the text comes from the game's folder, loaded lazily). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router.js';
import { webGame } from '../boards/registry.js';
import type { GameRules } from '../rules/content.js';
import { usePageTitle } from '../a11y/title.js';

/** Route `/rules/:game`. */
export function RulesPage({ game }: { game: string }) {
  const { t, i18n } = useTranslation('app');
  usePageTitle(t('rules.title', { game: t(`games.${game}.title`) }));
  const entry = webGame(game);
  const [rules, setRules] = useState<{ game: string; rules: GameRules } | null>(null);
  useEffect(() => {
    if (!entry) return;
    let alive = true;
    void entry.rules().then((r) => alive && setRules({ game, rules: r }));
    return () => {
      alive = false;
    };
  }, [entry, game]);
  if (!entry)
    return (
      <div className="page">
        <p>{t('notFound')}</p>
      </div>
    );
  const text = rules?.game === game ? (i18n.language === 'ko' ? rules.rules.ko : rules.rules.en) : null;
  return (
    <article className="page narrow rules">
      <h1>{t('rules.title', { game: t(`games.${game}.title`) })}</h1>
      {text === null ? <p className="muted">{t('table.loading')}</p> : null}
      {(text ?? []).map((section) => (
        <section key={section.heading} className="card">
          <h2>{section.heading}</h2>
          {section.items.length > 1 ? (
            <ul>
              {section.items.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p>{section.items[0]}</p>
          )}
        </section>
      ))}
      <button type="button" className="btn btn-primary" onClick={() => navigate(`/new/${game}`)}>
        {t('home.play')}
      </button>
    </article>
  );
}
