import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_FILE } from './session-store';
import { FakeSafeStorage } from './test-support/fake-electron';
import { listFiles, makeTempDir } from './test-support/temp-dir';

const SESSION = '{"token":"eyJhbGciOi.secret","record":{"id":"op1","email":"ana@partilha.pt"}}';

let tmp: { path: string; remove: () => Promise<void> };
let safeStorage: FakeSafeStorage;
beforeEach(async () => {
  tmp = await makeTempDir();
  safeStorage = new FakeSafeStorage();
});
afterEach(() => tmp.remove());

describe('the session with the OS keychain (safeStorage)', () => {
  it('is written encrypted only, and survives a restart', async () => {
    await createSessionStore(fs, safeStorage, tmp.path).save(SESSION);
    expect(await listFiles(tmp.path)).toEqual([SESSION_FILE]);
    const onDisk = await fs.readFile(join(tmp.path, SESSION_FILE));
    expect(onDisk.toString('latin1')).not.toContain('secret');
    expect(onDisk.toString('latin1')).not.toContain('ana@partilha.pt');
    expect((await fs.stat(join(tmp.path, SESSION_FILE))).mode & 0o077).toBe(0);
    expect(await createSessionStore(fs, safeStorage, tmp.path).load()).toBe(SESSION);
  });

  it('is gone after clear', async () => {
    const store = createSessionStore(fs, safeStorage, tmp.path);
    await store.save(SESSION);
    await store.clear();
    expect(await store.load()).toBeNull();
    expect(await listFiles(tmp.path)).toEqual([]);
  });

  it('reads as none, and is removed, when it cannot be decrypted (another keychain, damage)', async () => {
    await fs.writeFile(join(tmp.path, SESSION_FILE), 'garbage');
    expect(await createSessionStore(fs, safeStorage, tmp.path).load()).toBeNull();
    expect(await listFiles(tmp.path)).toEqual([]);
  });
});

describe('the session without a keychain', () => {
  for (const [why, setUp] of [
    ['encryption unavailable', (s: FakeSafeStorage) => (s.available = false)],
    ['Linux basic_text backend (a fixed key, no protection)', (s: FakeSafeStorage) => (s.backend = 'basic_text')],
  ] as const) {
    it(`${why}: kept in memory for this run only, never on disk`, async () => {
      setUp(safeStorage);
      const store = createSessionStore(fs, safeStorage, tmp.path);
      await store.save(SESSION);
      expect(await store.load()).toBe(SESSION);
      expect(await listFiles(tmp.path)).toEqual([]);
      expect(await createSessionStore(fs, safeStorage, tmp.path).load()).toBeNull();
      await store.clear();
      expect(await store.load()).toBeNull();
    });
  }
});
