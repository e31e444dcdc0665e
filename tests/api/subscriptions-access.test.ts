// Newsletter sign-ups: anyone signs up (always active); only operators see or manage them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;
let guest: Api;
let user: TestUser;
let operator: TestUser;
let subscriptionId: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await superuserApi(server);
  guest = admin.guest;
  [user, operator] = await Promise.all([createUser(admin), createUser(admin, { role: 'operator' })]);
});

afterAll(() => server?.stop());

describe('signing up', () => {
  it('is open to guests, stores the address trimmed and lower-cased, and always starts active', async () => {
    const response = await guest.post(records('subscriptions'), {
      email: '  Maria.Costa@Example.PT ',
      status: 'unsubscribed',
    });

    expect(response.status).toBe(200);
    subscriptionId = response.body.id;
    const stored = await operator.api.get(records('subscriptions', subscriptionId));
    expect(stored.body).toMatchObject({ email: 'maria.costa@example.pt', status: 'active' });
  });

  it('refuses the same address twice, whatever its case', async () => {
    const again = await guest.post(records('subscriptions'), { email: 'MARIA.COSTA@example.pt' });

    expect(again.status).toBe(400);
    expect(again.body.data).toHaveProperty('email');
  });

  it('refuses something that is not an e-mail address', async () => {
    const response = await guest.post(records('subscriptions'), { email: 'not-an-email' });

    expect(response.status).toBe(400);
  });
});

describe('reading and managing sign-ups', () => {
  it('is refused to guests and ordinary users', async () => {
    for (const api of [guest, user.api]) {
      const list = await api.get(records('subscriptions'));
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([]);
      expect((await api.get(records('subscriptions', subscriptionId))).status).toBe(404);
      expect((await api.patch(records('subscriptions', subscriptionId), { status: 'unsubscribed' })).status).toBe(404);
      expect((await api.delete(records('subscriptions', subscriptionId))).status).toBe(404);
    }
  });

  it('is open to operators', async () => {
    const list = await operator.api.get(records('subscriptions'));
    const unsubscribe = await operator.api.patch(records('subscriptions', subscriptionId), { status: 'unsubscribed' });

    expect(list.body.items.map((item: { email: string }) => item.email)).toContain('maria.costa@example.pt');
    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.body.status).toBe('unsubscribed');
  });
});
