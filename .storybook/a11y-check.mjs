#!/usr/bin/env node
// Accessibility check of the built catalogue: serves a `storybook build` output on 127.0.0.1,
// opens every story's iframe in the Debian Chromium and runs axe-core on it. Any violation, or a
// story that fails to render, fails the run. It answers for `parameters.a11y.test = 'error'` in
// preview.ts without the Vitest addon, which would want to download its own browser.
//
//   npx storybook build --quiet -o storybook-static && node .storybook/a11y-check.mjs [storybook-static]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// A watchdog against a hung browser, not a speed goal: 217 stories took ~4 s each on a loaded CI machine.
const OVERALL_TIMEOUT_MS = 900_000;
// Stories are checked by this many pages at once (each story loads the whole catalogue's iframe).
const PAGES = 3;
const RENDER_TIMEOUT_MS = 15_000;
const ANIMATION_TIMEOUT_MS = 3_000;
// Same choices as @storybook/addon-a11y, so the panel and this check agree: a story is a fragment
// (no landmarks), and Storybook's own elements are not ours to judge.
const DISABLED_RULES = ['region'];
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

function serveDirectory(root) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function listStories(root) {
  const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** Runs in the page: resolves when no finite animation is running (spinners loop forever and are
 * left alone), or after `timeoutMs`. */
async function settleAnimations(timeoutMs) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    await frame();
    await frame();
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    if (running.length === 0) return;
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
    ]);
  }
}

/** Opens one story and returns its problems as text lines (empty when it passes). */
async function checkStory(page, baseUrl, story) {
  // `a11y.manual` keeps the addon's own axe run out of the way: two axe runs in one page collide.
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`);
  // Wait for the story's markup (React renders after Storybook shows the canvas), or its error.
  await page.waitForSelector('#storybook-root > *, body.sb-show-errordisplay', { timeout: RENDER_TIMEOUT_MS });
  if (await page.locator('body.sb-show-errordisplay').count()) {
    const message = (await page.locator('#error-message').textContent())?.trim();
    return [`  story failed to render: ${message || 'unknown error'}`];
  }
  // axe reads the colours of the moment: an element still fading in (a popover opened by the story,
  // Blueprint's transitions) would be judged at half its opacity. Wait for every finite animation
  // and transition, including ones that start a frame or two after the markup, to end.
  await page.evaluate(settleAnimations, ANIMATION_TIMEOUT_MS);
  // Like the addon, judge the story within the body rather than as a whole page (no page-level
  // rules such as "one main landmark": a story is a fragment).
  let builder = new AxeBuilder({ page }).include('body').disableRules(DISABLED_RULES);
  for (const selector of STORYBOOK_ELEMENTS) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) => [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  ]);
}

async function main() {
  const root = path.resolve(process.argv[2] ?? 'storybook-static');
  const stories = await listStories(root);
  if (stories.length === 0) throw new Error(`no stories in ${root}/index.json`);

  const server = await serveDirectory(root);
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    // The catalogue must work offline: anything that leaves the local server is refused.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(`${baseUrl}/`) ? route.continue() : route.abort('blockedbyclient'),
    );
    let failed = 0;
    const queue = [...stories];
    const checkQueue = async () => {
      const page = await context.newPage();
      for (let story = queue.shift(); story; story = queue.shift()) {
        const problems = await checkStory(page, baseUrl, story);
        console.log(
          [`${problems.length ? 'FAIL' : 'ok  '} ${story.title} › ${story.name} (${story.id})`, ...problems].join('\n'),
        );
        if (problems.length) failed += 1;
      }
    };
    await Promise.all(Array.from({ length: PAGES }, checkQueue));
    console.log(`\n${stories.length - failed} of ${stories.length} stories pass the accessibility check.`);
    return failed === 0;
  } finally {
    await browser.close();
    server.close();
  }
}

const watchdog = setTimeout(() => {
  console.error(`a11y check: gave up after ${OVERALL_TIMEOUT_MS / 1000} s`);
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
watchdog.unref();

main().then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error) => {
    console.error(`a11y check could not run: ${error?.stack ?? error}`);
    process.exitCode = 1;
  },
);
