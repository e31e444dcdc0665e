import type { ThirdPartySignInFailure } from '@partilha/domain';
import PocketBase from 'pocketbase';
import { isNetworkError, suspendedAccountRefusal } from './auth-error-messages';

/**
 * Third-party sign-in through PocketBase's OAuth2 providers (the generic OpenID Connect one in
 * our deployments): a popup shows the provider's page, PocketBase tells this page the outcome
 * over realtime, and the session lands in the client's auth store.
 */

export interface ThirdPartyProvider {
  name: string;
  displayName: string;
}

/** The OAuth2 providers the server offers for the `users` collection ([] when none or unreachable). */
export async function listThirdPartyProviders(client: PocketBase): Promise<ThirdPartyProvider[]> {
  const methods = await client.collection('users').listAuthMethods();
  return (methods.oauth2?.enabled ? methods.oauth2.providers : []).map((p) => ({
    name: p.name,
    displayName: p.displayName,
  }));
}

export class ThirdPartySignInError extends Error {
  constructor(
    readonly failure: ThirdPartySignInFailure,
    /** The server's own words to show as they are: a suspended account's refusal with its reason. */
    readonly serverMessage: string | null = null,
  ) {
    super(`third-party sign-in failed: ${failure}`);
    this.name = 'ThirdPartySignInError';
  }
}

const POPUP_NAME = 'partilha_third_party_sign_in';
const REQUEST_KEY = 'third-party-sign-in';
const CLOSED_POLL_MS = 400;
/**
 * PocketBase sends the outcome to this page and then lets the popup close itself; the outcome can
 * arrive a moment after the popup is gone, so a closed popup counts as cancelled only after this.
 */
const CLOSED_GRACE_MS = 2000;

let pending = false;

function openPopup(): Window | null {
  const width = Math.min(1024, window.innerWidth);
  const height = Math.min(768, window.innerHeight);
  const left = window.screenX + (window.innerWidth - width) / 2;
  const top = window.screenY + (window.innerHeight - height) / 2;
  return window.open('', POPUP_NAME, `width=${width},height=${height},left=${left},top=${top},resizable,menubar=no`);
}

function failureOf(error: unknown): ThirdPartySignInFailure {
  if (error instanceof ThirdPartySignInError) return error.failure;
  if ((error as { isAbort?: unknown } | null)?.isAbort === true) return 'popupClosed';
  if (isNetworkError(error)) return 'network';
  return 'other';
}

/**
 * Signs in with `provider`. Call it straight from a click handler: the popup is opened at once so
 * browsers do not block it. Rejects with a ThirdPartySignInError naming what went wrong.
 */
export function signInWithThirdParty(client: PocketBase, provider: string): Promise<void> {
  if (pending) return Promise.reject(new ThirdPartySignInError('pending'));
  const popup = openPopup();
  if (!popup) return Promise.reject(new ThirdPartySignInError('popupBlocked'));
  pending = true;

  // A client of its own with request cancelling on, sharing the auth store: closing the popup
  // cancels the flow (and its realtime subscription), and success signs in the app's client.
  const flow = new PocketBase(client.baseURL, client.authStore);
  let closedSince = 0;
  const watch = window.setInterval(() => {
    if (!popup.closed) return;
    closedSince ||= Date.now();
    if (Date.now() - closedSince >= CLOSED_GRACE_MS) flow.cancelRequest(REQUEST_KEY);
  }, CLOSED_POLL_MS);

  return flow
    .collection('users')
    .authWithOAuth2({
      provider,
      requestKey: REQUEST_KEY,
      urlCallback: (url) => {
        popup.location.href = url;
      },
    })
    .then(() => undefined)
    .catch((error: unknown) => {
      throw new ThirdPartySignInError(failureOf(error), suspendedAccountRefusal(error));
    })
    .finally(() => {
      pending = false;
      window.clearInterval(watch);
      if (!popup.closed) popup.close();
    });
}
