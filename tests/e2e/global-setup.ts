import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';
import { startPocketBase } from '../../scripts/lib/pocketbase-server';

/**
 * Starts a mail catcher and a real PocketBase on a temporary data dir and a free loopback port,
 * serving the production build of the website (web/dist, built by `npm run test:e2e`).
 * Returns the teardown that stops both and removes the data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const publicDir = join(process.cwd(), 'web', 'dist');
  if (!existsSync(join(publicDir, 'index.html'))) {
    throw new Error('web/dist is missing: build the website first (`npm run build`).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'partilha-e2e-'));
  const mail = await startMailCatcher({ http: true });
  const server = await startPocketBase({
    dataDir,
    publicDir,
    quiet: true,
    env: {
      PARTILHA_SMTP_HOST: '127.0.0.1',
      PARTILHA_SMTP_PORT: String(mail.smtpPort),
    },
  });
  process.env.PARTILHA_E2E_URL = server.url;
  process.env.PARTILHA_E2E_MAIL_URL = mail.httpUrl ?? '';
  process.env.PARTILHA_E2E_SUPERUSER = JSON.stringify(server.superuser);
  return async () => {
    await server.stop();
    await mail.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
