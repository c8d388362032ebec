/**
 * The home page's JavaScript budget (issue #14, item 4): from the production build, follow what
 * index.html loads — its entry script, its modulepreloads, and every static `import` of those chunks
 * (not the dynamic `import()`s, which load a game's engine and board on demand) — and add up the
 * gzip files the server sends. At most 150 KB. Vite's manifest must agree on that set, and every
 * chunk those load with `import()` — the game pages and each game's engine, board and rules page —
 * must lie outside it. Also checks that every precompressed file decodes to its original.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GAMES } from '../../src/games/index.js';
import { buildWeb } from './support.js';

/** The home page's budget of gzipped JavaScript (bytes). */
const BUDGET = 150 * 1024;

/** Static import specifiers of an ES module chunk (`import x from "./a.js"`, `import "./b.js"`, `export … from`). */
function staticImports(code: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (let m = re.exec(code); m; m = re.exec(code)) out.push(m[1]!);
  return out;
}

/** Every JS file the home page loads, as paths under `dist` (e.g. `assets/index-abc.js`). */
function homePageScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((m) => m[1]!);
  expect(roots.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(join(dist, file), 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec));
    }
  }
  return [...seen];
}

describe('web build', () => {
  const dist = buildWeb();

  it('the home page loads at most 150 KB of gzipped JavaScript and no rules engine', () => {
    const scripts = homePageScripts(dist);
    let total = 0;
    for (const file of scripts) {
      const gz = join(dist, `${file}.gz`);
      expect(existsSync(gz), `${file}.gz`).toBe(true);
      total += readFileSync(gz).length;
    }
    process.stdout.write(`home page: ${scripts.length} script(s), ${(total / 1024).toFixed(1)} KB gzipped: ${scripts.join(', ')}\n`);
    expect(total).toBeLessThanOrEqual(BUDGET);

    // Vite's manifest: the static closure of index.html is what we followed, and holds no engine.
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[] }
    >;
    const keys = new Set<string>();
    const closure = (key: string) => {
      if (keys.has(key)) return;
      keys.add(key);
      for (const k of manifest[key]!.imports ?? []) closure(k);
    };
    closure('index.html');
    expect([...keys].map((k) => manifest[k]!.file).sort()).toEqual([...scripts].sort());
    // What the home page's chunks load with import(): pages, and each game's engine, board and rules page.
    const onDemand = [...keys].flatMap((k) => manifest[k]!.dynamicImports ?? []);
    expect(onDemand.length).toBeGreaterThanOrEqual(3 * GAMES.length);
    for (const key of onDemand) expect(scripts, `${key} is loaded by the home page`).not.toContain(manifest[key]!.file);
  });

  it('writes a brotli and a gzip copy of every text asset that decode to the file', () => {
    const assets = join(dist, 'assets');
    const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const body = readFileSync(join(assets, f));
      if (body.length < 512) continue;
      expect(brotliDecompressSync(readFileSync(join(assets, `${f}.br`))).equals(body), `${f}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(assets, `${f}.gz`))).equals(body), `${f}.gz`).toBe(true);
    }
    expect(existsSync(join(dirname(assets), 'index.html.gz')) || readFileSync(join(dist, 'index.html')).length < 512).toBe(true);
  });
});
