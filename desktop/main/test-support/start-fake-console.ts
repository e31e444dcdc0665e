import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { startConsoleApp } from '../console-app';
import { fakeElectron, type FakeElectron, type FakeWindow } from './fake-electron';
import { makeTempDir } from './temp-dir';

// The whole main process, started against fake Electron objects and a real temporary disk:
// <tmp>/user-data, <tmp>/downloads, <tmp>/renderer (a built renderer stand-in).
export interface FakeConsole {
  electron: FakeElectron;
  window: FakeWindow;
  root: string;
  userData: string;
  downloads: string;
  /** ipcRenderer.invoke from the console's own top frame. */
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  remove(): Promise<void>;
}

export async function startFakeConsole(setup?: (electron: FakeElectron) => void): Promise<FakeConsole> {
  const tmp = await makeTempDir();
  const userData = join(tmp.path, 'user-data');
  const downloads = join(tmp.path, 'downloads');
  const renderer = join(tmp.path, 'renderer');
  for (const dir of [userData, downloads, renderer]) await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(join(renderer, 'index.html'), '<!doctype html><title>console</title>');

  const electron = fakeElectron({ userData, downloads }, fs);
  setup?.(electron);
  const started = startConsoleApp(electron, {
    rendererRoot: renderer,
    preloadPath: '/app/out/desktop/preload/index.cjs',
    websiteUrl: 'https://www.partilha.example',
    newId: randomUUID,
  });
  if (!started) throw new Error('The console did not start (single-instance lock refused).');
  electron.app.fireReady();
  await started;
  const window = electron.windows[0]!;
  return {
    electron,
    window,
    root: tmp.path,
    userData,
    downloads,
    invoke: (channel, ...args) => electron.ipcMain.invoke(channel, window.webContents.topFrameEvent(), ...args),
    remove: tmp.remove,
  };
}
