// How the built server runs wherever the checkout lives (pocketbase/main.go, docs/adr/0007), and
// how scripts/lib/pocketbase-server.ts starts it.
// PocketBase guesses `go run` from the binary's path, and so ran a checkout under the temp
// directory (every CI clone) in dev mode: every SQL statement printed, slower answers.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POCKETBASE_BINARY, startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-server';

let dir: string;
let server: RunningPocketBase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'partilha-runtime-'));
  const binary = join(dir, 'pocketbase');
  copyFileSync(POCKETBASE_BINARY, binary);
  server = await startPocketBase({ dataDir: join(dir, 'data'), binary, quiet: true });
});

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a server binary inside the temp directory', () => {
  it('is not in dev mode: it answers without printing its SQL', async () => {
    const response = await fetch(`${server.url}/api/market/search?search=drill`);
    expect(response.status).toBe(200);
    const listed = await fetch(`${server.url}/api/collections/listings/records`);
    expect(listed.status).toBe(200);

    expect(server.output()).not.toMatch(/SELECT/);
  });
});

describe('the launcher', () => {
  it('makes a superuser whose password starts with a dash (read as flags before `--` was passed)', async () => {
    const superuser = { email: 'dash@partilha.test', password: '-h-dash-first-password' };
    const dashed = await startPocketBase({ dataDir: join(dir, 'dashed'), superuser, quiet: true });
    try {
      const response = await fetch(`${dashed.url}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
      });
      expect(response.status).toBe(200);
    } finally {
      await dashed.stop();
    }
  });
});
