import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where page screenshots go, to be looked at by a person (git-ignored). */
export const SCREENSHOT_DIR = join(process.cwd(), 'tests', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** The base URL comes from the server the global setup started (a free port each run). */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must stay empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.PARTILHA_E2E_URL;
    if (!url) throw new Error('PARTILHA_E2E_URL is not set: run through `playwright test` (global setup).');
    await use(url);
  },
});

export { expect };

/** Full-page screenshot at a named viewport, saved under tests/screenshots/{name}-{viewport}.png. */
export async function screenshotAt(page: Page, name: string, viewport: keyof typeof VIEWPORTS): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`), fullPage: true });
}

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary).toEqual([]);
}
