// Website: gzip size of the JS and CSS that /home and a listing page load (tests/support/page-weight.ts,
// the same figure as the budget test), and Largest Contentful Paint in Chromium, for the production
// build (web/dist, or BENCH_PUBLIC_DIR) served by PocketBase. Each page is loaded cold (a new
// browser context) BENCH_LCP_RUNS times (5); the median LCP is reported. Then Lighthouse (mobile
// preset, simulated throttling) BENCH_LIGHTHOUSE_RUNS times (3) on /home, /search?search=drill and
// the listing page; the median figures. The server holds the demo data of `npm start` and one
// listing with a real photograph (bench/fixtures/rain-drops.jpg). Run alone: `tsx bench/website.ts`.
import { chromium, type Browser } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../playwright.config';
import { seedDemoData } from '../pocketbase/seed/seed';
import { serviceListing, type UploadFile } from '../tests/support/api-client';
import { weighPage, type PageWeight } from '../tests/support/page-weight';
import { createBenchListing, createMembers, startBenchServer } from './lib/bench-server';
import { runLighthouse } from './lib/lighthouse';
import { lighthouseTable, type LighthouseFigures } from './lib/lighthouse-figures';
import { envNumber, median, round } from './lib/stats';

export interface PageFigures {
  name: string;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  scripts: number;
  stylesheets: number;
  /** Median of the cold runs, and each run. */
  lcpMs: number;
  lcpRunsMs: number[];
  /** The Largest Contentful Paint element of the median run, and of each run. */
  lcpElement: LcpElement;
  lcpElementRuns: LcpElement[];
  /**
   * The listing page only: its first load after the listing was published (the server had not
   * been asked for its picture yet), before the counted loads.
   */
  firstVisit?: { lcpMs: number; lcpElement: LcpElement };
}

/** What the browser's last `largest-contentful-paint` entry names: its element and, for a picture, its address. */
export interface LcpElement {
  /** The element's tag in lower case ('img', 'h1', 'p', …), or '' when the element is gone. */
  tag: string;
  /** Its class attribute. */
  className: string;
  /** The picture's address (path and query) as the browser loaded it, or '' for text. */
  url: string;
  /** The area the browser counted, in CSS px². */
  size: number;
}

export interface WebsiteFigures {
  publicDir: string;
  /** When index.html of the build was written: the figures are of that build. */
  builtAt: string;
  runs: number;
  pages: PageFigures[];
  /** Absent when BENCH_LIGHTHOUSE_RUNS=0. */
  lighthouse?: LighthouseFigures;
}

/**
 * A real photograph as a member uploads one: leaves with raindrops, sharp all over, 1728×1080 JPEG,
 * 163 kB (RainDrops.jpg of Debian's mate-backgrounds, GPL-2+, made smaller and re-encoded at quality
 * 80 as the website's upload does: bench/fixtures/README.md). It is wider than the listing page's
 * picture at any width (about 800 CSS px), so its 800 and 1200 px thumbs are made smaller from it,
 * not larger.
 */
function benchPhoto(): UploadFile {
  const bytes = readFileSync(join(import.meta.dirname, 'fixtures', 'rain-drops.jpg'));
  return { name: 'rain-drops.jpg', type: 'image/jpeg', bytes: new Uint8Array(bytes) };
}

const PHOTO_LISTING = serviceListing({
  title: 'Lawn mowing and garden tidying',
  description:
    'I mow lawns, trim edges and hedges and take the cuttings away, from small town gardens to large plots. Weekly or one-off visits.',
  category: 'gardening',
  price: '18',
  experience: 'intermediate',
  qualifications: ['Gardener for eight years'],
});

/** BENCH_LIGHTHOUSE_RUNS: 3 by default, 0 skips Lighthouse. */
function lighthouseRuns(): number {
  const value = process.env.BENCH_LIGHTHOUSE_RUNS;
  return value === '0' ? 0 : envNumber('BENCH_LIGHTHOUSE_RUNS', 3);
}

const LCP_SETTLE_MS = 500;
const LCP_ATTEMPTS = 3;

interface LcpReading extends LcpElement {
  startTime: number;
}

/**
 * Installed before the page's own scripts: keeps the latest largest-contentful-paint entry, with
 * its element read when the entry arrives (the app may remove the first view's element later).
 */
const OBSERVE_LCP = () => {
  const holder = window as unknown as { benchLcp: LcpReading | null };
  holder.benchLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element: Element | null;
      url: string;
      size: number;
    })[]) {
      const address = entry.url ? new URL(entry.url, location.href) : null;
      holder.benchLcp = {
        startTime: entry.startTime,
        tag: entry.element?.tagName.toLowerCase() ?? '',
        className: entry.element?.getAttribute('class') ?? '',
        url: address ? address.pathname + address.search : '',
        size: entry.size,
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const READ_LCP = () => (window as unknown as { benchLcp: LcpReading | null }).benchLcp;

const elementOf = ({ tag, className, url, size }: LcpReading): LcpElement => ({ tag, className, url, size });

/**
 * One load in a new browser context (empty cache): the page's weight and its LCP, read once the
 * network is idle and LCP_SETTLE_MS later (entries reach observers asynchronously). Chromium now and
 * then reports no entry at all on a busy machine; such a load is repeated.
 */
async function coldRun(browser: Browser, url: string): Promise<{ weight: PageWeight; lcp: LcpReading }> {
  for (let attempt = 1; ; attempt += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(OBSERVE_LCP);
      const page = await context.newPage();
      const weight = await weighPage(page, url);
      await page.waitForTimeout(LCP_SETTLE_MS);
      const lcp = await page.evaluate(READ_LCP);
      if (lcp && lcp.startTime > 0) return { weight, lcp };
      if (attempt >= LCP_ATTEMPTS) throw new Error(`No largest-contentful-paint entry for ${url} in ${attempt} loads`);
    } finally {
      await context.close();
    }
  }
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  name: string,
  path: string,
  runs: number,
): Promise<PageFigures> {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await coldRun(browser, baseUrl + path));
  const first = results[0]!.weight;
  const lcps = results.map((result) => round(result.lcp.startTime));
  const lcpMs = median(lcps);
  const medianRun = results.find((result) => round(result.lcp.startTime) === lcpMs)!;
  return {
    name,
    path,
    jsGzipBytes: first.jsGzipBytes,
    cssGzipBytes: first.cssGzipBytes,
    scripts: first.files.filter((file) => file.kind === 'script').length,
    stylesheets: first.files.filter((file) => file.kind === 'stylesheet').length,
    lcpMs,
    lcpRunsMs: lcps,
    lcpElement: elementOf(medianRun.lcp),
    lcpElementRuns: results.map((result) => elementOf(result.lcp)),
  };
}

