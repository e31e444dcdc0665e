// Partner widgets (issue 16): gzip size of the loader and of every widget file (widgets/dist/embed,
// `npm run build:widgets`; the same figures as tests/e2e/widgets.spec.ts), and, on the demo partner
// site (widgets/demo/, its own origin, hostile CSS) over PocketBase in Chromium, the time from the
// loader running to the first widget painted and the cumulative layout shift. Each page load is
// cold (a new browser context) BENCH_WIDGET_RUNS times (5); the median is reported, with the best
// warm load (code cached, as for a partner's returning visitor). Run alone: `tsx bench/widgets.ts`.
import { chromium, type Browser, type Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../playwright.config';
import { builtWidgetFiles, openDemo, partnerRecord, startDemo, waitForWidgets } from '../tests/e2e/widgets/demo-page';
import { seedWidgetWorld } from '../tests/e2e/widgets/seed';
import { startBenchServer } from './lib/bench-server';
import { envNumber, median, round } from './lib/stats';

export interface WidgetFigures {
  loaderGzipKB: number;
  totalGzipKB: number;
  files: number;
  /** Median over cold loads: loader run → first widget's data drawn (next animation frame). */
  firstPaintMs: number;
  firstPaintRunsMs: number[];
  /** Best of the warm loads (the widgets' code in the browser's cache). */
  warmFirstPaintMs: number;
  /** The largest cumulative layout shift of any load (0 = nothing on the page ever moved). */
  cls: number;
}

const kilobytes = (bytes: number) => round(bytes / 1024);

async function load(page: Page, demoUrl: string, ids: { listing: string; user: string }) {
  await openDemo(page, { url: demoUrl, close: async () => undefined }, { ...ids, hostile: true });
  await waitForWidgets(page);
  await page.waitForFunction(
    () => (window as unknown as { __partilha: { firstLoadedMs: number | null } }).__partilha.firstLoadedMs !== null,
  );
  const record = await partnerRecord(page);
  return {
    firstPaint: round(record.firstLoadedMs ?? Number.NaN),
    cls: record.shifts.reduce((sum, shift) => sum + shift.value, 0),
  };
}

export async function benchWidgets(): Promise<WidgetFigures> {
  const files = builtWidgetFiles();
  const loader = files.find((file) => file.path === 'partilha-widgets.js');
  if (!loader) throw new Error('widgets/dist/embed is missing: build the widgets first (`npm run build:widgets`).');
  const runs = envNumber('BENCH_WIDGET_RUNS', 5);
  const bench = await startBenchServer('widgets');
  const demo = await startDemo(bench.server.url);
  let browser: Browser | undefined;
  try {
    const world = await seedWidgetWorld(bench.admin, 'Bench');
    const ids = { listing: world.listingId, user: world.owner.id };
    browser = await chromium.launch({
      executablePath: process.env.PARTILHA_CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const cold: { firstPaint: number; cls: number }[] = [];
    // One load first, not counted: PocketBase's first requests load the hooks into its JS runtimes.
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
      try {
        const figures = await load(await context.newPage(), demo.url, ids);
        if (run > 0) cold.push(figures);
      } finally {
        await context.close();
      }
    }
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const warm = [];
    for (let run = 0; run < runs; run += 1) warm.push(await load(page, demo.url, ids));
    await context.close();
    return {
      loaderGzipKB: kilobytes(loader.gzipBytes),
      totalGzipKB: kilobytes(files.reduce((sum, file) => sum + file.gzipBytes, 0)),
      files: files.length,
      firstPaintMs: median(cold.map((figures) => figures.firstPaint)),
      firstPaintRunsMs: cold.map((figures) => figures.firstPaint),
      warmFirstPaintMs: Math.min(...warm.map((figures) => figures.firstPaint)),
      cls: round(Math.max(...[...cold, ...warm].map((figures) => figures.cls))),
    };
  } finally {
    await browser?.close();
    await demo.close();
    await bench.stop();
  }
}

export function widgetsTable(figures: WidgetFigures): string {
  return [
    'Widgets (bench/widgets.ts): demo partner site with hostile CSS, PocketBase, Chromium',
    '',
    '| loader gzip | all files gzip | first paint median (cold) | runs ms | first paint warm | CLS |',
    '|---|---|---|---|---|---|',
    `| ${figures.loaderGzipKB} KB | ${figures.totalGzipKB} KB (${figures.files} files) | ${figures.firstPaintMs} ms | ${figures.firstPaintRunsMs.join(', ')} | ${figures.warmFirstPaintMs} ms | ${figures.cls} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchWidgets()
    .then((figures) => console.log(`\n${widgetsTable(figures)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
