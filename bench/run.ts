/**
 * `npm run bench`: runs every game's benchmark cases on one core and prints one JSON object.
 * Each game adds its cases in bench/<game>.ts and lists them here.
 */
import type { BenchResult } from './harness.js';

/** A benchmark case: a name and a function that runs it. */
export type BenchCase = () => BenchResult | Promise<BenchResult>;

const cases: BenchCase[] = [];

const only = process.argv[2];
const results: BenchResult[] = [];
for (const c of cases) {
  const r = await c();
  if (!only || r.name.includes(only)) results.push(r);
  process.stderr.write(`${r.name}: ${r.gamesPerSecond.toFixed(1)} games/s\n`);
}
process.stdout.write(JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2) + '\n');
