// Realtime notifications over raw SSE, as other people would try to read them (issue 20): the server
// sends a notification's events only to clients signed in as its recipient (and superusers), in
// PocketBase's shapes (topics, expand, fields, filter), and follows a client's change of topics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, realtimeTopic, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { RealtimeClient } from './permission-matrix/realtime-client';

/** How long an event may take to arrive, and how long we wait to be sure one never does. */
const ARRIVAL_MS = 5_000;
const SILENCE_MS = 1_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('realtime notifications', () => {
  let server: TestServer;
  let admin: Api;
  let recipient: TestUser;
  let member: TestUser;
  let operator: TestUser;
  const clients: RealtimeClient[] = [];

  /** A client subscribed to `topics` as `token`'s holder (none = a guest). */
  const subscribed = async (topics: string[], token?: string) => {
    const client = await RealtimeClient.open(server.url);
    clients.push(client);
    expect(await client.subscribe(topics, token)).toBe(204);
    return client;
  };

  const notify = async (user: string, content: string) => {
    const created = await admin.post(records('notifications'), { user, type: 'booking_request', content, read: false });
    expect(created.status).toBe(200);
    return created.body.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    recipient = await createUser(admin);
    member = await createUser(admin);
    operator = await createUser(admin, { role: 'operator' });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.stop();
  });

  it('sends a new notification to its recipient as the API shows it, and to nobody else', async () => {
    const everyRow = await subscribed(['notifications/*'], recipient.token);
    const oldForm = await subscribed(['notifications'], recipient.token);
    const secondTab = await subscribed(['notifications/*'], recipient.token);
    const expanded = await subscribed(
      [realtimeTopic('notifications/*', { query: { expand: 'user' } })],
      recipient.token,
    );
    const picked = await subscribed(
      [realtimeTopic('notifications/*', { query: { fields: 'id,content' } })],
      recipient.token,
    );
    const otherType = await subscribed(
      [realtimeTopic('notifications/*', { query: { filter: "type = 'message'" } })],
      recipient.token,
    );
    const superuser = await subscribed(['notifications/*'], admin.token);
    const others = [
      await subscribed(['notifications/*', 'notifications'], member.token),
      await subscribed([realtimeTopic('notifications/*', { query: { expand: 'user' } })], member.token),
      await subscribed(
        [realtimeTopic('notifications/*', { query: { filter: `user = '${recipient.id}'` } })],
        member.token,
      ),
      await subscribed(['notifications/*'], operator.token),
      await subscribed(['notifications/*', 'notifications']),
    ];

    const id = await notify(recipient.id, 'Someone requested to book "Garden help"');
    const asApi = (await recipient.api.get(records('notifications', id))).body;
    const expandedAsApi = (await recipient.api.get(records('notifications', id), { expand: 'user' })).body;

    await expect.poll(() => everyRow.eventsAbout(id), { timeout: ARRIVAL_MS }).toHaveLength(1);
    await expect.poll(() => expanded.eventsAbout(id).length + picked.events.length, { timeout: ARRIVAL_MS }).toBe(2);
    await expect.poll(() => oldForm.eventsAbout(id).length + secondTab.eventsAbout(id).length).toBe(2);
    await expect.poll(() => superuser.eventsAbout(id), { timeout: ARRIVAL_MS }).toHaveLength(1);
    await pause(SILENCE_MS);

    expect(everyRow.events).toEqual([{ topic: 'notifications/*', data: { action: 'create', record: asApi } }]);
    expect(oldForm.events).toEqual([{ topic: 'notifications', data: { action: 'create', record: asApi } }]);
    expect(secondTab.events).toEqual(everyRow.events);
    expect(expanded.events).toHaveLength(1);
    expect(expanded.events[0]!.data).toEqual({ action: 'create', record: expandedAsApi });
    expect(expandedAsApi.expand.user.id).toBe(recipient.id);
    expect(picked.events.map((event) => event.data)).toEqual([
      { action: 'create', record: { id, content: 'Someone requested to book "Garden help"' } },
    ]);
    expect(superuser.events.map((event) => event.data)).toEqual([
      { action: 'create', record: (await admin.get(records('notifications', id))).body },
    ]);
    expect(otherType.events).toEqual([]);
    for (const other of others) expect(other.events).toEqual([]);
  });

  it("sends the recipient's marking read to the recipient's topics only", async () => {
    const id = await notify(recipient.id, 'Your booking was approved');
    const thisRow = await subscribed([`notifications/${id}`], recipient.token);
    const everyRow = await subscribed(['notifications/*'], recipient.token);
    const others = [
      await subscribed([`notifications/${id}`, 'notifications/*'], member.token),
      await subscribed([`notifications/${id}`], operator.token),
      await subscribed([`notifications/${id}`]),
    ];
    expect((await recipient.api.patch(records('notifications', id), { read: true })).status).toBe(200);

    await expect.poll(() => thisRow.events.length + everyRow.events.length, { timeout: ARRIVAL_MS }).toBe(2);
    await pause(SILENCE_MS);
    expect(thisRow.events.map((event) => [event.topic, (event.data as { action: string }).action])).toEqual([
      [`notifications/${id}`, 'update'],
    ]);
    expect((everyRow.events[0]!.data as { record: { read: boolean } }).record.read).toBe(true);
    for (const other of others) expect(other.events).toEqual([]);
  });

  it("follows a client's change of topics", async () => {
    const moved = await subscribed(['users/*'], recipient.token);
    const left = await subscribed(['notifications/*'], recipient.token);
    expect(await moved.subscribe(['notifications/*'], recipient.token)).toBe(204);
    expect(await left.subscribe(['bookings/*'], recipient.token)).toBe(204);
    // A member who signed in on a guest's stream gets that member's own rows, not the recipient's.
    const upgraded = await subscribed(['notifications/*']);
    expect(await upgraded.subscribe(['notifications/*'], member.token)).toBe(204);

    const id = await notify(recipient.id, 'New message');
    const own = await notify(member.id, 'Your request was sent');
    await expect.poll(() => moved.eventsAbout(id), { timeout: ARRIVAL_MS }).toHaveLength(1);
    await expect.poll(() => upgraded.eventsAbout(own), { timeout: ARRIVAL_MS }).toHaveLength(1);
    await pause(SILENCE_MS);
    expect(left.events).toEqual([]);
    expect(upgraded.eventsAbout(id)).toEqual([]);
  });
});
