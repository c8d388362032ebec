/**
 * Test support: does a build once per `vitest run` even though test files run in parallel worker
 * processes. The first file to call `oncePerRun(name, build)` creates the marker folder
 * `<tmp>/<name>-<vitest pid>` and builds; the others (in their own processes) wait for its `.done`
 * marker, or fail at once on its `.failed` one. Markers of earlier runs whose vitest has ended are
 * removed. Workers are forks of the vitest process, so `process.ppid` names the run.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const done = new Set<string>();

/** Runs `build(folder)` once per test run; returns the run's marker folder `<tmp>/<name>-<vitest pid>`. */
export function oncePerRun(name: string, build: (folder: string) => void, timeoutMs = 300_000): string {
  const folder = join(tmpdir(), `${name}-${process.ppid}`);
  if (done.has(folder)) return folder;
  removeStale(name);
  let builder = false;
  try {
    mkdirSync(folder);
    builder = true;
  } catch {
    /* another test file of this run is building or has built it */
  }
  if (builder) {
    try {
      build(folder);
      writeFileSync(join(folder, '.done'), '');
    } catch (e) {
      writeFileSync(join(folder, '.failed'), String(e));
      throw e;
    }
  } else {
    const deadline = Date.now() + timeoutMs;
    while (!existsSync(join(folder, '.done'))) {
      if (existsSync(join(folder, '.failed'))) throw new Error(`${name}: the build failed in another test file`);
      if (Date.now() > deadline) throw new Error(`${name}: timed out waiting for the build of another test file`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  done.add(folder);
  return folder;
}

/** Removes `<name>-<pid>` folders of earlier test runs whose vitest process has ended. */
function removeStale(name: string): void {
  const pattern = new RegExp(`^${name}-(\\d+)$`);
  for (const entry of readdirSync(tmpdir())) {
    const m = pattern.exec(entry);
    if (!m || Number(m[1]) === process.ppid) continue;
    try {
      process.kill(Number(m[1]), 0);
    } catch {
      rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    }
  }
}
