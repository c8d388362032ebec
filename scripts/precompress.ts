/**
 * Build-time compression of the web app: after `vite build`, writes `<file>.br` (brotli, quality 11)
 * and `<file>.gz` (gzip, level 9) beside every text asset of dist/web (.js .css .html .svg .json
 * .webmanifest .txt) of at least `MIN_BYTES`, keeping a variant only when it is smaller than the file.
 * The server sends them with @fastify/static's `preCompressed` (src/server/http/web.ts), so no request
 * pays for compression. Used as the Vite plugin `precompress()` in vite.config.ts.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this (bytes) are sent as they are. */
const MIN_BYTES = 512;
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);
const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Sizes (bytes) of one compressed file. */
export interface Compressed {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

/** Writes the .br and .gz variants of every text file under `dir`; resolves with their sizes. */
export async function precompressDir(dir: string): Promise<Compressed[]> {
  const jobs: Promise<Compressed>[] = [];
  for await (const file of walk(dir)) {
    if (!TEXT.has(extname(file))) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const out: Compressed = { file, bytes: data.length, br: null, gzip: null };
        if (data.length < MIN_BYTES) return out;
        const [b, g] = await Promise.all([
          br(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        if (b.length < data.length) {
          await writeFile(file + '.br', b);
          out.br = b.length;
        }
        if (g.length < data.length) {
          await writeFile(file + '.gz', g);
          out.gzip = g.length;
        }
        return out;
      })(),
    );
  }
  return Promise.all(jobs);
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'roundhouse-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const n = files.filter((f) => f.br !== null || f.gzip !== null).length;
      this.info(`precompressed ${n} files (brotli + gzip)`);
    },
  };
}
