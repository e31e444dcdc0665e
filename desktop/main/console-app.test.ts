import * as fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { IPC } from '../shared/ipc-channels';
import { APP_ENTRY_URL } from './app-scheme';
import { startConsoleApp } from './console-app';
import { fakeElectron, FakeWebContents } from './test-support/fake-electron';
import { startFakeConsole, type FakeConsole } from './test-support/start-fake-console';

let running: FakeConsole | undefined;
afterEach(async () => {
  await running?.remove();
  running = undefined;
});

describe('the main process at start-up', () => {
  it('registers app:// as a standard secure scheme and sandboxes every renderer before ready', () => {
    const electron = fakeElectron({ userData: '/nowhere', downloads: '/nowhere' }, fs);
    void startConsoleApp(electron, { rendererRoot: '/r', preloadPath: '/p', newId: () => 'x' });
    // Nothing after ready has run yet: no window, no handlers.
    expect(electron.windows).toHaveLength(0);
    expect(electron.ipcMain.handlers.size).toBe(0);
    expect(electron.protocol.privileged).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(electron.app.calls).toEqual(['enableSandbox']);
  });

  it('quits at once when another console is already running', () => {
    const electron = fakeElectron({ userData: '/nowhere', downloads: '/nowhere' }, fs);
    electron.app.singleInstance = false;
    expect(startConsoleApp(electron, { rendererRoot: '/r', preloadPath: '/p', newId: () => 'x' })).toBeNull();
    expect(electron.app.calls).toEqual(['quit']);
    expect(electron.protocol.privileged).toHaveLength(0);
  });

  it('once ready: permissions denied, app:// served, one handler per IPC channel, the window on app://console/', async () => {
    running = await startFakeConsole();
    const { electron, window } = running;
    expect(electron.session.defaultSession.requestHandler).not.toBeNull();
    expect(electron.session.defaultSession.checkHandler).not.toBeNull();
    expect([...electron.protocol.handlers.keys()]).toEqual(['app']);
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual(Object.values(IPC).sort());
    expect(window.loaded).toEqual([APP_ENTRY_URL]);
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('applies the navigation policy to every web contents created later', async () => {
    running = await startFakeConsole();
    const contents = new FakeWebContents();
    running.electron.app.emit('web-contents-created', {}, contents);
    expect(contents.emitPreventable('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'app://console/index.html' })).toEqual({ action: 'deny' });
    expect(contents.emitPreventable('will-attach-webview')).toBe(true);
  });

  it('quits when the window closes (except on macOS) and reopens one on activate', async () => {
    running = await startFakeConsole();
    const { electron, window } = running;
    window.destroyed = true;
    window.emit('closed');
    electron.app.emit('activate');
    expect(electron.windows).toHaveLength(2);
    electron.app.emit('window-all-closed');
    expect(electron.app.calls).toContain('quit');
  });
});
