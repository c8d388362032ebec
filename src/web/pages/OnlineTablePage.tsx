/**
 * An online table: join a free seat (or watch), wait for players, then play through the server's
 * WebSocket. The frame shows connection state (with automatic reconnect), clocks, who is away, and a
 * log built from the server's events. A reload re-enters the same seat with the token kept in
 * localStorage.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, queryParam } from '../app/router.js';
import { engineOf, GAME_IDS } from '../boards/registry.js';
import { parseRecord } from '../../engine/record.js';
import type { TableSummary } from '../../protocol/protocol.js';
import { ApiError, fetchRecord, getTable, heldSeat, holdSeat, joinTable, rematch } from '../online/api.js';
import { TableConnection } from '../online/connection.js';
import { buildReplay } from '../replay/replayer.js';
import { displayName, updateSettings, useSettings } from '../settings/store.js';
import { SiteLayout } from '../app/SiteLayout.js';
import { TableFrame, type ConnectionState } from '../table/TableFrame.js';
import { usePageTitle } from '../a11y/title.js';
import { errorText } from '../online/errorText.js';
import { onlinePlayerName, seatName } from '../online/seatName.js';
import type { AnyBoardPlugin, LogLine } from '../table/plugin.js';
import { frameSeats, logText } from '../table/seats.js';
import { useBoard } from '../table/useBoard.js';
import { useTurnChime } from '../table/useTurnChime.js';
import { at } from '../../engine/at.js';
import { fetchTableRatings, useAccount } from '../online/account.js';
import type { TableRatingsResponse } from '../../protocol/accounts.js';
import { ChatPanel } from '../table/ChatPanel.js';
import { useTurnAlert } from '../table/useTurnAlert.js';
import { RatingDelta } from '../account/RatingDelta.js';
import { Link } from '../app/SiteLayout.js';

/** Route `/table/:id` (query `invite` for private tables). */
export function OnlineTablePage({ id }: { id: string }) {
  const { t } = useTranslation('app');
  const invite = queryParam('invite') ?? heldSeat(id)?.invite ?? null;
  const [table, setTable] = useState<TableSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [held, setHeld] = useState(() => heldSeat(id));
  const [spectate, setSpectate] = useState(false);
  const { account } = useAccount();
  useEffect(() => {
    getTable(id, invite, held?.token).then(setTable, (e: ApiError) => setFailure(errorText(t, e)));
  }, [id, invite, held, t]);
  const { plugin, error } = useBoard(table?.game ?? null);

  if (failure) return <Message text={failure} />;
  if (!table) return <Message text={t('table.loading')} />;
  if (error || !plugin) return <Message text={error ? t('table.unsupported') : t('table.loading')} />;
  // A seat of the signed-in account, taken on any device: the session cookie stands for its token.
  const accountSeat = account ? table.seats.find((s) => s.account && s.name === account.username) : undefined;
  if (!held && !accountSeat && !spectate)
    return <JoinPanel table={table} invite={invite} onJoined={setHeld} onSpectate={() => setSpectate(true)} />;
  const key = held?.token ?? (accountSeat ? 'account' : 'spectator');
  return (
    <LiveTable key={key} table={table} plugin={plugin} token={held?.token ?? null} invite={invite} ownSeat={!!held || !!accountSeat} />
  );
}

function Message({ text }: { text: string }) {
  const { t } = useTranslation('app');
  return (
    <div className="page">
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => navigate('/lobby')}>
        {t('nav.lobby')}
      </button>
    </div>
  );
}

/**
 * Joining a table in one step, with the site header kept: the seats at a glance, the player's name
 * (prefilled from settings, editable in place) and one "Join as <name>" button that takes the first
 * free seat; "Watch" spectates in one click. The name used is saved to settings for next time.
 */
