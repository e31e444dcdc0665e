import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lighthouseGoals,
  lighthousePage,
  lighthouseRun,
  type LighthouseFigures,
  type LighthouseReport,
  type LighthouseRun,
} from './lighthouse-figures';

/** A Lighthouse 12.8 report of the listing page (mobile preset), cut to the categories and audits read. */
const report = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'lighthouse-listing.json'), 'utf8'),
) as LighthouseReport;

const run = (overrides: Partial<LighthouseRun>): LighthouseRun => ({ ...lighthouseRun(report), ...overrides });

describe('lighthouseRun', () => {
  it('reads the scores (0–100) and the metrics (ms, CLS to three decimals) of a report', () => {
    expect(lighthouseRun(report)).toMatchObject({
      performance: 39,
      accessibility: 100,
      seo: 92,
      lcpMs: 8631,
      cls: 0.48,
      fcpMs: 6006,
      tbtMs: 75,
      siMs: 6006,
    });
  });

  it('names the LCP element, the audits that cost points and the render-blocking requests', () => {
    const figures = lighthouseRun(report);
    expect(figures.lcpElement).toMatch(/^div\.listing-detail__gallery .*img\.partilha-image-gallery-main-image — <img/);
    expect(figures.failedAudits).toEqual(['robots-txt']);
    expect(figures.renderBlocking).toEqual([
      { url: expect.stringMatching(/^\/assets\/index-.*\.css$/) as string, wastedMs: 5403 },
      { url: '/zod-jitless.js', wastedMs: 303 },
    ]);
  });

  it('refuses a report of a run that failed, or one without a score', () => {
    expect(() => lighthouseRun({ ...report, runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      'Lighthouse: NO_FCP no paint',
    );
    const noScore = { ...report, categories: { ...report.categories, seo: { score: null } } };
    expect(() => lighthouseRun(noScore)).toThrow('no seo score');
  });
});

describe('lighthousePage', () => {
  it('takes the median of each figure over the runs and keeps every run', () => {
    const runs = [
      run({ performance: 80, lcpMs: 3000, cls: 0.1, lcpElement: 'slow' }),
      run({ performance: 95, lcpMs: 2000, cls: 0, lcpElement: 'fast' }),
      run({ performance: 90, lcpMs: 2400, cls: 0.01, lcpElement: 'middle' }),
    ];
    const page = lighthousePage('listing', '/marketplace/services/x', runs);
    expect(page).toMatchObject({ name: 'listing', performance: 90, lcpMs: 2400, cls: 0.01, lcpElement: 'middle' });
    expect(page.runs).toHaveLength(3);
  });
});

describe('lighthouseGoals', () => {
  const figures = (pages: LighthouseRun[]): LighthouseFigures => ({
    lighthouseVersion: '12.8.2',
    preset: 'mobile, simulated throttling',
    runsPerPage: 1,
    pages: pages.map((figures, index) => lighthousePage(['home', 'search', 'listing'][index]!, '/', [figures])),
  });
  const good = { performance: 93, accessibility: 100, seo: 100, lcpMs: 2200, cls: 0.01 };

  it('is met only when every page meets it, and shows each page', () => {
    const goals = lighthouseGoals(figures([run(good), run(good), run({ ...good, lcpMs: 2600 })]));
    expect(goals.map((goal) => [goal.figure, goal.value, goal.goal, goal.met])).toEqual([
      ['Lighthouse performance (mobile): home / search / listing', '93 / 93 / 93', '≥ 90', true],
      ['Lighthouse LCP (mobile): home / search / listing', '2.2 s / 2.2 s / 2.6 s', '≤ 2.5 s', false],
      ['Lighthouse CLS: home / search / listing', '0.01 / 0.01 / 0.01', '≤ 0.02', true],
      ['Lighthouse accessibility: home / search / listing', '100 / 100 / 100', '100', true],
      ['Lighthouse SEO: home / search / listing', '100 / 100 / 100', '≥ 95', true],
    ]);
  });

  it('misses on the saved report (performance 39, CLS 0.48, SEO 92) and is not measured without figures', () => {
    expect(lighthouseGoals(figures([lighthouseRun(report)])).map((goal) => goal.met)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(lighthouseGoals(undefined).every((goal) => goal.met === null && goal.value === 'not measured')).toBe(true);
  });
});
