/**
 * The worker-thread side of the SQLite writer (sqlite-writer.ts): its own better-sqlite3 connection
 * to the server's database file (WAL, the same `synchronous` mode, so FULL fsyncs the WAL at every
 * commit), which runs each unit of compiled statements it is sent in one transaction and answers only
 * after the commit returned — or with the error (code and message), everything rolled back. Units
 * that queue up while it commits are committed together (`runGroup`).
 *
 * better-sqlite3 is loaded from the absolute path the main thread resolved (`workerData.sqlite`), so
 * this entry imports no package (statement-cache.ts neither) and can be bundled on its own (src/platform/worker-script.ts).
 */
import { createRequire } from 'node:module';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
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

/** Runs every statement of `unit` in order; the number of rows each changed. */
function runStatements(unit: WriterRequest['unit']): number[] {
  return unit.map(([text, params]) => prepared(text).run(...(params as unknown[])).changes);
}

/** The error reply of a failed unit (SQLite's code and message). */
function failure(id: number, e: unknown): WriterReply {
  const err = e as { code?: unknown; message?: unknown };
  return {
    id,
    ok: false,
    code: typeof err.code === 'string' ? err.code : 'SQLITE_ERROR',
    message: typeof err.message === 'string' ? err.message : String(e),
  };
}

/**
 * Group commit: every unit queued by the time this one is taken (the main thread sends while we
 * fsync) runs in one transaction, each inside its own savepoint, so one that fails is rolled back
 * alone and answered with its error while the others commit. Answers go out only after the COMMIT
 * returned (a failed COMMIT fails every unit of the group). One unit alone: one statement commits on
 * its own (autocommit), several in a transaction, as before.
 */
function runGroup(reqs: WriterRequest[]): WriterReply[] {
  if (reqs.length === 1) {
    const req = reqs[0]!;
    try {
      const changes = req.unit.length === 1 ? runStatements(req.unit) : runUnit.immediate(req.unit);
      return [{ id: req.id, ok: true, changes }];
    } catch (e) {
      return [failure(req.id, e)];
    }
  }
  try {
    begin.run();
  } catch (e) {
    return reqs.map((r) => failure(r.id, e));
  }
  const replies: WriterReply[] = [];
  for (const req of reqs) {
    savepoint.run();
    try {
      const changes = runStatements(req.unit);
      release.run();
      replies.push({ id: req.id, ok: true, changes });
    } catch (e) {
      // SQLite may have rolled back the whole transaction (I/O error, disk full): then every unit fails.
      if (!db.inTransaction) return reqs.map((r) => failure(r.id, e));
      rollbackTo.run();
      release.run();
      replies.push(failure(req.id, e));
    }
  }
  try {
    commit.run();
  } catch (e) {
    if (db.inTransaction) rollback.run();
    return reqs.map((r) => failure(r.id, e));
  }
  return replies;
}

/** One unit alone, in a transaction; `immediate` takes the write lock at BEGIN (no upgrade deadlock). */
const runUnit = db.transaction(runStatements);
const begin = db.prepare('BEGIN IMMEDIATE');
const savepoint = db.prepare('SAVEPOINT unit');
const release = db.prepare('RELEASE unit');
const rollbackTo = db.prepare('ROLLBACK TO unit');
const commit = db.prepare('COMMIT');
const rollback = db.prepare('ROLLBACK');

parentPort!.on('message', (first: WriterRequest) => {
  const reqs = [first];
  for (let m = receiveMessageOnPort(parentPort!); m !== undefined; m = receiveMessageOnPort(parentPort!))
    reqs.push(m.message as WriterRequest);
  for (const reply of runGroup(reqs)) parentPort!.postMessage(reply);
});
