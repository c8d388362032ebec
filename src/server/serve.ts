/**
 * `roundhouse serve`: starts the server and stops it gracefully on SIGTERM/SIGINT (exit code 0 after
 * queued actions are stored and sockets closed; a second signal exits at once).
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
  return server;
}
