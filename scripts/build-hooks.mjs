#!/usr/bin/env node
// Compiles the PocketBase hooks into pocketbase/pb_hooks/ (generated, git-ignored):
//   lib/domain.cjs   packages/domain (with zod) as one CommonJS bundle
//   lib/server.cjs   pocketbase/hooks/lib/server.ts, requiring ./domain.cjs for @partilha/domain
//   lib/search.cjs   pocketbase/hooks/lib/listing-search.ts with the few zod-free domain modules it
//                    needs: the search route loads it in every runtime that serves it (checked small)
//   <name>.pb.js     each pocketbase/hooks/<name>.pb.ts, types stripped, wrapped in an IIFE
// PocketBase runs hooks in goja: synchronous, CommonJS `require`, and each handler is re-compiled
// from its own source text, so it cannot see its file's scope. Hook files must therefore stay
// free of esbuild helpers (checked below) and require what they need inside each handler.
// Nothing is rebuilt when every output is newer than every input; `--force` rebuilds anyway.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hooksSrc = join(root, 'pocketbase', 'hooks');
const hooksOut = join(root, 'pocketbase', 'pb_hooks');
const domainEntry = join(root, 'packages', 'domain', 'src', 'index.ts');
const serverEntry = join(hooksSrc, 'lib', 'server.ts');
const searchEntry = join(hooksSrc, 'lib', 'listing-search.ts');

// goja runs ES2022 syntax natively (classes with private fields, optional chaining, BigInt):
// nothing is lowered, so esbuild injects no helpers.
const TARGET = 'es2022';

