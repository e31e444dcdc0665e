#!/usr/bin/env node
// `go test` of the backend's own Go (pocketbase/*.go, pocketbase/market and the bench's load loop), with the SQLite driver
// the binary is built with (scripts/build-pocketbase.mjs): prints each test's result and writes
// { passed, failed, skipped } to the file given as the first argument, for scripts/test.mjs.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFlavour } from './build-pocketbase.mjs';

const pbDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'pocketbase');
const flavour = buildFlavour();
const tags = flavour.tags.length ? ['-tags', flavour.tags.join(',')] : [];
const run = spawnSync('go', ['test', '-json', '-count=1', ...tags, '.', './market/...', './tools/loadrun/...'], {
  cwd: pbDir,
  encoding: 'utf8',
  env: { ...process.env, ...flavour.env },
  maxBuffer: 64 * 1024 * 1024,
});
const counts = { passed: 0, failed: 0, skipped: 0 };
const output = new Map();
for (const line of run.stdout.split('\n')) {
  if (!line.startsWith('{')) continue;
  const event = JSON.parse(line);
  if (!event.Test) continue;
  if (event.Action === 'output') output.set(event.Test, (output.get(event.Test) ?? '') + event.Output);
  if (event.Action === 'pass') counts.passed += 1;
  if (event.Action === 'skip') counts.skipped += 1;
  if (event.Action === 'fail') {
    counts.failed += 1;
    process.stdout.write(output.get(event.Test) ?? '');
  }
  if (['pass', 'fail', 'skip'].includes(event.Action))
    console.log(`${event.Action.padEnd(4)} ${event.Test} (${event.Elapsed}s)`);
}
// A build failure has no test events: count it as one failure and show why.
if (run.status !== 0 && counts.failed === 0) {
  counts.failed = 1;
  process.stdout.write(run.stdout + run.stderr);
}
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify(counts));
console.log(`go test: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(run.status === 0 ? 0 : 1);
