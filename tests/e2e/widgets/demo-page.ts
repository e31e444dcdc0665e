// The demo partner site (widgets/demo/) for the widget specs: started on its own loopback origin,
// opened with the widgets' attributes, and read back (events, CSP violations, layout shifts).
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PNG } from 'pngjs';

export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

interface DemoModule {
  startDemoServer(options: { market: string; port?: number; host?: string }): Promise<DemoServer>;
}

/** The demo site on 127.0.0.1 and a free port: another origin than the marketplace. */
export async function startDemo(market: string): Promise<DemoServer> {
  const module = (await import(join(process.cwd(), 'widgets', 'demo', 'serve.mjs'))) as DemoModule;
  return module.startDemoServer({ market, port: 0, host: '127.0.0.1' });
}

export interface DemoOptions {
  listing: string;
  user: string;
  theme?: 'light' | 'dark' | 'auto';
  lang?: 'en' | 'pt-PT';
  width?: 320 | 800;
  hostile?: boolean;
}

export const WIDGET_TAGS = [
  'partilha-listing',
  'partilha-book',
  'partilha-rating',
  'partilha-reviews',
  'partilha-listings',
] as const;

export interface PartnerRecord {
  events: { name: string; tag: string; detail: Record<string, unknown> }[];
  violations: { directive: string; blocked: string; sample: string }[];
  shifts: { value: number; sources: string[] }[];
  firstLoadedMs: number | null;
}

export async function openDemo(page: Page, demo: DemoServer, options: DemoOptions): Promise<void> {
  const query = new URLSearchParams({
    listing: options.listing,
    user: options.user,
    theme: options.theme ?? 'light',
    lang: options.lang ?? 'en',
    width: String(options.width ?? 800),
  });
  await page.goto(`${demo.url}/${options.hostile ? '' : 'plain'}?${query}`);
}

export function partnerRecord(page: Page): Promise<PartnerRecord> {
  return page.evaluate(() => (window as unknown as { __partilha: PartnerRecord }).__partilha);
}

/**
 * Brings each widget into view in turn (each loads its code near the viewport), waits until
 * `count` have loaded and every picture they show has arrived, then scrolls back to the top.
 */
export async function waitForWidgets(page: Page, count = WIDGET_TAGS.length): Promise<void> {
  for (const tag of WIDGET_TAGS) {
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (name) =>
        [...(document.querySelector(name)?.shadowRoot?.querySelectorAll('img') ?? [])].every(
          (img) => img.complete && img.naturalWidth > 0,
        ) && document.querySelector(name)?.shadowRoot?.querySelector('[aria-busy]') === null,
      tag,
    );
  }
  await page.waitForFunction(
    (wanted) =>
      (window as unknown as { __partilha: PartnerRecord }).__partilha.events.filter(
        (e) => e.name === 'partilha:loaded' || e.name === 'partilha:error',
      ).length >= wanted,
    count,
  );
  const failed = (await partnerRecord(page)).events.filter((event) => event.name === 'partilha:error');
  if (failed.length > 0) throw new Error(`A widget failed: ${JSON.stringify(failed)}`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * How many pixels of two PNG screenshots differ visibly (sizes must match): a summed RGB change
 * above 30 of 765. Smaller changes are the anti-aliasing of the same glyph drawn at another place
 * on the page (seen here: 1–4 levels).
 */
export function differentPixels(a: Buffer, b: Buffer): { different: number; total: number; sameSize: boolean } {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  if (left.width !== right.width || left.height !== right.height) {
    return { different: Number.POSITIVE_INFINITY, total: left.width * left.height, sameSize: false };
  }
  let different = 0;
  for (let index = 0; index < left.data.length; index += 4) {
    const delta =
      Math.abs((left.data[index] ?? 0) - (right.data[index] ?? 0)) +
      Math.abs((left.data[index + 1] ?? 0) - (right.data[index + 1] ?? 0)) +
      Math.abs((left.data[index + 2] ?? 0) - (right.data[index + 2] ?? 0));
    if (delta > 30) different += 1;
  }
  return { different, total: left.width * left.height, sameSize: true };
}

/** Every file of the built widgets (widgets/dist/embed) with its gzip size. */
export function builtWidgetFiles(): { path: string; gzipBytes: number }[] {
  const root = join(process.cwd(), 'widgets', 'dist', 'embed');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
    });
  return walk(root).map((path) => ({
    path: relative(root, path),
    gzipBytes: gzipSync(readFileSync(path)).length,
  }));
}
