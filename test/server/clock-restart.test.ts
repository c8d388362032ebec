/**
 * Turn clocks across a graceful restart (SIGTERM): the time the player on move had already spent is
 * stored at shutdown and still charged after the restart, so a restart never gives thinking time back.
 * (After kill -9 the time since the last stored action is not charged: crash.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { api, TestClient } from './helpers/client.js';
import { spawnServer, testDatabases } from './helpers/server-process.js';

const BANK = 300_000;

for (const dbKind of testDatabases()) {
  describe(`turn clocks across a graceful restart on ${dbKind.name}`, () => {
    it('charges the time spent on the current move before the restart', async () => {
      const db = dbKind.make();
      let server = await spawnServer(db.url);
      try {
        // Two humans, a bank clock; at the start both choose tickets, so both clocks run (TTR-41).
        const created = await api(server.base, 'POST', '/api/tables', {
          game: 'ticket-to-ride',
          seats: [{ kind: 'human' }, { kind: 'human' }],
          timeControl: { kind: 'bank', initialMs: BANK, incrementMs: 0 },
          host: { name: 'Ada' },
        });
        const tableId = created.body.table.id as string;
        await api(server.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
        const a = await TestClient.open(server.ws);
        expect((await a.hello(tableId, created.body.host.token)).type).toBe('welcome');
        const started = await a.waitFor((m) => m.type === 'state' && m.clocks?.deadlines?.[0] !== null, 10_000, true);
        const deadline = started.clocks.deadlines[0] as number;
        // Ada thinks 1.5 s, then the server is stopped gracefully and is down for 1 s.
        await new Promise((r) => setTimeout(r, 1_500));
        await a.close();
        expect(await server.stop()).toBe(0);
        await new Promise((r) => setTimeout(r, 1_000));
        server = await spawnServer(db.url);
        const b = await TestClient.open(server.ws);
        expect((await b.hello(tableId, created.body.host.token)).type).toBe('welcome');
        const resumed = await b.waitFor((m) => m.type === 'state', 10_000, true);
        const bank = resumed.clocks.banks[0] as number;
        // The 1.5 s spent before the stop is charged (the second offline is not); without the stored
        // spent time the bank would be back at 300 s.
        expect(bank).toBeLessThanOrEqual(BANK - 1_400);
        expect(bank).toBeGreaterThan(BANK - 10_000);
        // The new deadline is no later than the first one plus the time the server was down.
        expect(resumed.clocks.deadlines[0]).toBeGreaterThan(deadline);
        await b.close();
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.proc.exitCode === null) await server.kill9();
        await db.cleanup();
      }
    });
  });
}
