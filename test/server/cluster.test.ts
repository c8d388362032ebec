/**
 * Cluster mode (issue 15, docs/scaling.md): three `roundhouse serve` nodes on one PostgreSQL schema
 * and Redis (a unique key prefix), each in its own process group, with short leases (1.5 s, renewed
 * every 0.5 s).
 * 0. The abuse limits count over every node (Redis): sign-in failures of one username and chat lines
 *    of one seat spread over two nodes; the lobby is read at most once per LOBBY_CACHE_MS per node.
 * 1. Clients on two nodes play a Ticket to Ride game (two humans, two bots) owned by the third;
 *    kill -9 the owner mid-game: another node takes the table over within 5 s, the clients there
 *    keep their sockets, a spectator of the dead node reconnects elsewhere, and the game finishes.
 *    A Rail Pass table (a human seat played from another node, two bots, real time) of the same
 *    owner moves too and its game clock and bots resume once. Its round is 60 s of game time (the
 *    shortest RP-19.1 allows), so it plays on during scenarios 2 and 3 and the last test checks it
 *    at its end.
 * 2. SIGSTOP the owner past its lease: another node takes over; after SIGCONT the old owner commits
 *    nothing, drops the table within 5 s and keeps running (PostgreSQL ending its idle-in-transaction
 *    session meanwhile used to crash it).
 * 3. A node on a private redis-server (free port): Redis stopped → `UNAVAILABLE` with nothing
 *    changed (HTTP and WebSocket), health 503; Redis restarted → the node recovers by itself and
 *    the game finishes.
 * Every scenario checks: no acknowledged action lost, the stored seqs are exactly 1..N, and every
 * client's views (each state, delta and replay step, and the final one) equal the engine's replay of
 * the log. Needs TEST_DATABASE_URL and TEST_REDIS_URL (and redis-server for scenario 3).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { parseRecord, replayRecord, type GameRecord } from '../../src/engine/record.js';
import { openDatabase, type OpenDatabase } from '../../src/server/storage/db.js';
import { api, TestClient, type Msg } from './helpers/client.js';
import { AutoPlayer } from './helpers/auto-player.js';
import { assertNoLeaks } from './helpers/leaks.js';
import { buildServer, postgresDatabase, spawnServer, type ServerProcess, type TestDatabase } from './helpers/server-process.js';
import { migrate } from '../../src/server/storage/migrations.js';

const ttr = getGame('ticket-to-ride');
const railPass = getGame('rail-pass');
const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const REDIS_SERVER = spawnSync('which', ['redis-server']).stdout?.toString().trim() || null;
const LEASE_MS = 1_500;

if (!PG || !REDIS) process.stdout.write('\n*** skipped: cluster tests need TEST_DATABASE_URL and TEST_REDIS_URL ***\n\n');

const TTR_TABLE = {
  game: 'ticket-to-ride',
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }, { kind: 'human' }, { kind: 'bot', bot: 'easy' }],
  timeControl: { kind: 'bank', initialMs: 600_000, incrementMs: 1_000 },
};

/** Server env of one cluster node. */
function nodeEnv(id: string, redisUrl: string, prefix: string): Record<string, string> {
  return {
    REDIS_URL: redisUrl,
    ROUNDHOUSE_NODE_ID: id,
    ROUNDHOUSE_REDIS_PREFIX: prefix,
    ROUNDHOUSE_LEASE_MS: String(LEASE_MS),
    ROUNDHOUSE_LEASE_RENEW_MS: '500',
    ROUNDHOUSE_BOT_DELAY_MS: '2',
    ROUNDHOUSE_SNAPSHOT_EVERY: '20',
  };
}

