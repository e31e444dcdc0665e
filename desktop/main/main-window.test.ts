import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL } from './app-scheme';
import { createMainWindow, mainWindowOptions } from './main-window';
import { FakeWindow } from './test-support/fake-electron';

describe('the main window', () => {
  it('runs the renderer isolated, sandboxed, without Node.js, with web security and no <webview>', () => {
    expect(mainWindowOptions('/app/out/desktop/preload/index.cjs').webPreferences).toEqual({
      preload: '/app/out/desktop/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    });
  });

  it('loads app://console/ (never file://) and shows itself once painted', () => {
    const windows: FakeWindow[] = [];
    const window = createMainWindow(
      {
        createWindow: (options) => {
          const created = new FakeWindow(options);
          windows.push(created);
          return created;
        },
      },
      '/preload.cjs',
    ) as FakeWindow;
    expect(windows).toEqual([window]);
    expect(window.loaded).toEqual([APP_ENTRY_URL]);
    expect(APP_ENTRY_URL).toBe('app://console/index.html');
    expect(window.options.show).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });
});
