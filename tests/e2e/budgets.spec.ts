// Budgets of issue 7 that the test suite enforces: the JavaScript a visitor's first page loads.
// (Search latency is a figure of `npm run bench`, not a test: it depends on the machine.)
import { kB, weighPage } from '../support/page-weight';
import { expect, test } from './fixtures';

/** Landing page JavaScript, gzip (issue 7). */
const LANDING_JS_BUDGET_BYTES = 150_000;

test('the landing page loads at most 150 kB of JavaScript (gzip)', async ({ page }) => {
  const weight = await weighPage(page, '/home');
  const scripts = weight.files
    .filter((file) => file.kind === 'script')
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${kB(file.gzipBytes).padStart(9)}  ${new URL(file.url).pathname}`);
  console.log(`/home: JS ${kB(weight.jsGzipBytes)}, CSS ${kB(weight.cssGzipBytes)} (gzip)\n${scripts.join('\n')}`);
  expect(weight.jsGzipBytes, `JS of /home (gzip):\n${scripts.join('\n')}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
});
