/**
 * Route `/games` (issue 17 item 2): my running tables (those waiting on me first) and my finished games
 * with place, score, rating change and a replay link, from any device where I am signed in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyGame, MyGamesResponse } from '../../protocol/accounts.js';
import { Link } from '../app/SiteLayout.js';
import { fetchMyGames, useAccount } from '../online/account.js';
import { RatingDelta } from '../account/RatingDelta.js';

/** Route `/games`. */
export function MyGamesPage() {
  const { t } = useTranslation('app');
  const { account, waiting } = useAccount();
  const [games, setGames] = useState<MyGamesResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!account) return;
    fetchMyGames().then(setGames, (e: Error) => setFailure(e.message));
  }, [account, waiting]);
  if (!account)
    return (
      <div className="page narrow">
        <h1>{t('account.myGames')}</h1>
        <p>
          <Link to="/account?next=/games" className="btn btn-primary">
            {t('account.signIn')}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="page" data-testid="my-games">
      <h1>{t('account.myGames')}</h1>
      {failure ? <p className="error">{failure}</p> : null}
      <h2>{t('account.running')}</h2>
      <GameRows games={games?.running ?? []} empty={t('account.noRunning')} />
      <h2>{t('account.finished')}</h2>
      <GameRows games={games?.finished ?? []} empty={t('account.noGames')} />
    </div>
  );
}

function GameRows({ games, empty }: { games: readonly MyGame[]; empty: string }) {
  const { t } = useTranslation('app');
  if (games.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="table-rows">
      {games.map((g) => {
        const finished = g.table.status === 'finished';
        const others = g.table.seats.filter((s) => s.seat !== g.seat).map((s) => s.name ?? t('table.seatOpen'));
        const state = finished
          ? g.result
            ? `${g.result.won ? `${t('account.won')} · ` : ''}${t('account.rank', { rank: g.result.rank })}${g.result.score !== null ? ` · ${t('account.score', { count: g.result.score })}` : ''}`
            : ''
          : g.table.status === 'open'
            ? t('account.openTable')
            : g.waitingOnMe
              ? t('account.yourMove')
              : t('account.theirMove');
        return (
          <li key={g.table.id} className={`table-row${g.waitingOnMe ? ' is-waiting' : ''}`} data-testid="my-game">
            <span className="grow">
              <strong>{t(`games.${g.table.game}.title`)}</strong> <small className="muted">{others.join(', ')}</small>
              {g.table.rated ? <small className="tag">{t('account.rated')}</small> : null}
            </span>
            <span className={g.waitingOnMe ? 'badge' : 'muted'}>{state}</span>
            {g.ratingChange ? <RatingDelta delta={g.ratingChange.delta} after={g.ratingChange.after} /> : null}
            <Link to={finished ? `/replay/table/${g.table.id}` : `/table/${g.table.id}`} className="btn btn-small">
              {finished ? t('account.replay') : t('account.play')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
