import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import { slimBlueprintCss } from './build/slim-blueprint-css';
import { startAfterFirstView } from './build/start-after-first-view';

// The built website runs on Preact's React compatibility layer (docs/adr/0005): the code imports
// `react` and is typed by React; the build swaps in preact/compat, a runtime 55 kB (gzip) smaller.
// `vite dev` keeps React, for its fast refresh; the end-to-end tests run the build.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.module.js` },
  { find: /^react\/jsx-runtime$/, replacement: `${preact}/compat/jsx-runtime.mjs` },
  { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/compat/jsx-dev-runtime.mjs` },
  { find: /^react$/, replacement: `${preact}/compat/dist/compat.module.js` },
];

// The built site is served by PocketBase itself (same origin as the API). In `vite dev`, API calls
// are proxied to the PocketBase given by PARTILHA_API_URL (default: the one `npm start` runs).
const apiTarget = process.env.PARTILHA_API_URL ?? 'http://127.0.0.1:8090';

export default defineConfig(({ command }) => ({
  plugins: [react(), startAfterFirstView()],
  resolve: { alias: command === 'build' ? REACT_ON_PREACT : [] },
  // Blueprint's stylesheet without what cannot match on the website (build/slim-blueprint-css.ts).
  css: { postcss: { plugins: [slimBlueprintCss()] } },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/_': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.PARTILHA_SOURCEMAP === '1',
    chunkSizeWarningLimit: 900,
  },
}));
