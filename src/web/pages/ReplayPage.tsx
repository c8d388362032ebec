/**
 * Replays: the list of finished games on this device (and a record file to open), and the viewer
 * that steps through a record forwards and back (buttons, slider, arrow keys, autoplay), seen by
 * everyone or by one seat.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { at } from '../../engine/at.js';
import { navigate, queryParam } from '../app/router.js';
import { Link } from '../app/SiteLayout.js';
import { GAME_IDS } from '../boards/registry.js';
import { parseRecord, type GameRecord } from '../../engine/record.js';
import { deleteFinished, loadFinished } from '../local/storage.js';
import { fetchRecord } from '../online/api.js';
import { buildReplay } from '../replay/replayer.js';
import { TableFrame } from '../table/TableFrame.js';
import { usePageTitle } from '../a11y/title.js';
import { errorText } from '../online/errorText.js';
import { botSeatName } from '../online/seatName.js';
import { frameSeats, logText, seatDisplayName } from '../table/seats.js';
import { useBoard } from '../table/useBoard.js';
import type { AnyBoardPlugin } from '../table/plugin.js';

const FILE_KEY = 'roundhouse.replay.file';

/** Route `/replay`. */
export function ReplayListPage() {
  const { t, i18n } = useTranslation('app');
  usePageTitle(t('replay.title'));
  const [games, setGames] = useState(loadFinished);
  const [failure, setFailure] = useState<string | null>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const record = parseRecord(await file.text(), GAME_IDS);
      sessionStorage.setItem(FILE_KEY, JSON.stringify(record));
      navigate('/replay/file/upload');
    } catch (err) {
      setFailure(t('replay.bad', { message: (err as Error).message }));
    }
  };
  return (
    <div className="page narrow">
      <h1>{t('replay.title')}</h1>
      {games.length === 0 ? <p className="muted">{t('replay.none')}</p> : null}
      <ul className="table-rows">
        {games.map((g) => (
          <li key={g.id} className="table-row" data-testid="replay-row">
            <span className="grow">
              <strong>{t(`games.${g.record.game}.title`)}</strong> · {g.record.seats.map((s) => s.name).join(', ')}
              <br />
              <small className="muted">{t('replay.finishedAt', { when: new Date(g.at).toLocaleString(i18n.language) })}</small>
            </span>
            <Link to={`/replay/local/${g.id}`} className="btn btn-primary btn-small">
              {t('lobby.replay')}
            </Link>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => {
                deleteFinished(g.id);
                setGames(loadFinished());
              }}
            >
              {t('replay.delete')}
            </button>
          </li>
        ))}
      </ul>
      <section className="card" style={{ marginTop: '1.5rem' }}>
        <label className="field">
          <span>{t('replay.load')}</span>
          <input type="file" accept="application/json,.json" onChange={onFile} />
        </label>
        <p className="muted small">{t('replay.loadHint')}</p>
        {failure ? (
          <p className="error" role="alert">
            {failure}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** Route `/replay/:source/:id` with source `local`, `table` (server record) or `file`. */
export function ReplayPage({ source, id }: { source: string; id: string }) {
  const { t } = useTranslation('app');
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setRecord(null);
    if (source === 'local') {
      const g = loadFinished().find((x) => x.id === id);
      if (g) setRecord(g.record);
      else setFailure(t('table.notFound'));
    } else if (source === 'table') {
      fetchRecord(id, queryParam('invite')).then(
        (r) => setRecord(parseRecord(r, GAME_IDS)),
        (e: Error) => setFailure(errorText(t, e)),
      );
    } else {
      try {
        setRecord(parseRecord(sessionStorage.getItem(FILE_KEY) ?? '', GAME_IDS));
      } catch (e) {
        setFailure((e as Error).message);
      }
    }
  }, [source, id, t]);
  const { plugin, error } = useBoard(record?.game ?? null);
  if (failure || error)
    return (
      <div className="page">
        <p className="error">{t('replay.bad', { message: failure ?? t('table.unsupported') })}</p>
        <Link to="/replay">{t('nav.back')}</Link>
      </div>
    );
  if (!record || !plugin)
    return (
      <div className="page">
        <p>{t('table.loading')}</p>
      </div>
    );
  return <ReplayViewer record={record} plugin={plugin} />;
}

