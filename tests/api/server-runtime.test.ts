// How the built server runs wherever the checkout lives (pocketbase/main.go, docs/adr/0007).
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
