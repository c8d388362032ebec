/**
 * Protocol fuzz (issue 16 item 5): fast-check drives ≥ 10,000 HTTP requests and WebSocket messages
 * (valid shapes with mutated fields, wrong types, random JSON and text, bad URLs and encodings)
 * against a real `roundhouse serve` process in its own process group. Checked:
 * - the server stays up and never logs at error level (no 500, no stack traces);
 * - every HTTP answer is 2xx or the documented `{ error: { code, message } }` with a 4xx and a code
 *   from ERROR_STATUS; every WebSocket message gets at least one reply before the next one's, and
 *   every error code is documented (ERROR_STATUS or the game's rule codes);
 * - a rejected HTTP request changes nothing (the targeted table's summary is the same before and
 *   after), and over the WebSocket phase the table's seq equals the number of acknowledged actions,
 *   and the stored record holds exactly the acknowledged ones.
 * Bounded: a fixed number of messages, paced below the per-connection rate, ~30–40 s on 2 cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/protocol/protocol.js';
import { TtrErrors } from '../../src/games/ticket-to-ride/errors.js';
import { api, TestClient, type Msg } from './helpers/client.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const HTTP_MESSAGES = 3_000;
const WS_WORKERS = 24;
const WS_MESSAGES_PER_WORKER = 320;
const DOCUMENTED = new Set<string>([...Object.keys(ERROR_STATUS), ...Object.values(TtrErrors)]);

let proc: ChildProcess;
let dir: string;
let base: string;
let wsUrl: string;
const logs: Record<string, unknown>[] = [];
let exited = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rh-fuzz-'));
  // detached: the server leads its own process group, which afterAll ends as a whole.
  proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), 'serve', '--port', '0', '--host', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: join(dir, 'fuzz.db'),
      LOG_LEVEL: 'info',
      WEB_ROOT: join(ROOT, 'test/server/fixtures/web'),
      ROUNDHOUSE_HTTP_WRITES_PER_WINDOW: '1000000',
      ROUNDHOUSE_OPEN_TABLES_PER_CREATOR: '1000000',
      ROUNDHOUSE_WS_PER_IP: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.on('exit', () => (exited = true));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'listening') {
          clearTimeout(timer);
          resolve(entry.port as number);
        }
      } catch {
        /* not JSON */
      }
    });
  });
  base = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}/ws`;
});

afterAll(async () => {
  if (proc.pid && !exited) {
    const gone = new Promise((r) => proc.once('exit', r));
    process.kill(-proc.pid, 'SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (!exited) process.kill(-proc.pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Fixed tables the fuzz aims at. */
interface Fixture {
  running: string;
  open: string;
  priv: string;
  invite: string;
  tokens: string[];
}

async function fixture(): Promise<Fixture> {
  const seats = [{ kind: 'human' }, { kind: 'human' }];
  const running = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats, host: { name: 'Ann' } });
  const joined = await api(base, 'POST', `/api/tables/${running.body.table.id}/join`, { name: 'Bea' });
  const open = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats: [...seats, { kind: 'human' }, { kind: 'human' }] });
  const priv = await api(base, 'POST', '/api/tables', { game: 'ticket-to-ride', seats, visibility: 'private' });
  return {
    running: running.body.table.id,
    open: open.body.table.id,
    priv: priv.body.table.id,
    invite: priv.body.inviteCode,
    tokens: [running.body.host.token, joined.body.token],
  };
}

/** Arbitrary JSON-ish values, including wrong types and odd strings. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u202e', '\u200b', '\ud800', '\u2028', 'x'.repeat(200), '__proto__', 'constructor'),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

function httpRequest(f: Fixture) {
  const id = fc.oneof(fc.constantFrom(f.running, f.open, f.priv, 't_nope', '', '..', '%2e%2e', '%ZZ'), fc.string({ maxLength: 12 }));
  const name = fc.oneof(fc.constantFrom('Ann', 'Ｂｅａ', '\u202eevil', '\u200b', 'a\u2028b', '\ud83d', 'n'.repeat(30)), junk);
  const seatSpec = fc.oneof(
    fc.constant({ kind: 'human' }),
    fc.record({ kind: fc.constant('bot'), bot: fc.constantFrom('random', 'nope') }),
    junk,
  );
  const createBody = fc.record(
    {
      game: fc.oneof(fc.constantFrom('ticket-to-ride', 'rail-pass', 'nope'), junk),
      seats: fc.oneof(fc.array(seatSpec, { maxLength: 6 }), junk),
      seed: fc.oneof(fc.string({ maxLength: 10 }), junk),
      config: fc.oneof(fc.constant({ matchSeed: 5 }), junk),
      visibility: fc.oneof(fc.constantFrom('public', 'private'), junk),
      host: fc.oneof(fc.record({ name }), junk),
      timeControl: fc.oneof(fc.constant({ kind: 'perMove', moveMs: 5 }), junk),
      extra: junk,
    },
    { requiredKeys: [] },
  );
  const joinBody = fc.record(
    { name, seat: fc.oneof(fc.integer({ min: -2, max: 5 }), junk), invite: fc.oneof(fc.constant(f.invite), junk) },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    createBody.map((b) => JSON.stringify(b)),
    joinBody.map((b) => JSON.stringify(b)),
    fc.string({ maxLength: 40 }),
    fc.constant('{bad'),
    fc.constant(''),
  );
  const route = fc.oneof(
    fc.tuple(fc.constant('POST'), fc.constant('/api/tables')),
    fc.tuple(
      fc.constantFrom('POST', 'GET'),
      id.map((i) => `/api/tables/${i}/join`),
    ),
    fc.tuple(
      fc.constantFrom('POST', 'GET'),
      fc.tuple(id, fc.constantFrom('leave', 'start', 'rematch', 'record')).map(([i, r]) => `/api/tables/${i}/${r}`),
    ),
    fc.tuple(
      fc.constantFrom('GET', 'DELETE', 'PUT'),
      id.map((i) => `/api/tables/${i}`),
    ),
    fc.tuple(
      fc.constant('GET'),
      fc.constantFrom('/api/tables?status=open', '/api/tables?status=zzz', '/api/tables?status[]=x', '/api/health', '/api/games'),
    ),
    fc.tuple(
      fc.constantFrom('GET', 'POST'),
      fc.constantFrom('/..%2fpackage.json', '/%E0%A4%A', '/..%5c..%5cetc/passwd', '/api/%00', '/api/tables/%', '/ws', '/api'),
    ),
    fc.tuple(
      fc.constant('GET'),
      fc.string({ maxLength: 20 }).map((s) => '/' + encodeURIComponent(s)),
    ),
  );
  const auth = fc.oneof(fc.constant(undefined), fc.constantFrom(...f.tokens), fc.constant('garbage'), fc.string({ maxLength: 30 }));
  const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
  return fc.record({ route, body, auth, contentType });
}

/** The summary of a table as the fuzz compares it (live connection flags left out). */
async function snapshot(f: Fixture, id: string): Promise<string> {
  const r = await api(base, 'GET', `/api/tables/${id}?invite=${f.invite}`, undefined, f.tokens[0]);
  const t = r.body.table;
  if (t) for (const s of t.seats) delete s.connected;
  return JSON.stringify(r.body);
}

/**
 * WebSocket messages as text. fc.sample draws every value up front, so the live parts are
 * placeholders filled in at send time (`fill`): `"@@SEQ@@"` = the table's latest seq, `"@@LEGAL<n>@@"`
 * = the n-th legal action of the sending seat.
 */
function wsMessage(f: Fixture) {
  const tableId = fc.oneof(fc.constantFrom(f.running, f.open, f.priv, 't_nope'), junk);
  const action = fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((i) => `@@LEGAL${i}@@`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { type: 'PASS' },
        { type: 'DRAW_TICKETS' },
        { type: 'CLAIM_ROUTE', route: 'nope' },
        { type: 'KEEP_TICKETS', tickets: [] },
      ),
    },
    { weight: 1, arbitrary: junk },
  );
  const seq = fc.oneof(fc.constant('@@SEQ@@'), fc.integer({ min: -1, max: 1000 }), junk);
  const msg = fc.oneof(
    { weight: 3, arbitrary: fc.record({ type: fc.constant('action'), tableId: fc.constant(f.running), seq, action, id: fc.integer() }) },
    {
      weight: 2,
      arbitrary: fc.record({ type: fc.constant('action'), tableId, seq, action, seat: junk, id: junk }, { requiredKeys: ['type'] }),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        { type: fc.constant('hello'), tableId, token: fc.oneof(fc.constantFrom(...f.tokens), junk), invite: junk },
        { requiredKeys: ['type'] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('sync', 'back'), tableId }, { requiredKeys: ['type'] }) },
    {
      weight: 1,
      arbitrary: fc.record(
        { type: fc.oneof(fc.constantFrom('ping', 'nope', 'welcome'), junk), id: junk, extra: junk },
        { requiredKeys: [] },
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: msg.map((m) => JSON.stringify(m)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '[]', 'null', '"hello"', '{"type":"hello"}', 'x'.repeat(17_000)) },
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('protocol fuzz against a real server process', () => {
  it('≥ 10,000 HTTP requests and WebSocket messages: up, documented, rejections change nothing', async () => {
    const f = await fixture();
    const started = Date.now();
    let sent = 0;

    // Phase 1: HTTP, one request at a time, before/after compare of the table a rejected request aims at.
    const fixed = [f.running, f.open, f.priv];
    for (const req of fc.sample(httpRequest(f), { numRuns: HTTP_MESSAGES, seed: 16 })) {
      const [method, path] = req.route as [string, string];
      const target = fixed.find((id) => path.includes(id));
      const before = target ? await snapshot(f, target) : null;
      const headers: Record<string, string> = {};
      if (req.contentType && method !== 'GET') headers['content-type'] = req.contentType;
      if (req.auth) headers.authorization = `Bearer ${req.auth}`;
      let res: Response;
      try {
        res = await fetch(base + path, { method, headers, ...(method !== 'GET' && req.contentType ? { body: req.body } : {}) });
      } catch (e) {
        // fetch refuses some URLs before sending (invalid header values): not a server answer.
        if (e instanceof TypeError && !exited) continue;
        throw e;
      }
      sent++;
      const text = await res.text();
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status >= 400) {
        const body = JSON.parse(text) as Msg;
        expect(Object.keys(body)).toEqual(['error']);
        expect(DOCUMENTED.has(body.error.code), `${method} ${path} → ${body.error.code}`).toBe(true);
        expect(typeof body.error.message).toBe('string');
        if (target) expect(await snapshot(f, target), `${method} ${path} changed the table`).toBe(before);
      }
    }

    // Phase 2: WebSocket workers, each paced under the per-connection rate; a ping after every
    // message proves the message got its reply (replies keep request order).
    // Acknowledged seqs (over every worker), and every event of the table as a spectator saw it.
    const acked = new Set<number>();
    const observer = await TestClient.open(wsUrl);
    await observer.hello(f.running);
    const lastState = { seq: 0 };
    const legalBySeat: unknown[][] = [[], []];
    const track = (m: Msg, seat: number | null) => {
      if (m.type !== 'state' || m.tableId !== f.running || m.seq < lastState.seq) return;
      lastState.seq = m.seq;
      if (seat !== null && Array.isArray(m.legal)) legalBySeat[seat] = m.legal;
    };
    let helloTimeouts = 0;
    const worker = async (w: number) => {
      // Even workers hold seat 0 or 1 of the running table; odd ones start unbound.
      const seat = w % 2 === 0 ? (w / 2) % 2 : null;
      const connect = async () => {
        const c = await TestClient.open(wsUrl);
        closed = new Promise((resolve) =>
          c.ws.once('close', (code) => {
            closeCode = code;
            resolve('closed');
          }),
        );
        if (seat !== null) {
          await c.hello(f.running, f.tokens[seat]);
          track(await c.waitFor((m) => m.type === 'state', 10_000, true), seat);
        }
        return c;
      };
      let closeCode = 0;
      let closed: Promise<'closed'> = Promise.resolve('closed');
      let c = await connect();
      const samples = fc.sample(wsMessage(f), { numRuns: WS_MESSAGES_PER_WORKER, seed: 1000 + w });
      let n = 0;
      const fill = (t: string) => {
        const legal = seat === null ? [] : legalBySeat[seat]!;
        return t
          .replace(/"@@SEQ@@"/g, String(lastState.seq))
          .replace(/"@@LEGAL(\d+)@@"/g, (_, i: string) => JSON.stringify(legal[Number(i) % Math.max(1, legal.length)] ?? { type: 'PASS' }));
      };
      for (const raw of samples) {
        const text = fill(raw);
        const from = c.messages.length;
        const pingId = `p${w}-${n++}`;
        // Seat workers keep their seat (a fuzzed hello would rebind them); unbound workers fuzz hello.
        if (seat !== null && /"type":"hello"/.test(text)) continue;
        c.send(text);
        c.send({ type: 'ping', id: pingId });
        const got = await Promise.race([c.waitFor((m) => m.type === 'pong' && m.id === pingId, 10_000), closed]);
        const replies = c.messages.slice(from);
        sent++;
        if (got === 'closed') {
          // The only way the server hangs up on a fuzzed connection: no valid hello within 10 s.
          await closed;
          expect([closeCode, c.messages.map((m) => m.code)], text.slice(0, 80)).toEqual([1008, expect.arrayContaining(['HELLO_TIMEOUT'])]);
          helloTimeouts++;
          c = await connect();
          continue;
        }
        const pongAt = replies.findIndex((m) => m.type === 'pong' && m.id === pingId);
        expect(pongAt, `no reply to ${text.slice(0, 120)}`).toBeGreaterThan(0);
        for (const m of replies) {
          if (m.type === 'error') expect(DOCUMENTED.has(m.code), `${text.slice(0, 80)} → ${m.code}`).toBe(true);
          if (m.type === 'ack') acked.add(m.seq);
          track(m, seat);
        }
        await sleep(70);
      }
      await c.close();
    };
    await Promise.all(Array.from({ length: WS_WORKERS }, (_, w) => worker(w)));

    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(exited).toBe(false);
    expect((await api(base, 'GET', '/api/health')).status).toBe(200);
    // Only acknowledged actions changed the table.
    // Only acknowledged actions (and the substitute bot of a seat that an HTTP `leave` made away)
    // changed the table: every stored seq is an event, every human event was acknowledged.
    const table = (await api(base, 'GET', `/api/tables/${f.running}`)).body.table;
    const events = new Map<number, string>();
    for (const m of observer.messages) if (m.type === 'state') for (const e of m.events) events.set(e.seq, e.by);
    await observer.close();
    expect([...events.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: table.seq }, (_, i) => i + 1));
    const human = [...events].filter(([, by]) => by === 'human').map(([seq]) => seq);
    expect(human.sort((a, b) => a - b)).toEqual([...acked].sort((a, b) => a - b));
    expect(acked.size).toBeGreaterThan(0);
    const acks = acked.size;
    const errors = logs.filter((l) => typeof l.level === 'number' && l.level >= 50);
    expect(errors, JSON.stringify(errors.slice(0, 2)).slice(0, 1500)).toEqual([]);
    process.stdout.write(
      `fuzz: ${sent} messages in ${Date.now() - started} ms, ${acks} acknowledged actions, ${helloTimeouts} hello timeouts\n`,
    );
  });
});
