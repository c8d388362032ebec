/**
 * Issue 16 "Fair and hard to abuse", in-process servers on in-memory SQLite: server-drawn seeds with a
 * SHA-256 commitment revealed in the record (and checked by `roundhouse replay`), no seed in any
 * message before the end, SEED_NOT_ALLOWED, names, HTTP error shapes and headers, the documented
 * WebSocket replies, and one test per limit (each on its own server with that limit set low).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/app.js';
import { GAMES } from '../../src/games/index.js';
import type { ServerLimits } from '../../src/server/limits.js';
import { seedCommitment } from '../../src/server/security/seed.js';
import { replayFile } from '../../src/cli/replay.js';
import { api, TestClient, type Msg } from './helpers/client.js';
import { testDatabases } from './helpers/server-process.js';

const FIXTURE_WEB = new URL('./fixtures/web', import.meta.url).pathname;
const TWO_HUMANS = [{ kind: 'human' }, { kind: 'human' }];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(pred: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  for (const start = Date.now(); !(await pred()); await sleep(25)) if (Date.now() - start > timeoutMs) throw new Error('condition not met');
}

for (const dbKind of testDatabases()) {
  /** Runs `fn` against a fresh server with `limits` on a fresh database, then closes both. */
  async function withServer(
    limits: Partial<ServerLimits>,
    fn: (s: RunningServer, base: string, ws: string) => Promise<void>,
  ): Promise<void> {
    const db = dbKind.make();
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: db.url,
      webRoot: FIXTURE_WEB,
      logLevel: 'silent',
      botDelayMs: 0,
      snapshotEvery: 50,
      games: GAMES,
      limits,
    });
    try {
      await fn(server, `http://127.0.0.1:${server.port}`, `ws://127.0.0.1:${server.port}/ws`);
    } finally {
      await server.close();
      await db.cleanup();
    }
  }

  describe(`${dbKind.name}: shuffles nobody can predict`, () => {
    it('refuses client seeds at tables with two humans, allows them for practice, hides Rail Pass matchSeed', () =>
      withServer({}, async (_s, base) => {
        const seeded = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS, seed: 'mine' });
        expect([seeded.status, seeded.body.error?.code]).toEqual([400, 'SEED_NOT_ALLOWED']);
        const rpSeats = [{ kind: 'human' }, { kind: 'human' }];
        const rp = await api(base, 'POST', '/api/tables', { game: 'rail-pass', seats: rpSeats, config: { matchSeed: 7 } });
        expect([rp.status, rp.body.error?.code]).toEqual([400, 'SEED_NOT_ALLOWED']);
        // Nothing was created by the refusals.
        expect((await api(base, 'GET', '/api/tables?status=open')).body.tables).toEqual([]);

        const practice = await api(base, 'POST', '/api/tables', {
          game: 'ticket-to-ride',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
          seed: 'mine',
        });
        expect(practice.status).toBe(201);
        expect(practice.body.table).toMatchObject({ practice: true, seedCommitment: seedCommitment('mine') });

        const rpPractice = await api(base, 'POST', '/api/tables', {
          game: 'rail-pass',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'cooperative' }],
          config: { matchSeed: 7 },
        });
        expect(rpPractice.status).toBe(201);
        expect(rpPractice.body.table.practice).toBe(true);
        expect(rpPractice.body.table.config).not.toHaveProperty('matchSeed');

        const fair = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS });
        expect(fair.body.table.practice).toBe(false);
        expect(fair.body.table.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
      }));

    it('commits before the game, sends no seed before the end, reveals it in the record; replay checks it', () =>
      withServer({}, async (server, base, wsUrl) => {
        const created = await api(base, 'POST', '/api/tables', {
          game: 'ticket-to-ride',
          seats: TWO_HUMANS,
          timeControl: { kind: 'perMove', moveMs: 1_000 },
          host: { name: 'Ann' },
        });
        const id = created.body.table.id as string;
        const commitment = created.body.table.seedCommitment as string;
        const spectator = await TestClient.open(wsUrl);
        await spectator.hello(id);
        const joined = await api(base, 'POST', `/api/tables/${id}/join`, { name: 'Bea' });
        const seatA = await TestClient.open(wsUrl);
        await seatA.hello(id, created.body.host.token);
        // NOT_AWAY: `back` from a seat that is not away gets an error, not silence.
        seatA.send({ type: 'back', tableId: id });
        expect((await seatA.waitFor((m) => m.type === 'error')).code).toBe('NOT_AWAY');
        await seatA.close();
        // Both humans miss their move: substitute bots finish the game.
        const final = await spectator.waitFor((m) => m.type === 'state' && m.outcome !== null, 100_000);
        const record = (await api(base, 'GET', `/api/tables/${id}/record`)).body as Msg;
        expect(record.seed).toMatch(/^[0-9a-f]{32}$/);
        expect(record.seedCommitment).toBe(commitment);
        expect(seedCommitment(record.seed)).toBe(commitment);
        const before = spectator.raw.slice(0, spectator.messages.indexOf(final));
        expect(before.length).toBeGreaterThan(10);
        for (const text of [...before, ...seatA.raw, JSON.stringify(created.body), JSON.stringify(joined.body)])
          expect(text).not.toContain(record.seed);
        const summaries = (await api(base, 'GET', `/api/tables/${id}`)).body;
        expect(summaries.table.seedCommitment).toBe(commitment);

        const dir = mkdtempSync(join(tmpdir(), 'rh-sec-'));
        const file = join(dir, 'record.json');
        writeFileSync(file, JSON.stringify(record));
        expect(replayFile(file, { commitment })).toMatchObject({ exitCode: 0, json: { ok: true, commitment: 'verified' } });
        const otherCommitment = seedCommitment('not the seed');
        expect(replayFile(file, { commitment: otherCommitment })).toMatchObject({ exitCode: 3, json: { code: 'COMMITMENT_MISMATCH' } });
        writeFileSync(file, JSON.stringify({ ...record, seed: 'f'.repeat(32) }));
        expect(replayFile(file)).toMatchObject({ exitCode: 3, json: { code: 'COMMITMENT_MISMATCH' } });

        // Second rematch from the same seat: a documented code, and the rematch is unchanged.
        const first = await api(base, 'POST', `/api/tables/${id}/rematch`, undefined, joined.body.token);
        expect(first.status).toBe(200);
        const again = await api(base, 'POST', `/api/tables/${id}/rematch`, undefined, joined.body.token);
        expect([again.status, again.body.error?.code]).toEqual([409, 'ALREADY_REMATCHED']);
        const rematch = (await api(base, 'GET', `/api/tables/${first.body.table.id}`)).body.table;
        expect(rematch.seats.map((s: Msg) => s.taken)).toEqual([false, true]);
        expect(rematch.seedCommitment).not.toBe(commitment);
        // `back` once the game is over: GAME_OVER.
        const late = await TestClient.open(wsUrl);
        await late.hello(id, joined.body.token);
        late.send({ type: 'back', tableId: id });
        expect((await late.waitFor((m) => m.type === 'error')).code).toBe('GAME_OVER');
        await Promise.all([late.close(), spectator.close()]);
        void server;
      }));
  });

  describe(`${dbKind.name}: names`, () => {
    it('stores NFKC names and refuses invisible, control and overlong names with BAD_NAME, changing nothing', () =>
      withServer({}, async (_s, base) => {
        const created = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: [...TWO_HUMANS, { kind: 'human' }] });
        const id = created.body.table.id as string;
        for (const name of ['a\u202eb', '\u200b\u200b', 'x\u2028y', '\ud800', ' ', 'n'.repeat(25), 'a\u0007']) {
          const r = await api(base, 'POST', `/api/tables/${id}/join`, { name });
          expect([r.status, r.body.error?.code], JSON.stringify(name)).toEqual([400, 'BAD_NAME']);
        }
        const host = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS, host: { name: '\u2066x' } });
        expect(host.body.error?.code).toBe('BAD_NAME');
        expect((await api(base, 'GET', `/api/tables/${id}`)).body.table.seats.every((s: Msg) => !s.taken)).toBe(true);
        const ok = await api(base, 'POST', `/api/tables/${id}/join`, { name: '  Ａｄａ  ' });
        expect(ok.body.table.seats[0].name).toBe('Ada');
      }));
  });

  describe(`${dbKind.name}: HTTP hardening`, () => {
    it('answers every bad URL, encoding, body and route with the documented shape and a 4xx', () =>
      withServer({}, async (_s, base) => {
        const cases: [string, RequestInit, number, string][] = [
          ['/..%2fpackage.json', {}, 400, 'BAD_URL'],
          ['/..%5c..%5cpackage.json', {}, 400, 'BAD_URL'],
          ['/%E0%A4%A', {}, 400, 'BAD_URL'],
          ['/api/tables/%ZZ', {}, 400, 'BAD_URL'],
          ['/api/tables?status=open&x=%', {}, 400, 'BAD_URL'],
          ['/api/tables?status=%E0%A4%A', {}, 400, 'BAD_URL'],
          ['/api/nope', {}, 404, 'NOT_FOUND'],
          ['/api/tables', { method: 'DELETE' }, 404, 'NOT_FOUND'],
          ['/api/tables', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } }, 400, 'BAD_JSON'],
          ['/api/tables', { method: 'POST', body: '', headers: { 'content-type': 'application/json' } }, 400, 'BAD_JSON'],
          ['/api/tables', { method: 'POST', body: 'game=x', headers: { 'content-type': 'text/plain' } }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
          [
            '/api/tables',
            { method: 'POST', body: `{"x":"${'y'.repeat(20_000)}"}`, headers: { 'content-type': 'application/json' } },
            413,
            'PAYLOAD_TOO_LARGE',
          ],
        ];
        for (const [path, init, status, code] of cases) {
          const res = await fetch(base + path, init);
          const body = (await res.json()) as Msg;
          expect([res.status, body], path).toEqual([status, { error: { code, message: expect.any(String) } }]);
        }
      }));

    it('sends security headers with a strict Content-Security-Policy', () =>
      withServer({}, async (_s, base) => {
        for (const path of ['/', '/api/health']) {
          const res = await fetch(base + path);
          const csp = res.headers.get('content-security-policy') ?? '';
          expect(csp).toContain("default-src 'self'");
          expect(csp).toContain("script-src 'self'");
          expect(csp).toContain("worker-src 'self'");
          expect(csp).toContain("frame-ancestors 'none'");
          expect(csp).not.toContain('unsafe');
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('x-frame-options')).toBe('DENY');
          expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        }
      }));
  });

  describe(`${dbKind.name}: limits`, () => {
    it('rate-limits write requests per IP with 429 RATE_LIMITED (reads stay free)', () =>
      withServer({ httpWritesPerWindow: 5, httpWindowMs: 60_000 }, async (_s, base) => {
        const codes: number[] = [];
        for (let i = 0; i < 7; i++) codes.push((await api(base, 'POST', '/api/tables', { game: 'nope', seats: TWO_HUMANS })).status);
        expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
        const limited = await api(base, 'POST', '/api/tables/t_x/join', { name: 'A' });
        expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
        // The message gives the window (not the time left, which is in retry-after).
        expect(limited.body.error.message).toMatch(/^at most 5 write requests per 60 seconds per address; retry in \d+ seconds$/);
        expect((await api(base, 'GET', '/api/tables')).status).toBe(200);
      }));

    it('caps WebSocket connections per IP (429 TOO_MANY_CONNECTIONS) and frees a place on close', () =>
      withServer({ wsPerIp: 3 }, async (_s, _base, wsUrl) => {
        const open = await Promise.all([0, 1, 2].map(() => TestClient.open(wsUrl)));
        const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          ws.on('open', () => reject(new Error('the fourth connection was accepted')));
          ws.on('unexpected-response', (_req, res) => {
            let body = '';
            res.on('data', (d) => (body += String(d)));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
        });
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'TOO_MANY_CONNECTIONS' } });
        await open[0]!.close();
        await sleep(50);
        const again = await TestClient.open(wsUrl);
        await Promise.all([again.close(), open[1]!.close(), open[2]!.close()]);
      }));

    it('closes a socket that sends no valid hello in time; one that did stays open', () =>
      withServer({ helloTimeoutMs: 1_000 }, async (_s, base, wsUrl) => {
        const t = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS });
        const silent = await TestClient.open(wsUrl);
        const greeted = await TestClient.open(wsUrl);
        silent.send({ type: 'hello' }); // not a valid hello
        expect((await greeted.hello(t.body.table.id)).type).toBe('welcome');
        const code = await new Promise<number>((resolve) => silent.ws.once('close', (c) => resolve(c)));
        expect(code).toBe(1008);
        expect(silent.messages.map((m) => m.code)).toEqual(['BAD_MESSAGE', 'HELLO_TIMEOUT']);
        await sleep(1_200);
        expect(greeted.closed).toBe(false);
        greeted.send({ type: 'ping', id: 1 });
        expect((await greeted.waitFor((m) => m.type === 'pong')).id).toBe(1);
        await greeted.close();
      }));

    it('closes an HTTP connection that sends nothing within httpIdleMs; an idle WebSocket stays open', () =>
      withServer({ httpIdleMs: 800 }, async (_s, base, wsUrl) => {
        const t = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS });
        const ws = await TestClient.open(wsUrl);
        expect((await ws.hello(t.body.table.id)).type).toBe('welcome');
        const { port } = new URL(base);
        const raw = connect(Number(port), '127.0.0.1');
        const started = Date.now();
        await new Promise<void>((resolve) => raw.once('close', () => resolve()));
        expect(Date.now() - started).toBeLessThan(5_000);
        await sleep(1_000);
        expect(ws.closed).toBe(false);
        ws.send({ type: 'ping', id: 7 });
        expect((await ws.waitFor((m) => m.type === 'pong')).id).toBe(7);
        await ws.close();
      }));

    it('caps open tables per creator with 429 TOO_MANY_TABLES', () =>
      withServer({ openTablesPerCreator: 2 }, async (_s, base) => {
        for (let i = 0; i < 2; i++)
          expect((await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS })).status).toBe(201);
        const third = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS });
        expect([third.status, third.body.error?.code]).toEqual([429, 'TOO_MANY_TABLES']);
        expect((await api(base, 'GET', '/api/tables?status=open')).body.tables).toHaveLength(2);
      }));

    it('counts running bot-only tables against the cap; an open table everyone left is over and frees its place', () =>
      withServer({ openTablesPerCreator: 2 }, async (_s, base) => {
        const bots = [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ];
        const show = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: bots });
        expect(show.body.table.status).toBe('running');
        const hosted = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS, host: { name: 'Ann' } });
        const full = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: bots });
        expect([full.status, full.body.error?.code]).toEqual([429, 'TOO_MANY_TABLES']);
        // The host leaves the table before anyone else joined: it ends, and its creator may make another.
        const left = await api(base, 'POST', `/api/tables/${hosted.body.table.id}/leave`, {}, hosted.body.host.token);
        expect([left.status, left.body.table.status]).toEqual([200, 'abandoned']);
        expect((await api(base, 'GET', '/api/tables?status=open')).body.tables).toEqual([]);
        expect((await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS })).status).toBe(201);
      }));

    it('ends running bot-only tables botTableMaxMs after their creation', () =>
      withServer({ botTableMaxMs: 1_000, sweepEveryMs: 50 }, async (server, base) => {
        const seats = [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ];
        const id = (await api(base, 'POST', '/api/tables', { game: 'rail-pass', seats, config: { rounds: 1_000_000 } })).body.table.id;
        expect(server.service.runtime(id)).toBeDefined();
        await until(async () => (await api(base, 'GET', `/api/tables/${id}`)).body.table.status === 'abandoned');
        expect(server.service.runtime(id)).toBeUndefined();
      }));

    it('deletes open tables nobody joined within the TTL; a join keeps one', () =>
      withServer({ openTableTtlMs: 2_000, sweepEveryMs: 50, lobbyIdleMs: 60_000 }, async (_s, base) => {
        const idle = (await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS })).body.table.id;
        const kept = (await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS })).body.table.id;
        await sleep(1_000);
        await api(base, 'POST', `/api/tables/${kept}/join`, { name: 'Ann' });
        await until(async () => (await api(base, 'GET', `/api/tables/${idle}`)).status === 404);
        expect((await api(base, 'GET', `/api/tables/${idle}`)).body.error.code).toBe('TABLE_NOT_FOUND');
        expect((await api(base, 'GET', `/api/tables/${kept}`)).status).toBe(200);
      }));

    it('ends running tables whose humans all stay away as abandoned: recorded, unrated, out of memory', () =>
      withServer({ abandonAfterMs: 1_500, sweepEveryMs: 50 }, async (server, base, wsUrl) => {
        const make = async () => {
          const c = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS, host: { name: 'Ann' } });
          const j = await api(base, 'POST', `/api/tables/${c.body.table.id}/join`, { name: 'Bea' });
          return { id: c.body.table.id as string, token: j.body.token as string };
        };
        const away = await make();
        const present = await make();
        const client = await TestClient.open(wsUrl);
        await client.hello(present.id, present.token);
        expect(server.service.runtime(away.id)).toBeDefined();
        await until(async () => (await api(base, 'GET', `/api/tables/${away.id}`)).body.table.status === 'abandoned');
        expect(server.service.runtime(away.id)).toBeUndefined();
        const record = (await api(base, 'GET', `/api/tables/${away.id}/record`)).body;
        expect(record).toMatchObject({ abandoned: true, actions: [] });
        expect(record).not.toHaveProperty('outcome');
        expect(seedCommitment(record.seed)).toBe(record.seedCommitment);
        // An action at an abandoned table: GAME_OVER, nothing stored.
        const late = await TestClient.open(wsUrl);
        await late.hello(away.id, away.token);
        late.send({ type: 'action', tableId: away.id, seq: 0, action: { type: 'DRAW_TICKETS' }, id: 'x' });
        expect((await late.waitFor((m) => m.type === 'error')).code).toBe('GAME_OVER');
        // The table with a connected human is still running.
        expect((await api(base, 'GET', `/api/tables/${present.id}`)).body.table.status).toBe('running');
        expect(server.service.runtime(present.id)).toBeDefined();
        await Promise.all([client.close(), late.close()]);
      }));

    it('the lobby hides tables with no recent activity', () =>
      withServer({ lobbyIdleMs: 1_500, openTableTtlMs: 3_600_000 }, async (_s, base) => {
        const id = (await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: TWO_HUMANS })).body.table.id;
        const listed = async () => (await api(base, 'GET', '/api/tables')).body.tables.map((t: Msg) => t.id);
        expect(await listed()).toEqual([id]);
        await sleep(1_700);
        expect(await listed()).toEqual([]);
        // Still reachable by id, and a join is activity again.
        await api(base, 'POST', `/api/tables/${id}/join`, { name: 'Ann' });
        expect(await listed()).toEqual([id]);
      }));
  });
}
