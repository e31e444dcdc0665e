// The account e-mails as a person receives them (real SMTP into a catcher): Partilha's words,
// links to the website's pages, tokens that work with PocketBase's confirm calls, and the
// reset-password policy enforced by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createUser,
  records,
  request,
  superuserApi,
  uniqueEmail,
  type Api,
  type ApiResponse,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const APP_URL = 'https://partilha.example';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let guest: Api;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ smtp: { host: '127.0.0.1', port: mail.smtpPort }, appUrl: APP_URL });
  admin = await superuserApi(server);
  guest = admin.guest;
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  return mail.waitFor((message) => message.to.includes(address) && subject.test(message.subject));
}

/** The token of the first link to `{APP_URL}{path}?mode={mode}&oobCode=…`, checked in both the HTML and the text part. */
function tokenOf(message: CaughtMail, path: string, mode: string): string {
  const prefix = `${APP_URL}${path}?mode=${mode}&oobCode=`;
  const pattern = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_.-]+)`);
  const inHtml = pattern.exec(message.html.replace(/&amp;/g, '&'))?.[1];
  const inText = pattern.exec(message.text)?.[1];
  expect(inHtml, `link ${prefix}… in the HTML part`).toBeTruthy();
  expect(inText).toBe(inHtml);
  return inHtml ?? '';
}

function expectPartilhaWording(message: CaughtMail): void {
  expect(message.subject).toContain('Partilha');
  expect(message.text).toContain('Partilha');
  expect(message.from).toBe('no-reply@partilha.local');
  for (const foreign of ['PocketBase', 'pocketbase', '/_/', 'Google', 'Firebase', 'Firestore']) {
    expect(`${message.subject}\n${message.html}\n${message.text}`).not.toContain(foreign);
  }
  expectPartilhaLayout(message);
}

/**
 * The layout every Partilha e-mail shares: the name on the website's accent colour, inline
 * styles only (no <style> block, no classes), and a plain-text part without markup that greets,
 * signs off and ends with the footer.
 */
function expectPartilhaLayout(message: CaughtMail): void {
  expect(message.html).toContain('background:#1f6f5c');
  expect(message.html).toContain('>Partilha</td>');
  expect(message.html).not.toMatch(/<style|class="/);
  expect(message.text).not.toMatch(/<[a-z/][^>]*>/i);
  expect(message.text.startsWith('Hello,\n\n')).toBe(true);
  expect(message.text).toContain('The Partilha team');
  expect(message.text.trimEnd().endsWith('Partilha — A sustainable sharing economy, made in Portugal')).toBe(true);
}

function signInStatus(email: string, password: string): Promise<ApiResponse> {
  return request(server.url, 'POST', '/api/collections/users/auth-with-password', {
    json: { identity: email, password },
  });
}

async function signUp(email: string, extra: Record<string, unknown> = {}): Promise<ApiResponse> {
  return guest.post(records('users'), { email, password: 'Secret-123', passwordConfirm: 'Secret-123', ...extra });
}

describe('e-mail verification', () => {
  it('is sent by the server after a sign-up, in Partilha words, with a token that verifies the account', async () => {
    const email = uniqueEmail('verify');
    const created = await signUp(email);
    expect(created.status).toBe(200);
    expect(created.body.verified).toBe(false);

    const message = await mailTo(email, /^Confirm your email address for Partilha$/);
    expectPartilhaWording(message);
    const token = tokenOf(message, '/auth/verify-email', 'verifyEmail');

    const confirm = await guest.post('/api/collections/users/confirm-verification', { token });
    expect(confirm.status).toBe(204);
    expect((await signInStatus(email, 'Secret-123')).body.record.verified).toBe(true);
  });

  it('cannot be skipped by a sign-up that calls itself verified', async () => {
    const email = uniqueEmail('self-verified');
    const created = await signUp(email, { verified: true });

    expect(created.status).toBe(400);
    expect(created.body.data).toHaveProperty('verified');
    expect((await admin.get(records('users'), { filter: `email = "${email}"` })).body.items).toEqual([]);
  });

  it('sends one e-mail when the website also asks for one right after the sign-up', async () => {
    const email = uniqueEmail('verify-once');
    expect((await signUp(email)).status).toBe(200);
    const resend = await guest.post('/api/collections/users/request-verification', { email });

    expect(resend.status).toBe(204);
    await mailTo(email, /Confirm your email address/);
    await new Promise((wake) => setTimeout(wake, 1_500));
    expect(mail.messages().filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('sends nothing for an account a superuser creates', async () => {
    const user = await createUser(admin, { complete: false });
    await new Promise((wake) => setTimeout(wake, 1_000));

    expect(mail.messages().filter((message) => message.to.includes(user.email))).toEqual([]);
  });
});

describe('password reset', () => {
  let email: string;
  let token: string;

  beforeAll(async () => {
    email = (await createUser(admin, { password: 'old-password-1' })).email;
  });

  it('e-mails a link to /auth/reset-password in Partilha words', async () => {
    const asked = await guest.post('/api/collections/users/request-password-reset', { email });
    expect(asked.status).toBe(204);

    const message = await mailTo(email, /^Reset your Partilha password$/);
    expectPartilhaWording(message);
    token = tokenOf(message, '/auth/reset-password', 'resetPassword');
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('refuses %s with "%s" and keeps the old password', async (password, message) => {
    const confirm = await guest.post('/api/collections/users/confirm-password-reset', {
      token,
      password,
      passwordConfirm: password,
    });

    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(message);
    expect((await signInStatus(email, 'old-password-1')).status).toBe(200);
  });

  it('accepts a password that follows the policy; only the new one signs in afterwards', async () => {
    const confirm = await guest.post('/api/collections/users/confirm-password-reset', {
      token,
      password: 'N3w-Password',
      passwordConfirm: 'N3w-Password',
    });

    expect(confirm.status).toBe(204);
    expect((await signInStatus(email, 'N3w-Password')).status).toBe(200);
    expect((await signInStatus(email, 'old-password-1')).status).toBe(400);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const asked = await guest.post('/api/collections/users/request-password-reset', { email: unknown });
    await new Promise((wake) => setTimeout(wake, 1_000));

    expect(asked.status).toBe(204);
    expect(mail.messages().filter((message) => message.to.includes(unknown))).toEqual([]);
  });
});

describe('e-mail change', () => {
  it('e-mails the new address a link to /auth/action; the token and the password change the address', async () => {
    const user = await createUser(admin);
    const newEmail = uniqueEmail('moved');
    const asked = await user.api.post('/api/collections/users/request-email-change', { newEmail });
    expect(asked.status).toBe(204);

    const message = await mailTo(newEmail, /^Confirm your new email address for Partilha$/);
    expectPartilhaWording(message);
    const token = tokenOf(message, '/auth/action', 'confirmEmailChange');

    const wrongPassword = await guest.post('/api/collections/users/confirm-email-change', {
      token,
      password: 'nope-nope',
    });
    const confirm = await guest.post('/api/collections/users/confirm-email-change', { token, password: user.password });

    expect(wrongPassword.status).toBe(400);
    expect(confirm.status).toBe(204);
    expect((await signInStatus(newEmail, user.password)).status).toBe(200);
    expect((await signInStatus(user.email, user.password)).status).toBe(400);
  });
});

describe('bad input', () => {
  it('is answered with 400, never 500', async () => {
    const answers = await Promise.all([
      guest.post('/api/collections/users/confirm-verification', { token: 'not-a-token' }),
      guest.post('/api/collections/users/confirm-password-reset', {
        token: 'not-a-token',
        password: 'N3w-Password',
        passwordConfirm: 'N3w-Password',
      }),
      guest.post('/api/collections/users/confirm-password-reset', { token: 'not-a-token', password: 42 }),
      guest.post('/api/collections/users/confirm-email-change', { token: 'not-a-token', password: 'x' }),
      guest.post('/api/collections/users/request-password-reset', { email: 'not-an-email' }),
      guest.post('/api/collections/users/request-verification', { email: ['a@b.pt'] }),
    ]);
    const malformed = await fetch(`${server.url}/api/collections/users/confirm-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token": ',
    });

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(malformed.status).toBe(400);
  });
});