async function until<T>(what: string, fn: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The first log line `msg` about `tableId` of `node` (from line `from` on). */
function logOf(node: ServerProcess, msg: string, tableId: string, from = 0): Record<string, unknown> | undefined {
  return node.logs.slice(from).find((l) => l.msg === msg && l.table === tableId);
}

function signalGroup(proc: ChildProcess, sig: NodeJS.Signals): void {
  try {
    process.kill(-proc.pid!, sig);
  } catch {
    /* gone */
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** A private redis-server (no persistence) in its own process group. */
function startRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
}

async function redisUp(port: number): Promise<void> {
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await until(
      'redis-server',
      async () =>
        probe.connect().then(
          () => probe.ping().then(() => true),
          () => false,
        ),
      5_000,
    );
  } finally {
    probe.disconnect();
  }
}

/** A human seat's player with the seat number, its socket texts over every connection kept. */
interface Seat {
  seat: number;
  player: AutoPlayer;
  /** Socket texts of earlier connections of this seat. */
  earlier: string[];
  token: string;
}

/**
 * The checks of every scenario: the stored log is exactly seqs 1..N and replays to the game's end;
 * every acknowledged action is in it at its seq; every message each client got shows the replayed
 * view of its seq, and the final views equal the replayed final state's.
 */
async function checkGame(
  db: OpenDatabase,
  node: ServerProcess,
  tableId: string,
  seats: Seat[],
  spectators: string[][] = [],
): Promise<GameRecord> {
  const rows = await db.db.selectFrom('actions').select(['seq']).where('table_id', '=', tableId).orderBy('seq').execute();
  expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
  const rec = await api(node.base, 'GET', `/api/tables/${tableId}/record`);
  expect(rec.status).toBe(200);
  const record = parseRecord(rec.body);
  expect(record.actions.length).toBe(rows.length);
  const replay = replayRecord(ttr, record);
  expect(replay.ok).toBe(true);
  if (!replay.ok) return record;
  expect(replay.outcome).not.toBeNull();
  for (const s of seats) {
    expect(s.player.acked.length).toBeGreaterThan(0);
    for (const x of s.player.acked) expect(record.actions[x.seq - 1], `acked action ${x.seq}`).toEqual({ seat: s.seat, action: x.action });
    const final = s.player.client.lastState()!;
    expect(final.seq).toBe(record.actions.length);
    expect(final.view).toEqual(JSON.parse(JSON.stringify(ttr.view(replay.state, s.seat))));
    expect(final.outcome.scores).toEqual((replay.outcome as { scores: unknown }).scores);
    const others = seats.filter((o) => o !== s).map((o) => o.token);
    expect(assertNoLeaks(ttr, record, s.seat, [...s.earlier, ...s.player.client.raw], others)).toBeGreaterThan(0);
  }
  for (const raw of spectators)
    expect(
      assertNoLeaks(
        ttr,
        record,
        null,
        raw,
        seats.map((s) => s.token),
      ),
    ).toBeGreaterThan(0);
  return record;
}

describe.skipIf(!PG || !REDIS)('cluster mode: three nodes on PostgreSQL + Redis', () => {
  const prefix = `rh-test-${randomBytes(4).toString('hex')}:`;
  let pgdb: TestDatabase;
  let db: OpenDatabase;
  let redis: Redis;
  const nodes: ServerProcess[] = [];
  const extra: ChildProcess[] = [];

  const ownerOf = (tableId: string) => redis.get(`${prefix}lease:${tableId}`);
  /** The Rail Pass round of the kill -9 scenario, played on while the other scenarios run. */
  let rpRound: { id: string; player: AutoPlayer; watcher: TestClient; token: string } | null = null;

  // Scenario 3's cluster of its own: one node on a private redis-server and its own schema.
  let own: TestDatabase;
  let ownDb: OpenDatabase;
  let redisPort = 0;
  let privateRedis: ChildProcess | null = null;

  beforeAll(async () => {
    pgdb = postgresDatabase()!;
    own = postgresDatabase()!;
    redis = new Redis(REDIS!);
    db = openDatabase(pgdb.url);
    ownDb = openDatabase(own.url);
    // Migrated here, so that every node starts at once (compiled: faster to start than tsx).
    await Promise.all([migrate(db), migrate(ownDb)]);
    if (REDIS_SERVER) {
      redisPort = await freePort();
      privateRedis = startRedis(redisPort);
      extra.push(privateRedis);
      await redisUp(redisPort);
    }
    buildServer();
    const started = await Promise.all([
      ...['a', 'b', 'c'].map((id) => spawnServer(pgdb.url, nodeEnv(id, REDIS!, prefix), 'compiled')),
      ...(REDIS_SERVER ? [spawnServer(own.url, nodeEnv('d', `redis://127.0.0.1:${redisPort}`, prefix), 'compiled')] : []),
    ]);
    nodes.push(...started);
  }, 30_000);

  afterAll(async () => {
    for (const n of nodes) if (n.proc.exitCode === null) signalGroup(n.proc, 'SIGCONT');
    await Promise.all(nodes.map((n) => (n.proc.exitCode === null ? n.kill9() : undefined)));
    for (const p of extra) signalGroup(p, 'SIGKILL');
    await db?.close();
    await ownDb?.close();
    await own?.cleanup();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await pgdb?.cleanup();
  });

  it('abuse limits count over every node (Redis): sign-in failures per account and chat lines per seat', async () => {
    const [, b, c] = nodes as [ServerProcess, ServerProcess, ServerProcess];
    // Failed sign-ins of one username, alternating between two nodes: the shared window refuses the
    // one past `signInPerAccount` (10), where each node alone would have counted only half.
    const username = `nobody${randomBytes(3).toString('hex')}`;
    // Account writes must come from the site's own pages (Origin check).
    const signIn = async (node: ServerProcess, password: string) => {
      const res = await fetch(`${node.base}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: node.base },
        body: JSON.stringify({ username, password }),
      });
      return { status: res.status, body: (await res.json()) as Msg };
    };
    for (let i = 0; i < 10; i++) {
      const r = await signIn([b, c][i % 2]!, `wrong-password-${i}`);
      expect(r.body.error.code, `attempt ${i + 1}`).toBe('BAD_CREDENTIALS');
    }
    for (const n of [b, c]) {
      const r = await signIn(n, 'wrong-password-x');
      expect(r.status).toBe(429);
      expect(r.body.error.code).toBe('SIGN_IN_LIMITED');
    }
    // One seat chatting over a socket on each node: CHAT_LIMITS.burst (5) lines at once in all, then
    // RATE_LIMITED on either node.
    const created = await api(b.base, 'POST', '/api/tables', {
      ...TTR_TABLE,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
      host: { name: 'Chi' },
    });
    expect(created.status).toBe(201);
    const tableId = created.body.table.id as string;
    const token = created.body.host.token as string;
    const [onB, onC] = await Promise.all([TestClient.open(b.ws), TestClient.open(c.ws)]);
    await Promise.all([onB.hello(tableId, token), onC.hello(tableId, token)]);
    const say = (client: TestClient, text: string) => {
      const answer = client.waitFor((m) => (m.type === 'chat' && m.line.text === text) || (m.type === 'error' && m.id === text), 10_000);
      client.send({ type: 'chat', tableId, text, id: text });
      return answer;
    };
    for (let i = 0; i < 5; i++) expect((await say([onB, onC][i % 2]!, `line ${i}`)).type).toBe('chat');
    for (const [i, client] of [onB, onC].entries()) {
      const refused = await say(client, `one too many ${i}`);
      expect(refused.type).toBe('error');
      expect(refused.code).toBe('RATE_LIMITED');
    }
    await Promise.all([onB.close(), onC.close()]);

    // The lobby is read from the database at most once per LOBBY_CACHE_MS per node: 20 requests at
    // once cost one read (a few queries), not 20.
    const queries = async () =>
      (await (await fetch(`${c.base}/metrics`)).text())
        .split('\n')
        .filter((l) => l.startsWith('roundhouse_db_query_duration_seconds_count'))
        .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
    const before = await queries();
    const lists = await Promise.all(Array.from({ length: 20 }, () => api(c.base, 'GET', '/api/tables?status=running')));
    for (const l of lists) expect(l.body.tables.map((t: Msg) => t.id)).toContain(tableId);
    expect((await queries()) - before).toBeLessThan(10);
  }, 30_000);

  it('kill -9 of the owner mid-game: another node takes over within 5 s and the game finishes', async () => {
    const [a, b, c] = nodes as [ServerProcess, ServerProcess, ServerProcess];
    // The table starts on node a (the last join is there): a owns it; the players sit on b and c.
    const created = await api(a.base, 'POST', '/api/tables', { ...TTR_TABLE, host: { name: 'Ada' } });
    expect(created.status).toBe(201);
    const tableId = created.body.table.id as string;
    const joined = await api(a.base, 'POST', `/api/tables/${tableId}/join`, { name: 'Bo' });
    expect(joined.body.seat).toBe(2);
    expect(await ownerOf(tableId)).toBe('a');
    // The lobby is the same from every node (another node's may be up to LOBBY_CACHE_MS old).
    await until(
      'every node to list the table',
      async () => {
        const lists = await Promise.all([a, b, c].map((n) => api(n.base, 'GET', '/api/tables?status=running')));
        return lists.every((l) => l.body.tables.some((t: Msg) => t.id === tableId));
      },
      2_000,
    );

    const p0 = new AutoPlayer(b.ws, tableId, created.body.host.token, 'A');
    const p2 = new AutoPlayer(c.ws, tableId, joined.body.token, 'B');
    await Promise.all([p0.connect(), p2.connect()]);
    const watcher = await TestClient.open(a.ws);
    await watcher.hello(tableId);
    // A real-time table (Rail Pass: a human seat played from node c, two bots) on node a too, watched
    // from node c. Its round (60 s of game time, the shortest RP-19.1 allows) ends in the last test.
    const rp = await api(a.base, 'POST', '/api/tables', {
      game: 'rail-pass',
      config: { timerMs: 60_000 },
      seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
      host: { name: 'Ro' },
    });
    expect(rp.status).toBe(201);
    const rpId = rp.body.table.id as string;
    expect(await ownerOf(rpId)).toBe('a');
    const rpPlayer = new AutoPlayer(c.ws, rpId, rp.body.host.token, 'R');
    await rpPlayer.connect();
    rpPlayer.maybeAct(await rpPlayer.client.waitFor((m) => m.type === 'state', 10_000, true));
    const rpWatch = await TestClient.open(c.ws);
    await rpWatch.hello(rpId);
    // Node a sees the players connected on b and c.
    // (Each node publishes its socket counts to Redis as they change: poll, bounded.)
    const connected = async () => (await api(a.base, 'GET', `/api/tables/${tableId}`)).body.table.seats.map((s: Msg) => s.connected);
    await until('node a to see the seats connected on b and c', async () =>
      JSON.stringify(await connected()) === JSON.stringify([true, false, true, false]) ? true : null,
    );
    p0.maybeAct(await p0.client.waitFor((m) => m.type === 'state', 10_000, true));
    p2.maybeAct(await p2.client.waitFor((m) => m.type === 'state', 10_000, true));

    await p0.client.waitFor((m) => m.type === 'state' && m.seq >= 45, 30_000, true);
    await rpWatch.waitFor((m) => m.type === 'state' && m.seq >= 3, 20_000, true);
    await a.kill9();
    const killedAt = Date.now();
    const rpBefore = rpWatch.lastState()!;
    const lastSeen = watcher.lastState()!.seq as number;
    const owner = await until('a new owner', async () => {
      const o = await ownerOf(tableId);
      return o && o !== 'a' ? o : null;
    });
    const newOwner = owner === 'b' ? b : c;
    const taken = await until('the takeover', () => logOf(newOwner, 'table taken over', tableId));
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    expect(taken.seq as number).toBeGreaterThanOrEqual(lastSeen);
    // The spectator of the dead node reconnects to a surviving one and resumes with no gap.
    const back = await TestClient.open(b.ws);
    await back.hello(tableId, undefined, undefined, lastSeen);

    const [end0, end2] = await Promise.all([p0.done, p2.done]);
    expect(end0.outcome).toBeTruthy();
    expect(end2.seq).toBe(end0.seq);
    // The players' sockets survived the failover.
    expect(p0.client.closed || p2.client.closed).toBe(false);
    const record = await checkGame(
      db,
      b,
      tableId,
      [
        { seat: 0, player: p0, earlier: [], token: created.body.host.token },
        { seat: 2, player: p2, earlier: [], token: joined.body.token },
      ],
      [[...watcher.raw, ...back.raw]],
    );
    // Bots went on after the takeover, and the clock resumed from storage.
    expect(record.actions.slice(lastSeen).some((x) => x.seat === 1 || x.seat === 3)).toBe(true);
    expect(end0.clocks.kind).toBe('bank');

    // The Rail Pass table moved too: its bots and game clock resumed once, at the new owner, from
    // the last stored action (not from zero, not from wall time); the log has no gap and no repeat.
    expect(['b', 'c']).toContain(await ownerOf(rpId));
    const resumed = await rpWatch.waitFor((m) => m.type === 'state' && m.seq > rpBefore.seq, 15_000, true);
    expect(resumed.gameTime).toBeGreaterThan(rpBefore.gameTime as number);
    expect(resumed.gameTime).toBeLessThan((rpBefore.gameTime as number) + (Date.now() - killedAt) + 2_000);
    const rpRows = await db.db.selectFrom('actions').select(['seq', 'at']).where('table_id', '=', rpId).orderBy('seq').execute();
    expect(rpRows.map((r) => Number(r.seq))).toEqual(rpRows.map((_, i) => i + 1));
    for (let i = 1; i < rpRows.length; i++) expect(Number(rpRows[i]!.at)).toBeGreaterThanOrEqual(Number(rpRows[i - 1]!.at));
    expect(rpWatch.gaps).toBe(0);
    rpRound = { id: rpId, player: rpPlayer, watcher: rpWatch, token: rp.body.host.token as string };
    await Promise.all([p0.client.close(), p2.client.close(), watcher.close(), back.close()]);
  }, 45_000);

  it('SIGSTOP of the owner past its lease: takeover; after SIGCONT the old owner commits nothing and drops the table', async () => {
    const [, b, c] = nodes as [ServerProcess, ServerProcess, ServerProcess];
    // Started on b (the host fills the only human seat); the player sits on c.
    const created = await api(b.base, 'POST', '/api/tables', {
      ...TTR_TABLE,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
      host: { name: 'Cy' },
    });
    const tableId = created.body.table.id as string;
    expect(await ownerOf(tableId)).toBe('b');
    const p = new AutoPlayer(c.ws, tableId, created.body.host.token, 'C');
    await p.connect();
    p.maybeAct(await p.client.waitFor((m) => m.type === 'state', 10_000, true));
    await p.client.waitFor((m) => m.type === 'state' && m.seq >= 30, 30_000, true);

    signalGroup(b.proc, 'SIGSTOP');
    const stoppedAt = Date.now();
    const owner = await until('a new owner', async () => {
      const o = await ownerOf(tableId);
      return o && o !== 'b' ? o : null;
    });
    const next = nodes[['a', 'b', 'c'].indexOf(owner)]!;
    const taken = await until('the takeover', () => logOf(next, 'table taken over', tableId));
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    // Let the new owner commit a little, then wake the old one up.
    await p.client.waitFor((m) => m.type === 'state' && m.seq > (taken.seq as number) + 2, 10_000, true);
    signalGroup(b.proc, 'SIGCONT');
    // It notices at its first renewal (its lease ran out on its own clock) or its first fenced write,
    // and it lives on: a connection PostgreSQL ended meanwhile (idle in transaction) does not end it.
    const dropped = await until('b to drop the table', () => logOf(b, 'table dropped: another node owns it now', tableId), 5_000);

    const end = await p.done;
    expect(end.outcome).toBeTruthy();
    // The old owner stopped at or before the seq the new owner loaded, and never wrote over it: the
    // new owner never met a conflicting write.
    expect(dropped.seq as number).toBeLessThanOrEqual(taken.seq as number);
    expect(logOf(next, 'table reloaded from storage after a conflicting write', tableId)).toBeUndefined();
    const fence = await db.db.selectFrom('table_fences').selectAll().where('table_id', '=', tableId).executeTakeFirstOrThrow();
    expect(fence.node).toBe(owner);
    await checkGame(db, next, tableId, [{ seat: 0, player: p, earlier: [], token: created.body.host.token }]);
    expect(b.proc.exitCode).toBeNull();
    expect((await api(b.base, 'GET', '/api/health')).status).toBe(200);
    await p.client.close();
  }, 40_000);

  it.skipIf(!REDIS_SERVER)(
    'Redis down: UNAVAILABLE with nothing changed, then recovery by itself',
    async () => {
      const d = nodes[3]!;
      const ddb = ownDb;
      const port = redisPort;
      const created = await api(d.base, 'POST', '/api/tables', {
        ...TTR_TABLE,
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
        host: { name: 'Di' },
      });
      const tableId = created.body.table.id as string;
      const p = new AutoPlayer(d.ws, tableId, created.body.host.token, 'D');
      await p.connect();
      p.maybeAct(await p.client.waitFor((m) => m.type === 'state', 10_000, true));
      await p.client.waitFor((m) => m.type === 'state' && m.seq >= 20, 30_000, true);

      p.paused = true;
      const mark = d.logs.length;
      signalGroup(privateRedis!, 'SIGKILL');
      await until('the lease to run out', () => logOf(d, 'table dropped: another node owns it now', tableId, mark), 5_000);
      const tablesBefore = await ddb.db
        .selectFrom('tables')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const seqBefore = (
        await ddb.db
          .selectFrom('actions')
          .select((eb) => eb.fn.max('seq').as('m'))
          .where('table_id', '=', tableId)
          .executeTakeFirstOrThrow()
      ).m;
      const refused = await api(d.base, 'POST', '/api/tables', { ...TTR_TABLE, seats: [{ kind: 'bot' }, { kind: 'bot' }] });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('UNAVAILABLE');
      const health = await api(d.base, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body.error.code).toBe('REDIS_UNAVAILABLE');
      const state = p.client.lastState()!;
      if (state.legal.length > 0) {
        const err = p.client.waitFor((m) => m.type === 'error' && m.id === 'during-outage');
        p.client.send({ type: 'action', tableId, seq: state.seq, action: state.legal[0], id: 'during-outage' });
        expect((await err).code).toBe('UNAVAILABLE');
      }
      const tablesAfter = await ddb.db
        .selectFrom('tables')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const seqAfter = (
        await ddb.db
          .selectFrom('actions')
          .select((eb) => eb.fn.max('seq').as('m'))
          .where('table_id', '=', tableId)
          .executeTakeFirstOrThrow()
      ).m;
      expect(Number(tablesAfter.n)).toBe(Number(tablesBefore.n));
      expect(seqAfter).toBe(seqBefore);

      privateRedis = startRedis(port);
      extra.push(privateRedis);
      await redisUp(port);
      await until('d to take the table back', () => logOf(d, 'table taken over', tableId, mark), 8_000);
      expect((await api(d.base, 'GET', '/api/health')).status).toBe(200);
      p.paused = false;
      p.maybeAct(p.client.lastState()!);
      const end = await p.done;
      expect(end.outcome).toBeTruthy();
      await checkGame(ddb, d, tableId, [{ seat: 0, player: p, earlier: [], token: created.body.host.token }]);
      await p.client.close();
    },
    40_000,
  );
  it('the Rail Pass round of the kill -9 scenario plays to the end on the new owner', async () => {
    expect(rpRound, 'the kill -9 scenario started the round').not.toBeNull();
    const { id, player, watcher, token } = rpRound!;
    const end = await player.done;
    expect(end.outcome).toBeTruthy();
    const finalWatch = await watcher.waitFor((m) => m.type === 'state' && !!m.outcome, 10_000, true);
    const rows = await db.db.selectFrom('actions').select(['seq']).where('table_id', '=', id).orderBy('seq').execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    const owner = nodes[['a', 'b', 'c'].indexOf((await ownerOf(id)) ?? 'c')] ?? nodes[2]!;
    const rec = await api(owner.base, 'GET', `/api/tables/${id}/record`);
    expect(rec.status).toBe(200);
    const record = parseRecord(rec.body);
    expect(record.actions.length).toBe(rows.length);
    // RP-17.1: the round ends when game time reaches T; the replay runs the log, then to the end.
    const replay = replayRecord(railPass, record, { until: Infinity });
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.outcome).not.toBeNull();
    // No acknowledged action lost: each is in the log at its seq, from the human's seat.
    expect(player.acked.length).toBeGreaterThan(0);
    for (const x of player.acked) expect(record.actions[x.seq - 1], `acked action ${x.seq}`).toMatchObject({ seat: 0, action: x.action });
    // The bots played on after the failover too, and the round reached its timer.
    expect(record.actions.some((x) => x.seat !== 0)).toBe(true);
    for (const [seat, msg] of [
      [0, end],
      [null, finalWatch],
    ] as const) {
      expect(msg.seq).toBe(record.actions.length);
      expect(msg.view, `the final view of ${seat === null ? 'the spectator' : 'seat 0'}`).toEqual(
        JSON.parse(JSON.stringify(railPass.view(replay.state, seat))),
      );
      expect(msg.outcome).toEqual(JSON.parse(JSON.stringify(replay.outcome)));
    }
    expect(watcher.gaps).toBe(0);
    expect(JSON.stringify(watcher.raw)).not.toContain(token);
    await Promise.all([player.client.close(), watcher.close()]);
  }, 90_000);
});
