import { defineConfig } from 'vite';
import { rendererConfig } from '../electron.vite.config';

// `npm run desktop:web`: the console's renderer in a browser, with the web bridge (no preload, so
// window.partilhaConsole is absent). electron-vite's own dev server always starts Electron too,
// hence this plain Vite config over the very same renderer settings.
export default defineConfig(rendererConfig);
