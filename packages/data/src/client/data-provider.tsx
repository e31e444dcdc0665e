import type PocketBase from 'pocketbase';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authStateAtom, toSessionUser, type AuthState } from '../auth/auth-state';
import { createCollections, type Collections } from '../collections/collections';
import { startInBrowserLanguage } from '../language/language-choice';
import { createStore, Provider, useAtomValue } from '../state/jotai';

const ClientContext = createContext<PocketBase | null>(null);

/**
 * Gives the tree a PocketBase client and keeps the auth state in sync with it: loading until a
 * stored session has been checked with the server, then signed in or out; any later sign-in,
 * sign-out or profile refresh updates the state without a reload.
 */
export function DataProvider({ client, children }: { client: PocketBase; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    // The language is known before the first draw, so nothing is drawn in the wrong one (issue 19).
    if (typeof window !== 'undefined') startInBrowserLanguage(created);
    return created;
  });

  useEffect(() => {
    let alive = true;
    const publish = () => {
      const user = client.authStore.isValid ? toSessionUser(client.authStore.record) : null;
      const next: AuthState = user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
      store.set(authStateAtom, next);
    };
    const stopListening = client.authStore.onChange(() => {
      if (alive) publish();
    });
    if (client.authStore.isValid && client.authStore.record?.collectionName === 'users') {
      client
        .collection('users')
        .authRefresh()
        .catch(() => client.authStore.clear())
        .finally(() => alive && publish());
    } else {
      if (client.authStore.token) client.authStore.clear();
      publish();
    }
    return () => {
      alive = false;
      stopListening();
    };
  }, [client, store]);

  return (
    <ClientContext.Provider value={client}>
      <Provider store={store}>{children}</Provider>
    </ClientContext.Provider>
  );
}

export function usePocketBase(): PocketBase {
  const client = useContext(ClientContext);
  if (!client) throw new Error('usePocketBase must be used inside <DataProvider>');
  return client;
}

export function useAuth(): AuthState {
  return useAtomValue(authStateAtom);
}

/** Typed collections over the provider's client (one set per client). */
export function useCollections(): Collections {
  const client = usePocketBase();
  return useMemo(() => createCollections(client), [client]);
}
