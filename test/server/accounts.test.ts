/**
 * Issue 17 on a real `roundhouse serve` process, on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
 * accounts (sign up, sign in with cookie rotation, sign out, change password), every kind of bad input
 * (names, passwords, wrong cookie, CSRF from another origin, sign-in limits) changing nothing, seats
 * owned by accounts (a cookie-only `hello` from "another device"), table chat (limits, spectators,
 * history on reconnect, not in the record), my games, and ratings updated exactly once per table
 * (also across a restart and a second rating attempt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/storage/db.js';
import { RatingService } from '../../src/server/accounts/ratings.js';
import { TestClient, type Msg } from './helpers/client.js';
import { AutoPlayer } from './helpers/auto-player.js';
import { spawnServer, testDatabases, type ServerProcess, type TestDatabase } from './helpers/server-process.js';

const LIMIT_ENV = { ROUNDHOUSE_SIGN_IN_PER_ACCOUNT: '3', ROUNDHOUSE_SIGN_IN_PER_IP: '12' };

/** One HTTP call with an optional session cookie and Origin; returns status, body and the new cookie (if set). */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string | undefined; origin?: string | null } = {},
): Promise<{ status: number; body: Msg; cookie: string | undefined; setCookie: string[] }> {
  const origin = opts.origin === undefined ? server.base : opts.origin;
  const res = await fetch(server.base + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: `rh_session=${opts.cookie}` } : {}),
      ...(origin !== null ? { origin } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const setCookie = res.headers.getSetCookie();
  const session = setCookie.map((c) => /^rh_session=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Msg) : {}, cookie: session || undefined, setCookie };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const dbKind of testDatabases()) {
  describe(`accounts, chat and ratings on ${dbKind.name}`, () => {
    let db: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      db = dbKind.make();
      server = await spawnServer(db.url, LIMIT_ENV);
    });

    afterAll(async () => {
      if (server) await server.stop();
      await db?.cleanup();
    });

    it('signs up, in and out, rotates the cookie, changes the password; bad input changes nothing', async () => {
      const up = await call(server, 'POST', '/api/accounts', { body: { username: 'Ada', password: 'correct horse' } });
      expect(up.status).toBe(201);
      expect(up.body.account.username).toBe('Ada');
      const set = up.setCookie.find((c) => c.startsWith('rh_session='))!;
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
      const ada = up.cookie!;
      expect((await call(server, 'GET', '/api/me', { cookie: ada })).body.account.username).toBe('Ada');

      // Bad usernames and passwords: each refused with its code, no account created.
      const badNames = ['ab', 'a b', 'ad\u200Bmin', 'x'.repeat(21), '\u202Eevil', 'tab\tname', 'semi;colon'];
      for (const username of badNames) {
        const r = await call(server, 'POST', '/api/accounts', { body: { username, password: 'long enough' } });
        expect([username, r.status, r.body.error?.code]).toEqual([username, 400, 'BAD_USERNAME']);
        expect(r.cookie).toBeUndefined();
      }
      for (const password of ['short', 'p'.repeat(129)]) {
        const r = await call(server, 'POST', '/api/accounts', { body: { username: 'Eve', password } });
        expect([r.status, r.body.error?.code]).toEqual([400, 'BAD_PASSWORD']);
      }
      const bodyShape = await call(server, 'POST', '/api/accounts', { body: { username: 'Eve', password: 'long enough', admin: true } });
      expect([bodyShape.status, bodyShape.body.error?.code]).toEqual([400, 'BAD_REQUEST']);
      expect((await call(server, 'GET', '/api/players/Eve')).body.error.code).toBe('PLAYER_NOT_FOUND');
      // Unique case-insensitively, after NFKC (full-width letters are the same name).
      for (const username of ['ADA', '\uFF21\uFF44\uFF41']) {
        const r = await call(server, 'POST', '/api/accounts', { body: { username, password: 'other password' } });
        expect([r.status, r.body.error?.code]).toEqual([409, 'USERNAME_TAKEN']);
      }
      // NFKC: the full-width name signs in as Ada.
      const fw = await call(server, 'POST', '/api/session', { body: { username: '\uFF21\uFF44\uFF41', password: 'correct horse' } });
      expect(fw.status).toBe(200);

      // CSRF: another origin (or none) is refused before anything happens.
      for (const origin of ['http://evil.example', 'null', null]) {
        const r = await call(server, 'POST', '/api/accounts', { body: { username: 'Mallory', password: 'long enough' }, origin });
        expect([r.status, r.body.error?.code]).toEqual([403, 'CSRF_REJECTED']);
        const out = await call(server, 'DELETE', '/api/session', { cookie: ada, origin });
        expect([out.status, out.body.error?.code]).toEqual([403, 'CSRF_REJECTED']);
        const table = await call(server, 'POST', '/api/tables', {
          body: { game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'human' }], host: { name: 'x' } },
          cookie: ada,
          origin,
        });
        expect([table.status, table.body.error?.code]).toEqual([403, 'CSRF_REJECTED']);
      }
      expect((await call(server, 'GET', '/api/players/Mallory')).status).toBe(404);
      expect((await call(server, 'GET', '/api/me', { cookie: ada })).body.account.username).toBe('Ada');
      expect((await call(server, 'GET', '/api/tables?status=open')).body.tables).toEqual([]);

      // A wrong cookie is a guest (and is cleared); it cannot write as anyone.
      const wrong = await call(server, 'GET', '/api/me', { cookie: 'not-a-session' });
      expect(wrong.body.account).toBeNull();
      expect(wrong.setCookie.some((c) => /^rh_session=;/.test(c))).toBe(true);
      const wrongPw = await call(server, 'POST', '/api/account/password', { body: { current: 'x', next: 'yyyyyyyyyy' }, cookie: 'nope' });
      expect([wrongPw.status, wrongPw.body.error?.code]).toEqual([401, 'NOT_SIGNED_IN']);

      // Unknown user and wrong password: the same answer.
      const unknown = await call(server, 'POST', '/api/session', { body: { username: 'Nobody', password: 'whatever1' } });
      const badPw = await call(server, 'POST', '/api/session', { body: { username: 'Ada', password: 'wrong horse' } });
      expect([unknown.status, unknown.body]).toEqual([
        401,
        { error: { code: 'BAD_CREDENTIALS', message: 'unknown username or wrong password' } },
      ]);
      expect([badPw.status, badPw.body]).toEqual([unknown.status, unknown.body]);

      // Sign-in rotates the session: the cookie sent along stops working.
      const again = await call(server, 'POST', '/api/session', { body: { username: 'ada', password: 'correct horse' }, cookie: ada });
      expect(again.status).toBe(200);
      expect(again.cookie).toBeDefined();
      expect(again.cookie).not.toBe(ada);
      expect((await call(server, 'GET', '/api/me', { cookie: ada })).body.account).toBeNull();
      let session = again.cookie!;

      // Change password: wrong current / too short change nothing; success ends the other sessions.
      const other = (await call(server, 'POST', '/api/session', { body: { username: 'Ada', password: 'correct horse' } })).cookie!;
      const wrongCurrent = await call(server, 'POST', '/api/account/password', {
        body: { current: 'nope nope', next: 'battery staple' },
        cookie: session,
      });
      expect([wrongCurrent.status, wrongCurrent.body.error?.code]).toEqual([401, 'BAD_CREDENTIALS']);
      const tooShort = await call(server, 'POST', '/api/account/password', {
        body: { current: 'correct horse', next: 'short' },
        cookie: session,
      });
      expect([tooShort.status, tooShort.body.error?.code]).toEqual([400, 'BAD_PASSWORD']);
      expect((await call(server, 'GET', '/api/me', { cookie: other })).body.account.username).toBe('Ada');
      const changed = await call(server, 'POST', '/api/account/password', {
        body: { current: 'correct horse', next: 'battery staple' },
        cookie: session,
      });
      expect(changed.status).toBe(200);
      expect((await call(server, 'GET', '/api/me', { cookie: other })).body.account).toBeNull();
      expect((await call(server, 'GET', '/api/me', { cookie: session })).body.account).toBeNull();
      session = changed.cookie!;
      expect((await call(server, 'GET', '/api/me', { cookie: session })).body.account.username).toBe('Ada');

      // Sign out ends the session.
      const out = await call(server, 'DELETE', '/api/session', { cookie: session });
      expect(out.status).toBe(200);
      expect((await call(server, 'GET', '/api/me', { cookie: session })).body.account).toBeNull();

      // Per-account limit (3 failures): then even the right password is refused, for that account only.
      await call(server, 'POST', '/api/accounts', { body: { username: 'Bo', password: 'bo password' } });
      for (let i = 0; i < 3; i++)
        expect((await call(server, 'POST', '/api/session', { body: { username: 'Bo', password: `guess ${i}xx` } })).status).toBe(401);
      const limited = await call(server, 'POST', '/api/session', { body: { username: 'Bo', password: 'bo password' } });
      expect([limited.status, limited.body.error?.code]).toEqual([429, 'SIGN_IN_LIMITED']);
      expect(limited.cookie).toBeUndefined();
      expect((await call(server, 'POST', '/api/session', { body: { username: 'Ada', password: 'battery staple' } })).status).toBe(200);
    });

    it('seats belong to accounts; chat; my games; a finished rated table changes ratings exactly once', async () => {
      const cy = (await call(server, 'POST', '/api/accounts', { body: { username: 'Cyd', password: 'cy password' } })).cookie!;
      const di = (await call(server, 'POST', '/api/accounts', { body: { username: 'Dia', password: 'di password' } })).cookie!;
      const created = await call(server, 'POST', '/api/tables', {
        body: { game: 'ticket-to-ride', seats: [{ kind: 'human' }, { kind: 'human' }], host: { name: 'ignored' } },
        cookie: cy,
      });
      expect(created.status).toBe(201);
      const tableId = created.body.table.id as string;
      const joined = await call(server, 'POST', `/api/tables/${tableId}/join`, { body: { name: 'also ignored' }, cookie: di });
      expect(joined.status).toBe(200);
      const table = joined.body.table;
      expect(table.status).toBe('running');
      expect(table.rated).toBe(true);
      expect(table.seats.map((s: Msg) => [s.name, s.account])).toEqual([
        ['Cyd', true],
        ['Dia', true],
      ]);

      // Another device: Di's cookie alone binds Di's seat; a cross-origin upgrade with the cookie is a spectator.
      const headers = (cookie: string, origin = server.base) => ({ cookie: `rh_session=${cookie}`, origin });
      const diWs = await TestClient.open(server.ws, headers(di));
      expect((await diWs.hello(tableId)).seat).toBe(1);
      const hijack = await TestClient.open(server.ws, headers(di, 'http://evil.example'));
      expect((await hijack.hello(tableId)).seat).toBeNull();
      const spectator = await TestClient.open(server.ws);
      expect((await spectator.hello(tableId)).seat).toBeNull();
      await spectator.waitFor((m) => m.type === 'chat-history', 5_000, true);

      // Chat: players write, everyone reads; bad text and spectators are refused.
      const heard = spectator.waitFor((m) => m.type === 'chat' && m.line.text === 'hello <b>all</b>');
      diWs.send({ type: 'chat', tableId, text: '  hello <b>all</b>  ', id: 1 });
      expect((await heard).line).toMatchObject({ seat: 1, name: 'Dia', text: 'hello <b>all</b>' });
      const refusals: [unknown, TestClient, string][] = [
        [{ text: 'x'.repeat(501) }, diWs, 'BAD_CHAT'],
        [{ text: 'bell\u0007' }, diWs, 'BAD_CHAT'],
        [{ text: '   ' }, diWs, 'BAD_CHAT'],
        [{ text: 'hi' }, spectator, 'SPECTATOR'],
        [{ phrase: 'not-a-phrase' }, diWs, 'BAD_MESSAGE'],
      ];
      for (const [body, client, code] of refusals) {
        const reply = client.waitFor((m) => m.type === 'error' && m.id === 'bad');
        client.send({ type: 'chat', tableId, id: 'bad', ...(body as object) });
        expect((await reply).code).toBe(code);
      }
      diWs.send({ type: 'chat', tableId, phrase: 'good-game' });
      await spectator.waitFor((m) => m.type === 'chat' && m.line.phrase === 'good-game');
      // Burst of 5 per seat: 2 used; 3 more pass, the next is RATE_LIMITED.
      for (let i = 0; i < 3; i++) diWs.send({ type: 'chat', tableId, text: `burst ${i}` });
      const limited = diWs.waitFor((m) => m.type === 'error' && m.id === 'over');
      diWs.send({ type: 'chat', tableId, text: 'one too many', id: 'over' });
      expect((await limited).code).toBe('RATE_LIMITED');
      await spectator.waitFor((m) => m.type === 'chat' && m.line.text === 'burst 2', 5_000, true);
      // Reconnect: the history holds every stored line, in order, and nothing refused.
      const back = await TestClient.open(server.ws);
      await back.hello(tableId);
      const history = await back.waitFor((m) => m.type === 'chat-history', 5_000, true);
      expect(history.lines.map((l: Msg) => l.text || l.phrase)).toEqual(['hello <b>all</b>', 'good-game', 'burst 0', 'burst 1', 'burst 2']);
      for (const c of [back, hijack, spectator]) await c.close();

      // My games: the running table, waiting on whoever may act.
      const active = diWs.lastState()!.active as number[];
      const mineCy = (await call(server, 'GET', '/api/me/games', { cookie: cy })).body;
      expect(mineCy.running.map((g: Msg) => [g.table.id, g.seat, g.waitingOnMe])).toEqual([[tableId, 0, active.includes(0)]]);
      expect((await call(server, 'GET', '/api/me', { cookie: cy })).body.waiting).toBe(active.includes(0) ? 1 : 0);
      expect((await call(server, 'GET', '/api/me/games')).body.error.code).toBe('NOT_SIGNED_IN');
      await diWs.close();

      // Play it out with the seat tokens (they still work beside the accounts).
      const a = new AutoPlayer(server.ws, tableId, created.body.host.token, 'A');
      const b = new AutoPlayer(server.ws, tableId, joined.body.token, 'B');
      // Claim a route whenever possible (a short game), else anything but more tickets.
      const claimFirst = (legal: unknown[]) => {
        const typed = legal as { type: string }[];
        const claims = typed.filter((x) => x.type === 'CLAIM_ROUTE');
        const rest = typed.filter((x) => x.type !== 'DRAW_TICKETS');
        const pool = claims.length > 0 ? claims : rest.length > 0 ? rest : typed;
        return pool[Math.floor(Math.random() * pool.length)];
      };
      a.pick = claimFirst;
      b.pick = claimFirst;
      await Promise.all([a.connect(), b.connect()]);
      // Bounded, with what the players were told if the game does not end.
      const ended = async (p: AutoPlayer): Promise<Msg> => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${p.name}: no end after 60 s; ${p.count} acked, errors ${JSON.stringify(p.errors.slice(-5))}`)),
            60_000,
          );
        });
        try {
          return await Promise.race([p.done, late]);
        } finally {
          clearTimeout(timer);
        }
      };
      const final = await ended(a);
      await ended(b);
      await Promise.all([a.client.close(), b.client.close()]);
      const ranks = final.outcome.ranks as number[];

      let ratings: Msg = {};
      for (let i = 0; i < 100 && ratings.status !== 'rated'; i++, await sleep(50))
        ratings = (await call(server, 'GET', `/api/tables/${tableId}/ratings`)).body;
      expect(ratings.status).toBe('rated');
      expect(ratings.changes.map((c: Msg) => [c.seat, c.username])).toEqual([
        [0, 'Cyd'],
        [1, 'Dia'],
      ]);
      const [c0, c1] = ratings.changes as Msg[];
      if (ranks[0]! < ranks[1]!) expect(c0!.delta).toBeGreaterThan(c1!.delta);
      if (ranks[0]! > ranks[1]!) expect(c0!.delta).toBeLessThan(c1!.delta);

      const board = (await call(server, 'GET', '/api/leaderboard/ticket-to-ride')).body;
      expect(board.players.map((p: Msg) => [p.username, p.games]).sort()).toEqual([
        ['Cyd', 1],
        ['Dia', 1],
      ]);
      expect((await call(server, 'GET', '/api/leaderboard/chess')).body.error.code).toBe('UNKNOWN_GAME');
      expect((await call(server, 'GET', '/api/leaderboard/ticket-to-ride?limit=0')).body.error.code).toBe('BAD_REQUEST');
      const profile = (await call(server, 'GET', '/api/players/cyd')).body;
      expect(profile.ratings).toEqual([expect.objectContaining({ game: 'ticket-to-ride', games: 1, rating: c0!.after })]);
      const finishedCy = (await call(server, 'GET', '/api/me/games', { cookie: cy })).body;
      expect(finishedCy.running).toEqual([]);
      expect(finishedCy.finished[0]).toMatchObject({ seat: 0, result: { rank: ranks[0] }, ratingChange: { delta: c0!.delta } });

      // The chat is not in the game record.
      const record = await call(server, 'GET', `/api/tables/${tableId}/record`);
      expect(JSON.stringify(record.body)).not.toContain('burst');

      // Exactly once: a second attempt changes nothing, nor does a restart.
      expect(await server.stop()).toBe(0);
      const open = openDatabase(db.url);
      expect(await new RatingService(open.db, open.dialect).rateTable(tableId)).toBe('done');
      await open.close();
      server = await spawnServer(db.url, LIMIT_ENV);
      const after = (await call(server, 'GET', '/api/leaderboard/ticket-to-ride')).body;
      expect(after).toEqual(board);
      expect((await call(server, 'GET', `/api/tables/${tableId}/ratings`)).body).toEqual(ratings);
    });

    it('limits sign-in attempts per address', async () => {
      // 12 per address per window, counted by this process (a fresh one).
      await server.stop();
      server = await spawnServer(db.url, LIMIT_ENV);
      let r: Awaited<ReturnType<typeof call>> | undefined;
      let n = 0;
      for (; n < 20; n++) {
        r = await call(server, 'POST', '/api/session', { body: { username: `someone${n}`, password: 'whatever1' } });
        if (r.status !== 401) break;
      }
      expect(n).toBe(12);
      expect(r!.body.error.code).toBe('SIGN_IN_LIMITED');
      const right = await call(server, 'POST', '/api/session', { body: { username: 'Cyd', password: 'cy password' } });
      expect([right.status, right.body.error?.code]).toEqual([429, 'SIGN_IN_LIMITED']);
    });
  });
}
