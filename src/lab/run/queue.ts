/**
 * The distributed executor (`--queue redis://…`, BullMQ): the arena adds its tasks to a queue and any
 * number of `roundhouse worker --queue …` processes, on any machines, play them. A worker that dies
 * mid-task (SIGKILL, power loss) stops renewing its job's lock; after `lockMs` another worker's stalled
 * check moves the job back to the queue, so no game is lost. A task that is played twice (its first
 * worker was only slow) is counted once: results are keyed by game index.
 *
 * Job ids are `<run id>-<task number>`, so several arenas may share one queue. The arena removes each
 * job once it has its result, and removes its waiting jobs when it stops early.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { RoundhouseError } from '../../engine/result.js';
import { runTask } from '../play.js';
import type { ArenaTask, TaskResult } from '../types.js';
import { unwrap, type Executor } from './executor.js';

/** The queue used when none is named. */
export const DEFAULT_QUEUE = 'roundhouse-arena';

/** Where the queue lives: a redis:// URL and the queue's name. */
export interface QueueTarget {
  readonly url: string;
  readonly name: string;
}

/** BullMQ connection options for a redis:// URL. */
interface Connection {
  url: string;
  maxRetriesPerRequest: null;
  retryStrategy?: (times: number) => number | null;
}

/**
 * Checks a queue URL and returns connection options. Throws RoundhouseError('BAD_OPTION') unless it is
 * redis:// or rediss://. `giveUpAfter` (reconnect attempts) makes the connection stop retrying — the
 * arena uses it so a missing Redis ends the run; workers retry for ever.
 */
export function queueConnection(url: string, giveUpAfter?: number): Connection {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RoundhouseError('BAD_OPTION', `--queue must be a redis:// URL, not "${url}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new RoundhouseError('BAD_OPTION', `--queue must be a redis:// URL, not "${url}"`);
  const connection: Connection = { url, maxRetriesPerRequest: null };
  if (giveUpAfter !== undefined) connection.retryStrategy = (times) => (times > giveUpAfter ? null : Math.min(2000, times * 200));
  return connection;
}

/** Attempts per task before it counts as failed (worker crashes count through stalls, see `maxStalled`). */
const ATTEMPTS = 3;
/** How often the arena re-reads the state of its unfinished jobs (ms), in case an event was missed. */
const POLL_MS = 2000;

/** How long the arena waits for Redis before giving up with QUEUE_UNAVAILABLE (ms). */
const CONNECT_MS = 10_000;

/** Resolves when `ready` does, or rejects with RoundhouseError('QUEUE_UNAVAILABLE') after CONNECT_MS. */
async function reachable(ready: Promise<unknown>, url: string, lastError: () => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RoundhouseError(
            'QUEUE_UNAVAILABLE',
            `no Redis answered at ${url} within ${CONNECT_MS / 1000} s (${lastError() || 'no reply'})`,
          ),
        ),
      CONNECT_MS,
    );
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** An executor that runs tasks on the queue's workers. Rejects with QUEUE_UNAVAILABLE when Redis is down. */
export function queueExecutor(target: QueueTarget): Executor {
  const connection = queueConnection(target.url, 10);
  const queue = new Queue<ArenaTask, TaskResult>(target.name, { connection });
  const events = new QueueEvents(target.name, { connection });
  // Connection errors surface as QUEUE_UNAVAILABLE (below), not as BullMQ's own logging.
  let lastError = '';
  const onError = (e: Error): void => {
    lastError = e.message;
  };
  queue.on('error', onError);
  events.on('error', onError);
  const run = randomUUID();
  return {
    async run(tasks, onResults, signal) {
      await reachable(Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), target.url, () => lastError);
      const pending = new Map<string, number>();
      tasks.forEach((_, i) => pending.set(`${run}-${i}`, i));
      let settle: (e?: unknown) => void = () => {};
      const done = new Promise<void>((resolve, reject) => {
        settle = (e) => (e === undefined ? resolve() : reject(e));
      });
      const take = async (jobId: string, value: TaskResult | string): Promise<void> => {
        if (!pending.has(jobId)) return;
        pending.delete(jobId);
        try {
          onResults(unwrap(typeof value === 'string' ? (JSON.parse(value) as TaskResult) : value));
        } catch (e) {
          settle(e);
          return;
        }
        await queue.remove(jobId).catch(() => undefined);
        if (pending.size === 0) settle();
      };
      const onCompleted = ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }): void => {
        void take(jobId, returnvalue as TaskResult | string);
      };
      events.on('completed', onCompleted);
      const poll = async (): Promise<void> => {
        for (const jobId of [...pending.keys()]) {
          const job: Job<ArenaTask, TaskResult> | undefined = await queue.getJob(jobId);
          if (!job) continue;
          const state = await job.getState();
          if (state === 'completed') await take(jobId, job.returnvalue);
          else if (state === 'failed') settle(new RoundhouseError('GAME_FAILED', `queue task ${jobId} failed: ${job.failedReason}`));
        }
      };
      const timer = setInterval(() => void poll().catch(settle), POLL_MS);
      const abort = (): void => settle();
      signal.addEventListener('abort', abort, { once: true });
      try {
        await queue.addBulk(
          tasks.map((task, i) => ({
            name: 'arena',
            data: task,
            opts: { jobId: `${run}-${i}`, attempts: ATTEMPTS, removeOnComplete: false, removeOnFail: false },
          })),
        );
        if (tasks.length === 0) settle();
        await done;
      } finally {
        clearInterval(timer);
        events.off('completed', onCompleted);
        signal.removeEventListener('abort', abort);
        // Stopped early or failed: withdraw what no worker has started (active jobs finish and are ignored).
        for (const jobId of pending.keys()) await queue.remove(jobId).catch(() => undefined);
      }
    },
    async close() {
      // Closing waits for a connection that never came up; disconnect instead.
      await Promise.race([Promise.all([events.close(), queue.close()]), new Promise((r) => setTimeout(r, 1000))]);
      await Promise.race([Promise.all([queue.disconnect(), events.disconnect()]), new Promise((r) => setTimeout(r, 1000))]).catch(
        () => undefined,
      );
    },
  };
}

/** Options of a queue worker process. */
export interface WorkerOptions extends QueueTarget {
  /** Tasks played at once by this process (each blocks its thread while it plays); default 1. */
  readonly concurrency: number;
  /** Job lock (ms): a dead worker's job returns to the queue this long after its last renewal. */
  readonly lockMs: number;
}

/**
 * Starts a queue worker: plays arena tasks from the queue until `close()`. Engine failures come back
 * as a failed TaskResult (the arena reports them); a crash or kill leaves the job to the stalled check.
 */
export function startQueueWorker(opts: WorkerOptions): { worker: Worker<ArenaTask, TaskResult>; close(): Promise<void> } {
  const worker = new Worker<ArenaTask, TaskResult>(opts.name, async (job) => runTask(job.data), {
    connection: queueConnection(opts.url),
    concurrency: opts.concurrency,
    lockDuration: opts.lockMs,
    stalledInterval: Math.max(500, Math.floor(opts.lockMs / 2)),
    maxStalledCount: 5,
  });
  return { worker, close: () => worker.close() };
}
