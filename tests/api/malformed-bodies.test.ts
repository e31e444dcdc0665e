// Malformed request bodies (issue 21): a JSON body that is not one JSON object gets a 400 with a
// clear message on every route — Go, JS and PocketBase's own — before any handler reads it, and
// the request log keeps it as the client's mistake (info, status 400), not as a server error.
// Before, the JS routes answered "Something went wrong while processing your request." and logged
// the decoder's "unexpected EOF" as an error with status 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const MESSAGE = 'The request body must be a JSON object.';
const BODIES = ['{"status":', '{bad json}', '[{"status":"approved"}]', 'null', '"approved"', '{"a":1} and more', ' \n'];

describe('malformed request bodies', () => {
  let server: TestServer;
  let admin: Api;
  let member: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ rateLimitExempt: true });
    admin = await superuserApi(server);
    member = await createUser(admin);
  }, 60_000);
  afterAll(() => server?.stop());

  const routes = [
    { path: '/api/market/bookings', served: 'Go' },
    { path: '/api/market/bookings/abcdefghijklmno/status', served: 'JS' },
    { path: '/api/market/bookings/abcdefghijklmno/cancel', served: 'JS' },
    { path: '/api/market/bookings/abcdefghijklmno/details', served: 'JS' },
    { path: records('listings'), served: 'PocketBase' },
    { path: '/api/collections/users/auth-with-password', served: 'PocketBase' },
  ];

  async function send(path: string, body: string, token?: string) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as { status: number; message: string } };
  }

  it('answers each with a 400 that says what is wrong, for members and guests alike', async () => {
    for (const { path, served } of routes) {
      for (const body of BODIES) {
        for (const token of [member.token, undefined]) {
          const answer = await send(path, body, token);
          expect([answer.status, answer.body.message], `${served} ${path} ${JSON.stringify(body)}`).toEqual([
            400,
            MESSAGE,
          ]);
        }
      }
    }
  });

  it('still takes a well-formed body, whatever it says', async () => {
    const answer = await send('/api/market/bookings/abcdefghijklmno/status', ' {"status":"approved"} \n', member.token);
    expect(answer.status).toBe(404);
    expect(answer.body.message).not.toBe(MESSAGE);
  });

  it('logs them as the client’s mistakes, not as errors', async () => {
    const marker = `malformed${Date.now()}`;
    const path = `/api/market/bookings/abcdefghijklmno/status?${marker}`;
    for (const body of BODIES) expect((await send(path, body, member.token)).status).toBe(400);
    // A well-formed refusal after them: once it is in the (batched, ordered) log, they are too.
    expect((await send(path, '{"status":"approved"}', member.token)).status).toBe(404);
    let entries: { level: number; data: { status: number } }[] = [];
    for (let wait = 0; wait < 40 && !entries.some((entry) => entry.data.status === 404); wait += 1) {
      await new Promise((wake) => setTimeout(wake, 250));
      entries = (await admin.get('/api/logs', { filter: `data.url ~ "${marker}"`, perPage: 100 })).body.items ?? [];
    }
    const malformed = entries.filter((entry) => entry.data.status !== 404);
    expect(malformed).toHaveLength(BODIES.length);
    expect(malformed.map((entry) => [entry.level, entry.data.status])).toEqual(BODIES.map(() => [0, 400]));
  });
});
