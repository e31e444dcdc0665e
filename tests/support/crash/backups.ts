/**
 * PocketBase's backup API as a superuser uses it (create, list, download, upload, restore), and
 * the wait for a restore to take effect: PocketBase answers 204 at once, replaces pb_data a
 * second later and then re-executes its own process in place (same pid, same arguments, same
 * port), so no supervisor is needed for the server to come back.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Api } from '../api-client';

export interface BackupInfo {
  key: string;
  size: number;
  modified: string;
}

function expectNoContent(response: { status: number; body: unknown }, what: string): void {
  if (response.status !== 204) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

export async function createBackup(admin: Api, name: string): Promise<void> {
  expectNoContent(await admin.post('/api/backups', { name }), `Creating backup ${name}`);
}

export async function listBackups(admin: Api): Promise<BackupInfo[]> {
  return (await admin.get<BackupInfo[]>('/api/backups')).body;
}

/** The archive's bytes, through a superuser file token as the dashboard downloads it. */
export async function downloadBackup(admin: Api, key: string): Promise<Uint8Array<ArrayBuffer>> {
  const { body } = await admin.post<{ token: string }>('/api/files/token');
  const response = await fetch(new URL(`/api/backups/${encodeURIComponent(key)}?token=${body.token}`, admin.baseUrl));
  if (response.status !== 200) throw new Error(`Downloading backup ${key} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function uploadBackup(admin: Api, key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/zip' }), key);
  expectNoContent(await admin.postForm('/api/backups/upload', form), `Uploading backup ${key}`);
}

/** Identifies the database file itself: a restore moves another file into its place. */
export function databaseInode(dataDir: string): number {
  return statSync(join(dataDir, 'data.db')).ino;
}

/**
 * Asks for the restore, waits until the data directory holds the restored database and then
 * until `restored()` holds (a read that only the re-executed server can answer so).
 */
export async function restoreBackup(
  admin: Api,
  key: string,
  dataDir: string,
  restored: () => Promise<boolean>,
  timeoutMs = 40_000,
): Promise<void> {
  const before = databaseInode(dataDir);
  expectNoContent(await admin.post(`/api/backups/${encodeURIComponent(key)}/restore`), `Restoring backup ${key}`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inodeIfPresent(dataDir) !== before && (await answers(restored))) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`The restore of ${key} did not take effect within ${timeoutMs} ms`);
}

/** undefined for the instant the restore has moved the old file away and not the new one in. */
function inodeIfPresent(dataDir: string): number | undefined {
  try {
    return databaseInode(dataDir);
  } catch {
    return undefined;
  }
}

/** false while the server is between processes (connection refused). */
async function answers(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check();
  } catch {
    return false;
  }
}
