import { join } from 'node:path';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './app-scheme';
import { createAppProtocolHandler } from './app-protocol';
import { createCsvSaves } from './csv-saves';
import type { BrowserWindowLike, ElectronFacade } from './electron-facade';
import { createExternalOpener } from './external-links';
import { registerIpcHandlers } from './ipc-handlers';
import { createMainWindow } from './main-window';
import { applyNavigationPolicy } from './navigation-policy';
import { denyAllPermissions } from './permissions';
import { createSessionStore } from './session-store';
import { openSettingsStore } from './settings-store';

// The composition of the main process: what happens before Electron is ready (privileged scheme,
// sandbox for every renderer, one instance), and once it is (permissions, app:// protocol, IPC,
// the window). Everything Electron comes in through the facade.

export interface ConsolePaths {
  /** out/desktop/renderer */
  rendererRoot: string;
  /** out/desktop/preload/index.cjs */
  preloadPath: string;
}

export interface ConsoleOptions extends ConsolePaths {
  /** The marketplace website's URL when it is not served by the configured server itself. */
  websiteUrl?: string | undefined;
  newId: () => string;
}

export interface RunningConsole {
  mainWindow(): BrowserWindowLike | null;
}

export function startConsoleApp(facade: ElectronFacade, options: ConsoleOptions): Promise<RunningConsole> | null {
  const { app } = facade;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  // Before ready, as Electron requires: app:// is a standard secure origin, and every renderer is
  // sandboxed whatever a window's own options say.
  facade.protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.enableSandbox();
  return app.whenReady().then(() => onReady(facade, options));
}

async function onReady(facade: ElectronFacade, options: ConsoleOptions): Promise<RunningConsole> {
  const { app } = facade;
  const userData = app.getPath('userData');
  const settings = await openSettingsStore(facade.fs, userData);
  const serverUrl = () => settings.current().serverUrl;
  const openExternal = createExternalOpener({ shell: facade.shell, serverUrl, websiteUrl: options.websiteUrl });
  const csv = createCsvSaves({
    fs: facade.fs,
    dialog: facade.dialog,
    downloadsDir: () => app.getPath('downloads'),
    newId: options.newId,
    joinPath: join,
  });

  denyAllPermissions(facade.session.defaultSession);
  app.on('web-contents-created', (_event, contents) => applyNavigationPolicy(contents, openExternal));
  facade.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ fs: facade.fs, rendererRoot: options.rendererRoot, serverUrl }),
  );

  let window: BrowserWindowLike | null = null;
  const openWindow = () => {
    const created = createMainWindow(facade, options.preloadPath);
    created.on('closed', () => {
      if (window === created) window = null;
      void csv.abortAll();
    });
    window = created;
  };
  const mainWindow = () => (window && !window.isDestroyed() ? window : null);

  registerIpcHandlers({
    ipcMain: facade.ipcMain,
    mainWindow,
    settings,
    sessions: createSessionStore(facade.fs, facade.safeStorage, userData),
    csv,
    openExternal,
    // After the reply has gone out: the page reloads with a CSP that names the new server.
    onServerOriginChanged: () => setTimeout(() => mainWindow()?.webContents.reload(), 50),
  });

  app.on('second-instance', () => {
    const current = mainWindow();
    if (!current) return;
    if (current.isMinimized()) current.restore();
    current.focus();
  });
  app.on('window-all-closed', () => {
    if (facade.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow()) openWindow();
  });

  openWindow();
  return { mainWindow };
}
