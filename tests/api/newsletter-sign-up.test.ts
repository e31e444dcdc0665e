// The website's newsletter sign-up, POST /api/market/subscriptions: a valid address, a repeated
// sign-up answered exactly like a first one (so the answer reveals nothing), one record per
// address, ten sign-ups a minute per visitor; only operators see the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const THANKS = { ok: true, message: 'Thanks for subscribing!' };

let server: TestServer;
let admin: Api;
let guest: Api;
let user: TestUser;
let operator: TestUser;
/** Sign-ups sent to the route so far in this file (they all count towards its rate limit). */
let signUps = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  guest = admin.guest;
  [user, operator] = await Promise.all([createUser(admin), createUser(admin, { role: 'operator' })]);
});

afterAll(() => server?.stop());

function subscribe(email: unknown, api: Api = guest) {
  signUps += 1;
  return api.post('/api/market/subscriptions', { email });
}

async function stored(email: string) {
  const { body } = await admin.get(records('subscriptions'), { filter: `email = "${email}"` });
  return body.items as { email: string; status: string }[];
}

describe('signing up', () => {
  it('thanks a visitor and stores the address trimmed, lower-cased and active', async () => {
    const answer = await subscribe('  Rita.Sousa@Example.PT ');

    expect(answer).toEqual({ status: 200, body: THANKS });
    expect(await stored('rita.sousa@example.pt')).toMatchObject([{ email: 'rita.sousa@example.pt', status: 'active' }]);
  });

  it('answers a repeated sign-up exactly like the first one and keeps a single record', async () => {
    const again = await subscribe('rita.sousa@example.pt');
    const shouted = await subscribe('RITA.SOUSA@EXAMPLE.PT', user.api);

    expect(again).toEqual({ status: 200, body: THANKS });
    expect(shouted).toEqual({ status: 200, body: THANKS });
    expect(await stored('rita.sousa@example.pt')).toHaveLength(1);
  });

  it('makes an address that had unsubscribed active again', async () => {
    const [first] = await stored('rita.sousa@example.pt');
    const id = (first as unknown as { id: string }).id;
    const unsubscribe = await operator.api.post(`/api/console/subscriptions/${id}/status`, {
      status: 'unsubscribed',
      reason: 'Asked to stop the newsletter',
    });
    expect(unsubscribe.status).toBe(200);
    expect(await stored('rita.sousa@example.pt')).toMatchObject([{ status: 'unsubscribed' }]);

    expect(await subscribe('rita.sousa@example.pt')).toEqual({ status: 200, body: THANKS });
    expect(await stored('rita.sousa@example.pt')).toMatchObject([{ status: 'active' }]);
  });

  it.each(['not-an-email', 'rita@localhost', 'rita sousa@example.pt', '', 42, null])(
    'refuses %j with "Invalid email address"',
    async (email) => {
      const answer = await subscribe(email);

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Invalid email address');
    },
  );

  it('answers a body that is not a JSON object with 400, never 500', async () => {
    // Sent as the superuser, whom rate limits exempt: this file's ten sign-ups a minute are spent above.
    for (const body of ['{"email": ', '[1,2]', 'null']) {
      const answer = await fetch(`${server.url}/api/market/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: admin.token ?? '' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
  });
});

describe('the list', () => {
  it('stays hidden from guests and users, and is open to operators', async () => {
    const asGuest = await guest.get(records('subscriptions'));
    const asUser = await user.api.get(records('subscriptions'));
    const asOperator = await operator.api.get(records('subscriptions'));

    expect(asGuest.body.items).toEqual([]);
    expect(asUser.body.items).toEqual([]);
    expect(asOperator.body.items.map((item: { email: string }) => item.email)).toEqual(['rita.sousa@example.pt']);
  });
});

describe('flooding', () => {
  it('answers 429 once a visitor has signed up ten times within a minute', async () => {
    const withinLimit: number[] = [];
    while (signUps < 10) withinLimit.push((await subscribe(`flood-${signUps}@example.pt`)).status);
    const eleventh = await subscribe('one-too-many@example.pt');

    expect(withinLimit.every((status) => status === 200)).toBe(true);
    expect(eleventh.status).toBe(429);
    expect(await stored('one-too-many@example.pt')).toEqual([]);
  });
});
