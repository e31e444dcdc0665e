import type PocketBase from 'pocketbase';
import { statusOf } from '../auth/response-status';

/**
 * The optional preview gate (DESIGN.md): the server says whether it is on, and checks the
 * password itself, so the password never reaches the website's code.
 */

/** Whether the server asks visitors for the preview password; off when the server does not say. */
export async function fetchPreviewGate(client: PocketBase): Promise<{ enabled: boolean }> {
  const body = (await client.send('/api/market/preview', { method: 'GET' })) as { enabled?: unknown } | null;
  return { enabled: body?.enabled === true };
}

/** true when the server accepts the password, false when it refuses it; throws on other failures. */
export async function unlockPreview(client: PocketBase, password: string): Promise<boolean> {
  try {
    await client.send('/api/market/preview', { method: 'POST', body: { password } });
    return true;
  } catch (error) {
    if (statusOf(error) === 400 || statusOf(error) === 401 || statusOf(error) === 403) return false;
    throw error;
  }
}
