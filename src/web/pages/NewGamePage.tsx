/**
 * Create a game: on this device (vs bots and/or pass-and-play) or as an online table. Choose the
 * variant, the seats (human or a named bot), and for online tables the time control and visibility.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, queryParam } from '../app/router.js';
import { engineOf, webGame } from '../boards/registry.js';
import { botNames } from '../../bots/names.js';
import { defaultSeatName } from '../table/seats.js';
import type { AnyGameModule, GameMeta } from '../../engine/contract.js';
import { useBoard } from '../table/useBoard.js';
import { displayName, useSettings } from '../settings/store.js';
import { useAccount } from '../online/account.js';
import { onlinePlayerName } from '../online/seatName.js';
import { startLocalGame } from '../local/current.js';
import { createTable, holdSeat } from '../online/api.js';
import type { AnyBoardPlugin } from '../table/plugin.js';
import { usePageTitle } from '../a11y/title.js';
import { errorText } from '../online/errorText.js';
import { TIME_CONTROLS } from '../online/timeControls.js';
import { defaultSeats, type SeatForm } from './defaultSeats.js';

/** The config the chosen game options add (each option's chosen choice, default the first). */
function optionConfig(plugin: AnyBoardPlugin, chosen: Readonly<Record<string, number>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of plugin.options ?? []) Object.assign(out, o.choices[chosen[o.id] ?? 0]?.config);
  return out;
}

/** Route `/new/:game` (query `?online=1` preselects an online table): loads the game's engine and board, then shows the form. */
export function NewGamePage({ game }: { game: string }) {
  const { t } = useTranslation('app');
  usePageTitle(t('newGame.title', { game: t(`games.${game}.title`) }));
  const info = webGame(game)?.meta;
  const { plugin, error } = useBoard(info ? game : null);
  if (!info || error)
    return (
      <div className="page">
        <p>{t('table.unsupported')}</p>
      </div>
    );
  if (!plugin)
    return (
      <div className="page">
        <p>{t('table.loading')}</p>
      </div>
    );
  return <NewGameForm game={game} info={info} plugin={plugin} module={engineOf(game)} />;
}

/** The bot levels every game offers, weakest first. */
const BOT_LEVELS = ['easy', 'normal', 'hard'];

