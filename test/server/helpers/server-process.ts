/**
 * Test helper: runs `roundhouse serve` as a real child process (tsx) in its own process group on a
 * free port and a given database, waits for its "listening" log line, and can stop it with SIGTERM or
 * kill -9 it (the whole group, so nothing outlives the test).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { oncePerRun } from '../../once-per-run.js';

/** A spawned server. */
export interface ServerProcess {
  port: number;
  base: string;
  ws: string;
  proc: ChildProcess;
  /** Log lines (parsed JSON) seen so far. */
  logs: Record<string, unknown>[];
  /** SIGTERM and wait for exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** kill -9 and wait for exit. */
  kill9(): Promise<void>;
}

const ROOT = new URL('../../../', import.meta.url).pathname;

/** How the server is started: from source through tsx, or the compiled CLI (`npm run build:server`). */
export type ServerEntry = 'tsx' | 'compiled';

/**
 * Starts the server on `databaseUrl` with extra env; rejects if it does not listen within 30 s.
 * `entry: 'compiled'` runs dist/node/cli/main.js (build it first with `buildServer()`).
 */
export async function spawnServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  entry: ServerEntry = 'tsx',
): Promise<ServerProcess> {
  const main = entry === 'tsx' ? ['--import', 'tsx', join(ROOT, 'src/cli/main.ts')] : [join(ROOT, 'dist/node/cli/main.js')];
  const proc = spawn(process.execPath, [...main, 'serve', '--port', '0', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      ROUNDHOUSE_BOT_DELAY_MS: '2',
      ROUNDHOUSE_SNAPSHOT_EVERY: '25',
      WEB_ROOT: join(ROOT, 'test/server/fixtures/web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, sig);
    } catch {
      /* the group has already exited */
    }
  };
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 30_000);
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (entry.msg === 'listening' && typeof entry.port === 'number') {
        clearTimeout(timer);
        resolve(entry.port);
      }
    });
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/ws`,
    proc,
    logs,
    async stop() {
      signal('SIGTERM');
      return exited;
    },
    async kill9() {
      signal('SIGKILL');
      await exited;
    },
  };
}

/**
 * Compiles the CLI and server to dist/node (scripts/build-server.mjs, about a second) once per test
 * run (`oncePerRun`): build-server.mjs empties dist/node first, so a second build while another test
 * file's compiled servers run from it (the files run in parallel) would pull their modules away.
 */
export function buildServer(): void {
  oncePerRun('rh-server-build', () =>
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
}

/** A database for one test run: a temp SQLite file, or a fresh PostgreSQL schema. */
export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  /** Drops the schema (PostgreSQL). */
  cleanup(): Promise<void>;
}

/** A fresh SQLite file in a temp directory. */
export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'rh-server-'));
  return { kind: 'sqlite', url: join(dir, 'roundhouse.db'), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh random schema on `TEST_DATABASE_URL` (undefined when the variable is unset). */
export function postgresDatabase(): TestDatabase | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const schema = `rh_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    kind: 'postgres',
    url: url.toString(),
    async cleanup() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/** The databases to run integration tests on, printing a loud line when PostgreSQL is skipped. */
export function testDatabases(): { name: string; make: () => TestDatabase }[] {
  const list: { name: string; make: () => TestDatabase }[] = [{ name: 'sqlite', make: sqliteDatabase }];
  if (process.env.TEST_DATABASE_URL) list.push({ name: 'postgres', make: () => postgresDatabase()! });
  else process.stdout.write('\n*** PostgreSQL server tests skipped: TEST_DATABASE_URL not set ***\n\n');
  return list;
}
