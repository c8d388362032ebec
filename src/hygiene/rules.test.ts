/**
 * The rules live in the repo: docs/rules/<game>.md are copies of ../shared/rules/<game>.md (the source
 * of truth). Every rule id that code, tests or benchmarks cite must be defined in its game's rules file,
 * so a clone can follow every citation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, read, sourceFiles } from './repo.js';

/** Rule-id families and the rules file that defines each (see each file's "How to read"). */
const FAMILIES: readonly { readonly pattern: string; readonly file: string }[] = [
  { pattern: 'TTR-[DE]?\\d+', file: 'ticket-to-ride.md' }, // TTR-n rules, TTR-Dn decisions, TTR-En examples
  { pattern: 'TR-\\d+', file: 'trains.md' }, // TR-n rules
  { pattern: 'ED-\\d+', file: 'trains.md' }, // ED-n edition decisions
  { pattern: 'W-\\d+', file: 'trains.md' }, // W-n worked examples
  { pattern: 'HR-\\d+(?:\\.\\d+)?', file: 'hellrail.md' }, // HR-n sections, HR-n.m rules
  { pattern: 'RP-\\d+(?:\\.\\d+)?', file: 'rail-pass.md' }, // RP-n sections, RP-n.m rules
  { pattern: 'WE-\\d+', file: 'rail-pass.md' }, // WE-n worked examples
];
const ID = `(?:${FAMILIES.map((f) => f.pattern).join('|')})`;
/** A definition: the id opens a line, a heading, a list item, a bold lead-in or a table row. */
const DEFINITION = new RegExp(`^(?:#{1,6}\\s+|\\s*[-*]\\s+)?(?:\\*\\*|\\|\\s*\\**)?(${ID})(?![\\w.-]*\\d)`, 'gm');
/** A citation anywhere in code or prose (`HR-3` in `HR-3.1` is not a citation of `HR-3`). */
const CITATION = new RegExp(`\\b(${ID})\\b(?!\\.\\d)`, 'g');

function fileOf(id: string): string {
  const family = FAMILIES.find((f) => new RegExp(`^(?:${f.pattern})$`).test(id));
  if (!family) throw new Error(`no rules family for ${id}`);
  return family.file;
}

const RULES_DIR = path.join(ROOT, 'docs/rules');
const FILES = [...new Set(FAMILIES.map((f) => f.file))];
const defined = new Map(FILES.map((f) => [f, new Set([...read(`docs/rules/${f}`).matchAll(DEFINITION)].map((m) => m[1]))]));

describe('rule citations (docs/rules/<game>.md)', () => {
  it.each(FILES)('docs/rules/%s exists and defines rule ids', (file) => {
    expect(fs.existsSync(path.join(RULES_DIR, file))).toBe(true);
    expect(defined.get(file)?.size).toBeGreaterThan(20);
  });

  it('every rule id cited under src/, test/ and bench/ is defined in its game’s rules file', () => {
    const dangling: string[] = [];
    for (const dir of ['src', 'test', 'bench']) {
      for (const rel of sourceFiles(dir, ['.ts', '.tsx', '.js', '.mjs'])) {
        const lines = read(rel).split('\n');
        lines.forEach((line, i) => {
          for (const m of line.matchAll(CITATION)) {
            const id = m[1] ?? '';
            const file = fileOf(id);
            if (!defined.get(file)?.has(id)) dangling.push(`${rel}:${i + 1}: ${id} (not in docs/rules/${file})`);
          }
        });
      }
    }
    expect(dangling, `dangling rule citations:\n${dangling.join('\n')}`).toEqual([]);
  });

  // CI lays a copy of shared/ beside its clone; there the repo's copies must match it exactly.
  const shared = path.resolve(ROOT, '../shared/rules');
  if (fs.existsSync(shared)) {
    it.each(FILES)('docs/rules/%s is identical to ../shared/rules (the source of truth)', (file) => {
      expect(
        read(`docs/rules/${file}`) === fs.readFileSync(path.join(shared, file), 'utf8'),
        `docs/rules/${file} differs from ${shared}/${file}: copy it over`,
      ).toBe(true);
    });
  } else {
    it('docs/rules copies match ../shared/rules', () => {
      console.warn(`\n*** skipped: ${shared} does not exist, so docs/rules/*.md were NOT compared with the source of truth ***\n`);
    });
  }
});
