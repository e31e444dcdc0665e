// The production build carries no secret: a build made with secrets in its environment (server
// settings a developer or CI may have exported, and the names a careless `define` or env prefix
// would pull in) contains none of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('a build made with secrets in its environment contains none of them', async () => {
  test.setTimeout(180_000);
  const canary = (name: string) => `canary-${name.toLowerCase()}-7f3a9c1e`;
  const secrets = [
    'PARTILHA_OIDC_CLIENT_SECRET',
    'PARTILHA_SMTP_PASSWORD',
    'PARTILHA_PREVIEW_PASSWORD',
    'PARTILHA_SUPERUSER_PASSWORD',
    'PB_ENCRYPTION_KEY',
    'VITE_PARTILHA_SECRET',
  ];
  const outDir = mkdtempSync(join(tmpdir(), 'partilha-secret-build-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: join(process.cwd(), 'web'),
      env: { ...process.env, ...Object.fromEntries(secrets.map((name) => [name, canary(name)])) },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const leaks: string[] = [];
    for (const file of filesUnder(outDir)) {
      const text = readFileSync(file, 'latin1');
      for (const name of secrets) if (text.includes(canary(name))) leaks.push(`${name} in ${file}`);
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) leaks.push(`a private key in ${file}`);
    }
    expect(leaks).toEqual([]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
