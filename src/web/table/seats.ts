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

/** `$t(key)` or `$t(key, {"count": 2})` inside a log parameter. */
const NESTED = /\$t\(([^,)]+)(?:,\s*(\{[^)]*\}))?\)/g;

/**
 * A log line in the current language. Parameter `name` is filled with the acting seat's name; string
 * parameters may embed `$t(key)` references to the plugin's own strings (e.g. a card colour), or
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
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) params[k] = typeof v === 'string' ? nested(v) : v;
  return t(line.key, { ns: plugin.ns, name: line.seat !== null ? names[line.seat] : '', ...params });
}
