// SMTP, sender and public URL come from the environment on every start (hooks/bootstrap.pb.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { superuserApi } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: 2525, user: 'mailer', password: 'mail-secret', from: 'hello@partilha.test' },
    appUrl: 'http://127.0.0.1:5173/',
  });
});

afterAll(() => server?.stop());

it('turns SMTP on with the host, port and credentials of the environment', async () => {
  const admin = await superuserApi(server);
  const { body } = await admin.get('/api/settings');

  expect(body.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: 2525, username: 'mailer', tls: false });
});

it('sends as "Partilha" from PARTILHA_MAIL_FROM and links to the website origin', async () => {
  const admin = await superuserApi(server);
  const { body } = await admin.get('/api/settings');

  expect(body.meta).toMatchObject({
    senderName: 'Partilha',
    senderAddress: 'hello@partilha.test',
    appURL: 'http://127.0.0.1:5173',
  });
});
