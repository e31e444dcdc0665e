/**
 * What a page makes the browser download: every script and style sheet from navigation until the
 * network has been idle for half a second, each sized as its body gzipped (zlib level 6, what a
 * server compressing on the fly sends). Used by the budget test (tests/e2e/budgets.spec.ts) and by
 * `npm run bench` (bench/website.ts), so both report the same figure.
 */
import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface LoadedFile {
  url: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  files: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export async function weighPage(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<LoadedFile | null>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((file): file is LoadedFile => file !== null);
  const sum = (kind: LoadedFile['kind']) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return { files, jsGzipBytes: sum('script'), cssGzipBytes: sum('stylesheet') };
}

/** "185.6 kB" (1 kB = 1000 bytes, as the budgets are written). */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
