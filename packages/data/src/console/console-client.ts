import PocketBase, { BaseAuthStore } from 'pocketbase';

/**
 * The console's PocketBase client. Its auth store lives in memory only: the console keeps the
 * session through its bridge (the OS keychain in Electron, sessionStorage in a browser), never in
 * the localStorage the website's client uses.
 */
export function createConsoleClient(serverUrl: string): PocketBase {
  const client = new PocketBase(serverUrl, new BaseAuthStore());
  // Tables refetch while filters change; a newer request never cancels an older one silently.
  client.autoCancellation(false);
  return client;
}
