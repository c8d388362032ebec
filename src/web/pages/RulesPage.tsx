/** A game's rules in the current language. */
import { useTranslation } from 'react-i18next';
import { RULES } from '../rules/content.js';
import { navigate } from '../app/router.js';
import { hasBoard } from '../boards/registry.js';
import type { GameId } from '../../engine/contract.js';

/** Route `/rules/:game`. */
export function RulesPage({ game }: { game: string }) {
  const { t, i18n } = useTranslation('app');
  const rules = RULES[game as GameId];
  if (!rules)
    return (
      <div className="page">
        <p>{t('notFound')}</p>
      </div>
    );
  const text = i18n.language === 'ko' ? rules.ko : rules.en;
  return (
    <article className="page narrow rules">
      <h1>{t('rules.title', { game: t(`games.${game}.title`) })}</h1>
      {text.map((section) => (
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
      {hasBoard(game) ? (
        <button type="button" className="btn btn-primary" onClick={() => navigate(`/new/${game}`)}>
          {t('home.play')}
        </button>
      ) : (
        <p className="notice">{t('home.notYet')}</p>
      )}
    </article>
  );
}