function filesUnder(dir, accept) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && accept(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const isTs = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');

function hookEntries() {
  return readdirSync(hooksSrc)
    .filter((name) => name.endsWith('.pb.ts'))
    .map((name) => ({ source: join(hooksSrc, name), output: join(hooksOut, name.replace(/\.pb\.ts$/, '.pb.js')) }));
}

function inputs() {
  return [
    fileURLToPath(import.meta.url),
    join(root, 'packages', 'domain', 'package.json'),
    join(root, 'node_modules', 'zod', 'package.json'),
    ...filesUnder(join(root, 'packages', 'domain', 'src'), (name) => isTs(name) && !name.endsWith('.test.ts')),
    ...filesUnder(hooksSrc, isTs),
  ].filter((file) => existsSync(file));
}

function outputs() {
  return [
    join(hooksOut, 'lib', 'domain.cjs'),
    join(hooksOut, 'lib', 'server.cjs'),
    join(hooksOut, 'lib', 'search.cjs'),
    ...hookEntries().map((entry) => entry.output),
  ];
}

/** Compiled hooks whose source is gone: the server would still load them. */
function staleHooks() {
  if (!existsSync(hooksOut)) return [];
  const expected = new Set(hookEntries().map((entry) => basename(entry.output)));
  return readdirSync(hooksOut)
    .filter((name) => name.endsWith('.pb.js') && !expected.has(name))
    .map((name) => join(hooksOut, name));
}

export function hooksAreCurrent() {
  const outs = outputs();
  if (!outs.every((file) => existsSync(file)) || staleHooks().length > 0) return false;
  const newestInput = Math.max(...inputs().map((file) => statSync(file).mtimeMs));
  const oldestOutput = Math.min(...outs.map((file) => statSync(file).mtimeMs));
  return oldestOutput >= newestInput;
}

/** Writes through a temporary file and a rename, so a server never loads a half-written hook. */
function writeAtomically(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * zod's `z` namespace carries every locale (about 260 KB); the server speaks English only, so the
 * locale index is replaced by one that exports `en` alone. Loading stays fast in each goja VM.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(dirname(args.importer), args.path), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(join(dirname(args.path), 'en.js'))};`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * The server writes e-mails and pages in either language, so its domain bundle registers every
 * catalogue's Portuguese half (packages/domain/src/i18n/portuguese.ts, docs/adr/0019), which the
 * apps load only on demand.
 */
const withPortuguese = {
  name: 'with-portuguese',
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/ }, async (args) => ({
      contents: `${await readFile(args.path, 'utf8')}\nimport './i18n/portuguese';\n`,
      resolveDir: dirname(args.path),
      loader: 'ts',
    }));
  },
};

/** In server.cjs, @partilha/domain is the sibling domain bundle, not a second copy. */
const domainAsSibling = {
  name: 'domain-as-sibling',
  setup(build) {
    build.onResolve({ filter: /^@partilha\/domain$/ }, () => ({ path: './domain.cjs', external: true }));
  },
};

/**
 * In search.cjs, @partilha/domain is only its zod-free search modules: building zod's schemas
 * takes about a second in each goja runtime, which the search route cannot afford. A search
 * import of anything else fails the build here.
 */
const SEARCH_DOMAIN_MODULES = [
  'search/price-bands.ts',
  'search/search-category.ts',
  'search/search-text.ts',
  'search/categories-named-by.ts',
  'search/search-fold.ts',
  'search/search-sort.ts',
  'search/search-dates.ts',
  'search/search-messages.ts',
  'time/lisbon-time.ts',
  'time/parse-timestamp.ts',
];
const domainSearchModules = {
  name: 'domain-search-modules',
  setup(build) {
    build.onResolve({ filter: /^@partilha\/domain$/ }, () => ({ path: 'domain', namespace: 'domain-search' }));
    build.onLoad({ filter: /.*/, namespace: 'domain-search' }, () => ({
      contents: SEARCH_DOMAIN_MODULES.map(
        (module) => `export * from ${JSON.stringify(join(root, 'packages', 'domain', 'src', module))};`,
      ).join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
  },
};
/**
 * What one runtime loads for a search; the route's load time grows with it. Issue 19 added the
 * category names in both languages (a text naming a category finds it) and the search texts'
 * Portuguese half: 56 KB.
 */
const SEARCH_BUNDLE_BUDGET = 56 * 1024;

async function bundle(entry, output, plugins) {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: TARGET,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins,
  });
  writeAtomically(output, result.outputFiles[0].contents);
  return result.outputFiles[0].contents.length;
}

// esbuild's runtime helpers are top-level `var __name = …` declarations; a handler that used one
// would fail at run time because handlers cannot see top-level declarations.
const HELPER_DECLARATION = /^\s*var __\w+ =/m;

async function compileHook({ source, output }) {
  const result = await esbuild.build({
    entryPoints: [source],
    bundle: false,
    format: 'iife',
    platform: 'neutral',
    target: TARGET,
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  if (HELPER_DECLARATION.test(code)) {
    throw new Error(`${relative(root, source)} compiled to code that needs an esbuild helper; use plainer syntax.`);
  }
  if (/\brequire\(\s*["'`](?!\$\{__hooks\})/.test(code)) {
    throw new Error(
      `${relative(root, source)}: require only from \`\${__hooks}/lib/…\` (hooks run outside node_modules).`,
    );
  }
  writeAtomically(
    output,
    `// Generated by scripts/build-hooks.mjs from pocketbase/hooks/${basename(source)}; do not edit.\n${code}`,
  );
}

export async function buildHooks({ force = false } = {}) {
  if (!force && hooksAreCurrent()) return { built: false };
  const started = Date.now();
  for (const file of staleHooks()) rmSync(file);
  await bundle(domainEntry, join(hooksOut, 'lib', 'domain.cjs'), [zodEnglishOnly, withPortuguese]);
  await bundle(serverEntry, join(hooksOut, 'lib', 'server.cjs'), [domainAsSibling]);
  const searchSize = await bundle(searchEntry, join(hooksOut, 'lib', 'search.cjs'), [domainSearchModules]);
  if (searchSize > SEARCH_BUNDLE_BUDGET) {
    throw new Error(
      `lib/search.cjs is ${searchSize} bytes, over its ${SEARCH_BUNDLE_BUDGET}: keep zod and the domain bundle out.`,
    );
  }
  for (const entry of hookEntries()) await compileHook(entry);
  return { built: true, ms: Date.now() - started };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildHooks({ force: process.argv.includes('--force') }).then(
    (result) => {
      if (result.built) console.log(`[hooks] built ${relative(root, hooksOut)}/ in ${result.ms} ms`);
    },
    (error) => {
      console.error(`[hooks] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
