/** The app shell: keeps the i18n language in step with settings and picks the page for the path. */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store.js';
import { matchRoute, useLocationPath } from './router.js';
import { SiteLayout } from './SiteLayout.js';
import { HomePage } from '../pages/HomePage.js';
import { NewGamePage } from '../pages/NewGamePage.js';
import { SettingsPage } from '../pages/SettingsPage.js';
import { RulesPage } from '../pages/RulesPage.js';
import { LocalTablePage } from '../pages/LocalTablePage.js';
import { LobbyPage } from '../pages/LobbyPage.js';
import { OnlineTablePage } from '../pages/OnlineTablePage.js';
import { ReplayListPage, ReplayPage } from '../pages/ReplayPage.js';

/** Routes: [pattern, page, full-screen (no site header)]. */
const ROUTES: readonly [string, (p: Record<string, string>) => ReactNode, boolean][] = [
  ['/', () => <HomePage />, false],
  ['/new/:game', (p) => <NewGamePage game={p.game ?? ''} />, false],
  ['/play/:id', (p) => <LocalTablePage id={p.id ?? ''} />, true],
  ['/lobby', () => <LobbyPage />, false],
  ['/table/:id', (p) => <OnlineTablePage id={p.id ?? ''} />, true],
  ['/replay', () => <ReplayListPage />, false],
  ['/replay/:source/:id', (p) => <ReplayPage source={p.source ?? ''} id={p.id ?? ''} />, true],
  ['/rules/:game', (p) => <RulesPage game={p.game ?? ''} />, false],
  ['/settings', () => <SettingsPage />, false],
];

/** The whole app. */
export function App() {
  const settings = useSettings();
  const { i18n, t } = useTranslation('app');
  useEffect(() => {
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
    document.documentElement.lang = settings.language;
  }, [settings.language, i18n]);
  const path = useLocationPath();
  for (const [pattern, render, full] of ROUTES) {
    const params = matchRoute(pattern, path);
    if (params) return full ? <div className="app-full">{render(params)}</div> : <SiteLayout>{render(params)}</SiteLayout>;
  }
  return (
    <SiteLayout>
      <div className="page">
        <p>{t('notFound')}</p>
      </div>
    </SiteLayout>
  );
}
