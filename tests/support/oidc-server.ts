/**
 * A real OpenID Connect provider (npm `oidc-provider`) on 127.0.0.1 for the sign-in tests: one
 * confidential client (authorization code with PKCE required, secret sent in the Authorization
 * header), one account, and a small sign-in page of our own in place of the package's
 * development screens. The page shows the account and a "Sign in as {name}" button; pressing it
 * signs the account in and grants the requested scopes in one step, like a provider that
 * remembers its user. A "Cancel" button ends the flow with access_denied.
 *
 * The client accepts any loopback redirect URI whose path is `/api/oauth2-redirect` (PocketBase's
 * redirect page) on any port, so the provider can start before the PocketBase it serves;
 * `redirectUris` pins exact ones instead.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcAccount {
  email: string;
  name: string;
}

export interface OidcServerOptions {
  /** A free port when absent. */
  port?: number;
  /** Exact redirect URIs; default: `http://127.0.0.1/api/oauth2-redirect` and the localhost one, any port. */
  redirectUris?: string[];
  account?: Partial<OidcAccount>;
}

export interface OidcTestServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  issuer: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  account: OidcAccount;
  stop(): Promise<void>;
}

export const DEFAULT_OIDC_ACCOUNT: OidcAccount = { email: 'joana.ferreira@partilha.test', name: 'Joana Ferreira' };

const ACCOUNT_ID = 'test-account-1';
const CLIENT_ID = 'partilha-tests';
const LOOPBACK_REDIRECTS = ['http://127.0.0.1/api/oauth2-redirect', 'http://localhost/api/oauth2-redirect'];

/**
 * oidc-provider prints notices meant for people deploying it (Node version, in-memory storage,
 * development keys): true, and noise in test output. Only its own prefixed lines are dropped.
 */
function silenceProviderNotices(): void {
  const marker = Symbol.for('partilha.oidcNoticesSilenced');
  const flags = globalThis as unknown as Record<symbol, boolean>;
  if (flags[marker]) return;
  flags[marker] = true;
  for (const level of ['warn', 'info'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider ')) return;
      original(...args);
    };
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function signInPage(uid: string, account: OidcAccount, clientId: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider — sign in</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:28rem}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><main><h1>Test provider</h1>
<p>${escapeHtml(clientId)} asks to know your name and email address.</p>
<p>Signed in here as <strong>${escapeHtml(account.name)}</strong> (${escapeHtml(account.email)}).</p>
<form method="post" action="${action}/login"><button type="submit">Sign in as ${escapeHtml(account.name)}</button></form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startOidcServer(options: OidcServerOptions = {}): Promise<OidcTestServer> {
  silenceProviderNotices();
  const { default: Provider } = await import('oidc-provider');

  const port = options.port ?? (await freeLoopbackPort());
  const issuer = `http://127.0.0.1:${port}`;
  const account: OidcAccount = { ...DEFAULT_OIDC_ACCOUNT, ...options.account };
  const [givenName = '', ...familyNames] = account.name.split(' ');
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        // "native" is what lets a loopback redirect URI match on any port (RFC 8252).
        application_type: options.redirectUris ? 'web' : 'native',
        redirect_uris: options.redirectUris ?? LOOPBACK_REDIRECTS,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    async findAccount(_ctx, id) {
      if (id !== ACCOUNT_ID) return undefined;
      return {
        accountId: ACCOUNT_ID,
        async claims() {
          return {
            sub: ACCOUNT_ID,
            email: account.email,
            // The provider vouches for the address, as Google does for its accounts.
            email_verified: true,
            name: account.name,
            given_name: givenName,
            family_name: familyNames.join(' '),
          };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><title>Test provider — error</title></head><body><h1>${escapeHtml(
        String(out.error),
      )}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p></body></html>`;
    },
  });
  const handleProtocol = provider.callback();

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('The interaction in the cookie is not the one in the address');
    if (req.method === 'GET' && !step) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage(uid, account, String(details.params.client_id)));
      return;
    }
    if (req.method === 'POST' && step === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'POST' && step === 'login') {
      const clientId = String(details.params.client_id);
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId: ACCOUNT_ID, clientId }))
        : new provider.Grant({ accountId: ACCOUNT_ID, clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: ACCOUNT_ID }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const interaction = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(path);
    if (!interaction) {
      handleProtocol(req, res);
      return;
    }
    // The forms carry nothing; the body is drained so the connection can be reused.
    req.resume();
    handleInteraction(req, res, decodeURIComponent(interaction[1] ?? ''), interaction[2]).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    issuer,
    authUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/me`,
    clientId: CLIENT_ID,
    clientSecret,
    account,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The PARTILHA_OIDC_* environment that points a PocketBase at this provider. */
export function oidcServerEnv(oidc: OidcTestServer, displayName?: string): Record<string, string> {
  return {
    PARTILHA_OIDC_CLIENT_ID: oidc.clientId,
    PARTILHA_OIDC_CLIENT_SECRET: oidc.clientSecret,
    PARTILHA_OIDC_AUTH_URL: oidc.authUrl,
    PARTILHA_OIDC_TOKEN_URL: oidc.tokenUrl,
    PARTILHA_OIDC_USERINFO_URL: oidc.userInfoUrl,
    ...(displayName ? { PARTILHA_OIDC_DISPLAY_NAME: displayName } : {}),
  };
}

/**
 * Goes through the provider's sign-in as a browser would, with plain HTTP: opens the
 * authorization URL, follows the redirects to the sign-in page (keeping the provider's cookies),
 * presses "Sign in as …" (or "Cancel"), and follows on until the provider sends the browser
 * away. Returns that last address: the redirect URI with `code` and `state` (or `error`).
 */
export async function signInOverHttp(authorizationUrl: string, choice: 'login' | 'abort' = 'login'): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  const send = async (url: URL, method: 'GET' | 'POST') => {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

  let url = new URL(authorizationUrl);
  let method: 'GET' | 'POST' = 'GET';
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin !== issuerOrigin) return url;
    const response = await send(url, method);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      method = 'GET';
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !/^\/interaction\/[^/]+$/.test(url.pathname)) {
      throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 300)}`);
    }
    url = new URL(`${url.pathname}/${choice}`, url);
    method = 'POST';
  }
  throw new Error('The provider kept redirecting');
}
