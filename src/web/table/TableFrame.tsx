/**
 * The table frame every game's board sits in: a top bar (game, turn indicator, the game's menu,
 * connection state, leave), one compact row of seats (names, scores, per-game stats, clocks, who is
 * to act) and the game log in plain words. On screens of at least 900×600 px the frame is exactly one
 * viewport high and the board area (`.table-board`, the CSS size container `board`: boards lay
 * themselves out with `@container board (…)` and `cqw`/`cqh`) takes all the rest, so nothing a player needs lies below the fold. The log is a column
 * at 1440 px and wider (hidden or shown, remembered on the device) and a drawer over the board below
 * that, closed by default. A visually hidden polite live region reads out each new log line of the
 * other seats (the turn indicator, itself a status region, says whose turn it is).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from './Clock.js';
import { clampStart } from '../a11y/keepInView.js';
import { Icon, type IconName } from '../components/Icon.js';
import { announcement } from '../a11y/announce.js';
import { usePageTitle } from '../a11y/title.js';
import { useDismiss } from '../a11y/dismiss.js';
import { prefersReducedMotion } from '../motion/prefs.js';
import { useFocusRescue } from '../a11y/focusRescue.js';

/** Connection state shown in the top bar. */
export type ConnectionState = 'local' | 'replay' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** One seat as the frame shows it. */
export interface FrameSeat {
  readonly name: string;
  readonly isBot: boolean;
  /** The bot playing the seat (`easy`, `hard`, …), when known: the bot tag says its level ("hard", titled "hard bot") instead of "bot". */
  readonly bot?: string;
  /** This device plays the seat. */
  readonly isYou: boolean;
  /** Online: is the seat's player connected? (undefined = not applicable) */
  readonly connected?: boolean;
  /** Online: the player's time ran out and a substitute bot plays the seat until they take it back (shown as "away" while connected). */
  readonly away?: boolean;
  readonly score?: number;
  /** CSS colour of the seat (its trains, pieces…). */
  readonly color?: string;
  /** Per-game figures, already translated: label and value. */
  readonly stats?: readonly { readonly label: string; readonly value: string | number; readonly icon: IconName }[];
  /** Remaining clock in ms at `clockAt`, or undefined for no clock. */
  readonly clockMs?: number;
}

/** Props of `TableFrame`. */
export interface TableFrameProps {
  readonly title: string;
  readonly seats: readonly FrameSeat[];
  /** Seats that may act now. */
  readonly active: readonly number[];
  /** A real-time game (everyone acts at once, no turns): the indicator says so instead of whose turn. */
  readonly realTime?: boolean;
  /** A paused real-time game (RP-6.8): the indicator says paused instead of real time. */
  readonly paused?: boolean;
  readonly connection: ConnectionState;
  /** The log in plain words, oldest first. */
  readonly log: readonly { readonly seat: number | null; readonly text: string }[];
  /** A short status line (e.g. final round), shown beside the turn indicator. */
  readonly status?: string | null;
  /** Epoch ms when the clocks were last measured (clocks tick down from there for active seats). */
  readonly clockAt?: number;
  readonly over: boolean;
  readonly onLeave: () => void;
  /** Extra buttons in the top bar (e.g. invite link). */
  readonly actions?: ReactNode;
  /** Entries of the game's own menu in the top bar (e.g. bot pace). */
  readonly menu?: ReactNode;
  /** The game id whose rules page (`/rules/<game>`) the game menu links to, in a new tab. No menu button without `menu` or this. */
  readonly rulesGame?: string;
  /** Shown under the log in its column or drawer (online tables: the chat). */
  readonly side?: ReactNode;
  readonly children: ReactNode;
}

