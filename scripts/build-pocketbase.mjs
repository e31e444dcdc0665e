#!/usr/bin/env node
// Builds pocketbase/pocketbase from its Go module when the binary is missing or older than its
// sources (the main package's and pocketbase/market's .go files, the tables market embeds, go.mod,
// go.sum). `--soft` (used by npm's postinstall) only
// warns on failure, so that `npm install` still finishes; `npm start` and `npm test` build strictly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pbDir = join(root, 'pocketbase');
const binary = join(pbDir, process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase');
const isGoSource = (f) => f.endsWith('.go') && !f.endsWith('_test.go');
const filesIn = (dir, keep) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter(keep)
        .map((f) => join(dir, f))
    : [];
const sources = [
  ...filesIn(pbDir, (f) => !f.includes('/') && (isGoSource(f) || f === 'go.mod' || f === 'go.sum')),
  ...filesIn(join(pbDir, 'market'), (f) => isGoSource(f) || f.endsWith('.json')),
];
const soft = process.argv.includes('--soft');

export function pocketbaseIsCurrent() {
  if (!existsSync(binary)) return false;
  const built = statSync(binary).mtimeMs;
  return sources.every((f) => !existsSync(f) || statSync(f).mtimeMs <= built);
}

function fail(message) {
  console.error(`\n[pocketbase] ${message}\n`);
  process.exit(soft ? 0 : 1);
}

function main() {
  if (pocketbaseIsCurrent()) return;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.error || go.status !== 0) {
    fail(
      'Go is not installed, so the PocketBase backend cannot be built.\n' +
        'Install Go 1.25 or newer (https://go.dev/dl/ or `apt-get install golang-go` on Debian 13),\n' +
        'make sure `go` is on your PATH, then run `npm run build:pocketbase`.',
    );
  }
  console.log(`[pocketbase] building with ${go.stdout.trim()} (CGO_ENABLED=0) …`);
  const started = Date.now();
  const build = spawnSync('go', ['build', '-trimpath', '-o', binary, '.'], {
    cwd: pbDir,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  if (build.status !== 0) fail('`go build` failed (see the output above).');
  console.log(`[pocketbase] built ${binary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
