/**
 * `npm run bench [filter]`: runs every game's benchmark cases (those whose name contains `filter`) on
 * one core and prints one JSON object. Each game adds its cases in bench/<game>.ts and lists them here.
 */
import type { BenchResult } from './harness.js';
import { railPassCases } from './rail-pass.js';
import { ticketToRideCases } from './ticket-to-ride.js';
import { hellrailCases } from './hellrail.js';
import { trainsCases } from './trains.js';

/** A benchmark case: a name and a function that runs it. */
export interface BenchCase {
  name: string;
  run(): BenchResult | Promise<BenchResult>;
}

const cases: BenchCase[] = [...ticketToRideCases, ...railPassCases, ...hellrailCases, ...trainsCases];

const only = process.argv[2];
const results: BenchResult[] = [];
for (const c of cases.filter((c) => !only || c.name.includes(only))) {
  const r = await c.run();
  results.push(r);
  process.stderr.write(`${r.name}: ${r.gamesPerSecond.toFixed(1)} games/s\n`);
}
process.stdout.write(JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2) + '\n');
