#!/usr/bin/env node
/**
 * The installed `roundhouse` command: runs the compiled CLI (dist/node/cli/main.js, built by
 * `npm run build:server`, also part of `npm run build` and `npm start`) in this process, so signals
 * sent to this pid (`kill PID`, Ctrl-C) reach the server directly. In development use
 * `npm run roundhouse -- …` (tsx, no build step).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = join(dirname(fileURLToPath(import.meta.url)), '../dist/node/cli/main.js');
if (!existsSync(main)) {
  process.stderr.write(
    'roundhouse: NOT_BUILT: dist/node/cli/main.js is missing; run `npm run build:server` (or use `npm run roundhouse -- …` in development)\n',
  );
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(main);