function JoinPanel({
  table,
  invite,
  onJoined,
  onSpectate,
}: {
  table: TableSummary;
  invite: string | null;
  onJoined: (h: { seat: number; token: string }) => void;
  onSpectate: () => void;
}) {
  const { t } = useTranslation('app');
  usePageTitle(t(`games.${table.game}.title`));
  const settings = useSettings();
  const { account } = useAccount();
  const [name, setName] = useState(displayName(settings, ''));
  const [failure, setFailure] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const free = table.status === 'open' ? table.seats.filter((s) => s.kind === 'human' && !s.taken) : [];
  const shown = onlinePlayerName(account, name, t('common.player'));
  const join = async () => {
    setJoining(true);
    try {
      const grant = await joinTable(table.id, shown, undefined, invite);
      const h = { seat: grant.seat, token: grant.token, ...(invite ? { invite } : {}) };
      holdSeat(table.id, h);
      if (name.trim() && name.trim() !== settings.name) updateSettings({ name: name.trim() });
      onJoined(h);
    } catch (e) {
      setFailure(errorText(t, e));
      setJoining(false);
    }
  };
  return (
    <SiteLayout>
      <div className="page narrow">
        <h1>{t(`games.${table.game}.title`)}</h1>
        <div className="card form join-card" data-testid="join-panel">
          <ul className="join-seats" aria-label={t('table.seats')}>
            {table.seats.map((s) => (
              <li key={s.seat} className={s.taken || s.kind === 'bot' ? 'is-taken' : 'is-free'}>
                <span className="muted small">{t('newGame.seat', { n: s.seat + 1 })}</span> <strong>{seatName(t, s)}</strong>
                {s.kind === 'bot' ? <small className="tag tag-bot">{t('table.bot')}</small> : null}
              </li>
            ))}
          </ul>
          {failure ? (
            <p className="error" role="alert">
              {failure}
            </p>
          ) : null}
          <form
            className="join-row"
            onSubmit={(e) => {
              e.preventDefault();
              if (free.length > 0 && !joining) void join();
            }}
          >
            {free.length > 0 && account ? (
              <button type="submit" className="btn btn-primary" disabled={joining} data-testid="join">
                {t('lobby.joinAs', { name: shown })}
              </button>
            ) : free.length > 0 ? (
              <>
                <label className="join-name">
                  <span className="sr-only">{t('settings.name')}</span>
                  <input
                    value={name}
                    maxLength={24}
                    placeholder={t('settings.name')}
                    onChange={(e) => setName(e.target.value)}
                    data-testid="join-name"
                  />
                </label>
                <button type="submit" className="btn btn-primary" disabled={joining} data-testid="join">
                  {t('lobby.joinAs', { name: shown })}
                </button>
              </>
            ) : (
              <p className="muted">{t('lobby.noFreeSeat')}</p>
            )}
            <button type="button" className="btn" onClick={onSpectate} data-testid="spectate">
              {t('lobby.spectate')}
            </button>
          </form>
          {!account && free.length > 0 ? (
            <p className="small muted">
              <Link to={`/account?next=/table/${table.id}`}>{t('account.signIn')}</Link> — {t('account.signInToPlay')}
            </p>
          ) : null}
        </div>
      </div>
    </SiteLayout>
  );
}

