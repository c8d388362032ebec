/**
 * A game played on this device: vs bots, or pass-and-play between several people. With more than one
 * human seat, the board is covered by a "pass the device" screen whenever a different person is to
 * act, so nobody sees another player's hand.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../app/router.js';
import { findLocalGame } from '../local/current.js';
import { botOf, useLocalGame } from '../local/useLocalGame.js';
import type { LocalSession } from '../local/session.js';
import { TableFrame } from '../table/TableFrame.js';
import { frameSeats, logText, seatDisplayName } from '../table/seats.js';
import { useBoard } from '../table/useBoard.js';
import type { AnyBoardPlugin } from '../table/plugin.js';
import { loadSavedGame } from '../local/storage.js';
import { PassDevice } from '../table/PassDevice.js';
import { useTurnChime } from '../table/useTurnChime.js';
import { at } from '../../engine/at.js';
import { BotPaceMenu } from '../table/BotPaceMenu.js';

/** Route `/play/:id`. */
export function LocalTablePage({ id }: { id: string }) {
  const { t } = useTranslation('app');
  const game = useMemo(() => loadSavedGame(id)?.record.game ?? null, [id]);
  const { plugin, error } = useBoard(game);
  const session = useMemo(() => {
    if (!plugin) return null;
    try {
      return findLocalGame(id, plugin);
    } catch {
      return null;
    }
  }, [id, plugin]);
  if (!game)
    return (
      <div className="page" data-testid="local-not-found">
        <h1>{t('table.localNotFoundTitle')}</h1>
        <p>{t('table.localNotFound')}</p>
        <button className="btn" onClick={() => navigate('/')}>
          {t('table.home')}
        </button>
      </div>
    );
  if (error === 'unsupported')
    return (
      <div className="page">
        <p>{t('table.unsupported')}</p>
        <button className="btn" onClick={() => navigate('/')}>
          {t('table.home')}
        </button>
      </div>
    );
  if (!plugin || !session)
    return (
      <div className="page">
        <p>{error ?? t('table.loading')}</p>
      </div>
    );
  return <LocalTable session={session} plugin={plugin} />;
}

function LocalTable({ session, plugin }: { session: LocalSession; plugin: AnyBoardPlugin }) {
  const { t, i18n } = useTranslation('app');
  const { snap, botError } = useLocalGame(session);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const module = session.module;
  const seats = snap.record.seats;
  const names = seats.map((s) => seatDisplayName(t, s.name, Object.keys(i18n.store.data)));
  const humans = seats.flatMap((s, i) => (botOf(s.kind) === null ? [i] : []));
  const active = session.activeSeats();
  const outcome = module.outcome(snap.state);

  // Whose eyes the screen shows.
  let viewer: number | null;
  let cover: number | null = null;
  if (snap.over || humans.length <= 1) viewer = humans[0] ?? null;
  else {
    const next = active.find((s) => humans.includes(s));
    if (next === undefined) viewer = null;
    else if (next !== revealed) {
      viewer = null;
      cover = next;
    } else viewer = next;
  }
  const view = module.view(snap.state, viewer);
  const legal = viewer !== null && active.includes(viewer) && cover === null ? module.legalActions(snap.state, viewer) : [];
  const publicView = module.view(snap.state, null);
  const statusLine = plugin.status?.(publicView) ?? null;

  useTurnChime(legal.length > 0 || cover !== null, outcome !== null);
  useEffect(() => {
    if (!refused) return;
    const id = setTimeout(() => setRefused(null), 5000);
    return () => clearTimeout(id);
  }, [refused]);

  const onAction = (action: unknown) => {
    if (viewer === null) return;
    const error = session.apply(viewer, action);
    setRefused(error ? error.message : null);
  };

  return (
    <TableFrame
      title={t(`games.${snap.record.game}.title`)}
      rulesGame={snap.record.game}
      realTime={session.realTime}
      paused={snap.paused}
      seats={frameSeats(
        plugin,
        publicView,
        seats.map((s, i) => {
          const bot = botOf(s.kind);
          return {
            name: at(names, i, 'seat'),
            isBot: bot !== null,
            ...(bot ? { bot } : {}),
            isYou: humans.length === 1 ? i === humans[0] : i === viewer,
          };
        }),
        t,
      )}
      active={active}
      connection="local"
      log={snap.log.map((line) => ({ seat: line.seat, text: logText(plugin, line, names, t) }))}
      status={statusLine ? logText(plugin, statusLine, names, t) : null}
      over={snap.over}
      onLeave={() => navigate('/')}
      menu={!session.realTime && seats.some((s) => botOf(s.kind) !== null) ? <BotPaceMenu /> : undefined}
      actions={
        snap.over ? (
          <>
            <button type="button" className="btn btn-small" onClick={() => navigate(`/replay/local/${session.id}`)}>
              {t('table.viewReplay')}
            </button>
            <button type="button" className="btn btn-small btn-primary" onClick={() => navigate(`/new/${snap.record.game}`)}>
              {t('table.newGame')}
            </button>
          </>
        ) : null
      }
    >
      {cover !== null ? (
        <PassDevice name={at(names, cover, 'seat')} onReady={() => setRevealed(cover)} />
      ) : (
        <plugin.Board
          view={view}
          seat={viewer}
          legal={legal}
          seatNames={names}
          outcome={outcome}
          scoreHistory={snap.scores}
          seed={snap.over ? snap.record.seed : null}
          onAction={onAction}
          busy={false}
          paused={snap.paused}
          onPause={session.realTime && !snap.over ? (p) => (p ? session.pause() : session.resume()) : undefined}
        />
      )}
      {refused || botError ? (
        <div className="toast" role="alert" onClick={() => setRefused(null)}>
          {t('table.error', { message: refused ?? botError })}
        </div>
      ) : null}
    </TableFrame>
  );
}
