/**
 * The worker-thread side of the SQLite writer (sqlite-writer.ts): its own better-sqlite3 connection
 * to the server's database file (WAL, the same `synchronous` mode, so FULL fsyncs the WAL at every
 * commit), which runs each unit of compiled statements it is sent in one transaction and answers only
 * after the commit returned — or with the error (code and message), everything rolled back.
 *
 * better-sqlite3 is loaded from the absolute path the main thread resolved (`workerData.sqlite`), so
 * this entry imports no package (statement-cache.ts neither) and can be bundled on its own (src/platform/worker-script.ts).
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import type { WriterData, WriterReply, WriterRequest } from './sqlite-writer.js';
import { statementCache } from './statement-cache.js';

const data = workerData as WriterData;
const SQLite = createRequire(import.meta.url)(data.sqlite) as typeof BetterSqlite3;
const db = new SQLite(data.path);
// First the wait for the main connection's locks (it may be migrating while this thread starts).
db.pragma(`busy_timeout = ${data.busyTimeoutMs}`);
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${data.synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
db.pragma('foreign_keys = ON');

/** Prepared statements by SQL text (the writer runs a handful of distinct statements). */
const statements = statementCache((text) => db.prepare(text));
const prepared = (text: string): BetterSqlite3.Statement => statements.get(text);

/** Runs every statement of one unit; `immediate` takes the write lock at BEGIN (no upgrade deadlock). */
const runUnit = db.transaction((unit: WriterRequest['unit']) => {
  for (const [text, params] of unit) prepared(text).run(...(params as unknown[]));
});

parentPort!.on('message', (req: WriterRequest) => {
  let reply: WriterReply;
  try {
    if (req.unit.length === 1) {
      // One statement commits on its own (autocommit): no BEGIN/COMMIT round.
      const [text, params] = req.unit[0]!;
      prepared(text).run(...(params as unknown[]));
    } else runUnit.immediate(req.unit);
    reply = { id: req.id, ok: true };
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    reply = {
      id: req.id,
      ok: false,
      code: typeof err.code === 'string' ? err.code : 'SQLITE_ERROR',
      message: typeof err.message === 'string' ? err.message : String(e),
    };
  }
  parentPort!.postMessage(reply);
});