function NewGameForm({ game, info, plugin, module }: { game: string; info: GameMeta; plugin: AnyBoardPlugin; module: AnyGameModule }) {
  const { t } = useTranslation('app');
  const settings = useSettings();
  const { account } = useAccount();
  // The levels a player chooses from (issue 21 item 4); the other bots (random, bigmoney, planner…) are the lab's (CLI).
  const bots = useMemo(() => {
    const levels = BOT_LEVELS.filter((b) => b in module.bots);
    return levels.length > 0 ? levels : botNames(module);
  }, [module]);
  const defaultBot = bots.find((b) => b === 'normal') ?? bots[bots.length - 1] ?? 'random';
  const [online, setOnline] = useState(queryParam('online') === '1');
  const [variant, setVariant] = useState(0);
  const [options, setOptions] = useState<Record<string, number>>({});
  /** The seat that goes first (plugin.firstPlayer), or null for a seeded random seat. */
  const [first, setFirst] = useState<number | null>(null);
  const [seats, setSeatsState] = useState<SeatForm[]>(() => defaultSeats(online, defaultBot, info.seats));
  // Until the player edits the seats, switching between this device and online swaps the defaults.
  const [seatsEdited, setSeatsEdited] = useState(false);
  const setSeats = (next: SeatForm[]) => {
    setSeatsEdited(true);
    setSeatsState(next);
  };
  const chooseOnline = (next: boolean) => {
    setOnline(next);
    if (!seatsEdited) setSeatsState(defaultSeats(next, defaultBot, info.seats));
  };
  const [time, setTime] = useState('none');
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A variant that fixes the number of seats (a Rail Pass setup) resizes the seat list to match.
  const fixedSeats = plugin.variants[variant]?.seats;
  useEffect(() => {
    if (fixedSeats === undefined) return;
    setSeatsState((cur) =>
      cur.length === fixedSeats ? cur : Array.from({ length: fixedSeats }, (_, i) => cur[i] ?? { kind: `bot:${defaultBot}`, name: '' }),
    );
  }, [fixedSeats, defaultBot, online]);

  const title = t(`games.${game}.title`);
  // Online the server seats a signed-in player under the account's username, a guest under their name.
  const hostName = onlinePlayerName(account, settings.name, t('common.player'));
  const seatName = (s: SeatForm, i: number): string => {
    if (s.name.trim()) return s.name.trim();
    if (s.kind === 'human')
      return i === seats.findIndex((x) => x.kind === 'human') ? displayName(settings, t('common.player')) : defaultSeatName(t, 'human', i);
    return defaultSeatName(t, 'bot', i);
  };
  /** A seat's name as the form shows it: online, a human seat is the host's (the first) or an open seat. */
  const shownName = (s: SeatForm, i: number): string =>
    online && s.kind === 'human' ? (i === seats.findIndex((x) => x.kind === 'human') ? hostName : t('table.seatOpen')) : seatName(s, i);
  const firstSeat = first !== null && first < seats.length ? first : null;
  const config = {
    ...(plugin.variants[variant]?.config ?? {}),
    ...optionConfig(plugin, options),
    ...(plugin.firstPlayer && firstSeat !== null ? { [plugin.firstPlayer.configKey]: firstSeat } : {}),
  };

  // The server takes a chosen seed only for practice tables (at most one human; docs/security.md).
  const seedAllowed = !online || seats.filter((s) => s.kind === 'human').length <= 1;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!online) {
      const session = startLocalGame(
        {
          game: info.id,
          config,
          seed: seed.trim() || Math.random().toString(36).slice(2, 12),
          seats: seats.map((s, i) => ({ name: seatName(s, i), kind: s.kind })),
        },
        plugin,
      );
      navigate(`/play/${session.id}`);
      return;
    }
    setBusy(true);
    try {
      const res = await createTable({
        game: info.id,
        config,
        seats: seats.map((s) => (s.kind === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, bot: s.kind.slice(4) })),
        timeControl: TIME_CONTROLS[time] ?? { kind: 'none' },
        visibility,
        ...(seedAllowed && seed.trim() ? { seed: seed.trim() } : {}),
        host: { name: hostName },
      });
      if (res.host)
        holdSeat(res.table.id, { seat: res.host.seat, token: res.host.token, ...(res.inviteCode ? { invite: res.inviteCode } : {}) });
      navigate(`/table/${res.table.id}${res.inviteCode ? `?invite=${res.inviteCode}` : ''}`);
    } catch (err) {
      setFailure(errorText(t, err));
      setBusy(false);
    }
  };

  const humanCount = seats.filter((s) => s.kind === 'human').length;
  return (
    <div className="page narrow">
      <h1>{t('newGame.title', { game: title })}</h1>
      <form className="form card" onSubmit={submit}>
        <fieldset className="segmented">
          <legend>{t('newGame.where')}</legend>
          <label className={!online ? 'is-on' : ''}>
            <input type="radio" name="where" checked={!online} onChange={() => chooseOnline(false)} />
            <strong>{t('newGame.local')}</strong>
            <small>{t('newGame.localHint')}</small>
          </label>
          <label className={online ? 'is-on' : ''}>
            <input type="radio" name="where" checked={online} onChange={() => chooseOnline(true)} />
            <strong>{t('newGame.online')}</strong>
            <small>{t('newGame.onlineHint')}</small>
          </label>
        </fieldset>
        <label className="field">
          <span>{t('newGame.variant')}</span>
          <select value={variant} onChange={(e) => setVariant(Number(e.target.value))} data-testid="variant">
            {plugin.variants.map((v, i) => (
              <option key={v.id} value={i}>
                {t(v.labelKey, { ns: plugin.ns })}
              </option>
            ))}
          </select>
        </label>
        {(plugin.options ?? []).map((o) => (
          <label className="field" key={o.id}>
            <span>{t(o.labelKey, { ns: plugin.ns })}</span>
            <select
              value={options[o.id] ?? 0}
              onChange={(e) => setOptions({ ...options, [o.id]: Number(e.target.value) })}
              data-testid={`option-${o.id}`}
            >
              {o.choices.map((c, i) => (
                <option key={i} value={i}>
                  {t(c.labelKey, { ns: plugin.ns })}
                </option>
              ))}
            </select>
          </label>
        ))}
        <fieldset className="seats-form">
          <legend>{t('newGame.seats')}</legend>
          {seats.map((s, i) => (
            <div className="seat-row" key={i}>
              <span className="seat-num">{i + 1}</span>
              <select
                aria-label={t('newGame.seat', { n: i + 1 })}
                value={s.kind}
                data-testid={`seat-kind-${i}`}
                onChange={(e) => setSeats(seats.map((x, j) => (j === i ? { ...x, kind: e.target.value } : x)))}
              >
                <option value="human">{t('newGame.human')}</option>
                {bots.map((b) => (
                  <option key={b} value={`bot:${b}`}>
                    {t('newGame.bot', { name: t(`bots.${b}`, { defaultValue: b }) })}
                  </option>
                ))}
              </select>
              {!online || s.kind !== 'human' ? (
                <input
                  aria-label={t('newGame.nameOf', { n: i + 1 })}
                  placeholder={seatName(s, i)}
                  value={s.name}
                  maxLength={24}
                  onChange={(e) => setSeats(seats.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                  disabled={online}
                />
              ) : (
                <span className="muted small" data-testid={`seat-name-${i}`}>
                  {shownName(s, i)}
                </span>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-icon"
                aria-label={t('newGame.removeSeat', { n: i + 1 })}
                disabled={seats.length <= info.seats.min || fixedSeats !== undefined}
                onClick={() => setSeats(seats.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={seats.length >= info.seats.max || fixedSeats !== undefined}
            onClick={() => setSeats([...seats, { kind: `bot:${defaultBot}`, name: '' }])}
          >
            + {t('newGame.addSeat')}
          </button>
          {!online && humanCount > 1 ? <p className="muted small">{t('newGame.passAndPlay')}</p> : null}
        </fieldset>
        {plugin.firstPlayer ? (
          <label className="field">
            <span>{t(plugin.firstPlayer.labelKey, { ns: plugin.ns })}</span>
            <select
              value={firstSeat ?? ''}
              onChange={(e) => setFirst(e.target.value === '' ? null : Number(e.target.value))}
              data-testid="first-player"
            >
              <option value="">{t(plugin.firstPlayer.randomKey, { ns: plugin.ns })}</option>
              {seats.map((s, i) => (
                <option key={i} value={i}>
                  {`${i + 1}. ${shownName(s, i)}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {online ? (
          <>
            <label className="field">
              <span>{t('newGame.timeControl')}</span>
              <select value={time} onChange={(e) => setTime(e.target.value)}>
                {Object.keys(TIME_CONTROLS).map((k) => (
                  <option key={k} value={k}>
                    {t(`newGame.time.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="radio-list">
              <legend>{t('newGame.visibility')}</legend>
              <label>
                <input type="radio" name="vis" checked={visibility === 'public'} onChange={() => setVisibility('public')} />{' '}
                {t('newGame.public')}
              </label>
              <label>
                <input type="radio" name="vis" checked={visibility === 'private'} onChange={() => setVisibility('private')} />{' '}
                {t('newGame.private')}
              </label>
            </fieldset>
          </>
        ) : null}
        {seedAllowed ? (
          <label className="field">
            <span>{t('newGame.seed')}</span>
            <input value={seed} onChange={(e) => setSeed(e.target.value)} maxLength={100} data-testid="seed" />
          </label>
        ) : null}
        {failure ? (
          <p className="error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || (humanCount === 0 && online)} data-testid="start">
          {online ? t('newGame.create') : t('newGame.start')}
        </button>
      </form>
    </div>
  );
}
