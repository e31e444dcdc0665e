// The preview password is a server setting: a website built where PARTILHA_PREVIEW_PASSWORD (or a
// VITE_-prefixed copy, which Vite would inline if the code read it) is set must not contain it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = process.cwd();
const outDir = mkdtempSync(join(tmpdir(), 'partilha-web-build-'));
const secret = `preview-${randomBytes(12).toString('hex')}`;
const viteSecret = `vite-preview-${randomBytes(12).toString('hex')}`;

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

it('is absent from every file of a website built with it in the environment', { timeout: 180_000 }, async () => {
  await promisify(execFile)(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: join(root, 'web'),
      env: { ...process.env, PARTILHA_PREVIEW_PASSWORD: secret, VITE_PARTILHA_PREVIEW_PASSWORD: viteSecret },
      timeout: 170_000,
    },
  );

  const files = filesUnder(outDir);
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const leaks = files.filter((file) => {
    const content = readFileSync(file).toString('latin1');
    return content.includes(secret) || content.includes(viteSecret);
  });
  expect(leaks).toEqual([]);
});
