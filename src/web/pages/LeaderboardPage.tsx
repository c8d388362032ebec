/** Route `/leaderboard/:game` (issue 17 item 3): the best-rated accounts of a game, with a tab per game. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '../../protocol/accounts.js';
import { Link } from '../app/SiteLayout.js';
import { GAME_IDS } from '../boards/registry.js';
import { fetchLeaderboard } from '../online/account.js';

/** Route `/leaderboard/:game`. */
export function LeaderboardPage({ game }: { game: string }) {
  const { t } = useTranslation('app');
  const [board, setBoard] = useState<LeaderboardResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setBoard(null);
    setFailure(null);
    fetchLeaderboard(game).then(setBoard, (e: Error) => setFailure(e.message));
  }, [game]);
  return (
    <div className="page" data-testid="leaderboard">
      <h1>{t('account.leaderboard')}</h1>
      <nav className="row tabs" aria-label={t('lobby.game')}>
        {GAME_IDS.map((id) => (
          <Link key={id} to={`/leaderboard/${id}`} className={`btn btn-small${id === game ? ' btn-primary' : ''}`}>
            {t(`games.${id}.title`)}
          </Link>
        ))}
      </nav>
      {failure ? <p className="error">{failure}</p> : null}
      {board && board.players.length === 0 ? <p className="muted">{t('account.noPlayers')}</p> : null}
      {board && board.players.length > 0 ? (
        <table className="leaderboard-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('account.player')}</th>
              <th>{t('account.rating')}</th>
              <th>{t('account.gamesColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {board.players.map((p) => (
              <tr key={p.username} data-testid="leader-row">
                <td>{p.rank}</td>
                <td>
                  <Link to={`/player/${encodeURIComponent(p.username)}`}>{p.username}</Link>
                </td>
                <td title={`μ ${p.mu}, σ ${p.sigma}`}>{p.rating.toFixed(1)}</td>
                <td>{p.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
