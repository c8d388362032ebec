/**
 * The worker-thread entry of the pool executor (piscina): runs one arena task and returns its result
 * (plain JSON, structured-cloned back to the main thread).
 */
import { runTask } from '../play.js';
import type { ArenaTask, TaskResult } from '../types.js';

/** Piscina calls the default export with each task. */
export default function run(task: ArenaTask): TaskResult {
  return runTask(task);
}
