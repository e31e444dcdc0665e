// The figures `npm run bench` reads from a Lighthouse report (its JSON "LHR"), the median of a page's
// runs and the goals of issue 18. Pure functions over the report: tested on a saved report
// (bench/lib/fixtures/), run by bench/lib/lighthouse.ts.
import { median } from './stats';

/** The part of a Lighthouse report (LHR, Lighthouse 12) these figures read. */
export interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

interface LighthouseAudit {
  id: string;
  title?: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: unknown[] };
}

/** One run of one page: scores 0–100, times in ms. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  siMs: number;
  /** The Largest Contentful Paint element (its selector and HTML start), when Lighthouse names one. */
  lcpElement: string | null;
  /** Audits that cost points in the accessibility and SEO categories (their ids). */
  failedAudits: string[];
  /** Render-blocking requests Lighthouse lists, with the time it estimates they cost. */
  renderBlocking: { url: string; wastedMs: number }[];
}

/** A page's figures: the median of each figure over its runs, and every run. */
export interface LighthousePage extends Omit<LighthouseRun, 'renderBlocking'> {
  name: string;
  path: string;
  runs: LighthouseRun[];
  renderBlocking: { url: string; wastedMs: number }[];
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  /** Lighthouse's default: the mobile preset with simulated throttling. */
  preset: string;
  runsPerPage: number;
  pages: LighthousePage[];
}

/** The goals of issue 18, on every page measured. */
export const LIGHTHOUSE_GOALS = {
  performance: 90,
  accessibility: 100,
  seo: 95,
  lcpMs: 2500,
  cls: 0.02,
} as const;

const score = (report: LighthouseReport, category: string): number => {
  const value = report.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no ${category} score`);
  return Math.round(value * 100);
};

const numeric = (report: LighthouseReport, audit: string): number => {
  const value = report.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`The Lighthouse report has no value for ${audit}`);
  return value;
};

function lcpElement(report: LighthouseReport): string | null {
  // Lighthouse 12: a list of tables, the first of which holds the element's node.
  const tables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { selector?: string; snippet?: string } }[];
  }[];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  if (!node?.selector) return null;
  return `${node.selector} — ${(node.snippet ?? '').slice(0, 120)}`;
}

function failedAudits(report: LighthouseReport): string[] {
  return ['accessibility', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit): audit is LighthouseAudit => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  );
}

function renderBlocking(report: LighthouseReport): { url: string; wastedMs: number }[] {
  const items = (report.audits['render-blocking-resources']?.details?.items ?? []) as {
    url?: string;
    wastedMs?: number;
  }[];
  return items
    .filter((item) => typeof item.url === 'string')
    .map((item) => ({ url: new URL(item.url!).pathname, wastedMs: Math.round(item.wastedMs ?? 0) }));
}

/** The figures of one Lighthouse run; a report of a failed run (runtimeError) throws. */
export function lighthouseRun(report: LighthouseReport): LighthouseRun {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    seo: score(report, 'seo'),
    lcpMs: Math.round(numeric(report, 'largest-contentful-paint')),
    cls: Math.round(numeric(report, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric(report, 'first-contentful-paint')),
    tbtMs: Math.round(numeric(report, 'total-blocking-time')),
    siMs: Math.round(numeric(report, 'speed-index')),
    lcpElement: lcpElement(report),
    failedAudits: failedAudits(report),
    renderBlocking: renderBlocking(report),
  };
}

/**
 * A page's figures from its runs: each figure is the median of that figure over the runs (with
 * three runs, the middle one); the LCP element, failed audits and render-blocking list are those
 * of the run whose performance score is the median.
 */
export function lighthousePage(name: string, path: string, runs: LighthouseRun[]): LighthousePage {
  if (runs.length === 0) throw new Error(`No Lighthouse run of ${path}`);
  const of = (figure: keyof LighthouseRun) => median(runs.map((run) => run[figure] as number));
  const performance = of('performance');
  const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
  return {
    name,
    path,
    performance,
    accessibility: of('accessibility'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    siMs: of('siMs'),
    lcpElement: middle.lcpElement,
    failedAudits: middle.failedAudits,
    renderBlocking: middle.renderBlocking,
    runs,
  };
}

export interface LighthouseGoal {
  figure: string;
  value: string;
  goal: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** One goal per figure, over every page measured: met when every page meets it. */
export function lighthouseGoals(figures: LighthouseFigures | undefined): LighthouseGoal[] {
  const rows: {
    figure: string;
    goal: string;
    value: (page: LighthousePage) => string;
    ok: (page: LighthousePage) => boolean;
  }[] = [
    {
      figure: 'Lighthouse performance (mobile)',
      goal: `≥ ${LIGHTHOUSE_GOALS.performance}`,
      value: (page) => String(page.performance),
      ok: (page) => page.performance >= LIGHTHOUSE_GOALS.performance,
    },
    {
      figure: 'Lighthouse LCP (mobile)',
      goal: `≤ ${LIGHTHOUSE_GOALS.lcpMs / 1000} s`,
      value: (page) => `${(page.lcpMs / 1000).toFixed(1)} s`,
      ok: (page) => page.lcpMs <= LIGHTHOUSE_GOALS.lcpMs,
    },
    {
      figure: 'Lighthouse CLS',
      goal: `≤ ${LIGHTHOUSE_GOALS.cls}`,
      value: (page) => String(page.cls),
      ok: (page) => page.cls <= LIGHTHOUSE_GOALS.cls,
    },
    {
      figure: 'Lighthouse accessibility',
      goal: String(LIGHTHOUSE_GOALS.accessibility),
      value: (page) => String(page.accessibility),
      ok: (page) => page.accessibility >= LIGHTHOUSE_GOALS.accessibility,
    },
    {
      figure: 'Lighthouse SEO',
      goal: `≥ ${LIGHTHOUSE_GOALS.seo}`,
      value: (page) => String(page.seo),
      ok: (page) => page.seo >= LIGHTHOUSE_GOALS.seo,
    },
  ];
  const pages = figures?.pages ?? [];
  return rows.map((row) =>
    pages.length === 0
      ? { figure: row.figure, value: 'not measured', goal: row.goal, met: null }
      : {
          figure: `${row.figure}: ${pages.map((page) => page.name).join(' / ')}`,
          value: pages.map(row.value).join(' / '),
          goal: row.goal,
          met: pages.every(row.ok),
        },
  );
}

export function lighthouseTable(figures: LighthouseFigures): string {
  return [
    `Lighthouse ${figures.lighthouseVersion} (${figures.preset}), median of ${figures.runsPerPage} runs per page`,
    '',
    '| page | path | perf | a11y | SEO | LCP ms | CLS | FCP ms | TBT ms | SI ms | perf runs | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.pages.map(
      (page) =>
        `| ${page.name} | ${page.path} | ${page.performance} | ${page.accessibility} | ${page.seo} | ${page.lcpMs} | ${page.cls} | ${page.fcpMs} | ${page.tbtMs} | ${page.siMs} | ${page.runs.map((run) => run.performance).join(', ')} | ${(page.lcpElement ?? '—').replaceAll('|', '\\|')} |`,
    ),
  ].join('\n');
}
