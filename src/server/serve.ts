/**
 * `roundhouse serve`: starts the server and stops it gracefully on SIGTERM/SIGINT (exit code 0 after
 * queued actions are stored and sockets closed; a second signal exits at once). Started by npm
 * (`npx roundhouse serve`, `npm start`), it also stops when its parent process goes away: npm passes
 * a signal only to the shell it runs the command in, which dies without passing it on.
 */
import { startServer, type RunningServer } from './app.js';
import { resolveServerOptions, type ServerFlags } from './config.js';

/** Runs the server until a signal. Resolves with the running server (for tests in-process). */
export async function serve(flags: ServerFlags = {}): Promise<RunningServer> {
  const server = await startServer(resolveServerOptions(process.env, flags));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    server.log.info({ signal }, 'signal received');
    server.close().then(
      () => process.exit(0),
      (e) => {
        server.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  if (process.env.npm_command) stopWithParent(() => stop('parent exited'));
  return server;
}

/** How often the parent check runs (ms). */
const PARENT_CHECK_MS = 250;

/** Calls `stop` once this process's parent has exited (it is then re-parented: `ppid` changes). */
function stopWithParent(stop: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, PARENT_CHECK_MS);
  timer.unref();
}
