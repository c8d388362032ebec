/**
 * Storage layer tests on an in-memory SQLite database (and PostgreSQL with TEST_DATABASE_URL):
 * migrations, the append-only action log's primary key, group commit, snapshots.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/server/storage/db.js';
import { dropAll, migrate } from '../../src/server/storage/migrations.js';
import { Repository, type ActionInsert } from '../../src/server/storage/repository.js';
import { BatchingStore } from '../../src/server/storage/batch.js';
import { testDatabases } from './helpers/server-process.js';

// SQLite commits the action log on its writer thread (storage/sqlite-writer.ts); also test it without.
const variants = testDatabases().flatMap((d) =>
  d.name === 'sqlite'
    ? [
        { ...d, name: 'sqlite (writer thread)', writerThread: true },
        { ...d, name: 'sqlite (main thread)', writerThread: false },
      ]
    : [{ ...d, writerThread: false }],
);

for (const dbKind of variants) {
  describe(`storage on ${dbKind.name}`, () => {
    let open: OpenDatabase;
    let repo: Repository;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const db = dbKind.make();
      cleanup = db.cleanup;
      open = openDatabase(db.url, { writerThread: dbKind.writerThread });
      expect(open.writer !== null).toBe(dbKind.writerThread);
      expect(await migrate(open)).toEqual([
        '0001_initial',
        '0002_seed_source_creator_activity',
        '0003_accounts_ratings_chat',
        '0004_table_fences',
      ]);
      expect(await migrate(open)).toEqual([]);
      repo = new Repository(open.db, undefined, open.writer);
      for (const id of ['t_a', 't_b']) {
        await repo.createTable(
          {
            id,
            game: 'ticket-to-ride',
            config: '{}',
            seed: 's',
            status: 'running',
            visibility: 'public',
            invite_code: null,
            time_control: '{"kind":"none"}',
            clock: null,
            created_at: 1,
            started_at: 2,
            finished_at: null,
            rematch_id: null,
            seed_source: 'server',
            creator: null,
            activity_at: null,
          },
          [{ table_id: id, seat: 0, kind: 'human', bot: null, player_id: null, name: null, token_hash: null, away: 0, account_id: null }],
        );
      }
    });

    afterAll(async () => {
      if (open) {
        if (open.dialect === 'postgres') await dropAll(open);
        await open.close();
      }
      await cleanup?.();
    });

    const act = (tableId: string, seq: number): ActionInsert => ({
      tableId,
      seq,
      seat: 0,
      action: { type: 'X', n: seq },
      at: null,
      serverTime: 1_000 + seq,
      by: 'human',
    });

    it('never stores action N of a table twice', async () => {
      await repo.appendAction(act('t_a', 1), { snapshot: { seq: 1, state: { s: 1 } } });
      await expect(repo.appendAction(act('t_a', 1))).rejects.toThrow();
      expect(await repo.maxSeq('t_a')).toBe(1);
      expect(await repo.latestSnapshot('t_a')).toEqual({ seq: 1, state: { s: 1 } });
      expect(await repo.latestSnapshot('t_a', 1)).toEqual({ seq: 1, state: { s: 1 } });
      expect(await repo.latestSnapshot('t_a', 0)).toBeUndefined();
    });

    it('group commit: concurrent appends share a transaction; a conflict fails only its own action', async () => {
      const store = new BatchingStore(repo);
      const results = await Promise.allSettled([
        store.appendAction(act('t_a', 2)),
        store.appendAction(act('t_b', 1)),
        store.appendAction(act('t_a', 1)), // already stored
        store.appendAction(act('t_b', 2), { finish: { outcome: { scores: [1] }, finishedAt: 9 } }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((await repo.actionsAfter('t_a', 0)).map((a) => a.seq)).toEqual([1, 2]);
      expect((await repo.actionsAfter('t_b', 0)).map((a) => a.action)).toEqual([
        { type: 'X', n: 1 },
        { type: 'X', n: 2 },
      ]);
      expect(await repo.getResult('t_b')).toEqual({ scores: [1] });
      expect((await repo.getTable('t_b'))!.status).toBe('finished');
      const ok = await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendAction(act('t_a', 3 + i))));
      expect(ok.length).toBe(20);
      expect(store.stats.batches).toBeLessThan(store.stats.actions);
    });

    it('the reused INSERT text of a row count stores every column of every row (the hot path binds values itself)', async () => {
      const rows = (from: number, n: number): ActionInsert[] =>
        Array.from({ length: n }, (_, i) => ({
          tableId: i % 2 ? 't_a' : 't_b',
          seq: 100 + from + i,
          seat: (from + i) % 3,
          action: { type: 'Y', i: from + i },
          at: i % 2 ? null : 7 * (from + i),
          serverTime: 50_000 + from + i,
          by: i % 3 === 0 ? 'bot' : 'human',
        }));
      // 3 rows, then 3 again (the cached text), 1, 1 (cached), and 2: each read back column by column.
      const batches = [rows(0, 3), rows(10, 3), rows(20, 1), rows(30, 1), rows(40, 2)];
      for (const b of batches) await repo.appendMany(b.map((action) => ({ action, extras: {} })));
      const stored = [...(await repo.actionsAfter('t_a', 99)), ...(await repo.actionsAfter('t_b', 99))];
      const expected = batches.flat().map(({ tableId: _t, ...a }) => a);
      expect(stored.sort((x, y) => x.seq - y.seq)).toEqual(expected.sort((x, y) => x.seq - y.seq));
      // A failing reused INSERT stores none of its rows.
      await expect(repo.appendMany([...rows(50, 1), ...rows(0, 1)].map((action) => ({ action, extras: {} })))).rejects.toThrow();
      expect((await repo.actionsAfter('t_b', 149)).length).toBe(0);
    });

    it('units sent together commit together; a failing one is rolled back alone, all of it (writer: one savepoint per unit)', async () => {
      const unit = (seq: number, extra?: number) => [
        { action: act('t_a', seq), extras: {} },
        ...(extra !== undefined ? [{ action: act('t_a', extra), extras: {} }] : []),
      ];
      // Not through BatchingStore: each call is its own unit, sent at once (the writer thread takes them as one group).
      const results = await Promise.allSettled([
        repo.appendMany(unit(1000, 1001)),
        repo.appendMany(unit(1002, 1)), // action 1 is stored: this unit fails, 1002 with it
        repo.appendMany(unit(1003)),
        repo.touch('t_b', 77),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((await repo.actionsAfter('t_a', 999)).map((a) => a.seq)).toEqual([1000, 1001, 1003]);
      expect((await repo.getTable('t_b'))!.activity_at).toBe(77);
    });

    it('joinSeat gives a free seat once and marks the table active only for the winner', async () => {
      const seat = {
        table_id: 't_j',
        seat: 0,
        kind: 'human',
        bot: null,
        player_id: null,
        name: null,
        token_hash: null,
        away: 0,
        account_id: null,
      };
      await repo.createTable(
        {
          id: 't_j',
          game: 'ticket-to-ride',
          config: '{}',
          seed: 's',
          status: 'open',
          visibility: 'public',
          invite_code: null,
          time_control: '{"kind":"none"}',
          clock: null,
          created_at: 1,
          started_at: null,
          finished_at: null,
          rematch_id: null,
          seed_source: 'server',
          creator: null,
          activity_at: null,
        },
        [seat, { ...seat, seat: 1, kind: 'bot', bot: 'random' }],
      );
      const [a, b, bot] = await Promise.all([
        repo.joinSeat('t_j', 0, 'p_a', 'A', 'hash-a', null, 10),
        repo.joinSeat('t_j', 0, 'p_b', 'B', 'hash-b', null, 20),
        repo.joinSeat('t_j', 1, 'p_c', 'C', 'hash-c', null, 30),
      ]);
      // One of the two racing joins gets the seat (which one depends on the database's order), the bot seat nobody.
      expect([a !== b, bot]).toEqual([true, false]);
      const seats = await repo.getSeats('t_j');
      expect(seats.map((x) => x.player_id)).toEqual([a ? 'p_a' : 'p_b', null]);
      expect(seats[0]!.token_hash).toBe(a ? 'hash-a' : 'hash-b');
      expect((await repo.getTable('t_j'))!.activity_at).toBe(a ? 10 : 20);
      expect(await repo.markStarted('t_j', 40, null)).toBe(true);
      expect(await repo.markStarted('t_j', 50, null)).toBe(false);
    });

    it.skipIf(dbKind.name !== 'postgres')(
      'a connection PostgreSQL ends mid-transaction fails that transaction only; the process and the pool go on',
      async () => {
        // The cluster's stalled owner (issue 15): its session idles in a transaction past
        // idle_in_transaction_session_timeout and PostgreSQL ends it. An unhandled 'error' event of
        // the pg client would end the process.
        const tx = open.db.transaction().execute(async (t) => {
          const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t)).rows[0]!.pid;
          await sql`select pg_terminate_backend(${pid})`.execute(open.db);
          await new Promise((r) => setTimeout(r, 100));
          await sql`select 1`.execute(t);
        });
        await expect(tx).rejects.toThrow();
        expect((await sql<{ one: number }>`select 1 as one`.execute(open.db)).rows[0]!.one).toBe(1);
      },
    );
  });
}
