import { lazy } from 'react';

/** The embed code page (/widgets), its own chunk like every page (app/lazy-pages.ts). */
export const WidgetsEmbedPage = lazy(() =>
  import('./WidgetsEmbedPage').then((module) => ({ default: module.WidgetsEmbedPage })),
);
