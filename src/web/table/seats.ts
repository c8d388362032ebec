/** Builds the frame's seat list and log lines from a board plugin and a view (shared by local, online and replay). */
import type { TFunction } from 'i18next';
import type { AnyBoardPlugin, LogLine } from './plugin.js';
import type { FrameSeat } from './TableFrame.js';

/** Input seat: display name and whether a bot plays it. */
export interface SeatBasics {
  readonly name: string;
  readonly isBot: boolean;
  /** The bot playing the seat (`easy`, `hard`, …) when its name does not say it (local games, replays): the tag names its level. */
  readonly bot?: string;
  readonly isYou: boolean;
  readonly connected?: boolean;
  readonly away?: boolean;
  readonly clockMs?: number;
}

/** The frame seats for `view` (any seat's or a spectator's view: only public figures are used). */
export function frameSeats(plugin: AnyBoardPlugin, view: unknown, seats: readonly SeatBasics[], t: TFunction): FrameSeat[] {
  const scores = plugin.publicScores(view);
  return seats.map((s, i) => ({
    ...s,
    score: scores[i],
    color: plugin.seatColor(i),
    stats: plugin.seatStats?.(view, i).map((st) => ({ label: t(st.key, { ns: plugin.ns }), value: st.value, icon: st.icon })) ?? [],
  }));
}

/** `$seat(2)` inside a log parameter: the name of seat 2 (another seat than the actor, e.g. the one pushed). */
const SEAT_NAME = /\$seat\((\d+)\)/g;

/** `$t(key)` or `$t(key, {"count": 2})` inside a log parameter. */
const NESTED = /\$t\(([^,)]+)(?:,\s*(\{[^)]*\}))?\)/g;

/**
 * A log line in the current language. Parameter `name` is filled with the acting seat's name; string
 * parameters may embed `$seat(n)` (seat n's name) and `$t(key)` references to the plugin's own strings (e.g. a card colour), or
 * `$t(key, {"count": n})` for a counted one (i18next plurals: "1 orange + 2 locomotives"), or with a
 * string option that is itself a reference (`$t(near.plain, {"place": "$t(place.Shinjuku)"})`), which
 * are translated here, innermost first, so the log follows the language setting.
 */
export function logText(plugin: AnyBoardPlugin, line: LogLine, names: readonly string[], t: TFunction): string {
  // Innermost references first: `$t(near.plain, {"place": "$t(place.Shinjuku)"})` takes two passes.
  const nested = (s: string): string => {
    for (let pass = 0; pass < 3 && s.includes('$t('); pass++)
      s = s.replace(NESTED, (_, key: string, opts?: string) =>
        t(key.trim(), { ns: plugin.ns, ...(opts ? (JSON.parse(opts) as object) : {}) }),
      );
    return s;
  };
  const seatNames = (s: string): string => s.replace(SEAT_NAME, (_, n: string) => names[Number(n)] ?? '');
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) params[k] = typeof v === 'string' ? nested(seatNames(v)) : v;
  return t(line.key, { ns: plugin.ns, name: line.seat !== null ? names[line.seat] : '', ...params });
}

/** Keys (namespace `app`) of the words the new-game form names unnamed seats with: "bot 3", "Player 2". */
const DEFAULT_NAME_KEYS = ['table.bot', 'common.player'] as const;

/** The name the new-game form gives unnamed seat `index` (0-based) of `kind` in the current language ("bot 3", "Player 2"). */
export function defaultSeatName(t: TFunction, kind: 'bot' | 'human', index: number): string {
  return `${t(kind === 'bot' ? 'table.bot' : 'common.player', { ns: 'app' })} ${index + 1}`;
}

/**
 * A stored seat name as the current language says it: a default name given in any of `languages`
 * ("bot 3", "봇 3", "Player 2", see `defaultSeatName`) is said again in the current one, so a game
 * started in English shows "봇 3" after a switch to Korean; a name a player chose is kept as it is.
 */
export function seatDisplayName(t: TFunction, name: string, languages: readonly string[]): string {
  for (const key of DEFAULT_NAME_KEYS)
    for (const lng of languages) {
      const word = t(key, { ns: 'app', lng });
      const n = name.startsWith(`${word} `) ? name.slice(word.length + 1) : '';
      if (/^\d+$/.test(n)) return `${t(key, { ns: 'app' })} ${n}`;
    }
  return name;
}
