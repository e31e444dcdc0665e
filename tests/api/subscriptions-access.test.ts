// Newsletter sign-ups: anyone signs up through POST /api/market/subscriptions (newsletter-sign-up.test.ts);
// the raw collection is for operators only, so it cannot tell a guest whether an address is subscribed.
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
  it('is refused to guests and users over the raw collection API (they use the route)', async () => {
    for (const api of [guest, user.api]) {
      const response = await api.post(records('subscriptions'), { email: 'someone@example.pt' });
      expect(response.status).toBe(400);
    }
    const listed = await operator.api.get(records('subscriptions'), { filter: 'email = "someone@example.pt"' });
    expect(listed.body.totalItems).toBe(0);
  });

  it('stores an address trimmed and lower-cased, and always starts active', async () => {
    const response = await operator.api.post(records('subscriptions'), {
      email: '  Maria.Costa@Example.PT ',
      status: 'unsubscribed',
    });

    expect(response.status).toBe(200);
    subscriptionId = response.body.id;
    const stored = await operator.api.get(records('subscriptions', subscriptionId));
    expect(stored.body).toMatchObject({ email: 'maria.costa@example.pt', status: 'active' });
  });

  it('refuses the same address twice, whatever its case', async () => {
    const again = await operator.api.post(records('subscriptions'), { email: 'MARIA.COSTA@example.pt' });

    expect(again.status).toBe(400);
    expect(again.body.data).toHaveProperty('email');
  });

  it.each(['not-an-email', 'ana@localhost', 'ana silva@example.pt', ''])(
    'refuses %j with "Invalid email address"',
    async (email) => {
      const response = await operator.api.post(records('subscriptions'), { email });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid email address');
    },
  );
});

describe('reading and managing sign-ups', () => {
  it('is refused to guests and ordinary users', async () => {
    for (const api of [guest, user.api]) {
      const list = await api.get(records('subscriptions'));
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([]);
      expect((await api.get(records('subscriptions', subscriptionId))).status).toBe(404);
      // The update and delete rules are null: only superusers pass PocketBase's own check.
      expect((await api.patch(records('subscriptions', subscriptionId), { status: 'unsubscribed' })).status).toBe(403);
      expect((await api.delete(records('subscriptions', subscriptionId))).status).toBe(403);
    }
  });

  it('is read by operators, who change a status only through the audited console route', async () => {
    const list = await operator.api.get(records('subscriptions'));
    const patch = await operator.api.patch(records('subscriptions', subscriptionId), { status: 'unsubscribed' });
    const removal = await operator.api.delete(records('subscriptions', subscriptionId));
    expect(list.body.items.map((item: { email: string }) => item.email)).toContain('maria.costa@example.pt');
    expect(patch.status).toBe(403);
    expect(removal.status).toBe(403);
    expect((await operator.api.get(records('subscriptions', subscriptionId))).body.status).toBe('active');

    const unsubscribe = await operator.api.post(`/api/console/subscriptions/${subscriptionId}/status`, {
      status: 'unsubscribed',
      reason: 'Asked by e-mail',
    });

    expect(unsubscribe.status).toBe(200);
    expect(unsubscribe.body).toMatchObject({ id: subscriptionId, status: 'unsubscribed' });
  });
});
