/**
 * The SQLite writer thread: the action log's commits (the storage batches of batch.ts, through
 * `Repository.appendMany`) run on a worker thread (sqlite-writer-worker.ts) with its own connection
 * to the same database file, so the event loop no longer stands still while SQLite fsyncs the WAL at
 * each commit (synchronous=FULL: ~0.7 ms per commit on this box's disk, 20–30 % of the loop's time at
 * saturation). Durability before acknowledgement is unchanged: `run` resolves only after the worker's
 * COMMIT returned, and an action is acknowledged only after `run` resolved (runtime/table.ts).
 *
 * The writes of setting a table up (create, join, start, `activity_at`; `Repository.write`) go the
 * same way: on the main connection each was an fsync, and while the writer held the write lock the
 * main thread slept in SQLite's busy handler — the event loop stood still, and creating and joining
 * 1,000 tables took 52 s. Units that queue up while the worker commits are committed together, each
 * in a savepoint of one transaction (sqlite-writer-worker.ts), so one fsync serves them all.
 *
 * The statements are compiled by Kysely on the main thread (the SQL and its parameters); the worker
 * only runs them. Every other query stays on the main connection (WAL: readers see each commit at
 * once; the two connections' writes take SQLite's write lock in turn, `busy_timeout` waits for it).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { workerScript } from '../../platform/worker-script.js';

/** What the worker is started with. */
export interface WriterData {
  /** Absolute path of the better-sqlite3 package entry (the worker loads it from there). */
  sqlite: string;
  /** The database file. */
  path: string;
  synchronous: 'FULL' | 'NORMAL';
  busyTimeoutMs: number;
}

/** One unit of work: statements (SQL text, parameters) committed together. */
export interface WriterRequest {
  id: number;
  unit: [string, readonly unknown[]][];
}

/** The worker's answer: committed, or the error (nothing of the unit was written). */
export type WriterReply = { id: number; ok: true; changes: number[] } | { id: number; ok: false; code: string; message: string };

/** Runs units of compiled statements atomically, off the event loop (see the module comment). */
export interface StatementWriter {
  /**
   * Commits `queries` in one transaction; resolves after the commit with the number of rows each
   * statement changed, rejects (with SQLite's `code`) after a rollback.
   */
  run(queries: readonly CompiledQuery[]): Promise<number[]>;
  /** Waits for the units in flight, then ends the thread (idempotent). */
  close(): Promise<void>;
}

/** An error from the writer: SQLite's code (`SQLITE_CONSTRAINT_PRIMARYKEY`, …) and message. */
class WriterError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * Starts the writer thread for the SQLite file at `path` (not `:memory:`: the worker needs a file it
 * can open). The thread starts in the background; the first `run` waits for it. `observe` sees each
 * unit's time (ms, sent → answered) and whether it failed (the `/metrics` DB time).
 */
export function openSqliteWriter(
  path: string,
  synchronous: 'FULL' | 'NORMAL',
  busyTimeoutMs: number,
  observe?: (ms: number, failed: boolean) => void,
): StatementWriter {
  const data: WriterData = { sqlite: createRequire(import.meta.url).resolve('better-sqlite3'), path, synchronous, busyTimeoutMs };
  const pending = new Map<number, { resolve: (changes: number[]) => void; reject: (e: unknown) => void }>();
  let nextId = 1;
  let failed: Error | null = null;
  let closed = false;
  const started = workerScript({
    source: new URL('./sqlite-writer-worker.ts', import.meta.url),
    compiled: 'server/sqlite-writer-worker.js',
    from: import.meta.url,
  }).then((script) => {
    const worker = new Worker(new URL(script.filename), { workerData: data, ...(script.execArgv ? { execArgv: script.execArgv } : {}) });
    worker.unref();
    const fail = (e: Error) => {
      failed ??= e;
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    };
    worker.on('message', (reply: WriterReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.ok) p.resolve(reply.changes);
      else p.reject(new WriterError(reply.code, reply.message));
    });
    worker.on('error', (e) => fail(e));
    worker.on('exit', (code) => fail(new WriterError('SQLITE_WRITER_EXITED', `the SQLite writer thread exited (code ${code})`)));
    return worker;
  });
  // A start failure is reported by every `run`; do not leave it unhandled meanwhile.
  started.catch(() => undefined);

  return {
    async run(queries) {
      if (closed) throw new WriterError('SQLITE_WRITER_CLOSED', 'the database is closed');
      const worker = await started;
      if (failed) throw failed;
      const id = nextId++;
      const unit: WriterRequest['unit'] = queries.map((q) => [q.sql, q.parameters]);
      const sent = performance.now();
      return new Promise<number[]>((resolve, reject) => {
        pending.set(id, {
          resolve: (changes) => (observe?.(performance.now() - sent, false), resolve(changes)),
          reject: (e) => (observe?.(performance.now() - sent, true), reject(e)),
        });
        // A unit in flight keeps the process alive until its answer (an idle writer does not).
        worker.ref();
        worker.postMessage({ id, unit } satisfies WriterRequest);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      const worker = await started.catch(() => null);
      if (!worker) return;
      // Let the units in flight finish (their callers get their answers), then stop the thread.
      const inFlight = [...pending.values()].map(
        (p) =>
          new Promise<void>((done) => {
            const { resolve, reject } = p;
            p.resolve = (changes) => (resolve(changes), done());
            p.reject = (e) => (reject(e), done());
          }),
      );
      await Promise.all(inFlight);
      failed ??= new WriterError('SQLITE_WRITER_CLOSED', 'the database is closed');
      await worker.terminate();
    },
  };
}
