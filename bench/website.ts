// Website: gzip size of the JS and CSS that /home and a listing page load (tests/support/page-weight.ts,
// the same figure as the budget test), and Largest Contentful Paint in Chromium, for the production
// build (web/dist, or BENCH_PUBLIC_DIR) served by PocketBase. Each page is loaded cold (a new
// browser context) BENCH_LCP_RUNS times (5); the median LCP is reported. Then Lighthouse (mobile
// preset, simulated throttling) BENCH_LIGHTHOUSE_RUNS times (3) on /home, /search?search=drill and
// the listing page; the median figures. The server holds the demo data of `npm start` and one
// listing with a real photograph (bench/fixtures/blossom-branches.jpg). Run alone: `tsx bench/website.ts`.
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
 * A real photograph (600×400 JPEG, 164 kB: blossoming branches, from the test data of
 * github.com/disintegration/imaging, MIT), so the listing page's largest paint is a photo as
 * members upload them, not a generated picture.
 */
function benchPhoto(): UploadFile {
  const bytes = readFileSync(join(import.meta.dirname, 'fixtures', 'blossom-branches.jpg'));
  return { name: 'blossom-branches.jpg', type: 'image/jpeg', bytes: new Uint8Array(bytes) };
}

const PHOTO_LISTING = serviceListing({
  title: 'Pruning fruit trees and hedges',
  description:
    'I prune fruit trees, hedges and climbing plants in winter and spring, and take the cuttings away. Bring your own ladder or use mine.',
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

/** Installed before the page's own scripts: keeps the latest largest-contentful-paint entry. */
const OBSERVE_LCP = () => {
  const holder = window as unknown as { benchLcp: number };
  holder.benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) holder.benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const READ_LCP = () => (window as unknown as { benchLcp: number }).benchLcp;

/**
 * One load in a new browser context (empty cache): the page's weight and its LCP, read once the
 * network is idle and LCP_SETTLE_MS later (entries reach observers asynchronously). Chromium now and
 * then reports no entry at all on a busy machine; such a load is repeated.
 */
async function coldRun(browser: Browser, url: string): Promise<{ weight: PageWeight; lcp: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(OBSERVE_LCP);
      const page = await context.newPage();
      const weight = await weighPage(page, url);
      await page.waitForTimeout(LCP_SETTLE_MS);
      const lcp = await page.evaluate(READ_LCP);
      if (lcp > 0) return { weight, lcp };
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
  const lcps = results.map((result) => round(result.lcp));
  return {
    name,
    path,
    jsGzipBytes: first.jsGzipBytes,
    cssGzipBytes: first.cssGzipBytes,
    scripts: first.files.filter((file) => file.kind === 'script').length,
    stylesheets: first.files.filter((file) => file.kind === 'stylesheet').length,
    lcpMs: median(lcps),
    lcpRunsMs: lcps,
  };
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
    // One load first, not counted: PocketBase's first requests load the hooks into its JS runtimes.
    await coldRun(browser, bench.server.url + listingPath);
    const pages = [
      await measurePage(browser, bench.server.url, 'landing', '/home', runs),
      await measurePage(browser, bench.server.url, 'listing', listingPath, runs),
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

export function websiteTable(figures: WebsiteFigures): string {
  return [
    `Website: ${figures.publicDir} (built ${figures.builtAt}), served by PocketBase, Chromium, ${figures.runs} cold loads per page`,
    '',
    '| page | path | JS gzip | CSS gzip | files (js/css) | LCP median ms | LCP runs ms |',
    '|---|---|---|---|---|---|---|',
    ...figures.pages.map(
      (page) =>
        `| ${page.name} | ${page.path} | ${kB(page.jsGzipBytes)} | ${kB(page.cssGzipBytes)} | ${page.scripts}/${page.stylesheets} | ${page.lcpMs} | ${page.lcpRunsMs.join(', ')} |`,
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
