import { APP_ENTRY_URL } from './app-scheme';
import type { BrowserWindowLike, BrowserWindowOptions, ElectronFacade } from './electron-facade';

// The console's one window. The renderer gets no Node.js, runs in Chromium's sandbox, in its own
// JavaScript world (contextIsolation) with the preload's named functions as its only way out.
export function mainWindowOptions(preloadPath: string): BrowserWindowOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Partilha — Operator console',
    backgroundColor: '#f6f7f9',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
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
    },
  };
}

export function createMainWindow(facade: Pick<ElectronFacade, 'createWindow'>, preloadPath: string): BrowserWindowLike {
  const window = facade.createWindow(mainWindowOptions(preloadPath));
  // Shown once painted, so the operator never sees a blank white frame.
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_ENTRY_URL);
  return window;
}
