/**
 * TableService in-process on in-memory SQLite: when storage already holds the action a runtime tries
 * to write (another writer won action N), the table is reloaded from the log and play goes on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { GAMES } from '../../src/games/index.js';
import { LocalPresence } from '../../src/server/presence.js';
import { openDatabase } from '../../src/server/storage/db.js';
import { migrate } from '../../src/server/storage/migrations.js';
import { Repository } from '../../src/server/storage/repository.js';
import { TableService } from '../../src/server/tables/service.js';

const open = openDatabase(':memory:');
afterAll(() => open.close());

describe('TableService', () => {
  it('reloads a table from storage when another writer stored action N first', async () => {
    await migrate(open);
    const repo = new Repository(open.db);
    const service = new TableService(
      repo,
      new LocalPresence(),
      { games: GAMES, botDelayMs: 1, snapshotEvery: 50 },
      pino({ level: 'silent' }),
    );
    const created = await service.create({
      game: 'ticket-to-ride',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      timeControl: { kind: 'none' },
      visibility: 'public',
      host: { name: 'Ada' },
    });
    const tableId = created.table.id;
    await service.join(tableId, { name: 'Bo' });
    const rt = service.runtime(tableId)!;
    const [first, second] = rt.stateFor(0).legal!;
    // Another process appends action 1 (seat 0 keeps `second`) behind this runtime's back.
    await repo.appendAction({ tableId, seq: 1, seat: 0, action: second, at: null, serverTime: Date.now(), by: 'human' });
    const r = await rt.submit(0, 0, first, 'human');
    expect(r).toMatchObject({ ok: false, code: 'STORAGE_ERROR' });
    for (let i = 0; i < 100 && service.runtime(tableId) === rt; i++) await new Promise((res) => setTimeout(res, 5));
    const fresh = service.runtime(tableId)!;
    expect(fresh).not.toBe(rt);
    expect(fresh.seq).toBe(1);
    // The reloaded state is the stored one: seat 0 has answered, seat 1 goes on at seq 1.
    expect(fresh.stateFor(0).legal).toEqual([]);
    const ok = await fresh.submit(1, 1, fresh.stateFor(1).legal![0], 'human');
    expect(ok).toEqual({ ok: true, seq: 2 });
    expect((await repo.actionsAfter(tableId, 0)).map((a) => a.seq)).toEqual([1, 2]);
    await service.shutdown();
  });
});
