import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import { startConsoleApp } from './console-app';
import type { ElectronFacade } from './electron-facade';

// The only file that touches the real `electron` module: it hands Electron's objects to the
// console's main process (console-app.ts), which is unit-tested with fakes of the same facade.

const here = dirname(fileURLToPath(import.meta.url)); // out/desktop/main

const facade: ElectronFacade = {
  app,
  protocol,
  session,
  ipcMain,
  // The only windows main has are those createWindow made, i.e. real BrowserWindows.
  dialog: { showSaveDialog: (window, options) => dialog.showSaveDialog(window as BrowserWindow, options) },
  shell,
  safeStorage,
  createWindow: (options) => new BrowserWindow(options),
  fs,
  platform: process.platform,
};

app.setName('Partilha Console');

void startConsoleApp(facade, {
  rendererRoot: join(here, '../renderer'),
  preloadPath: join(here, '../preload/index.cjs'),
  websiteUrl: process.env.PARTILHA_WEBSITE_URL,
  newId: randomUUID,
})?.catch((error: unknown) => {
  console.error('The console could not start:', error);
  app.exit(1);
});
