#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) file beside every text file of a built site, once, at
// build time, at the best compression each format has: the server (pocketbase/website_files.go)
// sends the one a browser accepts instead of compressing on every request (docs/adr/0014).
// Usage: node scripts/precompress.mjs <dir>...   (run by the web and widgets builds)
// A variant that would not save at least a tenth of the file is not written (the server then
// sends the file as it is), and older variants of that file are removed.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built files that are text (or, for .ico, often compress well). */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.ico',
  '.webmanifest',
]);

const MAX_RATIO = 0.9;

const VARIANTS = [
  {
    suffix: '.br',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }) },
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Compresses every compressible file under dir; returns { files, bytes, brotli, gzip } sizes. */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    const data = readFileSync(file);
    totals.files += 1;
    totals.bytes += data.length;
    for (const variant of VARIANTS) {
      const target = file + variant.suffix;
      const compressed = variant.compress(data);
      const kept = compressed.length <= data.length * MAX_RATIO;
      if (kept) writeFileSync(target, compressed);
      else rmSync(target, { force: true });
      totals[variant.suffix === '.br' ? 'brotli' : 'gzip'] += kept ? compressed.length : data.length;
    }
  }
  return totals;
}

function main(dirs) {
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
      console.error(`[precompress] ${dir} is not a directory`);
      process.exit(1);
    }
    const started = Date.now();
    const { files, bytes, brotli, gzip } = precompress(dir);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `[precompress] ${relative(process.cwd(), dir) || '.'}: ${files} files, ${kb(bytes)} → brotli ${kb(brotli)}, gzip ${kb(gzip)} (${Date.now() - started} ms)`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
