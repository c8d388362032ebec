/**
 * A paused Rail Pass table survives a server restart (RP-6.8): TableService on SQLite stores the pause
 * in `tables.clock`, a new service restoring the running tables brings it back paused at the same
 * game time, and resuming runs game time on from there.
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

const service = (repo: Repository) =>
  new TableService(repo, new LocalPresence(), { games: GAMES, botDelayMs: 1, snapshotEvery: 50 }, pino({ level: 'silent' }));

describe('paused Rail Pass table and a restart', () => {
  it('comes back paused at the same game time, then resumes from it', async () => {
    await migrate(open);
    const repo = new Repository(open.db);
    const first = service(repo);
    const created = await first.create({
      game: 'rail-pass',
      config: { setup: '2p-point-to-point' },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      timeControl: { kind: 'none' },
      visibility: 'public',
      host: { name: 'Ada' },
    });
    const tableId = created.table.id;
    await first.join(tableId, { name: 'Bo' });
    const rt = first.runtime(tableId)!;
    expect(await rt.submit(0, null, rt.stateFor(0).legal![0], 'human')).toMatchObject({ ok: true });
    await new Promise((r) => setTimeout(r, 120));
    expect(await rt.setPaused(1, true)).toEqual({ ok: true });
    const stood = rt.stateFor(0).gameTime!;
    expect(stood).toBeGreaterThanOrEqual(100);
    expect(JSON.parse((await repo.getTable(tableId))!.clock!)).toMatchObject({ pausedAt: stood });
    await first.shutdown();

    await new Promise((r) => setTimeout(r, 150)); // the server is down for a while
    const second = service(repo);
    await second.restore();
    const back = second.runtime(tableId)!;
    expect(back.stateFor(0)).toMatchObject({ paused: true, gameTime: stood });
    expect(await back.submit(1, null, back.stateFor(1).legal![0], 'human')).toMatchObject({
      ok: false,
      code: 'RP_PAUSED',
    });
    expect(await back.setPaused(0, false)).toEqual({ ok: true });
    expect((await repo.getTable(tableId))!.clock).toBeNull();
    await new Promise((r) => setTimeout(r, 60));
    const now = back.stateFor(0).gameTime!;
    expect(now).toBeGreaterThanOrEqual(stood + 50);
    expect(now).toBeLessThan(stood + 1000);
    await second.shutdown();
  });
});
