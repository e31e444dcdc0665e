// Third-party sign-in is configured from the environment on every start: off without a client
// id, "your account provider" without a display name, and no start at all when half configured.
// Also: a provider name longer than the profile's name fields still signs the person in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { request } from '../support/api-client';
import { oidcServerEnv, signInOverHttp, startOidcServer, type OidcTestServer } from '../support/oidc-server';
import { startTestServer, type TestServer } from '../support/pocketbase';

/** 3 + 96 characters: longer than the 80 that displayName and lastName hold. */
const LONG_NAME = `Ana ${'Sousa '.repeat(16).trim()}`;

let oidc: OidcTestServer;
let withoutProvider: TestServer;
let unnamedProvider: TestServer;

beforeAll(async () => {
  oidc = await startOidcServer({ account: { email: 'ana.sousa@partilha.test', name: LONG_NAME } });
  [withoutProvider, unnamedProvider] = await Promise.all([
    startTestServer(),
    startTestServer({ env: oidcServerEnv(oidc) }),
  ]);
});

afterAll(async () => {
  await Promise.all([withoutProvider?.stop(), unnamedProvider?.stop()]);
  await oidc?.stop();
});

it('offers no third-party sign-in without PARTILHA_OIDC_CLIENT_ID, and answers an attempt with 403', async () => {
  const methods = await request(withoutProvider.url, 'GET', '/api/collections/users/auth-methods');
  const attempt = await request(withoutProvider.url, 'POST', '/api/collections/users/auth-with-oauth2', {
    json: { provider: 'oidc', code: 'anything', codeVerifier: 'anything', redirectURL: 'http://127.0.0.1/' },
  });

  expect(methods.body.oauth2).toMatchObject({ enabled: false, providers: [] });
  expect(methods.body.password.enabled).toBe(true);
  expect(attempt.status).toBe(403);
});

it('names the provider "your account provider" when PARTILHA_OIDC_DISPLAY_NAME is unset', async () => {
  const { body } = await request(unnamedProvider.url, 'GET', '/api/collections/users/auth-methods');

  expect(body.oauth2.enabled).toBe(true);
  expect(body.oauth2.providers).toHaveLength(1);
  expect(body.oauth2.providers[0]).toMatchObject({ name: 'oidc', displayName: 'your account provider' });
});

it('refuses to start with a client id but no secret or endpoints, naming what is missing', async () => {
  const start = startTestServer({ env: { PARTILHA_OIDC_CLIENT_ID: 'partilha', PARTILHA_OIDC_AUTH_URL: oidc.authUrl } });

  await expect(start).rejects.toThrow(
    'PARTILHA_OIDC_CLIENT_ID is set, so PARTILHA_OIDC_CLIENT_SECRET, PARTILHA_OIDC_TOKEN_URL, PARTILHA_OIDC_USERINFO_URL must be set too.',
  );
});

it('signs in a person whose provider name is longer than the name fields, cut to 80 characters', async () => {
  const { body: methods } = await request(unnamedProvider.url, 'GET', '/api/collections/users/auth-methods');
  const [method] = methods.oauth2.providers;
  const redirectURL = `${unnamedProvider.url}/api/oauth2-redirect`;
  const back = await signInOverHttp(`${method.authURL}${encodeURIComponent(redirectURL)}`);

  const auth = await request(unnamedProvider.url, 'POST', '/api/collections/users/auth-with-oauth2', {
    json: { provider: 'oidc', code: back.searchParams.get('code'), codeVerifier: method.codeVerifier, redirectURL },
  });

  expect(auth.status).toBe(200);
  expect(auth.body.record).toMatchObject({
    email: 'ana.sousa@partilha.test',
    displayName: LONG_NAME.slice(0, 80).trim(),
    firstName: 'Ana',
    lastName: LONG_NAME.slice(4, 84).trim(),
  });
});
