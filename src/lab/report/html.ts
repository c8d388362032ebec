/**
 * The self-contained HTML report (`--report out.html`): one file with d3 and Observable Plot inlined,
 * the report JSON, and the drawing script (report/client.js), so it opens anywhere with no network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RoundhouseError } from '../../engine/result.js';
import type { ArenaReport } from '../summary.js';

/** The text of a file inside an installed package: node_modules/<pkg>/<file> in this or a parent folder. */
function packageFile(pkg: string, file: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const path = join(dir, 'node_modules', pkg, file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
    if (dirname(dir) === dir) throw new RoundhouseError('MISSING_PACKAGE', `cannot find ${pkg}/${file}; run npm install`);
  }
}

/**
 * The drawing script: report/client.js beside this module in the sources; the compiled CLI has it at
 * dist/node/lab/report-client.js (copied by scripts/build-server.mjs), this module being in a chunk
 * or in dist/node/cli/.
 */
function clientScript(): string {
  for (const rel of ['./client.js', '../lab/report-client.js']) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(url)) return readFileSync(url, 'utf8');
  }
  throw new RoundhouseError('NOT_BUILT', 'the report script dist/node/lab/report-client.js is missing (npm run build:server)');
}

/** Inline script text cannot contain `</script`; JSON is escaped the same way. */
const safe = (js: string): string => js.replace(/<\/script/gi, '<\\/script');

/** The report as one HTML document (UTF-8 text). The per-game results are left out (see `--json`). */
export function reportHtml(report: ArenaReport): string {
  const { results: _results, ...shown } = report;
  const data = JSON.stringify(shown).replace(/</g, '\\u003c');
  const d3 = packageFile('d3', 'dist/d3.min.js');
  const plot = packageFile('@observablehq/plot', 'dist/plot.umd.min.js');
  const client = clientScript();
  const title = `${report.title} arena — ${report.finished} games`.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 20px; color: #222; background: #fff; }
h1 { margin: 0 0 4px; } h2 { margin-top: 32px; border-bottom: 1px solid #ccc; } h3 { margin: 18px 0 2px; font-size: 15px; }
.facts, .note { color: #555; margin: 2px 0 8px; }
figure { margin: 0 0 18px; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; display: block; max-width: 100%; overflow-x: auto; }
svg { max-width: 100%; height: auto; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: right; } th { background: #f4f4f4; } td:first-child, th:first-child { text-align: left; }
</style>
</head>
<body>
<main id="report"></main>
<script>${safe(d3)}</script>
<script>${safe(plot)}</script>
<script>window.ARENA = ${data};</script>
<script>${safe(client)}</script>
</body>
</html>
`;
}
