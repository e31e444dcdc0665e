// Third-party sign-in through a real OpenID Connect provider: the authorization-code flow with
// PKCE, driven over plain HTTP, ends in a verified plain-user account named by the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { records, superuserApi, type Api, type Json } from '../support/api-client';
import { signInOverHttp, startOidcServer, oidcServerEnv, type OidcTestServer } from '../support/oidc-server';
import { startTestServer, type TestServer } from '../support/pocketbase';

const DISPLAY_NAME = 'Test Provider';

let oidc: OidcTestServer;
let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let guest: Api;

beforeAll(async () => {
  [oidc, mail] = await Promise.all([startOidcServer(), startMailCatcher()]);
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    env: oidcServerEnv(oidc, DISPLAY_NAME),
  });
  admin = await superuserApi(server);
  guest = admin.guest;
});

afterAll(async () => {
  await server?.stop();
  await oidc?.stop();
  await mail?.stop();
});

async function oidcMethod(): Promise<Json> {
  const { body } = await guest.get('/api/collections/users/auth-methods');
  return body.oauth2.providers.find((provider: { name: string }) => provider.name === 'oidc');
}

/** What the website's SDK does, minus the popup: sign in at the provider, then hand the code to PocketBase. */
async function signInWithOidc(createData?: Record<string, unknown>) {
  const method = await oidcMethod();
  const redirectURL = `${server.url}/api/oauth2-redirect`;
  const back = await signInOverHttp(`${method.authURL}${encodeURIComponent(redirectURL)}`);
  expect(`${back.origin}${back.pathname}`).toBe(redirectURL);
  expect(back.searchParams.get('state')).toBe(method.state);
  const code = back.searchParams.get('code') ?? '';
  const auth = await guest.post('/api/collections/users/auth-with-oauth2', {
    provider: 'oidc',
    code,
    codeVerifier: method.codeVerifier,
    redirectURL,
    ...(createData ? { createData } : {}),
  });
  return { auth, code, method, redirectURL };
}

describe('the provider as the website finds it', () => {
  it('is listed as "oidc" with the display name of the environment, using PKCE', async () => {
    const method = await oidcMethod();

    expect(method).toMatchObject({ name: 'oidc', displayName: DISPLAY_NAME, codeChallengeMethod: 'S256' });
    const authUrl = new URL(method.authURL);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(oidc.authUrl);
    expect(authUrl.searchParams.get('client_id')).toBe(oidc.clientId);
    expect(authUrl.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(authUrl.searchParams.get('code_challenge')).toBe(method.codeChallenge);
  });
});

describe('signing in', () => {
  let userId: string;

  it('creates a verified plain user with the provider e-mail and names, whatever createData claims', async () => {
    const { auth } = await signInWithOidc({ role: 'operator', verifiedProvider: true, ratingAsProvider: 5 });

    expect(auth.status).toBe(200);
    expect(auth.body.meta).toMatchObject({ isNew: true, email: oidc.account.email, name: oidc.account.name });
    expect(auth.body.record).toMatchObject({
      email: oidc.account.email,
      verified: true,
      role: 'user',
      verifiedProvider: false,
      ratingAsProvider: 0,
      displayName: 'Joana Ferreira',
      firstName: 'Joana',
      lastName: 'Ferreira',
      city: '',
      postalCode: '',
      notifyEmail: true,
      notifyPush: true,
      notifyMarketing: false,
    });
    userId = auth.body.record.id;
    const stored = await admin.get(records('users', userId));
    expect(stored.body).toMatchObject({ verified: true, role: 'user', emailVisibility: false });
  });

  it('sends no verification e-mail to an account the provider vouched for', async () => {
    // A password sign-up's verification e-mail arrives well within this (see account-emails.test.ts).
    await new Promise((wake) => setTimeout(wake, 1_500));

    expect(mail.messages().filter((message) => message.to.includes(oidc.account.email))).toEqual([]);
  });

  it('signs the same person into the same account the next time', async () => {
    const { auth } = await signInWithOidc();

    expect(auth.status).toBe(200);
    expect(auth.body.meta.isNew).toBe(false);
    expect(auth.body.record.id).toBe(userId);
    const self = await guest.as(auth.body.token).get(records('users', userId));
    expect(self.body.email).toBe(oidc.account.email);
  });

  it('keeps the profile the user edited since, instead of the provider names', async () => {
    const { auth } = await signInWithOidc();
    const edit = await guest.as(auth.body.token).patch(records('users', userId), { displayName: 'Joana F.' });
    expect(edit.status).toBe(200);

    const again = await signInWithOidc();

    expect(again.auth.body.record.displayName).toBe('Joana F.');
  });

  it('answers 400, never 500, to a reused code, a wrong verifier or an unknown provider', async () => {
    const first = await signInWithOidc();
    const reused = await guest.post('/api/collections/users/auth-with-oauth2', {
      provider: 'oidc',
      code: first.code,
      codeVerifier: first.method.codeVerifier,
      redirectURL: first.redirectURL,
    });

    const method = await oidcMethod();
    const back = await signInOverHttp(`${method.authURL}${encodeURIComponent(first.redirectURL)}`);
    const wrongVerifier = await guest.post('/api/collections/users/auth-with-oauth2', {
      provider: 'oidc',
      code: back.searchParams.get('code'),
      codeVerifier: 'not-the-verifier-of-this-code-not-the-verifier-of-this-code',
      redirectURL: first.redirectURL,
    });
    const unknown = await guest.post('/api/collections/users/auth-with-oauth2', { provider: 'google', code: 'x' });
    const empty = await guest.post('/api/collections/users/auth-with-oauth2', {});

    for (const response of [reused, wrongVerifier, unknown, empty]) expect(response.status).toBe(400);
  });

  it('sends the browser back with an error when the person cancels at the provider', async () => {
    const method = await oidcMethod();
    const back = await signInOverHttp(
      `${method.authURL}${encodeURIComponent(`${server.url}/api/oauth2-redirect`)}`,
      'abort',
    );

    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});
