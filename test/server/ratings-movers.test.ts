/**
 * Ratings rate only players who moved (issue 17 item 3, eligibility.ts): a finished, server-seeded
 * table of two signed-in accounts is rated when both made a move of their own, and not rated when one
 * seat was played from start to end by its substitute bot (its player's time ran out at once).
 * In-process on in-memory SQLite, rows written directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/storage/db.js';
import { migrate } from '../../src/server/storage/migrations.js';
import { RatingService } from '../../src/server/accounts/ratings.js';

const open = openDatabase(':memory:');
beforeAll(() => migrate(open));
afterAll(() => open.close());

/** A finished 2-seat HellRail table of accounts `a1` and `a2` (seat 0 won) whose actions were made by `by`. */
async function finishedTable(id: string, by: readonly ('human' | 'substitute')[][]): Promise<void> {
  const now = Date.now();
  await open.db
    .insertInto('tables')
    .values({
      id,
      game: 'hellrail',
      config: '{}',
      seed: 's',
      status: 'finished',
      visibility: 'public',
      invite_code: null,
      time_control: '{"kind":"none"}',
      clock: null,
      created_at: now,
      started_at: now,
      finished_at: now,
      rematch_id: null,
      seed_source: 'server',
      creator: null,
      activity_at: now,
    })
    .execute();
  await open.db
    .insertInto('seats')
    .values(
      [0, 1].map((seat) => ({
        table_id: id,
        seat,
        kind: 'human',
        bot: null,
        player_id: `p${seat}`,
        name: `n${seat}`,
        token_hash: null,
        away: 0,
        account_id: `a${seat + 1}`,
      })),
    )
    .execute();
  let seq = 0;
  const actions = by.flatMap((list, seat) =>
    list.map((b) => ({ table_id: id, seq: ++seq, seat, action: '{"type":"END_TURN"}', at: null, server_time: now, by: b })),
  );
  await open.db.insertInto('actions').values(actions).execute();
  await open.db
    .insertInto('results')
    .values({ table_id: id, outcome: JSON.stringify({ ranks: [1, 2] }), finished_at: now })
    .execute();
}

describe('ratings rate only players who moved', () => {
  it('rates both when both moved; rates nobody when a seat was played by its substitute bot throughout', async () => {
    const now = Date.now();
    await open.db
      .insertInto('accounts')
      .values(['a1', 'a2'].map((id) => ({ id, username: id, username_key: id, password_hash: 'x', created_at: now })))
      .execute();
    const ratings = new RatingService(open.db, open.dialect);
    await finishedTable('both', [
      ['human', 'substitute'],
      ['substitute', 'human'],
    ]);
    expect(await ratings.rateTable('both')).toBe('rated');
    expect((await ratings.updateOf('both'))?.changes.map((c) => c.seat)).toEqual([0, 1]);
    await finishedTable('idle', [['human'], ['substitute', 'substitute']]);
    expect(await ratings.rateTable('idle')).toBe('unrated');
    expect(await ratings.updateOf('idle')).toEqual({ rated: false, changes: [] });
  });
});
