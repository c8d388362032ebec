/**
 * The production server (issue #14, items 3–4): the compiled CLI (dist/node, no tsx) serves
 * `/metrics` (Prometheus text, never the SPA) and `/api/health` (checks the database; 503 when it
 * fails), precompressed assets with the right Cache-Control, and stops on a signal sent to the pid of
 * `node bin/roundhouse.js serve` and of `npx roundhouse serve`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { registerOpsRoutes } from '../../src/server/http/ops.js';
import { ServerMetrics } from '../../src/server/metrics.js';
import { openDatabase } from '../../src/server/storage/db.js';
import { sql } from 'kysely';
import { precompressDir } from '../../scripts/precompress.js';
import { api, TestClient } from './helpers/client.js';
import { buildServer, spawnServer, sqliteDatabase, type ServerProcess, type TestDatabase } from './helpers/server-process.js';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A tiny built web app: index.html, a hashed script (large enough to be compressed) and a favicon. */
function fakeWebRoot(): { dir: string; script: string; body: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rh-fake-web-'));
  mkdirSync(join(dir, 'assets'));
  const body = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  writeFileSync(join(dir, 'assets', 'index-AbC123xy.js'), body);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body>${'<!-- pad -->'.repeat(80)}<div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script: '/assets/index-AbC123xy.js', body };
}

