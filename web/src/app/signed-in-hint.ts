import { useAuth } from '@partilha/data';
import { SIGNED_IN_HINT_COOKIE } from '@partilha/domain';
import { useEffect } from 'react';

/**
 * A cookie that says someone is signed in on this browser, for the server's first view of a page
 * (docs/adr/0018): with it the header leaves out "Sign in" and /home is not drawn as the visitors'
 * landing page. A hint only — it carries no identity and grants nothing; the session stays in the
 * SDK's storage and every request proves itself with its token.
 */
const A_YEAR_S = 365 * 24 * 60 * 60;

export function writeSignedInHint(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Keeps the cookie in step with the session. */
export function useSignedInHint(): void {
  const auth = useAuth();
  useEffect(() => {
    if (auth.status !== 'loading') writeSignedInHint(auth.status === 'signedIn');
  }, [auth.status]);
}
