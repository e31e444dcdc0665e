/**
 * One real PocketBase per test file: a temporary data directory (removed on stop), a free port
 * on 127.0.0.1, the repository's hooks and migrations. Use in beforeAll/afterAll:
 *
 *   let server: TestServer;
 *   beforeAll(async () => { server = await startTestServer(); });
 *   afterAll(() => server?.stop());
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPocketBase, type SuperuserCredentials } from '../../scripts/lib/pocketbase-server';

export interface TestServerOptions {
  /** A mail catcher (or any SMTP server) to deliver e-mails to; SMTP stays off without it. */
  smtp?: { host: string; port: number; user?: string; password?: string; from?: string };
  /** The website origin used in e-mail links (PARTILHA_APP_URL). */
  appUrl?: string;
  /**
   * Exempts 127.0.0.1 from the rate limits (PARTILHA_RATE_LIMIT_EXEMPT_IPS), for a file that makes
   * bursts no person makes (e.g. 100 booking requests in seconds). Off by default: every other
   * file meets the production limits.
   */
  rateLimitExempt?: boolean;
  /** Any other environment for the server. */
  env?: Record<string, string>;
  publicDir?: string;
  /** Print the server's log (off by default; a failed start always includes it). */
  verbose?: boolean;
}

export interface TestServer {
  url: string;
  dataDir: string;
  superuser: SuperuserCredentials;
  /** Stops the server and starts it again on the same data directory and address. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Server settings a developer may have exported; a test sets them itself or leaves them off. */
const SETTINGS_FROM_THE_SHELL = [
  'PARTILHA_APP_URL',
  'PARTILHA_PREVIEW_PASSWORD',
  'PARTILHA_OIDC_CLIENT_ID',
  'PARTILHA_OIDC_CLIENT_SECRET',
  'PARTILHA_OIDC_AUTH_URL',
  'PARTILHA_OIDC_TOKEN_URL',
  'PARTILHA_OIDC_USERINFO_URL',
  'PARTILHA_OIDC_DISPLAY_NAME',
  'PARTILHA_RATE_LIMIT_EXEMPT_IPS',
  'PARTILHA_MODERATION_UNDO_SECONDS',
];

export function testServerEnv(options: TestServerOptions): Record<string, string> {
  const env: Record<string, string> = Object.fromEntries(SETTINGS_FROM_THE_SHELL.map((key) => [key, '']));
  if (options.smtp) {
    env.PARTILHA_SMTP_HOST = options.smtp.host;
    env.PARTILHA_SMTP_PORT = String(options.smtp.port);
    if (options.smtp.user) env.PARTILHA_SMTP_USER = options.smtp.user;
    if (options.smtp.password) env.PARTILHA_SMTP_PASSWORD = options.smtp.password;
    if (options.smtp.from) env.PARTILHA_MAIL_FROM = options.smtp.from;
  } else {
    // A developer's own SMTP settings must not leak into tests.
    env.PARTILHA_SMTP_HOST = '';
  }
  if (options.appUrl) env.PARTILHA_APP_URL = options.appUrl;
  if (options.rateLimitExempt) env.PARTILHA_RATE_LIMIT_EXEMPT_IPS = '127.0.0.1';
  // A test server's clock jumps: its booking job runs only when a test asks (hooks/booking-timers.pb.ts).
  env.PARTILHA_BOOKING_TIMERS_SCHEDULE = 'manual';
  return { ...env, ...options.env };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partilha-pb-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const start = (port?: number) =>
      startPocketBase({
        dataDir,
        env: testServerEnv(options),
        quiet: !options.verbose,
        superuser: { email: 'superuser@partilha.test', password: 'superuser-password-1' },
        ...(options.publicDir ? { publicDir: options.publicDir } : {}),
        ...(port ? { port } : {}),
      });
    let server = await start();
    return {
      url: server.url,
      dataDir,
      superuser: server.superuser,
      restart: async () => {
        await server.stop();
        server = await start(server.port);
      },
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
