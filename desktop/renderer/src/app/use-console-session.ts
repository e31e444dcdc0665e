import {
  consoleAuthSnapshot,
  createConsoleClient,
  restoreConsoleSession,
  signInToConsole,
  signOutOfConsole,
  toConsoleError,
  type ConsoleSession,
  type PocketBase,
  type StoredConsoleAuth,
} from '@partilha/data';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleBridge } from '../bridge/get-bridge';

export type SessionState =
  | { kind: 'starting' }
  | { kind: 'signedOut'; serverUrl: string; notice: string | null }
  | { kind: 'signedIn'; serverUrl: string; client: PocketBase; session: ConsoleSession };

function readStored(text: string | null): StoredConsoleAuth | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredConsoleAuth> | null;
    if (typeof value?.token === 'string' && value.record && typeof value.record === 'object') {
      return { token: value.token, record: value.record };
    }
  } catch {
    // A damaged copy is as good as none.
  }
  return null;
}

/**
 * The console's session: restored from the bridge at start (and confirmed with the server),
 * made by signing in (kept through the bridge), ended by signing out (forgotten by the bridge).
 */
export function useConsoleSession(bridge: ConsoleBridge) {
  const [state, setState] = useState<SessionState>({ kind: 'starting' });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { serverUrl } = await bridge.getSettings();
      const stored = readStored(await bridge.loadSession().catch(() => null));
      if (!stored) {
        if (!cancelled) setState({ kind: 'signedOut', serverUrl, notice: null });
        return;
      }
      const client = createConsoleClient(serverUrl);
      try {
        const session = await restoreConsoleSession(client, stored);
        if (cancelled) return;
        if (session) setState({ kind: 'signedIn', serverUrl, client, session });
        else {
          await bridge.clearSession();
          setState({ kind: 'signedOut', serverUrl, notice: null });
        }
      } catch (error) {
        const failure = toConsoleError(error);
        // Refused: forget the copy. Unreachable: keep it, the next start may reach the server.
        if (failure.status === 401 || failure.status === 403) await bridge.clearSession();
        if (!cancelled) setState({ kind: 'signedOut', serverUrl, notice: failure.message });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bridge]);

  const signIn = useCallback(
    async (serverUrl: string, email: string, password: string): Promise<'signedIn' | 'reloading'> => {
      const before = (await bridge.getSettings()).serverUrl;
      const settings = await bridge.setServerUrl(serverUrl);
      // The Electron shell reloads the window when the server's origin changes (its CSP names the
      // server), which would cut a sign-in short: the operator signs in once it has reloaded.
      if (bridge.kind === 'electron' && new URL(settings.serverUrl).origin !== new URL(before).origin)
        return 'reloading';
      const client = createConsoleClient(settings.serverUrl);
      const session = await signInToConsole(client, email, password);
      const snapshot = consoleAuthSnapshot(client);
      if (snapshot) await bridge.saveSession(JSON.stringify(snapshot));
      setState({ kind: 'signedIn', serverUrl: settings.serverUrl, client, session });
      return 'signedIn';
    },
    [bridge],
  );

  const signOut = useCallback(
    async (notice: string | null = null) => {
      setState((current) => {
        if (current.kind === 'signedIn') signOutOfConsole(current.client);
        const serverUrl = current.kind === 'starting' ? '' : current.serverUrl;
        return { kind: 'signedOut', serverUrl, notice };
      });
      await bridge.clearSession();
    },
    [bridge],
  );

  return { state, signIn, signOut };
}
