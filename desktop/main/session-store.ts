import { join } from 'node:path';
import type { FsLike, SafeStorageLike } from './electron-facade';

// The operator's PocketBase session (JSON of { token, record }). On disk only encrypted with the
// OS keychain through safeStorage (Keychain, DPAPI, libsecret/kwallet). Where that is not
// available — including Linux without a keyring, where Electron falls back to a fixed, public key
// ('basic_text') — the session lives in memory for this run only and the operator signs in again
// next time. It is never written in clear text.

export const SESSION_FILE = 'console-session.bin';

export interface SessionStore {
  load(): Promise<string | null>;
  save(session: string): Promise<void>;
  clear(): Promise<void>;
}

export function isKeychainEncryptionAvailable(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
}

export function createSessionStore(fs: FsLike, safeStorage: SafeStorageLike, userDataDir: string): SessionStore {
  const path = join(userDataDir, SESSION_FILE);
  let inMemory: string | null = null;

  return {
    async load() {
      if (!isKeychainEncryptionAvailable(safeStorage)) return inMemory;
      let encrypted: Buffer;
      try {
        encrypted = await fs.readFile(path);
      } catch {
        return null;
      }
      try {
        return safeStorage.decryptString(encrypted);
      } catch {
        // Encrypted by another keychain (a copied profile) or damaged: useless, remove it.
        await fs.rm(path, { force: true });
        return null;
      }
    },
    async save(session) {
      if (!isKeychainEncryptionAvailable(safeStorage)) {
        inMemory = session;
        return;
      }
      const encrypted = safeStorage.encryptString(session);
      await fs.mkdir(userDataDir, { recursive: true });
      await fs.writeFile(`${path}.tmp`, encrypted, { mode: 0o600 });
      await fs.rename(`${path}.tmp`, path);
    },
    async clear() {
      inMemory = null;
      await fs.rm(path, { force: true });
    },
  };
}