function ReplayViewer({ record, plugin }: { record: GameRecord; plugin: AnyBoardPlugin }) {
  const { t, i18n } = useTranslation('app');
  const replay = useMemo(() => buildReplay(record, plugin), [record, plugin]);
  const total = replay.states.length - 1;
  const [step, setStep] = useState(total);
  const [viewer, setViewer] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.tagName === 'INPUT' || (e.target as HTMLElement)?.tagName === 'SELECT') return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(total, s + 1));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);
  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => setStep((s) => s + 1), 500);
    return () => clearTimeout(id);
  }, [playing, step, total]);

  const module = replay.module;
  const state = replay.states[step];
  // Server records name bot seats "<bot id> bot" in English, local games "bot 3" in the language of the
  // day; name them in the reader's language.
  const names = record.seats.map((s) =>
    s.kind.startsWith('bot:') && s.name === `${s.kind.slice(4)} bot`
      ? botSeatName(t, s.kind.slice(4))
      : seatDisplayName(t, s.name, Object.keys(i18n.store.data)),
  );
  const view = module.view(state, viewer);
  const publicView = module.view(state, null);
  const outcome = module.outcome(state);
  const download = () => {
    const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${record.game}-${record.seed}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return (
    <TableFrame
      title={`${t('replay.heading')} · ${t(`games.${record.game}.title`)}`}
      rulesGame={record.game}
      seats={frameSeats(
        plugin,
        publicView,
        record.seats.map((s, i) => ({
          name: at(names, i, 'seat'),
          isBot: s.kind.startsWith('bot'),
          ...(s.kind.startsWith('bot:') ? { bot: s.kind.slice(4) } : {}),
          // A replay shows a seat's eyes, but nobody here is that seat: "Ada's turn", never "Your turn".
          isYou: false,
        })),
        t,
      )}
      active={outcome ? [] : module.activeSeats(state)}
      connection="replay"
      log={replay.log.slice(0, step).map((line) => ({ seat: line.seat, text: logText(plugin, line, names, t) }))}
      over={outcome !== null}
      onLeave={() => navigate('/replay')}
      actions={
        <button type="button" className="btn btn-small" onClick={download}>
          {t('replay.download')}
        </button>
      }
    >
      <div className="replay-controls" data-testid="replay-controls">
        <button type="button" className="btn btn-small" onClick={() => go(0)} disabled={step === 0} aria-label={t('replay.first')}>
          ◀◀
        </button>
        <button type="button" className="btn btn-small" onClick={() => go(step - 1)} disabled={step === 0} data-testid="replay-prev">
          ◀ {t('replay.prev')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => setPlaying(!playing)} disabled={step >= total && !playing}>
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => go(step + 1)} disabled={step >= total} data-testid="replay-next">
          {t('replay.next')} ▶
        </button>
        <button type="button" className="btn btn-small" onClick={() => go(total)} disabled={step >= total} aria-label={t('replay.last')}>
          ▶▶
        </button>
        <input
          type="range"
          min={0}
          max={total}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
          aria-label={t('replay.step', { n: step, total })}
        />
        <span className="small" data-testid="replay-step">
          {t('replay.step', { n: step, total })}
        </span>
        <label className="small">
          {t('replay.seatView')}{' '}
          <select value={viewer ?? ''} onChange={(e) => setViewer(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{t('replay.everyone')}</option>
            {names.map((n, i) => (
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {replay.error ? <p className="error">{t('replay.bad', { message: replay.error.message })}</p> : null}
      <plugin.Board
        view={view}
        seat={viewer}
        legal={[]}
        seatNames={names}
        outcome={outcome}
        scoreHistory={replay.scores.slice(0, step + 1)}
        seed={outcome ? record.seed : null}
        onAction={() => {}}
      />
    </TableFrame>
  );
}
