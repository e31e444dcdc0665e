import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
// @ts-expect-error -- a plain ES module script without types
import { icoOf } from './make-favicon.mjs';
// @ts-expect-error -- a plain ES module script without types
import { precompress } from './precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress (the build step of docs/adr/0014)', () => {
  it('writes a brotli and a gzip file beside each text file that they make smaller, and leaves the rest alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'partilha-precompress-'));
    const css = '.partilha { color: #1f6f5c; }\n'.repeat(400);
    writeFileSync(join(dir, 'app.css'), css);
    writeFileSync(join(dir, 'tiny.js'), 'x');
    writeFileSync(join(dir, 'photo.png'), css);
    // A variant of an earlier build that no longer pays is removed.
    writeFileSync(join(dir, 'tiny.js.br'), 'stale');

    precompress(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, 'app.css.br'))).toString()).toBe(css);
    expect(gunzipSync(readFileSync(join(dir, 'app.css.gz'))).toString()).toBe(css);
    expect(readFileSync(join(dir, 'app.css.br')).length).toBeLessThan(css.length / 20);
    expect([existsSync(join(dir, 'tiny.js.br')), existsSync(join(dir, 'tiny.js.gz'))]).toEqual([false, false]);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});

/** The images of an ICO file: each directory entry's size and its PNG's own size. */
function icoImages(ico: Buffer): { entry: number; png: { width: number; height: number } }[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const png = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
    const { width, height } = PNG.sync.read(png);
    return { entry: ico.readUInt8(at), png: { width, height } };
  });
}

describe('favicon.ico (scripts/make-favicon.mjs)', () => {
  it('wraps PNGs in an ICO container whose directory points at each of them', () => {
    const pngOf = (size: number) => PNG.sync.write(new PNG({ width: size, height: size }));
    const ico = icoOf([16, 32].map((size) => ({ size, png: pngOf(size) })));

    expect(icoImages(ico)).toEqual([
      { entry: 16, png: { width: 16, height: 16 } },
      { entry: 32, png: { width: 32, height: 32 } },
    ]);
  });

  it('is committed in web/public at 16, 32 and 48 px', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', 'web', 'public', 'favicon.ico'));
    expect(icoImages(committed).map((image) => [image.entry, image.png.width, image.png.height])).toEqual([
      [16, 16, 16],
      [32, 32, 32],
      [48, 48, 48],
    ]);
  });
});
