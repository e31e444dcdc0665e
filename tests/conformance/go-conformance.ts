/**
 * The Go side of the conformance suite: pocketbase/tools/conformance (the Go code of
 * pocketbase/market) built once per run into a temporary directory, then asked for the answers
 * of one area to many inputs at once (JSON lines in, JSON lines out).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { buildFlavour } from '../../scripts/build-pocketbase.mjs';

const pocketbaseDir = join(import.meta.dirname, '..', '..', 'pocketbase');

export interface GoConformance {
  /** The Go answers, in order, to `inputs` of `area`; throws on a Go error. */
  answers(area: string, inputs: readonly unknown[]): unknown[];
  remove(): void;
}

export function buildGoConformance(): GoConformance {
  const dir = mkdtempSync(join(tmpdir(), 'partilha-conformance-'));
  const binary = join(dir, 'conformance');
  // The flags of `npm run build:pocketbase` (its SQLite driver's CGO setting and tags), so the Go
  // build cache serves both.
  const flavour = buildFlavour() as { env: Record<string, string>; tags: string[] };
  const tags = flavour.tags.length ? ['-tags', flavour.tags.join(',')] : [];
  const build = spawnSync('go', ['build', '-trimpath', ...tags, '-o', binary, './tools/conformance'], {
    cwd: pocketbaseDir,
    encoding: 'utf8',
    env: { ...process.env, ...flavour.env },
  });
  if (build.status !== 0) throw new Error(`go build ./tools/conformance failed:\n${build.stderr}`);
  return {
    answers(area, inputs) {
      const lines = inputs.map((input) => JSON.stringify({ area, input })).join('\n');
      const run = spawnSync(binary, [], { input: `${lines}\n`, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
      if (run.status !== 0) throw new Error(`conformance ${area} failed:\n${run.stderr}`);
      const replies = run.stdout.trimEnd().split('\n');
      if (replies.length !== inputs.length) throw new Error(`${replies.length} answers to ${inputs.length} inputs`);
      return replies.map((reply, index) => {
        const parsed = JSON.parse(reply) as { answer?: unknown; error?: string };
        if (parsed.error !== undefined)
          throw new Error(`Go ${area} of ${JSON.stringify(inputs[index])}: ${parsed.error}`);
        return comparable(parsed.answer);
      });
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A value as JSON carries it, for comparing the two sides: undefined properties dropped, and -0
 * read as 0 (JSON.stringify writes -0 as 0, Go as -0; SQLite compares them as equal).
 */
export function comparable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (_key, item: unknown) => (Object.is(item, -0) ? 0 : item));
}

/**
 * Compares the answers one by one; returns the first differences (input, TypeScript, Go), at
 * most `limit` of them, so a failure names its cases.
 */
export function differences(
  inputs: readonly unknown[],
  typescript: readonly unknown[],
  go: readonly unknown[],
  limit = 5,
): { input: unknown; typescript: unknown; go: unknown }[] {
  const found: { input: unknown; typescript: unknown; go: unknown }[] = [];
  for (let index = 0; index < inputs.length && found.length < limit; index += 1) {
    const ts = comparable(typescript[index]);
    if (JSON.stringify(sortedKeys(ts)) !== JSON.stringify(sortedKeys(go[index])))
      found.push({ input: inputs[index], typescript: ts, go: go[index] });
  }
  return found;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A test file's Go side: the program is built before its tests and removed after them.
 * `sample` draws inputs with the file's fixed seed; `expectSameAnswers` runs them through both
 * sides and fails listing the first differing cases.
 */
export function useGoConformance({ seed, runs }: { seed: number; runs: number }) {
  let go: GoConformance | undefined;
  beforeAll(() => {
    go = buildGoConformance();
  });
  afterAll(() => go?.remove());
  return {
    sample<T>(arbitrary: fc.Arbitrary<T>, numRuns = runs): T[] {
      return fc.sample(arbitrary, { seed, numRuns });
    },
    expectSameAnswers<T>(area: string, inputs: T[], typescript: (input: T) => unknown): void {
      if (!go) throw new Error('the Go conformance program is built in beforeAll');
      const goAnswers = go.answers(area, inputs);
      expect(differences(inputs, inputs.map(typescript), goAnswers)).toEqual([]);
    },
  };
}

/** Lone surrogates cannot reach the server as text (invalid UTF-8 or JSON escapes read as U+FFFD). */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
