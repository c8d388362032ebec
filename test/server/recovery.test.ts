/**
 * Protocol 2 against a real `roundhouse serve`: connection-state recovery (`hello` with `lastSeq` →
 * `replay`), deltas that always rebuild the exact view, and the `PROTOCOL_VERSION` error for
 * version-1 clients — on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/engine/record.js';
import { getGame } from '../../src/games/index.js';
import { AutoPlayer } from './helpers/auto-player.js';
import { api, TestClient, type Msg } from './helpers/client.js';
import { assertNoLeaks } from './helpers/leaks.js';
import { spawnServer, testDatabases, type ServerProcess, type TestDatabase } from './helpers/server-process.js';

const ttr = getGame('ticket-to-ride');

/** Every event a client has seen, live or replayed, in order: what its game log is built from. */
function eventLog(c: TestClient): Msg[] {
  return c.messages.flatMap((m) =>
    m.type === 'state' ? (m.events as Msg[]) : m.type === 'replay' ? (m.steps as Msg[]).flatMap((s) => s.events as Msg[]) : [],
  );
}

for (const dbKind of testDatabases()) {
  describe(`protocol 2 on ${dbKind.name}`, () => {
    let db: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      db = dbKind.make();
      server = await spawnServer(db.url, { ROUNDHOUSE_BOT_DELAY_MS: '15' });
    });

    afterAll(async () => {
      if (server) expect(await server.stop()).toBe(0);
      await db?.cleanup();
    });

    it('a version-1 hello gets PROTOCOL_VERSION and binds nothing', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        host: { name: 'Ada' },
      });
      const tableId = created.body.table.id as string;
      const c = await TestClient.open(server.ws);
      const reply = c.waitFor((m) => m.type === 'welcome' || m.type === 'error', 5_000);
      c.send({ type: 'hello', tableId, token: created.body.host.token });
      const err = await reply;
      expect(err.code).toBe('PROTOCOL_VERSION');
      expect(err.message).toContain('protocol 2');
      const other = c.waitFor((m) => m.type === 'error' && m.code === 'PROTOCOL_VERSION', 5_000);
      c.send({ type: 'hello', protocol: 3, tableId });
      await other;
      // Not bound: a sync is refused, and the seat is not marked connected.
      const refused = c.waitFor((m) => m.type === 'error', 5_000);
      c.send({ type: 'sync', tableId });
      expect((await refused).code).toBe('NOT_AUTHENTICATED');
      const table = await api(server.base, 'GET', `/api/tables/${tableId}`);
      expect(table.body.table.seats[0].connected).toBe(false);
      expect(c.messages.some((m) => m.type === 'welcome' || m.type === 'state')).toBe(false);
      await c.close();
    });

    it('a dropped connection resumes with lastSeq: its log equals one that never dropped, views stay exact', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'bot' }, { kind: 'bot', bot: 'heuristic' }],
        host: { name: 'Ada' },
      });
      const tableId = created.body.table.id as string;
      const token = created.body.host.token as string;
      const steady = await TestClient.open(server.ws);
      // As the web client does: lastSeq 0 on a fresh page (the table started when the host sat down).
      await steady.hello(tableId, token, undefined, 0);
      const steadySpectator = await TestClient.open(server.ws);
      await steadySpectator.hello(tableId, undefined, undefined, 0);
      const first = await TestClient.open(server.ws);
      await first.hello(tableId, token, undefined, 0);
      const firstSpectator = await TestClient.open(server.ws);
      await firstSpectator.hello(tableId, undefined, undefined, 0);
      const a = new AutoPlayer(server.ws, tableId, token, 'A');
      await a.connect();
      a.maybeAct(await a.client.waitFor((m) => m.type === 'state', 10_000, true));

      // Drop both after a few actions, miss some, come back with the last seq each rendered.
      await first.waitFor((m) => m.type === 'state' && m.seq >= 6, 30_000, true);
      await Promise.all([first.close(), firstSpectator.close()]);
      const lastSeq = first.lastState()!.seq as number;
      const lastSeqS = firstSpectator.lastState()!.seq as number;
      await steady.waitFor((m) => m.type === 'state' && m.seq >= lastSeq + 8, 30_000, true);
      const second = await TestClient.open(server.ws);
      await second.hello(tableId, token, undefined, lastSeq);
      const secondSpectator = await TestClient.open(server.ws);
      await secondSpectator.hello(tableId, undefined, undefined, lastSeqS);
      const replay = await second.waitFor((m) => m.type === 'replay', 5_000, true);
      expect(replay.from).toBe(lastSeq);
      expect(replay.steps.length).toBeGreaterThanOrEqual(8);
      expect((replay.steps as Msg[]).map((s) => s.seq)).toEqual(replay.steps.map((_: Msg, i: number) => lastSeq + 1 + i));
      const after = await second.waitFor((m) => m.type === 'state', 5_000, true);
      expect(after.seq).toBe(replay.steps.at(-1).seq);

      const end = await a.done;
      for (const c of [steady, second, steadySpectator, secondSpectator])
        await c.waitFor((m) => m.type === 'state' && m.seq === end.seq && m.outcome, 10_000, true);
      for (const c of [steady, first, second, steadySpectator, firstSpectator, secondSpectator]) expect(c.gaps).toBe(0);

      // The game log (events, live or replayed) has no hole and equals the no-drop run's.
      const logSteady = eventLog(steady);
      expect(logSteady.map((e) => e.seq)).toEqual(Array.from({ length: end.seq }, (_, i) => i + 1));
      expect([...eventLog(first), ...eventLog(second)]).toEqual(logSteady);
      expect([...eventLog(firstSpectator), ...eventLog(secondSpectator)]).toEqual(eventLog(steadySpectator));
      // Most updates were deltas, and none leaked or rendered a wrong view (replay steps included).
      expect(steady.messages.filter((m) => m.fromDelta).length).toBeGreaterThan(end.seq - 5);
      const record = parseRecord((await api(server.base, 'GET', `/api/tables/${tableId}/record`)).body);
      for (const [seat, raw] of [
        [0, [...first.raw, ...second.raw]],
        [0, steady.raw],
        [null, [...firstSpectator.raw, ...secondSpectator.raw]],
        [null, steadySpectator.raw],
      ] as const)
        expect(
          assertNoLeaks(
            ttr,
            record,
            seat,
            [...raw],
            [token].filter(() => seat === null),
          ),
        ).toBeGreaterThan(end.seq);
      await Promise.all([steady, second, steadySpectator, secondSpectator, a.client].map((c) => c.close()));
    });

    it('a fresh page (lastSeq 0) gets the whole game replayed for its log', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'bot' }, { kind: 'bot' }],
      });
      const tableId = created.body.table.id as string;
      const watcher = await TestClient.open(server.ws);
      await watcher.hello(tableId);
      await watcher.waitFor((m) => m.type === 'state' && m.seq >= 12, 30_000, true);
      await watcher.close();
      const late = await TestClient.open(server.ws);
      await late.hello(tableId, undefined, undefined, 0);
      const replay = await late.waitFor((m) => m.type === 'replay', 5_000, true);
      const state = await late.waitFor((m) => m.type === 'state', 5_000, true);
      expect(replay.from).toBe(0);
      expect((replay.steps as Msg[]).map((s) => s.seq)).toEqual(Array.from({ length: state.seq }, (_, i) => i + 1));
      // No action of a seat reaches a spectator.
      for (const s of replay.steps as Msg[]) for (const e of s.events as Msg[]) expect(e.action).toBeUndefined();
      await late.close();
    });
  });
}
