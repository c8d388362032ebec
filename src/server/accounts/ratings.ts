/**
 * Player ratings (issue 17 item 3): one openskill (Weng-Lin, Plackett-Luce) rating per account and
 * game, starting at μ = 25, σ = 25/3; the shown `rating` is the conservative μ − 3σ. A finished rated
 * table (see eligibility.ts) updates its accounts' ratings exactly once: the update and a
 * `rating_updates` row keyed by the table id commit in one transaction, so a second attempt (another
 * node, a restart, a retry) finds the key and changes nothing. Cooperative outcomes (`team`) and tables
 * that are not rated store an unrated row. Only the signed-in seats are ranked, among themselves, by the
 * game's outcome ranks; bots never change a rating.
 */
import { sql, type Kysely } from 'kysely';
import { ordinal, rate, rating } from 'openskill';
import type { LeaderboardResponse, RatingChange, RatingInfo, TableRatingsResponse } from '../../protocol/accounts.js';
import type { Database } from '../storage/schema.js';
import { ratedSeats } from './eligibility.js';

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Thrown inside the transaction to roll it back when another writer rated the table first. */
class AlreadyRated extends Error {}

/** Ratings storage and the exactly-once update. */
export class RatingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /**
   * Rates a finished table once. Returns `rated` / `unrated` when this call stored the update,
   * `done` when it was stored before (nothing changed), `not-finished` for other statuses.
   */
  async rateTable(tableId: string): Promise<'rated' | 'unrated' | 'done' | 'not-finished'> {
    if (await this.updateOf(tableId)) return 'done';
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', tableId).executeTakeFirst();
    if (!row || row.status !== 'finished') return 'not-finished';
    const seats = await this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).orderBy('seat').execute();
    const result = await this.db.selectFrom('results').select('outcome').where('table_id', '=', tableId).executeTakeFirst();
    const outcome = result ? (JSON.parse(result.outcome) as { ranks?: number[]; team?: unknown }) : undefined;
    let rated = ratedSeats(row, seats);
    if (!outcome?.ranks || outcome.team !== undefined) rated = [];
    if (rated.length > 0) {
      // Only players who made a move of their own are rated: a seat its substitute bot played from
      // the first move to the last says nothing of its player's skill (eligibility.ts).
      const movers = await this.db
        .selectFrom('actions')
        .select('seat')
        .distinct()
        .where('table_id', '=', tableId)
        .where('by', '=', 'human')
        .execute();
      const moved = new Set(movers.map((m) => m.seat));
      rated = rated.filter((s) => moved.has(s.seat));
      if (rated.length < 2) rated = [];
    }
    const now = Date.now();
    try {
      return await this.db.transaction().execute(async (tx) => {
        if (rated.length === 0) {
          await this.claim(tx, tableId, 0, [], now);
          return 'unrated' as const;
        }
        const ids = rated.map((s) => s.account_id!);
        await tx
          .insertInto('ratings')
          .values(ids.map((id) => ({ account_id: id, game: row.game, mu: 25, sigma: 25 / 3, games: 0, updated_at: now })))
          .onConflict((oc) => oc.columns(['account_id', 'game']).doNothing())
          .execute();
        let q = tx.selectFrom('ratings').selectAll().where('game', '=', row.game).where('account_id', 'in', ids);
        if (this.dialect === 'postgres') q = q.forUpdate();
        const current = new Map((await q.execute()).map((r) => [r.account_id, r]));
        const names = new Map(
          (await tx.selectFrom('accounts').select(['id', 'username']).where('id', 'in', ids).execute()).map((a) => [a.id, a.username]),
        );
        const prior = rated.map((s) => {
          const r = current.get(s.account_id!)!;
          return rating({ mu: Number(r.mu), sigma: Number(r.sigma) });
        });
        const updated = rate(
          prior.map((p) => [p]),
          { rank: rated.map((s) => outcome!.ranks![s.seat] ?? rated.length) },
        );
        const changes: RatingChange[] = rated.map((s, i) => {
          const before = round1(ordinal(prior[i]!));
          const after = round1(ordinal(updated[i]![0]!));
          return { seat: s.seat, username: names.get(s.account_id!) ?? '', before, after, delta: round1(after - before) };
        });
        await this.claim(tx, tableId, 1, changes, now);
        for (const [i, s] of rated.entries()) {
          const u = updated[i]![0]!;
          await tx
            .updateTable('ratings')
            .set({ mu: u.mu, sigma: u.sigma, games: Number(current.get(s.account_id!)!.games) + 1, updated_at: now })
            .where('account_id', '=', s.account_id!)
            .where('game', '=', row.game)
            .execute();
        }
        return 'rated' as const;
      });
    } catch (e) {
      if (e instanceof AlreadyRated) return 'done';
      throw e;
    }
  }

  /** Rates every finished table that has no `rating_updates` row yet (after a restart). Returns how many were stored. */
  async rateMissing(): Promise<number> {
    const rows = await this.db
      .selectFrom('tables')
      .leftJoin('rating_updates', 'rating_updates.table_id', 'tables.id')
      .select('tables.id')
      .where('tables.status', '=', 'finished')
      .where('rating_updates.table_id', 'is', null)
      .execute();
    let n = 0;
    for (const r of rows) {
      const done = await this.rateTable(r.id);
      if (done === 'rated' || done === 'unrated') n++;
    }
    return n;
  }

  /** The stored rating update of a table, if any. */
  async updateOf(tableId: string): Promise<{ rated: boolean; changes: RatingChange[] } | undefined> {
    const row = await this.db.selectFrom('rating_updates').select(['rated', 'changes']).where('table_id', '=', tableId).executeTakeFirst();
    return row ? { rated: Number(row.rated) === 1, changes: JSON.parse(row.changes) as RatingChange[] } : undefined;
  }

  /** Rating updates of many tables at once, by table id. */
  async updatesOf(tableIds: string[]): Promise<Map<string, RatingChange[]>> {
    const map = new Map<string, RatingChange[]>();
    if (tableIds.length === 0) return map;
    const rows = await this.db.selectFrom('rating_updates').select(['table_id', 'changes']).where('table_id', 'in', tableIds).execute();
    for (const r of rows) map.set(r.table_id, JSON.parse(r.changes) as RatingChange[]);
    return map;
  }

  /** `GET /api/tables/:id/ratings` for a table whose row and seats are known. */
  async tableRatings(tableId: string, expected: boolean): Promise<TableRatingsResponse> {
    const u = await this.updateOf(tableId);
    if (u) return { status: u.rated ? 'rated' : 'unrated', changes: u.changes };
    return { status: expected ? 'pending' : 'unrated', changes: [] };
  }

  /** The ratings of an account, best first. */
  async ratingsOf(accountId: string): Promise<RatingInfo[]> {
    const rows = await this.db.selectFrom('ratings').selectAll().where('account_id', '=', accountId).where('games', '>', 0).execute();
    return rows.map(toInfo).sort((a, b) => b.rating - a.rating);
  }

  /** The best `limit` accounts of a game by μ − 3σ. */
  async leaderboard(game: string, limit: number): Promise<LeaderboardResponse> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('accounts', 'accounts.id', 'ratings.account_id')
      .select([
        'accounts.username',
        'ratings.game',
        'ratings.mu',
        'ratings.sigma',
        'ratings.games',
        'ratings.account_id',
        'ratings.updated_at',
      ])
      .where('ratings.game', '=', game)
      .where('ratings.games', '>', 0)
      .orderBy(sql`ratings.mu - 3 * ratings.sigma`, 'desc')
      .orderBy('accounts.username_key')
      .limit(limit)
      .execute();
    return { game, players: rows.map((r, i) => ({ rank: i + 1, username: r.username, ...toInfo(r) })) };
  }

  private async claim(tx: Kysely<Database>, tableId: string, rated: 0 | 1, changes: RatingChange[], now: number): Promise<void> {
    const r = await tx
      .insertInto('rating_updates')
      .values({ table_id: tableId, rated, changes: JSON.stringify(changes), created_at: now })
      .onConflict((oc) => oc.column('table_id').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AlreadyRated();
  }
}

function toInfo(r: { game: string; mu: number; sigma: number; games: number }): RatingInfo {
  const mu = Number(r.mu);
  const sigma = Number(r.sigma);
  return { game: r.game, rating: round1(mu - 3 * sigma), mu: round1(mu), sigma: round1(sigma), games: Number(r.games) };
}
