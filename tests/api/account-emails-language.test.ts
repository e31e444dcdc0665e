// The account e-mails in the member's language (issue 19): a member who reads Partilha in
// European Portuguese gets them in Portuguese, everyone else in English, with the same working
// links and Partilha's layout either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { createUser, records, superuserApi, uniqueEmail, type Api } from '../support/api-client';
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

function mailTo(address: string): Promise<CaughtMail> {
  return mail.waitFor((message) => message.to.includes(address));
}

/** The link `{APP_URL}{path}?mode={mode}&oobCode=…` is in both parts, whatever the language. */
function expectLink(message: CaughtMail, path: string, mode: string): void {
  const prefix = `${APP_URL}${path}?mode=${mode}&oobCode=`;
  expect(message.html.replace(/&amp;/g, '&')).toContain(prefix);
  expect(message.text).toContain(prefix);
  expect(message.html).toContain('background:#1f6f5c');
  expect(message.html).not.toMatch(/<style|class="/);
}

function expectPortuguese(message: CaughtMail): void {
  expect(message.html).toContain('<html lang="pt-PT">');
  expect(message.text.startsWith('Olá,\n\n')).toBe(true);
  expect(message.text).toContain('A equipa da Partilha');
  expect(message.text).toContain('Se o botão não funcionar, copia esta ligação para o teu navegador:');
  expect(message.text.trimEnd().endsWith('Partilha — Uma economia de partilha sustentável, feita em Portugal')).toBe(
    true,
  );
  for (const english of ['Hello,', 'The Partilha team', 'If the button does not work']) {
    expect(`${message.subject}\n${message.text}`).not.toContain(english);
  }
}

function expectEnglish(message: CaughtMail): void {
  expect(message.html).toContain('<html lang="en">');
  expect(message.text.startsWith('Hello,\n\n')).toBe(true);
  expect(message.text).toContain('The Partilha team');
  expect(message.text.trimEnd().endsWith('Partilha — A sustainable sharing economy, made in Portugal')).toBe(true);
}

describe('the verification e-mail', () => {
  it('is in Portuguese for a member who signs up reading Portuguese, and its link verifies the account', async () => {
    const email = uniqueEmail('verify-pt');
    const created = await guest.post(records('users'), {
      email,
      password: 'Secret-123',
      passwordConfirm: 'Secret-123',
      preferredLanguage: 'pt-PT',
    });
    expect(created.status).toBe(200);

    const message = await mailTo(email);
    expect(message.subject).toBe('Confirma o teu endereço de e-mail na Partilha');
    expect(message.text).toContain('Confirmar o meu e-mail: ');
    expectPortuguese(message);
    expectLink(message, '/auth/verify-email', 'verifyEmail');
    const token = /oobCode=([A-Za-z0-9_.-]+)/.exec(message.text)?.[1] ?? '';
    expect((await guest.post('/api/collections/users/confirm-verification', { token })).status).toBe(204);
  });

  it('is in English for a member without a language', async () => {
    const email = uniqueEmail('verify-en');
    const created = await guest.post(records('users'), {
      email,
      password: 'Secret-123',
      passwordConfirm: 'Secret-123',
    });
    expect(created.status).toBe(200);

    const message = await mailTo(email);
    expect(message.subject).toBe('Confirm your email address for Partilha');
    expect(message.text).toContain('Confirm my email: ');
    expectEnglish(message);
    expectLink(message, '/auth/verify-email', 'verifyEmail');
  });
});

describe('the password reset e-mail', () => {
  it("follows each member's language", async () => {
    const portuguese = await createUser(admin, { profile: { preferredLanguage: 'pt-PT' } });
    const english = await createUser(admin, { profile: { preferredLanguage: 'en' } });
    for (const member of [portuguese, english]) {
      const asked = await guest.post('/api/collections/users/request-password-reset', { email: member.email });
      expect(asked.status).toBe(204);
    }

    const inPortuguese = await mailTo(portuguese.email);
    expect(inPortuguese.subject).toBe('Repõe a tua palavra-passe da Partilha');
    expect(inPortuguese.text).toContain('Escolher nova palavra-passe: ');
    expectPortuguese(inPortuguese);
    expectLink(inPortuguese, '/auth/reset-password', 'resetPassword');

    const inEnglish = await mailTo(english.email);
    expect(inEnglish.subject).toBe('Reset your Partilha password');
    expect(inEnglish.text).toContain('Choose a new password: ');
    expectEnglish(inEnglish);
    expectLink(inEnglish, '/auth/reset-password', 'resetPassword');
  });
});

describe('the e-mail change and password-changed e-mails', () => {
  it('are written in the member’s language', async () => {
    const member = await createUser(admin, { profile: { preferredLanguage: 'pt-PT' } });
    const newEmail = uniqueEmail('moved-pt');
    expect((await member.api.post('/api/collections/users/request-email-change', { newEmail })).status).toBe(204);

    const change = await mailTo(newEmail);
    expect(change.subject).toBe('Confirma o teu novo endereço de e-mail na Partilha');
    expectPortuguese(change);
    expectLink(change, '/auth/action', 'confirmEmailChange');

    const changed = await member.api.patch(records('users', member.id), {
      oldPassword: member.password,
      password: 'N3w-Password',
      passwordConfirm: 'N3w-Password',
    });
    expect(changed.status).toBe(200);
    const notice = await mail.waitFor(
      (message) => message.to.includes(member.email) && message.subject.includes('palavra-passe'),
    );
    expect(notice.subject).toBe('A tua palavra-passe da Partilha foi alterada');
    expect(notice.text.startsWith('Olá,\n\n')).toBe(true);
  });
});
