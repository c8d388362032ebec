/**
 * Crash test: kill -9 the server in the middle of a Ticket to Ride game, start it again on the same
 * database, and check that every acknowledged action is there, that bots and clocks carry on and that
 * the clients reconnect and finish the game.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { parseRecord, replayRecord } from '../../src/engine/record.js';
import { api, TestClient } from './helpers/client.js';
import { AutoPlayer } from './helpers/auto-player.js';
import { spawnServer, testDatabases } from './helpers/server-process.js';

const ttr = getGame('ticket-to-ride');

for (const dbKind of testDatabases()) {
  describe(`crash recovery on ${dbKind.name}`, () => {
    it('loses no acknowledged action across kill -9 and finishes the game after a restart', async () => {
      const db = dbKind.make();
      // Snapshots every 20 actions so that the restart loads from one.
      const env = { ROUNDHOUSE_BOT_DELAY_MS: '2', ROUNDHOUSE_SNAPSHOT_EVERY: '20' };
      let server = await spawnServer(db.url, env);
      try {
        const created = await api(server.base, 'POST', '/api/tables', {
          game: 'ticket-to-ride',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'human' }, { kind: 'bot' }],
          timeControl: { kind: 'bank', initialMs: 600_000, incrementMs: 1_000 },
          host: { name: 'Ada' },
        });
        const tableId = created.body.table.id as string;
        const joined = await api(server.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
        expect(joined.body.seat).toBe(2);
        const a = new AutoPlayer(server.ws, tableId, created.body.host.token, 'A');
        const b = new AutoPlayer(server.ws, tableId, joined.body.token, 'B');
        await a.connect();
        await b.connect();
        a.maybeAct(await a.client.waitFor((m) => m.type === 'state', 10_000, true));
        b.maybeAct(await b.client.waitFor((m) => m.type === 'state', 10_000, true));

        // Kill -9 once the game is well under way (past a snapshot), while actions are flowing.
        await a.client.waitFor((m) => m.type === 'state' && m.seq >= 70, 60_000, true);
        await server.kill9();
        const ackedBefore = [...a.acked.map((x) => ({ ...x, seat: 0 })), ...b.acked.map((x) => ({ ...x, seat: 2 }))];
        const maxAcked = Math.max(...ackedBefore.map((x) => x.seq));
        const seenSeq = Math.max(a.client.lastState()!.seq, b.client.lastState()!.seq);
        const bankBefore = a.client.lastState()!.clocks.banks[0] as number;
        expect(ackedBefore.length).toBeGreaterThan(10);

        server = await spawnServer(db.url, env);
        const reloaded = server.logs.find((l) => l.msg === 'table reloaded' && l.table === tableId);
        expect(reloaded).toBeDefined();
        expect(reloaded!.seq as number).toBeGreaterThanOrEqual(Math.max(maxAcked, seenSeq));
        expect(reloaded!.fromSnapshot).not.toBeNull();

        const a2 = new AutoPlayer(server.ws, tableId, created.body.host.token, 'A2');
        const b2 = new AutoPlayer(server.ws, tableId, joined.body.token, 'B2');
        await a2.connect();
        await b2.connect();
        const resumed = await a2.client.waitFor((m) => m.type === 'state', 10_000, true);
        expect(resumed.seq).toBeGreaterThanOrEqual(maxAcked);
        // The clock carried on from its stored state (not reset to the initial bank). An action in
        // flight at the kill may have committed without its ack, so the bound counts sent actions.
        expect(resumed.clocks.kind).toBe('bank');
        expect(resumed.clocks.banks[0]).toBeLessThanOrEqual(Math.max(bankBefore, 600_000 + 1_000 * a.sentCount));
        expect(resumed.clocks.banks[1]).toBeNull();
        a2.maybeAct(resumed);
        b2.maybeAct(await b2.client.waitFor((m) => m.type === 'state', 10_000, true));
        const [end] = await Promise.all([a2.done, b2.done]);
        expect(end.outcome).toBeTruthy();

        const rec = await api(server.base, 'GET', `/api/tables/${tableId}/record`);
        expect(rec.status).toBe(200);
        const record = parseRecord(rec.body);
        expect(record.actions.length).toBe(end.seq);
        for (const x of ackedBefore) expect(record.actions[x.seq - 1], `acked action ${x.seq}`).toEqual({ seat: x.seat, action: x.action });
        for (const x of a2.acked) expect(record.actions[x.seq - 1]).toEqual({ seat: 0, action: x.action });
        const replay = replayRecord(ttr, record);
        expect(replay.ok).toBe(true);
        if (replay.ok) expect(replay.outcome!.scores).toEqual(end.outcome.scores);
        // Bots carried on after the restart.
        expect(record.actions.slice(seenSeq).some((x) => x.seat === 1 || x.seat === 3)).toBe(true);
        await Promise.all([a.client.close(), b.client.close(), a2.client.close(), b2.client.close()]);
        expect(await server.stop()).toBe(0);

        // After another (graceful) restart, a late hello still gets the final state.
        server = await spawnServer(db.url, env);
        const late = new AutoPlayer(server.ws, tableId, joined.body.token, 'late');
        await late.connect();
        const final = await late.client.waitFor((m) => m.type === 'state', 10_000, true);
        expect(final.seq).toBe(end.seq);
        expect(final.outcome.scores).toEqual(end.outcome.scores);
        expect(final.legal).toEqual([]);
        await late.client.close();
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.proc.exitCode === null) await server.kill9();
        await db.cleanup();
      }
    });

    it('resumes a real-time table (Rail Pass) after kill -9: game time and bots carry on', async () => {
      const db = dbKind.make();
      let server = await spawnServer(db.url);
      try {
        const created = await api(server.base, 'POST', '/api/tables', {
          game: 'rail-pass',
          seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        });
        const tableId = created.body.table.id as string;
        const c = await TestClient.open(server.ws);
        await c.hello(tableId);
        const before = await c.waitFor((m) => m.type === 'state' && m.seq >= 3, 20_000, true);
        await server.kill9();
        const record = { seq: before.seq as number, gameTime: before.gameTime as number };

        server = await spawnServer(db.url);
        const reloaded = server.logs.find((l) => l.msg === 'table reloaded' && l.table === tableId);
        expect(reloaded!.seq as number).toBeGreaterThanOrEqual(record.seq);
        const c2 = await TestClient.open(server.ws);
        await c2.hello(tableId);
        const resumed = await c2.waitFor((m) => m.type === 'state', 10_000, true);
        expect(resumed.seq).toBeGreaterThanOrEqual(record.seq);
        // The game clock resumes from the last stored action, not from zero and not from wall time.
        expect(resumed.gameTime).toBeGreaterThan(0);
        expect(resumed.gameTime).toBeLessThan(record.gameTime + 10_000);
        const later = await c2.waitFor((m) => m.type === 'state' && m.seq > resumed.seq, 20_000);
        expect(later.gameTime).toBeGreaterThan(resumed.gameTime);
        await c2.close();
        expect(await server.stop()).toBe(0);
      } finally {
        if (server.proc.exitCode === null) await server.kill9();
        await db.cleanup();
      }
    });
  });
}