/** The value of one sample line of a Prometheus exposition, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('compiled server: /metrics, /api/health, assets', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let web: ReturnType<typeof fakeWebRoot>;

  beforeAll(async () => {
    buildServer();
    web = fakeWebRoot();
    await precompressDir(web.dir);
    db = sqliteDatabase();
    server = await spawnServer(db.url, { WEB_ROOT: web.dir, ROUNDHOUSE_BOT_DELAY_MS: '5' }, 'compiled');
  });
  afterAll(async () => {
    await server?.stop();
    await db?.cleanup();
    rmSync(web.dir, { recursive: true, force: true });
  });

  it('runs compiled JavaScript, not tsx', () => {
    expect(server.proc.spawnargs.join(' ')).toContain('dist/node/cli/main.js');
    expect(server.proc.spawnargs.join(' ')).not.toContain('tsx');
    const cmdline = readFileSync(`/proc/${server.proc.pid}/cmdline`, 'utf8');
    expect(cmdline).not.toContain('tsx');
  });

  it('/api/health checks the database', async () => {
    const r = await api(server.base, 'GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, db: 'ok' });
    expect(r.body.games).toContain('ticket-to-ride');
  });

  it('/metrics counts actions, their latency, DB time, tables and sockets, and is never the SPA', async () => {
    const created = await api(server.base, 'POST', '/api/tables', {
      game: 'ticket-to-ride',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    expect(created.status).toBe(201);
    const spectator = await TestClient.open(server.ws);
    expect((await spectator.hello(created.body.table.id)).type).toBe('welcome');
    await spectator.waitFor((m) => m.type === 'state' && m.seq >= 5);

    const res = await fetch(`${server.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    const accepted = sample(text, 'roundhouse_actions_total', 'by="bot",result="accepted"');
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'roundhouse_action_duration_seconds_count', 'by="bot"')).toBe(accepted);
    expect(sample(text, 'roundhouse_db_query_duration_seconds_count', 'dialect="sqlite"')).toBeGreaterThan(accepted! / 2);
    expect(sample(text, 'roundhouse_open_tables')).toBe(1);
    expect(sample(text, 'roundhouse_sockets')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    await spectator.close();

    // Other methods and sub-paths are JSON 404s, not index.html.
    const post = await fetch(`${server.base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('a hard bot seat thinks in the compiled bot-worker thread (issue 21 item 4)', async () => {
    const created = await api(server.base, 'POST', '/api/tables', {
      game: 'ticket-to-ride',
      seats: [
        { kind: 'bot', bot: 'hard' },
        { kind: 'bot', bot: 'hard' },
      ],
    });
    expect(created.status).toBe(201);
    const spectator = await TestClient.open(server.ws);
    expect((await spectator.hello(created.body.table.id)).type).toBe('welcome');
    await spectator.waitFor((m) => m.type === 'state' && m.seq >= 4, 30_000);
    await spectator.close();
    // A pool that cannot start its worker makes every hard move fall back to a random one, logged.
    expect(server.logs.filter((l) => l.msg === 'bot threw; playing a random legal action')).toEqual([]);
  });

  it('serves brotli, gzip or identity as accepted, hashed assets immutable, index.html no-cache', async () => {
    const get = (path: string, encoding: string) => fetch(`${server.base}${path}`, { headers: { 'accept-encoding': encoding } });
    // fetch (undici) decodes br/gzip bodies itself; read the raw bytes through the header instead.
    const raw = async (path: string, encoding: string) => {
      const r = await get(path, encoding);
      return { r, bytes: Buffer.from(await r.arrayBuffer()) };
    };
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { r } = await raw(web.script, encoding);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBe(encoding);
      expect(r.headers.get('content-type')).toMatch(/javascript/);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
      // The bytes on the wire are the precompressed file (fetch has decoded them to the original).
      const onDisk = readFileSync(join(web.dir, web.script + (encoding === 'br' ? '.br' : '.gz')));
      expect(String(decode(onDisk))).toBe(web.body);
      expect(Number(r.headers.get('content-length'))).toBe(onDisk.length);
    }
    const plain = await raw(web.script, 'identity');
    expect(plain.r.headers.get('content-encoding')).toBeNull();
    expect(String(plain.bytes)).toBe(web.body);

    const index = await get('/', 'br, gzip');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-encoding')).toBe('br');
    expect(await index.text()).toContain('<div id="root">');
    const spa = await get('/lobby', 'gzip');
    expect(spa.status).toBe(200);
    expect(spa.headers.get('cache-control')).toBe('no-cache');
    expect(await spa.text()).toContain('<div id="root">');
    expect((await get('/favicon.svg', 'br')).headers.get('cache-control')).toBe('no-cache');
    // HEAD answers as GET does, app pages included; a missing file is a JSON 404, never index.html.
    for (const path of ['/', '/lobby', '/new/trains', '/player/ada.lovelace', web.script]) {
      const head = await fetch(`${server.base}${path}`, { method: 'HEAD' });
      const got = await get(path, 'identity');
      expect([path, head.status, head.headers.get('content-type')]).toEqual([path, got.status, got.headers.get('content-type')]);
      expect(head.status).toBe(200);
    }
    for (const path of ['/assets/gone-1234.js', '/assets/gone.css', '/sw-old.js', '/icon-9.png']) {
      for (const method of ['GET', 'HEAD']) {
        const r = await fetch(`${server.base}${path}`, { method });
        expect([path, method, r.status, r.headers.get('content-type')]).toEqual([path, method, 404, expect.stringMatching(/json/)]);
      }
    }
  });
});

describe('compiled CLI: the lab', () => {
  it('`roundhouse arena --workers 2 --report` writes the self-contained report', async () => {
    buildServer();
    const dir = mkdtempSync(join(tmpdir(), 'rh-arena-'));
    const report = join(dir, 'out.html');
    const args = ['bin/roundhouse.js', 'arena', 'hellrail', '--bots', 'heuristic,random', '--games', '4'];
    const proc = spawn(process.execPath, [...args, '--workers', '2', '--report', report, '--no-progress'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    proc.stderr!.on('data', (d) => (stderr += String(d)));
    const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
    expect(code, stderr).toBe(0);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('window.ARENA = ');
    expect(html).toContain('"finished":4');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('/api/health when the database fails', () => {
  it('answers 503 DB_UNAVAILABLE', async () => {
    const database = openDatabase(':memory:');
    const app = Fastify();
    registerOpsRoutes(app, {
      metrics: new ServerMetrics(),
      games: () => ['ticket-to-ride'],
      pingDatabase: async () => void (await sql`select 1`.execute(database.db)),
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const r = await app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'DB_UNAVAILABLE' } });
    await app.close();
  });
});

/** Starts `command args` in its own process group; resolves once the server logs "listening". */
async function startListening(command: string, args: string[], dbPath: string) {
  const proc = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: dbPath, LOG_LEVEL: 'info', WEB_ROOT: join(ROOT, 'test/server/fixtures/web') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<string>((resolve) => proc.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line: ${stderr}`)), 60_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'listening' && typeof entry.port === 'number') {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        /* not a log line */
      }
    });
  });
  return { proc, port, exited };
}

/** True if something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** True while any process of group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('signals reach the server', () => {
  let dir: string;
  const groups: number[] = [];
  beforeAll(() => {
    buildServer();
    dir = mkdtempSync(join(tmpdir(), 'rh-signal-'));
  });
  afterAll(() => {
    for (const g of groups) if (groupAlive(g)) process.kill(-g, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  // bin/roundhouse.js runs the server in its own process: it exits 0 after the graceful stop. npm
  // (npx) forwards the signal to its child, waits for it, then ends itself by the same signal.
  for (const [name, command, args, end] of [
    ['node bin/roundhouse.js serve', process.execPath, [join(ROOT, 'bin/roundhouse.js')], 'exit 0'],
    ['npx roundhouse serve', 'npx', ['--no-install', 'roundhouse'], 'SIGTERM'],
  ] as const) {
    it(`kill PID of \`${name}\` stops the server (port closed, nothing left)`, async () => {
      const s = await startListening(command, [...args, 'serve', '--port', '0', '--host', '127.0.0.1'], join(dir, `${groups.length}.db`));
      groups.push(s.proc.pid!);
      expect(await listening(s.port)).toBe(true);
      process.kill(s.proc.pid!, 'SIGTERM'); // the pid itself, not its group
      expect(await s.exited).toBe(end);
      for (let i = 0; i < 50 && groupAlive(s.proc.pid!); i++) await new Promise((r) => setTimeout(r, 100));
      expect(groupAlive(s.proc.pid!)).toBe(false);
      expect(await listening(s.port)).toBe(false);
    });
  }
});
