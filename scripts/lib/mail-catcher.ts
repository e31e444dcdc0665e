// A real SMTP server that keeps every message it receives, with a small web inbox.
// `npm start` runs it so developers can read verification, reset and booking e-mails; the tests
// start one per suite and read the messages PocketBase actually sent. Loopback only.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcher {
  smtpPort: number;
  /** Web inbox (HTML at `/`, JSON at `/api/messages`); absent unless `http: true`. */
  httpUrl: string | null;
  messages(): CaughtMail[];
  /** Resolves with the first message (already caught or arriving) that matches, or rejects on timeout. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  host?: string;
  smtpPort?: number;
  http?: boolean;
  httpPort?: number;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
const KEEP_MESSAGES = 500;

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const mails: CaughtMail[] = [];
  const waiters = new Set<{ match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }>();
  let nextId = 1;

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'catcher' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const mail: CaughtMail = {
              id: nextId++,
              from: parsed.from?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: new Date().toISOString(),
            };
            mails.push(mail);
            if (mails.length > KEEP_MESSAGES) mails.shift();
            for (const waiter of [...waiters]) {
              if (waiter.match(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: HttpServer | null = null;
  let httpUrl: string | null = null;
  if (options.http) {
    http = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/messages' && req.method === 'DELETE') {
        mails.length = 0;
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === '/api/messages') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...mails].reverse()));
        return;
      }
      const single = /^\/messages\/(\d+)$/.exec(url.pathname);
      if (single) {
        const mail = mails.find((m) => m.id === Number(single[1]));
        if (!mail) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        // The message's own HTML is shown in a sandboxed frame: it cannot run scripts here.
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderMessagePage(mail));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderInbox(mails));
    });
    await new Promise<void>((resolve, reject) => {
      http!.once('error', reject);
      http!.listen(options.httpPort ?? 0, host, () => resolve());
    });
    httpUrl = `http://${host}:${(http.address() as AddressInfo).port}`;
  }

  return {
    smtpPort,
    httpUrl,
    messages: () => [...mails],
    waitFor(match, timeoutMs = 15_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter = { match, resolve: (m: CaughtMail) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear: () => {
      mails.length = 0;
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function renderInbox(mails: CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
        `<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Partilha — development inbox</title><style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1c2127}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}</style></head>
<body><h1>Development inbox</h1><p>Every e-mail the local PocketBase sends lands here (${mails.length}). Refreshes every 5 s.</p>
<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No e-mails yet.</td></tr>'}</tbody></table></body></html>`;
}

function renderMessagePage(mail: CaughtMail): string {
  const body = mail.html
    ? `<iframe sandbox="" title="Message body" style="width:100%;height:70vh;border:1px solid #ddd" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : `<pre>${escapeHtml(mail.text)}</pre>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem}</style></head><body><p><a href="/">← Inbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1><p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to.join(', '))}</p>${body}</body></html>`;
}
