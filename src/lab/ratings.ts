/**
 * Bot ratings by openskill's Weng-Lin model (Plackett-Luce, the library's default): every game is a
 * free-for-all of one-player teams ranked by the game's outcome. Ratings start at μ = 25, σ = 25/3;
 * `ordinal` = μ − 3σ is the conservative estimate used for the leaderboard. Games are rated in plan
 * order, so the ratings are the same however the games were run.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { GameResult } from './types.js';
import { round } from './stats.js';

/** One bot's rating: skill μ, uncertainty σ (rating points), ordinal μ − 3σ, games rated. */
export interface BotRating {
  readonly bot: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly games: number;
}

/**
 * Rates the bots over `results` (sorted by index first). A bot that holds several seats of one game
 * is rated once per seat against the same prior, and gets the mean of its seats' updated μ and σ.
 * Games without a ranking (every seat ranked 1, e.g. cooperative games) are skipped.
 */
export function rateBots(results: readonly GameResult[]): BotRating[] {
  const ratings = new Map<string, Rating>();
  const games = new Map<string, number>();
  const sorted = [...results].sort((a, b) => a.index - b.index);
  for (const r of sorted) {
    if (r.ranks.every((k) => k === r.ranks[0])) continue;
    const prior = r.bots.map((b) => ratings.get(b) ?? rating());
    const updated = rate(
      prior.map((p) => [p]),
      { rank: [...r.ranks] },
    );
    const sums = new Map<string, { mu: number; sigma: number; n: number }>();
    r.bots.forEach((b, seat) => {
      const u = updated[seat]![0]!;
      const s = sums.get(b) ?? { mu: 0, sigma: 0, n: 0 };
      sums.set(b, { mu: s.mu + u.mu, sigma: s.sigma + u.sigma, n: s.n + 1 });
    });
    for (const [b, s] of sums) {
      ratings.set(b, rating({ mu: s.mu / s.n, sigma: s.sigma / s.n }));
      games.set(b, (games.get(b) ?? 0) + 1);
    }
  }
  return [...ratings.entries()]
    .map(([bot, r]) => ({ bot, mu: round(r.mu), sigma: round(r.sigma), ordinal: round(ordinal(r)), games: games.get(bot) ?? 0 }))
    .sort((a, b) => b.ordinal - a.ordinal || a.bot.localeCompare(b.bot));
}
