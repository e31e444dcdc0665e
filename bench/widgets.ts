// Partner widgets (issue 16): gzip size of the loader and of every widget file (widgets/dist/embed,
// `npm run build:widgets`; the same figures as tests/e2e/widgets.spec.ts), and, on the demo partner
// site (widgets/demo/, its own origin, hostile CSS) over PocketBase in Chromium, the time from the
// loader running to the first widget painted (the `partilha:loader` and `partilha:painted` marks),
// its floor (the widget's code and data fetched, nothing run) and the cumulative layout shift. Each
// page load is cold (a new browser context) BENCH_WIDGET_RUNS times (5); the median is reported,
// with the best warm load (code cached, as for a partner's returning visitor).
// Run alone: `tsx bench/widgets.ts`, or `BENCH_PARTS=widgets npm run bench`.
import { chromium, type Browser } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../playwright.config';
import {
  builtWidgetFiles,
  coldLoads,
  firstPaint,
  openDemo,
  partnerRecord,
  startDemo,
  waitForWidgets,
  widgetCodeFiles,
} from '../tests/e2e/widgets/demo-page';
import { seedWidgetWorld } from '../tests/e2e/widgets/seed';
import { startBenchServer } from './lib/bench-server';
import { envNumber, median, round } from './lib/stats';

export interface WidgetFigures {
  loaderGzipKB: number;
  totalGzipKB: number;
  files: number;
  /** Median over cold loads: loader run → the first widget's data drawn (its paint mark). */
  firstPaintMs: number;
  firstPaintRunsMs: number[];
  /** Median over the same loads: loader run → that widget's code and data fetched (no work done). */
  firstPaintFloorMs: number;
  /** Best of the warm loads (the widgets' code in the browser's cache). */
  warmFirstPaintMs: number;
  /** The largest cumulative layout shift of any load (0 = nothing on the page ever moved). */
  cls: number;
}

const kilobytes = (bytes: number) => round(bytes / 1024);

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
    const options = { listing: world.listingId, user: world.owner.id, hostile: true };
    browser = await chromium.launch({
      executablePath: process.env.PARTILHA_CHROMIUM ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    // One load first, not counted: PocketBase's first requests load the hooks into its JS runtimes.
    await coldLoads(browser, demo, options, 1);
    const cold = await coldLoads(browser, demo, options, runs);

    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const codeFiles = widgetCodeFiles();
    const warm: { paintMs: number; cls: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      await openDemo(page, demo, options);
      const paint = await firstPaint(page, codeFiles);
      await waitForWidgets(page);
      const record = await partnerRecord(page);
      warm.push({ paintMs: paint.paintMs, cls: record.shifts.reduce((sum, shift) => sum + shift.value, 0) });
    }
    await context.close();
    return {
      loaderGzipKB: kilobytes(loader.gzipBytes),
      totalGzipKB: kilobytes(files.reduce((sum, file) => sum + file.gzipBytes, 0)),
      files: files.length,
      firstPaintMs: round(median(cold.map((load) => load.paintMs))),
      firstPaintRunsMs: cold.map((load) => round(load.paintMs)),
      firstPaintFloorMs: round(median(cold.map((load) => load.floorMs))),
      warmFirstPaintMs: round(Math.min(...warm.map((load) => load.paintMs))),
      cls: round(Math.max(...[...cold, ...warm].map((load) => load.cls))),
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
    '| loader gzip | all files gzip | first paint median (cold) | runs ms | floor (code + data fetched) | first paint warm | CLS |',
    '|---|---|---|---|---|---|---|',
    `| ${figures.loaderGzipKB} KB | ${figures.totalGzipKB} KB (${figures.files} files) | ${figures.firstPaintMs} ms | ${figures.firstPaintRunsMs.join(', ')} | ${figures.firstPaintFloorMs} ms | ${figures.warmFirstPaintMs} ms | ${figures.cls} |`,
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
