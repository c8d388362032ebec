/**
 * The online lobby: open tables to join (without the ones their creators abandoned), games in
 * progress to watch, finished games to replay.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router.js';
import type { TableSummary } from '../../protocol/protocol.js';
import { listTables } from '../online/api.js';
import { joinableTables } from '../online/lobby.js';
import { GAME_LIST } from '../boards/registry.js';
import { usePageTitle } from '../a11y/title.js';
import { seatName } from '../online/seatName.js';
import { useOnline } from '../pwa.js';
import { useAccount } from '../online/account.js';
import { Link } from '../app/SiteLayout.js';
import { timeControlText } from '../online/timeControls.js';

/** Route `/lobby`. */
export function LobbyPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('lobby.title'));
  const { waiting } = useAccount();
  const [tables, setTables] = useState<{
    open: TableSummary[];
    hidden: number;
    running: TableSummary[];
    finished: TableSummary[];
  } | null>(null);
  const [unreachable, setOffline] = useState(false);
  // Online play needs the server: say so when it cannot be reached or the browser has no network.
  const online = useOnline();
  const offline = unreachable || !online;
  const [game, setGame] = useState<string>(GAME_LIST[0]?.meta.id ?? '');
  const refresh = useCallback(() => {
    Promise.all([listTables('open'), listTables('running'), listTables('finished')]).then(
      ([open, running, finished]) => {
        setOffline(false);
        const joinable = joinableTables(open);
        setTables({ open: joinable.tables, hidden: joinable.hidden, running, finished: finished.slice(0, 20) });
      },
      () => setOffline(true),
    );
  }, []);
  useEffect(() => {
    refresh();
    const id = setInterval(refresh, 5000);
    return () => clearInterval(id);
  }, [refresh]);

  // `empty`: the section's own text for an empty list.
  const section = (title: string, list: TableSummary[] | undefined, action: 'join' | 'spectate' | 'replay', empty = 'lobby.none') => (
    <section className="card">
      <h2>{title}</h2>
      {!list || list.length === 0 ? (
        // Never loaded while the server is unreachable: say that, not that there are no tables.
        <p className="muted">{t(!list && offline ? 'lobby.unknown' : empty)}</p>
      ) : (
        <ul className="table-rows">
          {list.map((tb) => {
            const taken = tb.seats.filter((s) => s.kind === 'bot' || s.taken).length;
            return (
              <li key={tb.id} className="table-row" data-testid="lobby-table">
                <span className="grow">
                  <strong>{t(`games.${tb.game}.title`, { defaultValue: tb.title })}</strong> ·{' '}
                  {t('lobby.seats', { taken, total: tb.seats.length })} · {timeControlText(t, tb.timeControl)}
                  <br />
                  <small className="muted">{tb.seats.map((s) => seatName(t, s)).join(', ')}</small>
                </span>
                <button
                  type="button"
                  className={`btn btn-small${action === 'join' ? ' btn-primary' : ''}`}
                  onClick={() => navigate(action === 'replay' ? `/replay/table/${tb.id}` : `/table/${tb.id}`)}
                >
                  {action === 'join' ? t('lobby.join') : action === 'spectate' ? t('lobby.spectate') : t('lobby.replay')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );

  return (
    <div className="page">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>{t('lobby.title')}</h1>
        {waiting > 0 ? (
          <p className="notice" data-testid="lobby-waiting">
            <Link to="/games">{t('account.waiting', { count: waiting })}</Link>
          </p>
        ) : null}
        <div className="row">
          <button type="button" className="btn" onClick={refresh}>
            {t('lobby.refresh')}
          </button>
          <label className="row small">
            <span className="sr-only">{t('lobby.game')}</span>
            <select value={game} onChange={(e) => setGame(e.target.value)} aria-label={t('lobby.game')} data-testid="create-game">
              {GAME_LIST.map(({ meta }) => (
                <option key={meta.id} value={meta.id}>
                  {t(`games.${meta.id}.title`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-primary"
            disabled={offline}
            onClick={() => navigate(`/new/${game}?online=1`)}
            data-testid="create-table"
          >
            {t('lobby.create')}
          </button>
        </div>
      </div>
      {offline ? <p className="notice">{t('lobby.offline')}</p> : null}
      {section(t('lobby.open'), tables?.open, 'join')}
      {tables?.hidden ? (
        <p className="muted small" data-testid="lobby-hidden">
          {t('lobby.hiddenAbandoned', { count: tables.hidden })}
        </p>
      ) : null}
      {section(t('lobby.running'), tables?.running, 'spectate', 'lobby.noRunning')}
      {section(t('lobby.finished'), tables?.finished, 'replay', 'lobby.noFinished')}
    </div>
  );
}
