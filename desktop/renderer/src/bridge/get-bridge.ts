import type { ConsoleBridge } from '../../../shared/bridge';
import { createElectronBridge } from './electron-bridge';
import { browserWebBridge } from './web-bridge';
import { preloadApi } from './window-api';

// The preload defines window.partilhaConsole only inside the Electron shell; anywhere else the
// renderer runs in a browser and uses the web implementation of the same contract.
export function getBridge(): ConsoleBridge {
  const api = preloadApi();
  return api ? createElectronBridge(api) : browserWebBridge();
}

export type { ConsoleBridge, ConsoleSettings } from '../../../shared/bridge';
