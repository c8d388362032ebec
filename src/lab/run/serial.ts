/**
 * The in-process executor (`--workers 1`): plays the tasks one after another on this thread, yielding
 * to the event loop between tasks so Ctrl-C is seen.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { runTask } from '../play.js';
import { unwrap, type Executor } from './executor.js';

/** An executor that runs everything on the calling thread. */
export function serialExecutor(): Executor {
  return {
    async run(tasks, onResults, signal) {
      for (const task of tasks) {
        if (signal.aborted) return;
        onResults(unwrap(runTask(task)));
        await yieldToLoop();
      }
    },
    async close() {},
  };
}
