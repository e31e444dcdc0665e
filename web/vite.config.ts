import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The built site is served by PocketBase itself (same origin as the API). In `vite dev`, API calls
// are proxied to the PocketBase given by PARTILHA_API_URL (default: the one `npm start` runs).
const apiTarget = process.env.PARTILHA_API_URL ?? 'http://127.0.0.1:8090';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/_': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
