/**
 * Progress bar on stderr (cli-progress) that appears only once a run has lasted more than a second and
 * only when stderr is a terminal.
 */
import cliProgress from 'cli-progress';

/** A progress handle: `tick(done)` after each unit of work, `stop()` at the end. */
export interface Progress {
  tick(done: number): void;
  stop(): void;
}

/** Starts tracking `total` units of work. */
export function startProgress(total: number): Progress {
  const started = Date.now();
  let bar: cliProgress.SingleBar | undefined;
  return {
    tick(done) {
      if (!bar && process.stderr.isTTY && Date.now() - started > 1000) {
        bar = new cliProgress.SingleBar({ stream: process.stderr, etaBuffer: 50 }, cliProgress.Presets.shades_classic);
        bar.start(total, done);
      }
      bar?.update(done);
    },
    stop() {
      bar?.stop();
    },
  };
}
