import { mkdir, symlink, writeFile } from 'node:fs/promises';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, requestedFile } from './app-protocol';
import { makeTempDir } from './test-support/temp-dir';

let tmp: { path: string; remove: () => Promise<void> };
let serverUrl = 'http://127.0.0.1:8090';
let handler: (request: Request) => Promise<Response>;

beforeEach(async () => {
  tmp = await makeTempDir();
  const root = join(tmp.path, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>console</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(tmp.path, 'secret.txt'), 'outside the renderer');
  await writeFile(join(root, 'notes.sh'), 'echo unknown type');
  await symlink(join(tmp.path, 'secret.txt'), join(root, 'assets', 'escape.js'));
  serverUrl = 'http://127.0.0.1:8090';
  handler = createAppProtocolHandler({ fs, rendererRoot: root, serverUrl: () => serverUrl });
});
afterEach(() => tmp.remove());

const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('the app:// protocol', () => {
  it('serves the renderer files with their type and the CSP naming the configured server', async () => {
    const response = await get('app://console/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8090;");
    expect(csp).toContain("img-src 'self' data: http://127.0.0.1:8090;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('follows a change of server in the CSP of the next response', async () => {
    serverUrl = 'https://partilha.example/pb';
    const csp = (await get('app://console/index.html')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://partilha.example;");
    expect(csp).not.toContain('127.0.0.1');
  });

  it('answers index.html for the root and for the renderer’s routes', async () => {
    for (const url of ['app://console/', 'app://console/index.html', 'app://console/bookings/abc']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>console</title>');
    }
  });

  it('refuses path traversal in every spelling, with the CSP still on the refusal', async () => {
    for (const url of [
      'app://console/%2e%2e/secret.txt',
      'app://console/assets/%2E%2E/%2E%2E/secret.txt',
      'app://console/assets%2F..%2F..%2Fsecret.txt',
      'app://console/assets/..%5C..%5Csecret.txt',
      'app://console/%00index.html',
      'app://console/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('outside the renderer');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('refuses a symlink leading out of the renderer, a missing file, an unknown type, another host', async () => {
    for (const url of [
      'app://console/assets/escape.js',
      'app://console/assets/missing.js',
      'app://console/notes.sh',
      'app://other/index.html',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('app://console/index.html', 'POST')).status).toBe(405);
    const head = await get('app://console/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('requestedFile', () => {
  it('maps URLs to paths inside the root, or null', () => {
    expect(requestedFile('app://console/assets/a.js')).toBe('assets/a.js');
    expect(requestedFile('app://console/')).toBe('index.html');
    expect(requestedFile('app://console/a/%2e%2e/b.js')).toBe('b.js'); // the URL parser resolves it first
    expect(requestedFile('app://console/a%2F..%2F..%2Fb.js')).toBeNull();
    expect(requestedFile('app://evil/a.js')).toBeNull();
    expect(requestedFile('not a url')).toBeNull();
  });
});
