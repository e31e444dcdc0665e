// The moderation flow's own server: a PocketBase serving the website build with its own mail
// catcher, so the Transparency figures of the day hold this flow's notices, decision and appeal
// and nothing of the other specs (they share the global setup's server). The same settings as
// tests/e2e/global-setup.ts, bound to 127.0.0.1 on free ports; the console (served by the global
// setup) is pointed at it as an operator points it, by typing its address at sign-in.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { freePort, startPocketBase } from '../../scripts/lib/pocketbase-server';
import { superuserApi, type Api } from '../support/api-client';

export interface FlowServer {
  /** The API and website origin (also PARTILHA_APP_URL: the origin of every e-mail's links). */
  url: string;
  /** Its superuser, signed in: creates the people of the flow. */
  admin: Api;
  mail: MailCatcher;
  stop(): Promise<void>;
}

/** Starts the flow's PocketBase (a copy of web/dist as its public dir) and mail catcher; `stop` removes its data. */
export async function startFlowServer(): Promise<FlowServer> {
  const publicDir = process.env.PARTILHA_E2E_PUBLIC_DIR ?? join(process.cwd(), 'web', 'dist');
  if (!existsSync(join(publicDir, 'index.html'))) {
    throw new Error(`${publicDir} is missing: build the website first (\`npm run build:web\`).`);
  }
  const root = mkdtempSync(join(tmpdir(), 'partilha-e2e-moderation-'));
  const dataDir = join(root, 'pb_data');
  // A copy taken now, as the global setup copies the console: a `build:web` during the run (it
  // empties web/dist first) cannot pull the website's chunks from under the flow.
  const siteCopy = join(root, 'public');
  cpSync(publicDir, siteCopy, { recursive: true });
  const mail = await startMailCatcher({ host: '127.0.0.1' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    const server = await startPocketBase({
      dataDir,
      port,
      host: '127.0.0.1',
      publicDir: siteCopy,
      quiet: true,
      env: {
        PARTILHA_SMTP_HOST: '127.0.0.1',
        PARTILHA_SMTP_PORT: String(mail.smtpPort),
        PARTILHA_APP_URL: url,
        PARTILHA_PREVIEW_PASSWORD: '',
        // As in the global setup: every person of the test comes from 127.0.0.1. The undo window
        // is left at its real 10 seconds (PARTILHA_MODERATION_UNDO_SECONDS unset).
        PARTILHA_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      },
    });
    const admin = await superuserApi({ url: server.url, superuser: server.superuser });
    return {
      url: server.url,
      admin,
      mail,
      async stop() {
        await server.stop();
        await mail.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** The e-mail to `to` whose subject matches, already caught or arriving (the server sends after it answers). */
export async function mailTo(server: FlowServer, to: string, subject: RegExp, timeoutMs = 15_000): Promise<CaughtMail> {
  const address = to.toLowerCase();
  try {
    return await server.mail.waitFor(
      (mail) => mail.to.some((recipient) => recipient.toLowerCase() === address) && subject.test(mail.subject),
      timeoutMs,
    );
  } catch {
    const seen = server.mail
      .messages()
      .map((mail) => `${mail.to.join(',')}: ${mail.subject}`)
      .join('; ');
    throw new Error(`No e-mail to ${to} matching ${subject} (inbox: ${seen || 'none'})`);
  }
}

/** The first link of the e-mail (HTML, then text) that starts with the server's origin + `pathPrefix`. */
export function linkIn(server: FlowServer, mail: Pick<CaughtMail, 'html' | 'text'>, pathPrefix: string): string {
  const start = `${server.url}${pathPrefix}`;
  const links = [
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&')),
    ...(mail.text.match(/https?:\/\/[^\s)\]>"]+/g) ?? []),
  ];
  const link = links.find((candidate) => candidate.startsWith(start));
  if (!link) throw new Error(`No link starting with ${start} in the e-mail (links: ${links.join(', ') || 'none'})`);
  return link;
}

/** The titles the public search of the flow's server finds for `words` (no session: what anyone sees). */
export async function searchTitles(server: FlowServer, words: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/market/search?search=${encodeURIComponent(words)}&perPage=50`);
  if (response.status !== 200) throw new Error(`Search answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { items: Array<{ title: string }> };
  return body.items.map((item) => item.title);
}
