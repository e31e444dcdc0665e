// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createWebBridge, type WebBridgeEnvironment } from './web-bridge';

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

let opened: string[];
let downloads: { name: string; bytes: number[]; type: string }[];
let pending: Promise<void>[];

function bridge(overrides: Partial<WebBridgeEnvironment> = {}) {
  return createWebBridge({
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    openWindow: (url) => opened.push(url),
    download: (name, blob) => {
      // Bytes, not text(): text() would decode and drop the BOM this test checks.
      pending.push(
        blob
          .arrayBuffer()
          .then((buffer) => void downloads.push({ name, bytes: [...new Uint8Array(buffer)], type: blob.type })),
      );
    },
    ...overrides,
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  opened = [];
  downloads = [];
  pending = [];
});

describe('the web bridge', () => {
  it('is the web kind, with the local server by default or the build-time one', async () => {
    expect(bridge().kind).toBe('web');
    expect(await bridge().getSettings()).toEqual({ serverUrl: 'http://127.0.0.1:8090' });
    expect(await bridge({ defaultServerUrl: 'https://partilha.example/' }).getSettings()).toEqual({
      serverUrl: 'https://partilha.example',
    });
  });

  it('keeps a valid server URL normalised in localStorage and rejects a bad one with a message', async () => {
    expect(await bridge().setServerUrl('https://partilha.example/')).toEqual({ serverUrl: 'https://partilha.example' });
    expect(await bridge().getSettings()).toEqual({ serverUrl: 'https://partilha.example' });
    await expect(bridge().setServerUrl('javascript:alert(1)')).rejects.toThrow(/http/);
    expect(await bridge().getSettings()).toEqual({ serverUrl: 'https://partilha.example' });
  });

  it('keeps the session in sessionStorage only, up to 64 KiB', async () => {
    const b = bridge();
    expect(await b.loadSession()).toBeNull();
    await b.saveSession('{"token":"t","record":{}}');
    expect(await b.loadSession()).toBe('{"token":"t","record":{}}');
    expect(window.localStorage.length).toBe(0);
    await expect(b.saveSession('x'.repeat(64 * 1024 + 1))).rejects.toThrow();
    expect(await b.loadSession()).toBe('{"token":"t","record":{}}');
    await b.clearSession();
    expect(await b.loadSession()).toBeNull();
  });

  it('downloads the streamed CSV under the suggested name', async () => {
    const body = streamOf('\uFEFFemail\r\n', 'a@b.pt\r\n');
    expect(await bridge().saveCsv('partilha-subscriptions-2026-11-25.csv', body)).toBe('saved');
    await Promise.all(pending);
    expect(downloads).toEqual([
      {
        name: 'partilha-subscriptions-2026-11-25.csv',
        bytes: [...new TextEncoder().encode('\uFEFFemail\r\na@b.pt\r\n')],
        type: 'text/csv;charset=utf-8',
      },
    ]);
  });

  it('downloads a JSON export (the transparency report) as JSON', async () => {
    expect(await bridge().saveCsv('partilha-transparency-2026-11-25.json', streamOf('{"a":1}'))).toBe('saved');
    await Promise.all(pending);
    expect(downloads).toEqual([
      {
        name: 'partilha-transparency-2026-11-25.json',
        bytes: [...new TextEncoder().encode('{"a":1}')],
        type: 'application/json;charset=utf-8',
      },
    ]);
    await expect(bridge().saveCsv('partilha-transparency-2026-11-25.js', streamOf('x'))).rejects.toThrow();
  });

  it('refuses a suggested name that is not an export name', async () => {
    await expect(bridge().saveCsv('../evil.sh', streamOf('x'))).rejects.toThrow();
    expect(downloads).toEqual([]);
  });

  it('opens only allowed https links, in a new tab', async () => {
    await bridge().setServerUrl('https://partilha.example');
    const b = bridge({ websiteUrl: 'https://www.partilha.example' });
    expect(await b.openExternal('https://partilha.example/listings/1')).toBe(true);
    expect(await b.openExternal('https://www.partilha.example/')).toBe(true);
    for (const url of ['http://partilha.example/', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(await b.openExternal(url), url).toBe(false);
    }
    expect(opened).toEqual(['https://partilha.example/listings/1', 'https://www.partilha.example/']);
  });
});
