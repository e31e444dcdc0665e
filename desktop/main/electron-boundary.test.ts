import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The facade only protects what it covers: main's logic is tested with fakes because nothing but
// main/index.ts reaches the real `electron` module. And the renderer, sandboxed, must not even try
// to import Electron or Node.js. A new import that breaks either rule fails here.
const desktop = dirname(dirname(fileURLToPath(import.meta.url)));

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(desktop, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(desktop, join(entry.parentPath, entry.name)));
}

async function importers(files: string[], pattern: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    if (pattern.test(await readFile(join(desktop, file), 'utf8'))) found.push(file);
  }
  return found.sort();
}

describe('the Electron boundary', () => {
  it('only main/index.ts and the preload import electron', async () => {
    const files = [...(await sources('main')), ...(await sources('shared'))].filter(
      (file) => !file.endsWith('.test.ts'),
    );
    expect(await importers(files, /from ['"]electron['"]|require\(['"]electron['"]\)/)).toEqual(['main/index.ts']);
  });

  it('the renderer imports neither electron nor Node.js modules', async () => {
    const files = (await sources('renderer/src')).filter((file) => !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(0);
    expect(await importers(files, /from ['"](electron|node:[a-z/]+|fs|path|child_process)['"]/)).toEqual([]);
  });
});
