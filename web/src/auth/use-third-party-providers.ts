import { listThirdPartyProviders, usePocketBase, type PocketBase, type ThirdPartyProvider } from '@partilha/data';
import { useEffect, useState } from 'react';

/** The provider our deployments configure: PocketBase's generic OpenID Connect one. */
export const THIRD_PARTY_PROVIDER = 'oidc';

// Asked once per page load and shared by the login and sign-up pages.
let asked: { client: PocketBase; answer: Promise<ThirdPartyProvider | null> } | null = null;

function askOnce(client: PocketBase): Promise<ThirdPartyProvider | null> {
  if (!asked || asked.client !== client) {
    const answer = listThirdPartyProviders(client)
      .then((providers) => providers.find((p) => p.name === THIRD_PARTY_PROVIDER) ?? null)
      .catch(() => null);
    asked = { client, answer };
  }
  return asked.answer;
}

/** The OpenID Connect provider when the server offers one, else null (no button shows). */
export function useThirdPartyProvider(): ThirdPartyProvider | null {
  const client = usePocketBase();
  const [provider, setProvider] = useState<ThirdPartyProvider | null>(null);
  useEffect(() => {
    let current = true;
    void askOnce(client).then((found) => current && setProvider(found));
    return () => {
      current = false;
    };
  }, [client]);
  return provider;
}
