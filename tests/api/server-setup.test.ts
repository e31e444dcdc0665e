// The server as started for tests: the domain bundle runs in goja, and the settings migration
// and bootstrap hook leave the expected configuration (SMTP off without PARTILHA_SMTP_HOST).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserApi, type Api } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: Api;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
});

afterAll(() => server?.stop());

describe('the domain bundle inside PocketBase', () => {
  it('runs a zod schema of @partilha/domain and returns its spec messages', async () => {
    const response = await admin.guest.get('/api/market/health/domain');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      zod: true,
      accepted: true,
      messages: ['Invalid email address', 'Password must be at least 6 characters'],
    });
  });
});

describe('settings', () => {
  it('names the app Partilha and sends as Partilha from the default address', async () => {
    const { body } = await admin.get('/api/settings');

    expect(body.meta.appName).toBe('Partilha');
    expect(body.meta.senderName).toBe('Partilha');
    expect(body.meta.senderAddress).toBe('no-reply@partilha.local');
  });

  it('keeps SMTP off when PARTILHA_SMTP_HOST is not set', async () => {
    const { body } = await admin.get('/api/settings');

    expect(body.smtp.enabled).toBe(false);
  });

  it('limits the rate of sign-ins and record creation, and enables the batch API', async () => {
    const { body } = await admin.get('/api/settings');
    const labels = body.rateLimits.rules.map((rule: { label: string }) => rule.label);

    expect(body.rateLimits.enabled).toBe(true);
    expect(labels).toEqual(expect.arrayContaining(['*:auth', '*:create', 'users:create']));
    expect(body.batch.enabled).toBe(true);
    expect(body.batch.maxRequests).toBeGreaterThan(0);
  });

  it('refuses settings to anyone but a superuser', async () => {
    const response = await admin.guest.get('/api/settings');

    expect(response.status).toBe(401);
  });
});
