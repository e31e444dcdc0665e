import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettingsStore, SETTINGS_FILE } from './settings-store';
import { listFiles, makeTempDir } from './test-support/temp-dir';

let tmp: { path: string; remove: () => Promise<void> };
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(() => tmp.remove());

describe('the settings file', () => {
  it('starts with the local npm start server', async () => {
    expect((await openSettingsStore(fs, tmp.path)).current()).toEqual({ serverUrl: 'http://127.0.0.1:8090' });
  });

  it('keeps a valid URL normalised across restarts, in one file', async () => {
    const store = await openSettingsStore(fs, tmp.path);
    expect(await store.setServerUrl('https://partilha.example/')).toEqual({
      ok: true,
      url: 'https://partilha.example',
    });
    expect((await openSettingsStore(fs, tmp.path)).current()).toEqual({ serverUrl: 'https://partilha.example' });
    expect(await listFiles(tmp.path)).toEqual([SETTINGS_FILE]);
    const stat = await fs.stat(join(tmp.path, SETTINGS_FILE));
    expect(stat.mode & 0o077).toBe(0);
  });

  it('refuses a bad URL with a message and leaves the file untouched', async () => {
    const store = await openSettingsStore(fs, tmp.path);
    await store.setServerUrl('https://partilha.example');
    const result = await store.setServerUrl('javascript:alert(1)');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/http/) });
    expect(store.current()).toEqual({ serverUrl: 'https://partilha.example' });
    expect(JSON.parse(await fs.readFile(join(tmp.path, SETTINGS_FILE), 'utf8'))).toEqual({
      serverUrl: 'https://partilha.example',
    });
  });

  it('falls back to the default when the file is damaged or tampered with', async () => {
    for (const content of ['{not json', '{"serverUrl":42}', '{"serverUrl":"file:///etc/passwd"}', 'null']) {
      await fs.writeFile(join(tmp.path, SETTINGS_FILE), content);
      expect((await openSettingsStore(fs, tmp.path)).current(), content).toEqual({
        serverUrl: 'http://127.0.0.1:8090',
      });
    }
  });
});
