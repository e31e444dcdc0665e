/// <reference types="node" />
// Guards the limits the server's JS engine (goja) puts on this package, and the package's single
// public entry point. Scans the sources, so a forbidden call added anywhere fails here first.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('.fixtures.')
      ? [path]
      : [];
  });
}

/** Source without comments, so prose about a forbidden API does not count as using it. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const FORBIDDEN: [string, RegExp][] = [
  ['Intl', /\bIntl\b/],
  ['toLocale*String', /\.toLocale\w*String\s*\(/],
  ['Date.now()', /\bDate\.now\s*\(/],
  ['new Date() without an argument', /new Date\s*\(\s*\)/],
  ['async functions', /\basync\b/],
  ['Promise', /\bPromise\b/],
  ['timers', /\bset(Timeout|Interval|Immediate)\s*\(/],
  ['regex lookbehind', /\(\?<[=!]/],
  ['unicode property escapes', /\\[pP]\{/],
  ["zod's built-in e-mail check", /z\.email\s*\(/],
];

describe('package constraints', () => {
  const files = sourceFiles(root);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  for (const [name, pattern] of FORBIDDEN) {
    it(`uses no ${name}`, () => {
      const offenders = files.filter((file) => pattern.test(code(file))).map((file) => relative(root, file));
      expect(offenders).toEqual([]);
    });
  }

  it('imports nothing but zod and its own modules', () => {
    const imports = files.flatMap((file) =>
      [...code(file).matchAll(/from\s+'([^']+)'/g)]
        .map((match) => match[1])
        .filter((spec) => spec !== 'zod' && !spec?.startsWith('.')),
    );
    expect(imports).toEqual([]);
  });

  it('re-exports every module from index.ts', () => {
    const index = readFileSync(join(root, 'index.ts'), 'utf8');
    const missing = files
      .map((file) => `./${relative(root, file).replace(/\\/g, '/').replace(/\.ts$/, '')}`)
      .filter((module) => module !== './index' && !module.startsWith('./shared/'))
      // A catalogue's Portuguese half is reached through its English module (docs/i18n.md).
      .filter((module) => !module.endsWith('.pt') && module !== './i18n/portuguese')
      .filter((module) => !index.includes(`'${module}'`));
    expect(missing).toEqual([]);
  });

  it('exposes the main rules through the entry point', () => {
    for (const name of [
      'isLateCancellation',
      'decideBookingTransition',
      'checkReviewEligibility',
      'computeReviewSummary',
      'formatEuros',
      'formatRelativeTime',
      'matchesPriceFilter',
      'getReliabilityRating',
      'getRatingDisplay',
      'listingSchema',
      'bookingSchema',
      'userSchema',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
