/**
 * The app shell: keeps the i18n language in step with settings and picks the page for the path. The
 * pages that play or replay a game are separate chunks (React.lazy), so the home page's JavaScript is
 * only the shell (test/e2e/bundle.test.ts).
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store.js';
import { matchRoute, useLocationPath } from './router.js';
import { SiteLayout } from './SiteLayout.js';
import { HomePage } from '../pages/HomePage.js';
import { SettingsPage } from '../pages/SettingsPage.js';
import { RulesPage } from '../pages/RulesPage.js';
import { LobbyPage } from '../pages/LobbyPage.js';
import { TourHost } from '../tour/TourHost.js';
import { AccountPage } from '../pages/AccountPage.js';
import { MyGamesPage } from '../pages/MyGamesPage.js';

const NewGamePage = lazy(() => import('../pages/NewGamePage.js').then((m) => ({ default: m.NewGamePage })));
const LocalTablePage = lazy(() => import('../pages/LocalTablePage.js').then((m) => ({ default: m.LocalTablePage })));
const OnlineTablePage = lazy(() => import('../pages/OnlineTablePage.js').then((m) => ({ default: m.OnlineTablePage })));
const ReplayListPage = lazy(() => import('../pages/ReplayPage.js').then((m) => ({ default: m.ReplayListPage })));
const TourPage = lazy(() => import('../pages/TourPage.js').then((m) => ({ default: m.TourPage })));
const LeaderboardPage = lazy(() => import('../pages/LeaderboardPage.js').then((m) => ({ default: m.LeaderboardPage })));
const PlayerPage = lazy(() => import('../pages/PlayerPage.js').then((m) => ({ default: m.PlayerPage })));
const ReplayPage = lazy(() => import('../pages/ReplayPage.js').then((m) => ({ default: m.ReplayPage })));

/** Routes: [pattern, page, full-screen (no site header)]. */
const ROUTES: readonly [string, (p: Record<string, string>) => ReactNode, boolean][] = [
  ['/', () => <HomePage />, false],
  ['/new/:game', (p) => <NewGamePage game={p.game ?? ''} />, false],
  [
    '/play/:id',
    (p) => (
      <>
        <LocalTablePage id={p.id ?? ''} />
        <TourHost id={p.id ?? ''} />
      </>
    ),
    true,
  ],
  ['/tour/:game', (p) => <TourPage game={p.game ?? ''} />, false],
  ['/lobby', () => <LobbyPage />, false],
  ['/table/:id', (p) => <OnlineTablePage id={p.id ?? ''} />, true],
  ['/replay', () => <ReplayListPage />, false],
  ['/replay/:source/:id', (p) => <ReplayPage source={p.source ?? ''} id={p.id ?? ''} />, true],
  ['/rules/:game', (p) => <RulesPage game={p.game ?? ''} />, false],
  ['/settings', () => <SettingsPage />, false],
  ['/account', () => <AccountPage />, false],
  ['/games', () => <MyGamesPage />, false],
  ['/leaderboard/:game', (p) => <LeaderboardPage game={p.game ?? ''} />, false],
  ['/player/:username', (p) => <PlayerPage username={p.username ?? ''} />, false],
];

/** The whole app. */
export function App() {
  const settings = useSettings();
  const { i18n, t } = useTranslation('app');
  useEffect(() => {
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
    document.documentElement.lang = settings.language;
  }, [settings.language, i18n]);
  useEffect(() => {
    // The motion setting also stills the CSS glows and pulses (styles/a11y.css, [data-motion='off']).
    document.documentElement.dataset.motion = settings.motion ? 'on' : 'off';
  }, [settings.motion]);
  const path = useLocationPath();
  for (const [pattern, render, full] of ROUTES) {
    const params = matchRoute(pattern, path);
    if (!params) continue;
    const page = (
      <Suspense
        fallback={
          <div className="page">
            <p>{t('table.loading')}</p>
          </div>
        }
      >
        {render(params)}
      </Suspense>
    );
    return full ? <div className="app-full">{page}</div> : <SiteLayout>{page}</SiteLayout>;
  }
  return (
    <SiteLayout>
      <div className="page">
        <p>{t('notFound')}</p>
      </div>
    </SiteLayout>
  );
}