function LiveTable({
  table: initial,
  plugin,
  token,
  invite,
  ownSeat,
}: {
  table: TableSummary;
  plugin: AnyBoardPlugin;
  token: string | null;
  invite: string | null;
  /** This browser holds a seat here (by its token, or by the signed-in account). */
  ownSeat: boolean;
}) {
  const { t } = useTranslation('app');
  const conn = useMemo(() => new TableConnection(initial.id, token, invite), [initial.id, token, invite]);
  const snap = useSyncExternalStore(conn.subscribe, conn.snapshot, conn.snapshot);
  const [log, setLog] = useState<LogLine[]>([]);
  const [history, setHistory] = useState<number[][]>([]);
  // The seed, revealed by the finished table's record (TTR-124: shown on the end screen).
  const [seed, setSeed] = useState<string | null>(null);
  const [joinedAt, setJoinedAt] = useState<number | null>(null);
  const [copied, setCopied] = useState(false);
  const fetchedRecord = useRef(false);

  useEffect(() => {
    conn.open();
    const off = conn.onState((next, prev) => {
      if (!prev && next.seq > 0) setJoinedAt((j) => j ?? next.seq);
      if (prev && next.events.length) {
        const lines = next.events.map((ev) =>
          plugin.describe(prev.view, ev.seat, ev.action ?? { type: ev.kind }, next.events.length === 1 ? next.view : undefined),
        );
        setLog((l) => [...l, ...lines]);
      }
      setHistory((h) => [...h, plugin.publicScores(next.view)]);
    });
    return () => {
      off();
      conn.close();
    };
  }, [conn, plugin]);

  const table = snap.table ?? initial;
  const state = snap.state;
  const over = table.status === 'finished' || table.status === 'abandoned' || (state?.outcome ?? null) !== null;

  // At the end, rebuild the full score history (and log) from the record.
  useEffect(() => {
    if (!over || fetchedRecord.current) return;
    fetchedRecord.current = true;
    fetchRecord(table.id, invite).then(
      (r) => {
        const replay = buildReplay(parseRecord(r, GAME_IDS), plugin);
        setHistory(replay.scores.map((s) => [...s]));
        setLog([...replay.log]);
        setSeed(r.seed);
      },
      () => {},
    );
  }, [over, table.id, plugin]);

  const myTurn = !over && (state?.legal?.length ?? 0) > 0;
  useTurnChime(myTurn, over);
  useTurnAlert(myTurn, t(`games.${table.game}.title`));
  const ratings = useTableRatings(table, over, invite);
  const names = table.seats.map((s) => seatName(t, s));
  const connection: ConnectionState = snap.connection;
  const inviteUrl = `${window.location.origin}/table/${table.id}${invite ? `?invite=${invite}` : ''}`;
  const copyInvite = () => {
    void navigator.clipboard?.writeText(inviteUrl).then(() => setCopied(true));
  };
  const clocks = state?.clocks ?? null;
  const clockMs = (seat: number): number | undefined => {
    if (!clocks || !state) return undefined;
    if (clocks.kind === 'bank') return clocks.banks?.[seat] ?? undefined;
    const d = clocks.deadlines[seat];
    return d === null || d === undefined ? undefined : Math.max(0, d - state.now);
  };
  const myAway = snap.seat !== null && (clocks?.away[snap.seat] ?? table.seats[snap.seat]?.away ?? false);

  const seats = state
    ? frameSeats(
        plugin,
        state.view,
        table.seats.map((s, i) => ({
          name: at(names, i, 'seat'),
          isBot: s.kind === 'bot' || (clocks?.away[i] ?? s.away),
          isYou: i === snap.seat,
          connected: s.kind === 'human' ? s.connected : undefined,
          away: s.kind === 'human' && (clocks?.away[i] ?? s.away),
          clockMs: clockMs(i),
        })),
        t,
      )
    : table.seats.map((s, i) => ({
        name: at(names, i, 'seat'),
        isBot: s.kind === 'bot',
        isYou: i === snap.seat,
        connected: s.kind === 'human' && s.taken ? s.connected : undefined,
      }));
  const statusLine = state ? plugin.status?.(state.view) : null;

  return (
    <TableFrame
      title={t(`games.${table.game}.title`)}
      rulesGame={table.game}
      realTime={engineOf(table.game).advance !== undefined}
      paused={state?.paused === true}
      seats={seats}
      active={state?.active ?? []}
      connection={connection}
      log={[
        ...(joinedAt !== null && !over ? [{ seat: null, text: t('table.joinedAt', { n: joinedAt }) }] : []),
        ...log.map((line) => ({ seat: line.seat, text: logText(plugin, line, names, t) })),
      ]}
      status={
        statusLine
          ? logText(plugin, statusLine, names, t)
          : !state
            ? t('table.waitingPlayers')
            : snap.seat === null
              ? t('table.spectating')
              : null
      }
      clockAt={snap.stateAt}
      over={over}
      side={<ChatPanel tableId={table.id} lines={snap.chat} seat={snap.seat} names={names} onSend={(m) => conn.chat(m)} />}
      onLeave={() => navigate('/lobby')}
      actions={
        <>
          {table.status === 'open' ? (
            <button type="button" className="btn btn-small" onClick={copyInvite} data-testid="copy-invite">
              {copied ? t('lobby.copied') : t('table.copyInvite')}
            </button>
          ) : null}
          {over ? (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => navigate(`/replay/table/${table.id}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`)}
            >
              {t('table.viewReplay')}
            </button>
          ) : null}
          {over && ownSeat ? (
            <button
              type="button"
              className="btn btn-small btn-primary"
              data-testid="rematch"
              onClick={() => {
                if (table.rematchId && heldSeat(table.rematchId)) return navigate(`/table/${table.rematchId}`);
                rematch(table.id, token).then(
                  (r) => {
                    holdSeat(r.table.id, { seat: r.seat, token: r.token, ...(r.inviteCode ? { invite: r.inviteCode } : {}) });
                    navigate(`/table/${r.table.id}${r.inviteCode ? `?invite=${r.inviteCode}` : ''}`);
                  },
                  (e: ApiError) =>
                    (e.code === 'ALREADY_REMATCHED' || e.code === 'SEAT_TAKEN') && table.rematchId
                      ? navigate(`/table/${table.rematchId}`)
                      : undefined,
                );
              }}
            >
              {t('table.rematch')}
            </button>
          ) : null}
        </>
      }
    >
      {over && ratings && ratings.status !== 'unrated' ? (
        <div className="notice rating-changes" role="status" data-testid="rating-changes">
          <strong>{t('account.ratingChange')}</strong>{' '}
          {ratings.status === 'pending'
            ? t('account.ratingPending')
            : ratings.changes.map((c) => (
                <span key={c.seat} className="rating-change">
                  {c.username} <RatingDelta delta={c.delta} after={c.after} />
                </span>
              ))}
        </div>
      ) : null}
      {myAway && !over ? (
        <div className="notice row" style={{ margin: '0.6rem' }} role="status">
          <span>{t('table.away')}</span>
          <button type="button" className="btn btn-primary btn-small" onClick={() => conn.back()}>
            {t('table.back')}
          </button>
        </div>
      ) : null}
      {!state ? (
        <div className="page narrow" data-testid="waiting-room">
          <h2>{t('table.waitingPlayers')}</h2>
          <ul className="table-rows">
            {table.seats.map((s) => (
              <li key={s.seat} className="table-row">
                <span className="grow">
                  {t('newGame.seat', { n: s.seat + 1 })}: <strong>{seatName(t, s)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <p className="small muted" style={{ marginTop: '1rem' }}>
            {t('lobby.invite')}: <code data-testid="invite-url">{inviteUrl}</code>
          </p>
        </div>
      ) : (
        <plugin.Board
          view={state.view}
          seat={snap.seat}
          legal={state.legal ?? []}
          seatNames={names}
          outcome={(state.outcome ?? null) as never}
          scoreHistory={history}
          seed={over ? seed : null}
          onAction={(a) => conn.act(a)}
          busy={snap.pending || connection !== 'open'}
          paused={state.paused === true}
          {...(state.gameTime !== null ? { gameTime: state.gameTime } : {})}
          onPause={snap.seat !== null && state.gameTime !== null && state.outcome === null ? (p) => conn.pause(p) : undefined}
        />
      )}
      {snap.error ? (
        <div className="toast" role="alert">
          {t('table.error', { message: errorText(t, snap.error) })}
        </div>
      ) : null}
    </TableFrame>
  );
}

/** The rating changes of a finished rated table, polled (up to ~30 s) until the server has stored them. */
function useTableRatings(table: TableSummary, over: boolean, invite: string | null): TableRatingsResponse | null {
  const [ratings, setRatings] = useState<TableRatingsResponse | null>(null);
  useEffect(() => {
    // The server decides (`unrated` for tables that are not rated); the summary's `rated` may lag behind.
    if (!over || table.practice) return;
    let stopped = false;
    let tries = 0;
    const again = () => {
      if (!stopped && ++tries < 30) setTimeout(poll, 1000);
    };
    const poll = () => {
      fetchTableRatings(table.id, invite).then(
        (r) => {
          if (stopped) return;
          setRatings(r);
          if (r.status === 'pending') again();
        },
        again, // offline or a failed read: try again
      );
    };
    poll();
    return () => {
      stopped = true;
    };
  }, [over, table.id, table.practice, invite]);
  return ratings;
}
