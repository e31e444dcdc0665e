import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

// The operator console (desktop/): main and preload for Electron, and one renderer that runs both
// inside Electron (from app://console/) and in a browser (`npm run desktop:web`). Output in
// out/desktop/{main,preload,renderer}. The renderer runs React itself (unlike the website, which
// swaps in preact/compat); the workspace packages resolve through node_modules as for the website.

const here = import.meta.dirname;
const at = (path: string) => resolve(here, path);
const DEV_PORT = 5174;

// `vite dev` injects an inline script (React fast refresh), <style> elements (CSS imports) and a
// websocket (HMR), all of which the page's CSP rightly forbids. Only in the dev server, relax the
// meta CSP for exactly those; the build keeps index.html's policy as written.
function devServerCsp(port: number): Plugin {
  return {
    name: 'partilha-console-dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", `connect-src 'self' ws://127.0.0.1:${port}`),
  };
}

// The renderer, also used as a plain Vite config by `npm run desktop:web` (desktop/vite.web.config.ts)
// so that the browser and Electron serve one renderer configuration.
export const rendererConfig: UserConfig = {
  root: at('desktop/renderer'),
  // Relative asset URLs: the same build loads from app://console/ and from any static server.
  base: './',
  plugins: [react(), devServerCsp(DEV_PORT)],
  server: { host: '127.0.0.1', port: DEV_PORT, strictPort: true },
  preview: { host: '127.0.0.1', port: DEV_PORT, strictPort: true },
  build: {
    outDir: at('out/desktop/renderer'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { input: { index: at('desktop/renderer/index.html') } },
  },
};

export default defineConfig({
  main: {
    build: {
      outDir: at('out/desktop/main'),
      emptyOutDir: true,
      // Bundle zod and the shared code: the packaged app then needs no node_modules at all.
      externalizeDeps: false,
      rolldownOptions: { input: { index: at('desktop/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: at('out/desktop/preload'),
      emptyOutDir: true,
      // A sandboxed preload is a single classic script that may require only 'electron'.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: at('desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig,
});
