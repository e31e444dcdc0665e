// Resend of the verification e-mail follows the spec's 60-second cooldown (spec 000 §9): nothing
// new before it, a new e-mail after it — PocketBase alone would stay silent for two minutes.
// This file waits a real minute.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { records, request, uniqueEmail } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let mail: MailCatcher;
let server: TestServer;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ smtp: { host: '127.0.0.1', port: mail.smtpPort } });
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

it(
  'sends a new verification e-mail on Resend once 60 seconds have passed, not before',
  { timeout: 90_000 },
  async () => {
    const email = uniqueEmail('resend');
    const mailsTo = () => mail.messages().filter((message) => message.to.includes(email));
    const resend = () =>
      request(server.url, 'POST', '/api/collections/users/request-verification', { json: { email } });

    const signUp = await request(server.url, 'POST', records('users'), {
      json: { email, password: 'Secret-123', passwordConfirm: 'Secret-123' },
    });
    expect(signUp.status).toBe(200);
    await mail.waitFor((message) => message.to.includes(email));

    await sleep(50_000);
    expect((await resend()).status).toBe(204);
    await sleep(1_500);
    expect(mailsTo()).toHaveLength(1);

    await sleep(10_000);
    expect((await resend()).status).toBe(204);
    await mail.waitFor(() => mailsTo().length === 2, 5_000);
    expect(mailsTo()).toHaveLength(2);
  },
);
