/**
 * HellRail statistics: for every circle effect token (HR-10), how often an engine entering its circle
 * uses it rather than declining (HR-9.2, HR-9.5), and how the games of the players who used it end.
 * Read from the applied USE_CIRCLE_EFFECT / DECLINE_EFFECT actions and the state before them
 * (`entering`, `circleTokens`); the first player (HR-4.7) from `firstSeat`.
 */
import type { Chart } from '../report/charts.js';
import { round, wilson } from '../stats.js';
import { field, numberField, type ExtractedGame, type GameExtractor } from './extractor.js';

/** One circle entry that offered an effect: the seat, the token, and whether it was used. */
export interface CircleChoice {
  readonly seat: number;
  readonly effect: string;
  readonly used: boolean;
}

/** Per game: every circle-effect decision, in order. */
export interface HellRailStats {
  readonly choices: readonly CircleChoice[];
}

/** The effect on the circle being entered in `before`, or null when no circle entry is open. */
function offeredEffect(before: unknown): string | null {
  if (field(before, 'phase') !== 'CIRCLE_ENTRY') return null;
  const circle = field(field(before, 'entering'), 'circle');
  if (typeof circle !== 'number') return null;
  const tokens = field(before, 'circleTokens');
  const token = Array.isArray(tokens) ? (tokens[circle - 1] as unknown) : undefined;
  return typeof token === 'string' ? token : null;
}

const label = (effect: string): string => effect.replace(/_/g, ' ').toLowerCase();

/** The HellRail extractor. */
export const hellrailExtractor: GameExtractor<CircleChoice[], HellRailStats> = {
  start: () => [],
  firstSeat: (state) => numberField(state, 'firstSeat'),
  onAction(acc, seat, action, before) {
    const type = field(action, 'type');
    if (type !== 'USE_CIRCLE_EFFECT' && type !== 'DECLINE_EFFECT') return;
    const effect = offeredEffect(before);
    if (effect) acc.push({ seat, effect, used: type === 'USE_CIRCLE_EFFECT' });
  },
  finish: (acc) => ({ choices: acc }),
  summarise(games) {
    return { title: 'HellRail: circle effects, use and outcome', charts: effectCharts(games) };
  },
};

interface EffectRow {
  effect: string;
  offered: number;
  used: number;
  /** Seat-games in which the seat used the effect at least once / won among them. */
  userGames: number;
  userWins: number;
  /** Seat-games in which the seat declined it every time it was offered / won among them. */
  declinerGames: number;
  declinerWins: number;
}

function effectCharts(games: readonly ExtractedGame<HellRailStats>[]): Chart[] {
  const rows = new Map<string, EffectRow>();
  const row = (effect: string): EffectRow => {
    let r = rows.get(effect);
    if (!r) rows.set(effect, (r = { effect, offered: 0, used: 0, userGames: 0, userWins: 0, declinerGames: 0, declinerWins: 0 }));
    return r;
  };
  for (const g of games) {
    const perSeat = new Map<string, boolean>();
    for (const c of g.stats.choices) {
      const r = row(c.effect);
      r.offered += 1;
      if (c.used) r.used += 1;
      const key = `${c.seat}\u0000${c.effect}`;
      perSeat.set(key, (perSeat.get(key) ?? false) || c.used);
    }
    for (const [key, used] of perSeat) {
      const [seat, effect] = key.split('\u0000') as [string, string];
      const r = row(effect);
      const won = g.winners.includes(Number(seat));
      if (used) {
        r.userGames += 1;
        if (won) r.userWins += 1;
      } else {
        r.declinerGames += 1;
        if (won) r.declinerWins += 1;
      }
    }
  }
  const sorted = [...rows.values()].sort((a, b) => a.effect.localeCompare(b.effect));
  const winShare = games.length ? games.reduce((a, g) => a + g.winners.length / g.bots.length, 0) / games.length : 0;
  const interval = (s: number, n: number) => {
    const ci = wilson(s, n);
    return { estimate: round(ci.estimate), low: round(ci.low), high: round(ci.high), n };
  };
  return [
    {
      kind: 'intervals',
      title: 'Use rate per circle effect',
      note: 'Share of circle entries offering the effect in which the entering player used it (95 % Wilson).',
      x: 'used when offered',
      domain: [0, 1],
      data: sorted.map((r) => ({ label: label(r.effect), ...interval(r.used, r.offered) })),
    },
    {
      kind: 'intervals',
      title: 'Win rate of players who used the effect vs declined it',
      note: 'Per player and game: used it at least once, or declined it every time. The line is the average win share.',
      x: 'win rate',
      domain: [0, 1],
      reference: round(winShare),
      data: sorted.flatMap((r) => [
        ...(r.userGames > 0 ? [{ label: label(r.effect), group: 'used', ...interval(r.userWins, r.userGames) }] : []),
        ...(r.declinerGames > 0 ? [{ label: label(r.effect), group: 'declined', ...interval(r.declinerWins, r.declinerGames) }] : []),
      ]),
    },
  ];
}
