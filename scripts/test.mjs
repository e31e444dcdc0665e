#!/usr/bin/env node
// `npm test`: every check of the project, in order — typecheck, lint, unit tests, the backend's Go
// tests, the conformance of the Go routes with the TypeScript rules, API tests against a real PocketBase, the Storybook build with its accessibility check,
// and the end-to-end tests in Chromium. Runs every step even after a failure (so one CI run shows
// everything), then prints the time of each step and a closing "N passed, N failed" line counting
// the tests that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join(process.cwd(), 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', ...vitestJson('unit')], report: 'vitest' },
  { name: 'build backend', cmd: 'npm', args: ['run', '--silent', 'build:pocketbase'] },
  { name: 'go', cmd: 'node', args: ['scripts/go-test.mjs', join(reports, 'go.json')], report: 'counts' },
  {
    name: 'conformance',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'conformance', ...vitestJson('conformance')],
    report: 'vitest',
  },
  { name: 'build hooks', cmd: 'npm', args: ['run', '--silent', 'build:hooks'] },
  { name: 'api', cmd: 'npx', args: ['vitest', 'run', '--project', 'api', ...vitestJson('api')], report: 'vitest' },
  { name: 'storybook build', cmd: 'npm', args: ['run', '--silent', 'build:storybook'] },
  {
    name: 'storybook a11y',
    cmd: 'node',
    args: ['.storybook/a11y-check.mjs', 'storybook-static'],
    optionalFile: '.storybook/a11y-check.mjs',
  },
  { name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build:web'] },
  { name: 'build widgets', cmd: 'npm', args: ['run', '--silent', 'build:widgets'] },
  { name: 'build desktop', cmd: 'npm', args: ['run', '--silent', 'build:desktop'] },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: 'playwright',
  },
];

function countVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load has no failed tests, only a failed suite: count it as one failure.
  const failed = (r.numFailedTests ?? 0) || (r.numFailedTestSuites ?? 0);
  return { passed: r.numPassedTests ?? 0, failed, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function countPlaywright(file) {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
const results = [];
let totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

for (const step of steps) {
  if (step.optionalFile && !existsSync(step.optionalFile)) continue;
  console.log(`\n━━ ${step.name} ━━ ${step.cmd} ${step.args.join(' ')}`);
  const t0 = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...env, ...step.env } });
  const seconds = (Date.now() - t0) / 1000;
  const ok = run.status === 0;
  let counts = null;
  if (step.report) {
    const file = join(reports, `${step.name}.json`);
    try {
      counts =
        step.report === 'vitest'
          ? countVitest(file)
          : step.report === 'counts'
            ? JSON.parse(readFileSync(file, 'utf8'))
            : countPlaywright(file);
    } catch {
      counts = { passed: 0, failed: 1, skipped: 0 };
    }
    if (!ok && counts.failed === 0) counts.failed = 1;
    totals = {
      passed: totals.passed + counts.passed,
      failed: totals.failed + counts.failed,
      skipped: totals.skipped + counts.skipped,
    };
  }
  results.push({ name: step.name, ok, seconds, counts });
}

console.log('\n━━ summary ━━');
for (const r of results) {
  const c = r.counts ? ` — ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${c}`);
}
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s; ${failedSteps} step(s) failed`);
// Steps without a test count (typecheck, lint, builds) count as a failed test when they fail.
const nonTestFailures = results.filter((r) => !r.ok && !r.counts).length;
console.log(`${totals.passed} passed, ${totals.failed + nonTestFailures} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