/** The page of the newest demo listing (the search route's first answer). */
async function firstDemoListingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/market/search?perPage=1`);
  const body = (await response.json()) as { items?: { id: string; type: string }[] };
  const listing = body.items?.[0];
  if (!response.ok || !listing) throw new Error(`No demo listing to warm up with (${response.status})`);
  return `/marketplace/${listing.type === 'equipment' ? 'equipment' : 'services'}/${listing.id}`;
}

export function websitePublicDir(): string {
  return resolve(process.env.BENCH_PUBLIC_DIR ?? join(process.cwd(), 'web', 'dist'));
}

export async function benchWebsite(): Promise<WebsiteFigures> {
  const publicDir = websitePublicDir();
  const index = join(publicDir, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: build the website first (\`npm run build\`).`);
  const runs = envNumber('BENCH_LCP_RUNS', 5);
  const bench = await startBenchServer('website', publicDir);
  let browser: Browser | undefined;
  try {
    await seedDemoData(bench.server.url, bench.server.superuser, () => undefined);
    const [owner] = await createMembers(bench.admin, 1, 'owner');
    const listingId = await createBenchListing(owner!, PHOTO_LISTING, [benchPhoto()]);
    const listingPath = `/marketplace/services/${listingId}`;
    browser = await chromium.launch({
      executablePath: process.env.PARTILHA_CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    // Loads not counted: PocketBase's first requests load the hooks into its JS runtimes (a demo
    // listing's page runs the same hooks). Then the photo listing's first visit, kept apart: it is
    // the first time anyone asks for its picture.
    const demoListing = await firstDemoListingPath(bench.server.url);
    for (let load = 0; load < 2; load += 1) await coldRun(browser, bench.server.url + demoListing);
    const firstVisit = await coldRun(browser, bench.server.url + listingPath);
    const pages = [
      await measurePage(browser, bench.server.url, 'landing', '/home', runs),
      {
        ...(await measurePage(browser, bench.server.url, 'listing', listingPath, runs)),
        firstVisit: { lcpMs: round(firstVisit.lcp.startTime), lcpElement: elementOf(firstVisit.lcp) },
      },
    ];
    await browser.close();
    browser = undefined;
    const figures: WebsiteFigures = { publicDir, builtAt: statSync(index).mtime.toISOString(), runs, pages };
    if (lighthouseRuns() > 0) {
      const lighthousePages = [
        { name: 'home', path: '/home' },
        { name: 'search', path: '/search?search=drill' },
        { name: 'listing', path: listingPath },
      ];
      const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
      figures.lighthouse = await runLighthouse(
        bench.server.url,
        lighthousePages.filter((page) => !wanted || wanted.includes(page.name)),
        {
          runs: lighthouseRuns(),
          ...(process.env.BENCH_LIGHTHOUSE_REPORTS
            ? { reportsDir: resolve(process.env.BENCH_LIGHTHOUSE_REPORTS) }
            : {}),
        },
      );
    }
    return figures;
  } finally {
    await browser?.close();
    await bench.stop();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** "img .partilha-image-gallery-main-image /api/files/…?thumb=800x0 (427,200 px²)". */
export function describeLcpElement(element: LcpElement): string {
  const firstClass = element.className.split(/\s+/).find(Boolean);
  return [
    element.tag || '(removed)',
    firstClass ? `.${firstClass}` : '',
    element.url,
    `(${element.size.toLocaleString('en')} px²)`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function websiteTable(figures: WebsiteFigures): string {
  return [
    `Website: ${figures.publicDir} (built ${figures.builtAt}), served by PocketBase, Chromium, ${figures.runs} cold loads per page`,
    '',
    '| page | path | JS gzip | CSS gzip | files (js/css) | LCP median ms | LCP runs ms | LCP element (median run) |',
    '|---|---|---|---|---|---|---|---|',
    ...figures.pages.map(
      (page) =>
        `| ${page.name} | ${page.path} | ${kB(page.jsGzipBytes)} | ${kB(page.cssGzipBytes)} | ${page.scripts}/${page.stylesheets} | ${page.lcpMs} | ${page.lcpRunsMs.join(', ')} | ${describeLcpElement(page.lcpElement)} |`,
    ),
    ...figures.pages.flatMap((page) =>
      page.firstVisit
        ? [
            '',
            `${page.name}, first visit after publishing: LCP ${page.firstVisit.lcpMs} ms, ${describeLcpElement(page.firstVisit.lcpElement)}`,
          ]
        : [],
    ),
    ...(figures.lighthouse ? ['', lighthouseTable(figures.lighthouse)] : []),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchWebsite()
    .then((figures) => console.log(`\n${websiteTable(figures)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
