import { describe, expect, it } from 'vitest';
import { createExternalOpener } from './external-links';
import { applyNavigationPolicy } from './navigation-policy';
import { FakeShell, FakeWebContents } from './test-support/fake-electron';

function setUp(serverUrl = 'https://partilha.example') {
  const shell = new FakeShell();
  const openExternal = createExternalOpener({
    shell,
    serverUrl: () => serverUrl,
    websiteUrl: 'https://www.partilha.example',
  });
  const contents = new FakeWebContents();
  applyNavigationPolicy(contents, openExternal);
  return { shell, contents, openExternal };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const REFUSED = [
  'http://partilha.example/listings/1',
  'https://evil.example/',
  'https://partilha.example.evil.example/',
  'https://user:pass@partilha.example/',
  'javascript:alert(document.cookie)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'app://other/index.html',
  'mailto:someone@example.com',
  'not a url',
];

describe('navigation inside the window', () => {
  it('lets app://console/ pages load', () => {
    const { contents, shell } = setUp();
    expect(contents.emitPreventable('will-navigate', 'app://console/index.html')).toBe(false);
    expect(contents.emitPreventable('will-redirect', 'app://console/bookings')).toBe(false);
    expect(shell.opened).toEqual([]);
  });

  it('cancels navigation to an allowed https URL and opens it in the system browser instead', async () => {
    const { contents, shell } = setUp();
    expect(contents.emitPreventable('will-navigate', 'https://partilha.example/listings/1')).toBe(true);
    expect(contents.emitPreventable('will-navigate', 'https://www.partilha.example/')).toBe(true);
    await settle();
    expect(shell.opened).toEqual(['https://partilha.example/listings/1', 'https://www.partilha.example/']);
  });

  it('cancels every other navigation and opens nothing', async () => {
    const { contents, shell } = setUp();
    for (const url of REFUSED) expect(contents.emitPreventable('will-navigate', url), url).toBe(true);
    await settle();
    expect(shell.opened).toEqual([]);
  });

  it('cancels redirects away from the app without opening them', async () => {
    const { contents, shell } = setUp();
    expect(contents.emitPreventable('will-redirect', 'https://partilha.example/')).toBe(true);
    await settle();
    expect(shell.opened).toEqual([]);
  });

  it('refuses <webview>', () => {
    expect(setUp().contents.emitPreventable('will-attach-webview')).toBe(true);
  });
});

describe('new windows', () => {
  it('are always denied; an allowed https link opens in the system browser', async () => {
    const { contents, shell } = setUp();
    const open = contents.windowOpenHandler!;
    expect(open({ url: 'https://partilha.example/listings/1' })).toEqual({ action: 'deny' });
    for (const url of [...REFUSED, 'app://console/index.html']) expect(open({ url })).toEqual({ action: 'deny' });
    await settle();
    expect(shell.opened).toEqual(['https://partilha.example/listings/1']);
  });
});

describe('external links', () => {
  it('allow nothing but the marketplace website while the server is plain http (the local default)', async () => {
    const { openExternal, shell } = setUp('http://127.0.0.1:8090');
    expect(await openExternal('https://127.0.0.1:8090/')).toBe(false);
    expect(await openExternal('http://127.0.0.1:8090/')).toBe(false);
    expect(await openExternal('https://www.partilha.example/listings/1')).toBe(true);
    expect(shell.opened).toEqual(['https://www.partilha.example/listings/1']);
  });
});