/** Renders the frame around a board. */
export function TableFrame(props: TableFrameProps) {
  const { t } = useTranslation('app');
  const logRef = useRef<HTMLOListElement>(null);
  const wide = useWideScreen();
  const [columnShown, setColumnShown] = useState(readLogPref);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logShown = wide ? columnShown : drawerOpen;
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.log.length, logShown]);
  useEffect(() => {
    if (wide || !drawerOpen) return;
    const close = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [wide, drawerOpen]);
  // When the game ends during play, bring the board's final scoring (`[data-testid=end-screen]`) into
  // view: on a phone the page may be scrolled down to the hand or the map.
  const wasOver = useRef(props.over);
  useEffect(() => {
    const ended = props.over && !wasOver.current;
    wasOver.current = props.over;
    const end = ended ? document.querySelector<HTMLElement>('[data-testid=end-screen]') : null;
    if (!end) return;
    const top = end.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6)
      end.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [props.over]);
  const boardRef = useRef<HTMLElement>(null);
  useFocusRescue(boardRef);
  const barRef = useRef<HTMLElement>(null);
  const drawerTop = useBarBottom(barRef, !wide && drawerOpen);
  const moves = useMoveAnnouncer(props.log, props.seats);
  const toggleLog = () => {
    if (wide) {
      setColumnShown(!columnShown);
      writeLogPref(!columnShown);
    } else setDrawerOpen(!drawerOpen);
  };

  const activeNames = props.active.map((s) => props.seats[s]?.name ?? '?');
  let turnText: string;
  if (props.over) turnText = t('table.gameOver');
  else if (props.realTime && props.paused) turnText = t('table.paused');
  else if (props.realTime) turnText = t('table.realTime');
  else if (props.active.length > 1) turnText = t('table.everyone');
  else if (props.active.length === 1 && props.seats[props.active[0] ?? -1]?.isYou) turnText = t('table.yourTurn');
  else if (props.active.length === 1) turnText = t('table.turnOf', { name: activeNames[0] });
  else turnText = '';
  const yourTurn = !props.over && props.active.some((s) => props.seats[s]?.isYou);
  usePageTitle(turnText ? `${props.title} — ${turnText}` : props.title);

  return (
    <div className={`table-frame ${wide ? 'has-log-column' : 'has-log-drawer'}${logShown ? ' is-log-shown' : ' is-log-hidden'}`}>
      <header className="table-bar" ref={barRef}>
        <button type="button" className="btn btn-ghost" onClick={props.onLeave} aria-label={t('table.leave')}>
          ← <span className="hide-narrow">{t('table.leave')}</span>
        </button>
        <h1 className="table-title">{props.title}</h1>
        <div className={`turn-indicator${yourTurn ? ' is-you' : ''}`} role="status" aria-live="polite" data-testid="turn-indicator">
          {turnText ? <span>{turnText}</span> : null}
          {props.status ? <span className="turn-status">{props.status}</span> : null}
        </div>
        <div className="table-bar-right">
          {props.actions}
          {props.menu || props.rulesGame ? (
            <GameMenu label={t('table.menu')}>
              {props.menu}
              {props.rulesGame ? (
                <a className="menu-link" href={`/rules/${props.rulesGame}`} target="_blank" rel="noopener" data-testid="menu-rules">
                  {t('table.rulesLink')}
                </a>
              ) : null}
            </GameMenu>
          ) : null}
          <button
            type="button"
            className="btn btn-small btn-ghost log-toggle"
            aria-pressed={logShown}
            aria-expanded={logShown}
            aria-controls="table-log"
            data-testid="log-toggle"
            onClick={toggleLog}
          >
            {t('table.log')}
            {!logShown && props.log.length > 0 ? <span className="log-count">{props.log.length}</span> : null}
          </button>
          <span className={`conn conn-${props.connection}`} data-testid="connection" title={t(`table.connection.${props.connection}`)}>
            <span className="conn-dot" aria-hidden="true" />
            <span className="hide-narrow">{t(`table.connection.${props.connection}`)}</span>
          </span>
        </div>
      </header>
      <section className="table-seats" aria-label={t('table.seats')}>
        <ol className="seat-list">
          {props.seats.map((seat, i) => {
            const isActive = !props.over && props.active.includes(i);
            return (
              <li
                key={i}
                className={`seat${isActive ? ' is-active' : ''}${seat.isYou ? ' is-you' : ''}`}
                data-testid={`seat-${i}`}
                aria-current={isActive ? 'true' : undefined}
              >
                <span className="seat-color" style={{ background: seat.color ?? 'var(--muted)' }} aria-hidden="true" />
                <span className="seat-main">
                  <span className="seat-name">
                    {seat.name}
                    {seat.isYou ? <small className="tag">{t('table.you')}</small> : null}
                    {seat.isBot ? (
                      <small
                        className="tag tag-bot"
                        data-testid={`seat-bot-${i}`}
                        title={seat.bot ? t('botSeat', { level: t(`bots.${seat.bot}`, { defaultValue: seat.bot }) }) : undefined}
                      >
                        {seat.bot ? t(`bots.${seat.bot}`, { defaultValue: seat.bot }) : t('table.bot')}
                      </small>
                    ) : null}
                    {seat.connected === false ? (
                      <small className="tag tag-off">{t('table.disconnected')}</small>
                    ) : seat.away ? (
                      <small className="tag tag-off" data-testid={`seat-away-${i}`}>
                        {t('table.awayTag')}
                      </small>
                    ) : null}
                  </span>
                  {seat.stats?.length ? (
                    <span className="seat-stats">
                      {seat.stats.map((s) => (
                        <span key={s.label} className="seat-stat" title={s.label}>
                          <Icon name={s.icon} />
                          <span className="sr-only">{s.label}</span> {s.value}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </span>
                {seat.clockMs !== undefined ? (
                  <Clock
                    ms={seat.clockMs}
                    running={isActive}
                    since={props.clockAt ?? Date.now()}
                    label={t('table.clock', { name: seat.name })}
                  />
                ) : null}
                {seat.score !== undefined ? <span className="seat-score">{seat.score}</span> : null}
              </li>
            );
          })}
        </ol>
      </section>
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="move-announcer">
        {moves}
      </div>
      <main className="table-board" id="content" ref={boardRef}>
        {props.children}
      </main>
      <section
        className="table-log"
        id="table-log"
        aria-label={t('table.log')}
        hidden={!logShown}
        data-testid="table-log"
        style={!wide && drawerTop !== null ? { top: drawerTop } : undefined}
      >
        <div className="table-log-head">
          <h2 className="panel-title">{t('table.log')}</h2>
          {wide ? null : (
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setDrawerOpen(false)} aria-label={t('table.closeLog')}>
              ×
            </button>
          )}
        </div>
        <ol ref={logRef} className="log-list" data-testid="game-log">
          {props.log.length === 0 ? <li className="muted">{t('table.noLog')}</li> : null}
          {props.log.map((line, i) => (
            <li key={i}>
              {line.seat !== null && props.seats[line.seat]?.color ? (
                <span className="log-dot" style={{ background: props.seats[line.seat]?.color }} aria-hidden="true" />
              ) : null}
              {line.text}
            </li>
          ))}
        </ol>
        {props.side}
      </section>
    </div>
  );
}

/** The text of the move live region: the log lines of other seats added since the last render that grew the log. */
function useMoveAnnouncer(log: TableFrameProps['log'], seats: readonly FrameSeat[]): string {
  const seen = useRef(log.length);
  const [text, setText] = useState('');
  const own = seats.flatMap((s, i) => (s.isYou ? [i] : [])).join(',');
  useEffect(() => {
    if (log.length === seen.current) return;
    const said = announcement(log, seen.current, new Set(own ? own.split(',').map(Number) : []));
    seen.current = log.length;
    if (said) setText(said);
  }, [log, own]);
  return text;
}

/**
 * While `active`: where the top bar ends on screen (px from the top of the viewport, 0 once it has
 * scrolled away), kept up to date as the bar changes height (its rows wrap on narrow screens) and as
 * the page scrolls or the window is resized; null while not active. The log drawer starts there, so the
 * bar never covers the drawer's title and close button.
 */
function useBarBottom(bar: RefObject<HTMLElement | null>, active: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    if (!active || !el) return undefined;
    const update = () => setBottom(Math.max(0, Math.round(el.getBoundingClientRect().bottom)));
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [bar, active]);
  return active ? bottom : null;
}

/**
 * The game's own menu in the top bar: a disclosure button and a popover with `children`; Escape or a
 * press outside closes it (Escape puts focus back on its button).
 */
function GameMenu({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    const menu = ref.current;
    if (!menu?.open) return;
    const hadFocus = menu.contains(document.activeElement);
    menu.open = false;
    if (hadFocus) menu.querySelector('summary')?.focus();
  }, []);
  useDismiss(open, close, ref);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return undefined;
    const place = () => {
      el.style.transform = '';
      el.style.transform = `translateX(${shiftIntoView(el.getBoundingClientRect(), document.documentElement.clientWidth)}px)`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);
  return (
    <details ref={ref} className="game-menu" data-testid="game-menu" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="btn btn-small btn-ghost" aria-label={label}>
        <span aria-hidden="true">☰</span> <span className="hide-narrow">{label}</span>
      </summary>
      <div ref={panel} className="game-menu-panel">
        {children}
      </div>
    </details>
  );
}

/** Margin (px) the game menu keeps from the sides of the viewport. */
const MENU_MARGIN = 8;

/**
 * How far (px) to move a popover sideways so that its box `r` lies at least MENU_MARGIN px inside a
 * viewport `width` px wide (a popover wider than that is pinned to the left margin).
 */
export function shiftIntoView(r: { readonly left: number; readonly right: number }, width: number): number {
  return clampStart(r.left, r.right - r.left, 0, width, MENU_MARGIN) - r.left;
}

/** Width (px) from which the log is a column beside the board instead of a drawer over it. */
export const LOG_COLUMN_MIN_WIDTH = 1440;
const WIDE_QUERY = `(min-width: ${LOG_COLUMN_MIN_WIDTH}px)`;

function subscribeWide(cb: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mq = window.matchMedia(WIDE_QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

/** True on screens at least LOG_COLUMN_MIN_WIDTH px wide (false where matchMedia is missing, as in jsdom). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

const LOG_PREF = 'roundhouse.logShown';

/** Whether the log column of a wide screen is shown (remembered on this device; shown by default). */
function readLogPref(): boolean {
  try {
    return localStorage.getItem(LOG_PREF) !== '0';
  } catch {
    return true;
  }
}

function writeLogPref(shown: boolean): void {
  try {
    localStorage.setItem(LOG_PREF, shown ? '1' : '0');
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
}
