import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';
import { freePort, startPocketBase } from '../../scripts/lib/pocketbase-server';
import { oidcServerEnv, startOidcServer } from '../support/oidc-server';
import { startStaticServer } from './console/static-server';

/** The name on the third-party sign-in button: "Continue with Test Provider". */
const E2E_OIDC_DISPLAY_NAME = 'Test Provider';

/**
 * Starts a mail catcher, a local OpenID Connect provider and a real PocketBase on a temporary
 * data dir and a free loopback port, serving the production build of the website (web/dist,
 * built by `npm run test:e2e`). The site is served by PocketBase itself, so the server's own
 * address is the website origin of the e-mail links (PARTILHA_APP_URL). The operator console's
 * renderer build (out/desktop/renderer, `npm run build:desktop`) is served by a static file
 * server on another loopback port: another origin than the API, as `npm run desktop:web` is.
 *
 * Exported to the tests: PARTILHA_E2E_URL, PARTILHA_E2E_CONSOLE_URL (the console, whose server
 * address the tests set as an operator does), PARTILHA_E2E_DATA_DIR (the server's data directory,
 * for rows no API can create), PARTILHA_E2E_MAIL_URL (the inbox; `/api/messages`
 * lists `{ id, from, to[], subject, text, html, receivedAt }` newest first),
 * PARTILHA_E2E_SUPERUSER (`{ email, password }`) and PARTILHA_E2E_OIDC_ACCOUNT
 * (`{ email, name, displayName }`: the provider's one account and the button's provider name).
 * Returns the teardown that stops everything and removes the data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // PARTILHA_E2E_PUBLIC_DIR lets a second build (e.g. `vite build --outDir …`) be tested without
  // touching web/dist, which another run may be serving.
  const publicDir = process.env.PARTILHA_E2E_PUBLIC_DIR ?? join(process.cwd(), 'web', 'dist');
  if (!existsSync(join(publicDir, 'index.html'))) {
    throw new Error(`${publicDir} is missing: build the website first (\`npm run build\`).`);
  }
  // PARTILHA_E2E_CONSOLE_DIR, like PARTILHA_E2E_PUBLIC_DIR, lets another build of the console be tested.
  const consoleDir = process.env.PARTILHA_E2E_CONSOLE_DIR ?? join(process.cwd(), 'out', 'desktop', 'renderer');
  if (!existsSync(join(consoleDir, 'index.html'))) {
    throw new Error(
      `${join(consoleDir, 'index.html')} is missing: build the operator console first (\`npm run build:desktop\`).`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'partilha-e2e-'));
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const [mail, oidc] = await Promise.all([startMailCatcher({ http: true }), startOidcServer()]);
  // A copy taken now: a `build:desktop` during the run (it empties its output first) cannot pull
  // the files from under a test.
  const consoleCopy = mkdtempSync(join(tmpdir(), 'partilha-e2e-console-'));
  cpSync(consoleDir, consoleCopy, { recursive: true });
  const consoleSite = await startStaticServer(consoleCopy);
  const server = await startPocketBase({
    dataDir,
    port,
    publicDir,
    quiet: true,
    env: {
      PARTILHA_SMTP_HOST: '127.0.0.1',
      PARTILHA_SMTP_PORT: String(mail.smtpPort),
      PARTILHA_APP_URL: siteUrl,
      // The gate is off unless a test server turns it on; a developer's own setting must not leak in.
      PARTILHA_PREVIEW_PASSWORD: '',
      // Every person of these tests comes from 127.0.0.1, and the suite makes bursts a single
      // person never does (a CI run hit the 20 booking requests a minute). The limits themselves
      // are proven by tests/api/rate-limits.test.ts (docs/adr/0004).
      PARTILHA_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      // The booking job runs when a test asks (tests/e2e/booking-timers.spec.ts), not on its own.
      PARTILHA_BOOKING_TIMERS_SCHEDULE: 'manual',
      ...oidcServerEnv(oidc, E2E_OIDC_DISPLAY_NAME),
    },
  });
  process.env.PARTILHA_E2E_URL = server.url;
  process.env.PARTILHA_E2E_CONSOLE_URL = consoleSite.url;
  process.env.PARTILHA_E2E_DATA_DIR = dataDir;
  process.env.PARTILHA_E2E_MAIL_URL = mail.httpUrl ?? '';
  process.env.PARTILHA_E2E_SUPERUSER = JSON.stringify(server.superuser);
  process.env.PARTILHA_E2E_OIDC_ACCOUNT = JSON.stringify({ ...oidc.account, displayName: E2E_OIDC_DISPLAY_NAME });
  return async () => {
    await server.stop();
    await Promise.all([mail.stop(), oidc.stop(), consoleSite.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(consoleCopy, { recursive: true, force: true });
  };
}
