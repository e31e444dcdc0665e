#!/usr/bin/env node
// Builds pocketbase/pocketbase from its Go module when the binary is missing, older than its
// sources (the main package's and pocketbase/market's .go files, the tables market embeds, go.mod,
// go.sum), or built with another SQLite driver than
// this machine should use. The driver is a measured choice (docs/adr/0020): the C SQLite
// (github.com/mattn/go-sqlite3; CGO_ENABLED=1, `-tags sqlite_fts5,no_default_driver`) where a C
// compiler exists; the pure-Go one (modernc.org/sqlite, PocketBase's default; CGO_ENABLED=0) with
// PARTILHA_PURE_GO=1. Without a C compiler and without that switch it says what to install.
// The driver a binary was built with is recorded beside it (pocketbase.flavour, git-ignored).
// `--soft` (used by npm's postinstall) only warns on failure, so that `npm install` still
// finishes; `npm start` and `npm test` build strictly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pbDir = join(root, 'pocketbase');
const binary = join(pbDir, process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase');
const flavourFile = join(pbDir, 'pocketbase.flavour');
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

/** The C compiler Go's CGO would use ($CC, else cc, gcc or clang), or undefined. */
export function cCompiler() {
  const candidates = process.env.CC ? [process.env.CC] : ['cc', 'gcc', 'clang'];
  return candidates.find((cc) => spawnSync(cc, ['--version'], { stdio: 'ignore' }).status === 0);
}

/**
 * The build this machine should have: `mattn` (C SQLite) where a C compiler exists, `modernc`
 * (pure Go) with PARTILHA_PURE_GO=1; `missing-cc` when neither. `env` and `tags` are the go
 * build's (the same for `go test` of the package, scripts/go-test.mjs).
 */
export function buildFlavour() {
  if (process.env.PARTILHA_PURE_GO === '1') return { driver: 'modernc', env: { CGO_ENABLED: '0' }, tags: [] };
  if (!cCompiler()) return { driver: 'missing-cc', env: { CGO_ENABLED: '0' }, tags: [] };
  return { driver: 'mattn', env: { CGO_ENABLED: '1' }, tags: ['sqlite_fts5', 'no_default_driver'] };
}

/** The driver the current binary was built with (its stamp), or undefined. */
export function builtDriver() {
  return existsSync(flavourFile) ? readFileSync(flavourFile, 'utf8').trim() : undefined;
}

export function pocketbaseIsCurrent() {
  if (!existsSync(binary) || builtDriver() !== buildFlavour().driver) return false;
  const built = statSync(binary).mtimeMs;
  return sources.every((f) => !existsSync(f) || statSync(f).mtimeMs <= built);
}

function fail(message) {
  console.error(`\n[pocketbase] ${message}\n`);
  process.exit(soft ? 0 : 1);
}

const INSTALL_CC =
  'The backend is built with the C SQLite driver (docs/adr/0020), which needs a C compiler, and none\n' +
  'was found (tried $CC if set, else cc, gcc and clang). Install one:\n' +
  '  Debian/Ubuntu:  apt-get install gcc        Fedora: dnf install gcc        Alpine: apk add build-base\n' +
  '  macOS:          xcode-select --install     Windows: a MinGW-w64 gcc on PATH (e.g. MSYS2: pacman -S mingw-w64-ucrt-x86_64-gcc)\n' +
  'then run `npm run build:pocketbase`. Or build the pure-Go driver instead (slower under load, no C needed):\n' +
  '  PARTILHA_PURE_GO=1 npm run build:pocketbase   (and keep PARTILHA_PURE_GO=1 set for npm start/test)';

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
  const flavour = buildFlavour();
  if (flavour.driver === 'missing-cc') fail(INSTALL_CC);
  const how = `CGO_ENABLED=${flavour.env.CGO_ENABLED}${flavour.tags.length ? ` -tags ${flavour.tags.join(',')}` : ''}`;
  console.log(`[pocketbase] building the ${flavour.driver} SQLite build with ${go.stdout.trim()} (${how}) …`);
  const started = Date.now();
  const tags = flavour.tags.length ? ['-tags', flavour.tags.join(',')] : [];
  const build = spawnSync('go', ['build', '-trimpath', ...tags, '-o', binary, '.'], {
    cwd: pbDir,
    stdio: 'inherit',
    env: { ...process.env, ...flavour.env },
  });
  if (build.status !== 0) fail('`go build` failed (see the output above).');
  writeFileSync(flavourFile, `${flavour.driver}\n`);
  console.log(`[pocketbase] built ${binary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
