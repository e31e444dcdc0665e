/**
 * Third-party sign-in through PocketBase's generic OpenID Connect provider (`oidc`) on `users`,
 * configured from the environment on every start so that the environment is the single source
 * of truth (Google or any other OpenID Connect provider in production, a local one in tests):
 * PARTILHA_OIDC_CLIENT_ID (unset: third-party sign-in off), PARTILHA_OIDC_CLIENT_SECRET,
 * PARTILHA_OIDC_AUTH_URL, PARTILHA_OIDC_TOKEN_URL, PARTILHA_OIDC_USERINFO_URL,
 * PARTILHA_OIDC_DISPLAY_NAME (the button reads "Continue with {displayName}").
 */

export const OIDC_PROVIDER_NAME = 'oidc';

/** Shown as "Continue with your account provider" when the operator names no provider. */
export const DEFAULT_OIDC_DISPLAY_NAME = 'your account provider';

const REQUIRED_WITH_CLIENT_ID = [
  'PARTILHA_OIDC_CLIENT_SECRET',
  'PARTILHA_OIDC_AUTH_URL',
  'PARTILHA_OIDC_TOKEN_URL',
  'PARTILHA_OIDC_USERINFO_URL',
] as const;

/** The provider entry for the environment, or null when third-party sign-in is off. */
export function oidcProviderFromEnvironment(env: (key: string) => string): PbOAuth2ProviderConfig | null {
  const clientId = env('PARTILHA_OIDC_CLIENT_ID').trim();
  if (!clientId) return null;

  // A half-configured provider would only fail later, in a user's sign-in popup.
  const missing = REQUIRED_WITH_CLIENT_ID.filter((key) => env(key).trim() === '');
  if (missing.length > 0) {
    throw new Error(`PARTILHA_OIDC_CLIENT_ID is set, so ${missing.join(', ')} must be set too.`);
  }

  return {
    name: OIDC_PROVIDER_NAME,
    clientId,
    clientSecret: env('PARTILHA_OIDC_CLIENT_SECRET').trim(),
    authURL: env('PARTILHA_OIDC_AUTH_URL').trim(),
    tokenURL: env('PARTILHA_OIDC_TOKEN_URL').trim(),
    userInfoURL: env('PARTILHA_OIDC_USERINFO_URL').trim(),
    displayName: env('PARTILHA_OIDC_DISPLAY_NAME').trim() || DEFAULT_OIDC_DISPLAY_NAME,
    // Proof Key for Code Exchange: an intercepted authorization code is useless on its own.
    pkce: true,
  };
}

/** Turns OAuth2 sign-in on `users` on with the provider of the environment, or off without one. */
export function applyOidcProvider(app: PbApp, env: (key: string) => string): void {
  const provider = oidcProviderFromEnvironment(env);
  const users = app.findCollectionByNameOrId('users');
  users.oauth2.enabled = provider !== null;
  users.oauth2.providers = provider ? [provider] : [];
  app.save(users);
}
