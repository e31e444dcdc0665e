#!/usr/bin/env node
// Draws web/public/favicon.svg with Debian's Chromium and writes what browsers and crawlers ask
// for by name: web/public/favicon.ico (16, 32 and 48 px PNGs in one ICO container) and
// web/public/apple-touch-icon.png (180 px). Both are committed; run again after changing the SVG:
//   node scripts/make-favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'web', 'public');
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
// iOS fills a touch icon's transparent corners with black and rounds the corners itself: the
// icon's own green fills the square instead.
const TOUCH_BACKGROUND = '#1f6f5c';

/** An ICO file holding PNG images (allowed since Windows Vista, read by every browser). */
export function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = header.length + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function render(page, svg, size, background = 'transparent') {
  await page.setViewportSize({ width: size, height: size });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:${background}}img{display:block}</style><img src="${source}" width="${size}" height="${size}">`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  return page.screenshot({
    omitBackground: background === 'transparent',
    clip: { x: 0, y: 0, width: size, height: size },
  });
}

async function main() {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.PARTILHA_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const images = [];
    for (const size of ICO_SIZES) images.push({ size, png: await render(page, svg, size) });
    writeFileSync(join(publicDir, 'favicon.ico'), icoOf(images));
    writeFileSync(join(publicDir, 'apple-touch-icon.png'), await render(page, svg, TOUCH_SIZE, TOUCH_BACKGROUND));
  } finally {
    await browser.close();
  }
  console.log('[favicon] wrote web/public/favicon.ico and web/public/apple-touch-icon.png');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
