// The optional preview gate, checked by the server: on only when PARTILHA_PREVIEW_PASSWORD is
// set, "Invalid password" for a wrong one, and ten tries a minute per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, superuserApi } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const PASSWORD = 'preview-Ω-correct horse';

let gated: TestServer;
let open: TestServer;

beforeAll(async () => {
  [gated, open] = await Promise.all([
    startTestServer({ env: { PARTILHA_PREVIEW_PASSWORD: PASSWORD } }),
    startTestServer(),
  ]);
});

afterAll(() => Promise.all([gated?.stop(), open?.stop()]));

/** Tries made on the gated server so far in this file (they all count towards its rate limit). */
let gatedTries = 0;

function tryPassword(server: TestServer, body: unknown) {
  if (server === gated) gatedTries += 1;
  return request(server.url, 'POST', '/api/market/preview', { json: body });
}

describe('with PARTILHA_PREVIEW_PASSWORD set', () => {
  it('says the gate is on', async () => {
    const state = await request(gated.url, 'GET', '/api/market/preview');

    expect(state).toEqual({ status: 200, body: { enabled: true } });
  });

  it('asks crawlers to stay out of the whole site (robots.txt, issue 18)', async () => {
    const [closed, usual] = await Promise.all([fetch(`${gated.url}/robots.txt`), fetch(`${open.url}/robots.txt`)]);

    expect(await closed.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(await usual.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });

  it('accepts the password', async () => {
    expect(await tryPassword(gated, { password: PASSWORD })).toEqual({ status: 200, body: { ok: true } });
  });

  it.each([
    ['a wrong password', { password: 'preview-Ω-correct horsE' }],
    ['a prefix of it', { password: PASSWORD.slice(0, -1) }],
    ['an empty one', { password: '' }],
    ['no password', {}],
    ['a number', { password: 42 }],
  ])('answers %s with 400 "Invalid password", without echoing anything', async (_case, body) => {
    const answer = await tryPassword(gated, body);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid password');
    expect(JSON.stringify(answer.body)).not.toContain('preview-');
  });

  it('answers a body that is not a JSON object with 400, never 500', async () => {
    for (const body of ['{"password": ', '[1,2]', 'null']) {
      gatedTries += 1;
      const answer = await fetch(`${gated.url}/api/market/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
  });

  it('answers 429 once an address has tried ten times within a minute', async () => {
    const withinLimit: number[] = [];
    while (gatedTries < 10) withinLimit.push((await tryPassword(gated, { password: 'guess' })).status);
    const eleventh = await tryPassword(gated, { password: 'guess' });
    const rightButTooLate = await tryPassword(gated, { password: PASSWORD });

    expect(withinLimit.length).toBeGreaterThan(0);
    expect(withinLimit.every((status) => status === 400)).toBe(true);
    expect(eleventh.status).toBe(429);
    expect(rightButTooLate.status).toBe(429);
    expect((await request(gated.url, 'GET', '/api/market/preview')).status).toBe(200);
  });

  it('keeps the password and the guesses out of the server log', async () => {
    const admin = await superuserApi(gated);
    // PocketBase writes its request log in batches, every 3 s.
    let entries: unknown[] = [];
    for (let wait = 0; wait < 40 && entries.length < gatedTries; wait += 1) {
      await new Promise((wake) => setTimeout(wake, 250));
      const logs = await admin.get('/api/logs', { filter: 'data.url ~ "/api/market/preview"', perPage: 100 });
      entries = logs.body.items ?? [];
    }

    expect(entries.length).toBeGreaterThanOrEqual(gatedTries);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('correct horse');
  });
});

describe('without it', () => {
  it('says there is no gate and lets anything through', async () => {
    expect(await request(open.url, 'GET', '/api/market/preview')).toEqual({ status: 200, body: { enabled: false } });
    expect(await tryPassword(open, { password: 'anything' })).toEqual({ status: 200, body: { ok: true } });
    expect(await tryPassword(open, {})).toEqual({ status: 200, body: { ok: true } });
  });
});
