/**
 * The import graph of src/ is acyclic. Built from the TypeScript sources' static imports (type-only
 * imports are erased and do not count; dynamic `import()` is lazy loading and does not count either);
 * a cycle fails the test and is printed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, sourceFiles } from './repo.js';

const IMPORT = /^\s*(?:import|export)\s+(?:([^'";]*?)\s*from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** True if an import/export clause brings in types only (`type X`, `{ type A, type B }`). */
function typeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** ROOT-relative module → the ROOT-relative modules it imports at run time. */
function graph(): Map<string, string[]> {
  const files = sourceFiles('src');
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | null => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '');
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (known.has(candidate)) return candidate;
    return null;
  };
  const g = new Map<string, string[]>();
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = read(file);
    const deps: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      if (typeOnly(m[1] ?? '')) continue;
      const target = resolve(file, m[2] ?? '');
      if (target) deps.push(target);
    }
    g.set(file, deps);
  }
  return g;
}

/** Every cycle found by a depth-first search (each reported once, from where it was first closed). */
function cycles(g: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of g.get(node) ?? []) {
      const s = state.get(next);
      if (s === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of g.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const g = graph();
    expect(g.size).toBeGreaterThan(50);
    const found = cycles(g);
    expect(
      found.map((c) => c.join(' → ')),
      `import cycles:\n${found.map((c) => c.join(' → ')).join('\n')}`,
    ).toEqual([]);
  });
});
