// The website's security headers (issue 7; pocketbase/hooks/website-headers.pb.ts): the server
// serves --publicDir at `/` with a Content-Security-Policy and the usual headers on the page, on
// every SPA route that falls back to it and on its assets; API answers keep PocketBase's own
// headers and still work, and an unknown API path is a JSON 404, not the page. A small site is
// written for the test, so no website build is needed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserApi } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { WEBSITE_HEADERS } from '../support/website-headers';

const PAGE = '<!doctype html><title>Partilha test site</title><script type="module" src="/assets/app.js"></script>';
const SCRIPT = 'document.title = "ready";';

let server: TestServer;
let siteDir: string;

/** A minimal built site: index.html and one asset. */
function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'partilha-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'assets', 'app.js'), SCRIPT);
  return dir;
}

interface Answer {
  status: number;
  type: string;
  headers: Headers;
  body: string;
}

async function get(path: string): Promise<Answer> {
  const response = await fetch(new URL(path, server.url), { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: await response.text(),
  };
}

function websiteHeadersOf(answer: Answer): Record<string, string | null> {
  return Object.fromEntries(Object.keys(WEBSITE_HEADERS).map((name) => [name, answer.headers.get(name)]));
}

beforeAll(async () => {
  siteDir = writeSite();
  server = await startTestServer({ publicDir: siteDir });
});

afterAll(async () => {
  await server?.stop();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the website', () => {
  it('serves the page at / with the security headers', async () => {
    const answer = await get('/');

    expect({ status: answer.status, type: answer.type, body: answer.body }).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: PAGE,
    });
    expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
  });

  it('serves the same page with the same headers on a route of the single-page app', async () => {
    for (const path of ['/home', '/listings/abc123', '/auth/login?redirect=%2Fmy-bookings']) {
      const answer = await get(path);
      // /home's head (title, description, language alternates) is written in the visitor's language
      // (issue 19); the rest of the page is the app's own.
      const body =
        path === '/home'
          ? answer.body.replace(/<title>[\s\S]*\/>(?=<script)/, '<title>Partilha test site</title>')
          : answer.body;

      expect({ path, status: answer.status, body }).toEqual({ path, status: 200, body: PAGE });
      expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    }
  });

  it('serves an asset with its own type and the security headers', async () => {
    const answer = await get('/assets/app.js');

    expect({ status: answer.status, type: answer.type, body: answer.body }).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: SCRIPT,
    });
    expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
  });
});

describe('the API', () => {
  it('still answers, without the website headers (they belong to the page alone)', async () => {
    const admin = await superuserApi(server);
    const health = await get('/api/health');
    const listings = await admin.get('/api/collections/listings/records', { perPage: 1 });

    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ code: 200 });
    expect(listings.status).toBe(200);
    expect(listings.body).toMatchObject({ page: 1, perPage: 1 });
    expect(health.headers.get('content-security-policy')).toBeNull();
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404 instead of the website page', async () => {
    const answer = await get('/api/no-such-route');

    expect(answer.status).toBe(404);
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 404 });
  });
});
