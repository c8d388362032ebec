/**
 * Integration tests of the game server: a real `roundhouse serve` child process, real WebSocket
 * clients, the real Ticket to Ride module, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { parseRecord, replayRecord, type GameRecord } from '../../src/engine/record.js';
import { LIMITS } from '../../src/protocol/protocol.js';
import { api, TestClient, type Msg } from './helpers/client.js';
import { AutoPlayer } from './helpers/auto-player.js';
import { assertNoLeaks } from './helpers/leaks.js';
import { spawnServer, testDatabases, type ServerProcess, type TestDatabase } from './helpers/server-process.js';

const ttr = getGame('ticket-to-ride');
const FOUR = [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'heuristic' }];

for (const dbKind of testDatabases()) {
  describe(`server on ${dbKind.name}`, () => {
    let db: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      db = dbKind.make();
      server = await spawnServer(db.url);
    });

    afterAll(async () => {
      if (server) expect(await server.stop()).toBe(0);
      await db?.cleanup();
    });

    /** A Rail Pass table created by Ada (seat 0): the answer, its id and Ada's seat token. */
    async function railPassTable(config: Record<string, unknown>, seats: { kind: string }[]) {
      const created = await api(server.base, 'POST', '/api/tables', { game: 'rail-pass', config, seats, host: { name: 'Ada' } });
      return { created, tableId: created.body.table.id as string, token: created.body.host.token as string };
    }

    it('plays a full 4-seat Ticket to Ride game: 2 humans, 2 bots, a spectator, a reconnection, no leaks', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        config: { variant: 'classic' },
        seats: FOUR,
        host: { name: 'Ada' },
      });
      expect(created.status).toBe(201);
      const tableId = created.body.table.id as string;
      const tokenA = created.body.host.token as string;
      expect(created.body.host.seat).toBe(0);
      expect(tokenA).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(created.body.table.status).toBe('open');

      const early = await api(server.base, 'GET', `/api/tables/${tableId}/record`);
      expect(early.status).toBe(404);
      expect(early.body.error.code).toBe('RECORD_NOT_AVAILABLE');

      const spectator = await TestClient.open(server.ws);
      const sw = await spectator.hello(tableId);
      expect(sw.type).toBe('welcome');
      expect(sw.seat).toBeNull();

      const joined = await api(server.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
      expect(joined.status).toBe(200);
      expect(joined.body.seat).toBe(1);
      const tokenB = joined.body.token as string;
      expect(joined.body.table.status).toBe('running');

      const a = new AutoPlayer(server.ws, tableId, tokenA, 'A');
      const b = new AutoPlayer(server.ws, tableId, tokenB, 'B');
      await a.connect();
      await b.connect();
      a.maybeAct(await a.client.waitFor((m) => m.type === 'state', 10_000, true));
      b.maybeAct(await b.client.waitFor((m) => m.type === 'state', 10_000, true));
      // Everyone (here the spectator) sees who is connected.
      await spectator.waitFor((m) => m.type === 'table' && m.table.seats[0].connected && m.table.seats[1].connected, 10_000, true);

      // Reconnection mid-game: B drops after a few moves and comes back with its token.
      await b.client.waitFor((m) => m.type === 'ack' && b.count >= 4, 60_000, true);
      const before = b.client.lastState()!.seq as number;
      await b.client.close();
      await new Promise((r) => setTimeout(r, 100));
      const firstB = b.client;
      await b.connect();
      const resumed = await b.client.waitFor((m) => m.type === 'state', 10_000, true);
      expect(resumed.seq).toBeGreaterThanOrEqual(before);
      b.maybeAct(resumed);

      const [endA, endB] = await Promise.all([a.done, b.done]);
      expect(endA.outcome.scores).toEqual(endB.outcome.scores);
      expect(a.errors.filter((e) => e.code !== 'STALE_SEQ')).toEqual([]);
      expect(b.errors).toEqual([]);

      const rec = await api(server.base, 'GET', `/api/tables/${tableId}/record`);
      expect(rec.status).toBe(200);
      const record = parseRecord(rec.body) as GameRecord;
      expect(record.format).toBe('roundhouse-record/1');
      expect(record.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot:random', 'bot:heuristic']);
      expect(record.actions.length).toBe(endA.seq);
      const replay = replayRecord(ttr, record);
      expect(replay.ok).toBe(true);
      if (replay.ok) expect(replay.outcome!.scores).toEqual(endA.outcome.scores);

      // Every acknowledged action is in the record at its seq.
      for (const p of [a, b])
        for (const ack of p.acked) expect(record.actions[ack.seq - 1]).toEqual({ seat: p === a ? 0 : 1, action: ack.action });

      // Bots played, humans played, events say who.
      const events = a.client.messages.filter((m) => m.type === 'state').flatMap((m) => m.events as Msg[]);
      expect(events.some((e) => e.by === 'bot')).toBe(true);

      // Leak test: everything seat A (and the spectator) received.
      const checkedA = assertNoLeaks(ttr, record, 0, a.client.raw, [tokenB]);
      expect(checkedA).toBeGreaterThan(50);
      assertNoLeaks(ttr, record, 1, [...firstB.raw, ...b.client.raw], [tokenA]);
      const checkedS = assertNoLeaks(ttr, record, null, spectator.raw, [tokenA, tokenB]);
      expect(checkedS).toBeGreaterThan(50);

      // Rematch: A asks, B finds it in the table summary and joins.
      const re = await api(server.base, 'POST', `/api/tables/${tableId}/rematch`, {}, tokenA);
      expect(re.status).toBe(200);
      expect(re.body.seat).toBe(0);
      const old = await api(server.base, 'GET', `/api/tables/${tableId}`);
      expect(old.body.table.rematchId).toBe(re.body.table.id);
      const reB = await api(server.base, 'POST', `/api/tables/${re.body.table.id}/join`, { name: 'Bo', seat: 1 });
      expect(reB.status).toBe(200);
      expect(reB.body.table.status).toBe('running');

      await Promise.all([a.client.close(), b.client.close(), spectator.close()]);
    });

    it('leak test: no message to seat A ever holds a card, ticket or hand of another seat', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }, { kind: 'bot' }, { kind: 'bot', bot: 'heuristic' }],
        host: { name: 'Ada' },
      });
      const tableId = created.body.table.id as string;
      const a = new AutoPlayer(server.ws, tableId, created.body.host.token, 'A');
      await a.connect();
      a.maybeAct(await a.client.waitFor((m) => m.type === 'state', 10_000, true));
      await a.done;
      const record = parseRecord((await api(server.base, 'GET', `/api/tables/${tableId}/record`)).body);
      // Every message seat A received, checked against the replayed state at its seq.
      const checked = assertNoLeaks(ttr, record, 0, a.client.raw, []);
      expect(checked).toBe(a.client.messages.filter((m) => m.type === 'state').length);
      expect(checked).toBeGreaterThan(100);
      await a.client.close();
    });

    it('rejects stale, malformed and unauthorised messages without changing anything', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        host: { name: 'Ada' },
      });
      const tableId = created.body.table.id as string;
      const tokenA = created.body.host.token as string;
      const joined = await api(server.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
      const tokenB = joined.body.token as string;
      const other = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        host: { name: 'Cy' },
      });
      const otherToken = other.body.host.token as string;

      const c = await TestClient.open(server.ws);
      const err = (code: string) => c.waitFor((m) => m.type === 'error' && m.code === code, 5_000);

      let p = err('NOT_AUTHENTICATED');
      c.send({ type: 'action', tableId, seq: 0, action: { type: 'PASS' }, id: 1 });
      expect((await p).id).toBe(1);
      p = err('BAD_JSON');
      c.send('{not json');
      await p;
      p = err('BAD_MESSAGE');
      c.send({ type: 'teleport', tableId });
      await p;
      p = err('MESSAGE_TOO_LARGE');
      c.send({ type: 'sync', tableId, pad: 'x'.repeat(20_000) });
      await p;
      expect((await c.hello(tableId, 'not-a-token')).code).toBe('BAD_TOKEN');
      expect((await c.hello(tableId, otherToken)).code).toBe('BAD_TOKEN');
      expect((await c.hello('t_doesnotexist', tokenA)).code).toBe('TABLE_NOT_FOUND');

      const w = await c.hello(tableId, tokenA);
      expect(w.type).toBe('welcome');
      expect(w.seat).toBe(0);
      const s0 = await c.waitFor((m) => m.type === 'state', 5_000, true);
      expect(s0.seq).toBe(0);
      const keep = (s0.legal as Msg[])[0];

      p = err('WRONG_TABLE');
      c.send({ type: 'action', tableId: other.body.table.id, seq: 0, action: keep });
      await p;
      p = err('NOT_YOUR_SEAT');
      c.send({ type: 'action', tableId, seq: 0, action: keep, seat: 1, id: 'x' });
      expect((await p).id).toBe('x');
      p = c.waitFor((m) => m.type === 'error' && (m.code === 'BAD_ACTION' || m.code.startsWith('TTR_')), 5_000);
      c.send({ type: 'action', tableId, seq: 0, action: { type: 'CLAIM_ROUTE', route: 'nowhere' } });
      expect((await p).seq).toBe(0);
      p = c.waitFor((m) => m.type === 'error' && m.code.startsWith('TTR_'), 5_000);
      c.send({ type: 'action', tableId, seq: 0, action: { type: 'DRAW_BLIND' } });
      await p;

      // Stale seq: error with the current seq, then a fresh state.
      p = err('STALE_SEQ');
      const fresh = c.waitFor((m) => m.type === 'state' && m.seq === 0, 5_000);
      c.send({ type: 'action', tableId, seq: 7, action: keep, id: 's' });
      expect((await p).seq).toBe(0);
      await fresh;

      // Nothing changed: the seq is still 0; then a legal action is acknowledged with seq 1.
      const sync = c.waitFor((m) => m.type === 'state', 5_000);
      c.send({ type: 'sync', tableId });
      expect((await sync).seq).toBe(0);
      const ack = c.waitFor((m) => m.type === 'ack', 5_000);
      c.send({ type: 'action', tableId, seq: 0, action: keep, id: 'ok' });
      expect(await ack).toMatchObject({ id: 'ok', seq: 1 });
      // The same action again with the old seq is stale, not applied twice.
      p = err('STALE_SEQ');
      c.send({ type: 'action', tableId, seq: 0, action: keep });
      expect((await p).seq).toBe(1);

      // A spectator cannot act; a token of seat B works only as seat B.
      const spec = await TestClient.open(server.ws);
      await spec.hello(tableId);
      const sp = spec.waitFor((m) => m.type === 'error' && m.code === 'SPECTATOR', 5_000);
      spec.send({ type: 'action', tableId, seq: 1, action: keep });
      await sp;
      const bc = await TestClient.open(server.ws);
      expect((await bc.hello(tableId, tokenB)).seat).toBe(1);
      const bs = await bc.waitFor((m) => m.type === 'state', 5_000, true);
      expect(bs.view.players[0].hand).toBeNull();
      expect(bs.view.players[1].hand).not.toBeNull();

      // Rate limit: a burst of pings is cut off with RATE_LIMITED.
      p = err('RATE_LIMITED');
      for (let i = 0; i < 120; i++) c.send({ type: 'ping', id: i });
      await p;
      await Promise.all([c.close(), spec.close(), bc.close()]);
    });

    it('answers every message in the order sent, errors found at once included; hello is rate-limited', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        host: { name: 'Ada' },
      });
      const tableId = created.body.table.id as string;
      const c = await TestClient.open(server.ws);
      const start = c.messages.length;
      c.send({ type: 'action', tableId, seq: 0, action: { type: 'PASS' }, id: 'first' });
      c.send({ type: 'ping', id: 'second' });
      c.send('{bad');
      c.send({ type: 'sync', tableId, pad: 'x'.repeat(20_000) });
      c.send({ type: 'ping', id: 'fifth' });
      await c.waitFor((m) => m.type === 'pong' && m.id === 'fifth', 5_000, true);
      expect(c.messages.slice(start).map((m) => (m.type === 'error' ? m.code : `${m.type}:${m.id}`))).toEqual([
        'NOT_AUTHENTICATED',
        'pong:second',
        'BAD_JSON',
        'MESSAGE_TOO_LARGE',
        'pong:fifth',
      ]);
      // hello: a burst of LIMITS.helloBurst, then RATE_LIMITED (no replay built, nothing changes).
      for (let i = 0; i < LIMITS.helloBurst; i++) expect((await c.hello(tableId)).type).toBe('welcome');
      expect(await c.hello(tableId)).toMatchObject({ type: 'error', code: 'RATE_LIMITED' });
      await c.close();
    });

    it('validates HTTP requests with clear codes, private tables and seats', async () => {
      const bad = async (method: string, path: string, body: unknown, status: number, code: string, token?: string) => {
        const r = await api(server.base, method, path, body, token);
        expect({ status: r.status, code: r.body.error?.code }).toEqual({ status, code });
      };
      await bad('POST', '/api/tables', '{nope', 400, 'BAD_JSON');
      await bad('POST', '/api/tables', { game: 'ticket-to-ride' }, 400, 'BAD_REQUEST');
      await bad('POST', '/api/tables', { game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }] }, 400, 'UNKNOWN_GAME');
      await bad('POST', '/api/tables', { game: 'ticket-to-ride', seats: [{ kind: 'human' }] }, 400, 'BAD_SEATS');
      await bad(
        'POST',
        '/api/tables',
        { game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'deep-blue' }] },
        400,
        'UNKNOWN_BOT',
      );
      await bad(
        'POST',
        '/api/tables',
        { game: 'ticket-to-ride', config: { variant: 'moon' }, seats: [{ kind: 'human' }, { kind: 'human' }] },
        400,
        'BAD_CONFIG',
      );
      await bad(
        'POST',
        '/api/tables',
        { game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'human' }], pad: 'x'.repeat(20_000) },
        413,
        'PAYLOAD_TOO_LARGE',
      );
      await bad('GET', '/api/tables/t_nothing', undefined, 404, 'TABLE_NOT_FOUND');
      await bad('GET', '/api/nowhere', undefined, 404, 'NOT_FOUND');

      const priv = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
        visibility: 'private',
        timeControl: { kind: 'bank', initialMs: 60_000, incrementMs: 5_000 },
      });
      expect(priv.status).toBe(201);
      const id = priv.body.table.id as string;
      const invite = priv.body.inviteCode as string;
      expect(invite).toBeTruthy();
      const listed = await api(server.base, 'GET', '/api/tables?status=open');
      expect(listed.body.tables.some((t: Msg) => t.id === id)).toBe(false);
      await bad('GET', `/api/tables/${id}`, undefined, 404, 'TABLE_NOT_FOUND');
      await bad('POST', `/api/tables/${id}/join`, { name: 'Eve' }, 404, 'TABLE_NOT_FOUND');
      expect((await api(server.base, 'GET', `/api/tables/${id}?invite=${invite}`)).status).toBe(200);
      await bad('POST', `/api/tables/${id}/join`, { name: '', invite }, 400, 'BAD_NAME');
      const j1 = await api(server.base, 'POST', `/api/tables/${id}/join`, { name: 'Ann', invite, seat: 2 });
      expect(j1.body.seat).toBe(2);
      await bad('POST', `/api/tables/${id}/join`, { name: 'Bea', invite, seat: 2 }, 409, 'SEAT_TAKEN');
      await bad('POST', `/api/tables/${id}/start`, {}, 409, 'NOT_FULL', j1.body.token);
      await bad('POST', `/api/tables/${id}/start`, {}, 401, 'BAD_TOKEN', 'forged');
      await bad('POST', `/api/tables/${id}/rematch`, {}, 409, 'NOT_FINISHED', j1.body.token);
      // Someone else keeps a seat, so the table stays open when seat 2 leaves (the last player leaving ends it).
      const keeper = await api(server.base, 'POST', `/api/tables/${id}/join`, { name: 'Ann', invite, seat: 0 });
      const left = await api(server.base, 'POST', `/api/tables/${id}/leave`, {}, j1.body.token);
      expect(left.body.table.seats[2].taken).toBe(false);
      expect(left.body.table.status).toBe('open');
      await bad('POST', `/api/tables/${id}/leave`, {}, 401, 'BAD_TOKEN', j1.body.token);
      const names = ['Ann', 'Bea', 'Cid'];
      const tokens: { seat: number; token: string }[] = [{ seat: 0, token: keeper.body.token }];
      for (const name of names.slice(1)) {
        const r = await api(server.base, 'POST', `/api/tables/${id}/join`, { name, invite });
        expect(r.status).toBe(200);
        tokens.push({ seat: r.body.seat, token: r.body.token });
      }
      await bad('POST', `/api/tables/${id}/join`, { name: 'Dan', invite }, 409, 'NOT_OPEN');
      const started = await api(server.base, 'GET', `/api/tables/${id}?invite=${invite}`);
      expect(started.body.table.status).toBe('running');
      expect(started.body.table.seats.map((s: Msg) => s.name)).toEqual(names);
      expect(JSON.stringify(started.body)).not.toMatch(/token|"seed"|invite/i);
      // Leaving a running game hands the seat to the substitute bot; the token still works to come back.
      const leaver = tokens[1]!;
      const gone = await api(server.base, 'POST', `/api/tables/${id}/leave`, {}, leaver.token);
      expect(gone.status).toBe(200);
      expect(gone.body.table.seats[leaver.seat].away).toBe(true);
      const back = await TestClient.open(server.ws);
      const backed = back.waitFor((m) => m.type === 'table' && m.table.seats[leaver.seat].away === false, 5_000);
      expect((await back.hello(id, leaver.token)).seat).toBe(leaver.seat);
      await backed;
      await back.close();

      // The web app at / with SPA fallback; the API and games list.
      const home = await fetch(server.base + '/');
      expect(home.status).toBe(200);
      // The home page is index.html with its link preview filled in (http/preview.ts): the app's body as built.
      expect(await home.text()).toContain('<div id="root">fixture</div>');
      const deep = await fetch(server.base + '/tables/abc', { headers: { accept: 'text/html' } });
      expect(await deep.text()).toContain('fixture app');
      const games = await api(server.base, 'GET', '/api/games');
      expect(games.body.games.map((g: Msg) => g.id)).toContain('ticket-to-ride');
    });

    it('hands a seat to the substitute bot when its move clock runs out, until the player is back', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        timeControl: { kind: 'perMove', moveMs: 1_000 },
        host: { name: 'Slow' },
      });
      const tableId = created.body.table.id as string;
      const c = await TestClient.open(server.ws);
      await c.hello(tableId, created.body.host.token);
      const first = await c.waitFor((m) => m.type === 'state', 5_000, true);
      expect(first.clocks.kind).toBe('perMove');
      expect(first.clocks.deadlines[0]).toBeGreaterThan(Date.now());
      const away = await c.waitFor((m) => m.type === 'table' && m.table.seats[0].away === true, 5_000);
      expect(away.table.seats[0].away).toBe(true);
      const played = await c.waitFor(
        (m) => m.type === 'state' && (m.events as Msg[]).some((e) => e.seat === 0 && e.by === 'substitute'),
        10_000,
      );
      expect(played.clocks.away[0]).toBe(true);
      const back = c.waitFor((m) => m.type === 'table' && m.table.seats[0].away === false, 5_000);
      c.send({ type: 'back', tableId });
      await back;
      await c.close();
    });

    it('pauses and resumes a real-time table (RP-6.8): seats only, actions answered RP_PAUSED, a reconnect sees the pause', async () => {
      const { tableId, token } = await railPassTable({ setup: '2p-point-to-point' }, [{ kind: 'human' }, { kind: 'bot' }]);
      const c = await TestClient.open(server.ws);
      await c.hello(tableId, token);
      const s0 = await c.waitFor((m) => m.type === 'state', 5_000, true);
      const act = (s0.legal as Msg[])[0];
      const paused = c.waitFor((m) => m.type === 'state' && m.paused === true, 5_000);
      c.send({ type: 'pause', tableId });
      const p1 = await paused;
      const refused = c.waitFor((m) => m.type === 'error' && m.code === 'RP_PAUSED', 5_000);
      c.send({ type: 'action', tableId, seq: p1.seq, action: act, id: 'p' });
      expect((await refused).id).toBe('p');
      // A spectator may not pause; a reconnecting seat sees the pause at the same game time.
      const spec = await TestClient.open(server.ws);
      await spec.hello(tableId);
      const ss = await spec.waitFor((m) => m.type === 'state', 5_000, true);
      expect(ss).toMatchObject({ paused: true, gameTime: p1.gameTime, seq: p1.seq });
      const se = spec.waitFor((m) => m.type === 'error' && m.code === 'SPECTATOR', 5_000);
      spec.send({ type: 'resume', tableId });
      await se;
      const resumed = c.waitFor((m) => m.type === 'state' && m.paused === undefined, 5_000);
      c.send({ type: 'resume', tableId });
      expect((await resumed).gameTime).toBeGreaterThanOrEqual(p1.gameTime);
      // A turn-based table cannot pause.
      const ttr = await api(server.base, 'POST', '/api/tables', {
        game: 'ticket-to-ride',
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        host: { name: 'Cy' },
      });
      const t = await TestClient.open(server.ws);
      await t.hello(ttr.body.table.id, ttr.body.host.token);
      const nr = t.waitFor((m) => m.type === 'error' && m.code === 'NOT_REAL_TIME', 5_000);
      t.send({ type: 'pause', tableId: ttr.body.table.id });
      await nr;
      await Promise.all([c.close(), spec.close(), t.close()]);
    });

    it('hands a disconnected Rail Pass seat to its bot after botTakeoverAfterMs, and back on hello (RP-20.1)', async () => {
      const { tableId, token } = await railPassTable({ setup: '2p-point-to-point', botTakeoverAfterMs: 5000 }, [
        { kind: 'human' },
        { kind: 'bot' },
      ]);
      const spec = await TestClient.open(server.ws);
      await spec.hello(tableId);
      let c = await TestClient.open(server.ws);
      await c.hello(tableId, token);
      await spec.waitFor((m) => m.type === 'table' && m.table.seats[0].connected, 5_000, true);
      // A short drop changes nothing: the seat's new connection cancels the takeover.
      const dropped = spec.waitFor((m) => m.type === 'table' && m.table.seats[0].connected === false, 5_000);
      await c.close();
      await dropped;
      await new Promise((r) => setTimeout(r, 300));
      const reconnected = spec.waitFor((m) => m.type === 'table' && m.table.seats[0].connected === true, 5_000);
      c = await TestClient.open(server.ws);
      await c.hello(tableId, token);
      await reconnected;
      const closedAt = Date.now();
      await c.close();
      const away = await spec.waitFor((m) => m.type === 'table' && m.table.seats[0].away === true, 15_000);
      // Not before botTakeoverAfterMs (the 300 ms drop above did not start an earlier takeover).
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(4_900);
      expect(away.table.seats[0].connected).toBe(false);
      await spec.waitFor((m) => m.type === 'state' && (m.events as Msg[]).some((e) => e.seat === 0 && e.by === 'substitute'), 20_000);
      // The player comes back: the hello sets the seat back and the bot stops.
      const back = spec.waitFor((m) => m.type === 'table' && m.table.seats[0].away === false, 5_000);
      c = await TestClient.open(server.ws);
      await c.hello(tableId, token);
      await back;
      await Promise.all([c.close(), spec.close()]);
    });

    it('RP-18.3: a rejected Rail Pass action’s code goes only to the seat that sent it', async () => {
      const { tableId, token } = await railPassTable({ setup: '2p-point-to-point' }, [{ kind: 'human' }, { kind: 'human' }]);
      const joined = await api(server.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
      const [a, b, spec] = await Promise.all([TestClient.open(server.ws), TestClient.open(server.ws), TestClient.open(server.ws)]);
      await a.hello(tableId, token);
      await b.hello(tableId, joined.body.token as string);
      await spec.hello(tableId);
      const s0 = await a.waitFor((m) => m.type === 'state', 5_000, true);
      // Seat 0 may not load seat 1's train (D is seat 1's city on 2p Point to Point).
      const refused = a.waitFor((m) => m.type === 'error' && m.id === 'x', 5_000);
      a.send({ type: 'action', tableId, seq: s0.seq, action: { type: 'LOAD', train: 'DL', end: 'head' }, id: 'x' });
      expect((await refused).code).toMatch(/^RP_/);
      await new Promise((r) => setTimeout(r, 300));
      for (const other of [b, spec]) expect(other.messages.filter((m) => m.type === 'error')).toEqual([]);
      await Promise.all([a.close(), b.close(), spec.close()]);
    });

    it('a Rail Pass seat nobody ever connected to goes to its bot too (RP-20.1: as after a restart)', async () => {
      const startedAt = Date.now();
      const { created, tableId } = await railPassTable({ setup: '2p-point-to-point', botTakeoverAfterMs: 5000 }, [
        { kind: 'human' },
        { kind: 'bot' },
      ]);
      expect(created.body.table.status).toBe('running');
      const spec = await TestClient.open(server.ws);
      await spec.hello(tableId);
      await spec.waitFor((m) => m.type === 'table' && m.table.seats[0].away === true, 15_000);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4_900);
      await spec.close();
    });

    it('runs a real-time table (Rail Pass) with at most 20 views per second', async () => {
      const created = await api(server.base, 'POST', '/api/tables', {
        game: 'rail-pass',
        seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
      });
      expect(created.status).toBe(201);
      expect(created.body.table.realTime).toBe(true);
      const c = await TestClient.open(server.ws);
      await c.hello(created.body.table.id);
      // Rail Pass has quiet spells of a few seconds between events: wait for 5 state messages.
      const states: Msg[] = [];
      await c.waitFor((m) => m.type === 'state' && states.push(m) >= 5, 20_000, false);
      const live = states.slice(1).filter((m) => !m.outcome);
      for (let i = 1; i < live.length; i++) expect(live[i]!.now - live[i - 1]!.now).toBeGreaterThanOrEqual(45);
      expect(states.at(-1)!.gameTime).toBeGreaterThan(states[0]!.gameTime);
      expect(states.at(-1)!.seq).toBeGreaterThan(0);
      await c.close();
    });
  });
}
