/**
 * `roundhouse worker --queue redis://…`: plays arena games from a BullMQ queue until stopped
 * (SIGINT/SIGTERM finish the games in hand, then exit). Run any number, on any machines.
 */
import type { Command } from 'commander';
import { RoundhouseError } from '../engine/result.js';
import { DEFAULT_QUEUE, startQueueWorker } from '../lab/run/queue.js';

/** Registers `worker` on the program. */
export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('play arena games from a BullMQ queue (see `arena --queue`)')
    .requiredOption('--queue <url>', 'redis://… URL of the queue')
    .option('--queue-name <name>', 'queue name', DEFAULT_QUEUE)
    .option('--concurrency <n>', 'tasks played at once by this process', '1')
    .option('--lock-ms <ms>', 'job lock: a dead worker’s games return to the queue this long after it stops', '30000')
    .action(async (o: { queue: string; queueName: string; concurrency: string; lockMs: string }) => {
      const concurrency = Number(o.concurrency);
      const lockMs = Number(o.lockMs);
      if (!Number.isInteger(concurrency) || concurrency < 1)
        throw new RoundhouseError('BAD_OPTION', '--concurrency must be a whole number ≥ 1');
      if (!Number.isInteger(lockMs) || lockMs < 1000) throw new RoundhouseError('BAD_OPTION', '--lock-ms must be a whole number ≥ 1000');
      const w = startQueueWorker({ url: o.queue, name: o.queueName, concurrency, lockMs });
      w.worker.on('active', (job) => process.stderr.write(`active ${job.id}\n`));
      w.worker.on('completed', (job) => process.stderr.write(`completed ${job.id}\n`));
      await w.worker.waitUntilReady();
      process.stderr.write(`roundhouse worker: ready on ${o.queueName} (pid ${process.pid})\n`);
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void w.close().then(resolve);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
    });
}
