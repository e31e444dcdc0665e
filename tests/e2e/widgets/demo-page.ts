// The demo partner site (widgets/demo/) for the widget specs: started on its own loopback origin,
// opened with the widgets' attributes, and read back (events, CSP violations, layout shifts).
import type { Browser, Page } from '@playwright/test';
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

/**
 * Every file of the built widgets (widgets/dist/embed) with its gzip size; not the .br and .gz
 * copies the build writes beside them for the server to send (docs/adr/0014).
 */
export function builtWidgetFiles(): { path: string; gzipBytes: number }[] {
  const root = join(process.cwd(), 'widgets', 'dist', 'embed');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === '.vite' ? [] : walk(path);
      return /\.(?:br|gz)$/.test(name) ? [] : [path];
    });
  return walk(root).map((path) => ({
    path: relative(root, path),
    gzipBytes: gzipSync(readFileSync(path)).length,
  }));
}

/** Each widget's code files (its module and the chunks it imports), from the widgets build's manifest. */
export function widgetCodeFiles(): Record<string, string[]> {
  type Entry = { file: string; imports?: string[] };
  const root = join(process.cwd(), 'widgets', 'dist', 'embed');
  const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<string, Entry>;
  const filesOf = (key: string, seen: Set<string>): string[] => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return [];
    seen.add(key);
    return [entry.file, ...(entry.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
  };
  return Object.fromEntries(
    WIDGET_TAGS.map((tag) => {
      const name = tag.slice('partilha-'.length);
      return [name, filesOf(`src/widgets/${name}-widget.tsx`, new Set())];
    }),
  );
}

export interface FirstPaint {
  /** The widget that showed its data first. */
  widget: string;
  /** Loader mark (`partilha:loader`) → that widget's `partilha:painted` mark. */
  paintMs: number;
  /**
   * Loader mark → the last byte of that widget's code files and of its data request: what the
   * paint would take with no parsing, running or drawing at all (the network and server's floor).
   */
  floorMs: number;
  /** Of that floor: loader mark → its data's last byte, and → its code's last byte. */
  dataMs: number;
  codeMs: number;
}

/**
 * The first widget to show data (the booking button shows none, so it does not count), read from
 * the marks the loader and the widgets set and from the browser's resource timings.
 */
export async function firstPaint(page: Page, codeFiles: Record<string, string[]>): Promise<FirstPaint> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByName('partilha:painted')
      .some((mark) => (mark as PerformanceMark).detail?.widget !== 'book'),
  );
  return page.evaluate((files) => {
    const loader = performance.getEntriesByName('partilha:loader')[0]?.startTime ?? Number.NaN;
    const painted = (performance.getEntriesByName('partilha:painted') as PerformanceMark[])
      .filter((mark) => mark.detail?.widget !== 'book')
      .sort((a, b) => a.startTime - b.startTime)[0] as PerformanceMark;
    const widget = String(painted.detail.widget);
    // No named functions in here: tsx (the bench) would wrap them in a helper the page lacks.
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const code = new Set((files[widget] ?? []).map((file) => `/embed/${file}`));
    const dataPath = (
      {
        listing: /^\/api\/widgets\/listings\/[^/]+$/,
        listings: /^\/api\/widgets\/listings$/,
        reviews: /^\/api\/widgets\/users\/[^/]+\/reviews$/,
        rating: /^\/api\/widgets\/users\/[^/]+\/rating$/,
      } as Record<string, RegExp>
    )[widget];
    let codeEnd = Number.NEGATIVE_INFINITY;
    let dataEnd = Number.NEGATIVE_INFINITY;
    for (const entry of resources) {
      const path = new URL(entry.name).pathname;
      if (code.has(path)) codeEnd = Math.max(codeEnd, entry.responseEnd);
      if (dataPath?.test(path)) dataEnd = Math.max(dataEnd, entry.responseEnd);
    }
    return {
      widget,
      paintMs: painted.startTime - loader,
      floorMs: Math.max(codeEnd, dataEnd) - loader,
      dataMs: dataEnd - loader,
      codeMs: codeEnd - loader,
    };
  }, codeFiles);
}

export interface ColdLoad extends FirstPaint {
  /** The page's cumulative layout shift. */
  cls: number;
}

/**
 * Opens the demo page `runs` times, each in a new browser context (nothing cached: a partner's
 * first-time visitor), and reads the first widget's paint, its floor and the layout shift.
 */
export async function coldLoads(
  browser: Browser,
  demo: DemoServer,
  options: DemoOptions,
  runs: number,
): Promise<ColdLoad[]> {
  const codeFiles = widgetCodeFiles();
  const loads: ColdLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    try {
      const page = await context.newPage();
      await openDemo(page, demo, options);
      const paint = await firstPaint(page, codeFiles);
      await waitForWidgets(page);
      const record = await partnerRecord(page);
      loads.push({ ...paint, cls: record.shifts.reduce((sum, shift) => sum + shift.value, 0) });
    } finally {
      await context.close();
    }
  }
  return loads;
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
