/**
 * `npx tsx bench/profile.ts FILE.cpuprofile [--top 25]`: summarises a V8 CPU profile (`node
 * --cpu-prof`, e.g. the server's under `BENCH_CPU_PROF=DIR npm run bench:server`): self time (ms and
 * % of the busy time, idle excluded) by where the code lives — our code (src/, or the compiled
 * dist/node), each npm package, each Node.js internal module, GC — and the top functions by self
 * time, and the top functions by inclusive time (self plus callees, each function counted once per
 * sample). `--last S` keeps only the profile's last S seconds (e.g. a benchmark's measured window
 * without its set-up). Prints JSON.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame's code lives. */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:');
  if (url.includes('/dist/node/') || url.includes('/src/')) return 'roundhouse';
  return url;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bench/profile.ts FILE.cpuprofile [--top N] [--last SECONDS]');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const lastIndex = process.argv.indexOf('--last');
const from = lastIndex > 0 ? profile.endTime - Number(process.argv[lastIndex + 1]) * 1e6 : -Infinity;
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
const inclusive = new Map<string, number>();
// Sample i's time is timeDeltas[i + 1] (the gap to the next sample); timeDeltas[i] ends at sample i.
let clock = profile.startTime;
profile.samples.forEach((id, i) => {
  clock += profile.timeDeltas[i] ?? 0;
  if (clock < from) return;
  const us = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + us);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const { functionName, url, lineNumber } = byId.get(n)!.callFrame;
    if (functionName === '(idle)' || functionName === '(root)') continue;
    const key = `${functionName || '(anonymous)'} ${area(url, functionName)}:${lineNumber + 1}`;
    if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    seen.add(key);
  }
});

const areas = new Map<string, number>();
const fns = new Map<string, number>();
let idle = 0;
let busy = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)') {
    idle += us;
    continue;
  }
  busy += us;
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${a}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const rows = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => ({ where: k, ms: Math.round(us / 1000), percent: Math.round((us / busy) * 1000) / 10 }));
process.stdout.write(
  JSON.stringify(
    {
      file,
      wallSeconds: Math.round((profile.endTime - Math.max(profile.startTime, from)) / 1e4) / 100,
      busySeconds: Math.round(busy / 1e4) / 100,
      idleSeconds: Math.round(idle / 1e4) / 100,
      byArea: rows(areas, 20),
      topFunctions: rows(fns, top),
      topInclusive: rows(inclusive, top),
    },
    null,
    2,
  ) + '\n',
);
