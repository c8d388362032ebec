/**
 * Helpers for the repository checks in this folder (rule citations, game ids in the shell, import
 * cycles): where the repo root is and which source files it holds. Test-only; nothing ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above this file). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file under `dir` (relative to ROOT) whose name ends with one of `exts`, as ROOT-relative paths with `/`. */
export function sourceFiles(dir: string, exts: readonly string[] = ['.ts', '.tsx']): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (exts.some((e) => entry.name.endsWith(e))) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** The text of a ROOT-relative file. */
export function read(rel: string): string {
  return fs.readFileSync(path.join(ROOT, rel), 'utf8');
}
