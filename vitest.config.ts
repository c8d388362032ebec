import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Browser test files that measure time (frame rates, animation lengths): they run alone, after every
 * other file, so a neighbouring file's CPU use does not count against them (project `e2e-timing`).
 */
const TIMING = ['test/e2e/rail-pass.test.ts', 'test/e2e/motion.test.ts'];

// Four projects in two groups (`sequence.groupOrder`):
// - group 0, two files at a time (one per core: vitest's default would be cores − 1, one file at a
//   time on the 2-core CI machines): `unit` (every engine and UI test beside the code), `server` (real
//   servers, databases and the CLI) and `e2e` (browser tests; one shared web build per run);
// - group 1, one file at a time once group 0 is done: `e2e-timing` (TIMING above).
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // isolate: false — the unit files share one module graph per worker (no per-file re-import: 40 s → 23 s).
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: { name: 'server', include: ['test/server/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/bots/**/*.test.ts'], pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], exclude: [...configDefaults.exclude, ...TIMING], pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'e2e-timing', include: TIMING, pool: 'forks', maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
