import type { PartilhaConsoleApi } from '../../../shared/preload-api';

// The preload's API as the renderer sees it: present only inside the Electron shell.
declare global {
  interface Window {
    partilhaConsole?: PartilhaConsoleApi;
  }
}

export function preloadApi(): PartilhaConsoleApi | undefined {
  return typeof window === 'undefined' ? undefined : window.partilhaConsole;
}
