/** Header, navigation and footer around the non-game pages. */
import { useEffect, type ReactNode, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useLocationPath } from './router.js';
import { useAccount } from '../online/account.js';

/** An in-app link that uses the router instead of a full page load. */
export function Link({ to, children, className, testId }: { to: string; children: ReactNode; className?: string; testId?: string }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={className} data-testid={testId}>
      {children}
    </a>
  );
}

/** The site chrome. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const path = useLocationPath();
  const { account, waiting } = useAccount();
  // The tab title counts the tables waiting on me, e.g. "(2) Roundhouse".
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = waiting > 0 ? `(${waiting}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) (?!.* — )/, '');
    };
  }, [waiting]);
  const nav: [string, string][] = [
    ['/', t('nav.home')],
    ['/lobby', t('nav.lobby')],
    ['/replay', t('nav.replays')],
    ['/leaderboard/ticket-to-ride', t('account.leaderboard')],
    ['/settings', t('nav.settings')],
  ];
  return (
    <div className="site">
      <a className="skip-link" href="#content">
        {t('nav.skip')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            <svg viewBox="0 0 32 32" width="28" height="28">
              <circle cx="16" cy="16" r="15" fill="#c2410c" />
              <rect x="7" y="12" width="18" height="9" rx="2" fill="#fff" />
              <circle cx="11" cy="23" r="2.2" fill="#fff" />
              <circle cx="21" cy="23" r="2.2" fill="#fff" />
            </svg>
          </span>
          {t('brand')}
        </Link>
        <nav className="site-nav" aria-label={t('nav.main')}>
          {nav.map(([to, label]) => (
            <Link key={to} to={to} className={path.split('?')[0] === to ? 'is-current' : ''}>
              {label}
            </Link>
          ))}
          {account ? (
            <Link to="/games" className={path.startsWith('/games') ? 'is-current' : ''}>
              {t('account.myGames')}
              {waiting > 0 ? (
                <span className="badge" data-testid="waiting-badge" title={t('account.waiting', { count: waiting })}>
                  {waiting}
                </span>
              ) : null}
            </Link>
          ) : null}
          <Link to="/account" className={path.startsWith('/account') ? 'is-current' : ''}>
            <span data-testid="account-link">{account ? account.username : t('account.signIn')}</span>
          </Link>
        </nav>
      </header>
      <main id="content" className="site-main">
        {children}
      </main>
    </div>
  );
}
