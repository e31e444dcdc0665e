import { join } from 'node:path';
import { z } from 'zod';
import type { ConsoleSettings } from '../shared/bridge';
import { DEFAULT_SERVER_URL, normaliseServerUrl, type ServerUrlResult } from '../shared/server-url';
import type { FsLike } from './electron-facade';

// The console's settings, a small JSON file in the user-data directory. A missing, unreadable or
// tampered file falls back to the default (the local `npm start` server) rather than failing.
// Writes go to a temporary file renamed over the old one, so a crash never leaves half a file.

export const SETTINGS_FILE = 'console-settings.json';
const fileSchema = z.object({ serverUrl: z.string() });

export interface SettingsStore {
  current(): ConsoleSettings;
  setServerUrl(input: string): Promise<ServerUrlResult>;
}

export async function openSettingsStore(fs: FsLike, userDataDir: string): Promise<SettingsStore> {
  const path = join(userDataDir, SETTINGS_FILE);
  let settings: ConsoleSettings = { serverUrl: DEFAULT_SERVER_URL };
  try {
    const parsed = fileSchema.safeParse(JSON.parse((await fs.readFile(path)).toString('utf8')));
    const url = parsed.success ? normaliseServerUrl(parsed.data.serverUrl) : null;
    if (url?.ok) settings = { serverUrl: url.url };
  } catch {
    // First run, or a file that is not JSON: keep the default.
  }

  return {
    current: () => ({ ...settings }),
    async setServerUrl(input) {
      const result = normaliseServerUrl(input);
      if (!result.ok) return result;
      const next = { serverUrl: result.url };
      await fs.mkdir(userDataDir, { recursive: true });
      await fs.writeFile(`${path}.tmp`, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      await fs.rename(`${path}.tmp`, path);
      settings = next;
      return result;
    },
  };
}
