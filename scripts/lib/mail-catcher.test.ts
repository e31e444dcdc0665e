import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

// Speaks raw SMTP to the catcher, like PocketBase's mailer does.
function sendRawMail(port: number, to: string, subject: string, body: string): Promise<void> {
  const script = [
    'EHLO test.local',
    'MAIL FROM:<no-reply@partilha.local>',
    `RCPT TO:<${to}>`,
    'DATA',
    `From: Partilha <no-reply@partilha.local>\r\nTo: ${to}\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1');
    let step = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      if (/^[45]\d\d /m.test(chunk)) reject(new Error(chunk));
      if (step < script.length && /^\d{3} /m.test(chunk)) socket.write(`${script[step++]}\r\n`);
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ http: true });
  });
  afterAll(async () => {
    await catcher.stop();
  });

  it('keeps a message delivered over SMTP and shows it in the web inbox', async () => {
    const waiting = catcher.waitFor((m) => m.to.includes('ana@example.pt'));
    await sendRawMail(catcher.smtpPort, 'ana@example.pt', 'Verify your email', 'Open http://x/auth/action?token=abc');
    const mail = await waiting;
    expect(mail.subject).toBe('Verify your email');
    expect(mail.text).toContain('token=abc');

    const inbox = await fetch(`${catcher.httpUrl}/api/messages`).then((r) => r.json());
    expect(inbox[0].subject).toBe('Verify your email');
    const page = await fetch(`${catcher.httpUrl}/`).then((r) => r.text());
    expect(page).toContain('Verify your email');
  });

  it('times out with the list of what did arrive', async () => {
    await expect(catcher.waitFor((m) => m.to.includes('nobody@example.pt'), 200)).rejects.toThrow(
      /ana@example.pt: Verify your email/,
    );
  });
});
